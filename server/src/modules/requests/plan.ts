import {
  SLOT_CLOSED_MESSAGES,
  SLOT_LABELS,
  slotCapacities,
  slotClosure,
} from '../../../../domain/channelPartner/timeSlots';
import { ROLES, type Role } from '../../../../domain/roles';
import {
  BOOKING_MESSAGES,
  bookingAmounts,
  REQUEST_ID_PREFIXES,
  type BookingAmounts,
  type PaymentMethod,
} from '../../../../domain/requests/booking';
import { COUPON_MESSAGES } from '../../../../domain/requests/coupons';
import {
  PICKUP_SERVICE_IDS,
  type raisePickUpRequestSchema,
  type raiseRepairRequestSchema,
} from '../../../../domain/requests/raise';
import type { z } from '../../../../domain/zod';
import type { Config } from '../../config';
import { badRequest } from '../../platform/errors';
import { partnerDailyCapacity, partnersServingArea } from '../channelPartners';
import {
  activeCustomerProducts,
  bookingAddress,
  bookingCustomer,
  type BookedProduct,
  type BookingAddress,
  type BookingCustomer,
} from '../customers';
import { type AppliedCoupon, issueNames, publishedService } from '../masters';
import type { Executor } from '../../platform/db';
import type { RequestKindName } from '../requestKinds';
import { plannedCoupon } from './couponUses';
import { servicePriceOf } from './pricing';
import { slotRules } from './slots';

export type RaisedRepair = z.output<typeof raiseRepairRequestSchema>;
export type RaisedPickUp = z.output<typeof raisePickUpRequestSchema>;
/** A booking as submitted: its kind and its (parsed) body. */
export type Submission = { kind: 'repair'; body: RaisedRepair } | { kind: 'pickUp'; body: RaisedPickUp };

/** Who books: a staff user, and the dealer record when the user is a dealer. */
export interface Booker {
  sub: string;
  username: string;
  role: Role;
  dealerId: string | null;
}

export const BOOKING_REFUSALS = {
  customer: 'Customer not found',
  service: 'Choose a published service',
  notRepair: 'This is a pick-up service: book it as a pick-up request',
  notPickUp: 'This is not a pick-up service: book it as a repair request',
  product: "Choose an active product of this customer's",
  issue: 'Unknown issue',
  coupon: COUPON_MESSAGES.unknown,
  dealerCash: 'Cash is not available to dealers',
} as const;

/** Everything a booking writes, as the server checked and computed it (nothing taken from the client's amounts). */
export interface BookingPlan {
  kind: RequestKindName;
  prefix: string;
  serviceId: string;
  customer: BookingCustomer;
  address: BookingAddress;
  products: BookedProduct[];
  issues: { issueId: string | null; name: string; description: string }[];
  channelPartnerId: string;
  date: string;
  slot: string;
  slotCapacity: number;
  amounts: BookingAmounts;
  igstPercent: number;
  coupon: AppliedCoupon | null;
  paymentMethod: PaymentMethod;
  /**
   * What the booking asks: a link sent (Created) or cash to collect (Unpaid); nothing at ₹0, which owes nothing (Paid).
   */
  paymentStatus: 'Created' | 'Unpaid' | 'Paid';
  source: string;
  requestFrom: string;
}

const refuse = (field: string, message: string, summary = message) => badRequest(summary, { [field]: message });

/**
 * Checks a submission against the database and computes what it books:
 * the customer, one of its addresses (copied), its Active products, a published service of the kind, a partner serving
 * the address, an open slot, the price and coupon. Refuses with 400 and field messages; reads only.
 */
