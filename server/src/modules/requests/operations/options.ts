import { ASSIGNABLE_STATUSES } from '../../../../../domain/requests/operations';
import type { Config } from '../../../config';
import type { Executor } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import type { RequestKindName } from '../../requestKinds';
import { operableHead, type RequestHead, type RequestTarget } from './access';
import { assignablePartners, assignableTechnicians } from './eligibility';
import { fittingSpareParts } from './spareParts';
import { visitAvailability } from './visitSlots';

/** A request past assignment (resolved, completed, cancelled) takes nobody, so its dialogs offer nobody. */
const assignableNow = (kind: RequestKindName, head: RequestHead) =>
  (ASSIGNABLE_STATUSES[kind] as readonly string[]).includes(head.status);

/** What assign/technician accepts for the request now (eligibility.ts): its partner's Active technicians, slot free. */
export async function technicianOptions(tx: Executor, caller: Caller, target: RequestTarget) {
  const head = await operableHead(tx, caller, target);
  if (!assignableNow(target.kind, head)) return [];
  return (await assignableTechnicians(tx, target.kind, head)).map(({ id, name }) => ({ id, name }));
}

/** What assign/channelPartner accepts for the request now: other serving partners open that day with the slot free. */
export async function partnerOptions(
  tx: Executor,
  caller: Caller,
  { settings, ...target }: RequestTarget & { settings: Pick<Config, 'availabilityWindowDays'> },
) {
  const head = await operableHead(tx, caller, target);
  if (!assignableNow(target.kind, head)) return [];
  return (await assignablePartners(tx, settings, target.kind, head)).map(({ id, name }) => ({ id, name }));
}

/** The slots a new visit of the request can take, per day, to a caller who may reschedule it. */
export async function visitSlotOptions(
  tx: Executor,
  caller: Caller,
  {
    settings,
    range,
    ...target
  }: RequestTarget & { settings: Pick<Config, 'availabilityWindowDays'>; range: { fromDate: string; toDate: string } },
) {
  const head = await operableHead(tx, caller, target);
  return visitAvailability(tx, settings, head, range);
}

/** The spare parts that fit a repair, to a caller who may fit them. */
export async function sparePartOptions(tx: Executor, caller: Caller, { id }: { id: string }) {
  const head = await operableHead(tx, caller, { kind: 'repair', id });
  return fittingSpareParts(tx, head.id);
}
