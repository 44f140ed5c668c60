import { ROLES, type Role } from '../../../../domain/roles';
import type { RequestRecord } from '../../../../domain/requests/records';

/**
 * Where closing the booking confirmation goes: the request page the caller may see (admin the full page, a dealer the
 * read-only one); customer care stays on the customer view (undefined: README), whose request tabs open the request
 * page.
 */
export function requestPagePath(
  role: Role | undefined,
  request: Pick<RequestRecord, 'id' | 'kind'>,
): string | undefined {
  const id = encodeURIComponent(request.id);
  if (role === ROLES.dealer) return `/dashboard/repair-request/view-only/${id}`;
  if (role === ROLES.admin || role === ROLES.channelPartner || role === ROLES.technician)
    return `/dashboard/${request.kind === 'pickUp' ? 'ewaste-request' : 'repair-request'}/view/${id}`;
  return undefined;
}
