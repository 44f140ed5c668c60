import type { Paged } from '../../domain/filters';
import type { Service } from '../../domain/masters/service';
import { SERVICE_LIST_PAGE_SIZE } from '../../domain/constants';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from './createDataProvider';

/**
 * Published services: status in Publish, page size 99. Apart from requestApi, whose booking schemas bring zod: the
 * layout's breadcrumbs name a service with it, and the console's first download carries no schema.
 */
export const publishedServices = async ({ call }: ConsoleDataProvider) =>
  (
    await call<Paged<Service>>('master/service/getByPaginationAndFilter', {
      method: 'POST',
      body: {
        filters: [{ property: 'status', operator: 'in', value: ['Publish'] }],
        pageSize: SERVICE_LIST_PAGE_SIZE,
        pageNumber: 1,
        sort: 1,
        sortBy: 'id',
      },
    })
  ).json.records;

/** The published services, as the booking lists them; one cache for every screen that names a service. */
export function usePublishedServices() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: ['publishedServices'],
    queryFn: () => publishedServices(dataProvider),
    staleTime: 60_000,
  });
}
