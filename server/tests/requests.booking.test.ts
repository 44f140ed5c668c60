import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_CLOSED_MESSAGES, SLOT_LABELS, slotClosure } from '../../domain/channelPartner/timeSlots';
import { BOOKING_MESSAGES } from '../../domain/requests/booking';
import { RAISE_MESSAGES } from '../../domain/requests/raise';
import { ROLES } from '../../domain/roles';
import { IDEMPOTENCY_MESSAGES } from '../src/modules/requests/book';
import { DEALER_NOT_ACTIVE } from '../src/platform/parties';
import { BOOKING_REFUSALS } from '../src/modules/requests/plan';
import { COUPON_MESSAGES } from '../../domain/requests/coupons';
import { todayInIndia } from '../src/modules/requests/slots';
import { caller, expecting } from './channelPartners.helpers';
import {
  activePartner,
  bookingTableCounts,
  customerFixture,
  dayAhead,
  daysByWeekday,
  dealerFor,
  lastDayOfWindow,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  staffUser,
  startRequestServer,
  technicianFor,
  type CustomerFixture,
} from './requests.helpers';
import { bearer, type TestServer } from './support/testServer';
import type { OnboardedPartner } from './channelPartners.helpers';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let partner: OnboardedPartner;
let otherPartner: OnboardedPartner;
let customer: CustomerFixture;
let pendingDealer: string;
let admin: string;

beforeAll(async () => {
  server = await startRequestServer();
  json = expecting(server);
  call = caller(server);
  admin = server.tokens.admin;
  partner = await activePartner(server, 'book.partner@example.in', 'Book Fixers');
  otherPartner = await activePartner(server, 'other.partner@example.in', 'Other Fixers');
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
  await dealerFor(server.database, server.tokens.dealer, 'Active');
  pendingDealer = await staffUser(server, ROLES.dealer);
  await dealerFor(server.database, pendingDealer, 'Pending');
});
afterAll(() => server?.close());

const book = (token: string | undefined, body: object, headers: Record<string, string> = {}) =>
  server.app.inject({
    method: 'POST',
    url: '/api/user/requests',
    headers: { ...(token ? bearer(token) : {}), ...headers },
    payload: body,
  });
const slotsOf = (token: string, partnerId: string, query: Record<string, string>) =>
  json(token, 'GET', `requests/calendar/timeSlots/channelPartner/${partnerId}?${new URLSearchParams(query)}`);
const available = async (
  token: string,
  partnerId: string,
  date: string,
  slot: string,
  extra: Record<string, string> = {},
) => {
  const [day] = await slotsOf(token, partnerId, { fromDate: date, toDate: date, serviceId: 'SID101', ...extra });
  return day.slots.find((s: { slot: string }) => s.slot === slot).available as number;
};

/** Expects a refusal and that it wrote nothing. */
async function refused(
  token: string,
  body: object,
  status: number,
  expected: { message?: string; errors?: Record<string, string> },
  headers?: Record<string, string>,
) {
  const before = await bookingTableCounts(server.database);
  const response = await book(token, body, headers);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject(expected);
  expect(await bookingTableCounts(server.database)).toEqual(before);
}

