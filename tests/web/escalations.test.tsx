import { timelineKeys } from '../../domain/timeline';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { usePermissions } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EscalationRecord, EscalationRow } from '../../domain/escalations/schemas';
import { ROLES, type Role } from '../../domain/roles';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import { durationParts, slaStanding } from '../../src/resources/escalations/slaClock';
import { badRequest, fakeHttp, renderInConsole, type RouteTable } from './profileFixtures';
import { calls } from './techniciansFixtures';
import { openFilters } from './support/filters';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.setConfig({ testTimeout: 40_000 });

const { default: EscalationListPage } = await import('../../src/resources/escalations/EscalationListPage');
const { default: EscalationPage } = await import('../../src/resources/escalations/EscalationPage');
const { default: EnquiryPage } = await import('../../src/resources/escalations/EnquiryPage');
const { RaiseEscalationButton } = await import('../../src/components/escalations/RaiseEscalationButton');

const HOUR = 3600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const row = (id: string, over: Partial<EscalationRow> = {}): EscalationRow => ({
  id,
  kind: 'Complaint',
  category: 'Delay',
  priority: 'Urgent',
  status: 'Open',
  subject: 'Technician has not arrived',
  requestId: 'REQ00000042',
  userName: '9876500001',
  customerName: 'Asha Nair',
  assignee: null,
  dueAt: inHours(3.5),
  breached: false,
  createdAt: inHours(-0.5),
  lastUpdate: inHours(-0.5),
  ...over,
});
const ROWS = [row('ESC100002', { status: 'In progress', dueAt: inHours(-5.2), breached: true }), row('ESC100001')];
const FILTERS = {
  statuses: ['Open', 'In progress', 'Resolved', 'Closed'],
  priorities: ['Low', 'Medium', 'High', 'Urgent'],
  categories: ['Delay', 'Billing'],
  kinds: ['Complaint', 'Enquiry'],
  assignees: ['care@reloop.test'],
  slaHours: { Urgent: 4, High: 24, Medium: 48, Low: 72 },
};
const record = (over: Partial<EscalationRecord> = {}): EscalationRecord => ({
  ...row('ESC100001'),
  description: 'Nobody came in the morning slot.',
  answer: null,
  answeredBy: null,
  answeredAt: null,
  resolution: null,
  resolvedAt: null,
  raisedBy: 'admin@reloop.test',
  customerId: 'CUS000001',
  requestKind: 'repair',
  comments: [
    { id: '2', comment: 'Partner promised a visit at 4 pm', by: 'care@reloop.test', createdAt: inHours(-0.1) },
    { id: '1', comment: 'Called the partner', by: 'admin@reloop.test', createdAt: inHours(-0.3) },
  ],
  history: [
    {
      timestamp: inHours(-0.5),
      activity: 'Complaint raised',
      by: 'admin@reloop.test',
      remark: 'Delay, Urgent: Technician has not arrived',
      ...timelineKeys('Complaint raised', 'Delay, Urgent: Technician has not arrived'),
    },
  ],
  ...over,
});

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

function renderPage(ui: React.ReactNode, routes: RouteTable, options: { role?: Role; path: string; pattern: string }) {
  const fake = fakeHttp({ 'GET escalations/filters/data': FILTERS, ...routes });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  renderInConsole(ui, options);
  return fake;
}
function RoleProbe() {
  const { permissions } = usePermissions<Role | undefined>();
  return permissions ? <p>{`role ${permissions}`}</p> : null;
}

const route = (path: string) => ROUTES.find((entry) => entry.path === path)!;

describe('the SLA clock', () => {
  it('tells the time left or overdue while worked, and nothing once resolved', () => {
    const now = new Date('2026-05-04T10:00:00.000Z');
    expect(slaStanding({ status: 'Open', dueAt: '2026-05-04T13:20:00.000Z', breached: false }, now)).toEqual({
      breached: false,
      minutes: 200,
      overdue: false,
    });
    expect(slaStanding({ status: 'In progress', dueAt: '2026-05-04T09:00:00.000Z', breached: false }, now)).toEqual({
      breached: true,
      minutes: 60,
      overdue: true,
    });
    expect(slaStanding({ status: 'Resolved', dueAt: '2026-05-04T09:00:00.000Z', breached: true }, now)).toEqual({
      breached: true,
      overdue: false,
    });
    expect(durationParts(200)).toEqual({ hours: 3, minutes: 20 });
    expect(durationParts(1500)).toEqual({ days: 1, hours: 1 });
  });
});

