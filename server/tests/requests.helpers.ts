import { randomUUID } from 'node:crypto';
import { lastBookableDay, SLOT_LABELS } from '../../domain/channelPartner/timeSlots';
import type { RaisePickUpRequest, RaiseRepairRequest } from '../../domain/requests/raise';
import type { Role } from '../../domain/roles';
import { todayInIndia } from '../src/modules/requests/slots';
import {
  AREAS,
  caller,
  catalogueIds,
  completeProfile,
  expecting,
  onboardPartner,
  startPartnerServer,
  type OnboardedPartner,
} from './channelPartners.helpers';
import type { TestServer } from './support/testServer';
import { addTechnician, digitsOf, fillSections, technicianSignIn } from './technicians.helpers';

/** Anything that runs a parameterised statement: the test server's database, or a pg client. */
export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

/** The booking window of the request tests' servers (AVAILABILITY_WINDOW_DAYS). */
export const WINDOW_DAYS = 14;

/** A server with the masters, a few real pincodes and a 14-day booking window. */
export const startRequestServer = () => startPartnerServer({ AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS) });
/** The same server, its log lines (from info up, masked as in production) written to `logTo`. */
export const startRequestServerLoggingTo = (logTo: NodeJS.WritableStream) =>
  startPartnerServer({ AVAILABILITY_WINDOW_DAYS: String(WINDOW_DAYS), LOG_LEVEL: 'info' }, { logTo });

/** India's today plus `n` days (yyyy-MM-dd). */
export function dayAhead(n: number, today = todayInIndia().today): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The next day within the window (from tomorrow) falling on `weekday` (0 = Sunday), and the next one that does not. */
export function daysByWeekday(weekday: number) {
  const days = Array.from({ length: WINDOW_DAYS - 1 }, (_, i) => dayAhead(i + 1));
  const weekdayOf = (d: string) => new Date(`${d}T00:00:00Z`).getUTCDay();
  return { on: days.find((d) => weekdayOf(d) === weekday)!, off: days.find((d) => weekdayOf(d) !== weekday)! };
}

export const lastDayOfWindow = () => lastBookableDay(todayInIndia().today, WINDOW_DAYS);

/** The username a token was issued to (its payload, as Amplify reads it). */
export function tokenUsername(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as {
    username?: string;
    'cognito:username'?: string;
  };
  return (payload.username ?? payload['cognito:username'])!;
}

