import { sql, type SQL } from 'drizzle-orm';
import { ANONYMISED_CUSTOMER } from '../../../../domain/customers/deletion';
import { ERASED_TEXT, ERASURE_LIST, type Erasure, type ErasureRule, erasureSummary, personalValues } from '../../../../domain/customers/deletionErasure';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { firstRow, rows, type Transaction } from '../channelPartners/sql';
import { PRODUCT_FILE_ENTITY } from '../customers/productRules';
import { CUSTOMER_ENTITY } from '../customers/repository';
import { queueFileDeletions } from './fileDeletions';

interface PersonalData {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  altMobileNumber: string;
}

/** Everything an erasure statement needs to know of the customer. */
interface Subject {
  customerId: string;
  /** The opaque value replacing their username and mobile: their customer id (unique, and no personal data). */
  token: string;
  values: string[];
  contacts: string[];
}

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/** The new value of a column under its erasure. */
function erased(column: string, erasure: Erasure, subject: Subject): SQL {
  const name = sql.identifier(column);
  switch (erasure) {
    case 'firstName':
      return sql`${ANONYMISED_CUSTOMER.firstName}`;
    case 'lastName':
      return sql`${ANONYMISED_CUSTOMER.lastName}`;
    case 'name':
      return sql`${ANONYMISED_CUSTOMER.name}`;
    case 'token':
      return sql`${subject.token}`;
    case 'blank':
      return sql`''`;
    case 'noFiles':
      return sql`'[]'::jsonb`;
    case 'erasedAt':
      return sql`coalesce(${name}, now())`;
    case 'scrub':
      // Case-insensitive and literal: each value is matched as text, never as a pattern.
      return subject.values.reduce<SQL>((text, value) => sql`regexp_replace(${text}, ${escapeRegExp(value)}, ${ERASED_TEXT}, 'gi')`, sql`${name}`);
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const customerRequestIds = (customerId: string) =>
  sql`SELECT id FROM requests WHERE customer_id = ${customerId} UNION ALL SELECT id FROM pick_up_requests WHERE customer_id = ${customerId}`;

/** The rows of a table that are the customer's (see ErasureRows). */
function rowsOf(rule: ErasureRule, subject: Subject): SQL {
  const { customerId } = subject;
  switch (rule.rows.kind) {
    case 'customer':
      return sql`${sql.identifier(rule.rows.customerColumn)} = ${customerId}`;
    case 'request':
      return sql`request_id IN (${customerRequestIds(customerId)})`;
    case 'entity':
      return sql`entity_id IN (SELECT ${customerId} UNION ALL ${customerRequestIds(customerId)}
        UNION ALL SELECT id FROM customer_addresses WHERE customer_id = ${customerId} UNION ALL SELECT id FROM customer_products WHERE customer_id = ${customerId}
        UNION ALL SELECT id FROM user_deletion_requests WHERE customer_id = ${customerId})`;
    case 'recipient':
      return subject.contacts.length > 0 ? sql`recipient IN (${list(subject.contacts)})` : sql`false`;
  }
}

async function applyRule(tx: Transaction, rule: ErasureRule, subject: Subject): Promise<number> {
  const assignments = sql.join(
    Object.entries(rule.columns).map(([column, erasure]) => sql`${sql.identifier(column)} = ${erased(column, erasure, subject)}`),
    sql`, `,
  );
  const [row] = await rows<{ n: number }>(
    tx,
    sql`WITH erased AS (UPDATE ${sql.identifier(rule.table)} SET ${assignments} WHERE ${rowsOf(rule, subject)} RETURNING 1) SELECT count(*)::int AS n FROM erased`,
  );
  return Number(row.n);
}

/** The customer's mobiles (as stored and with +91) and e-mail: where messages to them were sent. */
function contactsOf(customer: PersonalData): string[] {
  const mobiles = [customer.mobileNumber, customer.altMobileNumber].filter((mobile) => mobile !== '');
  return [...mobiles, ...mobiles.map((mobile) => `${MOBILE_PREFIX}${mobile}`), ...(customer.email ? [customer.email] : [])];
}

export interface ErasureResult {
  counts: { table: string; rows: number }[];
  files: number;
}

/**
 * Erases a customer's personal data in the caller's transaction (ERASURE_LIST): their product documents are queued for
 * removal from the file store after the commit, and the activity log records which tables and columns were erased and
 * how many rows, never a value. Answers undefined for an unknown customer.
 */
export async function eraseCustomer(tx: Transaction, customerId: string, by: AuthUser): Promise<ErasureResult | undefined> {
  const customer = await firstRow<PersonalData>(
    tx,
    sql`SELECT first_name AS "firstName", last_name AS "lastName", email, mobile_number AS "mobileNumber", alt_mobile_number AS "altMobileNumber"
      FROM customers WHERE id = ${customerId} FOR UPDATE`,
  );
  if (!customer) return undefined;
  const subject: Subject = { customerId, token: customerId, values: personalValues(customer), contacts: contactsOf(customer) };
  // Their product documents, and whatever else was uploaded for them (an upload never attached to a product too).
  const files = await rows<{ key: string }>(
    tx,
    sql`SELECT f->>'key' AS key FROM customer_products cp CROSS JOIN jsonb_array_elements(cp.additional_documents) f
        WHERE cp.customer_id = ${customerId} AND f->>'key' IS NOT NULL
      UNION SELECT key FROM stored_files WHERE entity_type = ${PRODUCT_FILE_ENTITY} AND entity_id = ${customerId}`,
  );
  await queueFileDeletions(
    tx,
    files.map((file) => file.key),
  );
  const counts: ErasureResult['counts'] = [];
  for (const rule of ERASURE_LIST) counts.push({ table: rule.table, rows: await applyRule(tx, rule, subject) });
  const [forgotten] = await rows<{ n: number }>(
    tx,
    sql`WITH gone AS (DELETE FROM stored_files WHERE entity_type = ${PRODUCT_FILE_ENTITY} AND entity_id = ${customerId} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
  );
  counts.push({ table: 'stored_files', rows: Number(forgotten.n) });
  await recordActivity(tx, {
    entityId: customerId,
    entityType: CUSTOMER_ENTITY,
    activity: 'Customer personal data erased',
    remark: `${erasureSummary(counts)}; files: ${files.length}`,
    by,
  });
  return { counts, files: files.length };
}
