import { sql } from 'drizzle-orm';
import { requestFilterDataSchema, type RequestFilterData } from '../../../../../domain/requests/reports';
import { PICKUP_SERVICE_IDS } from '../../../../../domain/requests/raise';
import { PAYMENT_STATUSES, PICKUP_STATUSES, REPAIR_STATUSES } from '../../../../../domain/requests/statuses';
import type { Database } from '../../../db/client';
import { rowsOf } from '../../../platform/db';
import type { RequestScope } from '../caller';
import type { RequestKindName } from '../../requestKinds';

/**
 * GET requests/filters/data and GET pickUpRequests/filters/data?serviceId: the values of the request lists' selects,
 * read from the masters (services, technicians), never from the requests themselves (millions of rows).
 */
export async function requestFilterData(
  db: Database,
  kind: RequestKindName,
  scope: RequestScope | undefined,
  pickUpServiceId?: string,
): Promise<RequestFilterData> {
  const services = rowsOf(
    db,
    requestFilterDataSchema.shape.services.element,
    kind === 'pickUp'
      ? sql`SELECT id, type FROM services WHERE status = 'Publish' AND id = ${pickUpServiceId ?? null}`
      : // Every published service that is not a waste service is booked as a repair.
        sql`SELECT id, type FROM services WHERE status = 'Publish' AND id NOT IN (${sql.join(
          PICKUP_SERVICE_IDS.map((id) => sql`${id}`),
          sql`, `,
        )}) ORDER BY id`,
  );
  return {
    statuses: [...(kind === 'pickUp' ? PICKUP_STATUSES : REPAIR_STATUSES)],
    services: await services,
    paymentStatuses: [...PAYMENT_STATUSES],
    technicians: await partnerTechnicians(db, scope),
  };
}

/**
 * A channel partner picks among its own Active technicians; everyone else filters technicians by name as text (an
 * admin's could be millions), so gets none.
 */
function partnerTechnicians(db: Database, scope: RequestScope | undefined): Promise<{ id: string; name: string }[]> {
  if (scope?.column !== 'channel_partner_id' || scope.value === null) return Promise.resolve([]);
  return rowsOf(
    db,
    requestFilterDataSchema.shape.technicians.element,
    sql`SELECT id, trim(first_name || ' ' || last_name) AS name FROM technicians
        WHERE channel_partner_id = ${scope.value} AND status = 'Active' ORDER BY 2, 1`,
  );
}
