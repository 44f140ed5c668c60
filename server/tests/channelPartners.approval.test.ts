import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_ITEMS } from '../../domain/channelPartner/missingItems';
import { PARTNER_TABS, STATUS_MESSAGES } from '../../domain/channelPartner/status';
import {
  activities,
  AREAS,
  bankDetails,
  caller,
  catalogueIds,
  completeProfile,
  expecting,
  inviteForm,
  onboardPartner,
  partnerFile,
  startPartnerServer,
} from './channelPartners.helpers';
import { latestMessage } from './identity.helpers';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  admin = server.tokens.admin;
});
afterAll(() => server?.close());

const contract = { startDate: '2026-04-01', endDate: '2027-03-31' };
/** Yesterday in India (yyyy-MM-dd): a contract ending then has ended. */
const dayBefore = (now: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(now.getTime() - 86_400_000));
const approve = (id: string, contractDetails: object = contract, remark = 'Documents verified') =>
  call(admin, 'PUT', 'channel-partner/status', { id, status: 'Active', remark, contractDetails });
const missingAnswer = (...items: (keyof typeof MISSING_ITEMS)[]) => ({
  message: STATUS_MESSAGES.missing(items.map((item) => MISSING_ITEMS[item])),
  errors: Object.fromEntries(items.map((item) => [item, MISSING_ITEMS[item]])),
});
const tab = async (name: keyof typeof PARTNER_TABS) =>
  (
    await json(admin, 'POST', 'channel-partner/getByPaginationAndFilter', {
      filters: [{ property: 'status', operator: 'in', value: [...PARTNER_TABS[name]] }],
      pageSize: 100,
    })
  ).records.map((row: { id: string }) => row.id);

describe('onboarding, end to end through the API', () => {
  it(
    'invite -> verify -> first sign-in -> fill -> submit ' + '-> resubmission -> resubmit -> approve -> verified tab',
    async () => {
      const partner = await onboardPartner(server, 'journey@greenfix.in', 'Journey Repairs');
      const base = `channel-partner/${partner.id}`;
      expect(await tab('incomplete')).toContain(partner.id);

      const empty = await call(partner.token, 'POST', `${base}/submit`);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual(missingAnswer('bankDetails', 'documents', 'serviceAreas', 'services'));

      await completeProfile(server, partner.token, partner, 'Journey Repairs');
      const submitted = await json(partner.token, 'POST', `${base}/submit`);
      expect(submitted.status).toBe('Pending');
      expect(await tab('invited')).toContain(partner.id);
      const whilePending = await call(partner.token, 'PATCH', `${base}/service/update`, {
        id: 'SID101',
        dailyCallCapacity: 12,
      });
      expect(whilePending.statusCode).toBe(409);
      expect(whilePending.json().message).toBe(STATUS_MESSAGES.notEditable);
      expect((await call(partner.token, 'POST', `${base}/submit`)).json().message).toBe(STATUS_MESSAGES.notSubmittable);

      const sentBack = await json(admin, 'PUT', 'channel-partner/status', {
        id: partner.id,
        status: 'Resubmission',
        remark: 'PAN card image is blurred',
      });
      expect(sentBack).toMatchObject({ status: 'Resubmission', remark: 'PAN card image is blurred' });
      expect((await latestMessage(server, partner.email)).body).toContain('PAN card image is blurred');
      expect(await json(partner.token, 'GET', 'channel-partner/profile')).toMatchObject({
        status: 'Resubmission',
        remark: 'PAN card image is blurred',
      });

      const pan = await partnerFile(server, partner.token, partner.id, 'png');
      await json(partner.token, 'PATCH', `${base}/document`, {
        docType: 'PAN Card',
        docNumber: 'ABCDE1234F',
        file: pan,
      });
      expect((await json(partner.token, 'POST', `${base}/submit`)).status).toBe('Pending');

      expect(
        (
          await call(partner.token, 'PUT', 'channel-partner/status', {
            id: partner.id,
            status: 'Active',
            remark: 'self',
            contractDetails: contract,
          })
        ).statusCode,
      ).toBe(403);
      const approved = await approve(partner.id);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({
        status: 'Active',
        contractDetails: contract,
        remark: 'Documents verified',
      });
      expect((await latestMessage(server, partner.email)).subject).toBe('Reloop profile review: Active');
      expect(await tab('verified')).toContain(partner.id);
      expect(await json(admin, 'GET', 'channel-partner/list/active')).toContainEqual({
        id: partner.id,
        name: 'Journey Repairs',
      });

      const history = await json(partner.token, 'GET', `activityLogs/${partner.id}`);
      expect(history.slice(0, 6).map((entry: { activity: string }) => entry.activity)).toEqual([
        'Profile approved',
        'Profile submitted',
        'Document Uploaded',
        'Profile sent back for resubmission',
        'Profile submitted',
        'Document Uploaded',
      ]);
      expect(history[0]).toMatchObject({
        remark: 'Documents verified',
        updatedBy: { userName: expect.stringMatching(/^web-admin-/) },
      });
      expect(history[3]).toMatchObject({ remark: 'PAN card image is blurred' });

      // An approved partner still maintains its own sections.
      expect(
        (await json(partner.token, 'PATCH', `${base}/service/update`, { id: 'SID101', dailyCallCapacity: 12 }))
          .services[0].dailyCallCapacity,
      ).toBe(12);
    },
  );
});

