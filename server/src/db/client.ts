import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL with positional parameters and returns its rows (used by the list engine and bulk loads). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** PostgreSQL: the longest a statement may run before it is cancelled (migrations are exempt). */
  statementTimeoutMs?: number;
}

/** PGlite under `dataDir/pglite` by default (`memory://` for tests); PostgreSQL when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Migrations may build indexes over big tables: they run on their own connection, without the timeout.
    const migrator = new pg.Pool({ connectionString: options.databaseUrl, max: 1 });
    try {
      await migrate(drizzle(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.end();
    }
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, statement_timeout: options.statementTimeoutMs || undefined });
    const db = drizzle(pool, { schema });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      query: async (text, params) => (await pool.query(text, params as unknown[])).rows,
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes (pincode area search) need pg_trgm; PostgreSQL ships it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataPath: string | undefined;
  if (!options.inMemory) {
    dataPath = path.join(options.dataDir ?? 'data', 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
  }
  const client = new PGlite({ dataDir: dataPath, extensions: { pg_trgm } });
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    query: async (text, params) => (await client.query(text, params as unknown[])).rows as never,
    close: () => client.close(),
  };
}
