import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOOKABLE_PARTNER_FIELDS } from '../../domain/channelPartner/profile';
import { PARTNER_TABS } from '../../domain/channelPartner/status';
import { SERVER_MESSAGES } from '../../domain/messages/serverMessages';
import { ROLES } from '../../domain/roles';
import {
  AREAS,
  caller,
  catalogueIds,
  completeProfile,
  expecting,
  inviteForm,
  startPartnerServer,
} from './channelPartners.helpers';
import { dealerFor, staffUser } from './requests.helpers';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
const ids: Record<string, string> = {};
const contract = { startDate: '2026-04-01', endDate: '2027-03-31' };

/** A partner added by the admin, completed and approved: Active. */
async function activePartner(email: string, name: string) {
  const { id } = await json(
    admin,
    'POST',
    'channel-partner',
    { ...inviteForm(email, name), typeOfFirm: 'Retailer' },
    201,
  );
  await completeProfile(server, admin, { id, email }, name);
  await json(admin, 'POST', `channel-partner/${id}/submit`);
  await json(admin, 'PUT', 'channel-partner/status', { id, status: 'Active', remark: 'ok', contractDetails: contract });
  return id;
}

beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  admin = server.tokens.admin;
  const invite = async (email: string) =>
    (await json(admin, 'POST', 'channel-partner/sendInvite', inviteForm(email, 'Invited Repairs'), 201)).id as string;
  ids.invited = await invite('invited@list.in');
  ids.expired = await invite('expired@list.in');
  await server.database.query(
    `UPDATE channel_partners SET invite_expires_at = now() - interval '1 hour' WHERE id = $1`,
    [ids.expired],
  );
  ids.revoked = await invite('revoked@list.in');
  await json(admin, 'POST', 'channel-partner/revokeInvite/', { id: ids.revoked });
  ids.deleted = await invite('deleted@list.in');
  await json(admin, 'POST', 'channel-partner/revokeInvite/', { id: ids.deleted });
  await json(admin, 'DELETE', `channel-partner/invite/${ids.deleted}`);
  ids.incomplete = (
    await json(admin, 'POST', 'channel-partner', inviteForm('incomplete@list.in', 'Incomplete Repairs'), 201)
  ).id;
  ids.pending = (
    await json(admin, 'POST', 'channel-partner', inviteForm('pending@list.in', 'Pending Repairs'), 201)
  ).id;
  await completeProfile(server, admin, { id: ids.pending, email: 'pending@list.in' }, 'Pending Repairs');
  await json(admin, 'POST', `channel-partner/${ids.pending}/submit`);
  ids.active = await activePartner('active@list.in', 'Active Repairs');
  ids.inactive = await activePartner('inactive@list.in', 'Bench Repairs');
  await json(admin, 'PUT', 'channel-partner/status', { id: ids.inactive, status: 'Inactive', remark: 'pause' });
});
afterAll(() => server?.close());

const list = (body: object) => json(admin, 'POST', 'channel-partner/getByPaginationAndFilter', body);
const tab = async (name: keyof typeof PARTNER_TABS) =>
  (
    (await list({ filters: [{ property: 'status', operator: 'in', value: [...PARTNER_TABS[name]] }], pageSize: 50 }))
      .records as { id: string }[]
  )
    .map((r) => r.id)
    .sort();

