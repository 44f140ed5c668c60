import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrationsFolder } from '../../src/db/client';
import { freshPostgresDatabase } from './testServer';

/** Where a migration test runs: PGlite always, PostgreSQL too when DATABASE_URL names a server. */
export const MIGRATION_ENGINES = ['pglite', ...(process.env.DATABASE_URL ? (['postgres'] as const) : [])] as const;
export type MigrationEngine = (typeof MIGRATION_ENGINES)[number];

interface JournalEntry {
  idx: number;
  tag: string;
  when: number;
}

/** A database of the schema as it stood before one migration: the state that migration meets, built by the test. */
export interface DatabaseBeforeMigration {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * Applies the migrations from `tag` on, with the real migrations folder, as a server's start does; answers how many
   * ran.
   */
  migrateRest(): Promise<number>;
  close(): Promise<void>;
}

/** The migrations folder cut before `tag` (its journal lists only the earlier ones), in a temporary directory. */
function foldersBefore(tag: string): { folder: string; remove(): void } {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag} in ${migrationsFolder}`);
  const folder = mkdtempSync(path.join(tmpdir(), 'reloop-migrations-'));
  mkdirSync(path.join(folder, 'meta'));
  const earlier = journal.entries.slice(0, at);
  for (const entry of earlier)
    copyFileSync(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
  writeFileSync(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: earlier }));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}

const appliedCount = async (query: DatabaseBeforeMigration['query']) =>
  Number((await query<{ n: number | string }>('SELECT count(*) AS n FROM drizzle.__drizzle_migrations'))[0].n);

/**
 * A new database migrated up to the migration before `tag` (through drizzle's migrator, as the server migrates), on
 * in-memory PGlite or on a database of its own on the PostgreSQL server of DATABASE_URL (dropped by `close`).
 */
export async function databaseBefore(engine: MigrationEngine, tag: string): Promise<DatabaseBeforeMigration> {
  const before = foldersBefore(tag);
  try {
    return engine === 'pglite' ? await pgliteBefore(before.folder) : await postgresBefore(before.folder);
  } finally {
    before.remove();
  }
}

async function pgliteBefore(folder: string): Promise<DatabaseBeforeMigration> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: folder });
  const query: DatabaseBeforeMigration['query'] = async (text, params) =>
    (await client.query(text, params)).rows as never;
  return {
    query,
    migrateRest: async () => {
      const applied = await appliedCount(query);
      await migrate(db, { migrationsFolder });
      return (await appliedCount(query)) - applied;
    },
    close: () => client.close(),
  };
}

async function postgresBefore(folder: string): Promise<DatabaseBeforeMigration> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const fresh = await freshPostgresDatabase(process.env.DATABASE_URL!);
  const client = new pg.Client({ connectionString: fresh.url });
  try {
    await client.connect();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: folder });
    const query: DatabaseBeforeMigration['query'] = async (text, params) =>
      (await client.query(text, params as unknown[])).rows;
    return {
      query,
      migrateRest: async () => {
        const applied = await appliedCount(query);
        await migrate(db, { migrationsFolder });
        return (await appliedCount(query)) - applied;
      },
      close: async () => {
        await client.end();
        await fresh.drop();
      },
    };
  } catch (error) {
    await client.end().catch(() => {});
    await fresh.drop();
    throw error;
  }
}
