import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedScale } from '../src/db/scale';
import { foldRequestCounts } from '../src/modules/requests/counts';
import { filterRequestSchema } from '../../domain/filters';
import { repairRequestList } from '../src/modules/requests/list';
import { buildListQuery, type ListResource } from '../src/platform/listEngine';
import { expecting, startPartnerServer } from './channelPartners.helpers';
import { startRequestServer } from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * The request counts the database keeps (migration 0022) equal the requests themselves after every kind of statement:
 * bulk inserts, updates of many rows that move statuses and partners, deletes, TRUNCATE, and any number of folds,
 * also folds running at once.
 */

let server: TestServer;

beforeAll(async () => {
  server = await startRequestServer();
  await seedScale(server.database, {
    partners: 4,
    brands: 3,
    customers: 300,
    technicians: 8,
    requests: 400,
    pickUps: 300,
  });
}, 120_000);
afterAll(() => server?.close());

const REQUEST_TABLES = ['requests', 'pick_up_requests'] as const;
const asList = (resource: unknown) => resource as ListResource<unknown>;
const BOOKED_ON = `(created_at AT TIME ZONE 'Asia/Kolkata')::date`;

/** Each key's total, kept and counted, as sorted text lines: equal lists mean equal counts. */
async function keptAndCounted(keys: string, table: string, counted: (requestTable: string) => string) {
  const kept = await server.database.query<{ line: string }>(
    `SELECT concat_ws('|', ${keys}, sum(n)) AS line FROM ${table} GROUP BY ${keys} HAVING sum(n) <> 0 ORDER BY 1`,
  );
  const lines = REQUEST_TABLES.map(
    (name) =>
      `SELECT concat_ws('|', '${name}', ${counted(name)}, count(*)) AS line FROM ${name} GROUP BY ${counted(name)}`,
  );
  const actual = await server.database.query<{ line: string }>(
    `SELECT line FROM
        (${lines.join(' UNION ALL ')}) a ORDER BY 1`,
  );
  return { kept: kept.map((row) => row.line), actual: actual.map((row) => row.line) };
}

/** Each count table, the key it keeps beside kind, service and status, and that key on a request. */
const COUNT_TABLES = [
  { table: 'request_counts_by_status', key: undefined, of: undefined },
  { table: 'request_counts_by_day', key: 'booked_on', of: BOOKED_ON },
  { table: 'request_counts_by_visit_day', key: 'appointment_date', of: 'appointment_date' },
  { table: 'request_counts_by_partner', key: 'channel_partner_id', of: 'channel_partner_id' },
];

async function expectCountsOfRequests() {
  for (const { table, key, of } of COUNT_TABLES) {
    const counts = await keptAndCounted(['kind', 'service_id', 'status', ...(key ? [key] : [])].join(', '), table, () =>
      ['service_id', 'status', ...(of ? [of] : [])].join(', '),
    );
    expect(counts.kept, table).toEqual(counts.actual);
    expect(counts.kept.length, table).toBeGreaterThan(0);
  }
}

