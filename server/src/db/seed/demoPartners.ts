import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PartnerStatus } from '../../../../domain/channelPartner/status';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { PARTNER_SECTION_TABLES } from '../../modules/profileSections';
import { type DemoSections, demoQuery, fillDemoSections } from './demoSections';

/**
 * What a demo partner's profile holds; every part is written only when the partner has none yet, so restarts keep
 * edits.
 */
export interface DemoPartnerProfile extends DemoSections {
  email: string;
  name: string;
  typeOfFirm: string;
  mobile: string;
  referralCode: string;
  status: PartnerStatus;
  /** A permanent password to sign in with; without it the user must come through an invitation link. */
  password?: string;
  office?: { addressLine1: string; addressLine2: string; landmark: string; pincode: number };
  manager?: { name: string; email: string; mobileNumber: string };
  /** day -> the pincodes whose areas are visited that day */
  days?: Record<number, number[]>;
  documents?: { aadhar: string; pan: string; gst: string };
  contract?: { startDate: string; endDate: string };
}

/** The partner record and its sign-in user (Channel-Partner group), created once. */
export async function ensureDemoPartner(ctx: AppContext, profile: DemoPartnerProfile): Promise<string> {
  if (!(await ctx.identity.getUser('staff', profile.email))) {
    await ctx.identity.createUser({
      pool: 'staff',
      username: profile.email,
      ...(profile.password
        ? { password: profile.password }
        : { temporaryPassword: `${randomBytes(9).toString('base64url')}aA1!` }),
      groups: [ROLES.channelPartner],
      attributes: {
        email: profile.email,
        email_verified: 'true',
        name: profile.name,
        'custom:first_login': profile.password ? 'false' : 'true',
      },
    });
  }
  // An invited demo partner holds an open link nobody knows; an admin's 'Resend Link' mails a working one.
  const invitation =
    profile.status === 'Invited'
      ? sql`${createHash('sha256').update(randomBytes(32)).digest('hex')},
          now() + ${ctx.config.inviteExpiryHours}::float8 * interval '1 hour'`
      : sql`NULL, NULL`;
  await ctx.db.execute(sql`INSERT INTO channel_partners (name, type_of_firm, primary_email, primary_mobile, user_name,
        referral_code, status,
      invite_challenge_hash, invite_expires_at)
    VALUES (${profile.name}, ${profile.typeOfFirm}, ${profile.email}, ${profile.mobile}, ${profile.email},
      ${profile.referralCode}, ${profile.status}, ${invitation})
    ON CONFLICT (primary_email) DO NOTHING`);
  const [row] = await demoQuery<{ id: string }>(
    ctx,
    sql`SELECT id FROM channel_partners WHERE primary_email = ${profile.email}`,
  );
  return row.id;
}

/** Fills the sections of a demo partner from real reference data (fillDemoSections), its day map and contract. */
export async function fillDemoProfile(ctx: AppContext, id: string, profile: DemoPartnerProfile) {
  if (profile.office && profile.manager) await basicDetails(ctx, id, profile);
  await fillDemoSections(ctx, { tables: PARTNER_SECTION_TABLES, entityType: 'channelPartner', id }, profile);
  const hasDays =
    (await demoQuery(ctx, sql`SELECT 1 FROM channel_partner_day_areas WHERE channel_partner_id = ${id} LIMIT 1`))
      .length > 0;
  if (profile.days && !hasDays) {
    for (const [day, codes] of Object.entries(profile.days)) {
      await ctx.db.execute(sql`INSERT INTO channel_partner_day_areas (channel_partner_id, day, pincode, area)
        SELECT channel_partner_id, ${Number(day)}, pincode, area FROM channel_partner_service_areas
        WHERE channel_partner_id = ${id} AND pincode IN (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )}) ON CONFLICT DO NOTHING`);
    }
  }
  if (profile.contract) {
    await ctx.db.execute(sql`UPDATE channel_partners SET contract_start_date = ${profile.contract.startDate}::date,
          contract_end_date = ${profile.contract.endDate}::date
      WHERE id = ${id} AND contract_start_date IS NULL`);
  }
}

async function basicDetails(ctx: AppContext, id: string, profile: DemoPartnerProfile) {
  const office = profile.office!;
  const manager = profile.manager!;
  // The office's area, city and state are the directory's own for its pincode.
  const [place] = await demoQuery<{ area: string; city: string; state: string }>(
    ctx,
    sql`SELECT area, city, state FROM pincodes WHERE code = ${office.pincode} ORDER BY area LIMIT 1`,
  );
  if (!place) return;
  await ctx.db.execute(sql`UPDATE channel_partners SET address_line1 = ${office.addressLine1},
        address_line2 = ${office.addressLine2}, landmark = ${office.landmark},
      pincode = ${office.pincode}, area = ${place.area}, city = ${place.city}, state = ${place.state},
      manager_name = ${manager.name}, manager_email = ${manager.email}, manager_mobile = ${manager.mobileNumber}
    WHERE id = ${id} AND address_line1 IS NULL`);
}
