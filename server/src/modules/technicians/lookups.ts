import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, rowsOf } from '../../platform/db';

/** A partner's Active technicians to choose from, by name. */
export const activeTechnicianChoices = (db: Executor, partnerId: string) =>
  rowsOf(
    db,
    z.object({ id: z.string(), name: z.string() }),
    sql`SELECT id, trim(first_name || ' ' || last_name) AS name FROM technicians
        WHERE channel_partner_id = ${partnerId} AND status = 'Active' ORDER BY 2, 1`,
  );
