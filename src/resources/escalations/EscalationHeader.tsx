import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { EscalationRecord } from '../../../domain/escalations/schemas';
import { StatusChip } from '../../components/StatusChip';

/**
 * The page's one h1 (`titleKey` with the id; the console names the tab after it) with the status, and the subject under
 * it.
 */
export function EscalationHeader({ escalation, titleKey }: { escalation: EscalationRecord; titleKey: string }) {
  const translate = useTranslate();
  const title = translate(titleKey, { id: escalation.id });
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
          {title}
        </Typography>
        <StatusChip value={escalation.status} />
      </Stack>
      <Typography variant="subtitle1" sx={{ wordBreak: 'break-word' }}>
        {escalation.subject}
      </Typography>
    </Stack>
  );
}
