import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { dealers } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/**
 * The dealer a dealer sign-in acts for: by e-mail (lower case); a deleted or revoked invitation is no dealer's record.
 */
export async function dealerOfSignIn(db: Reader, email: string): Promise<{ id: string; status: string } | undefined> {
  const [dealer] = await db
    .select({ id: dealers.id, status: dealers.status })
    .from(dealers)
    .where(sql`lower(${dealers.email}) = ${email} AND ${dealers.deletedAt} IS NULL AND ${dealers.status} <> 'Revoked'`)
    .limit(1);
  return dealer;
}

/** A dealer's name, the organisation its sign-in works for. */
export async function dealerName(db: Reader, id: string): Promise<string | undefined> {
  const [dealer] = await db.select({ name: dealers.name }).from(dealers).where(eq(dealers.id, id)).limit(1);
  return dealer?.name;
}
