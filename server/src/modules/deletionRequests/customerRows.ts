import { sql, type SQL } from 'drizzle-orm';
import type { CustomerRecord, ErasureRule } from '../../../../domain/customers/deletionErasure';
import type { PersonalDataMatcher, PersonalIdentifiers } from '../../../../domain/customers/personalData';
import { addressIdsOf, customerCreatedAt, productIdsOf } from '../customers';
import type { Executor } from '../../platform/db';
import { paymentIdsOfRequests } from '../payments';

/**
 * What the deletion reads of a customer's requests and escalations, handed in by the app: the requests count the
 * deletion requests on their dashboard and the escalations read the requests, so neither can be imported here.
 */
export interface RequestRecords {
  /** The ids of the customer's requests of both kinds. */
  requestIds: (customerId: string) => SQL;
  /** The address lines their requests keep, as a relation of one column. */
  addressLines: (customerId: string) => SQL;
  /** The ids of the escalations raised for them. */
  escalationIds: (customerId: string) => SQL;
  /** Whether a repair or pick-up of theirs is still to be done. */
  hasOpenRequests: (tx: Executor, customerId: string) => Promise<boolean>;
}

/** Everything an erasure statement needs to know of the customer. */
export interface Subject {
  customerId: string;
  /** The opaque value replacing their username and mobile: their customer id (unique, and no personal data). */
  token: string;
  identifiers: PersonalIdentifiers;
  matcher: PersonalDataMatcher;
  requests: RequestRecords;
}

/** The ids of each kind of the customer's records (CUSTOMER_RECORDS), each from the module that keeps them. */
const recordIds = (requests: RequestRecords): Record<CustomerRecord, (customerId: string) => SQL> => ({
  customer: (customerId) => sql`SELECT ${customerId}::text`,
  request: requests.requestIds,
  address: addressIdsOf,
  product: productIdsOf,
  escalation: requests.escalationIds,
  payment: (customerId) => paymentIdsOfRequests(requests.requestIds(customerId)),
  deletionRequest: (customerId) => sql`SELECT id FROM user_deletion_requests WHERE customer_id = ${customerId}`,
});

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
  const requests = sql`EXISTS (SELECT 1 FROM (${subject.requests.requestIds(subject.customerId)}) r
      WHERE ${name} LIKE '%' || r.id || '%')`;
  return sql`(${sql.join([...mobiles, ...email, requests], sql` OR `)})`;
}

/** The rows of a table that are the customer's (see ErasureRows). */
export function rowsOf(rule: Pick<ErasureRule, 'rows' | 'columns'>, subject: Subject): SQL {
  const { rows: which } = rule;
  if (which.kind === 'of') {
    const ids = sql.join(
      which.records.map((record) => recordIds(subject.requests)[record](subject.customerId)),
      sql` UNION ALL `,
    );
    return sql`${sql.identifier(which.column)} IN (${ids})`;
  }
  // No message names them before they were a customer: the scan starts at their creation (the outbox's time index).
  const mentions = sql.join(
    Object.keys(rule.columns).map((column) => mentionsCustomer(column, subject)),
    sql` OR `,
  );
  return sql`created_at >= ${customerCreatedAt(subject.customerId)} AND (${mentions})`;
}
