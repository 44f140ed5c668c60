/**
 * What Delete erases (spec 001 §7 "Account deletion", DPDP Act 2023 §12): every column that holds a customer's personal
 * data, and what it becomes. Requests, payments and the reward ledger stay for accounting with the customer anonymised.
 *
 * - `firstName`, `lastName`, `name`: the anonymised name ('Deleted' 'customer', 'Deleted customer');
 * - `token`: an opaque value unique per customer (their customer id), so usernames and unique mobiles still work;
 * - `blank`: ''; `noFiles`: an empty file list (the files themselves leave the file store); `erasedAt`: now();
 * - `scrub`: free text kept, with the customer's mobiles, e-mail and name replaced by ERASED_TEXT.
 */
export type Erasure = 'firstName' | 'lastName' | 'name' | 'token' | 'blank' | 'noFiles' | 'erasedAt' | 'scrub';

/**
 * Which rows of a table are the customer's: `customer` rows whose `customerColumn` is the customer's id; `request` rows of
 * the customer's requests (request_id); `entity` activity rows about the customer, their requests, addresses, products
 * and deletion requests (entity_id); `recipient` messages sent to one of the customer's mobiles or e-mail.
 */
export type ErasureRows = { kind: 'customer'; customerColumn: string } | { kind: 'request' } | { kind: 'entity' } | { kind: 'recipient' };

export interface ErasureRule {
  table: string;
  rows: ErasureRows;
  columns: Readonly<Record<string, Erasure>>;
}

export const ERASED_TEXT = '[erased]';

const byCustomer = (customerColumn = 'customer_id'): ErasureRows => ({ kind: 'customer', customerColumn });

/** A request's copy of the customer: their username and the address it was booked for (area, city and pincode stay for the statistics). */
const bookingCopy = { user_name: 'token', address_name: 'blank', address_line1: 'blank', address_line2: 'blank', landmark: 'blank' } as const;
const bookingText = { status_remark: 'scrub', admin_discount_reason: 'scrub' } as const;

export const ERASURE_LIST: readonly ErasureRule[] = [
  {
    table: 'customers',
    rows: byCustomer('id'),
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
  { table: 'customer_addresses', rows: byCustomer(), columns: { name: 'blank', line1: 'blank', line2: 'blank', landmark: 'blank', deleted_at: 'erasedAt' } },
  { table: 'customer_products', rows: byCustomer(), columns: { nick_name: 'blank', serial_no: 'blank', additional_documents: 'noFiles' } },
  { table: 'requests', rows: byCustomer(), columns: { ...bookingCopy, ...bookingText, diagnosis: 'scrub' } },
  { table: 'pick_up_requests', rows: byCustomer(), columns: { ...bookingCopy, ...bookingText } },
  { table: 'request_comments', rows: { kind: 'request' }, columns: { comment: 'scrub' } },
  { table: 'request_visits', rows: { kind: 'request' }, columns: { reason: 'scrub' } },
  { table: 'reward_entries', rows: byCustomer(), columns: { user_name: 'token', description: 'scrub' } },
  { table: 'user_deletion_requests', rows: byCustomer(), columns: { user_name: 'token', customer_name: 'name', remark: 'scrub' } },
  { table: 'activity_logs', rows: { kind: 'entity' }, columns: { remark: 'scrub' } },
  { table: 'outbox', rows: { kind: 'recipient' }, columns: { recipient: 'blank', subject: 'blank', body: 'blank' } },
];

/** The customer's personal values a `scrub` replaces in free text (empty ones are skipped). */
export function personalValues(customer: { firstName: string; lastName: string; email: string; mobileNumber: string; altMobileNumber: string }): string[] {
  const values = [`${customer.firstName} ${customer.lastName}`, customer.email, customer.mobileNumber, customer.altMobileNumber];
  // Longest first: a name containing another value is replaced whole.
  return [...new Set(values.map((value) => value.trim()).filter((value) => value.length > 0))].sort((a, b) => b.length - a.length);
}

/** What the activity log records of an erasure: table, columns and how many rows, never a value. */
export function erasureSummary(counts: readonly { table: string; rows: number }[]): string {
  const byTable = new Map(ERASURE_LIST.map((rule) => [rule.table, `(${Object.keys(rule.columns).join(', ')})`]));
  // A table outside the list (the stored-file records) had its rows removed.
  return counts.map(({ table, rows }) => `${table}${byTable.get(table) ?? ' removed'}: ${rows}`).join('; ');
}
