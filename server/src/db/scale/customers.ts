import { REPAIR_STATUSES } from '../../../../domain/requests/statuses';
import { SLOT_LABELS } from '../../../../domain/channelPartner/timeSlots';
import { PAYMENT_METHODS, REQUEST_FROM, REQUEST_SOURCES } from '../../../../domain/requests/booking';
import type { ScaleKind } from './kind';
import { countOf, sqlList } from './kind';

/** Given names and surnames that make name searches meet a realistic spread (many customers per name: 400 pairs). */
const FIRST_NAMES = [
  'Aarav',
  'Vivaan',
  'Aditya',
  'Ravi',
  'Arjun',
  'Sai',
  'Rahul',
  'Krishna',
  'Ishaan',
  'Rohan',
  'Asha',
  'Meena',
  'Priya',
  'Ananya',
  'Diya',
  'Kavya',
  'Sneha',
  'Pooja',
  'Lakshmi',
  'Neha',
];
const LAST_NAMES = [
  'Kumar',
  'Sharma',
  'Verma',
  'Nair',
  'Iyer',
  'Singh',
  'Reddy',
  'Patel',
  'Gupta',
  'Das',
  'Menon',
  'Joshi',
  'Rao',
  'Pillai',
  'Chopra',
  'Bose',
  'Mehta',
  'Khan',
  'Yadav',
  'Mishra',
];
/** One customer in RARE_EVERY carries one of these surnames, so a search can also meet a name only a few dozen customers share. */
const RARE_LAST_NAMES = ['Zachariah', 'Thekkedath', 'Vaidyanathan'];
const RARE_EVERY = 10_007;
/** Rows per statement: a batch of the scale generator in one statement would outlast a 10 s statement timeout on a busy machine. */
const CHUNK = 25_000;

async function inChunks(from: number, to: number, insert: (first: number, last: number) => Promise<unknown>) {
  for (let first = from; first <= to; first += CHUNK) await insert(first, Math.min(first + CHUNK - 1, to));
}

/**
 * Synthetic customers ('CUSS' ids, mobiles from 7000000000), each with one product of a published catalogue product, so
 * synthetic requests have a customer product to point at.
 */
export const customers: ScaleKind = {
  table: 'customers',
  analyze: ['customers', 'customer_products'],
  count: (database) => countOf(database, `SELECT count(*)::int AS n FROM customers WHERE id LIKE 'CUSS%'`),
  insert: (database, from, to) =>
    inChunks(from, to, async (first, last) => {
      await database.query(
        `INSERT INTO customers (id, user_name, first_name, last_name, mobile_number, pincode, referral_code, reward_points, created_at, last_update)
       SELECT 'CUSS' || n, (7000000000 + n)::text, (${sqlList(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}],
              CASE WHEN n % ${RARE_EVERY} = 0 THEN (${sqlList(RARE_LAST_NAMES)})[1 + (n / ${RARE_EVERY}) % ${RARE_LAST_NAMES.length}]
                   ELSE (${sqlList(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] END, (7000000000 + n)::text,
              100000 + n % 800000, 'SC' || n, n % 500, now() - n * interval '1 minute', now() - n * interval '30 seconds'
       FROM generate_series($1::int, $2::int) AS n
       ON CONFLICT DO NOTHING`,
        [first, last],
      );
      await database.query(
        `WITH catalogue AS (SELECT array_agg(id ORDER BY id) AS products FROM products WHERE status = 'Publish'),
            makers AS (SELECT array_agg(id ORDER BY id) AS brands FROM brands WHERE status = 'Publish' AND name NOT LIKE 'Scale Brand %')
       INSERT INTO customer_products (id, customer_id, product_id, product_type, brand_id, warranty_status)
       SELECT 'UPRS' || n, 'CUSS' || n, c.products[1 + n % cardinality(c.products)], 'Standard', m.brands[1 + n % cardinality(m.brands)], 'No'
       FROM generate_series($1::int, $2::int) AS n, catalogue c, makers m
       ON CONFLICT DO NOTHING`,
        [first, last],
      );
    }),
};

/**
 * Synthetic repair requests ('SREQ' ids) over the synthetic customers and the first thousand partners, every status,
 * source and payment mode present, booked over the last two years. Needs customers first (`--customers`).
 */
export const requests: ScaleKind = {
  table: 'requests',
  count: (database) => countOf(database, `SELECT count(*)::int AS n FROM requests WHERE id LIKE 'SREQ%'`),
  insert: async (database, from, to) => {
    const people = await countOf(database, `SELECT count(*)::int AS n FROM customers WHERE id LIKE 'CUSS%'`);
    if (!people) throw new Error('requests need synthetic customers first: --customers N');
    await inChunks(from, to, (first, last) =>
      database.query(
        `WITH partners AS (SELECT array_agg(id) AS ids FROM (SELECT id FROM channel_partners ORDER BY id LIMIT 1000) p)
       INSERT INTO requests (id, service_id, customer_id, user_name, channel_partner_id, booked_by, booked_by_role, source, request_from, status,
                             address_name, address_line1, area, city, state, pincode, appointment_date, appointment_slot, payment_method,
                             payment_status, price_paise, gst_paise, total_paise, igst_percent, user_product_id, product_id, product_type,
                             brand_id, category_id, created_at, last_update)
       SELECT 'SREQ' || n, 'SID101', 'CUSS' || c, (7000000000 + c)::text, p.ids[1 + n % cardinality(p.ids)], 'scale', 'Web-Admin',
              (${sqlList(REQUEST_SOURCES)})[1 + n % ${REQUEST_SOURCES.length}], (${sqlList(REQUEST_FROM)})[1 + n % ${REQUEST_FROM.length}],
              (${sqlList(REPAIR_STATUSES)})[1 + n % ${REPAIR_STATUSES.length}], 'Home', n || ' Scale Street', 'Scale area ' || c, 'Bengaluru',
              'Karnataka', 100000 + c % 800000, (now() - (n % 730) * interval '1 day')::date, (${sqlList(SLOT_LABELS)})[1 + n % ${SLOT_LABELS.length}],
              (${sqlList(PAYMENT_METHODS)})[1 + n % ${PAYMENT_METHODS.length}], CASE WHEN n % 3 = 0 THEN 'Paid' ELSE 'Unpaid' END,
              54900, 9882, 64782, 18, 'UPRS' || c, cp.product_id, cp.product_type, cp.brand_id, coalesce(pr.category_id, ''),
              now() - (n % 730) * interval '1 day' - n * interval '1 second', now() - (n % 730) * interval '1 day'
       FROM generate_series($1::int, $2::int) AS n
       CROSS JOIN partners p
       CROSS JOIN LATERAL (SELECT 1 + n % $3::int AS c) AS pick
       JOIN customer_products cp ON cp.id = 'UPRS' || pick.c
       JOIN products pr ON pr.id = cp.product_id
       ON CONFLICT DO NOTHING`,
        [first, last, people],
      ),
    );
  },
};
