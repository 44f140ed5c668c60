import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterEntry } from '../../domain/filters';
import { XLSX_CONTENT_TYPE } from '../../domain/listExport';
import { REQUEST_REPORT_MESSAGES } from '../../domain/requests/reports';
import { PAYMENT_STATUSES, PICKUP_STATUSES, REPAIR_STATUSES } from '../../domain/requests/statuses';
import { caller, expecting, type OnboardedPartner } from './channelPartners.helpers';
import {
  activeTechnician,
  customerFixture,
  type CustomerFixture,
  pickUpBody,
  pricesAndCoupon,
  repairBody,
  requestParties,
  signedInTechnician,
  startRequestServer,
} from './requests.helpers';
import type { TestServer } from './support/testServer';
import { addTechnician, technicianSignIn } from './technicians.helpers';

/**
 * The request lists, their filter data and reports, and the dashboards' counts (spec 001 §7 "Requests", "E-waste
 * pick-up requests"), for every role: each sees only its own scope.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
let customerCare: string;
let dealer: string;
let ours: OnboardedPartner & { name: string };
let theirs: OnboardedPartner & { name: string };
let meena: CustomerFixture;
let arjun: CustomerFixture;
/** Ours, Active, signed in; Aarav is ours and Active too (sorted first), Anil ours but not approved. */
let ravi: { id: string; token: string };
let aarav: { id: string };
/** Theirs, Active, renamed Kiran Shetty, signed in. */
let kiran: { id: string; token: string };

/** The bookings, by name: who booked them for which partner, what became of them. */
const booked: Record<
  | 'oursAssigned'
  | 'oursByDealer'
  | 'theirsAssigned'
  | 'theirsCancelled'
  | 'theirsOld'
  | 'oursPickUp'
  | 'theirsPickUpByDealer',
  string
> = {} as never;
let oursAssignedAppointment: string;
/** The booking day theirsOld is moved back to. */
const OLD_DAY = '2025-01-15';

beforeAll(async () => {
  server = await startRequestServer();
  ({ json, call, admin, customerCare, dealer, ours, theirs } = await requestParties(server, 'lists', {
    ours: 'Lists Ours Repairs',
    theirs: 'Lists Theirs Repairs',
  }));
  await pricesAndCoupon(server.database);
  meena = await customerFixture(server.database);
  arjun = await customerFixture(server.database);
  await server.database.query(`UPDATE customers SET first_name = 'Arjun', last_name = 'Rao' WHERE id = $1`, [arjun.id]);

  ravi = await signedInTechnician(server, ours);
  aarav = await activeTechnician(server, ours);
  await server.database.query(`UPDATE technicians SET first_name = 'Aarav', last_name = 'Shah' WHERE id = $1`, [
    aarav.id,
  ]);
  await addTechnician(server, ours.token, ours, { firstName: 'Anil', lastName: 'Menon' });
  const kiranRecord = await activeTechnician(server, theirs);
  await server.database.query(`UPDATE technicians SET first_name = 'Kiran', last_name = 'Shetty' WHERE id = $1`, [
    kiranRecord.id,
  ]);
  kiran = { id: kiranRecord.id, token: await technicianSignIn(server, kiranRecord.mobile) };

  const book = async (token: string, path: string, body: object) =>
    await json<{ id: string; appointmentSlot: { date: string } }>(token, 'POST', path, body, 201);
  const oursAssigned = await book(admin, 'user/requests', repairBody(meena, ours.id));
  booked.oursAssigned = oursAssigned.id;
  oursAssignedAppointment = oursAssigned.appointmentSlot.date;
  booked.oursByDealer = (await book(dealer, 'user/requests', repairBody(arjun, ours.id))).id;
  booked.theirsAssigned = (await book(customerCare, 'user/requests', repairBody(meena, theirs.id))).id;
  booked.theirsCancelled = (await book(admin, 'user/requests', repairBody(meena, theirs.id))).id;
  booked.theirsOld = (await book(admin, 'user/requests', repairBody(arjun, theirs.id))).id;
  booked.oursPickUp = (await book(admin, 'pickUpRequests', pickUpBody(meena, ours.id))).id;
  booked.theirsPickUpByDealer = (await book(dealer, 'pickUpRequests', pickUpBody(arjun, theirs.id))).id;

  await json(ours.token, 'POST', 'requests/assign/technician', {
    requestId: booked.oursAssigned,
    technicianId: ravi.id,
  });
  await json(theirs.token, 'POST', 'requests/assign/technician', {
    requestId: booked.theirsAssigned,
    technicianId: kiran.id,
  });
  await json(admin, 'PUT', `requests/${booked.theirsCancelled}/status`, {
    status: 'Cancelled',
    remark: 'Customer called off',
  });
  // Booked at noon, India time, on OLD_DAY.
  await server.database.query(`UPDATE requests SET created_at = '${OLD_DAY}T06:30:00Z' WHERE id = $1`, [
    booked.theirsOld,
  ]);
});
afterAll(() => server?.close());