describe('POST user/requests: a repair booking', () => {
  it(
    'books with the amounts the server computes (₹549.00, ' +
      '10% coupon, 18% GST), ignoring the client discount and address',
    async () => {
      const before = await bookingTableCounts(server.database);
      const response = await book(admin, repairBody(customer, partner.id, { couponCode: ' tenoff ', discount: 500 }));
      expect(response.statusCode, response.body).toBe(201);
      const record = response.json();
      expect(record.id).toMatch(/^REQ\d{8}$/);
      expect(record).toMatchObject({
        kind: 'repair',
        serviceId: 'SID101',
        status: 'Open',
        userName: customer.userName,
        customer: { id: customer.id, name: 'Meena Iyer', mobileNumber: `+91${customer.userName}` },
        // The stored address, not the client's 'Typed by the client, ignored'.
        address: {
          id: customer.addressId,
          addressName: 'Home',
          addressLine1: '4th Cross',
          area: 'Koramangala',
          city: 'Bangalore South',
          state: 'Karnataka',
          pincode: 560034,
        },
        products: [
          {
            userProductId: customer.phoneId,
            name: 'Mobile Phone',
            productType: 'Smartphone',
            brandName: 'Samsung',
            nickName: 'Mine',
          },
        ],
        issues: [{ issueId: null, name: 'Screen cracked', description: 'Dropped it on the floor' }],
        assignee: {
          channelPartnerId: partner.id,
          channelPartnerName: 'Book Fixers',
          technicianId: null,
          technicianName: null,
        },
        payment: {
          method: 'Link',
          status: 'Created',
          pricePaise: 54900,
          discountPaise: 5490,
          gstPaise: 8894,
          totalPaise: 58304,
          igstPercent: 18,
          couponCode: 'TENOFF',
          couponPercent: 10,
        },
        discount: 54.9,
        rewardPoints: 0,
        sparePartId: null,
        bookedByRole: ROLES.admin,
      });
      expect(await json(admin, 'GET', `requests/${record.id}`)).toEqual(record);

      const after = await bookingTableCounts(server.database);
      expect(after).toMatchObject({
        requests: before.requests + 1,
        request_issues: before.request_issues + 1,
        payments: before.payments + 1,
        slotBooked: before.slotBooked + 1,
        raised: before.raised + 1,
      });
      const [payment] = await server.database.query<{ status: string; amount_paise: number }>(
        'SELECT status, amount_paise FROM payments WHERE request_id = $1',
        [record.id],
      );
      expect(payment).toEqual({ status: 'Created', amount_paise: 58304 });
      // The payment link goes to the customer with the amount.
      const [sms] = await server.database.query<{ recipient: string; body: string }>(
        'SELECT recipient, body FROM outbox ORDER BY id DESC LIMIT 1',
      );
      expect(sms.recipient).toBe(`+91${customer.userName}`);
      expect(sms.body).toContain('₹583.04');
      expect(sms.body).toContain(record.id);
    },
  );

  it('starts Cash and Pay Later unpaid, and takes a master issue by its id', async () => {
    const [issue] = await server.database.query<{ id: string; name: string }>(
      `SELECT id, name FROM issues ORDER BY id LIMIT 1`,
    );
    const cash = await json(
      admin,
      'POST',
      'user/requests',
      repairBody(customer, partner.id, {
        paymentMethod: 'Cash',
        issues: [{ issueId: issue.id, description: 'As listed' }],
      }),
      201,
    );
    expect(cash.payment).toMatchObject({ method: 'Cash', status: 'Unpaid', totalPaise: 64782 });
    // Without a link to pay, the customer's SMS confirms the booking and its slot.
    const [sms] = await server.database.query<{ recipient: string; body: string }>(
      `SELECT recipient, body FROM outbox WHERE channel = 'sms' ORDER BY id DESC LIMIT 1`,
    );
    expect(sms).toEqual({
      recipient: `+91${customer.userName}`,
      body: `Reloop: your request ${cash.id} is booked for ${cash.appointmentSlot.date} ${cash.appointmentSlot.slot}.`,
    });
    expect(cash.issues).toEqual([{ issueId: issue.id, name: issue.name, description: 'As listed' }]);
  });

  it(
    "books free-text issues as the spec's payload carries them (each with a description, " +
      'no name) and as the console sends them',
    async () => {
      const described = await json(
        admin,
        'POST',
        'user/requests',
        repairBody(customer, partner.id, { paymentMethod: 'Cash', issues: [{ description: 'Does not turn on' }] }),
        201,
      );
      expect(described.issues).toEqual([{ issueId: null, name: '', description: 'Does not turn on' }]);
      const typed = await json(
        admin,
        'POST',
        'user/requests',
        repairBody(customer, partner.id, {
          paymentMethod: 'Cash',
          issues: [{ name: '', description: 'Battery swells' }],
        }),
        201,
      );
      expect(typed.issues).toEqual([{ issueId: null, name: '', description: 'Battery swells' }]);
      await refused(admin, repairBody(customer, partner.id, { issues: [{ name: 'Blank', description: ' ' }] }), 400, {
        errors: { 'issues.0.description': 'Describe the issue' },
      });
    },
  );

  it('refuses what the masters and the customer do not allow, with field messages, writing nothing', async () => {
    const stranger = await customerFixture(server.database);
    const [{ samsung, phone }] = await server.database.query<{ samsung: string; phone: string }>(
      `SELECT (SELECT id FROM brands WHERE name = 'Samsung') AS samsung, (SELECT id FROM products
          WHERE name = 'Mobile Phone') AS phone`,
    );
    const [unpriced] = await server.database.query<{ id: string }>(
      `INSERT INTO customer_products (customer_id, product_id, product_type, brand_id, warranty_status) VALUES ($1, $2,
          'Rugged', $3, 'Out of warranty') RETURNING id`,
      [customer.id, phone, samsung],
    );
    const body = (overrides: object) => repairBody(customer, partner.id, overrides);
    await refused(admin, body({ userName: '9999999999' }), 400, { errors: { userName: BOOKING_REFUSALS.customer } });
    await refused(admin, body({ address: { id: stranger.addressId } }), 400, {
      message: BOOKING_MESSAGES.selectAddress,
      errors: { 'address.id': BOOKING_MESSAGES.selectAddress },
    });
    await refused(admin, body({ userProductId: stranger.phoneId }), 400, {
      errors: { userProductId: BOOKING_REFUSALS.product },
    });
    await refused(admin, body({ userProductId: customer.inactiveId }), 400, {
      errors: { userProductId: BOOKING_REFUSALS.product },
    });
    await refused(admin, body({ serviceId: 'SID102' }), 400, { errors: { serviceId: BOOKING_REFUSALS.notRepair } });
    await refused(admin, body({ serviceId: 'SID999' }), 400, { errors: { serviceId: BOOKING_REFUSALS.service } });
    await refused(admin, body({ userProductId: unpriced.id }), 400, {
      message: BOOKING_MESSAGES.priceNotAvailable,
      errors: { serviceId: BOOKING_MESSAGES.priceNotAvailable },
    });
    await refused(admin, body({ couponCode: 'NOPE' }), 400, { errors: { couponCode: BOOKING_REFUSALS.coupon } });
    await refused(admin, body({ couponCode: 'oldten' }), 400, {
      errors: { couponCode: COUPON_MESSAGES.expired('OLDTEN', '2020-02-01') },
    });
    await refused(admin, body({ issues: [{ issueId: 'ISS999999', description: 'x' }] }), 400, {
      errors: { 'issues.0.issueId': BOOKING_REFUSALS.issue },
    });
    await refused(admin, body({ issues: [] }), 400, { errors: { issues: RAISE_MESSAGES.issueRequired } });
    await refused(admin, body({ rewardPoints: 10 }), 400, {
      errors: { rewardPoints: 'Reward points cannot be spent on a booking' },
    });
  });

  it('books only with a partner serving the area, the service and the product', async () => {
    const noPartner = { message: BOOKING_MESSAGES.noPartner, errors: { channelPartnerId: BOOKING_MESSAGES.noPartner } };
    await refused(admin, repairBody(customer, 'CP999999'), 400, noPartner);
    // The partner repairs Samsung phones and air conditioners, not LG refrigerators.
    await refused(admin, repairBody(customer, partner.id, { userProductId: customer.fridgeId }), 400, noPartner);
    const stranger = await customerFixture(server.database);
    await server.database.query(`UPDATE customer_addresses SET pincode = 400001, area = 'Fort' WHERE id = $1`, [
      stranger.addressId,
    ]);
    await refused(admin, repairBody(stranger, partner.id), 400, noPartner);
  });

  it(
    'refuses a closed slot: a past day, beyond the window, ' +
      'a weekday the day map leaves out, and today within 6 hours',
    async () => {
      const slot = SLOT_LABELS[0];
      await refused(admin, repairBody(customer, partner.id, { appointmentSlot: { date: dayAhead(-1), slot } }), 400, {
        errors: { 'appointmentSlot.date': SLOT_CLOSED_MESSAGES.past },
      });
      await refused(
        admin,
        repairBody(customer, partner.id, { appointmentSlot: { date: dayAhead(1, lastDayOfWindow()), slot } }),
        400,
        {
          errors: { 'appointmentSlot.date': SLOT_CLOSED_MESSAGES.beyondWindow },
        },
      );
      // Vidhana Soudha is served on Mondays only (completeProfile's day map).
      const { on: monday, off: notMonday } = daysByWeekday(1);
      const atVidhanaSoudha = (date: string) =>
        repairBody(customer, partner.id, {
          address: { id: customer.mondayAddressId },
          appointmentSlot: { date, slot },
        });
      await refused(admin, atVidhanaSoudha(notMonday), 400, {
        errors: { 'appointmentSlot.date': SLOT_CLOSED_MESSAGES.weekday },
      });
      expect(await available(admin, partner.id, notMonday, slot, { pincode: '560001', area: 'Vidhana Soudha' })).toBe(
        0,
      );
      // Open on that Monday: both units, or one when an earlier booking of this file (freshSlot, 7 days ahead) is
      // there.
      const openOnMonday = await available(admin, partner.id, monday, slot, {
        pincode: '560001',
        area: 'Vidhana Soudha',
      });
      expect(openOnMonday).toBeGreaterThan(0);
      expect((await book(admin, atVidhanaSoudha(monday))).statusCode).toBe(201);
      expect(await available(admin, partner.id, monday, slot, { pincode: '560001', area: 'Vidhana Soudha' })).toBe(
        openOnMonday - 1,
      );

      // Today: each slot is open exactly when the rule says so, and the availability call agrees.
      const now = todayInIndia();
      for (const [index, label] of SLOT_LABELS.entries()) {
        const closure = slotClosure(now.today, index, now);
        const offered = await available(admin, partner.id, now.today, label);
        if (closure) {
          expect(offered).toBe(0);
          await refused(
            admin,
            repairBody(customer, partner.id, { appointmentSlot: { date: now.today, slot: label } }),
            400,
            {
              errors: { 'appointmentSlot.slot': SLOT_CLOSED_MESSAGES.tooSoon },
            },
          );
        } else {
          expect(offered).toBeGreaterThan(0);
        }
      }
    },
  );

  it(
    'takes one unit of the slot per booking: ' + 'availability drops by one, a full slot is a 409 that writes nothing',
    async () => {
      const date = dayAhead(6);
      const slot = SLOT_LABELS[3];
      const body = repairBody(customer, partner.id, { appointmentSlot: { date, slot }, paymentMethod: 'PayLater' });
      // SID101 at 8 a day: 2 per slot.
      expect(await available(admin, partner.id, date, slot)).toBe(2);
      await json(admin, 'POST', 'user/requests', body, 201);
      expect(await available(admin, partner.id, date, slot)).toBe(1);
      await json(admin, 'POST', 'user/requests', body, 201);
      expect(await available(admin, partner.id, date, slot)).toBe(0);
      await refused(admin, body, 409, { message: BOOKING_MESSAGES.slotTaken });
      const [row] = await server.database.query<{ capacity: number; booked: number }>(
        `SELECT capacity, booked FROM slot_capacity WHERE channel_partner_id = $1 AND service_id = 'SID101' AND day = $2
          AND slot = $3`,
        [partner.id, date, slot],
      );
      expect(row).toEqual({ capacity: 2, booked: 2 });
      // Another partner's same slot is its own.
      expect(await available(admin, otherPartner.id, date, slot)).toBe(2);
    },
  );

  it(
    'answers a retried submission (same Idempotency-Key) ' +
      'with the first request, and refuses the key with another body',
    async () => {
      const key = { 'idempotency-key': 'retry-key-0001' };
      const body = repairBody(customer, partner.id, {
        paymentMethod: 'PayLater',
        appointmentSlot: { date: dayAhead(4), slot: SLOT_LABELS[2] },
      });
      const first = await book(admin, body, key);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.headers['idempotent-replayed']).toBeUndefined();
      const before = await bookingTableCounts(server.database);
      const again = await book(admin, body, key);
      expect(again.statusCode).toBe(201);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect(await bookingTableCounts(server.database)).toEqual(before);
      await refused(admin, { ...body, source: 'Walk-in' }, 422, { message: IDEMPOTENCY_MESSAGES.reused }, key);
      await refused(
        admin,
        body,
        400,
        { errors: { 'idempotency-key': 'Idempotency-Key must be 8 to 128 characters' } },
        { 'idempotency-key': 'short' },
      );
      // The same key from another user is that user's own submission.
      const other = await book(server.tokens.customerCare, body, key);
      expect(other.statusCode).toBe(201);
      expect(other.json().id).not.toBe(first.json().id);
    },
  );
});

