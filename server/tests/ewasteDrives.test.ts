import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DRIVE_MESSAGES, type DriveBody, type DriveRecord, type DriveSummary } from '../../domain/ewasteDrives/schemas';
import { BASIC_DETAILS_MESSAGES } from '../../domain/channelPartner/basicDetails';
import { caller, expecting, startPartnerServer } from './channelPartners.helpers';
import { SAMPLE_PNG, uploadTestFile } from './support/uploads';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
let partners: { active: string; pending: string };
let kg: string;
let nos: string;

const [IT, CONSUMER] = ['CID101', 'CID102'];

beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  admin = server.tokens.admin;
  const insert = async (name: string, status: string) =>
    (
      await server.database.query<{ id: string }>(
        `INSERT INTO channel_partners (name, primary_email, status) VALUES ($1, $2, $3) RETURNING id`,
        [name, `${name.replace(/\W/g, '')}@drives.in`, status],
      )
    )[0].id;
  partners = { active: await insert('Drive Recyclers', 'Active'), pending: await insert('Drive Pending', 'Pending') };
  const uoms = await server.database.query<{ id: string; code: string }>(`SELECT id, code FROM uoms`);
  kg = uoms.find((uom) => uom.code === 'KGS')!.id;
  nos = uoms.find((uom) => uom.code === 'NOS')!.id;
});
afterAll(() => server?.close());

