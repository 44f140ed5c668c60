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
