import { z } from '../zod';
import { calendarDay } from '../masters/common';
import { STATUS_MESSAGES } from './statuses';

export * from './statuses';

/** A contract: both dates and a remark required, the end at least one day after the start. */
export const contractSchema = z
  .object({
    startDate: z
      .string({ message: STATUS_MESSAGES.startRequired })
      .trim()
      .min(1, { message: STATUS_MESSAGES.startRequired, abort: true })
      .pipe(calendarDay('Contract start date')),
    endDate: z
      .string({ message: STATUS_MESSAGES.endRequired })
      .trim()
      .min(1, { message: STATUS_MESSAGES.endRequired, abort: true })
      .pipe(calendarDay('Contract end date')),
  })
  .refine((c) => !c.startDate || !c.endDate || c.endDate > c.startDate, {
    message: STATUS_MESSAGES.endAfterStart,
    path: ['endDate'],
  });
export type ContractDetails = z.output<typeof contractSchema>;

/**
 * A contract whose end date (yyyy-MM-dd) lies before today (India's calendar day) has ended: nobody is approved on it.
 */
export const contractEnded = (endDate: string, today: string) => endDate !== '' && endDate < today;

/** The remark every status decision needs ('Remark is required'). */
export const statusRemark = z
  .string({ message: STATUS_MESSAGES.remarkRequired })
  .trim()
  .min(1, STATUS_MESSAGES.remarkRequired)
  .max(2000);

/** PUT channel-partner/status: {id, status, remark, contractDetails}. */
export const statusUpdateSchema = z.discriminatedUnion(
  'status',
  [
    z.object({
      id: z.string().trim().min(1),
      status: z.literal('Active'),
      remark: statusRemark,
      contractDetails: contractSchema,
    }),
    z.object({
      id: z.string().trim().min(1),
      status: z.literal('Inactive'),
      remark: statusRemark,
      contractDetails: contractSchema.optional(),
    }),
    z.object({ id: z.string().trim().min(1), status: z.enum(['Rejected', 'Resubmission']), remark: statusRemark }),
  ],
  { message: STATUS_MESSAGES.statusRequired },
);
export type StatusUpdate = z.input<typeof statusUpdateSchema>;

/** The approval panel's form: a decision, and for Active the contract dates. */
export const approvalFormSchema = z
  .object({
    status: z.enum(['Active', 'Rejected', 'Resubmission'], { message: STATUS_MESSAGES.statusRequired }),
    startDate: z.string().optional().default(''),
    endDate: z.string().optional().default(''),
    remark: statusRemark,
  })
  .superRefine((form, ctx) => {
    if (form.status !== 'Active') return;
    const result = contractSchema.safeParse({ startDate: form.startDate, endDate: form.endDate });
    for (const issue of result.error?.issues ?? [])
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  });
