import type { Paged } from '../../../domain/filters';
import type { Service } from '../../../domain/masters/service';
import { SERVICE_LIST_PAGE_SIZE } from '../../../domain/constants';
import type { ConsoleDataProvider } from '../../dataProvider';

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
