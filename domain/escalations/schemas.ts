/** What the escalation routes take and answer (shared by the server and the console). */
import { optionalText, requiredText, choiceOf } from '../masters/common';
import { timelineKeysShape } from '../timeline';
import { z } from '../zod';
import {
  ESCALATION_CATEGORIES,
  ESCALATION_KINDS,
  ESCALATION_MESSAGES,
  ESCALATION_PRIORITIES,
  ESCALATION_STATUSES,
  ESCALATION_SUBJECT_MAX,
  ESCALATION_TEXT_MAX,
} from './constants';

const kind = choiceOf(ESCALATION_KINDS, 'Kind');
const category = choiceOf(ESCALATION_CATEGORIES, 'Category');
const priority = choiceOf(ESCALATION_PRIORITIES, 'Priority');
const status = choiceOf(ESCALATION_STATUSES, 'Status');
const reference = (label: string) => optionalText(label, 64);

/**
 * POST escalations: a complaint names its request; an enquiry a request or its customer (a request's customer wins).
 */
export const raiseEscalationSchema = z
  .object({
    kind,
    category,
    priority,
    subject: requiredText('Subject', ESCALATION_SUBJECT_MAX),
    description: requiredText('Description', ESCALATION_TEXT_MAX),
    requestId: reference('Request id'),
    userName: reference('Customer'),
  })
  .superRefine((value, context) => {
    if (value.kind === 'Complaint' && !value.requestId)
      context.addIssue({ code: 'custom', path: ['requestId'], message: ESCALATION_MESSAGES.requestRequired });
    if (!value.requestId && !value.userName)
      context.addIssue({ code: 'custom', path: ['userName'], message: ESCALATION_MESSAGES.customerRequired });
  });
export type RaiseEscalationBody = z.input<typeof raiseEscalationSchema>;

/** PATCH escalations/{id}: the assignee (an admin or customer care e-mail; blank unassigns), priority, category. */
export const updateEscalationSchema = z
  .object({
    assignee: z.string().trim().max(254, 'Assignee must be at most 254 characters').optional(),
    priority: priority.optional(),
    category: category.optional(),
  })
  .refine((value) => value.assignee !== undefined || value.priority !== undefined || value.category !== undefined, {
    message: ESCALATION_MESSAGES.nothingToChange,
  });
export type UpdateEscalationBody = z.input<typeof updateEscalationSchema>;

/** PUT escalations/{id}/status: the new status; resolving needs a remark saying how. */
export const escalationStatusSchema = z
  .object({ status, remark: optionalText('Remark', ESCALATION_TEXT_MAX) })
  .superRefine((value, context) => {
    if (value.status === 'Resolved' && !value.remark)
      context.addIssue({ code: 'custom', path: ['remark'], message: ESCALATION_MESSAGES.remarkRequired });
  });
export type EscalationStatusBody = z.input<typeof escalationStatusSchema>;

export const escalationCommentSchema = z.object({ comment: requiredText('Comment', ESCALATION_TEXT_MAX) });
export type EscalationCommentBody = z.input<typeof escalationCommentSchema>;

/** PUT escalations/{id}/answer: what the customer was told. */
export const escalationAnswerSchema = z.object({ answer: requiredText('Answer', ESCALATION_TEXT_MAX) });
export type EscalationAnswerBody = z.input<typeof escalationAnswerSchema>;

export const escalationIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .regex(/^ESC\d{1,12}$/, 'Escalation id must look like ESC100001'),
});

export const escalationRowSchema = z.object({
  id: z.string(),
  kind: z.enum(ESCALATION_KINDS),
  category: z.enum(ESCALATION_CATEGORIES),
  priority: z.enum(ESCALATION_PRIORITIES),
  status: z.enum(ESCALATION_STATUSES),
  subject: z.string(),
  requestId: z.string().nullable(),
  userName: z.string(),
  customerName: z.string().nullable(),
  assignee: z.string().nullable(),
  dueAt: z.string(),
  breached: z.boolean(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});
export type EscalationRow = z.output<typeof escalationRowSchema>;

const escalationCommentRowSchema = z.object({
  id: z.string(),
  comment: z.string(),
  by: z.string(),
  createdAt: z.string(),
});
/** A row of the escalation's history, with what its texts are (domain/timeline.ts) for a reader in another language. */
const escalationHistoryEntrySchema = z.object({
  timestamp: z.string(),
  activity: z.string(),
  by: z.string(),
  remark: z.string().nullable(),
  ...timelineKeysShape,
});

export const escalationRecordSchema = escalationRowSchema.extend({
  description: z.string(),
  answer: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answeredAt: z.string().nullable(),
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  raisedBy: z.string(),
  /** The customer's id (the customer view's address). */
  customerId: z.string(),
  requestKind: z.enum(['repair', 'pickUp']).nullable(),
  comments: z.array(escalationCommentRowSchema),
  history: z.array(escalationHistoryEntrySchema),
});
export type EscalationRecord = z.output<typeof escalationRecordSchema>;

export const escalationFiltersDataSchema = z.object({
  statuses: z.array(z.string()),
  priorities: z.array(z.string()),
  categories: z.array(z.string()),
  kinds: z.array(z.string()),
  assignees: z.array(z.string()),
  slaHours: z.record(z.string(), z.number()),
});
export type EscalationFiltersData = z.output<typeof escalationFiltersDataSchema>;
