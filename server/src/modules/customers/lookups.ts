import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { type Executor, idRow, rowOf } from '../../platform/db';

/** The id of the customer of a user name, if there is one. */
export async function customerIdByUserName(db: Executor, userName: string): Promise<string | undefined> {
  return (await rowOf(db, idRow, sql`SELECT id FROM customers WHERE user_name = ${userName}`))?.id;
}

/** Whether a customer of this id exists. */
export async function customerExists(db: Database, id: string): Promise<boolean> {
  const found = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1);
  return found.length > 0;
}
