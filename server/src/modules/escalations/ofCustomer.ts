import { sql, type SQL } from 'drizzle-orm';

/** The ids of the escalations raised for the customer (an account's erasure selects them in its statement). */
export const customerEscalationIds = (customerId: string): SQL =>
  sql`SELECT id FROM escalations WHERE customer_id = ${customerId}`;
