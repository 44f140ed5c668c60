import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TECHNICIAN_MESSAGES } from '../../domain/authMessages';
import { TECHNICIAN_TABS, technicianMissingItems } from '../../domain/technicians/statuses';
import { DEMO_ACCOUNTS, seedDemo } from '../src/db/seed/demo';
import { expecting } from './channelPartners.helpers';
import { startDemoServer } from './support/demoServer';
import type { TestServer } from './support/testServer';
import { otpCheck, technicianSignIn } from './technicians.helpers';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let partnerToken: string;
beforeAll(async () => {
  server = await startDemoServer();
  json = expecting(server);
  partnerToken = await server.signIn(
    'staff',
    DEMO_ACCOUNTS.channelPartner.email,
    DEMO_ACCOUNTS.channelPartner.password,
  );
});
afterAll(() => server?.close());

const technicianOf = async (mobile: string) =>
  json(
    server.tokens.admin,
    'GET',
    `technician/${(await json(server.tokens.admin, 'GET', `technician/mobile/${mobile}`)).id}`,
  );

describe('demo technicians of GreenFix Services', () => {
  it(
    'Ravi Kumar is Active with a complete profile from the partner’s own areas and brands, ' +
      'and signs in with a one-time code',
    async () => {
      const ravi = await technicianOf(DEMO_ACCOUNTS.technicianMobile);
      expect(ravi).toMatchObject({
        firstName: 'Ravi',
        lastName: 'Kumar',
        mobile: '+919876543210',
        status: 'Active',
        referralCode: 'TECHRAVI',
        channelPartner: { name: 'GreenFix Services' },
        currentAddress: { pincode: 560001, area: 'Vidhana Soudha', city: 'Bangalore North', state: 'Karnataka' },
        services: [
          { id: 'SID101', dailyCallCapacity: 6 },
          { id: 'SID102', dailyCallCapacity: 4 },
        ],
        serviceAreaIds: ['560001#Vidhana Soudha'],
        brandsProducts: [{ name: 'Samsung', products: [{ name: 'Mobile Phone' }] }],
        bankDetails: { accountHolderName: 'Ravi Kumar', accountNumber: 'XXXXXXX7890' },
      });
      expect(technicianMissingItems(ravi)).toEqual([]);
      expect(
        ravi.documentDetails.map((d: { docType: string; mandatory: boolean }) => [d.docType, d.mandatory]),
      ).toEqual([
        ['Aadhar Card', true],
        ['PAN Card', true],
      ]);
      // Offered from the partner's own: its areas and brands hold the technician's.
      const partner = await json(partnerToken, 'GET', 'channel-partner/profile');
      expect(partner.serviceAreaIds).toEqual(expect.arrayContaining(ravi.serviceAreaIds));
      expect(partner.brandsProducts.map((b: { name: string }) => b.name)).toContain('Samsung');

      // The documents are really stored: the partner downloads them.
      for (const file of ravi.documentDetails.map((d: { file: { key: string } }) => d.file)) {
        const download = await server.app.inject({
          url: `/api/master/s3files/download/${encodeURIComponent(file.key)}`,
          headers: { authorization: `Bearer ${partnerToken}` },
        });
        expect(download.statusCode, file.key).toBe(200);
        expect(download.rawPayload.subarray(0, 4).toString('latin1')).toBe('%PDF');
      }
      const token = await technicianSignIn(server, DEMO_ACCOUNTS.technicianMobile);
      expect((await json(token, 'GET', `technician/${ravi.id}`)).id).toBe(ravi.id);
    },
  );

  it('a Pending and an Incomplete technician wait, their sign-in refused until approved', async () => {
    const pending = await technicianOf(DEMO_ACCOUNTS.pendingTechnicianMobile);
    expect(pending).toMatchObject({ firstName: 'Suresh', status: 'Pending', serviceAreaIds: ['560034#Koramangala'] });
    expect(technicianMissingItems(pending)).toEqual([]);
    const incomplete = await technicianOf(DEMO_ACCOUNTS.incompleteTechnicianMobile);
    expect(incomplete).toMatchObject({
      firstName: 'Imran',
      status: 'Incomplete',
      currentAddress: { city: 'Bangalore South' },
    });
    expect(technicianMissingItems(incomplete)).toEqual(['serviceAreas']);
    for (const mobile of [DEMO_ACCOUNTS.pendingTechnicianMobile, DEMO_ACCOUNTS.incompleteTechnicianMobile]) {
      const refused = await otpCheck(server, mobile);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: TECHNICIAN_MESSAGES.notApproved });
      expect(await server.app.ctx.identity.getUser('technician', `+91${mobile}`)).toMatchObject({ enabled: false });
    }
  });

  it('gives each tab of the partner’s technician list a row', async () => {
    for (const [tab, statuses] of Object.entries(TECHNICIAN_TABS)) {
      const page = await json(partnerToken, 'POST', 'technician/getByPaginationAndFilter', {
        filters: [{ property: 'status', operator: 'in', value: [...statuses] }],
      });
      expect(page.totalRecords, tab).toBe(1);
    }
  });

  it('seeds again without adding anything', async () => {
    const counts = async () =>
      (
        await server.database.query<{ n: string }>(
          `SELECT (SELECT count(*) FROM technicians) || '/' || (SELECT count(*)
              FROM technician_services) || '/' || (SELECT count(*) FROM technician_service_areas)
             || '/' || (SELECT count(*) FROM technician_brand_products) || '/' || (SELECT count(*)
               FROM technician_documents) || '/' || (SELECT count(*) FROM stored_files) AS n`,
        )
      )[0].n;
    const before = await counts();
    await seedDemo(server.app.ctx);
    expect(await counts()).toBe(before);
  });
});
