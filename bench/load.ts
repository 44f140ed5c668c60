import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { maxPageSizeOf } from '../domain/filters';
import type { DatabaseHandle } from '../server/src/db/client';
import { onEachDatabase } from './databases';
import { prepare } from './lists';

/** Ten clients fetching the biggest page a screen may ask for, while one person opens page 1 and the health probe. */
const HEAVY_CLIENTS = 10;
const PROBES = 60;
const BUDGET = 3;

const PAGE_ONE = {
  filters: [{ property: 'name', operator: 'contains', value: 'brand 1' }],
  pageSize: 10,
  pageNumber: 1,
  sort: -1,
};
const BIGGEST_PINCODE_PAGE = {
  filters: [{ property: 'state', operator: 'equal', value: 'Uttar Pradesh' }],
  pageSize: maxPageSizeOf('master/pincodes'),
  pageNumber: 1,
  sort: 1,
};

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];

/**
 * The clients run in worker threads, the probe in its own: real clients are on neither the server's event loop nor each
 * other's.
 */
function clientThread(workerData: Record<string, unknown>) {
  const worker = new Worker(new URL('./loadClients.mjs', import.meta.url), { workerData });
  const next = <T>() =>
    new Promise<T>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  return { worker, next };
}

async function loadFromWorkers(baseUrl: string, token: string): Promise<LoadResult> {
  const probe = clientThread({ role: 'probe', baseUrl, token, probes: PROBES, pageOne: PAGE_ONE });
  await probe.next();
  const ask = () => {
    const answer = probe.next<{ health: number; pageOne: number }>();
    probe.worker.postMessage('probe');
    return answer;
  };
  await ask(); // warm-up
  const quiet = await ask();
  const heavy = clientThread({ role: 'heavy', baseUrl, token, clients: HEAVY_CLIENTS, bigPage: BIGGEST_PINCODE_PAGE });
  const heavyDone = heavy.next<{ heavy: number[]; heavyBytes: number }>();
  // Let all of them get going before probing.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const loaded = await ask();
  heavy.worker.postMessage('stop');
  const { heavy: pages, heavyBytes } = await heavyDone;
  await Promise.all([probe.worker.terminate(), heavy.worker.terminate()]);
  return { quiet, loaded, heavy: pages, heavyBytes };
}

interface LoadResult {
  quiet: { health: number; pageOne: number };
  loaded: { health: number; pageOne: number };
  heavy: number[];
  heavyBytes: number;
}

async function measure(label: string, database: DatabaseHandle, databaseUrl?: string) {
  const { app, token } = await prepare(database, databaseUrl);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  try {
    const { quiet, loaded, heavy, heavyBytes } = await loadFromWorkers(`http://127.0.0.1:${port}`, token);
    console.log(
      `\nUnder load on ${label}: p95 of ${PROBES} probes alone, then while ` +
        `${HEAVY_CLIENTS} clients fetch pages of ${BIGGEST_PINCODE_PAGE.pageSize} pincodes`,
    );
    console.log(
      `  ${'probe'.padEnd(40)} ${'alone_ms'.padStart(9)} ` +
        `${'loaded_ms'.padStart(10)} ${'ratio'.padStart(6)}  budget<=${BUDGET}`,
    );
    for (const [name, alone, busy] of [
      ['GET /api/health', quiet.health, loaded.health],
      ['brand list page 1 (10 rows)', quiet.pageOne, loaded.pageOne],
    ] as const) {
      const ratio = busy / alone;
      console.log(
        `  ${name.padEnd(40)} ${alone.toFixed(2).padStart(9)} ${busy.toFixed(2).padStart(10)} ` +
          `${ratio.toFixed(2).padStart(6)}  ${ratio <= BUDGET ? 'within' : 'OVER'}`,
      );
    }
    console.log(
      `  big pages: ${heavy.length} answered, p50 ${percentile(heavy, 50).toFixed(0)} ms, ` +
        `p95 ${percentile(heavy, 95).toFixed(0)} ms, ${(heavyBytes / 1024).toFixed(0)} kB each`,
    );
  } finally {
    await app.close();
  }
}

/** The biggest allowed pages must not stall other users: PGlite always, PostgreSQL when a URL is set. */
export async function runLoadBenchmarks() {
  await onEachDatabase('load', measure);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) await runLoadBenchmarks();
