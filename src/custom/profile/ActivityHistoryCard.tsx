import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ACTIVITY_HISTORY_PAGE_SIZE } from '../../../domain/constants';
import type { ProfileScope } from '../../../domain/profile/scope';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Pager } from '../../components/Pager';
import { formatTimestamp } from '../../components/format/formatTimestamp';
import { PROFILE_LABELS as L } from './labels';
import { activityLog } from './profileApi';
import { SectionCard } from './SectionCard';
import type { ProfileSectionApi } from './types';

export interface ActivityHistoryCardProps {
  scope: ProfileScope;
  api: Pick<ProfileSectionApi, 'id'>;
  /** Changes whenever the profile changes (its lastUpdate), so the history reloads after each write. */
  refreshKey?: string;
}

/** GET activityLogs/{id}: 5 rows a page, newest first; timestamp, activity, updated by, remark (spec 000 §2.7). */
export function ActivityHistoryCard({ scope, api, refreshKey }: ActivityHistoryCardProps) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, refetch } = useQuery({
    queryKey: ['activityLogs', scope, api.id, refreshKey],
    queryFn: () => activityLog(api.id),
  });
  const rows = useMemo(() => [...(data ?? [])].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp)), [data]);
  const pageCount = Math.max(1, Math.ceil(rows.length / ACTIVITY_HISTORY_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const shown = rows.slice((current - 1) * ACTIVITY_HISTORY_PAGE_SIZE, current * ACTIVITY_HISTORY_PAGE_SIZE);
  return (
    <SectionCard title={L.activityHistory}>
      {isPending ? (
        <LinearProgress aria-label={L.loading} />
      ) : isError ? (
        <ErrorBlock onReload={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState message={L.noActivity} />
      ) : (
        <>
          <TableContainer sx={{ overflowX: 'auto' }}>
            <Table size="small" aria-label={L.activityHistory}>
              <TableHead>
                <TableRow>
                  <TableCell>{L.timestamp}</TableCell>
                  <TableCell>{L.activity}</TableCell>
                  <TableCell>{L.updatedBy}</TableCell>
                  <TableCell>{L.remark}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {shown.map((row, index) => (
                  <TableRow key={`${row.timestamp}-${index}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(row.timestamp)}</TableCell>
                    <TableCell>{row.activity}</TableCell>
                    <TableCell>{row.updatedBy?.userName}</TableCell>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{row.remark}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager page={current} pageCount={pageCount} onChange={setPage} />
        </>
      )}
    </SectionCard>
  );
}
