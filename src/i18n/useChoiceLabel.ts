import { useTranslate } from 'ra-core';
import { useCallback } from 'react';

/**
 * The label of a fixed choice (a status, reward event, disposal method, firm type) in the user's language, by the
 * `statuses.<value>` key the filter selects use too; a value without one (free text, a choice the API added) shows as
 * it is.
 */
export function useChoiceLabel() {
  const translate = useTranslate();
  return useCallback(
    (value: unknown) =>
      value === null || value === undefined ? '' : translate(`statuses.${String(value)}`, { _: String(value) }),
    [translate],
  );
}
