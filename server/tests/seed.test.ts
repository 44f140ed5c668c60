import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { brands, categories, channelPartnerServiceAreas, pincodes, services, technicians } from '../src/db/schema';
import { seed } from '../src/db/seed';
import { DEMO_ACCOUNTS } from '../src/db/seed/demo';
import { pincodeRows, readDirectory, seedPincodes } from '../src/db/seed/pincodes';
import { freshPostgresDatabase } from './support/testServer';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-seed-'));
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the server the way main.ts does, on a data directory (PGlite) or a fresh PostgreSQL database. */
async function start(databaseUrl?: string, env: Record<string, string> = {}) {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    SEED_DEMO: 'true',
    ...env,
    ...(databaseUrl && { DATABASE_URL: databaseUrl }),
  });
  const database = await openDatabase({ databaseUrl, dataDir });
  const app = await buildApp({ config, database, logger: false });
  const report = await seed(app.ctx, app.log);
  return {
    app,
    database,
    report,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

async function signIn(app: Awaited<ReturnType<typeof start>>['app'], email: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/identity/',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    payload: {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: app.ctx.pools.staff.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  });
}

describe('first start and restart', () => {
  // Seeding 155k pincodes twice on a loaded 2-core machine can pass the suite's default 60 s.
  it(
    'seeds the pincode directory, the spec ids and one demo account per role, and a restart keeps every record',
    { timeout: 180_000 },
    async () => {
      const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
      if (fresh) cleanups.push(fresh.drop);

      const first = await start(fresh?.url);
      const [{ value: pincodeCount }] = await first.database.db.select({ value: count() }).from(pincodes);
      expect(pincodeCount).toBe(pincodeRows(readDirectory()).length);
      expect(first.report).toEqual({ ran: ['pincodes', 'catalogue', 'masters', 'demo'], pincodes: pincodeCount });
      const serviceIds = (await first.database.db.select({ id: services.id }).from(services)).map((s) => s.id).sort();
      expect(serviceIds).toEqual(['SID101', 'SID102', 'SID103', 'SID104', 'SID105']);
      const categoryIds = (await first.database.db.select({ id: categories.id }).from(categories)).map((c) => c.id);
      expect(categoryIds).toEqual(
        expect.arrayContaining([
          'CID101',
          'CID102',
          'CID103',
          'CID104',
          'CID107',
          'CID108',
          'CID109',
          'CID110',
          'CID111',
        ]),
      );

      for (const account of [
        DEMO_ACCOUNTS.admin,
        DEMO_ACCOUNTS.customerCare,
        DEMO_ACCOUNTS.channelPartner,
        DEMO_ACCOUNTS.dealer,
      ]) {
        const response = await signIn(first.app, account.email, account.password);
        expect(response.statusCode, account.email).toBe(200);
      }
      const [technician] = await first.database.db
        .select()
        .from(technicians)
        .where(eq(technicians.mobile, DEMO_ACCOUNTS.technicianMobile));
      expect(technician.status).toBe('Active');
      expect(await first.app.ctx.identity.getUser('technician', `+91${DEMO_ACCOUNTS.technicianMobile}`)).toMatchObject({
        attributes: expect.objectContaining({ 'custom:id': technician.id }),
      });
      const [{ value: areaCount }] = await first.database.db
        .select({ value: count() })
        .from(channelPartnerServiceAreas);
      expect(areaCount).toBeGreaterThan(0);
      await first.database.db.insert(brands).values({ name: 'Kept Across Restarts' });
      await first.close();

      const second = await start(fresh?.url);
      expect(second.report, 'a restart on the same data has nothing to seed').toEqual({ ran: [], pincodes: 0 });
      const kept = await second.database.db.select().from(brands).where(eq(brands.name, 'Kept Across Restarts'));
      expect(kept).toHaveLength(1);
      const [{ value: again }] = await second.database.db.select({ value: count() }).from(pincodes);
      expect(again).toBe(pincodeCount);
      expect((await signIn(second.app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).statusCode).toBe(200);
      await second.close();

      // Another configuration is another seed: the first admin is added, nothing else is loaded again.
      const third = await start(fresh?.url, { ADMIN_EMAIL: 'ops@reloop.in', ADMIN_PASSWORD: 'Ops@123456' });
      expect(third.report).toEqual({ ran: ['pincodes', 'catalogue', 'masters', 'admin', 'demo'], pincodes: 0 });
      expect((await signIn(third.app, 'ops@reloop.in', 'Ops@123456')).statusCode).toBe(200);
      const [{ value: unchanged }] = await third.database.db.select({ value: count() }).from(pincodes);
      expect(unchanged).toBe(pincodeCount);
      await third.close();
      const fourth = await start(fresh?.url, { ADMIN_EMAIL: 'ops@reloop.in', ADMIN_PASSWORD: 'Ops@123456' });
      expect(fourth.report).toEqual({ ran: [], pincodes: 0 });
      await fourth.close();
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'two processes starting together on a new PostgreSQL migrate in turn and load the directory once',
    { timeout: 120_000 },
    async () => {
      const fresh = await freshPostgresDatabase(process.env.DATABASE_URL!);
      cleanups.push(fresh.drop);
      const databases = await Promise.all([
        openDatabase({ databaseUrl: fresh.url }),
        openDatabase({ databaseUrl: fresh.url }),
      ]);
      cleanups.push(async () => {
        for (const database of databases) await database.close();
      });
      const loaded = await Promise.all(databases.map((database) => seedPincodes(database)));
      const expected = pincodeRows(readDirectory()).length;
      expect([...loaded].sort((a, b) => a - b)).toEqual([0, expected]);
      const [{ value }] = await databases[0].db.select({ value: count() }).from(pincodes);
      expect(value).toBe(expected);
    },
  );

  it('bootstraps the first admin from ADMIN_EMAIL and ADMIN_PASSWORD without demo accounts', async () => {
    const fresh = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
    if (fresh) cleanups.push(fresh.drop);
    const config = loadConfig({
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      PAYMENT_GATEWAY: 'sandbox',
      ADMIN_EMAIL: 'ops@reloop.in',
      ADMIN_PASSWORD: 'Ops@123456',
      ...(fresh && { DATABASE_URL: fresh.url }),
    });
    const database = await openDatabase({ databaseUrl: fresh?.url, inMemory: !fresh });
    const app = await buildApp({ config, database, logger: false });
    await seed(app.ctx, app.log);
    expect((await signIn(app, 'ops@reloop.in', 'Ops@123456')).statusCode).toBe(200);
    expect((await signIn(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)).statusCode).toBe(400);
    await app.close();
    await database.close();
  });
});
