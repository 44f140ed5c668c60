import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';

/** The colour of each request and pick-up status (spec 001 §4: status sets with colours). */
const COLOURS: Record<string, string> = {
  Open: '#1976d2',
  Pending: '#ed6c02',
  Assigned: '#9c27b0',
  Scheduled: '#0288d1',
  'Picked Up': '#00897b',
  Resolved: '#2e7d32',
  Completed: '#1b5e20',
  Cancelled: '#d32f2f',
};

/** A request's status with its colour dot. */
export function RequestStatus({ status }: { status: string }) {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <Box
        component="span"
        aria-hidden
        sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: COLOURS[status] ?? 'grey.500' }}
      />
      <span>{translate(`statuses.${status}`, { _: status })}</span>
    </Stack>
  );
}
