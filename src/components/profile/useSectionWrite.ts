import { HttpError, useDataProvider, useNotify, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { translateMessage } from '../../i18n/translate';
import type { FieldErrorSink } from './serverErrors';
import type { ProfileSectionApi } from './types';

/** The message a failed call carries (react-admin's HttpError keeps the API's sentence), in the user's language. */
export const errorMessage = (error: unknown) =>
  translateMessage(error instanceof Error && error.message ? error.message : 'Something went wrong');

/** A failure's message for the user: `serverFailure` (when given) for a 5xx, the API's sentence otherwise. */
const writeFailureMessage = (error: unknown, serverFailure?: string) =>
  serverFailure && error instanceof HttpError && error.status >= 500 ? serverFailure : errorMessage(error);

interface WriteOptions {
  /** A dialog's field errors: when it shows the failure under its fields, no toast. */
  fieldErrors?: FieldErrorSink;
  after?: () => void;
}

/**
 * The writes of a section through the dataProvider (DESIGN "Saving"): `save` PATCHes `<profile>/<section>`, `remove`
 * DELETEs `<profile>/<section>/<itemId>`; the answered profile goes to the page, the spec's sentence to a toast.
 */
export function useSectionWrite<P extends RaRecord>(
  api: Pick<ProfileSectionApi, 'resource' | 'id' | 'serverFailure'>,
  onSaved: (profile: P) => void,
) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<{ data: P }>, success: string, { fieldErrors, after }: WriteOptions = {}) => {
    setBusy(true);
    try {
      const { data } = await call();
      onSaved(data);
      notify(success, { type: 'success', messageArgs: { _: success } });
      after?.();
      return true;
    } catch (error) {
      const message = writeFailureMessage(error, api.serverFailure);
      if (!fieldErrors?.(error)) notify(message, { type: 'error', messageArgs: { _: message } });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const { resource, id } = api;
  return {
    busy,
    save: (section: string, data: object, success: string, options?: WriteOptions) =>
      run(
        () => dataProvider.update<P>(resource, { id, data, previousData: { id } as P, meta: { section } }),
        success,
        options,
      ),
    remove: (section: string, itemId: string | number, success: string, options?: WriteOptions) =>
      run(
        () => dataProvider.delete<P>(resource, { id, previousData: { id } as P, meta: { section, itemId } }),
        success,
        options,
      ),
  };
}
