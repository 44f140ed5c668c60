import { useQuery } from '@tanstack/react-query';
import type { RequestPeriod } from '../../../../domain/requests/reportTypes';
import { useRequestListApi } from './api';

/** POST requests/totalCount for the caller, over the period. */
export function useRequestCounts(period: RequestPeriod = {}) {
  const api = useRequestListApi();
  return useQuery({ queryKey: ['requests', 'totalCount', period], queryFn: () => api.totalCount(period) });
}

/** The statuses counted no further than their lists count in some service (their sums are lower bounds). */
export const cappedStatuses = (services: readonly { cappedStatuses?: string[] }[]) => [
  ...new Set(services.flatMap((service) => service.cappedStatuses ?? [])),
];

/** Each status's count summed over the services. */
export function statusTotals(services: readonly { statuses: Record<string, number> }[]): [string, number][] {
  const totals = new Map<string, number>();
  for (const service of services)
    for (const [status, count] of Object.entries(service.statuses))
      totals.set(status, (totals.get(status) ?? 0) + count);
  return [...totals];
}
