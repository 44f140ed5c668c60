import { ROLES, type Role } from '../../../domain/roles';
import type { RequestKindName } from '../../../domain/requests/statuses';

/**
 * The request page a role opens (below /dashboard): pick-ups on the e-waste page, a dealer's repairs read-only.
 */
export function requestPath(kind: RequestKindName, id: string, role: Role | undefined) {
  const encoded = encodeURIComponent(id);
  if (kind === 'pickUp') return `ewaste-request/view/${encoded}`;
  return role === ROLES.dealer ? `repair-request/view-only/${encoded}` : `repair-request/view/${encoded}`;
}
