import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { ACTIVITY_HISTORY_PAGE_SIZE } from '../../../domain/constants';
import type { ProfileScope } from '../../../domain/profile/scope';
import { EmptyState } from '../EmptyState';
import { ErrorBlock } from '../ErrorBlock';
import { formatTimestamp } from '../format/formatTimestamp';
import { useActivityLabel } from '../../i18n/useActivityLabel';
import { useProfileReads } from './profileApi';
import { SectionCard } from './SectionCard';
import { SectionList, type SectionColumn } from './SectionList';
import type { ProfileSectionApi } from './types';

export interface ActivityHistoryCardProps {
  scope: ProfileScope;
  api: Pick<ProfileSectionApi, 'id'>;
  /** Changes whenever the profile changes (its lastUpdate), so the history reloads after each write. */
  refreshKey?: string;
}

type Row = { id: number; timestamp: string; activity: string; updatedBy: string; remark: string | null };

/** GET activityLogs/{id}: 5 rows a page, newest first; timestamp, activity, updated by, remark. */
export function ActivityHistoryCard({ scope, api, refreshKey }: ActivityHistoryCardProps) {
  const translate = useTranslate();
  const reads = useProfileReads();
  const timeline = useActivityLabel();
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['activityLogs', scope, api.id, refreshKey],
    queryFn: () => reads.activityLog(api.id),
  });
  const rows = useMemo(
    () =>
      [...(data ?? [])]
        .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp))
        .map<Row>((entry, index) => ({
          id: index,
          timestamp: entry.timestamp,
          activity: timeline.activity(entry),
          updatedBy: entry.updatedBy?.userName ?? '',
          remark: entry.remark ? timeline.remark(entry) : null,
        })),
    [data, timeline],
  );
  const columns: SectionColumn<Row>[] = [
    { source: 'timestamp', label: translate('profile.timestamp'), render: (row) => formatTimestamp(row.timestamp) },
    { source: 'activity', label: translate('profile.activity') },
    { source: 'updatedBy', label: translate('profile.updatedBy') },
    { source: 'remark', label: translate('profile.remark'), wideOnly: true },
  ];
  const title = translate('profile.activityHistory');
  return (
    <SectionCard title={title}>
      {isPending ? (
        <LinearProgress aria-label={translate('profile.loading')} />
      ) : isError ? (
        <ErrorBlock onReload={() => void refetch()} />
      ) : (
        <SectionList
          label={title}
          records={rows}
          columns={columns}
          perPage={ACTIVITY_HISTORY_PAGE_SIZE}
          empty={<EmptyState />}
        />
      )}
    </SectionCard>
  );
}
