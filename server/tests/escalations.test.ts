import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESCALATION_MESSAGES } from '../../domain/escalations/constants';
import type { EscalationRecord, EscalationRow } from '../../domain/escalations/schemas';
import { ROLES } from '../../domain/roles';
import type { caller, expecting } from './channelPartners.helpers';
import {
  customerFixture,
  type CustomerFixture,
  pricesAndCoupon,
  repairBody,
  requestParties,
  staffUser,
  startRequestServer,
  tokenUsername,
} from './requests.helpers';
import type { TestServer } from './support/testServer';

/**
 * Escalations: raised by an admin against a request or about a customer, worked through its statuses with an
 * SLA deadline per priority (ESCALATION_SLA_HOURS), an assignee, comments, an enquiry's answer and the history.
 */

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let admin: string;
let customer: CustomerFixture;
let requestId: string;
let careEmail: string;

const HOUR = 3600_000;
const complaint = (overrides: Record<string, unknown> = {}) => ({
  kind: 'Complaint',
  category: 'Delay',
  priority: 'High',
  subject: 'Technician did not come',
  description: 'The customer waited all morning.',
  requestId,
  ...overrides,
});
const raise = (body: object): Promise<EscalationRecord> => json(admin, 'POST', 'escalations', body, 201);
const list = (filters: object[], extra: object = {}): Promise<{ records: EscalationRow[]; totalRecords: number }> =>
  json(admin, 'POST', 'escalations/getByPaginationAndFilter', { filters, pageSize: 50, pageNumber: 1, ...extra });
const ids = (page: { records: EscalationRow[] }) => page.records.map((row) => row.id);

beforeAll(async () => {
  server = await startRequestServer();
  const parties = await requestParties(server, 'esc', { ours: 'Esc Ours Repairs', theirs: 'Esc Theirs Repairs' });
  ({ json, call, admin } = parties);
  await pricesAndCoupon(server.database);
  customer = await customerFixture(server.database);
  requestId = (await json<{ id: string }>(admin, 'POST', 'user/requests', repairBody(customer, parties.ours.id), 201))
    .id;
  careEmail = tokenUsername(await staffUser(server, ROLES.customerCare));
});
afterAll(() => server?.close());

describe('raising', () => {
  it(
    'raises a complaint against a request: the request’s customer, ' +
      'Open, the deadline the priority’s SLA from now, in both histories',
    async () => {
      const raised = await raise(complaint());
      expect(raised).toMatchObject({
        kind: 'Complaint',
        status: 'Open',
        requestId,
        requestKind: 'repair',
        userName: customer.userName,
        customerName: 'Meena Iyer',
        breached: false,
      });
      expect(raised.id).toMatch(/^ESC\d+$/);
      expect(new Date(raised.dueAt).getTime() - new Date(raised.createdAt).getTime()).toBeGreaterThanOrEqual(
        24 * HOUR - 1000,
      );
      expect(new Date(raised.dueAt).getTime() - new Date(raised.createdAt).getTime()).toBeLessThanOrEqual(
        24 * HOUR + 1000,
      );
      expect(raised.history.map((h) => h.activity)).toEqual(['Complaint raised']);
      const timeline = await json<{ activity: string }[]>(admin, 'GET', `activityLogs/${requestId}`);
      expect(timeline.map((entry) => entry.activity)).toContain(`Escalation ${raised.id} raised`);
    },
  );

  it('raises an enquiry about a customer with no request yet', async () => {
    const raised = await raise({
      ...complaint({ kind: 'Enquiry', category: 'Billing', priority: 'Low' }),
      requestId: null,
      userName: customer.userName,
    });
    expect(raised).toMatchObject({
      kind: 'Enquiry',
      requestId: null,
      requestKind: null,
      userName: customer.userName,
      answer: null,
    });
  });

  it('refuses what is missing or unknown with field errors, writing nothing', async () => {
    const [before] = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM escalations');
    const refused = async (body: object, field: string, message?: string) => {
      const response = await call(admin, 'POST', 'escalations', body);
      expect(response.statusCode, response.body).toBe(400);
      const errors = response.json().errors as Record<string, string>;
      expect(Object.keys(errors)).toContain(field);
      if (message) expect(errors[field]).toBe(message);
    };
    await refused(complaint({ requestId: undefined }), 'requestId', ESCALATION_MESSAGES.requestRequired);
    await refused(complaint({ requestId: 'REQ99999999' }), 'requestId', ESCALATION_MESSAGES.requestNotFound);
    await refused(complaint({ requestId: 'nonsense' }), 'requestId', ESCALATION_MESSAGES.requestNotFound);
    await refused(complaint({ kind: 'Enquiry', requestId: null }), 'userName', ESCALATION_MESSAGES.customerRequired);
    await refused(
      complaint({ kind: 'Enquiry', requestId: null, userName: '9000000000' }),
      'userName',
      ESCALATION_MESSAGES.customerNotFound,
    );
    await refused(complaint({ userName: '9000000000' }), 'userName', ESCALATION_MESSAGES.customerMismatch);
    await refused(complaint({ category: 'Weather' }), 'category');
    await refused(complaint({ priority: 'Whenever' }), 'priority');
    await refused(complaint({ subject: '  ' }), 'subject', 'Subject is required');
    await refused(complaint({ description: 'x'.repeat(4001) }), 'description');
    const [after] = await server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM escalations');
    expect(after.n).toBe(before.n);
  });
});

