import { ASSIGNABLE_STATUSES, CLOSED_STATUSES, statusChangeRefusal } from '../../../../domain/requests/operations';
import { CLOSED_CHARGE_STATUSES } from '../../../../domain/requests/charges';
import {
  PRODUCT_LIST_STATUSES,
  PRODUCT_LISTERS,
  PRODUCT_WEIGH_STATUSES,
  PRODUCT_WEIGHERS,
} from '../../../../domain/requests/products';
import type { RequestRecord } from '../../../../domain/requests/records';
import { nextStatuses, PICKUP_MOVES, REPAIR_MOVES, type Move } from '../../../../domain/requests/statuses';
import { RESCHEDULABLE_STATUSES, REVISITABLE_STATUSES } from '../../../../domain/requests/visits';
import { ROLES, type Role } from '../../../../domain/roles';

/** What the caller may do on a request's page: the API's rules (domain/requests), so no button leads to a refusal. */
export interface RequestActions {
  /** The statuses the status menu offers (the moves of DESIGN.md the role makes through PUT …/status). */
  statuses: string[];
  assignPartner: boolean;
  assignTechnician: boolean;
  diagnose: boolean;
  spareParts: boolean;
  documents: boolean;
  comment: boolean;
  reschedule: boolean;
  revisit: boolean;
  discount: boolean;
  /** A pick-up's products: add and remove them (PUT …/products, DELETE …/product/{productId}). */
  listProducts: boolean;
  /** A pick-up's products: set their waste item and quantity (PUT …/product/update). */
  weighProducts: boolean;
  /** GET activityLogs/{id} answers a request's timeline to admins and to the request's partner and technician. */
  activity: boolean;
}

const NONE: RequestActions = {
  statuses: [],
  assignPartner: false,
  assignTechnician: false,
  diagnose: false,
  spareParts: false,
  documents: false,
  comment: false,
  reschedule: false,
  revisit: false,
  discount: false,
  listProducts: false,
  weighProducts: false,
  activity: false,
};

const { admin, channelPartner, customerCare, technician } = ROLES;
const FIELD: readonly Role[] = [admin, channelPartner, technician];
const among = (role: Role, roles: readonly Role[]) => roles.includes(role);

/**
 * The actions of `role` on `request`: none on the dealer's read-only page; otherwise each operation's roles and the
 * statuses it is open in. The server scopes the request itself (a technician reaches only its own requests).
 */
export function requestActions(request: RequestRecord, role: Role | undefined, readOnly: boolean): RequestActions {
  if (readOnly || !role || !among(role, [admin, customerCare, channelPartner, technician])) return NONE;
  const { kind, status } = request;
  const repair = kind === 'repair';
  const moves: readonly Move<string>[] = repair ? REPAIR_MOVES : PICKUP_MOVES;
  const open = !CLOSED_STATUSES.includes(status);
  const chargesOpen = !(CLOSED_CHARGE_STATUSES as readonly string[]).includes(status);
  const assignable = (ASSIGNABLE_STATUSES[kind] as readonly string[]).includes(status);
  return {
    statuses: nextStatuses(moves, status, role).filter(
      (to) => statusChangeRefusal(kind, status, to, role) === undefined,
    ),
    assignPartner: role === admin && assignable,
    assignTechnician: among(role, [admin, channelPartner]) && assignable,
    diagnose: repair && open && among(role, FIELD),
    spareParts: repair && chargesOpen && among(role, FIELD),
    documents: open && among(role, FIELD),
    comment: true,
    reschedule:
      among(role, [admin, customerCare, channelPartner]) &&
      (RESCHEDULABLE_STATUSES[kind] as readonly string[]).includes(status),
    revisit:
      repair && among(role, [admin, channelPartner]) && (REVISITABLE_STATUSES as readonly string[]).includes(status),
    discount: repair && role === admin && chargesOpen,
    listProducts:
      !repair && among(role, PRODUCT_LISTERS) && (PRODUCT_LIST_STATUSES as readonly string[]).includes(status),
    weighProducts:
      !repair && among(role, PRODUCT_WEIGHERS) && (PRODUCT_WEIGH_STATUSES as readonly string[]).includes(status),
    activity: among(role, FIELD),
  };
}
