import { useNotify } from 'ra-core';
import { useCallback } from 'react';

/**
 * A toast of text already in its words (a spec message, a server message, a label already translated): react-admin
 * would look it up as a translation key again, so the text is its own fallback.
 */
export function useNotifyText() {
  const notify = useNotify();
  return useCallback(
    (text: string, type: 'success' | 'error' | 'info' | 'warning') => notify(text, { type, messageArgs: { _: text } }),
    [notify],
  );
}
