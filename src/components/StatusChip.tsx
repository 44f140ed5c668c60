import Chip from '@mui/material/Chip';

const POSITIVE = new Set(['Publish', 'Active', 'Approved', 'Completed', 'Verified', 'Paid']);

/** A status value as a coloured chip. */
export function StatusChip({ value }: { value: unknown }) {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  return <Chip size="small" label={text} color={POSITIVE.has(text) ? 'success' : 'default'} variant={POSITIVE.has(text) ? 'filled' : 'outlined'} />;
}