/** A dealer record for the user of `token` (looked up by its e-mail username). */
export async function dealerFor(db: Queryable, token: string, status = 'Active') {
  const email = tokenUsername(token);
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO dealers (name, email, status) VALUES ($1, $2, $3) ON CONFLICT (email) DO UPDATE
        SET status = excluded.status RETURNING id`,
    [`Dealer ${email}`, email, status],
  );
  return row.id;
}

/** A technician record of `partnerId` for the technician user of `token` (looked up by its mobile). */
export async function technicianFor(db: Queryable, token: string, partnerId: string) {
  const mobile = tokenUsername(token).replace(/^\+91/, '');
  const [row] = await db.query<{ id: string }>(
    `INSERT INTO technicians (channel_partner_id, first_name, last_name, mobile, status) VALUES ($1, 'Ravi', 'Kumar',
        $2, 'Active') RETURNING id`,
    [partnerId, mobile],
  );
  return row.id;
}

/** A staff user of `role` created through the identity interface, signed in (answers its token). */
export async function staffUser(server: TestServer, role: Role) {
  const username = `${role.toLowerCase().replace(/\s+/g, '')}-${randomUUID().slice(0, 8)}@reloop.test`;
  await server.app.ctx.identity.createUser({
    pool: 'staff',
    username,
    password: 'Test@12345',
    groups: [role],
    attributes: { email: username, email_verified: 'true' },
  });
  return server.signIn('staff', username, 'Test@12345');
}

export interface CustomerFixture {
  id: string;
  userName: string;
  /** Koramangala (560034): the test partner serves it, with no day map. */
  addressId: string;
  /** Vidhana Soudha (560001): the test partner serves it on Mondays only (completeProfile's day map). */
  mondayAddressId: string;
  /** A Samsung mobile phone (Smartphone), Active. */
  phoneId: string;
  /** An LG refrigerator, Active (for pick-ups). */
  fridgeId: string;
  /** A Samsung phone no longer Active. */
  inactiveId: string;
}

let customerCount = 0;

/** A customer with two addresses and three products, inserted directly (the customer API is another module's). */
export async function customerFixture(db: Queryable): Promise<CustomerFixture> {
  customerCount += 1;
  const userName = `9${String(Date.now() % 1e5).padStart(5, '0')}${String(customerCount).padStart(4, '0')}`.slice(
    0,
    10,
  );
  const [customer] = await db.query<{ id: string }>(
    `INSERT INTO customers (user_name, first_name, last_name, mobile_number, pincode, referral_code) VALUES ($1,
        'Meena', 'Iyer', $1, 560034, $2) RETURNING id`,
    [userName, `REF${userName}`],
  );
  const address = async (pincode: number, area: string, city: string) => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO customer_addresses (customer_id, name, line1, area, city, state, pincode) VALUES ($1, 'Home',
          '4th Cross', $2, $3, 'Karnataka', $4) RETURNING id`,
      [customer.id, area, city, pincode],
    );
    return row.id;
  };
  const [ids] = await db.query<{ samsung: string; lg: string; phone: string; fridge: string }>(
    `SELECT (SELECT id FROM brands WHERE name = 'Samsung') AS samsung, (SELECT id FROM brands WHERE name = 'LG') AS lg,
            (SELECT id FROM products WHERE name = 'Mobile Phone') AS phone, (SELECT id FROM products
              WHERE name = 'Refrigerator') AS fridge`,
  );
  const product = async (productId: string, productType: string, brandId: string, status = 'Active') => {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO customer_products (customer_id, product_id, product_type, brand_id, warranty_status, status,
          nick_name) VALUES ($1, $2, $3, $4, 'Out of warranty', $5, 'Mine') RETURNING id`,
      [customer.id, productId, productType, brandId, status],
    );
    return row.id;
  };
  return {
    id: customer.id,
    userName,
    addressId: await address(560034, 'Koramangala', 'Bangalore South'),
    mondayAddressId: await address(560001, 'Vidhana Soudha', 'Bangalore North'),
    phoneId: await product(ids.phone, 'Smartphone', ids.samsung),
    fridgeId: await product(ids.fridge, 'Double Door', ids.lg),
    inactiveId: await product(ids.phone, 'Smartphone', ids.samsung, 'Inactive'),
  };
}

/** The repair price of a Samsung Smartphone set to ₹549.00 at 18% GST, and a 10% coupon TENOFF valid today. */
export async function pricesAndCoupon(db: Queryable) {
  await db.query(
    `UPDATE service_prices SET selling_price = 549, mrp = 699, last_update = now()
     WHERE service_id = 'SID101' AND product_type = 'Smartphone'
       AND product_id = (SELECT id FROM products WHERE name = 'Mobile Phone') AND brand_id = (SELECT id FROM brands
         WHERE name = 'Samsung')`,
  );
  await db.query(
    `INSERT INTO coupons (code, percentage, valid_from, valid_to, active) VALUES ('TENOFF', 10, current_date - 2,
        current_date + 60, true), ('OLDTEN', 10, '2020-01-01', '2020-02-01', true)`,
  );
}

/**
 * An Active partner of the test's own (completeProfile: SID101 at 8 a day, SID102 at 3, Koramangala every day, Vidhana
 * Soudha Mondays).
 */
export async function activePartner(server: TestServer, email: string, name: string): Promise<OnboardedPartner> {
  const json = expecting(server);
  const partner = await onboardPartner(server, email, name);
  await completeProfile(server, partner.token, partner, name);
  await json(partner.token, 'POST', `channel-partner/${partner.id}/submit`);
  await json(server.tokens.admin, 'PUT', 'channel-partner/status', {
    id: partner.id,
    status: 'Active',
    remark: 'ok',
    contractDetails: { startDate: '2026-01-01', endDate: '2030-01-01' },
  });
  return partner;
}

export { AREAS, catalogueIds };

let slotCursor = 0;
/**
 * A slot of its own for each booking (days 7 to 13 ahead, every slot in turn), so bookings do not fill each other's
 * slots.
 */
export function freshSlot() {
  const turn = slotCursor++;
  return {
    date: dayAhead(7 + (Math.floor(turn / SLOT_LABELS.length) % 7)),
    slot: SLOT_LABELS[turn % SLOT_LABELS.length],
  };
}

/** A repair booking for the customer's phone at its Koramangala address (override anything). */
export function repairBody(
  customer: CustomerFixture,
  partnerId: string,
  overrides: Partial<RaiseRepairRequest> = {},
): RaiseRepairRequest {
  return {
    userName: customer.userName,
    userProductId: customer.phoneId,
    issues: [{ name: 'Screen cracked', description: 'Dropped it on the floor' }],
    paymentMethod: 'Link',
    channelPartnerId: partnerId,
    source: 'Call Center',
    requestFrom: 'End Customer',
    address: { id: customer.addressId, addressLine1: 'Typed by the client, ignored' },
    appointmentSlot: freshSlot(),
    serviceId: 'SID101',
    ...overrides,
  };
}

let pickUpCursor = 0;
/** An e-waste pick-up of the customer's fridge and phone (SID102 at 3 a day: only the first three slots have room). */
export function pickUpBody(
  customer: CustomerFixture,
  partnerId: string,
  overrides: Partial<RaisePickUpRequest> = {},
): RaisePickUpRequest {
  return {
    userName: customer.userName,
    userProductIds: [customer.fridgeId, customer.phoneId],
    paymentMethod: 'PayLater',
    channelPartnerId: partnerId,
    source: 'WhatsApp',
    requestFrom: 'End Customer',
    address: { id: customer.addressId },
    appointmentSlot: { date: dayAhead(7 + (Math.floor(pickUpCursor / 3) % 7)), slot: SLOT_LABELS[pickUpCursor++ % 3] },
    serviceId: 'SID102',
    ...overrides,
  };
}

/** Rows of the tables a booking writes (to show a refused booking wrote nothing). */
export async function bookingTableCounts(db: Queryable) {
  const tables = [
    'requests',
    'request_issues',
    'pick_up_requests',
    'pick_up_request_products',
    'payments',
    'booking_submissions',
    'slot_capacity',
    'outbox',
  ] as const;
  type Counts = Record<(typeof tables)[number], number>;
  const [row] = await db.query<Counts>(
    `SELECT ${tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`,
  );
  const activity = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM activity_logs WHERE activity = 'Request Raised'`,
  );
  return {
    ...row,
    slotBooked: Number(
      (await db.query<{ n: number }>('SELECT coalesce(sum(booked), 0)::int AS n FROM slot_capacity'))[0].n,
    ),
    raised: Number(activity[0].n),
  };
}