describe('working an escalation', () => {
  it(
    'moves Open → In progress → Resolved (with a remark) ' +
      '→ Closed, and refuses the moves that are not allowed with 409',
    async () => {
      const { id } = await raise(complaint());
      const move = (body: object) => call(admin, 'PUT', `escalations/${id}/status`, body);
      const closedEarly = await move({ status: 'Closed' });
      expect(closedEarly.statusCode).toBe(409);
      expect(closedEarly.json().message).toBe(ESCALATION_MESSAGES.moveNotAllowed('Open', 'Closed'));
      expect((await json(admin, 'PUT', `escalations/${id}/status`, { status: 'In progress' })).status).toBe(
        'In progress',
      );
      const noRemark = await move({ status: 'Resolved' });
      expect(noRemark.statusCode).toBe(400);
      expect(noRemark.json().errors).toEqual({ remark: ESCALATION_MESSAGES.remarkRequired });
      const resolved = await json<EscalationRecord>(admin, 'PUT', `escalations/${id}/status`, {
        status: 'Resolved',
        remark: 'Visit rebooked for tomorrow',
      });
      expect(resolved).toMatchObject({
        status: 'Resolved',
        resolution: 'Visit rebooked for tomorrow',
        breached: false,
      });
      expect(resolved.resolvedAt).not.toBeNull();
      const closed = await json<EscalationRecord>(admin, 'PUT', `escalations/${id}/status`, { status: 'Closed' });
      expect(closed).toMatchObject({ status: 'Closed', resolution: 'Visit rebooked for tomorrow' });
      expect(closed.history.map((h) => h.activity)).toEqual([
        'Status changed to Closed',
        'Status changed to Resolved',
        'Status changed to In progress',
        'Complaint raised',
      ]);
      expect((await move({ status: 'In progress' })).statusCode).toBe(409);
      const afterClose = await call(admin, 'PATCH', `escalations/${id}`, { priority: 'Low' });
      expect(afterClose.statusCode).toBe(409);
      expect(afterClose.json().message).toBe(ESCALATION_MESSAGES.closedUnchangeable);
    },
  );

  it('reopens a resolved escalation (Resolved → In progress), which clears its resolution', async () => {
    const { id } = await raise(complaint());
    await json(admin, 'PUT', `escalations/${id}/status`, { status: 'Resolved', remark: 'Refund promised' });
    const reopened = await json<EscalationRecord>(admin, 'PUT', `escalations/${id}/status`, {
      status: 'In progress',
      remark: 'Customer called again',
    });
    expect(reopened).toMatchObject({ status: 'In progress', resolution: null, resolvedAt: null });
    expect(reopened.history[0]).toMatchObject({ activity: 'Reopened', remark: 'Customer called again' });
  });

  it(
    'assigns to an admin or customer care user only, ' + 'and a new priority recomputes the deadline from raising',
    async () => {
      const raised = await raise(complaint({ priority: 'Low' }));
      const assigned = await json<EscalationRecord>(admin, 'PATCH', `escalations/${raised.id}`, {
        assignee: careEmail,
        priority: 'Urgent',
        category: 'Billing',
      });
      expect(assigned).toMatchObject({ assignee: careEmail, priority: 'Urgent', category: 'Billing' });
      expect(new Date(assigned.dueAt).getTime() - new Date(assigned.createdAt).getTime()).toBe(4 * HOUR);
      expect(assigned.history.map((h) => h.activity).slice(0, 3)).toEqual([
        'Category changed to Billing',
        'Priority changed to Urgent',
        `Assigned to ${careEmail}`,
      ]);
      for (const assignee of [tokenUsername(server.tokens.channelPartner), 'nobody@reloop.test']) {
        const refused = await call(admin, 'PATCH', `escalations/${raised.id}`, { assignee });
        expect(refused.statusCode).toBe(400);
        expect(refused.json().errors).toEqual({ assignee: ESCALATION_MESSAGES.assigneeNotStaff });
      }
      expect(
        (await json<EscalationRecord>(admin, 'PATCH', `escalations/${raised.id}`, { assignee: '' })).assignee,
      ).toBeNull();
      expect((await call(admin, 'PATCH', `escalations/${raised.id}`, {})).statusCode).toBe(400);
      expect((await call(admin, 'PATCH', 'escalations/ESC99999999', { priority: 'Low' })).statusCode).toBe(404);
    },
  );

  it('keeps comments newest first, and an enquiry’s answer (a complaint has none: 409)', async () => {
    const enquiry = await raise({
      ...complaint({ kind: 'Enquiry', category: 'Other' }),
      requestId: null,
      userName: customer.userName,
    });
    await json(admin, 'POST', `escalations/${enquiry.id}/comments`, { comment: 'Called the customer' }, 201);
    const commented = await json<EscalationRecord>(
      admin,
      'POST',
      `escalations/${enquiry.id}/comments`,
      { comment: 'Waiting for the invoice' },
      201,
    );
    expect(commented.comments.map((c) => c.comment)).toEqual(['Waiting for the invoice', 'Called the customer']);
    expect((await call(admin, 'POST', `escalations/${enquiry.id}/comments`, { comment: '' })).statusCode).toBe(400);
    const answered = await json<EscalationRecord>(admin, 'PUT', `escalations/${enquiry.id}/answer`, {
      answer: 'Your invoice is in your e-mail.',
    });
    expect(answered).toMatchObject({ answer: 'Your invoice is in your e-mail.', answeredBy: tokenUsername(admin) });
    expect(answered.history[0]).toMatchObject({ activity: 'Answer given', remark: 'Your invoice is in your e-mail.' });
    const onComplaint = await call(admin, 'PUT', `escalations/${(await raise(complaint())).id}/answer`, {
      answer: 'Hello',
    });
    expect(onComplaint.statusCode).toBe(409);
    expect(onComplaint.json().message).toBe(ESCALATION_MESSAGES.answerOnlyForEnquiry);
  });
});

