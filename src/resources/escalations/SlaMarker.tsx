import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { durationParts, slaStanding } from './slaClock';

/**
 * An escalation against its SLA: a red "SLA breached" chip when it is, and the time left to the deadline or past it
 * while it is still being worked.
 */
export function SlaMarker({ row }: { row: { status: string; dueAt: string; breached: boolean } }) {
  const translate = useTranslate();
  const standing = slaStanding(row, new Date());
  const parts = standing.minutes === undefined ? undefined : durationParts(standing.minutes);
  const time =
    parts && ('days' in parts ? translate('escalations.sla.days', parts) : translate('escalations.sla.hours', parts));
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {standing.breached && <Chip size="small" color="error" label={translate('escalations.sla.breached')} />}
      {time && (
        <Typography variant="body2" color={standing.overdue ? 'error' : 'text.secondary'} sx={{ whiteSpace: 'nowrap' }}>
          {translate(standing.overdue ? 'escalations.sla.overdue' : 'escalations.sla.left', { time })}
        </Typography>
      )}
      {!standing.breached && !time && <Typography variant="body2">{translate('escalations.sla.met')}</Typography>}
    </Stack>
  );
}
