import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, rowOf, rowsOf } from '../../platform/db';

/** Whether the id is a partner that is Active now (a deleted invitation is not). */
export const isActivePartner = async (db: Executor, id: string) =>
  (await rowOf(
    db,
    z.object({ active: z.literal(1) }),
    sql`SELECT 1 AS active FROM channel_partners WHERE id = ${id} AND status = 'Active' AND deleted_at IS NULL`,
  )) !== undefined;

/** The partners one may choose while they are Active, by name. */
export const activePartnerChoices = (db: Executor) =>
  rowsOf(
    db,
    z.object({ id: z.string(), name: z.string() }),
    sql`SELECT id, name FROM channel_partners WHERE status = 'Active' ORDER BY name, id`,
  );

/** A partner's stored status; undefined when there is no such partner. */
export const partnerStatus = async (db: Executor, id: string) =>
  (await rowOf(db, z.object({ status: z.string() }), sql`SELECT status FROM channel_partners WHERE id = ${id}`))
    ?.status;

/** The primary e-mail a partner's notices go to; undefined when there is no such partner. */
export const partnerEmail = async (db: Executor, id: string) =>
  (
    await rowOf(
      db,
      z.object({ email: z.string() }),
      sql`SELECT primary_email AS email FROM channel_partners WHERE id = ${id}`,
    )
  )?.email;