describe('escalations', () => {
  it('are the admin’s pages', () => {
    expect(route('escalations')).toMatchObject({ roles: [ROLES.admin], page: 'escalationList' });
    expect(route('escalations/:id')).toMatchObject({ roles: [ROLES.admin], page: 'escalationView' });
    expect(route('escalations/enquiry/:id')).toMatchObject({ roles: [ROLES.admin], page: 'enquiryView' });
  });

  it('lists the queue newest first with the SLA marker, and filters on several statuses and on breach', async () => {
    const fake = renderPage(
      <EscalationListPage route={route('escalations')} />,
      { 'POST escalations/getByPaginationAndFilter': { records: ROWS, totalRecords: 2 } },
      { path: '/escalations', pattern: '/escalations' },
    );
    const breachedRow = (await screen.findByText('ESC100002')).closest('tr')!;
    expect(calls(fake, 'POST escalations/getByPaginationAndFilter')[0]).toEqual({
      filters: [],
      pageSize: 10,
      pageNumber: 1,
      sort: -1,
      sortBy: 'createdAt',
    });
    expect(within(breachedRow).getByText('SLA breached')).toBeInTheDocument();
    expect(within(breachedRow).getByText(/^5 h 1\d min overdue$/)).toBeInTheDocument();
    const onTime = screen.getByText('ESC100001').closest('tr')!;
    expect(within(onTime).queryByText('SLA breached')).not.toBeInTheDocument();
    expect(within(onTime).getByText(/^3 h \d+ min left$/)).toBeInTheDocument();
    openFilters();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'In progress' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Open' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'SLA' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls(fake, 'POST escalations/getByPaginationAndFilter').at(-1)).toMatchObject({
        filters: expect.arrayContaining([
          { property: 'status', operator: 'in', value: ['In progress', 'Open'] },
          { property: 'breached', operator: 'equal', value: true },
        ]),
      }),
    );
  });

  it(
    'shows an escalation with its links, ' + 'comments newest first and history, and resolves it with a remark',
    async () => {
      const fake = renderPage(
        <EscalationPage route={route('escalations/:id')} />,
        {
          'GET escalations/ESC100001': record(),
          'PUT escalations/ESC100001/status': ({ body }: { body?: unknown }) =>
            (body as { remark?: string }).remark
              ? record({ status: 'Resolved', resolution: (body as { remark: string }).remark })
              : badRequest('Remark is required to resolve an escalation', {
                  remark: 'Remark is required to resolve an escalation',
                }),
        },
        { path: '/escalations/ESC100001', pattern: '/escalations/:id' },
      );
      expect(await screen.findByRole('heading', { name: 'Escalation ESC100001' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'REQ00000042' })).toHaveAttribute(
        'href',
        '/repair-request/view/REQ00000042',
      );
      expect(screen.getByRole('link', { name: 'Asha Nair (9876500001)' })).toHaveAttribute(
        'href',
        '/customers/view/CUS000001',
      );
      const comments = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('listitem');
      expect(comments.map((item) => item.textContent)).toEqual([
        expect.stringContaining('Partner promised'),
        expect.stringContaining('Called the partner'),
      ]);
      expect(within(screen.getByRole('list', { name: 'History' })).getByText('Complaint raised')).toBeInTheDocument();

      fireEvent.click(screen.getByRole('button', { name: 'Change Status' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change Status' });
      fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Status/ }));
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'In progress',
        'Resolved',
      ]);
      fireEvent.click(screen.getByRole('option', { name: 'Resolved' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Remark is required to resolve an escalation')).toBeInTheDocument();
      expect(calls(fake, 'PUT escalations/ESC100001/status')).toEqual([]);
      fireEvent.change(within(dialog).getByRole('textbox', { name: /How was it resolved/ }), {
        target: { value: 'Visit done at 4 pm' },
      });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(calls(fake, 'PUT escalations/ESC100001/status')).toEqual([
          { status: 'Resolved', remark: 'Visit done at 4 pm' },
        ]),
      );
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText('Visit done at 4 pm')).toBeInTheDocument();
    },
  );

  it('gives an enquiry’s answer on its page', async () => {
    const enquiry = record({
      kind: 'Enquiry',
      requestId: null,
      requestKind: null,
      subject: 'When is the pick-up paid out?',
    });
    const fake = renderPage(
      <EnquiryPage route={route('escalations/enquiry/:id')} />,
      {
        'GET escalations/ESC100001': enquiry,
        'PUT escalations/ESC100001/answer': record({
          ...enquiry,
          answer: 'Within 7 days',
          answeredBy: 'admin@reloop.test',
          answeredAt: inHours(0),
        }),
      },
      { path: '/escalations/enquiry/ESC100001', pattern: '/escalations/enquiry/:id' },
    );
    expect(await screen.findByRole('heading', { name: 'Enquiry ESC100001' })).toBeInTheDocument();
    expect(screen.getByText('Nobody came in the morning slot.')).toBeInTheDocument();
    expect(screen.getByText('Not answered yet')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Answer' }), { target: { value: 'Within 7 days' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Answer' }));
    await waitFor(() => expect(calls(fake, 'PUT escalations/ESC100001/answer')).toEqual([{ answer: 'Within 7 days' }]));
    expect(await screen.findByText(/^Answered by admin@reloop.test on /)).toBeInTheDocument();
  });

  it('raises an escalation from a request’s page and opens it; no button for other roles', async () => {
    const fake = renderPage(
      <RaiseEscalationButton requestId="REQ00000042" />,
      { 'POST escalations': record({ id: 'ESC100009' }) },
      { path: '/repair-request/view/REQ00000042', pattern: '/repair-request/view/:id' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Raise Escalation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Raise an Escalation' });
    expect(within(dialog).getByRole('textbox', { name: 'Request Id' })).toHaveValue('REQ00000042');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Subject/ }), { target: { value: 'Nobody came' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Waited all morning' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Raise' }));
    await waitFor(() =>
      expect(calls(fake, 'POST escalations')).toEqual([
        {
          kind: 'Complaint',
          category: 'Delay',
          priority: 'Medium',
          subject: 'Nobody came',
          description: 'Waited all morning',
          requestId: 'REQ00000042',
          userName: null,
        },
      ]),
    );
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/escalations/ESC100009'));
  });

  it.each([ROLES.channelPartner, ROLES.customerCare, ROLES.technician])(
    'offers no Raise Escalation to %s',
    async (role) => {
      renderPage(
        <>
          <RaiseEscalationButton requestId="REQ00000042" />
          <RoleProbe />
        </>,
        {},
        { role, path: '/x', pattern: '/x' },
      );
      // Once the role is known the button has decided.
      expect(await screen.findByText(`role ${role}`)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Raise Escalation' })).not.toBeInTheDocument();
    },
  );
});
