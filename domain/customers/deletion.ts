import { statusRemark } from '../channelPartner/status';
import { z } from '../zod';
import { customerMobile } from './customer';
import {
  DELETION_DECISIONS,
  DELETION_MESSAGES,
  DELETION_REQUEST_ID_PATTERN,
  DELETION_STATUSES,
  type DeletionFilterData,
  type DeletionRequestRow,
} from './deletionStatuses';

export * from './deletionStatuses';

export const deletionRequestIdParamsSchema = z.object({
  id: z
    .string()
    .trim()
    .max(32, DELETION_MESSAGES.idInvalid)
    .regex(DELETION_REQUEST_ID_PATTERN, DELETION_MESSAGES.idInvalid),
});

/**
 * POST user/deletion/requests: the customer's ten-digit mobile (their username), as the customer app or the helpline
 * sends it.
 */
export const deletionRequestCreateSchema = z.object({ username: customerMobile });

/** PUT user/deletion/requests/{id}/status {username, status, remark}. */
export const deletionStatusUpdateSchema = z.object({
  username: z
    .string({ message: DELETION_MESSAGES.usernameRequired })
    .trim()
    .min(1, DELETION_MESSAGES.usernameRequired)
    .max(64),
  status: z.enum(DELETION_DECISIONS, { message: DELETION_MESSAGES.statusRequired }),
  remark: statusRemark,
});

/** A row of the deletion table. */
export const deletionRequestRowSchema: z.ZodType<DeletionRequestRow> = z.object({
  id: z.string(),
  customerId: z.string(),
  userName: z.string(),
  customerName: z.string(),
  status: z.enum(DELETION_STATUSES),
  remark: z.string().nullable(),
  createdAt: z.string(),
  lastUpdate: z.string(),
});

/** GET user/deletion/requests/filters/data: the customer names and statuses the filter bar offers. */
export const deletionFilterDataSchema: z.ZodType<DeletionFilterData> = z.object({
  customers: z.array(z.string()),
  statuses: z.array(z.enum(DELETION_STATUSES)),
});
