import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'ra-core';
import { dashboardDays, DASHBOARD_NUMBERS } from '../../../domain/requests/dashboards';
import { ROLES, type Role } from '../../../domain/roles';
import { ErrorBlock } from '../../components/ErrorBlock';
import { formatDay } from '../../components/format/formatTimestamp';
import { useRequestCounts } from '../../resources/requests/list/useRequestCounts';
import { useDashboardCounts } from './api';
import { ApprovalNumbers } from './ApprovalNumbers';
import { ChartCard } from './ChartCard';
import { LatestBookings, VisitsTable } from './DashboardRequests';
import { RequestNumbers } from './RequestNumbers';
import { StatusTable } from './StatusTable';

/**
 * The signed-in role's dashboard (issue 17 "Dashboards"): its numbers, each a link to the filtered list behind it, what
 * waits for its decision, its requests by status, its chart, and its short lists (a day's visits, the latest bookings).
 */
export default function RoleDashboard() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  const counts = useDashboardCounts();
  const statuses = useRequestCounts();
  const numbers = permissions && DASHBOARD_NUMBERS[permissions];
  if (!numbers) return null;
  if (counts.isError) return <ErrorBlock onReload={() => void counts.refetch()} />;
  if (counts.isPending) return <LinearProgress aria-label={translate('dashboards.loading')} />;
  const days = dashboardDays(counts.data.today);
  const partner = permissions === ROLES.channelPartner;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{translate('dashboards.today', { date: formatDay(days.today) })}</Typography>
      <RequestNumbers metrics={numbers.requests} counts={counts.data} />
      <ApprovalNumbers approvals={counts.data.approvals} />
      {(partner || permissions === ROLES.technician) && (
        <VisitsTable date={days.today} dayLabel={translate('dashboards.todayLabel')} withTechnician={partner} />
      )}
      {partner && <VisitsTable date={days.tomorrow} dayLabel={translate('dashboards.tomorrowLabel')} withTechnician />}
      {permissions === ROLES.dealer && <LatestBookings />}
      <ChartCard today={days.today} />
      {statuses.data && <StatusTable counts={statuses.data} />}
    </Stack>
  );
}
