import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { RequestRecord } from '../../../../domain/requests/records';
import { formatDay, formatTimestamp } from '../../../components/format/formatTimestamp';
import { SectionCard } from '../../../components/profile/SectionCard';
import type { RequestActions } from './requestActions';
import { VisitDialog, type VisitKind } from './VisitDialog';

/** The visit history (reschedules and revisits, oldest first) and the Reschedule / Revisit buttons the role has. */
export function VisitsCard({
  request,
  actions,
}: {
  request: RequestRecord;
  actions: Pick<RequestActions, 'reschedule' | 'revisit'>;
}) {
  const translate = useTranslate();
  const [visit, setVisit] = useState<VisitKind>();
  const offered = (['reschedule', 'revisit'] as const).filter(
    (kind) => actions[kind] && request.assignee.channelPartnerId,
  );
  const slot = (date: string, at: string) => `${formatDay(date)} ${at}`;
  return (
    <SectionCard title={translate('requestPage.visits')}>
      <Stack spacing={1.5}>
        {request.visits.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate('requestPage.noVisits')}
          </Typography>
        ) : (
          <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }}>
            {request.visits.map((entry, index) => (
              <li key={`${entry.createdAt}-${index}`}>
                <Typography variant="body2" fontWeight={600}>
                  {translate(`requestPage.visitKinds.${entry.kind}`)}:{' '}
                  {translate('requestPage.visitMove', {
                    from: slot(entry.fromDate, entry.fromSlot),
                    to: slot(entry.toDate, entry.toSlot),
                  })}
                </Typography>
                <Typography variant="body2">{entry.reason}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {translate('requestPage.byAt', { by: entry.byUserName, at: formatTimestamp(entry.createdAt) })}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
        {offered.length > 0 && (
          <Stack direction="row" spacing={1}>
            {offered.map((kind) => (
              <Button key={kind} size="small" variant="outlined" onClick={() => setVisit(kind)}>
                {translate(`requestPage.${kind}`)}
              </Button>
            ))}
          </Stack>
        )}
      </Stack>
      {visit && <VisitDialog request={request} visit={visit} onClose={() => setVisit(undefined)} />}
    </SectionCard>
  );
}
