import type { RequestFilterData } from '../../../../../domain/requests/reports';
import { PICKUP_SERVICE_IDS } from '../../../../../domain/requests/raise';
import { PAYMENT_STATUSES, PICKUP_STATUSES, REPAIR_STATUSES } from '../../../../../domain/requests/statuses';
import type { Database } from '../../../db/client';
import type { RequestScope } from '../caller';
import type { RequestKindName } from '../../requestKinds';
import { publishedService, publishedServiceTypesBut } from '../../masters';
import { activeTechnicianChoices } from '../../technicians';

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
  const services =
    kind === 'pickUp'
      ? pickUpService(db, pickUpServiceId)
      : // Every published service that is not a waste service is booked as a repair.
        publishedServiceTypesBut(db, PICKUP_SERVICE_IDS);
  return {
    statuses: [...(kind === 'pickUp' ? PICKUP_STATUSES : REPAIR_STATUSES)],
    services: await services,
    paymentStatuses: [...PAYMENT_STATUSES],
    technicians: await partnerTechnicians(db, scope),
  };
}

/** The pick-up service asked for, when it is published. */
async function pickUpService(db: Database, serviceId: string | undefined) {
  const service = serviceId === undefined ? undefined : await publishedService(db, serviceId);
  return service ? [service] : [];
}

/**
 * A channel partner picks among its own Active technicians; everyone else filters technicians by name as text (an
 * admin's could be millions), so gets none.
 */
function partnerTechnicians(db: Database, scope: RequestScope | undefined): Promise<{ id: string; name: string }[]> {
  if (scope?.column !== 'channel_partner_id' || scope.value === null) return Promise.resolve([]);
  return activeTechnicianChoices(db, scope.value);
}