describe('who books', () => {
  it(
    'admits customer care and an Active dealer (no Cash); refuses partners, ' +
      'technicians, a dealer not Active, and anonymous callers',
    async () => {
      const care = await json(
        server.tokens.customerCare,
        'POST',
        'user/requests',
        repairBody(customer, partner.id),
        201,
      );
      expect(care.bookedByRole).toBe(ROLES.customerCare);
      const dealt = await json(
        server.tokens.dealer,
        'POST',
        'user/requests',
        repairBody(customer, partner.id, { paymentMethod: 'PayLater' }),
        201,
      );
      expect(dealt.bookedByRole).toBe(ROLES.dealer);
      await refused(server.tokens.dealer, repairBody(customer, partner.id, { paymentMethod: 'Cash' }), 400, {
        errors: { paymentMethod: BOOKING_REFUSALS.dealerCash },
      });
      await refused(pendingDealer, repairBody(customer, partner.id, { paymentMethod: 'Link' }), 403, {
        message: DEALER_NOT_ACTIVE,
      });
      await refused(partner.token, repairBody(customer, partner.id), 403, {});
      await refused(server.tokens.technician, repairBody(customer, partner.id), 403, {});
      expect((await book(undefined, repairBody(customer, partner.id))).statusCode).toBe(401);
      // The booking screen's calls follow the same rule.
      const search = (token: string) => call(token, 'GET', 'channel-partner/service/SID101/area/560034%23Koramangala');
      const found = await search(server.tokens.customerCare);
      expect(found.json().map((p: { id: string }) => p.id)).toEqual(
        expect.arrayContaining([partner.id, otherPartner.id]),
      );
      expect((await search(server.tokens.dealer)).statusCode).toBe(200);
      expect((await search(pendingDealer)).statusCode).toBe(403);
      const date = dayAhead(2);
      expect(
        (
          await call(
            pendingDealer,
            'GET',
            `requests/calendar/timeSlots/channelPartner/${partner.id}?fromDate=${date}&toDate=${date}`,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            server.tokens.customerCare,
            'GET',
            `requests/calendar/timeSlots/channelPartner/${partner.id}?fromDate=${date}&toDate=${date}`,
          )
        ).statusCode,
      ).toBe(200);
    },
  );
});

