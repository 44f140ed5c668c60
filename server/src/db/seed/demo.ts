import { inArray } from 'drizzle-orm';
import { ROLES, type Role } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import type { PoolName } from '../../identity/pools';
import { channelPartners, channelPartnerServiceAreas, dealers, pincodes, technicians } from '../schema';

/** Demo accounts of the README: one per role (only when SEED_DEMO is on). */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@reloop.test', password: 'Admin@1234', name: 'Asha Admin', role: ROLES.admin },
  customerCare: { email: 'care@reloop.test', password: 'Care@1234', name: 'Chetan Care', role: ROLES.customerCare },
  channelPartner: { email: 'partner@reloop.test', password: 'Partner@1234', name: 'GreenFix Services', role: ROLES.channelPartner },
  dealer: { email: 'dealer@reloop.test', password: 'Dealer@1234', name: 'Sharma Electronics', role: ROLES.dealer },
  technicianMobile: '9876543210',
} as const;

const DEMO_SERVICE_AREA_PINCODES = [560001, 560034, 560095, 110001];

export async function ensureStaffUser(ctx: AppContext, account: { email: string; password: string; name: string; role: Role }) {
  if (await ctx.identity.getUser('staff', account.email)) return;
  await ctx.identity.createUser({
    pool: 'staff',
    username: account.email,
    password: account.password,
    groups: [account.role],
    attributes: { email: account.email, email_verified: 'true', name: account.name, 'custom:first_login': 'false' },
  });
}

export async function seedDemo(ctx: AppContext) {
  const { db } = ctx;
  for (const account of [DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.customerCare, DEMO_ACCOUNTS.channelPartner, DEMO_ACCOUNTS.dealer]) {
    await ensureStaffUser(ctx, account);
  }

  const partner = DEMO_ACCOUNTS.channelPartner;
  const [partnerRow] = await db
    .insert(channelPartners)
    .values({
      name: partner.name,
      typeOfFirm: 'Authorised service center',
      primaryEmail: partner.email,
      primaryMobile: '9812345670',
      userName: partner.email,
      referralCode: 'GREENFIX',
      status: 'Active',
    })
    .onConflictDoUpdate({ target: channelPartners.primaryEmail, set: { status: 'Active' } })
    .returning({ id: channelPartners.id });

  const areas = await db
    .select({ code: pincodes.code, area: pincodes.area })
    .from(pincodes)
    .where(inArray(pincodes.code, DEMO_SERVICE_AREA_PINCODES));
  if (areas.length > 0) {
    await db
      .insert(channelPartnerServiceAreas)
      .values(areas.map((a) => ({ channelPartnerId: partnerRow.id, pincode: a.code, area: a.area })))
      .onConflictDoNothing();
  }

  await db
    .insert(dealers)
    .values({ name: DEMO_ACCOUNTS.dealer.name, email: DEMO_ACCOUNTS.dealer.email, mobile: '9823456701', userName: DEMO_ACCOUNTS.dealer.email, status: 'Active' })
    .onConflictDoNothing();

  const mobile = DEMO_ACCOUNTS.technicianMobile;
  const [technician] = await db
    .insert(technicians)
    .values({ channelPartnerId: partnerRow.id, firstName: 'Ravi', lastName: 'Kumar', mobile, userName: `+91${mobile}`, status: 'Active' })
    .onConflictDoUpdate({ target: technicians.mobile, set: { channelPartnerId: partnerRow.id } })
    .returning({ id: technicians.id });
  await ensureTechnicianUser(ctx, 'technician', `+91${mobile}`, technician.id);
}

async function ensureTechnicianUser(ctx: AppContext, pool: PoolName, username: string, technicianId: string) {
  if (await ctx.identity.getUser(pool, username)) return;
  await ctx.identity.createUser({
    pool,
    username,
    groups: [ROLES.technician],
    attributes: { phone_number: username, phone_number_verified: 'true', name: 'Ravi Kumar', 'custom:id': technicianId, 'custom:first_login': 'false' },
  });
}
