import { z } from '../zod';
import { NAME_MAX, SERVICE_IDS } from '../constants';
import { calendarDay } from '../masters/common';
import { SLOT_LABELS } from '../channelPartner/timeSlots';
import { PAYMENT_METHODS, REQUEST_FROM, REQUEST_SOURCES } from './booking';
import { textAtMost } from '../validationMessages';

/** Messages of the raise-request payload (the on-screen ones are BOOKING_MESSAGES). */
export const RAISE_MESSAGES = {
  serviceRequired: 'Service Type is required',
  sourceRequired: 'Source Information is required',
  requestFromRequired: 'Request From is required',
  issueRequired: 'Choose at least one issue',
  productRequired: 'Choose a product',
  addressRequired: 'Please select Address',
  slotRequired: 'Choose a slot',
  dateRequired: 'Choose a date',
  paymentRequired: 'Choose a payment mode',
  partnerRequired: 'Channel Partner/Technician not available in this Area',
  created: 'Request Raised Successfully',
} as const;

const id = (message: string) => z.string({ message }).trim().min(1, { message, abort: true }).max(64, message);
const text = z.string().trim().max(NAME_MAX, textAtMost(NAME_MAX));

/** An issue as booked: a master issue (its id) or, when the product has none listed, a free-text one. */
const raisedIssueSchema = z.object({
  issueId: z.string().trim().max(64).optional(),
  name: text.optional().default(''),
  description: z
    .string({ message: 'Describe the issue' })
    .trim()
    .min(1, { message: 'Describe the issue', abort: true })
    .max(1000, textAtMost(1000)),
});

/**
 * The address a request is booked for, as the booking payload carries it (a copy of one of the customer's addresses).
 */
const raisedAddressSchema = z.object(
  {
    id: id(RAISE_MESSAGES.addressRequired),
    addressName: text.optional().default(''),
    addressLine1: text.optional().default(''),
    addressLine2: text.optional().default(''),
    landmark: text.optional().default(''),
    area: text.optional().default(''),
    city: text.optional().default(''),
    state: text.optional().default(''),
    pincode: z.union([z.number(), z.string()]).optional(),
  },
  { message: RAISE_MESSAGES.addressRequired },
);

const raiseCommon = {
  /** Empty on create. */
  id: z.string().max(0, 'A new request has no id').optional().default(''),
  userName: id('User name is required'),
  paymentMethod: z.enum(PAYMENT_METHODS, { message: RAISE_MESSAGES.paymentRequired }),
  channelPartnerId: id(RAISE_MESSAGES.partnerRequired),
  source: z.enum(REQUEST_SOURCES, { message: RAISE_MESSAGES.sourceRequired }),
  requestFrom: z.enum(REQUEST_FROM, { message: RAISE_MESSAGES.requestFromRequired }),
  address: raisedAddressSchema,
  appointmentSlot: z.object(
    {
      date: calendarDay('Appointment date'),
      slot: z.enum(SLOT_LABELS as [string, ...string[]], { message: RAISE_MESSAGES.slotRequired }),
    },
    { message: RAISE_MESSAGES.slotRequired },
  ),
  serviceId: id(RAISE_MESSAGES.serviceRequired),
  /** Booking defaults: no spare part, no reward points; the discount is the server's to compute. */
  sparePartId: z.null().optional().default(null),
  rewardPoints: z.literal(0, { message: 'Reward points cannot be spent on a booking' }).optional().default(0),
  /** Sent by the console as it showed it; the server ignores it and computes its own. */
  discount: z.number().optional(),
  couponCode: z.string().trim().max(64, textAtMost(64)).optional(),
};

/** POST user/requests: a repair request for one customer product. */
export const raiseRepairRequestSchema = z.object({
  ...raiseCommon,
  userProductId: id(RAISE_MESSAGES.productRequired),
  issues: z
    .array(raisedIssueSchema, { message: RAISE_MESSAGES.issueRequired })
    .min(1, RAISE_MESSAGES.issueRequired)
    .max(20, 'Choose at most 20 issues'),
});
export type RaiseRepairRequest = z.input<typeof raiseRepairRequestSchema>;

/** The waste services a pick-up request is for. */
export const PICKUP_SERVICE_IDS = [
  SERVICE_IDS.eWaste,
  SERVICE_IDS.plastic,
  SERVICE_IDS.usedCookingOil,
  SERVICE_IDS.textile,
] as const;

/** POST pickUpRequests: a pick-up of one or more customer products for a waste service. */
export const raisePickUpRequestSchema = z.object({
  ...raiseCommon,
  userProductIds: z
    .array(id(RAISE_MESSAGES.productRequired), { message: RAISE_MESSAGES.productRequired })
    .min(1, RAISE_MESSAGES.productRequired)
    .max(50, 'Choose at most 50 products'),
});
export type RaisePickUpRequest = z.input<typeof raisePickUpRequestSchema>;

/** The Idempotency-Key header of a booking: one per submission, so a retry creates nothing new. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8, 'Idempotency-Key must be 8 to 128 characters')
  .max(128, 'Idempotency-Key must be 8 to 128 characters');