describe('POST pickUpRequests: the same pipeline for the waste services', () => {
  it('books several products with an EREQ id, no price and so nothing to pay; refuses a repair service', async () => {
    const record = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, partner.id), 201);
    expect(record.id).toMatch(/^EREQ\d{8}$/);
    expect(record).toMatchObject({
      kind: 'pickUp',
      serviceId: 'SID102',
      status: 'Open',
      issues: [],
      payment: { method: 'PayLater', status: 'Paid', totalPaise: 0 },
    });
    expect(record.products.map((p: { name: string }) => p.name)).toEqual(['Refrigerator', 'Mobile Phone']);
    expect(await json(admin, 'GET', `pickUpRequests/${record.id}`)).toEqual(record);
    // A pick-up request is not a repair request.
    expect((await call(admin, 'GET', `requests/${record.id}`)).statusCode).toBe(404);
    const wrong = await call(
      admin,
      'POST',
      'pickUpRequests',
      pickUpBody(customer, partner.id, { serviceId: 'SID101' }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ serviceId: BOOKING_REFUSALS.notPickUp });

    const page = await json(admin, 'POST', 'pickUpRequests/getByPaginationAndFilter', {
      filters: [{ property: 'id', operator: 'equal', value: record.id }],
      pageSize: 10,
      pageNumber: 1,
    });
    expect(page.records).toEqual([
      expect.objectContaining({
        id: record.id,
        productName: 'Refrigerator',
        products: [{ name: 'Refrigerator' }, { name: 'Mobile Phone' }],
        serviceDetails: { id: 'SID102' },
        paymentStatus: 'Paid',
      }),
    ]);
  });
});

