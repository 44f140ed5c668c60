import { SLOT_LABELS } from '../../../../domain/channelPartner/timeSlots';
import { PAYMENT_METHODS, REQUEST_FROM, REQUEST_SOURCES } from '../../../../domain/requests/booking';
import { PICKUP_SERVICE_IDS } from '../../../../domain/requests/raise';
import { PICKUP_STATUSES, REPAIR_STATUSES } from '../../../../domain/requests/statuses';
import type { DatabaseHandle } from '../client';
import { countOf, inChunks, sqlList, type ScaleKind } from './kind';
import { SCALE_PARTNERS } from './technicians';

/** How many synthetic customers there are to book for (each request's customer is 1 + n % that). */
const syntheticCustomers = async (database: DatabaseHandle, what: string) => {
  const people = await countOf(database, `SELECT count(*)::int AS n FROM customers WHERE id LIKE 'CUSS%'`);
  if (!people) throw new Error(`${what} need synthetic customers first: --customers N`);
  return people;
};

interface Booking {
  table: 'requests' | 'pick_up_requests';
  prefix: string;
  statuses: readonly string[];
  /** SQL of the service of request n. */
  service: string;
  /** SQL of the payment method of request n. */
  paymentMethod: string;
  /** Columns beyond those every booking has, and their SQL over n, the customer product `cp` and its product `pr`. */
  extra: Record<string, string>;
}

/**
 * The statement that books synthetic requests n = $1..$2 for customers 1 + n % $3 with their first product: every
 * status, source and slot present, booked over the last two years, assigned to one of the first thousand partners and,
 * once past Open (and half of the Cancelled ones), to one of that partner's synthetic technicians when it has any.
 */
function bookingStatement({ table, prefix, statuses, service, paymentMethod, extra }: Booking) {
  const columns = Object.keys(extra).join(', ');
  const values = Object.values(extra).join(', ');
  return `WITH partners AS (${SCALE_PARTNERS}),
       staff AS (SELECT channel_partner_id, array_agg(id ORDER BY id) AS ids FROM technicians WHERE id LIKE 'STEC%'
         AND status = 'Active' GROUP BY channel_partner_id)
     INSERT INTO ${table} (id, service_id, customer_id, user_name, channel_partner_id, technician_id, booked_by,
       booked_by_role, source, request_from,
                           status, address_name, address_line1, area, city, state, pincode, appointment_date,
                             appointment_slot, payment_method,
                           payment_status, created_at, last_update, ${columns})
     SELECT '${prefix}' || n, ${service}, 'CUSS' || pick.c, (7000000000 + pick.c)::text, pick.partner,
            CASE WHEN pick.status NOT IN ('Open', 'Cancelled') OR (pick.status = 'Cancelled' AND n % 2 = 0)
                 THEN s.ids[1 + (n / cardinality(p.ids)) % cardinality(s.ids)] END,
            'scale', 'Web-Admin', (${sqlList(REQUEST_SOURCES)})[1 + n % ${REQUEST_SOURCES.length}],
              (${sqlList(REQUEST_FROM)})[1 + n % ${REQUEST_FROM.length}],
            pick.status, 'Home', n || ' Scale Street', 'Scale area ' || pick.c, 'Bengaluru', 'Karnataka',
              100000 + pick.c % 800000,
            (now() - (n % 730) * interval '1 day')::date, (${sqlList(SLOT_LABELS)})[1 + n % ${SLOT_LABELS.length}],
              ${paymentMethod},
            CASE WHEN n % 3 = 0 THEN 'Paid' ELSE 'Unpaid' END,
            now() - (n % 730) * interval '1 day' - n * interval '1 second', now() - (n % 730) * interval '1 day',
              ${values}
     FROM generate_series($1::int, $2::int) AS n
     CROSS JOIN partners p
     CROSS JOIN LATERAL (SELECT 1 + n % $3::int AS c, p.ids[1 + n % cardinality(p.ids)] AS partner,
                                (${sqlList(statuses)})[1 + n % ${statuses.length}] AS status) AS pick
     LEFT JOIN staff s ON s.channel_partner_id = pick.partner
     JOIN customer_products cp ON cp.id = 'UPRS' || pick.c
     JOIN products pr ON pr.id = cp.product_id
     ON CONFLICT DO NOTHING`;
}

const REPAIRS = bookingStatement({
  table: 'requests',
  prefix: 'SREQ',
  statuses: REPAIR_STATUSES,
  service: `'SID101'`,
  paymentMethod: `(${sqlList(PAYMENT_METHODS)})[1 + n % ${PAYMENT_METHODS.length}]`,
  extra: {
    price_paise: '54900',
    gst_paise: '9882',
    total_paise: '64782',
    igst_percent: '18',
    user_product_id: 'cp.id',
    product_id: 'cp.product_id',
    product_type: 'cp.product_type',
    brand_id: 'cp.brand_id',
    category_id: `coalesce(pr.category_id, '')`,
  },
});

