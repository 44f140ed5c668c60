import { z } from '../zod';
import {
  ENCASHMENT_ID_TYPE,
  MANUAL_ID_TYPES,
  MAX_ENTRY_POINTS,
  REWARD_HOLDER_TYPES,
  type ManualIdType,
} from './constants';
import { textAtMost } from '../validationMessages';

/** Messages of the Add Encashment dialog and of the other ledger entries. */
export const ENCASHMENT_MESSAGES = {
  positive: 'Amount must be greater than 0',
  overBalance: 'Number must be less than or equal to reward points.',
  required: 'Amount is required',
} as const;

export const REWARD_MESSAGES = {
  reasonRequired: 'A reason is required',
  creditPositive: 'A credit gives points: points must be positive',
  debitNegative: 'A debit takes points: points must be negative',
  encashmentNegative: 'An encashment takes points: points must be negative',
  holderNotFound: 'No reward holder with this user name',
  notYours: 'You are not allowed to do this',
} as const;

export { ENCASHMENT_ID_TYPE, MANUAL_ID_TYPES, REWARD_EVENT_ID_TYPES, REWARD_HOLDER_TYPES } from './constants';
export type { ManualIdType, RewardHolderType } from './constants';

const CUSTOMER_USER_NAME = /^[6-9]\d{9}$/;

/**
 * The amount of the Add Encashment dialog against the customer's balance: more than 0, at most the balance, whole
 * points.
 */
export function encashmentSchema(balance: number) {
  return z.object({
    amount: z
      .number({ message: ENCASHMENT_MESSAGES.required })
      .int('Amount must be whole points')
      .gt(0, ENCASHMENT_MESSAGES.positive)
      .max(Math.max(balance, 0), ENCASHMENT_MESSAGES.overBalance),
    description: z.string().trim().max(255, textAtMost(255)).optional().default(''),
  });
}

/** Whether an entry of this kind may carry these points (credits give, debits and encashments take). */
export function pointsRefusal(idType: ManualIdType, points: number): string | undefined {
  if (idType === 'Credit') return points > 0 ? undefined : REWARD_MESSAGES.creditPositive;
  if (idType === 'Debit') return points < 0 ? undefined : REWARD_MESSAGES.debitNegative;
  return points < 0 ? undefined : REWARD_MESSAGES.encashmentNegative;
}

/**
 * POST rewards: an admin's entry `{userName, id, idType, description, points}`.
 * An encashment is `id = idType = 'Encashment'` with negative points (the customer card's dialog); a manual credit
 * (positive) or debit (negative) has `id = idType` and needs a reason in `description`. `holderType` (Customer by
 * default) says whose user name it is: a customer's mobile, a technician's or a channel partner's user name.
 */
export const rewardEntrySchema = z
  .object({
    holderType: z.enum(REWARD_HOLDER_TYPES, { message: 'Holder type is not valid' }).optional().default('Customer'),
    userName: z
      .string({ message: 'User name is required' })
      .trim()
      .min(1, 'User name is required')
      .max(254, 'User name is not valid'),
    id: z.enum(MANUAL_ID_TYPES, { message: `Id must be one of ${MANUAL_ID_TYPES.join(', ')}` }),
    idType: z.enum(MANUAL_ID_TYPES, { message: `Id type must be one of ${MANUAL_ID_TYPES.join(', ')}` }),
    description: z.string().trim().max(255, textAtMost(255)).optional().default(''),
    points: z
      .number({ message: ENCASHMENT_MESSAGES.required })
      .int('Points must be whole')
      .min(-MAX_ENTRY_POINTS, 'Points are out of range')
      .max(MAX_ENTRY_POINTS, 'Points are out of range'),
  })
  .superRefine((entry, context) => {
    if (entry.holderType === 'Customer' && !CUSTOMER_USER_NAME.test(entry.userName)) {
      context.addIssue({
        code: 'custom',
        path: ['userName'],
        message: 'User name must be the customer’s mobile number',
      });
    }
    if (entry.id !== entry.idType)
      context.addIssue({ code: 'custom', path: ['id'], message: `Id must be ${entry.idType}` });
    const refusal = pointsRefusal(entry.idType, entry.points);
    if (refusal) context.addIssue({ code: 'custom', path: ['points'], message: refusal });
    if (entry.idType !== ENCASHMENT_ID_TYPE && entry.description === '') {
      context.addIssue({ code: 'custom', path: ['description'], message: REWARD_MESSAGES.reasonRequired });
    }
  });
type RewardEntryInput = z.input<typeof rewardEntrySchema>;

/** A row of the ledger (POST rewards/getByPaginationAndFilter). */
export const rewardLedgerRowSchema = z.object({
  entryId: z.string(),
  userName: z.string(),
  holderType: z.enum(REWARD_HOLDER_TYPES),
  holderId: z.string(),
  holderName: z.string().nullable(),
  id: z.string(),
  idType: z.string(),
  description: z.string(),
  points: z.number(),
  /** The holder's balance after this entry: the newest row of a holder's list is its balance. */
  balance: z.number(),
  createdAt: z.string(),
});
export type RewardLedgerRow = z.infer<typeof rewardLedgerRowSchema>;

/** GET rewards/filtersData: the choices of the ledger's select filters. */
export const rewardFiltersDataSchema = z.object({
  holderType: z.array(z.string()),
  idType: z.array(z.string()),
  userName: z.array(z.string()),
});
export type RewardFiltersData = z.infer<typeof rewardFiltersDataSchema>;

/** The admin's Credit / Debit dialog: an amount (always positive) and a reason; the kind gives the sign. */
export const manualEntryFormSchema = z.object({
  holderType: z.enum(REWARD_HOLDER_TYPES, { message: 'Holder type is not valid' }),
  userName: z
    .string({ message: 'User name is required' })
    .trim()
    .min(1, 'User name is required')
    .max(254, 'User name is not valid'),
  kind: z.enum(['Credit', 'Debit'], { message: 'Choose Credit or Debit' }),
  amount: z
    .number({ message: ENCASHMENT_MESSAGES.required })
    .int('Amount must be whole points')
    .gt(0, ENCASHMENT_MESSAGES.positive)
    .max(MAX_ENTRY_POINTS, 'Points are out of range'),
  reason: z.string().trim().min(1, REWARD_MESSAGES.reasonRequired).max(255, textAtMost(255)),
});
export type ManualEntryForm = z.output<typeof manualEntryFormSchema>;

/** The POST rewards body of the dialog's entry. */
export const manualEntryOf = (form: ManualEntryForm): RewardEntryInput => ({
  holderType: form.holderType,
  userName: form.userName,
  id: form.kind,
  idType: form.kind,
  description: form.reason,
  points: form.kind === 'Debit' ? -form.amount : form.amount,
});
