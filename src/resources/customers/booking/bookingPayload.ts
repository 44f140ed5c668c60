import type {
  CustomerAddressRecord,
  CustomerProductRecord,
  CustomerRecord,
} from '../../../../domain/customers/records';
import type { PaymentMethod } from '../../../../domain/requests/booking';
import {
  raisePickUpRequestSchema,
  raiseRepairRequestSchema,
  type RaisePickUpRequest,
  type RaiseRepairRequest,
} from '../../../../domain/requests/raise';
import { isPickUpService } from '../../../dataProvider/requests';

/**
 * An issue as the booking carries it: a master issue (its id and name) or a free-text one (its description alone, spec
 * 001 §3).
 */
export interface ChosenIssue {
  issueId?: string;
  name?: string;
  description: string;
}

/** What the person has chosen on the Book A Request form so far. */
interface BookingChoices {
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
 * The spec's raise payload for a repair, or the pick-up payload for a waste
 * service; fields not chosen yet stay empty, so the domain schema says whether Raise Request may be pressed.
 */
export function bookingPayload(
  { customer, address, product }: BookingParties,
  choices: BookingChoices,
): RaiseRepairRequest | RaisePickUpRequest {
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
  const issues = choices.issues.map(({ issueId, name, description }) => ({
    ...(issueId ? { issueId } : {}),
    ...(name ? { name } : {}),
    description,
  }));
  return { ...common, userProductId: product.id, issues };
}

/** What Raise Request may still wait for, by its label key under `booking.missing`. */
type MissingChoice =
  | 'issues'
  | 'serviceType'
  | 'source'
  | 'requestFrom'
  | 'address'
  | 'product'
  | 'channelPartner'
  | 'appointment'
  | 'paymentMode';

/** The payload's fields by what the person chooses for them, in the order the screen shows them. */
const CHOICE_OF_FIELD: [string, MissingChoice][] = [
  ['issues', 'issues'],
  ['serviceId', 'serviceType'],
  ['source', 'source'],
  ['requestFrom', 'requestFrom'],
  ['address', 'address'],
  ['userProductId', 'product'],
  ['userProductIds', 'product'],
  ['channelPartnerId', 'channelPartner'],
  ['appointmentSlot', 'appointment'],
  ['paymentMethod', 'paymentMode'],
];

const schemaOf = (payload: RaiseRepairRequest | RaisePickUpRequest) =>
  'userProductIds' in payload ? raisePickUpRequestSchema : raiseRepairRequestSchema;

/**
 * What is still to be chosen before Raise Request may be pressed: address, product, service type, request-from, source,
 * at least one issue (repairs), slot date and slot, payment method and channel partner.
 */
export function missingChoices(
  payload: RaiseRepairRequest | RaisePickUpRequest,
  paymentMethods: readonly string[],
): MissingChoice[] {
  const fields = new Set(
    (schemaOf(payload).safeParse(payload).error?.issues ?? []).map((issue) => String(issue.path[0] ?? '')),
  );
  if (!paymentMethods.includes(payload.paymentMethod)) fields.add('paymentMethod');
  return CHOICE_OF_FIELD.filter(([field]) => fields.has(field)).map(([, choice]) => choice);
}

/** Raise Request is enabled only when all of those are chosen and the payload is the schema's. */
export const canRaise = (payload: RaiseRepairRequest | RaisePickUpRequest, paymentMethods: readonly string[]) =>
  paymentMethods.includes(payload.paymentMethod) && schemaOf(payload).safeParse(payload).success;
