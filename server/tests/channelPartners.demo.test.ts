import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missingItems } from '../../domain/channelPartner/missingItems';
import { PARTNER_TABS } from '../../domain/channelPartner/status';
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed/demo';
import { isValidIfsc } from '../src/modules/ifsc/bank';
import { expecting } from './channelPartners.helpers';
import { startDemoServer } from './support/demoServer';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
beforeAll(async () => {
  server = await startDemoServer();
  json = expecting(server);
});
afterAll(() => server?.close());

const count = async (table: string) =>
  Number((await server.database.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);

describe('demo channel partners', () => {
  it('GreenFix Services is Active with a complete profile the partner reads after signing in', async () => {
    const token = await server.signIn(
      'staff',
      DEMO_ACCOUNTS.channelPartner.email,
      DEMO_ACCOUNTS.channelPartner.password,
    );
    const profile = await json(token, 'GET', 'channel-partner/profile');
    expect(profile).toMatchObject({
      name: 'GreenFix Services',
      status: 'Active',
      contractDetails: { startDate: '2025-04-01', endDate: '2027-03-31' },
    });
    expect(missingItems(profile)).toEqual([]);
    expect(profile.services[0]).toEqual({ id: 'SID101', type: 'Repair', dailyCallCapacity: 12 });
    expect(profile.officeAddress).toMatchObject({ pincode: 560001, city: 'Bangalore North', state: 'Karnataka' });
    expect(profile.serviceAreaIds).toEqual(expect.arrayContaining(['560001#Vidhana Soudha', '560034#Koramangala']));
    expect(profile.dayAreas.map((d: { day: number }) => d.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(profile.brandsProducts.map((b: { name: string }) => b.name)).toEqual(['LG', 'Samsung', 'Whirlpool']);
    expect(isValidIfsc(profile.bankDetails.ifscCode)).toBe(true);
    expect(profile.bankDetails).toMatchObject({ name: 'State Bank of India', accountNumber: 'XXXXXXX7219' });
    expect(
      profile.documentDetails.map((d: { docType: string; mandatory: boolean }) => [d.docType, d.mandatory]),
    ).toEqual([
      ['Aadhar Card', true],
      ['PAN Card', true],
      ['GST', true],
    ]);
    expect(profile.documentDetails[0].docNumber).toBe('XXXXXXXX2014');

    // The files are really stored: the partner downloads its own cheque and documents.
    for (const file of [profile.bankDetails.cheque, ...profile.documentDetails.map((d: { file: object }) => d.file)]) {
      const download = await server.app.inject({
        url: `/api/master/s3files/download/${encodeURIComponent(file.key)}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(download.statusCode, file.key).toBe(200);
      expect(download.rawPayload.subarray(0, 4).toString('latin1')).toMatch(
        file.type === 'application/pdf' ? /^%PDF/ : /^.PNG/,
      );
    }
  });

  it('gives each list tab a row', async () => {
    for (const [tab, statuses] of Object.entries(PARTNER_TABS)) {
      const page = await json(server.tokens.admin, 'POST', 'channel-partner/getByPaginationAndFilter', {
        filters: [{ property: 'status', operator: 'in', value: [...statuses] }],
      });
      expect(page.totalRecords, tab).toBeGreaterThan(0);
    }
    const pending = (
      await json(server.tokens.admin, 'POST', 'channel-partner/getByPaginationAndFilter', {
        filters: [{ property: 'status', operator: 'equal', value: 'Pending' }],
      })
    ).records[0];
    expect(pending.name).toBe('Metro Mobile Care');
    expect(missingItems(await json(server.tokens.admin, 'GET', `channel-partner/getById/${pending.id}`))).toEqual([]);
    expect(
      (
        await server.app.inject({
          method: 'PUT',
          url: '/api/channel-partner/status',
          headers: { authorization: `Bearer ${server.tokens.admin}` },
          payload: {
            id: pending.id,
            status: 'Active',
            remark: 'Demo approval',
            contractDetails: { startDate: '2026-04-01', endDate: '2027-03-31' },
          },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('seeding again adds nothing and keeps what was changed', async () => {
    const tables = [
      'channel_partners',
      'channel_partner_documents',
      'channel_partner_day_areas',
      'channel_partner_brand_products',
      'stored_files',
    ];
    const before = await Promise.all(tables.map(count));
    await seedDemo(server.app.ctx);
    expect(await Promise.all(tables.map(count))).toEqual(before);
    const [metro] = await server.database.query<{ status: string }>(
      `SELECT status FROM channel_partners WHERE name = 'Metro Mobile Care'`,
    );
    expect(metro.status).toBe('Active');
  });
});