const rowsIn = async (table: string) =>
  Number((await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

describe('the request counts the database keeps', () => {
  it('count the requests a bulk load added, for both kinds', async () => {
    await expectCountsOfRequests();
  });

  it('follow updates of many rows at once: statuses and channel partners moved, other columns changed', async () => {
    await server.database.query(
      `UPDATE requests SET status = 'Cancelled' WHERE id IN (SELECT id FROM requests WHERE status = 'Open' ORDER BY id
          LIMIT 40)`,
    );
    await server.database.query(
      `UPDATE pick_up_requests SET channel_partner_id = (SELECT min(channel_partner_id) FROM pick_up_requests)
          WHERE id IN (SELECT id FROM pick_up_requests ORDER BY id DESC LIMIT 30)`,
    );
    await server.database.query(
      `UPDATE requests SET appointment_date = appointment_date + 3 WHERE id IN (SELECT id FROM requests ORDER BY id DESC
          LIMIT 25)`,
    );
    const before = await rowsIn('request_counts_by_day');
    // Nothing counted moves: no row is added.
    await server.database.query(
      `UPDATE requests SET last_update = now() WHERE id IN (SELECT id FROM requests ORDER BY id LIMIT 50)`,
    );
    expect(await rowsIn('request_counts_by_day')).toBe(before);
    await expectCountsOfRequests();
  });

  it('follow deletes and inserts in one transaction, and a rolled-back change leaves them as they were', async () => {
    await server.database.transaction(async (tx) => {
      await tx.query(`CREATE TEMP TABLE copied ON COMMIT DROP AS SELECT * FROM requests ORDER BY id LIMIT 5`);
      await tx.query(`UPDATE copied SET id = 'COPY' || id, status = 'Pending'`);
      await tx.query(`INSERT INTO requests SELECT * FROM copied`);
      await tx.query(`DELETE FROM requests WHERE id IN (SELECT id FROM copied ORDER BY id LIMIT 2)`);
    });
    await expect(
      server.database.transaction(async (tx) => {
        await tx.query(`UPDATE requests SET status = 'Resolved'`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await expectCountsOfRequests();
  });

  it('fold into one row per key, keeping every total, also when folds run at once', async () => {
    const keys = async () =>
      Number(
        (
          await server.database.query<{ n: number }>(
            `SELECT count(DISTINCT (kind, service_id, status, booked_on))::int AS n FROM request_counts_by_day`,
          )
        )[0].n,
      );
    expect(await rowsIn('request_counts_by_day')).toBeGreaterThan(await keys());
    await Promise.all([
      foldRequestCounts(server.database),
      foldRequestCounts(server.database),
      foldRequestCounts(server.database),
    ]);
    expect(await rowsIn('request_counts_by_day')).toBe(await keys());
    await expectCountsOfRequests();
    await foldRequestCounts(server.database);
    await expectCountsOfRequests();
  });

  it('empty with their table when it is truncated', async () => {
    await server.database.query(`TRUNCATE pick_up_requests CASCADE`);
    for (const { table } of COUNT_TABLES)
      expect(await rowsIn(`${table} WHERE kind = 'pick_up_requests'`), table).toBe(0);
    await expectCountsOfRequests();
  });
});

describe('a request list over booking days, sorted by last update', () => {
  it(
    'answers the pages a direct ORDER BY gives, and the exact total, ' +
      'found by sorting the matches the counts number',
    async () => {
      const json = expecting(server);
      const [{ first, until }] = await server.database.query<{ first: string; until: string }>(
        `SELECT to_char(min(${BOOKED_ON}), 'YYYY-MM-DD') AS first, to_char(percentile_disc(0.3) WITHIN
          GROUP (ORDER BY ${BOOKED_ON}), 'YYYY-MM-DD') AS until FROM requests`,
      );
      const statuses = ['Open', 'Cancelled', 'Assigned', 'Pending'];
      const filters = [
        { property: 'status', operator: 'in', value: statuses },
        { property: 'createdAt', operator: 'isAfter', value: first },
        { property: 'createdAt', operator: 'isBefore', value: until },
      ];
      expect(
        buildListQuery(asList(repairRequestList), filterRequestSchema.parse({ filters })).sortedMatches,
      ).toBeDefined();
      for (const sort of [-1, 1]) {
        const direction = sort === 1 ? 'ASC' : 'DESC';
        const expected = await server.database.query<{ id: string }>(
          `SELECT id FROM requests WHERE status = ANY($1) AND ${BOOKED_ON} BETWEEN $2 AND $3
            ORDER BY last_update ${direction}, id ${direction}`,
          [statuses, first, until],
        );
        expect(expected.length).toBeGreaterThan(20);
        // Fewer matches than rows booked after them: the page is found by sorting the matches (see SORTED_MATCHES).
        const [after] = await server.database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM requests WHERE status = ANY($1) AND ${BOOKED_ON} > $2`,
          [statuses, until],
        );
        expect(expected.length).toBeLessThan(Number(after.n));
        for (const pageNumber of [1, 2]) {
          const page = await json<{ records: { id: string }[]; totalRecords: number }>(
            server.tokens.admin,
            'POST',
            'requests/getByPaginationAndFilter',
            {
              filters,
              sortBy: 'lastUpdate',
              sort,
              pageSize: 10,
              pageNumber,
            },
          );
          expect(page.records.map((record) => record.id)).toEqual(
            expected.slice((pageNumber - 1) * 10, pageNumber * 10).map((row) => row.id),
          );
          expect(page.totalRecords).toBe(expected.length);
        }
      }
    },
  );
});

describe('the folding job', () => {
  it(
    'folds the rows the triggers add by itself, ' + 'in every server process, every REQUEST_COUNTS_JOB_SECONDS',
    async () => {
      const withJob = await startPartnerServer({ REQUEST_COUNTS_JOB_SECONDS: '1' });
      try {
        await seedScale(withJob.database, { partners: 2, brands: 2, customers: 50, requests: 60 });
        await withJob.database.query(
          `UPDATE requests SET status = 'Cancelled' WHERE id IN (SELECT id FROM requests ORDER BY id LIMIT 10)`,
        );
        const unfolded = () =>
          withJob.database.query<{ n: number }>(
            `SELECT count(*)::int - count(DISTINCT (kind, service_id, status))::int AS n FROM request_counts_by_status`,
          );
        await expect.poll(async () => Number((await unfolded())[0].n), { timeout: 10_000, interval: 200 }).toBe(0);
      } finally {
        await withJob.close();
      }
    },
    60_000,
  );
});
