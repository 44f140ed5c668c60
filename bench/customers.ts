import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { filterRequestSchema, type FilterRequest } from '../domain/filters';
import { CUSTOMER_REQUESTS_PAGE_SIZE, customerRequestsQuery } from '../domain/requests/records';
import type { DatabaseHandle } from '../server/src/db/client';
import { rowCount, type Executor } from '../server/src/platform/db';
import { nameMatches } from '../server/src/modules/customers/repository';
import { repairRequestList } from '../server/src/modules/requests/list';
import { answerList } from '../server/src/platform/listEngine';
import { listening, printLoadHeader, underLoad, type LoadCase } from './concurrency';
import { onEachDatabase } from './databases';
import { prepare, SCALE_ROWS } from './lists';

/** The partners the synthetic requests are spread over (the scale generator uses the first thousand). */
const PARTNERS = 1_000;
/** A synthetic customer (scale customers are numbered from 1, their username is 7000000000 + n). */
const CUSTOMER = '7000000002';

const nameSearch = (db: Executor, label: string, name: string): LoadCase => ({
  name: `customers: name search '${name}' (${label})`,
  call: { method: 'GET', url: `/api/users/customer/getByName/${encodeURIComponent(name)}` },
  sql: () => rowCount(db, nameMatches(name)),
});

const requestList = (database: DatabaseHandle, name: string, request: FilterRequest): LoadCase => ({
  name,
  call: { url: '/api/requests/getByPaginationAndFilter', body: request },
  sql: () => answerList(database, repairRequestList, filterRequestSchema.parse(request)),
});

async function measure(label: string, database: DatabaseHandle, databaseUrl?: string) {
  const rowsOf = SCALE_ROWS[label as keyof typeof SCALE_ROWS];
  const { app, token } = await prepare(database, databaseUrl, {
    label,
    catalogue: true,
    scale: { partners: PARTNERS, customers: rowsOf, requests: rowsOf },
  });
  const cases = [
    nameSearch(app.ctx.db, 'common', 'ravi ku'),
    nameSearch(app.ctx.db, 'rare', 'zachar'),
    requestList(
      database,
      `requests: customer's list, userName equal, page size ${CUSTOMER_REQUESTS_PAGE_SIZE}`,
      customerRequestsQuery(CUSTOMER),
    ),
    requestList(database, 'requests: default order, page 1 of 10', { pageSize: 10, pageNumber: 1, sort: -1 }),
  ];
  return listening(app, async (baseUrl) => {
    printLoadHeader(`Customers and their requests under load on ${label}`);
    const results = [];
    for (const c of cases) results.push(await underLoad(label, baseUrl, token, c));
    return results;
  });
}

/**
 * The customer screen's calls with fifty clients at once, over a million customers and a million requests on PostgreSQL
 * (BENCH_ROWS) when a URL is set, and over BENCH_PGLITE_ROWS on PGlite.
 */
export async function runCustomerBenchmarks() {
  return (await onEachDatabase('customers', measure)).flat();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await runCustomerBenchmarks();
