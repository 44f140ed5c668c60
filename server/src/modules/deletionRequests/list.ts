import { DELETION_STATUSES, type DeletionRequestRow } from '../../../../domain/customers/deletion';
import type { DatabaseHandle } from '../../db/client';
import { defineListResource, distinctValues } from '../../platform/listEngine';

/**
 * POST user/deletion/requests/getByPaginationAndFilter: the deletion table, newest update first on its
 * last-update index; the status and customer-name filters have their own indexes.
 */
export const deletionRequestList = defineListResource<DeletionRequestRow>({
  source: 'user_deletion_requests d',
  properties: {
    id: { column: 'd.id', type: 'text' },
    customerId: { column: 'd.customer_id', type: 'text' },
    userName: { column: 'd.user_name', type: 'text' },
    customerName: { column: 'd.customer_name', type: 'text' },
    status: { column: 'd.status', type: 'enum', values: DELETION_STATUSES },
    remark: { column: 'd.remark', type: 'text' },
    createdAt: { column: 'd.created_at', type: 'timestamp' },
    lastUpdate: { column: 'd.last_update', type: 'timestamp' },
  },
  defaultSortBy: 'lastUpdate',
  key: 'd.id',
});

/** GET user/deletion/requests/filters/data: the customer names on the requests, and every status. */
export async function deletionFilterData(database: DatabaseHandle) {
  const customers = await distinctValues<string>(database, {
    source: 'user_deletion_requests d',
    column: 'd.customer_name',
  });
  return { customers, statuses: [...DELETION_STATUSES] };
}
