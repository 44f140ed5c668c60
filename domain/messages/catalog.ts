import { ACCOUNT_MESSAGES } from '../account/constants';
import { APK_MESSAGES } from '../apks/constants';
import { LOGIN_MESSAGES, TECHNICIAN_MESSAGES } from '../authMessages';
import { BASIC_DETAILS_MESSAGES } from '../channelPartner/basicDetails';
import { INVITE_MESSAGES } from '../channelPartner/invite';
import { DAY_AREA_MESSAGES, SERVICE_MESSAGES } from '../channelPartner/services';
import { STATUS_MESSAGES } from '../channelPartner/statuses';
import { SLOT_CLOSED_MESSAGES, TIME_SLOT_MESSAGES } from '../channelPartner/timeSlots';
import { ADDRESS_MESSAGES } from '../customers/address';
import { CUSTOMER_MESSAGES } from '../customers/customer';
import { DELETION_MESSAGES } from '../customers/deletionStatuses';
import { PRODUCT_MESSAGES } from '../customers/product';
import { DEALER_MESSAGES } from '../dealers/messages';
import { ESCALATION_MESSAGES } from '../escalations/constants';
import { DRIVE_MESSAGES } from '../ewasteDrives/constants';
import { FILE_MESSAGES } from '../fileRules';
import { IDENTITY_MESSAGES } from '../identityMessages';
import { REQUEST_PAYMENT_MESSAGES } from '../payments/requestStatus';
import { PAYMENT_MESSAGES } from '../payments/statuses';
import { BANK_MESSAGES } from '../profile/bank';
import { BRAND_PRODUCT_MESSAGES } from '../profile/brandProducts';
import { KYC_MESSAGES } from '../profile/kyc';
import { SERVICE_AREA_MESSAGES } from '../profile/serviceAreas';
import { BOOKING_MESSAGES } from '../requests/booking';
import { CHARGE_MESSAGES } from '../requests/charges';
import { COUPON_MESSAGES } from '../requests/coupons';
import { DASHBOARD_MESSAGES } from '../requests/dashboardSchemas';
import { REQUEST_OPERATION_MESSAGES } from '../requests/operations';
import { PICKUP_PRODUCT_MESSAGES } from '../requests/products';
import { RAISE_MESSAGES } from '../requests/raise';
import { REQUEST_REPORT_MESSAGES } from '../requests/reports';
import { VISIT_MESSAGES } from '../requests/visits';
import { ENCASHMENT_MESSAGES, REWARD_MESSAGES } from '../rewards/entries';
import { REFERRAL_MESSAGES } from '../rewards/referral';
import { STATISTICS_MESSAGES } from '../statistics/schemas';
import { TECHNICIAN_PROFILE_MESSAGES } from '../technicians/messages';
import { VALIDATION_MESSAGES } from '../validationMessages';
import { SCHEMA_MESSAGES } from './schemaMessages';
import { SERVER_MESSAGES } from './serverMessages';

/** A number no message holds by chance, given to a message function to find where its value goes. */
const N = 987654321;
/** How `rupees()` writes N paise. */
const N_RUPEES = '9876543.21';

/** A message function's text with the sentinel values put back as `%{name}` placeholders. */
const asTemplate = (text: string, values: Record<string, string>) =>
  Object.entries(values).reduce((template, [name, value]) => template.split(value).join(`%{${name}}`), text);

const P = (name: string) => `%{${name}}`;

/**
 * Every message the schemas and the server word for a person, by key, in English: the `*_MESSAGES` constants
 * of domain/, message functions as `%{name}` templates, the identity's (Cognito's) messages and the field templates of
 * validationMessages.ts. The API answers the English text; the console finds its key (matchMessage) and shows the
 * translation (src/i18n/validationMessages.{de,es}.ts, typed by this object so a missing key fails the compiler).
 */