describe('SLA breach and the queue', () => {
  let late: string;
  let lateResolved: string;
  let onTime: string;

  beforeAll(async () => {
    [late, lateResolved, onTime] = await Promise.all(
      [0, 1, 2].map(async () => (await raise(complaint({ category: 'Spare parts' }))).id),
    );
    // Raised 30 hours ago at High (24 h): past its deadline.
    await server.database.query(
      `UPDATE escalations SET created_at = now() - interval '30 hours', due_at = now() - interval '6 hours'
          WHERE id IN ($1, $2)`,
      [late, lateResolved],
    );
    await json(admin, 'PUT', `escalations/${lateResolved}/status`, { status: 'Resolved', remark: 'Part fitted' });
  });

  it('marks breached what is still worked past its deadline or was resolved after it', async () => {
    expect((await json<EscalationRecord>(admin, 'GET', `escalations/${late}`)).breached).toBe(true);
    expect((await json<EscalationRecord>(admin, 'GET', `escalations/${lateResolved}`)).breached).toBe(true);
    expect((await json<EscalationRecord>(admin, 'GET', `escalations/${onTime}`)).breached).toBe(false);
    const breached = ids(await list([{ property: 'breached', operator: 'equal', value: true }]));
    expect(breached).toEqual(expect.arrayContaining([late, lateResolved]));
    expect(breached).not.toContain(onTime);
    expect(ids(await list([{ property: 'breached', operator: 'equal', value: false }]))).toContain(onTime);
  });

  it('filters on status, priority, category, request, assignee and raised date; newest first by default', async () => {
    const spareParts = await list([{ property: 'category', operator: 'in', value: ['Spare parts'] }]);
    expect(ids(spareParts)[0]).toBe(onTime);
    expect(ids(spareParts).sort()).toEqual([late, lateResolved, onTime].sort());
    const resolved = await list([
      { property: 'status', operator: 'in', value: ['Resolved'] },
      { property: 'category', operator: 'equal', value: 'Spare parts' },
    ]);
    expect(ids(resolved)).toEqual([lateResolved]);
    const all = await list([{ property: 'requestId', operator: 'equal', value: requestId }]);
    expect(all.records.every((row) => row.requestId === requestId)).toBe(true);
    expect(all.records.every((row, i) => i === 0 || row.createdAt <= all.records[i - 1].createdAt)).toBe(true);
    const urgent = await list([{ property: 'priority', operator: 'in', value: ['Urgent'] }]);
    expect(urgent.records.every((row) => row.priority === 'Urgent')).toBe(true);
    expect(urgent.totalRecords).toBeGreaterThan(0);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
    const raisedToday = ids(await list([{ property: 'createdAt', operator: 'isAfter', value: today }]));
    expect(raisedToday).toContain(onTime);
    expect(raisedToday).not.toContain(late);
    expect((await list([{ property: 'assignee', operator: 'equal', value: careEmail }])).records).toEqual([]);
    const unknown = await call(admin, 'POST', 'escalations/getByPaginationAndFilter', {
      filters: [{ property: 'dueAt; DROP', operator: 'equal', value: 1 }],
      pageSize: 10,
      pageNumber: 1,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('gives the filter choices and exports the queue as a spreadsheet', async () => {
    const data = await json(admin, 'GET', 'escalations/filters/data');
    expect(data).toMatchObject({
      statuses: ['Open', 'In progress', 'Resolved', 'Closed'],
      priorities: ['Low', 'Medium', 'High', 'Urgent'],
      slaHours: { Urgent: 4, High: 24, Medium: 48, Low: 72 },
    });
    expect(data.categories).toContain('Technician conduct');
    const exported = await call(admin, 'POST', 'escalations/export', {
      name: 'Escalations',
      columns: [
        { key: 'id', header: 'Escalation' },
        { key: 'breached', header: 'SLA breached' },
      ],
    });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('who may call', () => {
  it(
    'answers the admin only: channel partner, technician, ' + 'dealer and customer care get 403, no token 401',
    async () => {
      const { id } = await raise(complaint());
      const calls: [string, string, object?][] = [
        ['POST', 'escalations', complaint()],
        ['POST', 'escalations/getByPaginationAndFilter', { filters: [], pageSize: 10, pageNumber: 1 }],
        ['POST', 'escalations/export', { name: 'E', columns: [{ key: 'id', header: 'Id' }] }],
        ['GET', 'escalations/filters/data'],
        ['GET', `escalations/${id}`],
        ['PATCH', `escalations/${id}`, { priority: 'Low' }],
        ['PUT', `escalations/${id}/status`, { status: 'In progress' }],
        ['POST', `escalations/${id}/comments`, { comment: 'Hi' }],
        ['PUT', `escalations/${id}/answer`, { answer: 'Hi' }],
      ];
      const { channelPartner, technician, dealer, customerCare } = server.tokens;
      for (const [method, url, body] of calls) {
        for (const token of [channelPartner, technician, dealer, customerCare]) {
          expect((await call(token, method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(403);
        }
        expect((await call(undefined, method as 'GET', url, body)).statusCode, `${method} ${url}`).toBe(401);
      }
      const untouched = await json<EscalationRecord>(admin, 'GET', `escalations/${id}`);
      expect(untouched).toMatchObject({ status: 'Open', priority: 'High', comments: [] });
      expect((await call(admin, 'GET', 'escalations/ESC99999999')).statusCode).toBe(404);
      expect((await call(admin, 'GET', 'escalations/nonsense')).statusCode).toBe(400);
    },
  );
});
