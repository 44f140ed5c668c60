import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PartnerStatus } from '../../../../domain/channelPartner/status';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { saveUpload } from '../../platform/files';
import { dataCipher } from '../../platform/secrets';
import { bankName, isValidIfsc } from '../../modules/ifsc/bank';
import { demoPdf, demoPng } from './demoFiles';

/** What a demo partner's profile holds; every part is written only when the partner has none yet, so restarts keep edits. */
export interface DemoPartnerProfile {
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
  services?: { id: string; dailyCallCapacity: number }[];
  /** Every area of these pincodes (from the seeded directory) becomes a service area. */
  serviceAreaPincodes?: number[];
  /** day -> the pincodes whose areas are visited that day */
  days?: Record<number, number[]>;
  /** brand name -> product names, from the seeded catalogue */
  brands?: Record<string, string[]>;
  bank?: { ifscCode: string; branch: string; city: string; accountHolderName: string; accountNumber: string; accountType: string };
  documents?: { aadhar: string; pan: string; gst: string };
  contract?: { startDate: string; endDate: string };
}

type Rows<T> = { rows: T[] };
const query = async <T>(ctx: AppContext, statement: ReturnType<typeof sql>) => ((await ctx.db.execute(statement)) as unknown as Rows<T>).rows;
const has = async (ctx: AppContext, table: string, id: string) => (await query(ctx, sql`SELECT 1 FROM ${sql.raw(table)} WHERE channel_partner_id = ${id} LIMIT 1`)).length > 0;

/** The partner record and its sign-in user (Channel-Partner group), created once. */
export async function ensureDemoPartner(ctx: AppContext, profile: DemoPartnerProfile): Promise<string> {
  if (!(await ctx.identity.getUser('staff', profile.email))) {
    await ctx.identity.createUser({
      pool: 'staff',
      username: profile.email,
      ...(profile.password ? { password: profile.password } : { temporaryPassword: `${randomBytes(9).toString('base64url')}aA1!` }),
      groups: [ROLES.channelPartner],
      attributes: { email: profile.email, email_verified: 'true', name: profile.name, 'custom:first_login': profile.password ? 'false' : 'true' },
    });
  }
  // An invited demo partner holds an open link nobody knows; an admin's 'Resend Link' mails a working one.
  const invitation =
    profile.status === 'Invited'
      ? sql`${createHash('sha256').update(randomBytes(32)).digest('hex')}, now() + ${ctx.config.inviteExpiryHours}::float8 * interval '1 hour'`
      : sql`NULL, NULL`;
  await ctx.db.execute(sql`INSERT INTO channel_partners (name, type_of_firm, primary_email, primary_mobile, user_name, referral_code, status,
      invite_challenge_hash, invite_expires_at)
    VALUES (${profile.name}, ${profile.typeOfFirm}, ${profile.email}, ${profile.mobile}, ${profile.email}, ${profile.referralCode}, ${profile.status}, ${invitation})
    ON CONFLICT (primary_email) DO NOTHING`);
  const [row] = await query<{ id: string }>(ctx, sql`SELECT id FROM channel_partners WHERE primary_email = ${profile.email}`);
  return row.id;
}

/** Fills the sections of a demo partner from real reference data: directory pincodes, catalogue brands, a known IFSC, stored files. */
export async function fillDemoProfile(ctx: AppContext, id: string, profile: DemoPartnerProfile) {
  if (profile.office && profile.manager) await basicDetails(ctx, id, profile);
  if (profile.services && !(await has(ctx, 'channel_partner_services', id))) {
    for (const [index, service] of profile.services.entries()) {
      await ctx.db.execute(sql`INSERT INTO channel_partner_services (channel_partner_id, service_id, daily_call_capacity, position)
        VALUES (${id}, ${service.id}, ${service.dailyCallCapacity}, ${index + 1}) ON CONFLICT DO NOTHING`);
    }
  }
  if (profile.serviceAreaPincodes && !(await has(ctx, 'channel_partner_service_areas', id))) {
    await ctx.db.execute(sql`INSERT INTO channel_partner_service_areas (channel_partner_id, pincode, area)
      SELECT ${id}, code, area FROM pincodes WHERE code IN (${sql.join(
        profile.serviceAreaPincodes.map((code) => sql`${code}`),
        sql`, `,
      )}) ON CONFLICT DO NOTHING`);
  }
  if (profile.days && !(await has(ctx, 'channel_partner_day_areas', id))) {
    for (const [day, codes] of Object.entries(profile.days)) {
      await ctx.db.execute(sql`INSERT INTO channel_partner_day_areas (channel_partner_id, day, pincode, area)
        SELECT channel_partner_id, ${Number(day)}, pincode, area FROM channel_partner_service_areas
        WHERE channel_partner_id = ${id} AND pincode IN (${sql.join(
          codes.map((code) => sql`${code}`),
          sql`, `,
        )}) ON CONFLICT DO NOTHING`);
    }
  }
  if (profile.brands && !(await has(ctx, 'channel_partner_brand_products', id))) {
    for (const [brand, productNames] of Object.entries(profile.brands)) {
      await ctx.db.execute(sql`INSERT INTO channel_partner_brand_products (channel_partner_id, brand_id, product_id)
        SELECT ${id}, b.id, p.id FROM brands b CROSS JOIN products p
        WHERE b.name = ${brand} AND p.name IN (${sql.join(
          productNames.map((name) => sql`${name}`),
          sql`, `,
        )}) ON CONFLICT DO NOTHING`);
    }
  }
  if (profile.bank && !(await has(ctx, 'channel_partner_bank_details', id))) await bankDetails(ctx, id, profile.bank);
  if (profile.documents && !(await has(ctx, 'channel_partner_documents', id))) await documents(ctx, id, profile.documents);
  if (profile.contract) {
    await ctx.db.execute(sql`UPDATE channel_partners SET contract_start_date = ${profile.contract.startDate}::date, contract_end_date = ${profile.contract.endDate}::date
      WHERE id = ${id} AND contract_start_date IS NULL`);
  }
}

