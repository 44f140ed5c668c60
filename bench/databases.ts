import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../server/src/db/client';
import { freshPostgresDatabase } from '../server/tests/support/testServer';

/**
 * Runs a benchmark on a fresh PGlite, then on a fresh PostgreSQL database when BENCH_DATABASE_URL (or DATABASE_URL) is
 * set. BENCH_PGLITE=off skips PGlite (to iterate on PostgreSQL alone).
 */
export async function onEachDatabase<T>(
  name: string,
  run: (label: string, database: DatabaseHandle, databaseUrl?: string) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  if (process.env.BENCH_PGLITE !== 'off') results.push(await onPglite(name, run));
  const baseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!baseUrl) return results;
  const fresh = await freshPostgresDatabase(baseUrl);
  const postgres = await openDatabase({ databaseUrl: fresh.url, statementTimeoutMs: 10_000 });
  try {
    results.push(await run('PostgreSQL', postgres, fresh.url));
  } finally {
    await postgres.close();
    await fresh.drop();
  }
  return results;
}

async function onPglite<T>(name: string, run: (label: string, database: DatabaseHandle) => Promise<T>): Promise<T> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `reloop-bench-${name}-`));
  const pglite = await openDatabase({ dataDir });
  try {
    return await run('PGlite', pglite);
  } finally {
    await pglite.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The request-side benches (requests, dashboards) need a million requests of each kind, which take minutes to load:
 * BENCH_REQUESTS_DATABASE_URL runs them on that database as it is (topped up, never dropped) instead of fresh ones.
 */
export async function onRequestDatabases<T>(
  name: string,
  run: (label: string, database: DatabaseHandle, databaseUrl?: string) => Promise<T>,
): Promise<T[]> {
  const kept = process.env.BENCH_REQUESTS_DATABASE_URL;
  if (!kept) return onEachDatabase(name, run);
  const database = await openDatabase({ databaseUrl: kept, statementTimeoutMs: 10_000 });
  try {
    return [await run('PostgreSQL', database, kept)];
  } finally {
    await database.close();
  }
}
