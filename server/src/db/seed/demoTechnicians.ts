import { sql } from 'drizzle-orm';
import type { TechnicianStatus } from '../../../../domain/technicians/statuses';
import type { AppContext } from '../../context';
import { TECHNICIAN_SECTION_TABLES } from '../../modules/profileSections';
import { createTechnicianUser, TECHNICIAN_ENTITY, technicianUsername } from '../../modules/technicians';
import { type DemoSections, demoQuery, fillDemoSections } from './demoSections';

/** A demo technician of a demo partner; sections are offered from the partner's own (its areas, brands, services). */
export interface DemoTechnician extends DemoSections {
  firstName: string;
  lastName: string;
  mobile: string;
  email?: string;
  referralCode: string;
  status: TechnicianStatus;
  /** Both addresses: lines and a directory pincode and area (city and state are the directory's). */
  address: { addressLine1: string; addressLine2: string; landmark: string; pincode: number; area: string };
}

/**
 * The technician record (added once, by mobile, to the partner; restarts keep edits and only fill what is missing) with
 * its addresses, its sections and its sign-in user in the technician pool: enabled only for an Active technician.
 * Answers the technician id.
 */
export async function ensureDemoTechnician(
  ctx: AppContext,
  partnerId: string,
  technician: DemoTechnician,
): Promise<string> {
  const [place] = await demoQuery<{ city: string; state: string }>(
    ctx,
    sql`SELECT city, state FROM pincodes WHERE code = ${technician.address.pincode}
        AND area = ${technician.address.area} LIMIT 1`,
  );
  const address = place ? JSON.stringify({ ...technician.address, ...place }) : null;
  const username = technicianUsername(technician.mobile);
  await ctx.db
    .execute(sql`INSERT INTO technicians (channel_partner_id, first_name, last_name, email, mobile, user_name, status,
        referral_code, current_address, permanent_address)
    VALUES (${partnerId}, ${technician.firstName}, ${technician.lastName}, ${technician.email ?? null},
      ${technician.mobile}, ${username}, ${technician.status},
      ${technician.referralCode}, ${address}::jsonb, ${address}::jsonb)
    ON CONFLICT (mobile) DO UPDATE SET channel_partner_id = excluded.channel_partner_id,
      current_address = COALESCE(technicians.current_address, excluded.current_address),
      permanent_address = COALESCE(technicians.permanent_address, excluded.permanent_address),
      referral_code = COALESCE(technicians.referral_code, excluded.referral_code)`);
  const [row] = await demoQuery<{ id: string }>(
    ctx,
    sql`SELECT id FROM technicians WHERE mobile = ${technician.mobile}`,
  );
  await fillDemoSections(
    ctx,
    { tables: TECHNICIAN_SECTION_TABLES, entityType: TECHNICIAN_ENTITY, id: row.id },
    technician,
  );
  if (!(await ctx.identity.getUser('technician', username))) {
    await createTechnicianUser(ctx, { ...technician, id: row.id }, { enabled: technician.status === 'Active' });
  }
  return row.id;
}
