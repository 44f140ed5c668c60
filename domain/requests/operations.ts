import { z } from '../zod';
import { filterRequestSchema, type FilterEntry } from '../filters';
import { DISPOSAL_METHODS } from '../masters/choices';
import { BOOKING_MESSAGES, REQUEST_ID_PREFIXES } from './booking';
import type { Role } from '../roles';
import {
  mayMove,
  PICKUP_MOVES,
  PICKUP_STATUSES,
  REPAIR_MOVES,
  REPAIR_STATUSES,
  type Move,
  type PickupStatus,
  type RepairStatus,
  type RequestKindName,
} from './statuses';
import { textAtMost } from '../validationMessages';

/** What the request page's operations answer and refuse with. */
export const REQUEST_OPERATION_MESSAGES = {
  /** The success toast of PUT requests/{id}/status. */
  statusModified: 'Status of Request Modified Successfully',
  statusRequired: 'Choose a status',
  remarkRequiredToCancel: 'A remark is required to cancel a request',
  disposalRequired: 'Choose how the collected waste was disposed of',
  disposalOnlyOnCompletion: 'A disposal method is recorded only when a pick-up request is completed',
  sameStatus: 'The request already has this status',
  assignTechnicianFirst: 'A request becomes Assigned when a technician is assigned to it: use Assign Technician',
  assignAgentFirst:
    'A pick-up request becomes Scheduled when a collection agent is assigned to it: use Assign Technician',
  revisitInstead:
    'A resolved or completed request is visited again with Revisit (a new date and slot), not by changing its status',
  closed: 'This request is closed: it can no longer be changed',
  partnerRequired: 'Choose a channel partner',
  samePartner: 'This channel partner is already assigned to the request',
  /** The booking's wording when the partner does not serve the request's area, service or product. */
  partnerNotServing: BOOKING_MESSAGES.noPartner,
  /** Same rule and message as booking when the partner's slot has no unit left. */
  partnerSlotFull: BOOKING_MESSAGES.slotTaken,
  technicianRequired: 'Choose a technician',
  technicianNotFound: 'Technician not found',
  technicianNotActive: 'Only an Active technician can be assigned',
  technicianOfAnotherPartner: "This technician does not work for the request's channel partner",
  technicianNotInArea: "This technician does not serve the request's area",
  technicianWithoutService: "This technician does not offer the request's service",
  technicianWithoutProduct: "This technician does not repair the request's brand and product",
  technicianSlotFull: 'This technician has no free visit left in this slot. Please choose another technician.',
  sameTechnician: 'This technician is already assigned to the request',
  diagnosisRequired: 'Diagnosis is required',
  commentRequired: 'Comment is required',
  requestRequired: 'Request id is required',
  commentsFilter: 'Filter the comments by one request: {property: "requestId", operator: "equal", value}',
} as const;

const M = REQUEST_OPERATION_MESSAGES;

/** Long free texts: remarks, diagnoses and comments. */
export const OPERATION_TEXT_MAX = 2000;

const requestId = z
  .string({ message: M.requestRequired })
  .trim()
  .min(1, { message: M.requestRequired, abort: true })
  .max(64, M.requestRequired);
const longText = (required: string) =>
  z
    .string({ message: required })
    .trim()
    .min(1, { message: required, abort: true })
    .max(OPERATION_TEXT_MAX, textAtMost(OPERATION_TEXT_MAX));
const optionalRemark = z.string().trim().max(OPERATION_TEXT_MAX, textAtMost(OPERATION_TEXT_MAX)).optional();

const remarkOnCancel = (change: { status: string; remark?: string }, ctx: z.RefinementCtx) => {
  if (change.status === 'Cancelled' && !change.remark)
    ctx.addIssue({ code: 'custom', path: ['remark'], message: M.remarkRequiredToCancel });
};

/** PUT requests/{id}/status {status, remark}: a remark is stored with any move and required to cancel. */
export const repairStatusChangeSchema = z
  .object({ status: z.enum(REPAIR_STATUSES, { message: M.statusRequired }), remark: optionalRemark })
  .superRefine(remarkOnCancel);

/**
 * PUT pickUpRequests/{id}/status {status, remark, disposalMethod}: completing a pick-up records how the waste was
 * disposed of.
 */
export const pickUpStatusChangeSchema = z
  .object({
    status: z.enum(PICKUP_STATUSES, { message: M.statusRequired }),
    remark: optionalRemark,
    disposalMethod: z.enum(DISPOSAL_METHODS, { message: M.disposalRequired }).optional(),
  })
  .superRefine((change, ctx) => {
    remarkOnCancel(change, ctx);
    if (change.status === 'Completed' && !change.disposalMethod)
      ctx.addIssue({ code: 'custom', path: ['disposalMethod'], message: M.disposalRequired });
    if (change.status !== 'Completed' && change.disposalMethod)
      ctx.addIssue({ code: 'custom', path: ['disposalMethod'], message: M.disposalOnlyOnCompletion });
  });

/** POST requests/assign/channelPartner and POST pickUpRequests/assign/channelPartner. */
export const assignChannelPartnerSchema = z.object({
  requestId,
  channelPartnerId: z
    .string({ message: M.partnerRequired })
    .trim()
    .min(1, { message: M.partnerRequired, abort: true })
    .max(64, M.partnerRequired),
});
export type AssignChannelPartner = z.output<typeof assignChannelPartnerSchema>;

/** POST requests/assign/technician and POST pickUpRequests/assign/technician (the collection agent of a pick-up). */
export const assignTechnicianSchema = z.object({
  requestId,
  technicianId: z
    .string({ message: M.technicianRequired })
    .trim()
    .min(1, { message: M.technicianRequired, abort: true })
    .max(64, M.technicianRequired),
});
export type AssignTechnician = z.output<typeof assignTechnicianSchema>;