describe('approval conditions, each refused on its own', () => {
  let id: string;
  let base: string;
  let ids: Awaited<ReturnType<typeof catalogueIds>>;

  beforeAll(async () => {
    const created = await json(
      admin,
      'POST',
      'channel-partner',
      inviteForm('conditions@greenfix.in', 'Condition Repairs'),
      201,
    );
    id = created.id;
    base = `channel-partner/${id}`;
    ids = await catalogueIds(server);
    await completeProfile(server, admin, { id, email: 'conditions@greenfix.in' }, 'Condition Repairs');
    expect((await json(admin, 'POST', `${base}/submit`)).status).toBe('Pending');
  });

  async function refusedWith(answer: object, contractDetails: object = contract) {
    const response = await approve(id, contractDetails);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(answer);
    expect((await json(admin, 'GET', `channel-partner/getById/${id}`)).status).toBe('Pending');
  }

  it('bank IFSC', async () => {
    await server.database.query('DELETE FROM channel_partner_bank_details WHERE channel_partner_id = $1', [id]);
    await refusedWith(missingAnswer('bankDetails'));
    await json(admin, 'PATCH', `${base}/bankDetails`, bankDetails(await partnerFile(server, admin, id)));
  });

  it('the three mandatory documents', async () => {
    const gst = (await json(admin, 'GET', `channel-partner/getById/${id}`)).documentDetails.find(
      (d: { docType: string }) => d.docType === 'GST',
    );
    await json(admin, 'DELETE', `${base}/document/${gst._id}`);
    await json(admin, 'PATCH', `${base}/document`, { docType: 'Shop Licence', docNumber: 'SL123', file: gst.file });
    await refusedWith(missingAnswer('documents'));
    await json(admin, 'PATCH', `${base}/document`, { docType: 'GST', docNumber: '29ABCDE1234F1Z5', file: gst.file });
  });

  it('services', async () => {
    await json(admin, 'DELETE', `${base}/service/SID101`);
    await json(admin, 'DELETE', `${base}/service/SID102`);
    await refusedWith(missingAnswer('services'));
    await json(admin, 'PATCH', `${base}/service`, { id: 'SID101', dailyCallCapacity: 8 });
  });

  it('brands and products when the first service is SID101', async () => {
    await json(admin, 'DELETE', `${base}/brand/${ids.samsung}`);
    await refusedWith(missingAnswer('brandsProducts'));
    await json(admin, 'PATCH', `${base}/brand`, { brandId: ids.samsung, products: [{ productId: ids.phone }] });
  });

  it('day areas when the first service is SID101', async () => {
    await json(admin, 'DELETE', `${base}/dayAreas/1`);
    await refusedWith(missingAnswer('dayAreas'));
    await json(admin, 'PATCH', `${base}/dayAreas`, { day: 1, areas: [AREAS.mgRoad] });
  });

  it('service areas (with an e-waste first service, which needs no day mapping)', async () => {
    await json(admin, 'DELETE', `${base}/service/SID101`);
    await json(admin, 'PATCH', `${base}/service`, { id: 'SID102', dailyCallCapacity: 3 });
    await json(admin, 'PATCH', `${base}/service`, { id: 'SID101', dailyCallCapacity: 8 });
    const areas = (await json(admin, 'GET', `channel-partner/getById/${id}`)).serviceAreaIds as string[];
    for (const area of areas) await json(admin, 'DELETE', `${base}/serviceAreas/${encodeURIComponent(area)}`);
    await refusedWith(missingAnswer('serviceAreas'));
    await json(admin, 'PATCH', `${base}/serviceAreas`, { serviceAreaIds: [AREAS.mgRoad, AREAS.vidhanaSoudha] });
  });

  it('a valid contract and a remark', async () => {
    const cases: [object, string, string][] = [
      [{ startDate: '', endDate: '2027-03-31' }, 'contractDetails.startDate', STATUS_MESSAGES.startRequired],
      [{ startDate: '2026-04-01', endDate: '' }, 'contractDetails.endDate', STATUS_MESSAGES.endRequired],
      [{ startDate: '2026-04-01', endDate: '2026-04-01' }, 'contractDetails.endDate', STATUS_MESSAGES.endAfterStart],
      [{ startDate: '2026-04-01', endDate: '2026-03-01' }, 'contractDetails.endDate', STATUS_MESSAGES.endAfterStart],
      [
        { startDate: '2024-04-01', endDate: dayBefore(new Date()) },
        'contractDetails.endDate',
        STATUS_MESSAGES.contractEnded,
      ],
    ];
    for (const [contractDetails, field, message] of cases) {
      const response = await approve(id, contractDetails);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
    }
    expect((await approve(id, contract, '')).json().errors.remark).toBe(STATUS_MESSAGES.remarkRequired);
    expect(
      (await call(admin, 'PUT', 'channel-partner/status', { id, status: 'Active', remark: 'ok' })).json().errors
        .contractDetails,
    ).toBeDefined();
    expect((await json(admin, 'GET', `channel-partner/getById/${id}`)).status).toBe('Pending');
  });

  it(
    'approves once every condition is met: ' +
      'brands and day areas are not asked when the first service is not SID101',
    async () => {
      // Deleting the service areas above also emptied the day mapping.
      await json(admin, 'DELETE', `${base}/brand/${ids.samsung}`);
      const approved = await approve(id);
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json()).toMatchObject({
        status: 'Active',
        services: [{ id: 'SID102' }, { id: 'SID101' }],
        brandsProducts: [],
        dayAreas: [],
      });
    },
  );
});

