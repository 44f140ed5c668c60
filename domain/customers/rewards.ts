import { z } from '../zod';

/** Messages of the Add Encashment dialog (spec 001 §5 "Booking"). */
export const ENCASHMENT_MESSAGES = {
  positive: 'Amount must be greater than 0',
  overBalance: 'Number must be less than or equal to reward points.',
  required: 'Amount is required',
} as const;

/** The reward entry of an encashment (spec 001 §3 "Reward entry", §7 "Rewards"): points are negative. */
export const ENCASHMENT_ID_TYPE = 'Encashment';

/** The encashment amount against the customer's balance: more than 0, at most the balance, whole points. */
export function encashmentSchema(balance: number) {
  return z.object({
    amount: z
      .number({ message: ENCASHMENT_MESSAGES.required })
      .int('Amount must be whole points')
      .gt(0, ENCASHMENT_MESSAGES.positive)
      .max(Math.max(balance, 0), ENCASHMENT_MESSAGES.overBalance),
    description: z.string().trim().max(255, 'Must be at most 255 characters').optional().default(''),
  });
}

/**
 * POST rewards (spec 001 §7 "Rewards"): an encashment is `{userName, id, idType: 'Encashment', description, points}`
 * with the amount as negative points; the server refuses one that would take the balance below 0.
 */
export const rewardEntrySchema = z.object({
  userName: z
    .string({ message: 'User name is required' })
    .trim()
    .regex(/^[6-9]\d{9}$/, 'User name must be the customer’s mobile number'),
  id: z.literal(ENCASHMENT_ID_TYPE, { message: `Id must be ${ENCASHMENT_ID_TYPE}` }),
  idType: z.literal(ENCASHMENT_ID_TYPE, { message: `Id type must be ${ENCASHMENT_ID_TYPE}` }),
  description: z.string().trim().max(255, 'Must be at most 255 characters').optional().default(''),
  points: z
    .number({ message: ENCASHMENT_MESSAGES.required })
    .int('Points must be whole')
    .lt(0, 'An encashment takes points: points must be negative')
    .min(-1_000_000_000, 'Points are out of range'),
});
export type RewardEntryInput = z.input<typeof rewardEntrySchema>;
