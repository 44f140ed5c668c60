import { REQUEST_RESOURCES } from '../../../dataProvider/resourceNames';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRefresh } from 'ra-core';
import { useState } from 'react';
import type { RequestRecord } from '../../../../domain/requests/records';
import { fieldErrorsOf, type FieldErrorSink } from '../../../components/profile/serverErrors';
import { errorMessage } from '../../../components/profile/useSectionWrite';
import { translateMessage } from '../../../i18n/translate';

interface RequestWriteOptions {
  /** A dialog's field errors: when it shows the failure under its fields, no toast. */
  fieldErrors?: FieldErrorSink;
  after?: () => void;
}

/** The query key the request page reads its record under. */
export const requestQueryKey = (kind: RequestRecord['kind'], id: string) => ['request', kind, id];

/**
 * A request's writes (DESIGN "Saving"): each answers the whole request, which replaces the page's record, and then
 * every query of the page is read again (a write moves more than the request: payments, comments, the timeline); the
 * API's sentence goes to a toast, field messages under the dialog's fields. `put`/`remove` go through the
 * dataProvider's sections (PUT requests/{id}/status, DELETE requests/{id}/sparePart/{sparePartId}); `run` takes any
 * other call.
 */
export function useRequestWrite(request: Pick<RequestRecord, 'id' | 'kind'>) {
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { id, kind } = request;
  const resource = REQUEST_RESOURCES[kind];
  const toast = (message: string, type: 'success' | 'error') => notify(message, { type, messageArgs: { _: message } });

  const run = async (
    call: () => Promise<RequestRecord | undefined>,
    success: string,
    { fieldErrors, after }: RequestWriteOptions = {},
  ) => {
    setBusy(true);
    try {
      const answered = await call();
      if (answered) queryClient.setQueryData(requestQueryKey(kind, id), answered);
      refresh();
      toast(success, 'success');
      after?.();
      return true;
    } catch (error) {
      if (!fieldErrors?.(error)) toast(errorMessage(error), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return {
    busy,
    run,
    put: (section: string, data: object, success: string, options?: RequestWriteOptions) =>
      run(
        async () =>
          (
            await dataProvider.update<RequestRecord>(resource, {
              id,
              data,
              previousData: { id } as RequestRecord,
              meta: { section, method: 'PUT' },
            })
          ).data,
        success,
        options,
      ),
    remove: (section: string, itemId: string, success: string, options?: RequestWriteOptions) =>
      run(
        async () =>
          (
            await dataProvider.delete<RequestRecord>(resource, {
              id,
              previousData: { id } as RequestRecord,
              meta: { section, itemId },
            })
          ).data,
        success,
        options,
      ),
  };
}

/**
 * A dialog's field messages from the API, in the user's language: `sink` shows them and answers whether there were any.
 */
export function useFieldErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sink: FieldErrorSink = (error) => {
    const found = fieldErrorsOf(error);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, message]) => [field, translateMessage(message)])));
    return Object.keys(found).length > 0;
  };
  return { errors, sink, clear: () => setErrors({}) };
}
