import type { CustomerAddressRecord, CustomerProductRecord, CustomerRecord } from '../../../../domain/customers/records';
import type { PaymentMethod } from '../../../../domain/requests/booking';
import { raisePickUpRequestSchema, raiseRepairRequestSchema, type RaisePickUpRequest, type RaiseRepairRequest } from '../../../../domain/requests/raise';
import { isPickUpService } from '../api';

/** An issue as the booking carries it: a master issue (its id and name) or a free-text one (its description alone, spec 001 §3). */
export interface ChosenIssue {
  issueId?: string;
  name?: string;
  description: string;
}

/** What the person has chosen on the Book A Request form so far. */
export interface BookingChoices {
  serviceId: string;
  source: string;
  requestFrom: string;
  paymentMethod: string;
  issues: ChosenIssue[];
  slot?: { date: string; slot: string };
  partnerId?: string;
  couponCode?: string;
  discountRupees?: number;
}

interface BookingParties {
  customer: CustomerRecord;
  address?: CustomerAddressRecord;
  product: CustomerProductRecord;
}

/**
 * The spec's raise payload (spec 001 §3 "Repair request as raised") for a repair, or the pick-up payload for a waste
 * service; fields not chosen yet stay empty, so the domain schema says whether Raise Request may be pressed.
 */
export function bookingPayload({ customer, address, product }: BookingParties, choices: BookingChoices): RaiseRepairRequest | RaisePickUpRequest {
  const common = {
    id: '',
    userName: customer.username,
    paymentMethod: choices.paymentMethod as PaymentMethod,
    channelPartnerId: choices.partnerId ?? '',
    source: choices.source as RaiseRepairRequest['source'],
    requestFrom: choices.requestFrom as RaiseRepairRequest['requestFrom'],
    address: address && {
      id: address.id,
      addressName: address.name,
      addressLine1: address.line1,
      addressLine2: address.line2,
      landmark: address.landmark,
      area: address.area,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
    },
    appointmentSlot: choices.slot && { ...choices.slot },
    serviceId: choices.serviceId,
    sparePartId: null,
    rewardPoints: 0 as const,
    discount: choices.discountRupees ?? 0,
    ...(choices.couponCode ? { couponCode: choices.couponCode } : {}),
  } as Omit<RaiseRepairRequest, 'userProductId' | 'issues'>;
  if (isPickUpService(choices.serviceId)) return { ...common, userProductIds: [product.id] };
  const issues = choices.issues.map(({ issueId, name, description }) => ({ ...(issueId ? { issueId } : {}), ...(name ? { name } : {}), description }));
  return { ...common, userProductId: product.id, issues };
}

/**
 * Raise Request is enabled only when service, source, request-from, at least one issue (repairs), slot date and slot,
 * payment method, address, product and channel partner are all chosen (spec 001 §4, §5 "Booking").
 */
export function canRaise(payload: RaiseRepairRequest | RaisePickUpRequest, paymentMethods: readonly string[]): boolean {
  if (!paymentMethods.includes(payload.paymentMethod)) return false;
  const schema = 'userProductIds' in payload ? raisePickUpRequestSchema : raiseRepairRequestSchema;
  return schema.safeParse(payload).success;
}
