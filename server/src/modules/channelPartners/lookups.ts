import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { column, type Executor, rowOf, rowsOf } from '../../platform/db';
import { memberByUsername } from '../teamMembers';

const isActivePartnerRow = z.object({ active: z.literal(1) });

/** Whether the id is a partner that is Active now (a deleted invitation is not). */
export const isActivePartner = async (db: Executor, id: string) =>
  (await rowOf(
    db,
    isActivePartnerRow,
    sql`SELECT 1 AS active FROM channel_partners WHERE id = ${id} AND status = 'Active' AND deleted_at IS NULL`,
  )) !== undefined;

const activePartnerChoicesRow = z.object({ id: z.string(), name: z.string() });

/** The partners one may choose while they are Active, by name. */
export const activePartnerChoices = (db: Executor) =>
  rowsOf(
    db,
    activePartnerChoicesRow,
    sql`SELECT id, name FROM channel_partners WHERE status = 'Active' ORDER BY name, id`,
  );

const partnerStatusRow = z.object({ status: z.string() });

/** A partner's stored status; undefined when there is no such partner. */
export const partnerStatus = async (db: Executor, id: string) =>
  (await rowOf(db, partnerStatusRow, sql`SELECT status FROM channel_partners WHERE id = ${id}`))?.status;

const partnerEmailRow = z.object({ email: z.string() });

/** The primary e-mail a partner's notices go to; undefined when there is no such partner. */
export const partnerEmail = async (db: Executor, id: string) =>
  (await rowOf(db, partnerEmailRow, sql`SELECT primary_email AS email FROM channel_partners WHERE id = ${id}`))?.email;

const partnerDaysInRow = z.object({ day: column.number });

/**
 * The days of the week a partner's day map names for an area, in order (none named: the partner works every day there).
 */
export const partnerDaysIn = async (db: Executor, partnerId: string, place: { pincode: number; area: string }) =>
  (
    await rowsOf(
      db,
      partnerDaysInRow,
      sql`SELECT day FROM channel_partner_day_areas WHERE channel_partner_id = ${partnerId}
          AND pincode = ${place.pincode} AND area = ${place.area} ORDER BY day`,
    )
  ).map((d) => d.day);

/**
 * The primary e-mail (sign-in name) of the channel partner a staff user works for (undefined: not a partner's staff
 * user).
 */
export async function partnerUsernameOfMember(db: Executor, username: string): Promise<string | undefined> {
  const employer = (await memberByUsername(db, username))?.channelPartnerId;
  return employer === null || employer === undefined ? undefined : partnerEmail(db, employer);
}
