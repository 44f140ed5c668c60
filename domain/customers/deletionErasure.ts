import { ERASED_TEXT } from './personalData';

export { ERASED_TEXT };

/**
 * What Delete erases (the DPDP Act 2023's right to erasure; docs/rules/customers.md): every column that can hold a
 * customer's personal data or their words, and what it becomes. Requests, payments and the reward ledger stay for
 * accounting with the customer anonymised. Every other text column of the schema holds no customer data: ids, statuses,
 * enums, amounts' labels, staff users, partners, technicians, dealers and the masters (see README "Account deletion").
 *
 * - `firstName`, `lastName`, `name`: the anonymised name ('Deleted' 'customer', 'Deleted customer');
 * - `token`: an opaque value unique per customer (their customer id), so usernames and unique mobiles still work;
 * - `blank`: ''; `noFiles`: an empty file list (the files themselves leave the file store); `erasedAt`: now();
 * - `scrub`: free text kept, with the customer's identifiers (personalData.ts: name, mobiles in any written form,
 *   e-mail, serial numbers, address lines) replaced by ERASED_TEXT; in a JSON column, every string in it;
 * - `recipient`: where a message went; a message sent to the customer has every column of its rule blanked, any other
 *   keeps its recipient and has its `scrub` columns scrubbed;
 * - `delivery`, `deliveryError`: a message to the customer not sent yet is withdrawn (Failed, with WITHDRAWN_MESSAGE as
 *   its reason): it has no recipient any more; a sent or failed one keeps its status, and its reason is scrubbed.
 */
export type Erasure =
  | 'firstName'
  | 'lastName'
  | 'name'
  | 'token'
  | 'blank'
  | 'noFiles'
  | 'erasedAt'
  | 'scrub'
  | 'recipient'
  | 'delivery'
  | 'deliveryError';

export const WITHDRAWN_MESSAGE = 'Not sent: its recipient asked for their account to be deleted';

/** The customer's own records, whose ids other tables name. */
const CUSTOMER_RECORDS = [
  'customer',
  'request',
  'address',
  'product',
  'escalation',
  'payment',
  'deletionRequest',
] as const;
export type CustomerRecord = (typeof CUSTOMER_RECORDS)[number];

/**
 * Which rows of a table are the customer's: `of` rows whose `column` holds the id of one of the customer's `records`;
 * `messages` outbox messages about the customer: sent since they were created to one of their mobiles or their e-mail,
 * or naming one of them or one of their requests.
 */
type ErasureRows = { kind: 'of'; column: string; records: readonly CustomerRecord[] } | { kind: 'messages' };

export interface ErasureRule {
  table: string;
  rows: ErasureRows;
  columns: Readonly<Record<string, Erasure>>;
}

const of = (column: string, ...records: CustomerRecord[]): ErasureRows => ({ kind: 'of', column, records });
const byCustomer = of('customer_id', 'customer');

/**
 * A request's copy of the customer: their username and the address it was booked for (area, city and pincode stay for
 * the statistics).
 */
const bookingCopy = {
  user_name: 'token',
  address_name: 'blank',
  address_line1: 'blank',
  address_line2: 'blank',
  landmark: 'blank',
} as const;
const bookingText = { status_remark: 'scrub', admin_discount_reason: 'scrub' } as const;

export const ERASURE_LIST: readonly ErasureRule[] = [
  {
    table: 'customers',
    rows: of('id', 'customer'),
    // The referral code goes too: a demo code carries digits of the mobile, and the account can refer no one any more.
    columns: {
      first_name: 'firstName',
      last_name: 'lastName',
      email: 'blank',
      mobile_number: 'token',
      alt_mobile_number: 'blank',
      user_name: 'token',
      referral_code: 'token',
    },
  },
  {
    table: 'customer_addresses',
    rows: byCustomer,
    columns: { name: 'blank', line1: 'blank', line2: 'blank', landmark: 'blank', deleted_at: 'erasedAt' },
  },
  {
    table: 'customer_products',
    rows: byCustomer,
    columns: { nick_name: 'blank', serial_no: 'blank', additional_documents: 'noFiles' },
  },
  // The code others were referred with is the customer's own, erased above.
  { table: 'customer_referrals', rows: of('referrer_id', 'customer'), columns: { referral_code: 'token' } },
  { table: 'requests', rows: byCustomer, columns: { ...bookingCopy, ...bookingText, diagnosis: 'scrub' } },
  { table: 'pick_up_requests', rows: byCustomer, columns: { ...bookingCopy, ...bookingText } },
  { table: 'request_issues', rows: of('request_id', 'request'), columns: { name: 'scrub', description: 'scrub' } },
  { table: 'request_comments', rows: of('request_id', 'request'), columns: { comment: 'scrub' } },
  { table: 'request_visits', rows: of('request_id', 'request'), columns: { reason: 'scrub' } },
  { table: 'request_documents', rows: of('request_id', 'request'), columns: { file: 'scrub' } },
  { table: 'payment_transactions', rows: of('payment_id', 'payment'), columns: { remark: 'scrub' } },
  { table: 'reward_entries', rows: byCustomer, columns: { user_name: 'token', description: 'scrub' } },
  {
    table: 'escalations',
    rows: byCustomer,
    columns: { subject: 'scrub', description: 'scrub', resolution: 'scrub', answer: 'scrub' },
  },
  { table: 'escalation_comments', rows: of('escalation_id', 'escalation'), columns: { comment: 'scrub' } },
  {
    table: 'user_deletion_requests',
    rows: byCustomer,
    columns: { user_name: 'token', customer_name: 'name', remark: 'scrub' },
  },
  { table: 'activity_logs', rows: of('entity_id', ...CUSTOMER_RECORDS), columns: { remark: 'scrub' } },
  // Files uploaded for their requests (photos, invoices) stay with the request; their names may carry the customer's.
  { table: 'stored_files', rows: of('entity_id', ...CUSTOMER_RECORDS), columns: { name: 'scrub' } },
  {
    table: 'outbox',
    rows: { kind: 'messages' },
    columns: {
      recipient: 'recipient',
      subject: 'scrub',
      body: 'scrub',
      status: 'delivery',
      last_error: 'deliveryError',
    },
  },
];

/**
 * Rows removed outright: a booking's idempotency record (the client's key may carry the mobile; the booking is made).
 */
export const ERASURE_REMOVALS: readonly { table: string; rows: ErasureRows }[] = [
  { table: 'booking_submissions', rows: of('request_id', 'request') },
];

/** What the activity log records of an erasure: table, columns and how many rows, never a value. */
export function erasureSummary(counts: readonly { table: string; rows: number; removed?: boolean }[]): string {
  const byTable = new Map(ERASURE_LIST.map((rule) => [rule.table, `(${Object.keys(rule.columns).join(', ')})`]));
  return counts
    .map(({ table, rows, removed }) => `${table}${removed ? ' removed' : (byTable.get(table) ?? '')}: ${rows}`)
    .join('; ');
}
