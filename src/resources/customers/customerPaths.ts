import { ROLES, type Role } from '../../../domain/roles';
import type { RequestKind } from './api';

/** The customer view of one customer (spec 001 §2). */
export const customerViewPath = (customerId: string) => `/dashboard/customers/view/${encodeURIComponent(customerId)}`;

/** The request page a role may open from a customer's request tabs: dealers read repairs only through view-only. */
export function requestPagePath(kind: RequestKind, id: string, role: Role | undefined) {
  const encoded = encodeURIComponent(id);
  if (kind === 'pickUp') return `/dashboard/ewaste-request/view/${encoded}`;
  return role === ROLES.dealer ? `/dashboard/repair-request/view-only/${encoded}` : `/dashboard/repair-request/view/${encoded}`;
}
