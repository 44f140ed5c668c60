import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool, PoolClient } from 'pg';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Raw SQL on one connection: the database itself, or one transaction of it. */
export interface Queryable {
  /** Runs raw SQL with positional parameters and returns its rows (used by the list engine and bulk loads). */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Appends rows to a table in one statement: COPY from memory on PGlite, a JSON record set on PostgreSQL. Answers the
   * rows added.
   */
  copyInto(table: string, columns: readonly string[], rows: readonly CopyRow[]): Promise<number>;
}

/** One row of a bulk load, its values in the order of the columns (null for NULL). */
export type CopyRow = readonly (string | number | null)[];

export interface DatabaseHandle extends Queryable {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` in one transaction on one connection; it commits when `work` resolves and rolls back when it throws.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `heard` on every NOTIFY on `channel` once its transaction committed, from any process; answers how to stop.
   */
  listen(channel: string, heard: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The advisory lock key that serialises migrations across processes (any constant no other code uses). */
const MIGRATION_LOCK = 7_310_452_001;

/** Where the migrations live (a template made from them is named by their content). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

interface DatabaseOptions {
  databaseUrl?: string;
  dataDir?: string;
  inMemory?: boolean;
  /** In memory: start from this dump of a migrated PGlite database (`dumpDataDir`) instead of creating one (tests). */
  template?: Blob;
  /** PostgreSQL: the longest a statement may run before it is cancelled (migrations are exempt). */
  statementTimeoutMs?: number;
  /** Told where, when PGlite is about to create a new database (the longest step of a first start after the seed). */
  creating?: (where: string) => void;
}

/** PGlite under `dataDir/pglite` by default (`memory://` for tests); PostgreSQL when a URL is given. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // Migrations may build indexes over big tables: they run on their own connection, without the timeout.
    const migrator = new pg.Client({ connectionString: options.databaseUrl });
    await migrator.connect();
    try {
      // Processes starting together on a new database migrate one at a time (the lock ends with the session).
      await migrator.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migrate(drizzle(migrator, { schema }), { migrationsFolder });
    } finally {
      await migrator.end();
    }
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      statement_timeout: options.statementTimeoutMs || undefined,
    });
    // An idle connection the server ends (a restart, a terminated backend) is dropped by the pool and the next query
    // opens a new one; without a listener its error would end the process.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    const on = (client: Pool | PoolClient): Queryable => ({
      query: async (text, params) => (await client.query(text, params as unknown[])).rows,
      copyInto: async (table, columns, rows) => {
        if (rows.length === 0) return 0;
        // Without pg-copy-streams the driver cannot COPY FROM STDIN; one JSON parameter typed by the table itself is as
        // fast here.
        const list = columns.map(quoteName).join(', ');
        const records = JSON.stringify(
          rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]]))),
        );
        const result = await client.query(
          `INSERT INTO ${quoteName(table)} (${list}) SELECT ${list}
              FROM json_populate_recordset(NULL::${quoteName(table)}, $1::json)`,
          [records],
        );
        return result.rowCount ?? 0;
      },
    });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      ...on(pool),
      transaction: async (work) => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const result = await work(on(client));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        } finally {
          client.release();
        }
      },
      listen: async (channel, heard) => {
        // LISTEN holds its connection for as long as it listens: one of its own, outside the pool.
        const listener = new pg.Client({ connectionString: options.databaseUrl });
        listener.on('error', () => {});
        listener.on('notification', heard);
        await listener.connect();
        await listener.query(`LISTEN ${quoteName(channel)}`);
        return () => listener.end();
      },
      close: () => pool.end(),
    };
  }
  const { client, db } = await migratedPglite(options);
  const on = (connection: Pick<PGliteInterface, 'query'>): Queryable => ({
    query: async (text, params) => (await connection.query(text, params as unknown[])).rows as never,
    copyInto: async (table, columns, rows) => {
      if (rows.length === 0) return 0;
      const text = rows.map((row) => row.map(copyText).join('\t')).join('\n');
      const result = await connection.query(
        `COPY ${quoteName(table)} (${columns.map(quoteName).join(', ')}) FROM '/dev/blob'`,
        [],
        { blob: new Blob([text]) },
      );
      return result.affectedRows ?? 0;
    },
  });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    ...on(client),
    transaction: (work) => client.transaction((tx) => work(on(tx))),
    listen: async (channel, heard) => {
      const stop = await client.listen(channel, heard);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/** PGlite on disk under `dataDir/pglite`, or in memory (from `template` when given), with every migration applied. */
async function migratedPglite(options: DatabaseOptions) {
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram indexes (pincode area search) need pg_trgm; PostgreSQL ships it in contrib.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let dataPath: string | undefined;
  if (!options.inMemory) {
    dataPath = path.join(options.dataDir ?? 'data', 'pglite');
    fs.mkdirSync(dataPath, { recursive: true });
    if (!fs.existsSync(path.join(dataPath, 'PG_VERSION'))) options.creating?.(dataPath);
  }
  const client = new PGlite({
    dataDir: dataPath,
    loadDataDir: options.inMemory ? options.template : undefined,
    extensions: { pg_trgm },
  });
  const db = drizzle(client, { schema });
  // From a template this only checks that every migration is there (and applies any the template lacks).
  await migrate(db, { migrationsFolder });
  return { client, db };
}

/**
 * A new in-memory PGlite database with every migration, dumped: `openDatabase({ inMemory: true, template })` loads it
 * in about a third of the time creating and migrating one takes (the test servers start from it).
 */
export async function migratedPgliteDump(): Promise<Blob> {
  const { client } = await migratedPglite({ inMemory: true });
  try {
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

const quoteName = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A value in COPY's text format: \N for NULL, and the backslash, tab and line breaks escaped. */
const copyText = (value: string | number | null) =>
  value === null
    ? '\\N'
    : String(value).replace(/[\\\t\n\r]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c]!);
