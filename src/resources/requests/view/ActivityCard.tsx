import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import type { RequestRecord } from '../../../../domain/requests/records';
import { formatTimestamp } from '../../../components/format/formatTimestamp';
import { SectionCard } from '../../../components/profile/SectionCard';
import { errorMessage } from '../../../components/profile/useSectionWrite';
import { useActivityLabel } from '../../../i18n/useActivityLabel';
import { useRequestApi } from '../../../dataProvider/requests';

/** The request's timeline, newest first (GET activityLogs/{id}); it follows every write the page makes. */
export function ActivityCard({ request }: { request: RequestRecord }) {
  const translate = useTranslate();
  const api = useRequestApi();
  const timeline = useActivityLabel();
  // Keyed by the record's last update: a status change or an assignment reloads the timeline.
  const { data, error, isPending } = useQuery({
    queryKey: ['requestActivity', request.id, request.lastUpdate],
    queryFn: () => api.activity(request.id),
    retry: false,
  });
  return (
    <SectionCard title={translate('requestPage.activity')}>
      {isPending && <LinearProgress aria-label={translate('requestPage.activity')} />}
      {error && <Alert severity="error">{errorMessage(error)}</Alert>}
      {data?.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('requestPage.noActivity')}
        </Typography>
      )}
      {!!data?.length && (
        <Stack component="ol" spacing={1} sx={{ m: 0, pl: 2.5 }} aria-label={translate('requestPage.activity')}>
          {data.map((entry, index) => (
            <li key={`${entry.timestamp}-${index}`}>
              <Typography variant="body2" fontWeight={600}>
                {timeline.activity(entry)}
              </Typography>
              {entry.remark && <Typography variant="body2">{timeline.remark(entry)}</Typography>}
              <Typography variant="caption" color="text.secondary">
                {translate('requestPage.byAt', { by: entry.updatedBy.userName, at: formatTimestamp(entry.timestamp) })}
              </Typography>
            </li>
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}
