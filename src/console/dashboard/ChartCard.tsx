import { lazy } from 'react';
import { usePermissions, useTranslate } from 'ra-core';
import { ROLES, type Role } from '../../../domain/roles';
import { dayAfter } from '../../../domain/masters/days';
import { BOOKING_CHART_DAYS } from '../../../domain/requests/dashboards';
import { hasFigures } from '../../components/charts/countAxis';
import { EmptyState } from '../../components/EmptyState';
import { statusTotals, useRequestCounts } from '../../resources/requests/list/useRequestCounts';
import { useBookingsPerDay, useSlotFill } from './api';
import { DashboardSection } from './DashboardSection';

// The chart library downloads only when a chart is drawn.
const BookingsChart = lazy(async () => ({ default: (await import('./DashboardCharts')).BookingsChart }));
const SlotFillChart = lazy(async () => ({ default: (await import('./DashboardCharts')).SlotFillChart }));
const StatusChart = lazy(async () => ({ default: (await import('./DashboardCharts')).StatusChart }));

function BookingsCard({ today }: { today: string }) {
  const translate = useTranslate();
  const title = translate('dashboards.bookingsChart');
  const query = useBookingsPerDay(dayAfter(today, 1 - BOOKING_CHART_DAYS), today);
  return (
    <DashboardSection title={title} query={query}>
      {query.data &&
        (hasFigures(query.data.days, ['count']) ? <BookingsChart data={query.data} label={title} /> : <EmptyState />)}
    </DashboardSection>
  );
}

function SlotFillCard() {
  const translate = useTranslate();
  const title = translate('dashboards.slotFillChart');
  const query = useSlotFill();
  return (
    <DashboardSection title={title} query={query}>
      {query.data &&
        (hasFigures(query.data.days, ['booked', 'capacity']) ? (
          <SlotFillChart data={query.data} label={title} />
        ) : (
          <EmptyState />
        ))}
    </DashboardSection>
  );
}

function StatusCard() {
  const translate = useTranslate();
  const title = translate('dashboards.statusChart');
  const query = useRequestCounts();
  const statuses = query.data ? statusTotals(query.data.services) : [];
  return (
    <DashboardSection title={title} query={query}>
      {query.data &&
        (statuses.some(([, count]) => count > 0) ? <StatusChart statuses={statuses} label={title} /> : <EmptyState />)}
    </DashboardSection>
  );
}

/** The role's chart: bookings per day (admin, dealer), slot fill (partner), requests by status (technician). */
export function ChartCard({ today }: { today: string }) {
  const { permissions } = usePermissions<Role | undefined>();
  if (permissions === ROLES.channelPartner) return <SlotFillCard />;
  if (permissions === ROLES.technician) return <StatusCard />;
  return <BookingsCard today={today} />;
}
