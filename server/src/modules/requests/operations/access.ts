import { sql } from 'drizzle-orm';
import { ROLES } from '../../../../../domain/roles';
import { requireRoles } from '../../../platform/auth';
import { forbidden, notFound } from '../../../platform/errors';
import { z } from 'zod';
import { type Executor, rowOf } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { requestScopeOf } from '../caller';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { SERVER_MESSAGES } from '../../../../../domain/messages/serverMessages';

export const NOT_YOURS = 'You are not allowed to do this';
/** A dealer reads the requests it booked; it never changes one (repair-request/view-only). */
export const READ_ONLY = SERVER_MESSAGES.requestReadOnly;

/** Who acts on requests after booking: the field roles and the staff, each within its scope (dealers only read). */
export const requestOperators = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.channelPartner, ROLES.technician);

const requestHeadRow = z.object({
  id: z.string(),
  kind: z.enum(['repair', 'pickUp']) satisfies z.ZodType<RequestKindName>,
  serviceId: z.string(),
  status: z.string(),
  customerId: z.string(),
  channelPartnerId: z.string(),
  technicianId: z.string().nullable(),
  dealerId: z.string().nullable(),
  pincode: z.number(),
  area: z.string(),
  appointmentDate: z.string(),
  appointmentSlot: z.string(),
  paymentMethod: z.string(),
  paymentStatus: z.string(),
});
/** The columns the rules of an operation look at. */
export type RequestHead = z.output<typeof requestHeadRow>;

/** Which request an operation is about. */
export interface RequestTarget {
  kind: RequestKindName;
  id: string;
}

export async function requestHead(
  tx: Pick<Executor, 'execute'>,
  kindName: RequestKindName,
  id: string,
  options: { lock?: boolean } = {},
) {
  const kind = REQUEST_KINDS[kindName];
  const lock = options.lock ? sql.raw(' FOR UPDATE') : sql.raw('');
  return rowOf(
    tx,
    requestHeadRow,
    sql`SELECT r.id, ${kindName} AS kind, r.service_id AS "serviceId", r.status, r.customer_id AS "customerId",
        r.channel_partner_id AS "channelPartnerId",
          r.technician_id AS "technicianId", r.dealer_id AS "dealerId", r.pincode, r.area,
            to_char(r.appointment_date, 'YYYY-MM-DD') AS "appointmentDate",
          r.appointment_slot AS "appointmentSlot", r.payment_method AS "paymentMethod",
            r.payment_status AS "paymentStatus"
        FROM ${kind.table} r WHERE r.id = ${id}${lock}`,
  );
}

/**
 * The request must be one the caller's scope reaches: another partner's, another
 * technician's or another dealer's → 403. Admins and customer care reach every request.
 */
export function assertReadable(caller: Caller, head: RequestHead) {
  const scope = requestScopeOf(caller);
  if (!scope) return;
  if (scope.value === null || head[scope.property] !== scope.value) throw forbidden(NOT_YOURS);
}

/**
 * The request must be one the caller may change: within its scope (assertReadable), and never a dealer's (it only
 * reads what it booked).
 */
export function assertOperable(caller: Caller, head: RequestHead) {
  if (caller.user.role === ROLES.dealer) throw forbidden(READ_ONLY);
  assertReadable(caller, head);
}

/**
 * The request an options call (what a dialog of the request page offers) is about: 404 when there is none, 403 when
 * the caller's scope does not reach it or the caller only reads (the options are for writing).
 */
export async function operableHead(tx: Executor, caller: Caller, { kind, id }: RequestTarget): Promise<RequestHead> {
  const head = await requestHead(tx, kind, id);
  if (!head) throw notFound(REQUEST_KINDS[kind].notFound);
  assertOperable(caller, head);
  return head;
}
