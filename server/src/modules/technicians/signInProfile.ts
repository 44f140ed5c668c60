import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { technicians } from '../../db/schema';

type Reader = Pick<Database, 'select'>;

/** The technician a sign-in acts for: by the identity's custom:id when it has one, else by its mobile. */
export async function technicianOfSignIn(
  db: Reader,
  by: { id: string } | { mobile: string },
): Promise<{ id: string; channelPartnerId: string | null } | undefined> {
  const [technician] = await db
    .select({ id: technicians.id, channelPartnerId: technicians.channelPartnerId })
    .from(technicians)
    .where('id' in by ? eq(technicians.id, by.id) : eq(technicians.mobile, by.mobile))
    .limit(1);
  return technician;
}