describe('reading requests: each role within its scope (DESIGN.md "Who sees what"; not visible reads as 404)', () => {
  it('shows partners, technicians and dealers only their own; admin and customer care all', async () => {
    const mine = await json(
      admin,
      'POST',
      'user/requests',
      repairBody(customer, partner.id, { paymentMethod: 'PayLater' }),
      201,
    );
    const theirs = await json(
      admin,
      'POST',
      'user/requests',
      repairBody(customer, otherPartner.id, { paymentMethod: 'PayLater' }),
      201,
    );
    const dealers = await json(
      server.tokens.dealer,
      'POST',
      'user/requests',
      repairBody(customer, otherPartner.id, { paymentMethod: 'PayLater' }),
      201,
    );
    const technicianId = await technicianFor(server.database, server.tokens.technician, partner.id);
    await server.database.query(`UPDATE requests SET technician_id = $1 WHERE id = $2`, [technicianId, mine.id]);

    const ids = async (token: string) => {
      const page = await json(token, 'POST', 'requests/getByPaginationAndFilter', {
        filters: [{ property: 'userName', operator: 'equal', value: customer.userName }],
        pageSize: 999,
        pageNumber: 1,
      });
      return page.records.map((r: { id: string }) => r.id) as string[];
    };
    const all = await ids(admin);
    expect(all).toEqual(expect.arrayContaining([mine.id, theirs.id, dealers.id]));
    expect(await ids(server.tokens.customerCare)).toEqual(all);
    const partnerIds = await ids(partner.token);
    expect(partnerIds).toContain(mine.id);
    expect(partnerIds).not.toContain(theirs.id);
    expect(await ids(server.tokens.technician)).toEqual([mine.id]);
    const dealerIds = await ids(server.tokens.dealer);
    expect(dealerIds).toContain(dealers.id);
    expect(dealerIds).not.toContain(mine.id);
    // A partner without a partner record (the default test partner user) sees nothing.
    expect(await ids(server.tokens.channelPartner)).toEqual([]);

    expect((await call(partner.token, 'GET', `requests/${mine.id}`)).statusCode).toBe(200);
    // Another party's request is refused (README: 403), as its operations are; the console shows the forbidden page.
    const refused = await call(partner.token, 'GET', `requests/${theirs.id}`);
    expect([refused.statusCode, refused.json()]).toEqual([403, { message: 'You are not allowed to do this' }]);
    expect((await call(server.tokens.technician, 'GET', `requests/${theirs.id}`)).statusCode).toBe(403);
    expect((await call(partner.token, 'GET', 'requests/REQ99999999')).statusCode).toBe(404);
    expect((await call(server.tokens.technician, 'GET', `requests/${mine.id}`)).json().assignee).toMatchObject({
      technicianId,
      technicianName: 'Ravi Kumar',
    });
    expect((await call(server.tokens.dealer, 'GET', `requests/${dealers.id}`)).statusCode).toBe(200);
    expect((await call(server.tokens.dealer, 'GET', `requests/${mine.id}`)).statusCode).toBe(403);
    // Another dealer (not Active, booked nothing) reads none of them.
    expect((await call(pendingDealer, 'GET', `requests/${dealers.id}`)).statusCode).toBe(403);
    expect((await call(admin, 'GET', 'requests/REQ99999999')).statusCode).toBe(404);
    // Customer care opens any request's page: the request and its comments.
    const care = server.tokens.customerCare;
    expect((await call(care, 'GET', `requests/${theirs.id}`)).json()).toMatchObject({
      id: theirs.id,
      assignee: { channelPartnerId: otherPartner.id },
    });
    const comments = {
      filters: [{ property: 'requestId', operator: 'equal', value: theirs.id }],
      pageSize: 5,
      pageNumber: 1,
      sort: -1,
      sortBy: 'createdAt',
    };
    expect(
      await json(care, 'POST', 'comments', { requestId: theirs.id, comment: 'Customer called about the visit' }, 201),
    ).toMatchObject({
      comment: 'Customer called about the visit',
    });
    expect((await json(care, 'POST', 'comments/getByPaginationAndFilter', comments)).records).toEqual([
      expect.objectContaining({ comment: 'Customer called about the visit' }),
    ]);

    // Pick-up requests are scoped the same way.
    const pickUp = await json(admin, 'POST', 'pickUpRequests', pickUpBody(customer, otherPartner.id), 201);
    const pickUpIds = async (token: string) =>
      (
        await json(token, 'POST', 'pickUpRequests/getByPaginationAndFilter', {
          filters: [],
          pageSize: 999,
          pageNumber: 1,
        })
      ).records.map((r: { id: string }) => r.id);
    expect(await pickUpIds(otherPartner.token)).toContain(pickUp.id);
    expect(await pickUpIds(partner.token)).not.toContain(pickUp.id);
    expect((await call(partner.token, 'GET', `pickUpRequests/${pickUp.id}`)).statusCode).toBe(403);
    expect((await call(otherPartner.token, 'GET', `pickUpRequests/${pickUp.id}`)).statusCode).toBe(200);
    expect((await call(server.tokens.customerCare, 'GET', `pickUpRequests/${pickUp.id}`)).statusCode).toBe(200);
  });

  it('lists rows newest update first with the list contract, and refuses unknown properties', async () => {
    const page = await json(admin, 'POST', 'requests/getByPaginationAndFilter', {
      filters: [{ property: 'status', operator: 'equal', value: 'Open' }],
      pageSize: 5,
      pageNumber: 1,
    });
    expect(page.records.length).toBe(5);
    const updates = await server.database.query<{ id: string }>(
      `SELECT id FROM requests WHERE status = 'Open' ORDER BY last_update DESC, id DESC LIMIT 5`,
    );
    expect(page.records.map((r: { id: string }) => r.id)).toEqual(updates.map((r) => r.id));
    expect(Object.keys(page.records[0]).sort()).toEqual(
      [
        'appointmentSlot',
        'assignee',
        'createdAt',
        'customerName',
        'id',
        'paymentStatus',
        'productName',
        'products',
        'serviceDetails',
        'serviceId',
        'status',
        'userName',
      ].sort(),
    );
    expect(page.records[0]).toMatchObject({
      productName: 'Mobile Phone',
      products: [{ name: 'Mobile Phone' }],
      customerName: 'Meena Iyer',
    });
    const bad = await call(admin, 'POST', 'requests/getByPaginationAndFilter', {
      filters: [{ property: 'pricePaise', operator: 'equal', value: 1 }],
      pageSize: 5,
      pageNumber: 1,
    });
    expect(bad.statusCode).toBe(400);
    const dated = await json(admin, 'POST', 'requests/getByPaginationAndFilter', {
      filters: [{ property: 'appointmentDate', operator: 'dateEqual', value: dayAhead(6) }],
      pageSize: 50,
      pageNumber: 1,
    });
    // The slot test's two bookings, and the Monday booking when next Monday is that day.
    const onThatDay = await server.database.query<{ id: string }>(
      `SELECT id FROM requests WHERE appointment_date = $1 ORDER BY last_update DESC, id DESC`,
      [dayAhead(6)],
    );
    expect(onThatDay.length).toBeGreaterThanOrEqual(2);
    expect(dated.records.map((r: { id: string }) => r.id)).toEqual(onThatDay.map((r) => r.id));
  });
});