/**
 * An Active technician of `partner` (added, its sections filled, submitted and approved through the API): by default
 * the repair service at 8 a day, Koramangala and a Samsung phone; answers its id and its ten-digit mobile.
 */
export async function activeTechnician(
  server: TestServer,
  partner: { id: string; name: string; token: string },
  sections: Parameters<typeof fillSections>[2] = {
    services: [{ id: 'SID101', dailyCallCapacity: 8 }],
    areas: [AREAS.koramangala],
    brand: true,
  },
): Promise<{ id: string; mobile: string }> {
  const json = expecting(server);
  const technician = await addTechnician(server, partner.token, partner);
  await fillSections(server, technician.id, sections);
  await json(partner.token, 'POST', `technician/${technician.id}/submit`);
  await json(server.tokens.admin, 'PUT', 'technician/status', {
    id: technician.id,
    status: 'Active',
    remark: 'Checked',
  });
  return { id: technician.id, mobile: digitsOf(technician.mobile) };
}

/** An Active technician of `partner` (as activeTechnician), signed in with its one-time code. */
export async function signedInTechnician(
  server: TestServer,
  partner: { id: string; name: string; token: string },
  sections?: Parameters<typeof fillSections>[2],
) {
  const technician = await activeTechnician(server, partner, sections);
  return { ...technician, token: await technicianSignIn(server, technician.mobile) };
}

/**
 * Who every request test file works with: its calls, the staff tokens, two Active partners (ours and theirs, e-mails
 * `<prefix>.ours@example.in` and `<prefix>.theirs@example.in`) and an Active dealer record for the dealer's token.
 */
export async function requestParties(server: TestServer, prefix: string, names: { ours: string; theirs: string }) {
  const { admin, customerCare, dealer } = server.tokens;
  const partner = async (email: string, name: string) => ({ ...(await activePartner(server, email, name)), name });
  const ours = await partner(`${prefix}.ours@example.in`, names.ours);
  const theirs = await partner(`${prefix}.theirs@example.in`, names.theirs);
  await dealerFor(server.database, dealer, 'Active');
  return { json: expecting(server), call: caller(server), admin, customerCare, dealer, ours, theirs };
}

/** What a holder's slot grid offers in one slot (GET requests/calendar/timeSlots/{channelPartner|technician}/{id}). */
export async function slotAvailable(
  server: TestServer,
  holder: 'channelPartner' | 'technician',
  id: string,
  at: { date: string; slot: string },
  serviceId = 'SID101',
) {
  const query = new URLSearchParams({ fromDate: at.date, toDate: at.date, serviceId });
  const [day] = await expecting(server)(
    server.tokens.admin,
    'GET',
    `requests/calendar/timeSlots/${holder}/${id}?${query}`,
  );
  return day.slots.find((s: { slot: string }) => s.slot === at.slot).available as number;
}

/**
 * An Active partner serving Koramangala with Samsung phones, SID101 at `dailyCapacity` a day (direct inserts, for the
 * tests on API processes).
 */
export async function racePartner(db: Queryable, dailyCapacity: number): Promise<string> {
  const [partner] = await db.query<{ id: string }>(
    `INSERT INTO channel_partners (name, primary_email, primary_mobile, user_name, referral_code, status)
        VALUES ('Race Fixers', 'race@fixers.in', '9800000001', 'race@fixers.in', 'RACE', 'Active') RETURNING id`,
  );
  await db.query(
    `INSERT INTO channel_partner_services (channel_partner_id, service_id, daily_call_capacity, position) VALUES ($1,
        'SID101', $2, 0)`,
    [partner.id, dailyCapacity],
  );
  await db.query(
    `INSERT INTO channel_partner_service_areas (channel_partner_id, pincode, area) VALUES ($1, 560034, 'Koramangala')`,
    [partner.id],
  );
  await db.query(
    `INSERT INTO channel_partner_brand_products (channel_partner_id, brand_id, product_id)
     SELECT $1, b.id, p.id FROM brands b, products p WHERE b.name = 'Samsung' AND p.name = 'Mobile Phone'`,
    [partner.id],
  );
  return partner.id;
}
