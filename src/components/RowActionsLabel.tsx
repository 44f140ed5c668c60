import { useTranslate } from 'ra-core';

/**
 * Header of a list's row-actions column ('Actions'): a named column for screen readers and axe (empty-table-header).
 * An element, not a string label, so react-admin's column chooser does not offer to hide the actions.
 */
export function RowActionsLabel() {
  const translate = useTranslate();
  return <>{translate('layout.actions')}</>;
}