const REPAIRS = ['oursAssigned', 'oursByDealer', 'theirsAssigned', 'theirsCancelled', 'theirsOld'] as const;
const idsOf = (...names: (keyof typeof booked)[]) => names.map((name) => booked[name]).sort();

/** The ids a list call answers (sorted), all on one page. */
async function listed(token: string, filters: FilterEntry[] = [], path = 'requests') {
  const page = await json<{ records: { id: string }[]; totalRecords: number }>(
    token,
    'POST',
    `${path}/getByPaginationAndFilter`,
    { filters, pageSize: 50 },
  );
  expect(page.totalRecords).toBe(page.records.length);
  return page.records.map((record) => record.id).sort();
}

describe('the request lists: each role sees its own scope', () => {
  it('admin and customer care see every request; a partner, a technician and a dealer only theirs', async () => {
    expect(await listed(admin)).toEqual(idsOf(...REPAIRS));
    expect(await listed(customerCare)).toEqual(idsOf(...REPAIRS));
    expect(await listed(ours.token)).toEqual(idsOf('oursAssigned', 'oursByDealer'));
    expect(await listed(theirs.token)).toEqual(idsOf('theirsAssigned', 'theirsCancelled', 'theirsOld'));
    expect(await listed(ravi.token)).toEqual(idsOf('oursAssigned'));
    expect(await listed(kiran.token)).toEqual(idsOf('theirsAssigned'));
    expect(await listed(dealer)).toEqual(idsOf('oursByDealer'));
    // A technician user with no technician record sees nothing.
    expect(await listed(server.tokens.technician)).toEqual([]);
  });

  it('the pick-up list likewise', async () => {
    expect(await listed(admin, [], 'pickUpRequests')).toEqual(idsOf('oursPickUp', 'theirsPickUpByDealer'));
    expect(await listed(ours.token, [], 'pickUpRequests')).toEqual(idsOf('oursPickUp'));
    expect(await listed(theirs.token, [], 'pickUpRequests')).toEqual(idsOf('theirsPickUpByDealer'));
    expect(await listed(dealer, [], 'pickUpRequests')).toEqual(idsOf('theirsPickUpByDealer'));
    expect(await listed(ravi.token, [], 'pickUpRequests')).toEqual([]);
  });

  it('a filter never widens the scope: a partner filtering by another partner finds nothing', async () => {
    expect(
      await listed(ours.token, [{ property: 'channelPartnerName', operator: 'contains', value: 'Theirs' }]),
    ).toEqual([]);
    expect(await listed(ravi.token, [{ property: 'technicianId', operator: 'equal', value: kiran.id }])).toEqual([]);
  });
});