describe('POST channel-partner/getByPaginationAndFilter', () => {
  it('gives each tab its statuses; expired invitations show as Expired, deleted ones stay flagged', async () => {
    expect(await tab('incomplete')).toEqual([ids.incomplete].sort());
    expect(await tab('invited')).toEqual([ids.invited, ids.expired, ids.revoked, ids.deleted, ids.pending].sort());
    expect(await tab('verified')).toEqual([ids.active, ids.inactive].sort());
    const { records } = await list({ filters: [{ property: 'deleted', operator: 'equal', value: true }] });
    expect(records).toEqual([expect.objectContaining({ id: ids.deleted, status: 'Revoked', deleted: true })]);
    const expired = (await list({ filters: [{ property: 'status', operator: 'equal', value: 'Expired' }] })).records;
    expect(expired.map((r: { id: string }) => r.id)).toEqual([ids.expired]);
  });

  it('derives an expired invitation at read time and writes nothing while reading', async () => {
    const snapshot = () =>
      server.database
        .query(`SELECT (SELECT json_agg(json_build_object('id', id, 'status', status, 'lastUpdate', last_update)
            ORDER BY id) FROM channel_partners) AS partners,
                                    (SELECT count(*)::int FROM activity_logs) AS activities`);
    const before = await snapshot();
    expect(
      (await list({ filters: [{ property: 'status', operator: 'in', value: ['Expired'] }] })).records.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([ids.expired]);
    expect(
      (await list({ filters: [{ property: 'status', operator: 'equal', value: 'Invited' }] })).records.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([ids.invited]);
    const closed = (
      await list({ filters: [{ property: 'status', operator: 'in', value: ['Expired', 'Revoked'] }] })
    ).records.map((r: { id: string }) => r.id);
    expect(closed.sort()).toEqual([ids.expired, ids.revoked, ids.deleted].sort());
    const notInvited = (
      await list({ filters: [{ property: 'status', operator: 'notEqual', value: 'Invited' }], pageSize: 50 })
    ).records.map((r: { id: string }) => r.id);
    expect(notInvited).toContain(ids.expired);
    expect(notInvited).not.toContain(ids.invited);
    expect((await json(admin, 'GET', `channel-partner/getById/${ids.expired}`)).status).toBe('Expired');
    expect((await json(admin, 'GET', 'channel-partner/filter/data')).status).toContain('Expired');
    expect(await snapshot()).toEqual(before);
  });

  it('answers rows of the list contract', async () => {
    const { records, totalRecords } = await list({
      filters: [{ property: 'id', operator: 'equal', value: ids.active }],
    });
    expect(totalRecords).toBe(1);
    expect(records[0]).toEqual({
      id: ids.active,
      name: 'Active Repairs',
      typeOfFirm: 'Authorised service center',
      primaryEmail: 'active@list.in',
      primaryMobile: '9876501234',
      status: 'Active',
      city: 'Bangalore North',
      state: 'Karnataka',
      contractStartDate: '2026-04-01',
      contractEndDate: '2027-03-31',
      inviteExpiresAt: expect.any(String),
      deleted: false,
      createdAt: expect.any(String),
      lastUpdate: expect.any(String),
    });
  });

  it('filters, sorts and pages', async () => {
    const byName = await list({
      filters: [{ property: 'name', operator: 'contains', value: 'repairs' }],
      sortBy: 'name',
      sort: 1,
      pageSize: 2,
      pageNumber: 1,
    });
    expect(byName.totalRecords).toBe(8);
    expect(byName.records.map((r: { name: string }) => r.name)).toEqual(['Active Repairs', 'Bench Repairs']);
    const contracts = await list({
      filters: [{ property: 'contractStartDate', operator: 'dateEqual', value: '01/04/2026' }],
    });
    expect(contracts.records.map((r: { id: string }) => r.id).sort()).toEqual([ids.active, ids.inactive].sort());
    const unknown = await call(admin, 'POST', 'channel-partner/getByPaginationAndFilter', {
      filters: [{ property: 'accountNumber', operator: 'equal', value: '1' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ 'filters.0.property': 'Unknown filter property: accountNumber' });
  });
});

describe('POST channel-partner/export', () => {
  it('streams a tab’s partners as XLSX with dates as the list shows them; only admins may', async () => {
    const body = {
      name: 'channel-partners-verified',
      columns: [
        { key: 'name', header: 'Name' },
        { key: 'status', header: 'Status' },
        { key: 'contractStartDate', header: 'Contract Start Date' },
      ],
      filters: [{ property: 'status', operator: 'in', value: [...PARTNER_TABS.verified] }],
      sortBy: 'name',
      sort: 1,
    };
    const response = await call(admin, 'POST', 'channel-partner/export', body);
    expect(response.statusCode, response.body).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(
      workbook.worksheets[0]
        .getSheetValues()
        .slice(1)
        .map((row) => (row as unknown[]).slice(1)),
    ).toEqual([
      ['Name', 'Status', 'Contract Start Date'],
      ['Active Repairs', 'Active', '01/04/2026'],
      ['Bench Repairs', 'Inactive', '01/04/2026'],
    ]);
    expect((await call(server.tokens.customerCare, 'POST', 'channel-partner/export', body)).statusCode).toBe(403);
    const refused = await call(admin, 'POST', 'channel-partner/export', {
      ...body,
      columns: [{ key: 'accountNumber', header: 'Account' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ 'columns.0.key': 'Unknown column: accountNumber' });
  });
});

describe('filter data and active partners', () => {
  it('lists the distinct values of the select filters', async () => {
    const data = await json(admin, 'GET', 'channel-partner/filter/data');
    expect(data.status).toEqual(['Active', 'Expired', 'Inactive', 'Incomplete', 'Invited', 'Pending', 'Revoked']);
    expect(data.typeOfFirm).toEqual(['Authorised service center']);
    expect(data.city).toEqual(['Bangalore North']);
    expect(data.state).toEqual(['Karnataka']);
  });

  it('lists Active partners only', async () => {
    expect(await json(admin, 'GET', 'channel-partner/list/active')).toEqual([
      { id: ids.active, name: 'Active Repairs' },
    ]);
  });
});

describe('the spec\'s partner search for booking (001 §7 "Booking support calls")', () => {
  /** Filtered by active status, service area (pincode#area) and brand-product key, page size 999. */
  const search = async (area: string, brandProduct: string) =>
    (
      await list({
        filters: [
          { property: 'status', operator: 'equal', value: 'Active' },
          { property: 'serviceAreaIds', operator: 'equal', value: area },
          { property: 'brandsProducts', operator: 'equal', value: brandProduct },
        ],
        pageSize: 999,
        pageNumber: 1,
      })
    ).records.map((r: { id: string }) => r.id);

  it('finds the Active partners serving the area and repairing the brand and product', async () => {
    const catalogue = await catalogueIds(server);
    expect(await search(AREAS.mgRoad, `${catalogue.samsung}#${catalogue.phone}`)).toEqual([ids.active]);
    expect(await search(AREAS.agara, `${catalogue.samsung}#${catalogue.phone}`)).toEqual([]);
    expect(await search(AREAS.mgRoad, `${catalogue.lg}#${catalogue.fridge}`)).toEqual([]);
    // Without the status filter the pending partner, with the same areas and brands, is found too.
    const any = await list({
      filters: [{ property: 'serviceAreaIds', operator: 'in', value: [AREAS.agara, AREAS.mgRoad] }],
      pageSize: 999,
    });
    expect(any.records.map((r: { id: string }) => r.id).sort()).toEqual([ids.pending, ids.active, ids.inactive].sort());
    // The rows stay the list's rows: the filters are not columns of the answer.
    expect(any.records[0]).not.toHaveProperty('serviceAreaIds');
  });

  it('refuses a service area or brand-product key of the wrong shape with a 400', async () => {
    for (const property of ['serviceAreaIds', 'brandsProducts']) {
      const response = await call(admin, 'POST', 'channel-partner/getByPaginationAndFilter', {
        filters: [{ property, operator: 'equal', value: 'Fort' }],
        pageSize: 10,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toHaveProperty('errors');
    }
  });
});

describe('the partner search for booking as every role that books, and as those that do not', () => {
  const SPEC_SEARCH = {
    filters: [{ property: 'status', operator: 'equal', value: 'Active' }],
    pageSize: 999,
    pageNumber: 1,
  };
  const searchAs = (token: string, body: object = SPEC_SEARCH) =>
    call(token, 'POST', 'channel-partner/getByPaginationAndFilter', body);
  let bookers: Record<'customer care' | 'Active dealer', string>;
  let refused: Record<
    'Pending dealer' | 'Inactive dealer' | 'dealer without a record' | 'technician' | 'channel partner',
    string
  >;

  beforeAll(async () => {
    const dealerIn = async (status: string) => {
      const token = await staffUser(server, ROLES.dealer);
      await dealerFor(server.database, token, status);
      return token;
    };
    bookers = { 'customer care': server.tokens.customerCare, 'Active dealer': await dealerIn('Active') };
    refused = {
      'Pending dealer': await dealerIn('Pending'),
      'Inactive dealer': await dealerIn('Inactive'),
      'dealer without a record': server.tokens.dealer,
      technician: server.tokens.technician,
      'channel partner': server.tokens.channelPartner,
    };
  });

  it.each(['customer care', 'Active dealer'] as const)(
    'lets %s search Active partners with the spec’s filters, reading only what booking needs',
    async (who) => {
      const catalogue = await catalogueIds(server);
      const response = await searchAs(bookers[who], {
        ...SPEC_SEARCH,
        filters: [
          ...SPEC_SEARCH.filters,
          { property: 'serviceAreaIds', operator: 'equal', value: AREAS.mgRoad },
          { property: 'brandsProducts', operator: 'equal', value: `${catalogue.samsung}#${catalogue.phone}` },
        ],
      });
      expect(response.statusCode, response.body).toBe(200);
      const { records, totalRecords } = response.json();
      expect(totalRecords).toBe(1);
      expect(records).toEqual([
        {
          id: ids.active,
          name: 'Active Repairs',
          status: 'Active',
          city: expect.any(String),
          state: expect.any(String),
        },
      ]);
      expect(Object.keys(records[0]).sort()).toEqual([...BOOKABLE_PARTNER_FIELDS].sort());
    },
  );

  it.each(['customer care', 'Active dealer'] as const)(
    'shows %s Active partners only, whatever its filters ask',
    async (who) => {
      const ofStatus = async (filters: object[]) =>
        (await searchAs(bookers[who], { filters, pageSize: 999 })).json().records.map((r: { id: string }) => r.id);
      expect(await ofStatus([])).toEqual([ids.active]);
      expect(
        await ofStatus([{ property: 'serviceAreaIds', operator: 'in', value: [AREAS.agara, AREAS.mgRoad] }]),
      ).toEqual([ids.active]);
      expect(await ofStatus([{ property: 'status', operator: 'in', value: ['Pending', 'Inactive'] }])).toEqual([]);
      expect(await ofStatus([{ property: 'status', operator: 'notEqual', value: 'Active' }])).toEqual([]);
    },
  );

  it.each(['customer care', 'Active dealer'] as const)(
    'refuses %s a filter or sort on what it does not read (contact, contract), with a 400',
    async (who) => {
      for (const body of [
        { filters: [{ property: 'primaryEmail', operator: 'startsWith', value: 'active' }], pageSize: 10 },
        { filters: [{ property: 'primaryMobile', operator: 'isPresent' }], pageSize: 10 },
        { filters: [], pageSize: 10, sortBy: 'contractEndDate', sort: 1 },
      ]) {
        const response = await searchAs(bookers[who], body);
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String), errors: expect.any(Object) });
      }
    },
  );

  it.each(['Pending dealer', 'Inactive dealer', 'dealer without a record', 'technician', 'channel partner'] as const)(
    'refuses a %s with a 403',
    async (who) => {
      const response = await searchAs(refused[who]);
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json()).toEqual({
        message: who.includes('dealer') ? SERVER_MESSAGES.dealerNotActive : 'You are not allowed to do this',
      });
    },
  );

  it('keeps the export and the filter values to admins', async () => {
    for (const token of Object.values(bookers)) {
      expect(
        (
          await call(token, 'POST', 'channel-partner/export', {
            filters: [],
            columns: [{ source: 'name', header: 'Name' }],
          })
        ).statusCode,
      ).toBe(403);
      expect((await call(token, 'GET', 'channel-partner/filter/data')).statusCode).toBe(403);
    }
  });
});

describe('GET channel-partner/service/{serviceId}/area/{area}', () => {
  const serving = (serviceId: string, area: string, query = '') =>
    json(admin, 'GET', `channel-partner/service/${serviceId}/area/${encodeURIComponent(area)}${query}`);

  it('finds the Active partners offering a service in an area, with their capacity', async () => {
    expect(await serving('SID101', AREAS.mgRoad)).toEqual([
      { id: ids.active, name: 'Active Repairs', dailyCallCapacity: 8 },
    ]);
    expect(await serving('SID102', AREAS.koramangala)).toEqual([
      { id: ids.active, name: 'Active Repairs', dailyCallCapacity: 3 },
    ]);
    expect(await serving('SID103', AREAS.mgRoad)).toEqual([]);
    expect(await serving('SID101', AREAS.agara)).toEqual([]);
  });

  it('narrows by brand and product', async () => {
    const catalogue = await catalogueIds(server);
    expect(
      await serving('SID101', AREAS.mgRoad, `?brandId=${catalogue.samsung}&productId=${catalogue.phone}`),
    ).toHaveLength(1);
    expect(await serving('SID101', AREAS.mgRoad, `?brandId=${catalogue.samsung}`)).toHaveLength(1);
    expect(await serving('SID101', AREAS.mgRoad, `?productId=${catalogue.fridge}`)).toEqual([]);
    expect(await serving('SID101', AREAS.mgRoad, `?brandId=${catalogue.lg}`)).toEqual([]);
  });

  it('refuses an area that is not a code#area id', async () => {
    const response = await call(admin, 'GET', 'channel-partner/service/SID101/area/Fort');
    expect(response.statusCode).toBe(400);
  });
});
