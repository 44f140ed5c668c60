import type { FastifyBaseLogger } from 'fastify';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { seedCatalogue } from './catalogue';
import { ensureStaffUser, seedDemo } from './demo';
import { seedMasterCatalogue } from './masterCatalogue';
import { seedPincodes } from './pincodes';

/** First start on an empty database: reference data always, demo accounts when SEED_DEMO is on. */
export async function seed(ctx: AppContext, log: FastifyBaseLogger) {
  const started = Date.now();
  const loaded = await seedPincodes(ctx.database);
  if (loaded > 0) log.info(`loaded ${loaded} pincodes in ${Date.now() - started} ms`);
  await seedCatalogue(ctx.db);
  await seedMasterCatalogue(ctx.db);
  const { adminEmail, adminPassword } = ctx.config;
  if (adminEmail && adminPassword) {
    await ensureStaffUser(ctx, { email: adminEmail, password: adminPassword, name: 'Administrator', role: ROLES.admin });
  }
  if (ctx.config.seedDemo) await seedDemo(ctx);
}