describe('status changes after the review', () => {
  it('Active <-> Inactive, the contract only while approved, decisions only on pending profiles', async () => {
    const created = await json(
      admin,
      'POST',
      'channel-partner',
      inviteForm('states@greenfix.in', 'State Repairs'),
      201,
    );
    const { id } = created;
    const status = (body: object) => call(admin, 'PUT', 'channel-partner/status', { id, ...body });

    const notPending = await status({ status: 'Rejected', remark: 'too early' });
    expect(notPending.statusCode).toBe(409);
    expect(notPending.json().message).toBe(STATUS_MESSAGES.notPending);
    expect((await status({ status: 'Active', remark: 'too early', contractDetails: contract })).json().message).toBe(
      STATUS_MESSAGES.notPending,
    );
    expect((await status({ status: 'Inactive', remark: 'x', contractDetails: contract })).json().message).toBe(
      STATUS_MESSAGES.contractNotEditable,
    );
    expect((await status({ status: 'Inactive', remark: 'x' })).json().message).toBe(STATUS_MESSAGES.notActive);

    await completeProfile(server, admin, { id, email: 'states@greenfix.in' }, 'State Repairs');
    await json(admin, 'POST', `channel-partner/${id}/submit`);
    expect((await status({ status: 'Inactive', remark: 'x' })).json().message).toBe(STATUS_MESSAGES.notActive);
    expect((await approve(id)).statusCode).toBe(200);
    expect((await status({ status: 'Resubmission', remark: 'late' })).json().message).toBe(STATUS_MESSAGES.notPending);

    const renewed = { startDate: '2026-04-01', endDate: '2028-03-31' };
    expect(
      (
        await json(admin, 'PUT', 'channel-partner/status', {
          id,
          status: 'Active',
          remark: 'Renewed',
          contractDetails: renewed,
        })
      ).contractDetails,
    ).toEqual(renewed);
    const inactive = await json(admin, 'PUT', 'channel-partner/status', {
      id,
      status: 'Inactive',
      remark: 'Paused for audit',
    });
    expect(inactive).toMatchObject({ status: 'Inactive', contractDetails: renewed });
    expect(await json(admin, 'GET', 'channel-partner/list/active')).not.toContainEqual({ id, name: 'State Repairs' });
    expect(
      (
        await json(admin, 'PUT', 'channel-partner/status', {
          id,
          status: 'Active',
          remark: 'Back',
          contractDetails: renewed,
        })
      ).status,
    ).toBe('Active');
    expect((await activities(server, id)).slice(0, 4)).toEqual([
      'Partner activated',
      'Partner deactivated',
      'Contract updated',
      'Profile approved',
    ]);
  });

  it('a rejected profile is told by e-mail and can no longer be changed by the partner', async () => {
    const partner = await onboardPartner(server, 'rejected@greenfix.in', 'Rejected Repairs');
    await completeProfile(server, partner.token, partner, 'Rejected Repairs');
    await json(partner.token, 'POST', `channel-partner/${partner.id}/submit`);
    const rejected = await json(admin, 'PUT', 'channel-partner/status', {
      id: partner.id,
      status: 'Rejected',
      remark: 'Not serving our areas',
    });
    expect(rejected).toMatchObject({ status: 'Rejected', remark: 'Not serving our areas' });
    const mail = await latestMessage(server, partner.email);
    expect(mail.subject).toBe('Reloop profile review: Rejected');
    expect(mail.body).toContain('Not serving our areas');
    const edit = await call(partner.token, 'PATCH', `channel-partner/${partner.id}/service/update`, {
      id: 'SID101',
      dailyCallCapacity: 2,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(STATUS_MESSAGES.notEditable);
    expect((await call(partner.token, 'POST', `channel-partner/${partner.id}/submit`)).json().message).toBe(
      STATUS_MESSAGES.notSubmittable,
    );
    expect(await tab('invited')).toContain(partner.id);
  });
});
