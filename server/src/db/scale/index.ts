import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import { FIRM_TYPES } from '../../../../domain/constants';
import type { DatabaseHandle } from '../client';
import { customers } from './customers';
import { pickUps, requests } from './requests';
import { technicians } from './technicians';
import { countOf as count, sqlList, type ScaleKind } from './kind';
import { refreshStatistics } from '../../platform/statistics';

const BATCH = 100_000;
/** States with their capital as the city, so state filters and the (state, code) index meet a realistic spread. */
const PLACES: readonly [state: string, city: string][] = [
  ['Uttar Pradesh', 'Lucknow'],
  ['Maharashtra', 'Mumbai'],
  ['Karnataka', 'Bengaluru'],
  ['Tamil Nadu', 'Chennai'],
  ['Delhi', 'New Delhi'],
  ['West Bengal', 'Kolkata'],
  ['Gujarat', 'Ahmedabad'],
  ['Rajasthan', 'Jaipur'],
  ['Telangana', 'Hyderabad'],
  ['Kerala', 'Thiruvananthapuram'],
  ['Bihar', 'Patna'],
  ['Punjab', 'Chandigarh'],
];
const STATES = sqlList(PLACES.map(([state]) => state));
const CITIES = sqlList(PLACES.map(([, city]) => city));
const place = (n: string) => `1 + ${n} % ${PLACES.length}`;

/** Most partners are Active; every status of the lifecycle is present. Invited ones expire over the coming days. */
const partners: ScaleKind = {
  table: 'channel_partners',
  count: (database) =>
    count(database, `SELECT count(*)::int AS n FROM channel_partners WHERE primary_email LIKE 'scale-partner-%'`),
  insert: (database, from, to) =>
    database.query(
      `INSERT INTO channel_partners (name, type_of_firm, primary_email, primary_mobile, status, city, state,
          contract_start_date, contract_end_date,
                                     invite_expires_at, created_at, last_update)
       SELECT 'Scale Partner ' || n, (${sqlList(FIRM_TYPES)})[1 + n % ${FIRM_TYPES.length}],
         'scale-partner-' || n || '@reloop.test',
              (6000000000 + n)::text, s.status, (${CITIES})[${place('n')}], (${STATES})[${place('n')}],
              CASE WHEN s.status IN ('Active', 'Inactive') THEN DATE '2026-04-01' END, CASE WHEN s.status IN ('Active',
                'Inactive') THEN DATE '2027-03-31' END,
              CASE WHEN s.status IN ('Invited', 'Expired') THEN now() + (n % 200 - 100) * interval '1 hour' END,
              now() - n * interval '1 minute', now() - n * interval '30 seconds'
       FROM generate_series($1::int, $2::int) AS n
       CROSS JOIN LATERAL (SELECT CASE WHEN n % 10 < 6 THEN 'Active'
         ELSE (${sqlList(PARTNER_STATUSES)})[1 + n % ${PARTNER_STATUSES.length}] END AS status) AS s
       ON CONFLICT (primary_email) DO NOTHING`,
      [from, to],
    ),
};

/** Synthetic areas on six-digit codes from 100000 up, named so they never collide with the post-office directory. */
const pincodes: ScaleKind = {
  table: 'pincodes',
  count: (database) => count(database, `SELECT count(*)::int AS n FROM pincodes WHERE area LIKE 'Scale area %'`),
  insert: (database, from, to) =>
    database.query(
      `INSERT INTO pincodes (code, area, city, district, state, status)
       SELECT 100000 + n % 800000, 'Scale area ' || n, (${CITIES})[${place('n')}], (${CITIES})[${place('n')}],
         (${STATES})[${place('n')}],
              CASE WHEN n % 20 = 0 THEN 'Inactive' ELSE 'Active' END
       FROM generate_series($1::int, $2::int) AS n
       ON CONFLICT (code, area) DO NOTHING`,
      [from, to],
    ),
};

/** Brands under the same names the benchmarks filter on ('Brand 1…'), a fifth of them unpublished. */
const brands: ScaleKind = {
  table: 'brands',
  count: (database) => count(database, `SELECT count(*)::int AS n FROM brands WHERE name LIKE 'Scale Brand %'`),
  insert: (database, from, to) =>
    database.query(
      `INSERT INTO brands (name, status, last_update)
       SELECT 'Scale Brand ' || n, CASE WHEN n % 5 = 0 THEN 'Unpublish' ELSE 'Publish' END,
         now() - n * interval '1 second'
       FROM generate_series($1::int, $2::int) AS n
       ON CONFLICT DO NOTHING`,
      [from, to],
    ),
};

// In the order they depend on each other: a run fills them in this order.
export const SCALE_KINDS = { partners, pincodes, brands, customers, technicians, requests, pickUps } satisfies Record<
  string,
  ScaleKind
>;
export type ScaleKindName = keyof typeof SCALE_KINDS;

/**
 * Synthetic customers' products and requests point at the services and product catalogue the server's first start adds.
 */
const ON_CATALOGUE: readonly ScaleKindName[] = ['customers', 'requests', 'pickUps'];
export const NOT_SEEDED =
  'This database has no product catalogue yet: start the server ' +
  'on it once (DATABASE_URL=… npm start), then run seed:scale.';

/**
 * Tops each named kind up to its number of synthetic rows (in SCALE_KINDS order), reporting progress; then refreshes
 * the planner's statistics.
 */
export async function seedScale(
  database: DatabaseHandle,
  targets: Partial<Record<ScaleKindName, number>>,
  progress: (line: string) => void = () => {},
) {
  if (ON_CATALOGUE.some((name) => targets[name] !== undefined)) {
    const [catalogue] = await database.query<{ products: number }>(
      `SELECT count(*)::int AS products FROM products WHERE status = 'Publish'`,
    );
    if (Number(catalogue.products) === 0) throw new Error(NOT_SEEDED);
  }
  const touched: string[] = [];
  for (const name of Object.keys(SCALE_KINDS) as ScaleKindName[]) {
    const target = targets[name];
    if (target === undefined) continue;
    const kind = SCALE_KINDS[name];
    const present = await kind.count(database);
    if (present >= target) {
      progress(`${name}: ${present.toLocaleString('en')} synthetic rows already, nothing to add`);
      continue;
    }
    for (let from = present + 1; from <= target; from += BATCH) {
      const to = Math.min(from + BATCH - 1, target);
      await kind.insert(database, from, to);
      progress(`${name}: ${to.toLocaleString('en')} of ${target.toLocaleString('en')}`);
    }
    touched.push(...(kind.analyze ?? [kind.table]));
  }
  await refreshStatistics(database, touched, { vacuum: true });
}
