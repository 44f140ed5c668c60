import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEALER_TABS, type Dealer, type DealerRow } from '../../domain/dealers';
import { caller, expecting } from './channelPartners.helpers';
import { dealerForm, partnerRow, startDealerServer } from './dealers.helpers';
import type { TestServer } from './support/testServer';

/** POST dealer/getByPaginationAndFilter, dealer/export and GET dealer/filter/data: the admin's dealer list. */
let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let partnerId: string;
const ids: Record<string, string> = {};

const mumbai = {
  addressLine1: '1 Marine Drive',
  addressLine2: 'Fort',
  landmark: '',
  pincode: 400001,
  area: 'Bazargate',
  city: 'Mumbai',
  state: 'Maharashtra',
};

beforeAll(async () => {
  server = await startDealerServer();
  json = expecting(server);
  call = caller(server);
  partnerId = await partnerRow(server, 'list-partner@greenfix.in');
  const [{ area }] = await server.database.query<{ area: string }>(
    `SELECT area FROM pincodes WHERE code = 400001 ORDER BY area LIMIT 1`,
  );
  const add = async (key: string, form: ReturnType<typeof dealerForm>, status: string) => {
    const dealer = await json<Dealer>(server.tokens.admin, 'POST', 'dealer', form, 201);
    await server.database.query(`UPDATE dealers SET status = $2 WHERE id = $1`, [dealer.id, status]);
    ids[key] = dealer.id;
  };
  // Added in this order: the newest update first is the reverse.
  await add('alpha', dealerForm('alpha@list.in', { firmName: 'Alpha Traders', typeOfFirm: 'Distributor' }), 'Invited');
  await add('beta', dealerForm('beta@list.in', { firmName: 'Beta Stores', channelPartnerId: partnerId }), 'Pending');
  await add('gamma', dealerForm('gamma@list.in', { firmName: 'Gamma Mart', address: { ...mumbai, area } }), 'Active');
  await add('delta', dealerForm('delta@list.in', { firmName: 'Delta Shop', channelPartnerId: partnerId }), 'Inactive');
});
afterAll(() => server?.close());

const list = (body: object) =>
  json<{ records: DealerRow[]; totalRecords: number }>(
    server.tokens.admin,
    'POST',
    'dealer/getByPaginationAndFilter',
    body,
  );
const names = (page: { records: DealerRow[] }) => page.records.map((row) => row.firmName);