export async function planBooking(
  db: Executor,
  config: Pick<Config, 'availabilityWindowDays'>,
  booker: Booker,
  submission: Submission,
): Promise<BookingPlan> {
  const { kind, body } = submission;
  if (booker.role === ROLES.dealer && body.paymentMethod === 'Cash')
    throw refuse('paymentMethod', BOOKING_REFUSALS.dealerCash);

  const service = await publishedService(db, body.serviceId);
  if (!service) throw refuse('serviceId', BOOKING_REFUSALS.service);
  const isPickUp = (PICKUP_SERVICE_IDS as readonly string[]).includes(service.id);
  if (kind === 'repair' && isPickUp) throw refuse('serviceId', BOOKING_REFUSALS.notRepair);
  if (kind === 'pickUp' && !isPickUp) throw refuse('serviceId', BOOKING_REFUSALS.notPickUp);

  const customer = await bookingCustomer(db, body.userName);
  if (!customer) throw refuse('userName', BOOKING_REFUSALS.customer);

  const address = await bookingAddress(db, customer.id, body.address.id);
  if (!address) throw refuse('address.id', BOOKING_MESSAGES.selectAddress);

  const productIds = kind === 'repair' ? [submission.body.userProductId] : [...new Set(submission.body.userProductIds)];
  const productField = kind === 'repair' ? 'userProductId' : 'userProductIds';
  const found = await activeCustomerProducts(db, customer.id, productIds);
  const byId = new Map(found.map((p) => [p.userProductId, p]));
  if (productIds.some((id) => !byId.has(id))) throw refuse(productField, BOOKING_REFUSALS.product);
  const products = productIds.map((id) => byId.get(id)!);

  const issues = kind === 'repair' ? await plannedIssues(db, submission.body.issues) : [];

  // Repairs need a partner repairing the brand and product; a pick-up collects whatever the customer hands over.
  const catalogue = kind === 'repair' ? { brandId: products[0].brandId, productId: products[0].productId } : {};
  const partners = await partnersServingArea(db, {
    serviceId: service.id,
    pincode: address.pincode,
    area: address.area,
    ...catalogue,
  });
  if (!partners.some((p) => p.id === body.channelPartnerId))
    throw badRequest(BOOKING_MESSAGES.noPartner, { channelPartnerId: BOOKING_MESSAGES.noPartner });

  const { date, slot } = body.appointmentSlot;
  const slotIndex = SLOT_LABELS.indexOf(slot);
  const closure = slotClosure(date, slotIndex, await slotRules(db, config, body.channelPartnerId, address));
  if (closure)
    throw refuse(
      closure === 'tooSoon' ? 'appointmentSlot.slot' : 'appointmentSlot.date',
      SLOT_CLOSED_MESSAGES[closure],
    );
  const daily = (await partnerDailyCapacity(db, body.channelPartnerId, service.id))?.capacity ?? 0;

  const price = kind === 'repair' ? await repairPrice(db, service.id, products[0]) : { pricePaise: 0, igstPercent: 0 };
  const typedCoupon = body.couponCode?.trim() ?? '';
  const coupon = typedCoupon ? await plannedCoupon(db, typedCoupon, customer.id) : null;
  const amounts = bookingAmounts({
    pricePaise: price.pricePaise,
    couponPercent: coupon?.percentage,
    igstPercent: price.igstPercent,
  });

  return {
    kind,
    prefix: REQUEST_ID_PREFIXES[service.id as keyof typeof REQUEST_ID_PREFIXES] ?? REQUEST_ID_PREFIXES.SID101,
    serviceId: service.id,
    customer,
    address: { ...address, pincode: Number(address.pincode) },
    products,
    issues,
    channelPartnerId: body.channelPartnerId,
    date,
    slot,
    slotCapacity: slotCapacities(daily)[slotIndex],
    amounts,
    igstPercent: price.igstPercent,
    coupon,
    paymentMethod: body.paymentMethod,
    paymentStatus: amounts.totalPaise <= 0 ? 'Paid' : body.paymentMethod === 'Link' ? 'Created' : 'Unpaid',
    source: body.source,
    requestFrom: body.requestFrom,
  };
}

/** The price of a repair: the service price of the product's category, product, type and brand, else 400. */
async function repairPrice(db: Executor, serviceId: string, product: BookedProduct) {
  const price = product.categoryId
    ? await servicePriceOf(db, { ...product, serviceId, categoryId: product.categoryId })
    : undefined;
  if (!price) throw refuse('serviceId', BOOKING_MESSAGES.priceNotAvailable);
  return price;
}

/**
 * The issues as booked: a master issue by its id (its name when none was typed), or a free-text one: the spec's
 * payload carries each issue with its description only, and a product without listed issues is booked so.
 */
async function plannedIssues(db: Executor, raised: RaisedRepair['issues']): Promise<BookingPlan['issues']> {
  const ids = [...new Set(raised.map((i) => i.issueId).filter((id): id is string => !!id))];
  const names = await issueNames(db, ids);
  return raised.map((issue, index) => {
    if (issue.issueId && !names.has(issue.issueId)) throw refuse(`issues.${index}.issueId`, BOOKING_REFUSALS.issue);
    const name = issue.name || (issue.issueId ? names.get(issue.issueId)! : '');
    return { issueId: issue.issueId || null, name, description: issue.description };
  });
}
