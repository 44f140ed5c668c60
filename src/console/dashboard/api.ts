import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../dataProvider';
import type { BookingsPerDay, DashboardCounts, DashboardVisits, SlotFill } from '../../../domain/requests/dashboards';

const post = (body: unknown = {}) => ({ method: 'POST' as const, body });

/** The dashboards' calls (POST requests/dashboardCounts, bookingsPerDay, slotFill, dashboardVisits, latestBookings). */
function useDashboardCall<T>(key: unknown[], path: string, body?: unknown, enabled = true) {
  const { call } = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['dashboard', path, ...key],
    queryFn: async () => (await call<T>(path, post(body))).json,
    enabled,
  });
}

export const useDashboardCounts = () => useDashboardCall<DashboardCounts>([], 'requests/dashboardCounts');
export const useBookingsPerDay = (fromDate: string, toDate: string) =>
  useDashboardCall<BookingsPerDay>([fromDate, toDate], 'requests/bookingsPerDay', { fromDate, toDate });
export const useSlotFill = () => useDashboardCall<SlotFill>([], 'requests/slotFill');
export const useDashboardVisits = (date: string | undefined) =>
  useDashboardCall<DashboardVisits>([date], 'requests/dashboardVisits', { date }, !!date);
export const useLatestBookings = () => useDashboardCall<DashboardVisits>([], 'requests/latestBookings');
