import { fireEvent, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardCounts, DashboardRequest } from '../../domain/requests/dashboards';
import { ROLES, type Role } from '../../domain/roles';
import DashboardHome from '../../src/console/DashboardHome';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import { httpClient } from '../../src/dataProvider/httpClient';
import { API_RESOURCES } from '../../src/resources';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { fakeHttp, type RouteTable } from './profileFixtures';
import { authAs } from './support/fakeAuthProvider';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.setConfig({ testTimeout: 40_000 });

// The dashboard's parts are lazily imported: transformed once here, not inside the first test's wait.
beforeAll(() => import('../../src/console/dashboard/RoleDashboard'));
beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

const TODAY = '2026-11-27';

function Location() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{decodeURIComponent(pathname + search)}</p>;
}

const SERVICES = [
  { id: 'SID101', name: 'Repair', type: 'Repair', status: 'Publish' },
  { id: 'SID102', name: 'E-Waste', type: 'E-Waste', status: 'Publish' },
];
const TOTALS = {
  total: 6,
  services: [
    {
      serviceId: 'SID101',
      total: 5,
      statuses: { Open: 3, Assigned: 0, Scheduled: 0, Pending: 0, Resolved: 0, Completed: 2, Cancelled: 0 },
    },
    { serviceId: 'SID102', total: 1, statuses: { Open: 0, Scheduled: 0, 'Picked Up': 1, Completed: 0, Cancelled: 0 } },
  ],
};
const VISIT: DashboardRequest = {
  id: 'REQ00000042',
  serviceId: 'SID101',
  status: 'Assigned',
  customerName: 'Asha Rao',
  address: '12 MG Road, Koramangala, Bengaluru, 560034',
  appointmentDate: TODAY,
  appointmentSlot: '10:00-12:00',
  technicianName: 'Ravi Kumar',
  createdAt: '2026-11-20T05:00:00.000Z',
};

