import { screen, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES, type Role } from '../../domain/roles';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import RequestPage from '../../src/resources/requests/view/RequestPage';
import { requestKind } from '../../src/resources/requests/view/requestKind';
import { bookedRequest } from './bookingFixtures';
import { fakeHttp, notFound, renderInConsole, type RouteTable } from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const http = (routes: RouteTable) => {
  const fake = fakeHttp(routes);
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  return fake;
};

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

const NO_COMMENTS = {
  'POST comments/getByPaginationAndFilter': { records: [], totalRecords: 0 },
  'POST payments/getByPaginationAndFilter': { records: [], totalRecords: 0 },
};
const route = (path: string) => ROUTES.find((entry) => entry.path === path)!;
const openPage = (routePath: string, id: string, role: Role = ROLES.admin) =>
  renderInConsole(<RequestPage route={route(routePath)} />, {
    role,
    path: `/${routePath.replace(':id', id)}`,
    pattern: `/${routePath}`,
  });
const field = (label: string) => screen.getByText(label).parentElement!;

describe('the request page, first version (issue 12 step 6)', () => {
  it(
    'shows what was booked: id, status, service, source, customer, ' +
      'address, product, issues, slot, partner, prices in rupees, payment',
    async () => {
      const fake = http({
        'GET requests/REQ00000042': bookedRequest(),
        'GET activityLogs/REQ00000042': [],
        ...NO_COMMENTS,
      });
      openPage('repair-request/view/:id', 'REQ00000042');
      expect(await screen.findByRole('heading', { level: 1, name: 'REQ00000042' })).toBeInTheDocument();
      expect(fake.mock.calls.map(([path]) => path)).toContain('requests/REQ00000042');
      expect(field('Service')).toHaveTextContent('Repair');
      expect(field('Source Information')).toHaveTextContent('Call Center');
      expect(field('Request From')).toHaveTextContent('End Customer');
      expect(field('Appointment Date')).toHaveTextContent('27/11/2026');
      expect(field('Slot')).toHaveTextContent('12:00-15:00');
      expect(field('Name')).toHaveTextContent('Asha Rao');
      expect(field('Mobile Number')).toHaveTextContent('+919876543210');
      expect(field('Address')).toHaveTextContent(
        'Home: 12 MG Road, Block A, Near the park, Bangalore GPO, Bengaluru, Karnataka, 560001',
      );
      expect(field('Product Name')).toHaveTextContent('Television (Living room TV)');
      expect(field('Brand')).toHaveTextContent('Samsung');
      expect(screen.getByText('No power')).toBeInTheDocument();
      expect(screen.getByText('Does not switch on')).toBeInTheDocument();
      expect(field('Channel Partner')).toHaveTextContent('GreenFix Services');
      expect(field('Technician')).toHaveTextContent('Not assigned yet');
      const prices = within(screen.getByRole('group', { name: 'Price breakdown' }));
      expect(prices.getAllByText(/₹/).map((node) => node.textContent)).toEqual([
        '₹499.99',
        '−₹50.00',
        '₹81.00',
        '₹530.99',
      ]);
      expect(prices.getByText('Discount (SAVE10)')).toBeInTheDocument();
      expect(prices.getByText('GST (18%)')).toBeInTheDocument();
      expect(field('Payment Mode')).toHaveTextContent('Pay via link');
      expect(field('Payment Status')).toHaveTextContent('Created');
      expect(screen.getAllByText('Open').length).toBeGreaterThan(0);
    },
  );

  it(
    'lists the payments asked for the request (booking, charges) ' +
      'to an admin; a technician, who reads no payments, is not shown them',
    async () => {
      const payment = (id: string, purpose: string, status: string, amountPaise: number) => ({
        id,
        requestId: 'REQ00000042',
        requestKind: 'repair',
        purpose,
        method: 'Link',
        status,
        amountPaise,
        channelPartnerId: 'CP1001',
        channelPartnerName: 'GreenFix Services',
        customerName: 'Asha Rao',
        createdAt: '2026-11-20T10:00:00.000Z',
        lastUpdate: '2026-11-20T10:00:00.000Z',
      });
      const fake = http({
        'GET requests/REQ00000042': bookedRequest(),
        'GET activityLogs/REQ00000042': [],
        ...NO_COMMENTS,
        'POST payments/getByPaginationAndFilter': {
          records: [payment('PAY100001', 'Booking', 'Paid', 53099), payment('PAY100002', 'Charges', 'Created', 41300)],
          totalRecords: 2,
        },
      });
      const { unmount } = openPage('repair-request/view/:id', 'REQ00000042');
      const charges = (await screen.findByRole('link', { name: 'PAY100002' })).closest('tr')!;
      expect(within(charges).getByText('Charges')).toBeInTheDocument();
      expect(within(charges).getByText('₹413')).toBeInTheDocument();
      expect(within(charges).getByText('Created')).toBeInTheDocument();
      const booking = screen.getByRole('link', { name: 'PAY100001' }).closest('tr')!;
      expect(within(booking).getByText('Booking')).toBeInTheDocument();
      expect(within(booking).getByText('Paid')).toBeInTheDocument();
      const [, asked] = fake.mock.calls.find(([path]) => path === 'payments/getByPaginationAndFilter')!;
      expect(asked).toMatchObject({
        body: { filters: [{ property: 'requestId', operator: 'equal', value: 'REQ00000042' }] },
      });
      unmount();

      const seen = http({
        'GET requests/REQ00000042': bookedRequest(),
        'GET activityLogs/REQ00000042': [],
        ...NO_COMMENTS,
      });
      openPage('repair-request/view/:id', 'REQ00000042', ROLES.technician);
      expect(await screen.findByRole('heading', { level: 1, name: 'REQ00000042' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: /^PAY/ })).toBeNull();
      expect(seen.mock.calls.map(([path]) => path)).not.toContain('payments/getByPaginationAndFilter');
    },
  );

  it('the e-waste page reads pickUpRequests and names the collection agent; no issues card', async () => {
    const pickUp = bookedRequest({
      id: 'EREQ00000007',
      kind: 'pickUp',
      serviceId: 'SID102',
      serviceName: 'E-Waste',
      status: 'Scheduled',
      issues: [],
      assignee: {
        channelPartnerId: 'CP1001',
        channelPartnerName: 'GreenFix Services',
        technicianId: 'T1',
        technicianName: 'Ravi Kumar',
      },
      payment: { ...bookedRequest().payment, method: 'PayLater', status: 'Unpaid', couponCode: null, discountPaise: 0 },
    });
    http({ 'GET pickUpRequests/EREQ00000007': pickUp, 'GET activityLogs/EREQ00000007': [], ...NO_COMMENTS });
    openPage('ewaste-request/view/:id', 'EREQ00000007');
    expect(await screen.findByRole('heading', { level: 1, name: 'EREQ00000007' })).toBeInTheDocument();
    expect(field('Collection Agent')).toHaveTextContent('Ravi Kumar');
    expect(screen.queryByText('Issues')).toBeNull();
    expect(screen.queryByText(/Discount/)).toBeNull();
    expect(field('Payment Mode')).toHaveTextContent('Pay Later');
  });

  it('a dealer’s read-only page reads the API the id’s prefix names', async () => {
    http({ 'GET requests/REQ00000042': bookedRequest(), ...NO_COMMENTS });
    openPage('repair-request/view-only/:id', 'REQ00000042', ROLES.dealer);
    expect(await screen.findByRole('heading', { level: 1, name: 'REQ00000042' })).toBeInTheDocument();
    // Read-only: no buttons but the section toggles.
    expect(
      screen
        .getAllByRole('button')
        .every((button) => /^(Collapse|Expand) /.test(button.getAttribute('aria-label') ?? '')),
    ).toBe(true);
    expect(requestKind('repair-request/view-only/:id', 'EREQ00000007')).toBe('pickUp');
    expect(requestKind('repair-request/view-only/:id', 'REQ00000001')).toBe('repair');
    expect(requestKind('repair-request/view/:id', 'EREQ1')).toBe('repair');
  });

  it('404 shows the not-found page, 403 the forbidden page', async () => {
    http({ 'GET requests/REQ404': notFound('Request not found') });
    const { unmount } = openPage('repair-request/view/:id', 'REQ404');
    expect(await screen.findByText('Nothing here!')).toBeInTheDocument();
    unmount();
    http({ 'GET requests/REQ403': new HttpError('Forbidden', 403, { message: 'Forbidden' }) });
    openPage('repair-request/view/:id', 'REQ403');
    expect(await screen.findByText('403 Forbidden!')).toBeInTheDocument();
  });

  it('the route table gives the request pages to their roles', () => {
    // Customer care too: it cancels, reschedules and comments.
    const operators = [ROLES.admin, ROLES.customerCare, ROLES.channelPartner, ROLES.technician];
    expect(route('repair-request/view/:id')).toMatchObject({ roles: operators, page: 'requestView' });
    expect(route('ewaste-request/view/:id')).toMatchObject({ roles: operators, page: 'requestView' });
    expect(route('repair-request/view-only/:id')).toMatchObject({ roles: [ROLES.dealer], page: 'requestView' });
    expect(route('book-request')).toMatchObject({ roles: [ROLES.admin, ROLES.dealer], page: 'bookRequest' });
  });
});
