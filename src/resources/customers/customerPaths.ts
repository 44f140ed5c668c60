import type { Role } from '../../../domain/roles';
import { requestPath } from '../../components/requests/requestPath';
import type { RequestKind } from './api';

/** The customer view of one customer. */
export const customerViewPath = (customerId: string) => `/dashboard/customers/view/${encodeURIComponent(customerId)}`;

/** The request page a role may open from a customer's request tabs: dealers read repairs only through view-only. */
export const requestPagePath = (kind: RequestKind, id: string, role: Role | undefined) =>
  `/dashboard/${requestPath(kind, id, role)}`;