function renderDashboard(role: Role, counts: DashboardCounts, extra: RouteTable = {}) {
  const fake = fakeHttp({
    'POST master/service/getByPaginationAndFilter': { records: SERVICES, totalRecords: SERVICES.length },
    'POST requests/totalCount': TOTALS,
    'POST requests/getChannelPartnerWiseRequests': { totalRecords: 0, records: [] },
    'POST requests/dashboardCounts': counts,
    'POST requests/bookingsPerDay': { days: [{ date: TODAY, count: 4 }] },
    'POST requests/slotFill': { days: [{ date: TODAY, capacity: 8, booked: 3 }] },
    'POST requests/dashboardVisits': { records: [VISIT] },
    'POST requests/latestBookings': { records: [VISIT] },
    ...extra,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  const authProvider = {
    ...authAs(role),
    getIdentity: async () => ({ id: 'user-sub', fullName: 'Asha Rao', scope: role }),
  };
  render(
    <MemoryRouter initialEntries={['/']}>
      <AdminContext
        dataProvider={createDataProvider(API_RESOURCES, httpClient)}
        authProvider={authProvider}
        i18nProvider={createI18nProvider('en')}
      >
        <Routes>
          <Route path="/" element={<DashboardHome />} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
        <Location />
      </AdminContext>
    </MemoryRouter>,
  );
  return fake;
}

const hrefOf = (element: HTMLElement) => decodeURIComponent(element.getAttribute('href') ?? '');

describe('the admin dashboard', () => {
  const counts: DashboardCounts = {
    today: TODAY,
    requests: [
      { metric: 'bookedToday', serviceId: 'SID101', count: 4 },
      { metric: 'bookedToday', serviceId: 'SID102', count: 2 },
      { metric: 'pastAppointment', serviceId: 'SID101', count: 1 },
    ],
    approvals: [
      { metric: 'channelPartners', count: 2 },
      { metric: 'technicians', count: 1 },
      { metric: 'dealers', count: 0 },
      { metric: 'deletionRequests', count: 1000, capped: true },
    ],
  };

  it('each number is a link to its filtered list, and a click opens it', async () => {
    renderDashboard(ROLES.admin, counts);
    const booked = await screen.findByRole(
      'link',
      { name: 'Booked today, Repair: 4, open the list' },
      { timeout: 15_000 },
    );
    expect(hrefOf(booked)).toBe(
      `/services/requests/SID101?filter={"createdAt@isAfter":"${TODAY}","createdAt@isBefore":"${TODAY}"}`,
    );
    expect(screen.getByRole('link', { name: 'Booked today, E-Waste: 2, open the list' })).toHaveTextContent('2');
    expect(hrefOf(screen.getByRole('link', { name: /^Past their appointment, not resolved, Repair: 1/ }))).toBe(
      '/services/requests/SID101?filter={"appointmentDate@isBefore":"2026-11-26",' +
        '"status":["Open","Assigned","Scheduled","Pending"]}',
    );
    const waiting = screen.getByRole('region', { name: 'Waiting for a decision' });
    expect(hrefOf(within(waiting).getByRole('link', { name: /^Channel partners to approve/ }))).toBe(
      '/channel-partners/main/invited?filter={"status":"Pending"}',
    );
    expect(within(waiting).getByRole('link', { name: /^Account deletion requests/ })).toHaveTextContent('1,000+');
    fireEvent.click(booked);
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/services/requests/SID101?filter={"createdAt@isAfter":"${TODAY}"`,
    );
  });

  it('the requests by status: every count opens its service list in that status; the bookings chart', async () => {
    const fake = renderDashboard(ROLES.admin, counts);
    const table = await screen.findByRole('region', { name: 'Requests by Status' });
    expect(hrefOf(within(table).getByRole('link', { name: 'Open, Repair: 3, open the list' }))).toBe(
      '/services/requests/SID101?filter={"status":["Open"]}',
    );
    expect(hrefOf(within(table).getByRole('link', { name: 'Picked Up, E-Waste: 1, open the list' }))).toBe(
      '/services/requests/SID102?filter={"status":["Picked Up"]}',
    );
    expect(await screen.findByRole('region', { name: 'Bookings per Day, Last 30 Days' })).toBeInTheDocument();
    expect(fake).toHaveBeenCalledWith('requests/bookingsPerDay', {
      method: 'POST',
      body: { fromDate: '2026-10-29', toDate: TODAY },
    });
    expect(fake.mock.calls.map(([path]) => path)).not.toContain('requests/slotFill');
  });
});

describe('the other roles', () => {
  it(
    "a partner: today's and tomorrow's visits with their technicians, " +
      'unassigned, its technicians waiting, the slot fill',
    async () => {
      const fake = renderDashboard(ROLES.channelPartner, {
        today: TODAY,
        requests: [
          { metric: 'visitsToday', serviceId: 'SID101', count: 1 },
          { metric: 'unassigned', serviceId: 'SID102', count: 3 },
        ],
        approvals: [{ metric: 'technicians', count: 2 }],
      });
      expect(hrefOf(await screen.findByRole('link', { name: "Today's visits, Repair: 1, open the list" }))).toBe(
        `/services/requests/SID101?filter={"appointmentDate@isAfter":"${TODAY}",` +
          `"appointmentDate@isBefore":"${TODAY}",` +
          '"status":["Open","Assigned","Scheduled","Pending","Resolved","Completed"]}',
      );
      // No visits tomorrow: the repair list's zero.
      expect(screen.getByRole('link', { name: "Tomorrow's visits, Repair: 0, open the list" })).toHaveTextContent('0');
      expect(hrefOf(screen.getByRole('link', { name: 'Without a technician, E-Waste: 3, open the list' }))).toBe(
        '/services/requests/SID102?filter={"technicianId@isBlank":true,"status":["Open","Scheduled"]}',
      );
      expect(hrefOf(screen.getByRole('link', { name: /^Technicians to approve/ }))).toBe(
        '/technicians/main/pending?filter={"status":"Pending"}',
      );
      const today = await screen.findByRole('region', { name: 'Visits today' });
      expect(await within(today).findByText('Ravi Kumar')).toBeInTheDocument();
      expect(within(today).getByRole('link', { name: 'REQ00000042' })).toHaveAttribute(
        'href',
        '/repair-request/view/REQ00000042',
      );
      expect(screen.getByRole('region', { name: 'Visits tomorrow' })).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Slot Fill, Coming Week' })).toBeInTheDocument();
      expect(fake).toHaveBeenCalledWith('requests/dashboardVisits', { method: 'POST', body: { date: '2026-11-28' } });
    },
  );

  it("a technician: today's visits with address, customer and slot; open and resolved", async () => {
    renderDashboard(ROLES.technician, {
      today: TODAY,
      requests: [
        { metric: 'visitsToday', serviceId: 'SID101', count: 1 },
        { metric: 'open', serviceId: 'SID101', count: 2 },
        { metric: 'resolved', serviceId: 'SID101', count: 5 },
      ],
      approvals: [],
    });
    expect(hrefOf(await screen.findByRole('link', { name: 'Resolved requests, Repair: 5, open the list' }))).toBe(
      '/services/requests/SID101?filter={"status":["Resolved","Completed"]}',
    );
    const today = await screen.findByRole('region', { name: 'Visits today' });
    expect(await within(today).findByText('12 MG Road, Koramangala, Bengaluru, 560034')).toBeInTheDocument();
    expect(within(today).getByText('10:00-12:00')).toBeInTheDocument();
    expect(within(today).queryByText('Ravi Kumar')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Waiting for a decision' })).not.toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Your Requests by Status' })).toBeInTheDocument();
  });

  it('a dealer: its bookings by status and the last ten, each opening the read-only page', async () => {
    renderDashboard(ROLES.dealer, {
      today: TODAY,
      requests: [{ metric: 'open', serviceId: 'SID101', count: 3 }],
      approvals: [],
    });
    const latest = await screen.findByRole('region', { name: 'Your Latest Bookings' });
    expect(await within(latest).findByRole('link', { name: 'REQ00000042' })).toHaveAttribute(
      'href',
      '/repair-request/view-only/REQ00000042',
    );
    expect(await screen.findByRole('link', { name: 'Open requests, Repair: 3, open the list' })).toBeInTheDocument();
  });

  it('an error from the API offers a reload instead of numbers', async () => {
    renderDashboard(
      ROLES.admin,
      { today: TODAY, requests: [], approvals: [] },
      { 'POST requests/dashboardCounts': new Error('down') },
    );
    // react-query tries three times more before the error shows.
    expect(await screen.findByRole('button', { name: /reload/i }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Booked today/ })).not.toBeInTheDocument();
  });
});