/**
 * Synthetic repair requests ('SREQ' ids) over the synthetic customers and the first thousand partners, and their
 * synthetic technicians (`--technicians`, before requests). Needs customers first (`--customers`).
 */
export const requests: ScaleKind = {
  table: 'requests',
  count: (database) => countOf(database, `SELECT count(*)::int AS n FROM requests WHERE id LIKE 'SREQ%'`),
  insert: async (database, from, to) => {
    const people = await syntheticCustomers(database, 'requests');
    await inChunks(database, from, to, (tx, first, last) => tx.query(REPAIRS, [first, last, people]));
  },
};

const PICK_UPS = bookingStatement({
  table: 'pick_up_requests',
  prefix: 'SPREQ',
  statuses: PICKUP_STATUSES,
  service: `(${sqlList(PICKUP_SERVICE_IDS)})[1 + n % ${PICKUP_SERVICE_IDS.length}]`,
  paymentMethod: `'PayLater'`,
  extra: { disposal_method: `CASE WHEN pick.status = 'Completed' THEN 'Recycled' END` },
});

/** Products per synthetic pick-up: 1 + n % PRODUCTS_EVERY, so one, two and three are equally common. */
const PRODUCTS_EVERY = 3;

/**
 * The customer's further products a synthetic pick-up collects ('UPRP<n>-<position>', from position 2 on: the first is
 * the customer's own 'UPRS' product), of the catalogue of the pick-up's service when it has one.
 */
const MORE_PRODUCTS = `WITH catalogue AS (SELECT array_agg(id ORDER BY id) AS products FROM products
    WHERE status = 'Publish'),
       waste AS (SELECT c.service_id, array_agg(p.id ORDER BY p.id) AS products FROM products p JOIN categories c
         ON c.id = p.category_id
                 WHERE p.status = 'Publish' GROUP BY c.service_id),
       makers AS (SELECT array_agg(id ORDER BY id) AS brands FROM brands WHERE status = 'Publish'
         AND name NOT LIKE 'Scale Brand %')
     INSERT INTO customer_products (id, customer_id, product_id, product_type, brand_id, warranty_status)
     SELECT 'UPRP' || r.n || '-' || k, r.customer_id, choice.products[1 + (r.n + k) % cardinality(choice.products)],
            'Standard', m.brands[1 + (r.n + k) % cardinality(m.brands)], 'No'
     FROM (SELECT n, x.customer_id, x.service_id FROM generate_series($1::int, $2::int) AS n JOIN pick_up_requests x
       ON x.id = 'SPREQ' || n) AS r
     CROSS JOIN generate_series(2, 1 + r.n % ${PRODUCTS_EVERY}) AS k
     CROSS JOIN catalogue c CROSS JOIN makers m
     LEFT JOIN waste w ON w.service_id = r.service_id
     CROSS JOIN LATERAL (SELECT coalesce(w.products, c.products) AS products) AS choice
     ON CONFLICT DO NOTHING`;

const PICK_UP_PRODUCTS = `INSERT INTO pick_up_request_products (request_id, position, user_product_id, product_id,
    product_type, brand_id)
     SELECT x.id, k, cp.id, cp.product_id, cp.product_type, cp.brand_id
     FROM generate_series($1::int, $2::int) AS n
     JOIN pick_up_requests x ON x.id = 'SPREQ' || n
     CROSS JOIN generate_series(1, 1 + n % ${PRODUCTS_EVERY}) AS k
     JOIN customer_products cp ON cp.id = CASE WHEN k = 1 THEN 'UPRS' || substr(x.customer_id, 5)
       ELSE 'UPRP' || n || '-' || k END
     ON CONFLICT DO NOTHING`;

/**
 * Synthetic pick-up requests ('SPREQ' ids) of the waste services (SID102–SID105) over the synthetic customers, the
 * first thousand partners and their synthetic technicians (the collection agents), each with one to three products.
 */
export const pickUps: ScaleKind = {
  table: 'pick_up_requests',
  analyze: ['pick_up_requests', 'pick_up_request_products', 'customer_products'],
  count: (database) => countOf(database, `SELECT count(*)::int AS n FROM pick_up_requests WHERE id LIKE 'SPREQ%'`),
  insert: async (database, from, to) => {
    const people = await syntheticCustomers(database, 'pick-ups');
    await inChunks(database, from, to, async (tx, first, last) => {
      await tx.query(PICK_UPS, [first, last, people]);
      await tx.query(MORE_PRODUCTS, [first, last]);
      await tx.query(PICK_UP_PRODUCTS, [first, last]);
    });
  },
};
