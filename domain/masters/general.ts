import { z } from '../zod';
import { TAX_RATE_SLABS } from '../constants';
import { REWARD_EVENTS } from './choices';
import { activeFlag, choiceOf, calendarDay, masterName, optionalText, publishState, requiredText } from './common';
import { hsnCode } from './sparePart';

export { REWARD_EVENTS } from './choices';

/** General master: service type. */
export const serviceTypeCreateSchema = z.object({
  name: masterName('Service type name'),
  status: publishState.default('Publish'),
});
export const serviceTypeUpdateSchema = serviceTypeCreateSchema.extend({ id: z.string().min(1, 'Id is required') });

/** General master: GST slabs 0, 5, 12, 18, 28 with their HSN/SAC codes. */
const gstSlab = z
  .number({ message: 'GST slab is required' })
  .refine(
    (n) => (TAX_RATE_SLABS as readonly number[]).includes(n),
    `GST slab must be one of ${TAX_RATE_SLABS.join(', ')}`,
  );
export const gstCreateSchema = z.object({
  slab: gstSlab,
  hsnSac: hsnCode('HSN/SAC code'),
  description: optionalText('Description', 1000),
  status: publishState.default('Publish'),
});
export const gstUpdateSchema = gstCreateSchema.extend({ id: z.string().min(1, 'Id is required') });

/** General master: unit of measure (Nos, Kg, Litre, Metre). */
export const uomCreateSchema = z.object({
  name: masterName('UOM name'),
  code: requiredText('UOM code', 20),
  status: publishState.default('Publish'),
});
export const uomUpdateSchema = uomCreateSchema.extend({ id: z.string().min(1, 'Id is required') });

export const rewardPointCreateSchema = z.object({
  event: choiceOf(REWARD_EVENTS, 'Event'),
  points: z
    .number({ message: 'Points is required' })
    .int('Points must be a whole number')
    .min(0, 'Points must not be negative')
    .max(1_000_000, 'Points is too large'),
  status: publishState.default('Publish'),
});
export const rewardPointUpdateSchema = rewardPointCreateSchema.extend({ id: z.string().min(1, 'Id is required') });

/** How many bookings a coupon may give, in all or per customer; null or blank: no limit. */
const useLimit = (label: string) =>
  z
    .number({ message: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1 (leave it blank for no limit)`)
    .max(10_000_000, `${label} must be at most 10000000`)
    .nullable()
    .default(null);

/**
 * General master: coupons served by GET coupon/all (code, percentage), valid from/to (India calendar days)
 * and with optional use limits, which the booking transaction enforces (domain/requests/coupons.ts).
 */
const couponFields = z.object({
  code: z
    .string({ message: 'Coupon code is required' })
    .trim()
    .min(1, { message: 'Coupon code is required', abort: true })
    .max(30, 'Coupon code must be at most 30 characters')
    .regex(/^[A-Za-z0-9]+$/, 'Coupon code must be letters and digits only')
    .toUpperCase(),
  percentage: z
    .number({ message: 'Percentage is required' })
    .gt(0, 'Percentage must be more than 0')
    .max(100, 'Percentage must be at most 100'),
  validFrom: calendarDay('Valid from'),
  validTo: calendarDay('Valid to'),
  totalUseLimit: useLimit('Total use limit'),
  perCustomerLimit: useLimit('Per customer limit'),
  active: activeFlag,
});
const validityInOrder = (value: { validFrom: string; validTo: string }, ctx: z.RefinementCtx) => {
  if (value.validTo < value.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'Valid to must not be before valid from' });
};
export const couponCreateSchema = couponFields.superRefine(validityInOrder);
export const couponUpdateSchema = couponFields
  .extend({ id: z.string().min(1, 'Id is required') })
  .superRefine(validityInOrder);
