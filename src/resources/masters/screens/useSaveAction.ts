import { useNotify } from 'ra-core';
import { useState } from 'react';

/**
 * A save button's action: a saving flag, the success toast, then what follows; a failure toasts the server's message.
 */
export function useSaveAction() {
  const notify = useNotify();
  const [saving, setSaving] = useState(false);
  const run = async (action: () => Promise<unknown>, successMessage: string, after: () => void) => {
    setSaving(true);
    try {
      await action();
      notify(successMessage, { type: 'success' });
      after();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setSaving(false);
    }
  };
  return { saving, run };
}
