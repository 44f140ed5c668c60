import { useState } from 'react';
import { fieldErrorsOf } from './profile/serverErrors';
import { errorMessage } from './profile/useSectionWrite';
import { useNotifyText } from './useNotifyText';

/**
 * One text box's submit (a comment, an answer): busy while it runs, the API's message for `field` under the box, any
 * other failure as a toast. `submit` answers whether it went through.
 */
export function useTextSubmit(field: string) {
  const notify = useNotifyText();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (write: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true);
    try {
      await write();
      setError(undefined);
      return true;
    } catch (failure) {
      const message = fieldErrorsOf(failure)[field];
      setError(message);
      if (!message) notify(errorMessage(failure), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
