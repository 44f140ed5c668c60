import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channelPartners } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/** The partner a partner sign-in acts for: by its primary e-mail (lower case), not a deleted invitation. */
export async function partnerOfSignIn(db: Reader, email: string): Promise<{ id: string; name: string } | undefined> {
  const [partner] = await db
    .select({ id: channelPartners.id, name: channelPartners.name })
    .from(channelPartners)
    .where(sql`lower(${channelPartners.primaryEmail}) = ${email} AND ${channelPartners.deletedAt} IS NULL`)
    .limit(1);
  return partner;
}

/** A partner's name, the organisation its technicians work for. */
export async function partnerName(db: Reader, id: string): Promise<string | undefined> {
  const [partner] = await db
    .select({ name: channelPartners.name })
    .from(channelPartners)
    .where(eq(channelPartners.id, id))
    .limit(1);
  return partner?.name;
}
