import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import type { Queryable } from '../client';
import { seedCatalogue } from './catalogue';
import { ensureStaffUser, seedDemo } from './demo';
import { seedMasterCatalogue } from './masterCatalogue';
import { seedPincodes } from './pincodes';

/**
 * Raise when a step starts writing something new without a new migration, so seeded databases run the seed once more.
 */
const SEED_VERSION = 1;
/** The row of seed_state that records the last complete seed. */
const MARKER = 'seed';

type SeedStep = 'pincodes' | 'catalogue' | 'masters' | 'admin' | 'demo';

interface SeedReport {
  /** The steps that ran: none when this database was seeded completely by this seed, schema and configuration. */
  ran: SeedStep[];
  /** Pincode areas loaded by this run. */
  pincodes: number;
}

/**
 * Reference data always, the first admin when ADMIN_EMAIL/ADMIN_PASSWORD are set, demo accounts when SEED_DEMO is on.
 * Every step only adds what is missing. A complete run leaves a fingerprint of what it was run for (seed version,
 * latest migration, configuration); a restart that finds the same one does nothing.
 */
export async function seed(ctx: AppContext, log: FastifyBaseLogger): Promise<SeedReport> {
  const { stored, wanted } = await fingerprints(ctx.database, ctx.config);
  if (stored === wanted) return { ran: [], pincodes: 0 };

  const started = Date.now();
  const pincodes = await seedPincodes(ctx.database, (areas) => log.info(`loading ${formatCount(areas)} pincodes…`));
  if (pincodes > 0) log.info(`loaded ${formatCount(pincodes)} pincodes in ${seconds(Date.now() - started)}`);
  await seedCatalogue(ctx.db);
  await seedMasterCatalogue(ctx.db);
  const ran: SeedStep[] = ['pincodes', 'catalogue', 'masters'];
  const { adminEmail, adminPassword } = ctx.config;
  if (adminEmail && adminPassword) {
    await ensureStaffUser(ctx, {
      email: adminEmail,
      password: adminPassword,
      name: 'Administrator',
      role: ROLES.admin,
    });
    ran.push('admin');
  }
  if (ctx.config.seedDemo) {
    log.info('adding the demo accounts and partners…');
    await seedDemo(ctx);
    ran.push('demo');
  }
  await ctx.database.query(
    `INSERT INTO seed_state (name, value) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET value = excluded.value,
        updated_at = now()`,
    [MARKER, wanted],
  );
  return { ran, pincodes };
}

/** What the last complete seed was run for, and what this one would be run for. */
async function fingerprints(database: Queryable, config: AppContext['config']) {
  const [row] = await database.query<{ stored: string | null; migration: string | null }>(
    `SELECT (SELECT value FROM seed_state WHERE name = $1) AS stored, (SELECT max(created_at)::text
        FROM drizzle.__drizzle_migrations) AS migration`,
    [MARKER],
  );
  const inputs = {
    version: SEED_VERSION,
    migration: row.migration,
    demo: config.seedDemo,
    admin: config.adminPassword ? (config.adminEmail ?? null) : null,
  };
  return { stored: row.stored, wanted: createHash('sha256').update(JSON.stringify(inputs)).digest('hex') };
}

const formatCount = (n: number) => n.toLocaleString('en');
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