async function basicDetails(ctx: AppContext, id: string, profile: DemoPartnerProfile) {
  const office = profile.office!;
  const manager = profile.manager!;
  // The office's area, city and state are the directory's own for its pincode.
  const [place] = await query<{ area: string; city: string; state: string }>(ctx, sql`SELECT area, city, state FROM pincodes WHERE code = ${office.pincode} ORDER BY area LIMIT 1`);
  if (!place) return;
  await ctx.db.execute(sql`UPDATE channel_partners SET address_line1 = ${office.addressLine1}, address_line2 = ${office.addressLine2}, landmark = ${office.landmark},
      pincode = ${office.pincode}, area = ${place.area}, city = ${place.city}, state = ${place.state},
      manager_name = ${manager.name}, manager_email = ${manager.email}, manager_mobile = ${manager.mobileNumber}
    WHERE id = ${id} AND address_line1 IS NULL`);
}

async function bankDetails(ctx: AppContext, id: string, bank: NonNullable<DemoPartnerProfile['bank']>) {
  if (!isValidIfsc(bank.ifscCode)) throw new Error(`demo IFSC ${bank.ifscCode} is not a known code`);
  const cipher = await dataCipher(ctx);
  const cheque = await saveUpload(ctx, { entityType: 'channelPartner', entityId: id, name: 'cancelled-cheque.png', bytes: demoPng(120, 54, [230, 236, 240]), uploadedBy: null });
  const number = bank.accountNumber;
  // Branch and city as the imported IFSC table has them, when it was imported.
  const [branch] = await query<{ branch: string; city: string }>(ctx, sql`SELECT branch, city FROM ifsc_branches WHERE ifsc = ${bank.ifscCode}`);
  await ctx.db.execute(sql`INSERT INTO channel_partner_bank_details (channel_partner_id, ifsc_code, bank_name, branch, city, account_holder_name,
      account_number_encrypted, account_number_last4, account_number_length, account_type, cheque)
    VALUES (${id}, ${bank.ifscCode}, ${bankName(bank.ifscCode) ?? bank.ifscCode.slice(0, 4)}, ${branch?.branch || bank.branch}, ${branch?.city || bank.city}, ${bank.accountHolderName},
      ${cipher.encrypt(number)}, ${number.slice(-4)}, ${number.length}, ${bank.accountType}, ${JSON.stringify({ name: cheque.name, type: cheque.type, key: cheque.key })}::jsonb)
    ON CONFLICT DO NOTHING`);
}

async function documents(ctx: AppContext, id: string, numbers: NonNullable<DemoPartnerProfile['documents']>) {
  const cipher = await dataCipher(ctx);
  const kinds = [
    { docType: 'Aadhar Card', number: numbers.aadhar, file: { name: 'aadhar-card.pdf', bytes: demoPdf('Aadhar Card (demo)') }, encrypted: true },
    { docType: 'PAN Card', number: numbers.pan, file: { name: 'pan-card.pdf', bytes: demoPdf(`PAN ${numbers.pan} (demo)`) }, encrypted: false },
    { docType: 'GST', number: numbers.gst, file: { name: 'gst-certificate.png', bytes: demoPng() }, encrypted: false },
  ];
  for (const kind of kinds) {
    const stored = await saveUpload(ctx, { entityType: 'channelPartner', entityId: id, uploadedBy: null, ...kind.file });
    const file = JSON.stringify({ name: stored.name, type: stored.type, key: stored.key });
    await ctx.db
      .execute(sql`INSERT INTO channel_partner_documents (channel_partner_id, doc_type, doc_number, doc_number_encrypted, doc_number_last4, doc_number_length, file, mandatory)
      VALUES (${id}, ${kind.docType}, ${kind.encrypted ? null : kind.number}, ${kind.encrypted ? cipher.encrypt(kind.number) : null},
        ${kind.encrypted ? kind.number.slice(-4) : null}, ${kind.encrypted ? kind.number.length : null}::int, ${file}::jsonb, true)
      ON CONFLICT DO NOTHING`);
  }
}
