import type { ActivityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { RequestRecord } from '../../../../../domain/requests/records';
import type { Role } from '../../../../../domain/roles';
import { recordActivity } from '../../../platform/activityLog';
import { notFound } from '../../../platform/errors';
import type { Transaction } from '../../../platform/db';
import type { Message } from '../../../platform/notify';
import type { Caller } from '../../../platform/parties';
import type { OwedLinks } from '../../payments';
import { REQUEST_KINDS } from '../../requestKinds';
import { readRequest } from '../read';
import { assertOperable, requestHead, type RequestHead, type RequestTarget } from './access';

/** What an operation leaves in the request's activity timeline, and what it asks to be told once it is written. */
export interface RequestChange {
  activity: ActivityText;
  remark?: string | null;
  /** The messages announcing the change, made from the request as changed (the route writes them to the outbox). */
  messages?: (tx: Transaction, changed: RequestRecord) => Promise<Message[]>;
  /** Payment links the gateway and the customer are told of once the change has committed. */
  owedLinks?: OwedLinks;
}

/** A changed request as GET answers it, with what its route writes to the outbox and tells the gateway. */
export interface ChangedRequest {
  record: RequestRecord;
  messages: Message[];
  owedLinks: OwedLinks;
}

/** A check of the request's state (and the caller's role) before a change: throws the refusal. */
export type RequestRule = (head: RequestHead, role: Role) => void;

/**
 * One operation on a request, in the caller's transaction: checks the caller's scope, locks the request row, checks the
 * rule, applies the change (which takes or releases slot units in the same transaction) and records the activity; a
 * refusal thrown anywhere rolls everything back.
 */
export async function changeRequest(
  tx: Transaction,
  caller: Caller,
  { kind: kindName, id }: RequestTarget,
  change: (tx: Transaction, head: RequestHead) => Promise<RequestChange>,
  rule?: RequestRule,
): Promise<ChangedRequest> {
  const kind = REQUEST_KINDS[kindName];
  // Scope first, before the lock: a caller who may not see the request learns nothing more than 403.
  const seen = await requestHead(tx, kindName, id);
  if (!seen) throw notFound(kind.notFound);
  assertOperable(caller, seen);
  const head = await requestHead(tx, kindName, id, { lock: true });
  if (!head) throw notFound(kind.notFound);
  assertOperable(caller, head);
  rule?.(head, caller.user.role as Role);
  const done = await change(tx, head);
  await tx.execute(sql`UPDATE ${kind.table} SET last_update = now() WHERE id = ${id}`);
  await recordActivity(tx, {
    entityId: id,
    entityType: kind.entityType,
    activity: done.activity,
    remark: done.remark,
    by: caller.user,
  });
  const record = (await readRequest(tx, kindName, id))!;
  const messages = done.messages ? await done.messages(tx, record) : [];
  return { record, messages, owedLinks: done.owedLinks ?? {} };
}
