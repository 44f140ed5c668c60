import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseBefore, MIGRATION_ENGINES, type DatabaseBeforeMigration } from './support/migrations';

/**
 * Migration 0027: the ₹0 payments bookings used to open, Unpaid or a Created link never sent, are removed unless an
 * attempt (a transaction) or a gateway link refers to them; a ₹0 request left asking nothing reads Paid. Built on a
 * database migrated up to 0026 with rows as the earlier code wrote them, then migrated as a start does.
 */

const TAG = '0027_zero_amount_payments';

/** The parties and catalogue a request row needs (its foreign keys), as few as will do. */
async function parents(db: DatabaseBeforeMigration) {
  await db.query(
    `INSERT INTO services (id, type, name) VALUES ('SID101', 'Repair', 'Repair'), ('SID102', 'E-Waste', 'E-Waste')`,
  );
  await db.query(`INSERT INTO categories (id, name, service_id) VALUES ('CID201', 'Mobiles', 'SID101')`);
  await db.query(`INSERT INTO products (id, name, category_id) VALUES ('PRD1', 'Mobile Phone', 'CID201')`);
  await db.query(`INSERT INTO brands (id, name) VALUES ('BRD1', 'Samsung')`);
  await db.query(
    `INSERT INTO customers (id, user_name, first_name, last_name, mobile_number, pincode, referral_code) VALUES ('CUS1',
        '9876500001', 'Asha', 'Verma', '+919876500001', 560001, 'MIG0001')`,
  );
  await db.query(
    `INSERT INTO customer_products (id, customer_id, product_id, product_type, brand_id, warranty_status) VALUES ('UP1',
        'CUS1', 'PRD1', 'Smartphone', 'BRD1', 'No')`,
  );
  await db.query(
    `INSERT INTO channel_partners (id, name, primary_email, status) VALUES ('CP1', 'GreenFix Services',
        'partner@migration.test', 'Active')`,
  );
}

const BOOKING =
  `user_name, customer_id, channel_partner_id, booked_by, booked_by_role, source, request_from, address_name, ` +
  `address_line1, area, city, state, pincode, appointment_date, appointment_slot, payment_method`;
const BOOKED =
  `'9876500001', 'CUS1', 'CP1', 'admin@reloop.test', 'Web-Admin', 'Call Center', 'End Customer', 'Home', ` +
  `'12 Cubbon Road', 'Mahatma Gandhi Road', 'Bangalore North', 'Karnataka', 560001, '2026-12-01', '09:00-12:00'`;

const repair = (db: DatabaseBeforeMigration, id: string, method: string, paymentStatus: string, totalPaise: number) =>
  db.query(
    `INSERT INTO requests (id, service_id, ${BOOKING}, payment_status, total_paise, user_product_id, product_id,
        product_type, brand_id, category_id)
     VALUES ($1, 'SID101', ${BOOKED}, $2, $3, $4, 'UP1', 'PRD1', 'Smartphone', 'BRD1', 'CID201')`,
    [id, method, paymentStatus, totalPaise],
  );

const pickUp = (db: DatabaseBeforeMigration, id: string, method: string, paymentStatus: string, totalPaise: number) =>
  db.query(
    `INSERT INTO pick_up_requests (id, service_id, ${BOOKING}, payment_status, total_paise) VALUES ($1, 'SID102',
        ${BOOKED}, $2, $3, $4)`,
    [id, method, paymentStatus, totalPaise],
  );

