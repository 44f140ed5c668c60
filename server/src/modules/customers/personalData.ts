import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, idRow, rowOf, rowsOf } from '../../platform/db';

/**
 * What the deletion of a customer's account reads of the customers' tables: their personal data, the identifiers their
 * products and addresses hold, and the ids of those records as fragments, so an erasure statement stays one statement.
 */

const personalDataRow = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string(),
  altMobileNumber: z.string(),
});

export type PersonalData = z.output<typeof personalDataRow>;
const textRow = z.object({ text: z.string().nullable() });

/** Holds the customer's row for the rest of the transaction: a booking for them (its foreign key check) waits. */
export async function lockCustomer(tx: Executor, customerId: string) {
  await tx.execute(sql`SELECT 1 FROM customers WHERE id = ${customerId} FOR UPDATE`);
}

/** The customer's name, e-mail and mobiles; `lock` holds their row for the rest of the transaction. */
export async function personalDataOf(
  tx: Executor,
  customerId: string,
  options: { lock?: boolean } = {},
): Promise<PersonalData | undefined> {
  return rowOf(
    tx,
    personalDataRow,
    sql`SELECT first_name AS "firstName", last_name AS "lastName", email, mobile_number AS "mobileNumber",
        alt_mobile_number AS "altMobileNumber"
      FROM customers WHERE id = ${customerId}${options.lock ? sql` FOR UPDATE` : sql``}`,
  );
}

const customerOfMobileRow = idRow.extend({ userName: z.string(), name: z.string() });

/** The customer of a ten-digit mobile: their id, user name and name (first and last). */
export async function customerOfMobile(db: Executor, mobile: string) {
  return rowOf(
    db,
    customerOfMobileRow,
    sql`SELECT id, user_name AS "userName", first_name || ' ' || last_name AS name FROM customers
        WHERE mobile_number = ${mobile}`,
  );
}

/** The serial numbers of the customer's products (null where none was given). */
export async function productSerialsOf(tx: Executor, customerId: string) {
  return rowsOf(tx, textRow, sql`SELECT serial_no AS text FROM customer_products WHERE customer_id = ${customerId}`);
}

/** The lines of the customer's saved addresses, as a relation of one `text` column (a line may be null). */
export const addressLinesOf = (customerId: string): SQL =>
  sql`SELECT unnest(ARRAY[line1, line2, landmark]) AS text FROM customer_addresses WHERE customer_id = ${customerId}`;

/** The file keys of the customer's product documents, as a relation of one `key` column. */
export const productDocumentKeysOf = (customerId: string): SQL =>
  sql`SELECT f->>'key' AS key FROM customer_products cp CROSS JOIN jsonb_array_elements(cp.additional_documents) f
        WHERE cp.customer_id = ${customerId} AND f->>'key' IS NOT NULL`;

/** The ids of the customer's saved addresses. */
export const addressIdsOf = (customerId: string): SQL =>
  sql`SELECT id FROM customer_addresses WHERE customer_id = ${customerId}`;

/** The ids of the customer's products. */
export const productIdsOf = (customerId: string): SQL =>
  sql`SELECT id FROM customer_products WHERE customer_id = ${customerId}`;

/** When the customer was created, as a scalar subquery. */
export const customerCreatedAt = (customerId: string): SQL =>
  sql`(SELECT created_at FROM customers WHERE id = ${customerId})`;
