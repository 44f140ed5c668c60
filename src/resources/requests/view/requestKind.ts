import { REQUEST_ID_PREFIXES } from '../../../../domain/requests/booking';
import { SERVICE_IDS } from '../../../../domain/constants';
import type { RequestRecord } from '../../../../domain/requests/records';

const REPAIR_PREFIX = REQUEST_ID_PREFIXES[SERVICE_IDS.repair];

/**
 * Which API holds a request: the e-waste page reads pick-ups, the repair page repairs; the dealer's read-only page has
 * only the id, whose prefix names the service (DESIGN "Requests": REQ is a repair, the other prefixes pick-ups).
 */
export function requestKind(path: string, id: string): RequestRecord['kind'] {
  if (path.startsWith('ewaste-request/')) return 'pickUp';
  if (path.startsWith('repair-request/view/')) return 'repair';
  return /^\D+/.exec(id)?.[0] === REPAIR_PREFIX ? 'repair' : 'pickUp';
}