const payment = (
  db: DatabaseBeforeMigration,
  id: string,
  request: { id: string; kind: 'repair' | 'pickUp' },
  method: string,
  status: string,
  amountPaise: number,
) =>
  db.query(
    `INSERT INTO payments (id, request_id, request_kind, method, status, amount_paise) VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, request.id, request.kind, method, status, amountPaise],
  );

describe.each(MIGRATION_ENGINES)('migration 0027 (zero-amount payments) on %s', (engine) => {
  let db: DatabaseBeforeMigration;
  let ran: number;

  beforeAll(async () => {
    db = await databaseBefore(engine, TAG);
    await parents(db);
    // Removed: a free pick-up's ₹0 Unpaid payment (Pay Later) and a free repair's ₹0 link never sent, nothing refers to
    // either.
    await pickUp(db, 'EREQ00000001', 'PayLater', 'Unpaid', 0);
    await payment(db, 'PAY100001', { id: 'EREQ00000001', kind: 'pickUp' }, 'PayLater', 'Unpaid', 0);
    await repair(db, 'REQ00000001', 'Link', 'Created', 0);
    await payment(db, 'PAY100002', { id: 'REQ00000001', kind: 'repair' }, 'Link', 'Created', 0);
    // Kept: a ₹0 link with an attempt on it (a transaction refers to it), and one the gateway made a link for.
    await repair(db, 'REQ00000002', 'Link', 'Created', 0);
    await payment(db, 'PAY100003', { id: 'REQ00000002', kind: 'repair' }, 'Link', 'Created', 0);
    await db.query(
      `INSERT INTO payment_transactions (payment_id, kind, gateway, reference, status, amount_paise)
          VALUES ('PAY100003', 'Payment', 'sandbox', 'pay_mig1', 'Failed', 0)`,
    );
    await pickUp(db, 'EREQ00000002', 'Link', 'Created', 0);
    await payment(db, 'PAY100004', { id: 'EREQ00000002', kind: 'pickUp' }, 'Link', 'Created', 0);
    await db.query(
      `INSERT INTO payment_sandbox_links (id, reference_id, amount_paise, description, callback_url)
          VALUES ('plink_mig1', 'PAY100004', 0, 'Reloop request EREQ00000002', 'http://localhost/verify-link-payment')`,
    );
    // Kept: an amount asked (₹588.82 Unpaid), a ₹0 payment already Paid, a ₹0 one Cancelled.
    await repair(db, 'REQ00000003', 'Cash', 'Unpaid', 58_882);
    await payment(db, 'PAY100005', { id: 'REQ00000003', kind: 'repair' }, 'Cash', 'Unpaid', 58_882);
    await repair(db, 'REQ00000004', 'Cash', 'Paid', 0);
    await payment(db, 'PAY100006', { id: 'REQ00000004', kind: 'repair' }, 'Cash', 'Paid', 0);
    await repair(db, 'REQ00000005', 'Link', 'Cancelled', 0);
    await payment(db, 'PAY100007', { id: 'REQ00000005', kind: 'repair' }, 'Link', 'Cancelled', 0);
    // A request owing money and asking it through no payment row is not made Paid.
    await pickUp(db, 'EREQ00000003', 'PayLater', 'Unpaid', 12_000);
    ran = await db.migrateRest();
  }, 120_000);
  afterAll(() => db?.close());

  it('runs as the one migration left', () => {
    expect(ran).toBe(1);
  });

  it(
    'removes the ₹0 Unpaid and Created payments nothing refers to, ' + 'and keeps every other payment as it was',
    async () => {
      const left = await db.query<{ id: string; status: string; amount: number }>(
        `SELECT id, status, amount_paise AS amount FROM payments ORDER BY id`,
      );
      expect(left).toEqual([
        { id: 'PAY100003', status: 'Created', amount: 0 },
        { id: 'PAY100004', status: 'Created', amount: 0 },
        { id: 'PAY100005', status: 'Unpaid', amount: 58_882 },
        { id: 'PAY100006', status: 'Paid', amount: 0 },
        { id: 'PAY100007', status: 'Cancelled', amount: 0 },
      ]);
      expect(await db.query(`SELECT payment_id FROM payment_transactions`)).toEqual([{ payment_id: 'PAY100003' }]);
    },
  );

  it('marks Paid the ₹0 requests left asking nothing, and no other', async () => {
    const statusOf = async (table: string) =>
      Object.fromEntries(
        (
          await db.query<{ id: string; status: string }>(
            `SELECT id, payment_status AS status FROM ${table} ORDER BY id`,
          )
        ).map((row) => [row.id, row.status]),
      );
    expect(await statusOf('requests')).toEqual({
      REQ00000001: 'Paid',
      // Its ₹0 link had an attempt: it stays as it was.
      REQ00000002: 'Created',
      REQ00000003: 'Unpaid',
      REQ00000004: 'Paid',
      REQ00000005: 'Cancelled',
    });
    expect(await statusOf('pick_up_requests')).toEqual({
      EREQ00000001: 'Paid',
      EREQ00000002: 'Created',
      EREQ00000003: 'Unpaid',
    });
  });
});
