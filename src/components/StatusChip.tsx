import Chip from '@mui/material/Chip';
import { useTranslate } from 'ra-core';

const POSITIVE = new Set(['Publish', 'Active', 'Approved', 'Completed', 'Verified', 'Paid']);

/** A status value as a coloured chip, labelled in the user's language when `statuses` translates it. */
export function StatusChip({ value }: { value: unknown }) {
  const translate = useTranslate();
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return (
    <Chip
      size="small"
      label={translate(`statuses.${text}`, { _: text })}
      color={POSITIVE.has(text) ? 'success' : 'default'}
      variant={POSITIVE.has(text) ? 'filled' : 'outlined'}
    />
  );
}
