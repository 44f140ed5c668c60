import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { formatTimestamp } from '../../../domain/displayFormat';
import type { EscalationRecord } from '../../../domain/escalations/schemas';
import { SectionCard } from '../../components/profile/SectionCard';
import { useActivityLabel } from '../../i18n/useActivityLabel';

/**
 * The escalation's timeline, newest first: raised, assigned, re-prioritised, moved, answered; who, when and the remark.
 */
export function EscalationHistory({ escalation }: { escalation: EscalationRecord }) {
  const translate = useTranslate();
  const timeline = useActivityLabel();
  return (
    <SectionCard title={translate('escalations.history')}>
      <Stack
        component="ol"
        spacing={1.5}
        sx={{ m: 0, pl: 0, listStyle: 'none', borderLeft: 2, borderColor: 'divider' }}
        aria-label={translate('escalations.history')}
      >
        {escalation.history.map((entry, index) => (
          <Stack component="li" key={`${entry.timestamp}-${index}`} spacing={0.25} sx={{ pl: 2 }}>
            <Typography variant="body2" fontWeight={600}>
              {timeline.activity(entry)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {`${entry.by} · ${formatTimestamp(entry.timestamp)}`}
            </Typography>
            {entry.remark && (
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {timeline.remark(entry)}
              </Typography>
            )}
          </Stack>
        ))}
      </Stack>
    </SectionCard>
  );
}
