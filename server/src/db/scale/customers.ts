import type { ScaleKind } from './kind';
import { countOf, inChunks, sqlList } from './kind';

/** Given names and surnames that make name searches meet a realistic spread (many customers per name: 400 pairs). */
export const FIRST_NAMES = [
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
export const LAST_NAMES = [
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
/**
 * One customer in RARE_EVERY carries one of these surnames, so a search can also meet a name only a few dozen customers
 * share.
 */
const RARE_LAST_NAMES = ['Zachariah', 'Thekkedath', 'Vaidyanathan'];
const RARE_EVERY = 10_007;
/**
 * Synthetic customers ('CUSS' ids, mobiles from 7000000000), each with one product of a published catalogue product, so
 * synthetic requests have a customer product to point at.
 */
export const customers: ScaleKind = {
  table: 'customers',
  analyze: ['customers', 'customer_products'],
  count: (database) => countOf(database, `SELECT count(*)::int AS n FROM customers WHERE id LIKE 'CUSS%'`),
  insert: (database, from, to) =>
    inChunks(database, from, to, async (tx, first, last) => {
      await tx.query(
        `INSERT INTO customers (id, user_name, first_name, last_name, mobile_number, pincode, referral_code,
            reward_points, created_at, last_update)
       SELECT 'CUSS' || n, (7000000000 + n)::text, (${sqlList(FIRST_NAMES)})[1 + n % ${FIRST_NAMES.length}],
              CASE WHEN n % ${RARE_EVERY} = 0 THEN (${sqlList(RARE_LAST_NAMES)})[1 + (n / ${RARE_EVERY}) %
                ${RARE_LAST_NAMES.length}]
                   ELSE (${sqlList(LAST_NAMES)})[1 + (n / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] END,
                     (7000000000 + n)::text,
              100000 + n % 800000, 'SC' || n, n % 500, now() - n * interval '1 minute',
                now() - n * interval '30 seconds'
       FROM generate_series($1::int, $2::int) AS n
       ON CONFLICT DO NOTHING`,
        [first, last],
      );
      await tx.query(
        `WITH catalogue AS (SELECT array_agg(id ORDER BY id) AS products FROM products WHERE status = 'Publish'),
            makers AS (SELECT array_agg(id ORDER BY id) AS brands FROM brands WHERE status = 'Publish'
              AND name NOT LIKE 'Scale Brand %')
       INSERT INTO customer_products (id, customer_id, product_id, product_type, brand_id, warranty_status)
       SELECT 'UPRS' || n, 'CUSS' || n, c.products[1 + n % cardinality(c.products)], 'Standard',
         m.brands[1 + n % cardinality(m.brands)], 'No'
       FROM generate_series($1::int, $2::int) AS n, catalogue c, makers m
       ON CONFLICT DO NOTHING`,
        [first, last],
      );
    }),
};
