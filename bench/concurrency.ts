import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { App } from '../server/src/app';
import type { DatabaseHandle } from '../server/src/db/client';
import { onEachDatabase } from './databases';
import { CASES, directSql, listScale, prepare, type ListCase } from './lists';

/**
 * Fifty people on the lists at once, each sending REQUESTS calls: API p95 (HTTP, real sockets) against the same SQL's
 * p95.
 */
const CLIENTS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const RATIO_BUDGET = 1.3;
const P95_BUDGET_MS = 30;
/** The biggest page is 1 MB of JSON: fewer rounds of it. */
const BIG_PAGE_REQUESTS = 4;

export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

/** One API call as the clients send it: POST with `body` as JSON unless `method` says otherwise. */
export interface HttpCall {
  url: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

/** A case under load: its API call and what the route runs, run directly. */
export interface LoadCase {
  name: string;
  call: HttpCall;
  sql: () => Promise<unknown>;
  /** Calls per client (default REQUESTS). */
  requests?: number;
}

export function throughHttp(baseUrl: string, token: string, call: HttpCall, requests: number) {
  const worker = new Worker(new URL('./concurrencyClients.mjs', import.meta.url), {
    workerData: {
      url: `${baseUrl}${call.url}`,
      token,
      method: call.method,
      body: call.body,
      clients: CLIENTS,
      requests,
    },
  });
  return new Promise<{ latencies: number[]; bytes: number; seconds: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** The same number of calls, CLIENTS at a time, straight to the database through the server's own pool. */
async function directly(sql: () => Promise<unknown>, requests: number) {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < requests; i++) {
        const started = performance.now();
        await sql();
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

/**
 * The same calls answered by a bare node:http server on these cores, with as many bytes as the API's answer and no
 * other work (no routing, token, validation or database): the p95 that HTTP alone costs, which no API can go below.
 */
async function httpAlone(bytes: number, call: HttpCall, requests: number) {
  const answer = Buffer.alloc(bytes, ' ');
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': answer.length }).end(answer),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as { port: number };
    return await throughHttp(`http://127.0.0.1:${port}`, '', call, requests);
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

/** Prints the title and the column heads of a table of underLoad lines. */
export function printLoadHeader(title: string) {
  console.log(`\n${title}: ${CLIENTS} clients at once, p95 through the API (HTTP) and of the same SQL run directly`);
  console.log(
    `  (http_p95: a bare node:http server answering as many bytes and doing nothing else: HTTP's own ` +
      `cost on these cores; an API does that and the SQL, so its ratio is about 1 + http/sql at best)`,
  );
  console.log(
    `  ${'name'.padEnd(56)} ${'api_p95'.padStart(8)} ${'sql_p95'.padStart(8)} ${'http_p95'.padStart(8)} ` +
      `${'ratio'.padStart(6)} ${'http/sql'.padStart(8)}  budget<=${RATIO_BUDGET}  p95<=${P95_BUDGET_MS}ms  req/s`,
  );
}

/**
 * Warms a case up, then measures it through HTTP and directly (one after the other, never both at once) and prints its
 * line.
 */
export async function underLoad(label: string, baseUrl: string, token: string, c: LoadCase) {
  const requests = c.requests ?? REQUESTS;
  await throughHttp(baseUrl, token, c.call, 2);
  await directly(c.sql, 2);
  const api = await throughHttp(baseUrl, token, c.call, requests);
  const sql = await directly(c.sql, requests);
  const bare = await httpAlone(api.bytes, c.call, requests);
  const [apiMs, sqlMs, httpMs] = [p95(api.latencies), p95(sql), p95(bare.latencies)];
  const ratio = apiMs / sqlMs;
  const perSecond = api.latencies.length / api.seconds;
  console.log(
    `  ${c.name.padEnd(56)} ${apiMs.toFixed(1).padStart(8)} ${sqlMs.toFixed(1).padStart(8)} ` +
      `${httpMs.toFixed(1).padStart(8)} ${ratio.toFixed(2).padStart(6)} ` +
      `${(httpMs / sqlMs).toFixed(2).padStart(8)}  ${(ratio <= RATIO_BUDGET ? 'within' : 'OVER').padEnd(11)} ` +
      `${(apiMs <= P95_BUDGET_MS ? 'within' : 'OVER').padEnd(10)} ${perSecond.toFixed(0).padStart(5)}`,
  );
  return { database: label, name: c.name, apiMs, sqlMs, httpMs, ratio, perSecond };
}

/** The app of `prepare` listening on a free port of 127.0.0.1, its base URL given to `run`, closed afterwards. */
export async function listening<T>(app: App, run: (baseUrl: string) => Promise<T>) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  try {
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    await app.close();
  }
}

const loadCase = (database: DatabaseHandle, c: ListCase): LoadCase => ({
  name: c.name,
  call: { url: c.url, body: c.request },
  sql: () => directSql(database, c),
  requests: Number(c.request.pageSize ?? 10) > 1000 ? BIG_PAGE_REQUESTS : REQUESTS,
});

async function measure(label: string, database: DatabaseHandle, databaseUrl?: string) {
  const { app, token } = await prepare(database, databaseUrl, { label, scale: listScale(label) });
  return listening(app, async (baseUrl) => {
    printLoadHeader(`Lists under load on ${label}`);
    const results = [];
    for (const c of CASES) results.push(await underLoad(label, baseUrl, token, loadCase(database, c)));
    return results;
  });
}

/**
 * The lists with fifty clients at once: PGlite always, PostgreSQL (a million partners and pincodes) when a URL is set.
 */
export async function runConcurrencyBenchmarks() {
  return (await onEachDatabase('concurrency', measure)).flat();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href)
  await runConcurrencyBenchmarks();
