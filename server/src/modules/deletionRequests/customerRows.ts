import { sql, type SQL } from 'drizzle-orm';
import type { CustomerRecord, ErasureRule } from '../../../../domain/customers/deletionErasure';
import type { PersonalDataMatcher, PersonalIdentifiers } from '../../../../domain/customers/personalData';

/** Everything an erasure statement needs to know of the customer. */
export interface Subject {
  customerId: string;
  /** The opaque value replacing their username and mobile: their customer id (unique, and no personal data). */
  token: string;
  identifiers: PersonalIdentifiers;
  matcher: PersonalDataMatcher;
}

/** The ids of each kind of the customer's records (CUSTOMER_RECORDS). */
const RECORD_IDS: Record<CustomerRecord, (customerId: string) => SQL> = {
  customer: (customerId) => sql`SELECT ${customerId}::text`,
  request: (customerId) =>
    sql`SELECT id FROM requests WHERE customer_id = ${customerId} UNION ALL SELECT id FROM pick_up_requests
        WHERE customer_id = ${customerId}`,
  address: (customerId) => sql`SELECT id FROM customer_addresses WHERE customer_id = ${customerId}`,
  product: (customerId) => sql`SELECT id FROM customer_products WHERE customer_id = ${customerId}`,
  escalation: (customerId) => sql`SELECT id FROM escalations WHERE customer_id = ${customerId}`,
  payment: (customerId) => sql`SELECT id FROM payments WHERE request_id IN (${RECORD_IDS.request(customerId)})`,
  deletionRequest: (customerId) => sql`SELECT id FROM user_deletion_requests WHERE customer_id = ${customerId}`,
};

const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * A text column that holds one of the customer's mobiles (in any grouping), their e-mail or one of their request ids.
 */
function mentionsCustomer(column: string, subject: Subject): SQL {
  const name = sql`coalesce(${sql.identifier(column)}, '')`;
  const mobiles = subject.identifiers.mobiles.map(
    (mobile) => sql`regexp_replace(${name}, '\\D', '', 'g') LIKE ${likeLiteral(mobile)}`,
  );
  const email = subject.identifiers.email ? [sql`${name} ILIKE ${likeLiteral(subject.identifiers.email)}`] : [];
  const requests = sql`EXISTS (SELECT 1 FROM (${RECORD_IDS.request(subject.customerId)}) r
      WHERE ${name} LIKE '%' || r.id || '%')`;
  return sql`(${sql.join([...mobiles, ...email, requests], sql` OR `)})`;
}

/** The rows of a table that are the customer's (see ErasureRows). */
export function rowsOf(rule: Pick<ErasureRule, 'rows' | 'columns'>, subject: Subject): SQL {
  const { rows: which } = rule;
  if (which.kind === 'of') {
    const ids = sql.join(
      which.records.map((record) => RECORD_IDS[record](subject.customerId)),
      sql` UNION ALL `,
    );
    return sql`${sql.identifier(which.column)} IN (${ids})`;
  }
  // No message names them before they were a customer: the scan starts at their creation (the outbox's time index).
  const mentions = sql.join(
    Object.keys(rule.columns).map((column) => mentionsCustomer(column, subject)),
    sql` OR `,
  );
  return sql`created_at >= (SELECT created_at FROM customers WHERE id = ${subject.customerId}) AND (${mentions})`;
}