describe('POST dealer/getByPaginationAndFilter', () => {
  it('answers the rows newest update first, with the partner’s name', async () => {
    const page = await list({});
    expect(page.totalRecords).toBe(4);
    expect(names(page)).toEqual(['Delta Shop', 'Gamma Mart', 'Beta Stores', 'Alpha Traders']);
    expect(page.records[0]).toEqual({
      id: ids.delta,
      firmName: 'Delta Shop',
      contactName: 'Rohit Sharma',
      email: 'delta@list.in',
      mobile: expect.stringMatching(/^\d{10}$/),
      typeOfFirm: 'Retailer',
      gstin: '29AAKFS1234Q1Z5',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: 560001,
      channelPartnerId: partnerId,
      channelPartnerName: 'Partner list-partner',
      status: 'Inactive',
      createdAt: expect.any(String),
      lastUpdate: expect.any(String),
    });
  });

  it('filters by tab, text, partner and city; sorts; pages', async () => {
    const tab = async (name: keyof typeof DEALER_TABS) =>
      names(await list({ filters: [{ property: 'status', operator: 'in', value: [...DEALER_TABS[name]] }] }));
    expect(await tab('invited')).toEqual(['Alpha Traders']);
    expect(await tab('pending')).toEqual(['Beta Stores']);
    expect(await tab('verified')).toEqual(['Delta Shop', 'Gamma Mart']);
    expect(names(await list({ filters: [{ property: 'firmName', operator: 'contains', value: 'mart' }] }))).toEqual([
      'Gamma Mart',
    ]);
    expect(
      names(await list({ filters: [{ property: 'channelPartnerId', operator: 'equal', value: partnerId }] })),
    ).toEqual(['Delta Shop', 'Beta Stores']);
    expect(names(await list({ filters: [{ property: 'city', operator: 'equal', value: 'Mumbai' }] }))).toEqual([
      'Gamma Mart',
    ]);
    expect(
      names(await list({ filters: [{ property: 'typeOfFirm', operator: 'equal', value: 'Distributor' }] })),
    ).toEqual(['Alpha Traders']);
    expect(names(await list({ sortBy: 'firmName', sort: 1 }))).toEqual([
      'Alpha Traders',
      'Beta Stores',
      'Delta Shop',
      'Gamma Mart',
    ]);
    const second = await list({ sortBy: 'firmName', sort: 1, pageNumber: 2, pageSize: 3 });
    expect(second.totalRecords).toBe(4);
    expect(names(second)).toEqual(['Gamma Mart']);
  });

  it('derives Expired from an open invitation past its expiry, in the rows and the filter', async () => {
    await server.database.query(`UPDATE dealers SET invite_expires_at = now() - interval '1 hour' WHERE id = $1`, [
      ids.alpha,
    ]);
    const expired = await list({ filters: [{ property: 'status', operator: 'equal', value: 'Expired' }] });
    expect(expired.records.map((row) => [row.firmName, row.status])).toEqual([['Alpha Traders', 'Expired']]);
    expect((await list({ filters: [{ property: 'status', operator: 'equal', value: 'Invited' }] })).records).toEqual(
      [],
    );
    await server.database.query(`UPDATE dealers SET invite_expires_at = now() + interval '1 hour' WHERE id = $1`, [
      ids.alpha,
    ]);
  });

  it('refuses a property off the whitelist, and every caller but an admin', async () => {
    const bad = await call(server.tokens.admin, 'POST', 'dealer/getByPaginationAndFilter', {
      filters: [{ property: 'inviteChallengeHash', operator: 'equal', value: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    expect((await call(undefined, 'POST', 'dealer/getByPaginationAndFilter', {})).statusCode).toBe(401);
    for (const role of ['channelPartner', 'technician', 'customerCare', 'dealer'] as const) {
      expect((await call(server.tokens[role], 'POST', 'dealer/getByPaginationAndFilter', {})).statusCode, role).toBe(
        403,
      );
      expect(
        (
          await call(server.tokens[role], 'POST', 'dealer/export', {
            name: 'x',
            columns: [{ key: 'id', header: 'ID' }],
          })
        ).statusCode,
        role,
      ).toBe(403);
      expect((await call(server.tokens[role], 'GET', 'dealer/filter/data')).statusCode, role).toBe(403);
    }
  });
});

describe('POST dealer/export and GET dealer/filter/data', () => {
  it('streams the filtered rows as XLSX with the chosen columns', async () => {
    const response = await call(server.tokens.admin, 'POST', 'dealer/export', {
      name: 'Dealers',
      filters: [{ property: 'status', operator: 'in', value: ['Active', 'Inactive'] }],
      sortBy: 'firmName',
      sort: 1,
      columns: [
        { key: 'id', header: 'ID' },
        { key: 'firmName', header: 'Firm Name' },
        { key: 'channelPartnerName', header: 'Channel Partner' },
        { key: 'status', header: 'Status' },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    expect(rows).toEqual([
      ['ID', 'Firm Name', 'Channel Partner', 'Status'],
      [ids.delta, 'Delta Shop', 'Partner list-partner', 'Inactive'],
      [ids.gamma, 'Gamma Mart', undefined, 'Active'],
    ]);
  });

  it('offers the select filters the values the dealers hold', async () => {
    expect(await json(server.tokens.admin, 'GET', 'dealer/filter/data')).toEqual({
      status: ['Active', 'Inactive', 'Invited', 'Pending'],
      typeOfFirm: ['Distributor', 'Retailer'],
      city: ['Bengaluru', 'Mumbai'],
      state: ['Karnataka', 'Maharashtra'],
      channelPartnerName: ['Partner list-partner'],
    });
  });
});
