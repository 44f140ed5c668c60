import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { DatabaseHandle } from '../server/src/db/client';
import { onEachDatabase } from './databases';
import { CASES, directSql, prepare, type ListCase } from './lists';

/** Fifty people on the lists at once, each sending REQUESTS calls: API p95 (HTTP, real sockets) against the same SQL's p95. */
const CLIENTS = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20);
const RATIO_BUDGET = 1.3;
const P95_BUDGET_MS = 30;
/** The biggest page is 1 MB of JSON: fewer rounds of it. */
const BIG_PAGE_REQUESTS = 4;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * 0.95))];

function throughHttp(baseUrl: string, token: string, c: ListCase, requests: number) {
  const worker = new Worker(new URL('./concurrencyClients.mjs', import.meta.url), {
    workerData: { url: `${baseUrl}${c.url}`, token, body: c.request, clients: CLIENTS, requests },
  });
  return new Promise<{ latencies: number[]; bytes: number; seconds: number }>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

/** The same number of calls, CLIENTS at a time, straight to the database through the server's own pool. */
async function directly(database: DatabaseHandle, c: ListCase, requests: number) {
  const latencies: number[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      for (let i = 0; i < requests; i++) {
        const started = performance.now();
        await directSql(database, c);
        latencies.push(performance.now() - started);
      }
    }),
  );
  return latencies;
}

async function measure(label: string, database: DatabaseHandle, databaseUrl?: string) {
  const { app, token } = await prepare(database, databaseUrl, label as 'PGlite' | 'PostgreSQL');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const results = [];
  try {
    console.log(`\nLists under load on ${label}: ${CLIENTS} clients at once, p95 through the API (HTTP) and of the same SQL run directly`);
    console.log(`  ${'name'.padEnd(56)} ${'api_p95'.padStart(8)} ${'sql_p95'.padStart(8)} ${'ratio'.padStart(6)}  budget<=${RATIO_BUDGET}  p95<=${P95_BUDGET_MS}ms  req/s`);
    for (const c of CASES) {
      const requests = Number(c.request.pageSize ?? 10) > 1000 ? BIG_PAGE_REQUESTS : REQUESTS;
      await throughHttp(`http://127.0.0.1:${port}`, token, c, 2); // warm-up
      await directly(database, c, 2);
      const api = await throughHttp(`http://127.0.0.1:${port}`, token, c, requests);
      const sql = await directly(database, c, requests);
      const [apiMs, sqlMs] = [p95(api.latencies), p95(sql)];
      const ratio = apiMs / sqlMs;
      results.push({ database: label, name: c.name, apiMs, sqlMs, ratio });
      console.log(
        `  ${c.name.padEnd(56)} ${apiMs.toFixed(1).padStart(8)} ${sqlMs.toFixed(1).padStart(8)} ${ratio.toFixed(2).padStart(6)}  ${(ratio <= RATIO_BUDGET ? 'within' : 'OVER').padEnd(11)} ${(apiMs <= P95_BUDGET_MS ? 'within' : 'OVER').padEnd(10)} ${(api.latencies.length / api.seconds).toFixed(0).padStart(5)}`,
      );
    }
  } finally {
    await app.close();
  }
  return results;
}

/** The lists with fifty clients at once: PGlite always, PostgreSQL (a million partners and pincodes) when a URL is set. */
export async function runConcurrencyBenchmarks() {
  return (await onEachDatabase('concurrency', measure)).flat();
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await runConcurrencyBenchmarks();
