import { eq, sql } from 'drizzle-orm';
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

/** A technician's name as its profile shows it (first and last). */
export async function technicianName(db: Reader, id: string): Promise<string | undefined> {
  const [technician] = await db
    .select({ name: sql<string>`${technicians.firstName} || ' ' || ${technicians.lastName}` })
    .from(technicians)
    .where(eq(technicians.id, id))
    .limit(1);
  return technician?.name;
}
