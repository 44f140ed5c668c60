import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GSTIN_PATTERN, type Dealer } from '../../domain/dealers';
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed/demo';
import { expecting } from './channelPartners.helpers';
import { startDemoServer } from './support/demoServer';
import type { TestServer } from './support/testServer';

/** The demo dealers (README "Dealers"): Sharma Electronics Active with a full profile, Verma Appliances Pending. */
let server: TestServer;
let json: ReturnType<typeof expecting>;
beforeAll(async () => {
  server = await startDemoServer();
  json = expecting(server);
});
afterAll(() => server?.close());

const profileOf = async (account: { email: string; password: string }) =>
  json<Dealer>(await server.signIn('staff', account.email, account.password), 'GET', 'dealer/profile');

describe('the demo dealers', () => {
  it('Sharma Electronics: Active, full profile, GreenFix as partner, GST and PAN held', async () => {
    const dealer = await profileOf(DEMO_ACCOUNTS.dealer);
    expect(dealer).toMatchObject({
      firmName: 'Sharma Electronics',
      contactName: 'Rohit Sharma',
      typeOfFirm: 'Retailer',
      status: 'Active',
      address: { pincode: 560001, city: 'Bengaluru', state: 'Karnataka' },
      channelPartner: { name: DEMO_ACCOUNTS.channelPartner.name },
    });
    expect(dealer.gstin).toMatch(GSTIN_PATTERN);
    expect(dealer.documentDetails.map((doc) => doc.docType).sort()).toEqual(['GST', 'PAN Card']);
    // The address is a post office of the directory.
    const [office] = await server.database.query(`SELECT 1 FROM pincodes WHERE code = $1 AND area = $2`, [
      dealer.address!.pincode,
      dealer.address!.area,
    ]);
    expect(office).toBeDefined();
  });

  it('Verma Appliances: Pending with a full profile', async () => {
    const dealer = await profileOf(DEMO_ACCOUNTS.pendingDealer);
    expect(dealer).toMatchObject({
      firmName: 'Verma Appliances',
      status: 'Pending',
      contactName: expect.any(String),
      address: { pincode: 560034 },
    });
    expect(dealer.gstin).toMatch(GSTIN_PATTERN);
    expect(dealer.documentDetails).toHaveLength(2);
  });

  it('fills a demo dealer seeded before profiles existed, and keeps a filled one as it is on a reseed', async () => {
    await server.database.query(
      `UPDATE dealers SET contact_name = NULL, gstin = NULL, address_line1 = NULL WHERE email = $1`,
      [DEMO_ACCOUNTS.pendingDealer.email],
    );
    await server.database.query(`UPDATE dealers SET contact_name = 'Edited Name' WHERE email = $1`, [
      DEMO_ACCOUNTS.dealer.email,
    ]);
    await seedDemo(server.app.ctx);
    expect((await profileOf(DEMO_ACCOUNTS.pendingDealer)).contactName).toBe('Neha Verma');
    expect((await profileOf(DEMO_ACCOUNTS.dealer)).contactName).toBe('Edited Name');
    const [{ n }] = await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM dealer_documents`);
    expect(n).toBe(4);
  });
});
