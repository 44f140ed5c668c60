import type { ActivityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RequestRecord } from '../../../../../domain/requests/records';
import { ROLES, type Role } from '../../../../../domain/roles';
import { recordActivity } from '../../../platform/activityLog';
import { currentUser, requireRoles } from '../../../platform/auth';
import { forbidden, notFound } from '../../../platform/errors';
import { firstRow, type Transaction } from '../../../platform/db';
import { requestScope, type RequestScope } from '../caller';
import { REQUEST_KINDS, type RequestKindName } from '../../requestKinds';
import { readRequest } from '../read';
import { SERVER_MESSAGES } from '../../../../../domain/messages/serverMessages';

export const NOT_YOURS = 'You are not allowed to do this';
/** A dealer reads the requests it booked; it never changes one (repair-request/view-only). */
export const READ_ONLY = SERVER_MESSAGES.requestReadOnly;

/** Who acts on requests after booking: the field roles and the staff, each within its scope (dealers only read). */
export const requestOperators = requireRoles(ROLES.admin, ROLES.customerCare, ROLES.channelPartner, ROLES.technician);

/** The columns the rules of an operation look at. */
export interface RequestHead {
  id: string;
  kind: RequestKindName;
  serviceId: string;
  status: string;
  customerId: string;
  channelPartnerId: string;
  technicianId: string | null;
  dealerId: string | null;
  pincode: number;
  area: string;
  appointmentDate: string;
  appointmentSlot: string;
  paymentMethod: string;
  paymentStatus: string;
}

export async function requestHead(
  tx: Pick<Transaction, 'execute'>,
  kindName: RequestKindName,
  id: string,
  options: { lock?: boolean } = {},
) {
  const kind = REQUEST_KINDS[kindName];
  const lock = options.lock ? sql.raw(' FOR UPDATE') : sql.raw('');
  return firstRow<RequestHead>(
    tx,
    sql`SELECT r.id, ${kindName} AS kind, r.service_id AS "serviceId", r.status, r.customer_id AS "customerId", r.channel_partner_id AS "channelPartnerId",
          r.technician_id AS "technicianId", r.dealer_id AS "dealerId", r.pincode, r.area, to_char(r.appointment_date, 'YYYY-MM-DD') AS "appointmentDate",
          r.appointment_slot AS "appointmentSlot", r.payment_method AS "paymentMethod", r.payment_status AS "paymentStatus"
        FROM ${kind.table} r WHERE r.id = ${id}${lock}`,
  );
}

const scopes = new WeakMap<FastifyRequest, Promise<RequestScope | undefined>>();

/**
 * The caller's scope, looked up once per call: the look-up reads through the pool, so inside an operation's
 * transaction (PGlite has one connection) it must already be known.
 */
function scopeOf(request: FastifyRequest): Promise<RequestScope | undefined> {
  let scope = scopes.get(request);
  if (!scope) scopes.set(request, (scope = requestScope(request)));
  return scope;
}

/**
 * The request must be one the caller's scope reaches (DESIGN.md "Who sees what"): another partner's, another
 * technician's or another dealer's → 403. Admins and customer care reach every request.
 */
export async function assertReadable(request: FastifyRequest, head: RequestHead) {
  const scope = await scopeOf(request);
  if (!scope) return;
  if (scope.value === null || head[scope.property] !== scope.value) throw forbidden(NOT_YOURS);
}

/**
 * The request must be one the caller may change: within its scope (assertReadable), and never a dealer's (it only
 * reads what it booked). An unknown request is the caller's 404 (requestHead answers undefined).
 */
export async function assertOperable(request: FastifyRequest, head: RequestHead) {
  if (currentUser(request).role === ROLES.dealer) throw forbidden(READ_ONLY);
  await assertReadable(request, head);
}

/**
 * The request an options call (what a dialog of the request page offers) is about: 404 when there is none, 403 when
 * the caller's scope does not reach it or the caller only reads (the options are for writing).
 */
export async function operableHead(
  request: FastifyRequest,
  kindName: RequestKindName,
  id: string,
): Promise<RequestHead> {
  const head = await requestHead(request.server.ctx.db, kindName, id);
  if (!head) throw notFound(REQUEST_KINDS[kindName].notFound);
  await assertOperable(request, head);
  return head;
}

/** What an operation leaves in the request's activity timeline. */
export interface RequestChange {
  activity: ActivityText;
  remark?: string | null;
  /** Writes the messages announcing the change to the outbox, in its transaction, from the request as changed. */
  notices?: (tx: Transaction, changed: RequestRecord) => Promise<void>;
}

export type RequestRule = (head: RequestHead, role: Role) => void;

/**
 * One operation on a request: in a transaction that locks the request row, checks the caller's scope and the rule,
 * applies the change (which takes or releases slot units in the same transaction) and records the activity; a refusal
 * thrown anywhere rolls everything back; the change's notices go to the outbox in the same transaction. Answers the whole
 * request as GET answers it.
 */
export async function changeRequest(
  request: FastifyRequest,
  kindName: RequestKindName,
  id: string,
  change: (tx: Transaction, head: RequestHead) => Promise<RequestChange>,
  rule?: RequestRule,
): Promise<RequestRecord> {
  const { db } = request.server.ctx;
  const kind = REQUEST_KINDS[kindName];
  const user = currentUser(request);
  // Scope first, outside the lock: a caller who may not see the request learns nothing more than 403.
  const seen = await requestHead(db, kindName, id);
  if (!seen) throw notFound(kind.notFound);
  await assertOperable(request, seen);
  const changed = await db.transaction(async (tx) => {
    const head = await requestHead(tx, kindName, id, { lock: true });
    if (!head) throw notFound(kind.notFound);
    await assertOperable(request, head);
    rule?.(head, user.role as Role);
    const done = await change(tx, head);
    await tx.execute(sql`UPDATE ${kind.table} SET last_update = now() WHERE id = ${id}`);
    await recordActivity(tx, {
      entityId: id,
      entityType: kind.entityType,
      activity: done.activity,
      remark: done.remark,
      by: user,
    });
    if (!done.notices) return undefined;
    const record = (await readRequest(tx, kindName, id))!;
    await done.notices(tx, record);
    return record;
  });
  return changed ?? (await readRequest(db, kindName, id))!;
}
