import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, idRow, rowOf, rowsOf } from '../../platform/db';

const activeTechnicianChoicesRow = z.object({ id: z.string(), name: z.string() });

/** A partner's Active technicians to choose from, by name. */
export const activeTechnicianChoices = (db: Executor, partnerId: string) =>
  rowsOf(
    db,
    activeTechnicianChoicesRow,
    sql`SELECT id, trim(first_name || ' ' || last_name) AS name FROM technicians
        WHERE channel_partner_id = ${partnerId} AND status = 'Active' ORDER BY 2, 1`,
  );

const worksForPartnerRow = z.object({ found: z.literal(1) });

/** Whether the technician works for the partner. */
export const worksForPartner = async (db: Executor, technicianId: string, partnerId: string) =>
  (await rowOf(
    db,
    worksForPartnerRow,
    sql`SELECT 1 AS found FROM technicians WHERE id = ${technicianId} AND channel_partner_id = ${partnerId}`,
  )) !== undefined;

/** The ids of a partner's technicians (whose files the partner keeps). */
export const technicianIdsOfPartner = async (db: Executor, partnerId: string) =>
  (await rowsOf(db, idRow, sql`SELECT id FROM technicians WHERE channel_partner_id = ${partnerId}`)).map(
    ({ id }) => id,
  );