/** PUT requests/{id}/diagnosis {diagnosis}: what the technician or the partner found. */
export const diagnosisSchema = z.object({ diagnosis: longText(M.diagnosisRequired) });

/** POST comments {requestId, comment}. */
export const commentSchema = z.object({ requestId, comment: longText(M.commentRequired) });
export type NewComment = z.output<typeof commentSchema>;

/** The largest page of comments one call reads. */
export const COMMENTS_MAX_PAGE_SIZE = 100;

/** The request a comments list names: its `requestId` filter with operator equal, or undefined. */
export function commentsRequestId(filters: readonly FilterEntry[]): string | undefined {
  const entry = filters.find(
    (f) => f.property === 'requestId' && f.operator === 'equal' && typeof f.value === 'string' && f.value.trim() !== '',
  );
  return entry ? (entry.value as string).trim() : undefined;
}

/** POST comments/getByPaginationAndFilter: always for one request (its requestId filter), newest first by default. */
export const commentsFilterSchema = filterRequestSchema.superRefine((request, ctx) => {
  if (!commentsRequestId(request.filters))
    ctx.addIssue({ code: 'custom', path: ['filters'], message: M.commentsFilter });
});

/** A comment as the request page lists it: who wrote it and when. */
export const requestCommentSchema = z.object({
  id: z.string(),
  requestId: z.string(),
  comment: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ userName: z.string(), role: z.string() }),
});
export type RequestComment = z.infer<typeof requestCommentSchema>;

/**
 * GET requests/{id}/spareParts/options: a spare part PUT requests/{id}/sparePart accepts, at the price it would be
 * added at.
 */
export const sparePartOptionSchema = z.object({
  id: z.string(),
  name: z.string(),
  partNumber: z.string(),
  unitPricePaise: z.number(),
  uom: z.object({ id: z.string(), name: z.string(), code: z.string() }),
});
export type SparePartOption = z.infer<typeof sparePartOptionSchema>;

/** GET …/{id}/technicians/options: a technician (collection agent) assign/technician accepts for the request now. */
export const technicianOptionSchema = z.object({ id: z.string(), name: z.string() });
export type TechnicianOption = z.infer<typeof technicianOptionSchema>;

/** GET …/{id}/channelPartners/options: a partner assign/channelPartner accepts for the request now. */
export const partnerOptionSchema = z.object({ id: z.string(), name: z.string() });
export type PartnerOption = z.infer<typeof partnerOptionSchema>;

const KIND_BY_PREFIX = new Map<string, RequestKindName>(
  Object.values(REQUEST_ID_PREFIXES).map((prefix) => [
    prefix,
    prefix === REQUEST_ID_PREFIXES.SID101 ? 'repair' : 'pickUp',
  ]),
);

/** Which kind of request an id names by its prefix (REQ repair; EREQ, PREQ, UREQ, TREQ pick-ups), or undefined. */
export function requestKindOfId(id: string): RequestKindName | undefined {
  const prefix = /^([A-Z]+)\d+$/.exec(id)?.[1];
  return prefix === undefined ? undefined : KIND_BY_PREFIX.get(prefix);
}

const cancellableFrom = <S extends string>(moves: readonly Move<S>[]) =>
  moves.find((move) => move.to === 'Cancelled')?.from ?? [];

/**
 * The statuses in which a request may still be (re)assigned: those it may be cancelled from, before the work is done.
 */
export const ASSIGNABLE_STATUSES: { repair: readonly RepairStatus[]; pickUp: readonly PickupStatus[] } = {
  repair: cancellableFrom(REPAIR_MOVES),
  pickUp: cancellableFrom(PICKUP_MOVES),
};

/**
 * The status a request takes when its technician (collection agent) is assigned: a repair is Assigned, a pick-up
 * Scheduled.
 */
export const ASSIGNED_STATUS = { repair: 'Assigned', pickUp: 'Scheduled' } as const;

/** Statuses in which a request is closed to every change but comments. */
export const CLOSED_STATUSES: readonly string[] = ['Completed', 'Cancelled'];

/** Assignment refused once the work is done or the request closed. */
export const notAssignable = (status: string) => `A request that is ${status} can no longer be assigned`;

/** A move no role makes: the status table (docs/rules/requests.md) has no such transition. */
export const statusMoveImpossible = (from: string, to: string) => `A request cannot go from ${from} to ${to}`;
/** A move of the table that other roles make. */
export const statusMoveNotYours = (from: string, to: string) => `Your role cannot move a request from ${from} to ${to}`;

/**
 * Why `role` may not move a `kind` request from `from` to `to` through PUT …/status, or undefined when it may: the move
 * must be in the kind's table and made by the roles it names; the move that assigning a technician makes (Open →
 * Assigned, a pick-up's Open → Scheduled) and a repair's revisit (Resolved or Completed → Scheduled, with a new slot)
 * have their own calls.
 */
export function statusChangeRefusal(kind: RequestKindName, from: string, to: string, role: Role): string | undefined {
  if (from === to) return M.sameStatus;
  if (from === 'Open' && to === ASSIGNED_STATUS[kind])
    return kind === 'repair' ? M.assignTechnicianFirst : M.assignAgentFirst;
  if (kind === 'repair' && to === 'Scheduled' && (from === 'Resolved' || from === 'Completed')) return M.revisitInstead;
  const moves: readonly Move<string>[] = kind === 'repair' ? REPAIR_MOVES : PICKUP_MOVES;
  if (mayMove(moves, from, to, role)) return undefined;
  return moves.some((move) => move.to === to && move.from.includes(from))
    ? statusMoveNotYours(from, to)
    : statusMoveImpossible(from, to);
}