const place = {
  addressLine1: 'Town Hall',
  addressLine2: 'JC Road',
  landmark: '',
  pincode: 560001,
  area: 'Vidhana Soudha',
  city: 'Bangalore',
  state: 'Karnataka',
};
const drive = (overrides: Partial<DriveBody> = {}): DriveBody => ({
  name: 'Town hall collection',
  driveDate: '2026-10-04',
  status: 'Completed',
  place,
  channelPartnerId: partners.active,
  disposalMethod: 'Recycling',
  lines: [
    { categoryId: IT, uomId: kg, target: 120, collected: 96.5 },
    { categoryId: CONSUMER, uomId: kg, target: 80, collected: 101.25 },
  ],
  ...overrides,
});
const LIST = 'ewasteDrives/getByPaginationAndFilter';
const count = async () =>
  Number((await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM ewaste_drives'))[0].n);

describe('e-waste drives', () => {
  it('records a completed drive in grams and reads it back with its place, partner and lines', async () => {
    const created = await json<DriveRecord>(admin, 'POST', 'ewasteDrives', drive(), 201);
    expect(created.id).toMatch(/^EWD\d{5}$/);
    expect(created).toMatchObject({
      status: 'Completed',
      driveDate: '2026-10-04',
      channelPartnerName: 'Drive Recyclers',
      place: { pincode: 560001, area: 'Vidhana Soudha' },
    });
    expect(created.lines.map((line) => [line.categoryId, line.targetGrams, line.collectedGrams])).toEqual([
      [IT, 120000, 96500],
      [CONSUMER, 80000, 101250],
    ]);
    const read = await json<DriveRecord>(admin, 'GET', `ewasteDrives/${created.id}`);
    expect(read).toEqual(created);
    const page = await json(admin, 'POST', LIST, {
      filters: [{ property: 'id', operator: 'equal', value: created.id }],
    });
    expect(page.records[0]).toMatchObject({
      name: 'Town hall collection',
      targetKg: 200,
      collectedKg: 197.75,
      state: 'Karnataka',
    });
  });

  it('refuses bad drives with field errors and writes nothing', async () => {
    const before = await count();
    const refused = async (body: object, field: string, message: string) => {
      const response = await call(admin, 'POST', 'ewasteDrives', body);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    };
    await refused(drive({ name: ' ' }), 'name', DRIVE_MESSAGES.nameRequired);
    await refused(drive({ driveDate: '04/10/2026' }), 'driveDate', 'Drive date must be a date (yyyy-MM-dd)');
    await refused(
      drive({ place: { ...place, pincode: '5600' as never } }),
      'place.pincode',
      BASIC_DETAILS_MESSAGES.pincodeInvalid,
    );
    await refused(
      drive({ place: { ...place, pincode: 560099 } }),
      'place.pincode',
      BASIC_DETAILS_MESSAGES.pincodeUnavailable,
    );
    await refused(
      drive({ lines: [{ categoryId: IT, uomId: kg, target: -1, collected: 1 }] }),
      'lines.0.target',
      DRIVE_MESSAGES.quantityNegative,
    );
    await refused(drive({ status: 'Planned' }), 'lines.0.collected', DRIVE_MESSAGES.collectedOnlyCompleted);
    await refused(
      drive({ lines: [{ categoryId: IT, uomId: kg, target: 1 }] }),
      'lines.0.collected',
      DRIVE_MESSAGES.collectedRequired,
    );
    await refused(
      drive({ lines: [{ categoryId: IT, uomId: nos, target: 1, collected: 1 }] }),
      'lines.0.uomId',
      DRIVE_MESSAGES.uomNotWeight,
    );
    await refused(
      drive({ lines: [{ categoryId: 'CID105', uomId: kg, target: 1, collected: 1 }] }),
      'lines.0.categoryId',
      DRIVE_MESSAGES.categoryUnknown,
    );
    await refused(drive({ channelPartnerId: partners.pending }), 'channelPartnerId', DRIVE_MESSAGES.partnerNotActive);
    expect(await count()).toBe(before);
  });

  it('cancels a planned drive with a remark, refuses changing it, and plans it again', async () => {
    const planned = await json<DriveRecord>(
      admin,
      'POST',
      'ewasteDrives',
      drive({ name: 'Ward 12 drive', status: 'Planned', lines: [{ categoryId: IT, uomId: kg, target: 50 }] }),
      201,
    );
    const noRemark = await call(admin, 'PUT', `ewasteDrives/${planned.id}/status`, { status: 'Cancelled', remark: '' });
    expect(noRemark.json().errors.remark).toBe(DRIVE_MESSAGES.remarkRequired);
    const cancelled = await json<DriveRecord>(admin, 'PUT', `ewasteDrives/${planned.id}/status`, {
      status: 'Cancelled',
      remark: 'Venue unavailable',
    });
    expect(cancelled).toMatchObject({ status: 'Cancelled', remark: 'Venue unavailable' });
    const edit = await call(
      admin,
      'PUT',
      `ewasteDrives/${planned.id}`,
      drive({ name: 'Ward 12 drive', status: 'Planned', lines: [{ categoryId: IT, uomId: kg, target: 60 }] }),
    );
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(DRIVE_MESSAGES.notEditable);
    await json(admin, 'PUT', `ewasteDrives/${planned.id}/status`, { status: 'Planned', remark: 'New venue found' });
    const completed = await json<DriveRecord>(
      admin,
      'PUT',
      `ewasteDrives/${planned.id}`,
      drive({ name: 'Ward 12 drive', lines: [{ categoryId: IT, uomId: kg, target: 60, collected: 0.5 }] }),
    );
    expect(completed.lines[0]).toMatchObject({ targetGrams: 60000, collectedGrams: 500 });
    const again = await call(admin, 'PUT', `ewasteDrives/${planned.id}/status`, {
      status: 'Cancelled',
      remark: 'Too late',
    });
    expect(again.statusCode).toBe(409);
    expect((await call(admin, 'GET', 'ewasteDrives/EWD99999')).statusCode).toBe(404);
  });

  it('filters the list and sums collected kg per category over the same filters', async () => {
    const filters = [{ property: 'channelPartnerId', operator: 'in', value: [partners.active] }];
    const page = await json(admin, 'POST', LIST, { filters, pageSize: 50 });
    const summary = await json<DriveSummary>(admin, 'POST', 'ewasteDrives/summary', { filters });
    expect(summary.drives).toBe(page.totalRecords);
    const completedKg = page.records
      .filter((row: { status: string }) => row.status === 'Completed')
      .reduce((sum: number, row: { collectedKg: number }) => sum + row.collectedKg, 0);
    expect(summary.categories.reduce((sum, row) => sum + row.collectedKg, 0)).toBeCloseTo(completedKg, 3);
    expect(summary.categories.find((row) => row.categoryId === IT)?.collectedKg).toBeCloseTo(97, 3);
    const none = await json<DriveSummary>(admin, 'POST', 'ewasteDrives/summary', {
      filters: [{ property: 'status', operator: 'in', value: ['Cancelled'] }],
    });
    expect(none).toEqual({ categories: [], drives: 0 });
    const byName = await json(admin, 'POST', LIST, {
      filters: [{ property: 'name', operator: 'contains', value: 'ward 12' }],
    });
    expect(byName.records.map((row: { name: string }) => row.name)).toEqual(['Ward 12 drive']);
    const bad = await call(admin, 'POST', 'ewasteDrives/summary', {
      filters: [{ property: 'password', operator: 'equal', value: 'x' }],
    });
    expect(bad.statusCode).toBe(400);
    const data = await json(admin, 'GET', 'ewasteDrives/filters/data');
    expect(data.channelPartners.map((p: { id: string }) => p.id)).toContain(partners.active);
    expect(data.channelPartners.map((p: { id: string }) => p.id)).not.toContain(partners.pending);
    expect(data.weightUoms.map((u: { code: string }) => u.code)).toEqual(['KGS']);
    expect(data.categories.length).toBeGreaterThanOrEqual(6);
  });

  it('keeps the drive photos for admins only', async () => {
    const [{ id }] = await server.database.query<{ id: string }>(`SELECT id FROM ewaste_drives ORDER BY id LIMIT 1`);
    const refused = await uploadTestFile(server, server.tokens.channelPartner, {
      id,
      entityType: 'ewasteDrive',
      name: 'drive.png',
      bytes: SAMPLE_PNG,
      contentType: 'image/png',
    });
    expect(refused.status).toBe(403);
    const uploaded = await uploadTestFile(server, admin, {
      id,
      entityType: 'ewasteDrive',
      name: 'drive.png',
      bytes: SAMPLE_PNG,
      contentType: 'image/png',
    });
    expect(uploaded.status).toBe(201);
    const read = await json<DriveRecord>(admin, 'GET', `ewasteDrives/${id}`);
    expect(read.photos).toEqual([
      { key: uploaded.body.key, name: 'drive.png', type: 'image/png', size: SAMPLE_PNG.length },
    ]);
    const download = (token: string) =>
      call(token, 'GET', `master/s3files/download/${encodeURIComponent(uploaded.body.key)}`);
    expect((await download(admin)).statusCode).toBe(200);
    expect((await download(server.tokens.channelPartner)).statusCode).toBe(403);
  });

  it('answers only admins', async () => {
    for (const role of ['channelPartner', 'dealer', 'technician', 'customerCare'] as const) {
      expect((await call(server.tokens[role], 'POST', LIST, {})).statusCode).toBe(403);
      expect((await call(server.tokens[role], 'POST', 'ewasteDrives', drive())).statusCode).toBe(403);
    }
    expect((await call(undefined, 'GET', 'ewasteDrives/filters/data')).statusCode).toBe(401);
  });
});
