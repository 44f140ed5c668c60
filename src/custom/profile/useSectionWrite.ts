import { useNotify } from 'ra-core';
import { useState } from 'react';

/** The message a failed call carries (react-admin's HttpError keeps the API's sentence). */
export const errorMessage = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Something went wrong');

/**
 * One write of a section: a busy flag, the spec's success toast, the answered profile handed to the page.
 * A failure toasts the server's sentence (or is left to `onError` when the form shows it itself).
 */
export function useSectionWrite<P>(onSaved: (profile: P) => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<P>, success: string, options: { onError?: (error: unknown) => void; after?: () => void } = {}) => {
    setBusy(true);
    try {
      const profile = await call();
      onSaved(profile);
      notify(success, { type: 'success' });
      options.after?.();
      return true;
    } catch (error) {
      if (options.onError) options.onError(error);
      else notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