const MESSAGE_CATALOG = {
  validation: VALIDATION_MESSAGES,
  schema: SCHEMA_MESSAGES,
  server: SERVER_MESSAGES,
  identity: IDENTITY_MESSAGES,
  login: LOGIN_MESSAGES,
  technicianLogin: TECHNICIAN_MESSAGES,
  account: ACCOUNT_MESSAGES,
  apk: { ...APK_MESSAGES, tooLarge: asTemplate(APK_MESSAGES.tooLarge(N), { megabytes: String(N) }) },
  basicDetails: BASIC_DETAILS_MESSAGES,
  invite: INVITE_MESSAGES,
  service: SERVICE_MESSAGES,
  dayArea: DAY_AREA_MESSAGES,
  status: { ...STATUS_MESSAGES, missing: STATUS_MESSAGES.missing([P('items')]) },
  timeSlot: TIME_SLOT_MESSAGES,
  slotClosed: SLOT_CLOSED_MESSAGES,
  address: ADDRESS_MESSAGES,
  customer: CUSTOMER_MESSAGES,
  deletion: DELETION_MESSAGES,
  product: PRODUCT_MESSAGES,
  dealer: { ...DEALER_MESSAGES, missing: DEALER_MESSAGES.missing([P('items')]) },
  escalation: { ...ESCALATION_MESSAGES, moveNotAllowed: ESCALATION_MESSAGES.moveNotAllowed(P('from'), P('to')) },
  drive: { ...DRIVE_MESSAGES, notMovable: DRIVE_MESSAGES.notMovable(P('from'), P('to')) },
  file: {
    ...FILE_MESSAGES,
    tooLarge: asTemplate(FILE_MESSAGES.tooLarge(N), { megabytes: String(N) }),
    onlyExtensions: FILE_MESSAGES.onlyExtensions([P('list')]),
  },
  requestPayment: {
    requestCancelledCollect: REQUEST_PAYMENT_MESSAGES.requestCancelled(P('requestId'), 'collect'),
    requestCancelledPayByLink: REQUEST_PAYMENT_MESSAGES.requestCancelled(P('requestId'), 'payByLink'),
    requestCancelledSendLink: REQUEST_PAYMENT_MESSAGES.requestCancelled(P('requestId'), 'sendLink'),
    requestCancelledRefund: REQUEST_PAYMENT_MESSAGES.requestCancelled(P('requestId'), 'refund'),
    refundBeforeCancel: asTemplate(REQUEST_PAYMENT_MESSAGES.refundBeforeCancel(N), { amount: N_RUPEES }),
    cancelledWithRequest: REQUEST_PAYMENT_MESSAGES.cancelledWithRequest,
  },
  payment: {
    ...PAYMENT_MESSAGES,
    notCollectable: PAYMENT_MESSAGES.notCollectable(P('status')),
    notRefundable: PAYMENT_MESSAGES.notRefundable(P('status')),
    notLinkable: PAYMENT_MESSAGES.notLinkable(P('status')),
    replaced: PAYMENT_MESSAGES.replaced(P('paymentId')),
  },
  bank: BANK_MESSAGES,
  brandProduct: BRAND_PRODUCT_MESSAGES,
  kyc: KYC_MESSAGES,
  serviceArea: {
    ...SERVICE_AREA_MESSAGES,
    unknown: SERVICE_AREA_MESSAGES.unknown(P('id')),
    notOffered: SERVICE_AREA_MESSAGES.notOffered(P('id')),
  },
  booking: BOOKING_MESSAGES,
  charge: {
    ...CHARGE_MESSAGES,
    discountAboveDue: asTemplate(CHARGE_MESSAGES.discountAboveDue(N), { amount: N_RUPEES }),
    chargesClosed: CHARGE_MESSAGES.chargesClosed(P('status')),
    belowPaid: asTemplate(CHARGE_MESSAGES.belowPaid(N), { amount: N_RUPEES }),
  },
  coupon: {
    ...COUPON_MESSAGES,
    notYetValid: COUPON_MESSAGES.notYetValid(P('code'), P('validFrom')),
    expired: COUPON_MESSAGES.expired(P('code'), P('validTo')),
    usedUp: COUPON_MESSAGES.usedUp(P('code')),
    usedByCustomer: asTemplate(COUPON_MESSAGES.usedByCustomer(P('code'), N), { limit: String(N) }),
    usedByCustomerOnce: COUPON_MESSAGES.usedByCustomer(P('code'), 1),
  },
  dashboard: DASHBOARD_MESSAGES,
  requestOperation: REQUEST_OPERATION_MESSAGES,
  pickUpProduct: {
    ...PICKUP_PRODUCT_MESSAGES,
    notListable: PICKUP_PRODUCT_MESSAGES.notListable(P('status')),
    notWeighable: PICKUP_PRODUCT_MESSAGES.notWeighable(P('status')),
    unweighed: PICKUP_PRODUCT_MESSAGES.unweighed([P('products')]),
  },
  raise: RAISE_MESSAGES,
  requestReport: REQUEST_REPORT_MESSAGES,
  visit: {
    ...VISIT_MESSAGES,
    notReschedulable: VISIT_MESSAGES.notReschedulable(P('status')),
    revisitClosed: asTemplate(VISIT_MESSAGES.revisitClosed(N), { days: String(N) }),
  },
  encashment: ENCASHMENT_MESSAGES,
  reward: REWARD_MESSAGES,
  referral: REFERRAL_MESSAGES,
  statistics: STATISTICS_MESSAGES,
  technicianProfile: TECHNICIAN_PROFILE_MESSAGES,
} as const;

export type MessageCatalog = typeof MESSAGE_CATALOG;

/** Every entry as `group.key` and its English text or template. */
export const catalogEntries = (): [key: string, english: string][] =>
  Object.entries(MESSAGE_CATALOG).flatMap(([group, messages]) =>
    Object.entries(messages as Record<string, unknown>).map(([key, text]): [string, string] => [
      `${group}.${key}`,
      String(text),
    ]),
  );