describe('the filter bar’s filters each narrow the list', () => {
  it('request id, status, service, partner, technician and customer', async () => {
    const id = booked.oursAssigned;
    expect(
      await listed(admin, [{ property: 'id', operator: 'contains', value: id.slice(-4).toLowerCase() }]),
    ).toContain(id);
    expect(await listed(admin, [{ property: 'id', operator: 'contains', value: id }])).toEqual([id]);
    expect(await listed(admin, [{ property: 'status', operator: 'in', value: ['Assigned', 'Cancelled'] }])).toEqual(
      idsOf('oursAssigned', 'theirsAssigned', 'theirsCancelled'),
    );
    expect(await listed(admin, [{ property: 'serviceId', operator: 'equal', value: 'SID101' }])).toEqual(
      idsOf(...REPAIRS),
    );
    expect(await listed(admin, [{ property: 'serviceId', operator: 'equal', value: 'SID102' }])).toEqual([]);
    expect(
      await listed(admin, [{ property: 'channelPartnerName', operator: 'contains', value: 'lists ours' }]),
    ).toEqual(idsOf('oursAssigned', 'oursByDealer'));
    expect(await listed(admin, [{ property: 'technicianId', operator: 'equal', value: kiran.id }])).toEqual(
      idsOf('theirsAssigned'),
    );
    expect(await listed(admin, [{ property: 'technicianName', operator: 'contains', value: 'ravi ku' }])).toEqual(
      idsOf('oursAssigned'),
    );
    expect(await listed(admin, [{ property: 'customerName', operator: 'contains', value: 'arjun' }])).toEqual(
      idsOf('oursByDealer', 'theirsOld'),
    );
    // The assignee filter still filters by the partner's name.
    expect(await listed(admin, [{ property: 'assignee', operator: 'contains', value: 'Theirs' }])).toEqual(
      idsOf('theirsAssigned', 'theirsCancelled', 'theirsOld'),
    );
  });

  it('booking and appointment date ranges, days inclusive', async () => {
    const booking = (from: string, till: string): FilterEntry[] => [
      { property: 'createdAt', operator: 'isAfter', value: from },
      { property: 'createdAt', operator: 'isBefore', value: till },
    ];
    expect(await listed(admin, booking(OLD_DAY, OLD_DAY))).toEqual(idsOf('theirsOld'));
    expect(await listed(admin, [{ property: 'createdAt', operator: 'dateEqual', value: OLD_DAY }])).toEqual(
      idsOf('theirsOld'),
    );
    expect(await listed(admin, [{ property: 'createdAt', operator: 'isAfter', value: '2025-01-16' }])).toEqual(
      idsOf('oursAssigned', 'oursByDealer', 'theirsAssigned', 'theirsCancelled'),
    );
    const appointment = await listed(admin, [
      { property: 'appointmentDate', operator: 'isAfter', value: oursAssignedAppointment },
      { property: 'appointmentDate', operator: 'isBefore', value: oursAssignedAppointment },
    ]);
    expect(appointment).toContain(booked.oursAssigned);
    const rows = await server.database.query<{ id: string }>(
      `SELECT id FROM requests WHERE appointment_date = $1 ORDER BY id`,
      [oursAssignedAppointment],
    );
    expect(appointment).toEqual(rows.map((row) => row.id).sort());
  });

  it('refuses an unknown filter or a bad date with a field error', async () => {
    const bad = await call(admin, 'POST', 'requests/getByPaginationAndFilter', {
      filters: [{ property: 'createdAt', operator: 'isAfter', value: '2025-02-30' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { 'filters.0.value': 'Not a valid date' } });
    expect(
      (
        await call(admin, 'POST', 'requests/getByPaginationAndFilter', {
          filters: [{ property: 'password', operator: 'equal', value: 'x' }],
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('GET requests/filters/data and GET pickUpRequests/filters/data', () => {
  const repairData = (technicians: { id: string; name: string }[]) => ({
    statuses: [...REPAIR_STATUSES],
    services: [{ id: 'SID101', type: 'Repair' }],
    paymentStatuses: [...PAYMENT_STATUSES],
    technicians,
  });

  it('a partner gets its own Active technicians by name; everyone else none', async () => {
    const ownTechnicians = [
      { id: aarav.id, name: 'Aarav Shah' },
      { id: ravi.id, name: 'Ravi Kumar' },
    ];
    expect(await json(ours.token, 'GET', 'requests/filters/data')).toEqual(repairData(ownTechnicians));
    expect(await json(theirs.token, 'GET', 'requests/filters/data')).toEqual(
      repairData([{ id: kiran.id, name: 'Kiran Shetty' }]),
    );
    for (const token of [admin, customerCare, dealer, ravi.token])
      expect(await json(token, 'GET', 'requests/filters/data')).toEqual(repairData([]));
  });

  it('the pick-up list’s are for the waste service asked for', async () => {
    expect(await json(admin, 'GET', 'pickUpRequests/filters/data?serviceId=SID102')).toEqual({
      statuses: [...PICKUP_STATUSES],
      services: [{ id: 'SID102', type: 'E-Waste' }],
      paymentStatuses: [...PAYMENT_STATUSES],
      technicians: [],
    });
    expect((await json(ours.token, 'GET', 'pickUpRequests/filters/data?serviceId=SID104')).services).toEqual([
      { id: 'SID104', type: 'UCO' },
    ]);
    expect((await json(ours.token, 'GET', 'pickUpRequests/filters/data?serviceId=SID104')).technicians).toHaveLength(2);
  });

  it('refuses a pick-up filter data call without a waste service', async () => {
    for (const query of ['', '?serviceId=SID101', '?serviceId=']) {
      const response = await call(admin, 'GET', `pickUpRequests/filters/data${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({
        message: REQUEST_REPORT_MESSAGES.pickUpService,
        errors: { serviceId: REQUEST_REPORT_MESSAGES.pickUpService },
      });
    }
  });

  it('is for signed-in request readers only', async () => {
    expect((await call(undefined, 'GET', 'requests/filters/data')).statusCode).toBe(401);
  });
});

/** The first sheet's rows as a spreadsheet program shows them. */
async function sheetRows(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('POST requests/download/report and POST pickUpRequests/download/report', () => {
  const NAME = 'Repair Requests 2026-03-01 10:15:00';
  const COLUMNS = [
    { key: 'id', header: 'Request ID' },
    { key: 'channelPartnerName', header: 'Channel Partner Name' },
    { key: 'technicianName', header: 'Technician Name' },
    { key: 'customerName', header: 'Customer Name' },
    { key: 'status', header: 'Status' },
    { key: 'createdAt', header: 'Booking Date' },
  ];
  const report = (token: string | undefined, body: object = {}, path = 'requests') =>
    call(token, 'POST', `${path}/download/report`, {
      name: NAME,
      columns: COLUMNS,
      sortBy: 'createdAt',
      sort: 1,
      ...body,
    });

  it('streams the admin’s whole list as XLSX, named as asked, in the list’s order', async () => {
    const response = await report(admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_CONTENT_TYPE);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(NAME)}.xlsx`,
    );
    const rows = await sheetRows(response.rawPayload);
    expect(rows[0]).toEqual(COLUMNS.map((column) => column.header));
    // Oldest booking first: theirsOld was moved back.
    expect(rows.slice(1).map((row) => row[0])).toHaveLength(REPAIRS.length);
    // No technician: an empty cell.
    expect(rows[1]).toEqual([
      booked.theirsOld,
      'Lists Theirs Repairs',
      undefined,
      'Arjun Rao',
      'Open',
      '15/01/2025 12:00',
    ]);
    expect(rows.slice(1).find((row) => row[0] === booked.oursAssigned)).toEqual([
      booked.oursAssigned,
      'Lists Ours Repairs',
      'Ravi Kumar',
      'Meena Iyer',
      'Assigned',
      expect.any(String),
    ]);
  });

  it('writes only the caller’s rows, with the filters', async () => {
    const ids = async (token: string, body: object = {}, path?: string) => {
      const response = await report(token, body, path);
      expect(response.statusCode, response.body).toBe(200);
      return (await sheetRows(response.rawPayload))
        .slice(1)
        .map((row) => row[0])
        .sort();
    };
    expect(await ids(ours.token)).toEqual(idsOf('oursAssigned', 'oursByDealer'));
    expect(
      await ids(theirs.token, { filters: [{ property: 'status', operator: 'in', value: ['Cancelled'] }] }),
    ).toEqual(idsOf('theirsCancelled'));
    expect(await ids(dealer)).toEqual(idsOf('oursByDealer'));
    expect(
      await ids(customerCare, { filters: [{ property: 'customerName', operator: 'contains', value: 'arjun' }] }),
    ).toEqual(idsOf('oursByDealer', 'theirsOld'));
    expect(await ids(ours.token, { columns: [{ key: 'id', header: 'Request ID' }] }, 'pickUpRequests')).toEqual(
      idsOf('oursPickUp'),
    );
    expect(await ids(dealer, {}, 'pickUpRequests')).toEqual(idsOf('theirsPickUpByDealer'));
  });

  it('shows a pick-up’s products by name', async () => {
    const response = await report(
      admin,
      {
        columns: [
          { key: 'id', header: 'Request ID' },
          { key: 'products', header: 'Products' },
        ],
        filters: [{ property: 'id', operator: 'equal', value: booked.oursPickUp }],
      },
      'pickUpRequests',
    );
    expect((await sheetRows(response.rawPayload))[1]).toEqual([booked.oursPickUp, 'Refrigerator, Mobile Phone']);
  });

  it(
    'refuses a technician (no Export), an anonymous caller, ' + 'and a bad column or filter with a field error',
    async () => {
      expect((await report(ravi.token)).statusCode).toBe(403);
      expect((await report(kiran.token, {}, 'pickUpRequests')).statusCode).toBe(403);
      expect((await report(undefined)).statusCode).toBe(401);
      const badColumn = await report(admin, { columns: [{ key: 'password', header: 'Password' }] });
      expect(badColumn.statusCode).toBe(400);
      expect(badColumn.json()).toEqual({
        message: 'Unknown export column',
        errors: { 'columns.0.key': 'Unknown column: password' },
      });
      const badFilter = await report(admin, { filters: [{ property: 'status', operator: 'in', value: ['Lost'] }] });
      expect(badFilter.statusCode).toBe(400);
      expect(badFilter.json().errors).toHaveProperty(['filters.0.value.0']);
    },
  );
});

describe('POST requests/totalCount', () => {
  const zero = (statuses: readonly string[]) => Object.fromEntries(statuses.map((status) => [status, 0]));
  const service = (serviceId: string, counts: Record<string, number>) => {
    const statuses = { ...zero(serviceId === 'SID101' ? REPAIR_STATUSES : PICKUP_STATUSES), ...counts };
    return { serviceId, total: Object.values(counts).reduce((a, b) => a + b, 0), statuses };
  };
  const totals = (repair: Record<string, number>, eWaste: Record<string, number> = {}) => {
    const services = [
      service('SID101', repair),
      service('SID102', eWaste),
      service('SID103', {}),
      service('SID104', {}),
      service('SID105', {}),
    ];
    return { total: services.reduce((sum, s) => sum + s.total, 0), services };
  };

  it('counts repair and pick-up requests by service and status, each role within its scope', async () => {
    const all = totals({ Open: 2, Assigned: 2, Cancelled: 1 }, { Open: 2 });
    expect(await json(admin, 'POST', 'requests/totalCount', {})).toEqual(all);
    expect(all.total).toBe(7);
    expect(await json(customerCare, 'POST', 'requests/totalCount', {})).toEqual(all);
    expect(await json(ours.token, 'POST', 'requests/totalCount', {})).toEqual(
      totals({ Open: 1, Assigned: 1 }, { Open: 1 }),
    );
    expect(await json(theirs.token, 'POST', 'requests/totalCount', {})).toEqual(
      totals({ Open: 1, Assigned: 1, Cancelled: 1 }, { Open: 1 }),
    );
    expect(await json(ravi.token, 'POST', 'requests/totalCount', {})).toEqual(totals({ Assigned: 1 }));
    expect(await json(kiran.token, 'POST', 'requests/totalCount', {})).toEqual(totals({ Assigned: 1 }));
    expect(await json(dealer, 'POST', 'requests/totalCount', {})).toEqual(totals({ Open: 1 }, { Open: 1 }));
    expect(await json(server.tokens.technician, 'POST', 'requests/totalCount', {})).toEqual(totals({}));
  });

  it('counts the booking days asked for, both included', async () => {
    expect(await json(admin, 'POST', 'requests/totalCount', { fromDate: OLD_DAY, toDate: OLD_DAY })).toEqual(
      totals({ Open: 1 }),
    );
    expect(await json(admin, 'POST', 'requests/totalCount', { toDate: OLD_DAY })).toEqual(totals({ Open: 1 }));
    expect(await json(admin, 'POST', 'requests/totalCount', { fromDate: '2025-01-16' })).toEqual(
      totals({ Open: 1, Assigned: 2, Cancelled: 1 }, { Open: 2 }),
    );
    expect(await json(ours.token, 'POST', 'requests/totalCount', { fromDate: OLD_DAY, toDate: OLD_DAY })).toEqual(
      totals({}),
    );
  });

  it('refuses bad dates and a period that ends before it starts', async () => {
    const refused = async (body: object) => {
      const response = await call(admin, 'POST', 'requests/totalCount', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ fromDate: '2025-02-01', toDate: '2025-01-31' })).toEqual({
      toDate: REQUEST_REPORT_MESSAGES.range,
    });
    expect(await refused({ fromDate: '2025-02-30' })).toEqual({ fromDate: 'From date must be a date (yyyy-MM-dd)' });
    expect(await refused({ toDate: '15/01/2025' })).toEqual({ toDate: 'To date must be a date (yyyy-MM-dd)' });
  });
});

describe('POST requests/getChannelPartnerWiseRequests', () => {
  const row = (
    partner: { id: string; name: string },
    total: number,
    counts: Record<string, number>,
    statuses: readonly string[],
  ) => ({
    channelPartnerId: partner.id,
    channelPartnerName: partner.name,
    total,
    statuses: { ...Object.fromEntries(statuses.map((status) => [status, 0])), ...counts },
  });
  const BOTH = [...new Set([...REPAIR_STATUSES, ...PICKUP_STATUSES])];
  const wise = (token: string, body: object = {}) =>
    json(token, 'POST', 'requests/getChannelPartnerWiseRequests', body);

  it('lists partners by their requests of both kinds, most first; a partner sees only its own row', async () => {
    const theirsRow = row(theirs, 4, { Open: 2, Assigned: 1, Cancelled: 1 }, BOTH);
    const oursRow = row(ours, 3, { Open: 2, Assigned: 1 }, BOTH);
    expect(await wise(admin)).toEqual({ totalRecords: 2, records: [theirsRow, oursRow] });
    expect(await wise(customerCare)).toEqual({ totalRecords: 2, records: [theirsRow, oursRow] });
    expect(await wise(ours.token)).toEqual({ totalRecords: 1, records: [oursRow] });
    expect(await wise(theirs.token)).toEqual({ totalRecords: 1, records: [theirsRow] });
  });

  it('pages, and narrows to a service and a period; ties go by name', async () => {
    expect(await wise(admin, { pageSize: 1, pageNumber: 2 })).toEqual({
      totalRecords: 2,
      records: [row(ours, 3, { Open: 2, Assigned: 1 }, BOTH)],
    });
    expect(await wise(admin, { pageNumber: 3 })).toEqual({ totalRecords: 2, records: [] });
    expect(await wise(admin, { serviceId: 'SID102' })).toEqual({
      totalRecords: 2,
      records: [row(ours, 1, { Open: 1 }, PICKUP_STATUSES), row(theirs, 1, { Open: 1 }, PICKUP_STATUSES)],
    });
    expect(await wise(admin, { fromDate: OLD_DAY, toDate: OLD_DAY })).toEqual({
      totalRecords: 1,
      records: [row(theirs, 1, { Open: 1 }, BOTH)],
    });
    expect(await wise(ours.token, { fromDate: OLD_DAY, toDate: OLD_DAY })).toEqual({ totalRecords: 0, records: [] });
  });

  it('refuses technicians and dealers, bad pages and bad periods', async () => {
    for (const token of [ravi.token, dealer])
      expect((await call(token, 'POST', 'requests/getChannelPartnerWiseRequests', {})).statusCode).toBe(403);
    const refused = async (body: object) => {
      const response = await call(admin, 'POST', 'requests/getChannelPartnerWiseRequests', body);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors;
    };
    expect(await refused({ pageSize: 101 })).toEqual({ pageSize: 'Page size must be at most 100' });
    expect(await refused({ pageSize: 0 })).toEqual({ pageSize: 'Page size must be at least 1' });
    expect(await refused({ fromDate: '2025-03-01', toDate: '2025-02-01' })).toEqual({
      toDate: REQUEST_REPORT_MESSAGES.range,
    });
  });
});
