import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestRow } from '../../domain/requests/records';
import { partnerWiseDays } from '../../domain/requests/dashboards';
import { ROLES, type Role } from '../../domain/roles';
import DashboardHome from '../../src/console/DashboardHome';
import { ROUTES } from '../../src/console/routeTable';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import { httpClient } from '../../src/dataProvider/httpClient';
import { API_RESOURCES } from '../../src/resources';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import RequestListPage from '../../src/resources/requests/list/RequestListPage';
import ServicesPage from '../../src/resources/requests/list/ServicesPage';
import { indiaToday } from '../../src/components/format/indiaDay';
import { fakeHttp, type RouteTable } from './profileFixtures';
import { openFilters } from './support/filters';
import { authAs } from './support/fakeAuthProvider';
// The filter bar's date fields load the date picker lazily; loaded here, before the tests, so a busy machine's first
// transform of it does not eat the time a test waits for a field.
import '../../src/components/dayPicker/DayPickerField';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

const ALL = 'services/repair-request/all';
const BY_SERVICE = 'services/requests/:serviceId';

function row(id: string, extra: Partial<RequestRow> = {}): RequestRow {
  return {
    id,
    serviceId: 'SID101',
    productName: 'Television',
    products: [{ name: 'Television' }],
    serviceDetails: { id: 'SID101' },
    assignee: {
      channelPartnerId: 'CP1001',
      channelPartnerName: 'GreenFix Services',
      technicianId: 'TECH0001',
      technicianName: 'Ravi Kumar',
    },
    userName: '+919876543210',
    customerName: 'Meera Nair',
    createdAt: '2026-02-10T04:30:00.000Z',
    appointmentSlot: { date: '2026-02-14', slot: '10:00 AM - 12:00 PM' },
    status: 'Open',
    paymentStatus: 'Unpaid',
    ...extra,
  };
}

const SERVICES = [
  { id: 'SID101', type: 'Repair', name: 'Repair', status: 'Publish' },
  { id: 'SID102', type: 'E-Waste', name: 'E-Waste Pick-up', status: 'Publish' },
];
const FILTER_DATA = {
  statuses: ['Open', 'Assigned', 'Completed'],
  services: [{ id: 'SID101', type: 'Repair' }],
  paymentStatuses: ['Paid', 'Unpaid'],
  technicians: [],
};
const COUNTS = {
  total: 7,
  services: [
    { serviceId: 'SID101', total: 5, statuses: { Open: 3, Completed: 2 } },
    { serviceId: 'SID102', total: 2, statuses: { Open: 1, 'Picked Up': 1 } },
  ],
};

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/**
 * Renders `ui` at `path` as `role` (a dealer with its status) over the real dataProvider, the API answering `routes`.
 */
function renderAt(
  ui: ReactNode,
  {
    role,
    path,
    pattern,
    routes,
    dealerStatus,
  }: { role: Role; path: string; pattern: string; routes: RouteTable; dealerStatus?: string },
) {
  const fake = fakeHttp(routes);
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  const authProvider = {
    ...authAs(role),
    getIdentity: async () => ({ id: 'user-sub', fullName: 'Asha Rao', scope: role, dealerStatus }),
  };
  render(
    <LocalizationProvider dateAdapter={AdapterDateFns}>
      <MemoryRouter initialEntries={[path]}>
        <AdminContext
          dataProvider={createDataProvider(API_RESOURCES, httpClient)}
          authProvider={authProvider}
          i18nProvider={createI18nProvider('en')}
        >
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={<p>elsewhere</p>} />
          </Routes>
          <Location />
        </AdminContext>
      </MemoryRouter>
    </LocalizationProvider>,
  );
  return fake;
}

/** A request list page as `role`, the list answering `records`. */
function renderList({
  role = ROLES.admin,
  serviceId,
  records = [row('REQ00000001')],
  filterData = FILTER_DATA,
  search = '',
  dealerStatus,
}: {
  role?: Role;
  serviceId?: string;
  records?: RequestRow[];
  filterData?: object;
  search?: string;
  dealerStatus?: string;
} = {}) {
  const resource = serviceId && serviceId !== 'SID101' ? 'pickUpRequests' : 'requests';
  return renderAt(<RequestListPage />, {
    role,
    dealerStatus,
    path: `/${serviceId ? BY_SERVICE.replace(':serviceId', serviceId) : ALL}${search}`,
    pattern: `/${serviceId ? BY_SERVICE : ALL}`,
    routes: {
      [`POST ${resource}/getByPaginationAndFilter`]: { records, totalRecords: records.length },
      [`GET ${resource}/filters/data`]: filterData,
    },
  });
}

const listCalls = (fake: ReturnType<typeof fakeHttp>, resource = 'requests') =>
  fake.mock.calls
    .filter(([path]) => path === `${resource}/getByPaginationAndFilter`)
    .map(([, request]) => request?.body as { filters: unknown[] });
const location = () => screen.getByTestId('location').textContent;

describe('request list routes', () => {
  it(
    "services, all and a service's requests (services/requests/{serviceId}) " +
      'are pages of every signed-in user; the sidebar has no Services entry',
    () => {
      for (const [path, page] of [
        ['services', 'services'],
        [ALL, 'requestList'],
        [BY_SERVICE, 'requestList'],
      ])
        expect(ROUTES.find((route) => route.path === path)).toMatchObject({ roles: 'signedIn', page });
    },
  );
});

describe('the request lists', () => {
  it(
    'an admin: every repair request, newest change first, ' +
      '10 a page; the row of spec 001 §3; Export and Book Request',
    async () => {
      const fake = renderList();
      expect(await screen.findByText('REQ00000001')).toBeInTheDocument();
      expect(listCalls(fake)[0]).toEqual({ filters: [], pageSize: 10, pageNumber: 1, sort: -1, sortBy: 'lastUpdate' });
      for (const header of [
        'Request ID',
        'Product Name',
        'Channel Partner',
        'Technician',
        'Booking Date',
        'Appointment Date',
        'Status',
        'Payment Status',
      ])
        expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
      const cells = screen.getByText('REQ00000001').closest('tr')!;
      expect(within(cells).getByText('GreenFix Services (CP1001)')).toBeInTheDocument();
      expect(within(cells).getByText('Ravi Kumar')).toBeInTheDocument();
      expect(within(cells).getByText('14/02/2026')).toBeInTheDocument();
      expect(within(cells).getByText('10:00 AM - 12:00 PM')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Book Request' })).toHaveAttribute('href', '/book-request');
      openFilters();
      expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
      // A text filter on the partner's name and on the technician's (no technicians offered: not a partner).
      expect(screen.getByRole('textbox', { name: 'Channel Partner' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Technician' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Service' })).toBeInTheDocument();
    },
  );

  it(
    'filters become the API entries: text contains, ' + 'statuses in, service equal, date pairs isAfter/isBefore',
    async () => {
      const filter = {
        id: 'REQ0',
        status: ['Open', 'Assigned'],
        serviceId: 'SID101',
        customerName: 'meera',
        'createdAt@isAfter': '2026-02-01',
        'createdAt@isBefore': '2026-02-28',
        'appointmentDate@isAfter': '2026-02-10',
        'appointmentDate@isBefore': '2026-02-20',
      };
      const fake = renderList({ search: `?filter=${encodeURIComponent(JSON.stringify(filter))}` });
      await screen.findByText('REQ00000001');
      expect(listCalls(fake)[0].filters).toEqual([
        { property: 'id', operator: 'contains', value: 'REQ0' },
        { property: 'status', operator: 'in', value: ['Open', 'Assigned'] },
        { property: 'serviceId', operator: 'equal', value: 'SID101' },
        { property: 'customerName', operator: 'contains', value: 'meera' },
        { property: 'createdAt', operator: 'isAfter', value: '2026-02-01' },
        { property: 'createdAt', operator: 'isBefore', value: '2026-02-28' },
        { property: 'appointmentDate', operator: 'isAfter', value: '2026-02-10' },
        { property: 'appointmentDate', operator: 'isBefore', value: '2026-02-20' },
      ]);
      // The filter bar shows the applied dates as dd/MM/yyyy.
      expect(await screen.findByRole('textbox', { name: 'Booked From' }, { timeout: 10_000 })).toHaveValue(
        '01/02/2026',
      );
    },
  );

  it('typing in the bar and Apply: a status chosen from filters/data and a request id', async () => {
    const fake = renderList();
    await screen.findByText('REQ00000001');
    openFilters();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Open', 'Assigned', 'Completed']);
    fireEvent.click(screen.getByRole('option', { name: 'Completed' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Request ID' }), { target: { value: 'REQ9' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(listCalls(fake).at(-1)?.filters).toEqual([
        { property: 'status', operator: 'in', value: ['Completed'] },
        { property: 'id', operator: 'contains', value: 'REQ9' },
      ]),
    );
  });

  it('a technician: no Export, no technician filter nor column, no Book Request', async () => {
    renderList({ role: ROLES.technician });
    await screen.findByText('REQ00000001');
    expect(screen.queryByRole('columnheader', { name: 'Technician' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Request' })).not.toBeInTheDocument();
    openFilters();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Technician' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Technician' })).not.toBeInTheDocument();
  });

  it(
    'a partner: a select of its technicians (technicianId equal), ' + 'no partner column nor filter, still Export',
    async () => {
      const technicians = [
        { id: 'TECH0001', name: 'Ravi Kumar' },
        { id: 'TECH0002', name: 'Asha Rao' },
      ];
      const fake = renderList({ role: ROLES.channelPartner, filterData: { ...FILTER_DATA, technicians } });
      await screen.findByText('REQ00000001');
      expect(screen.queryByRole('columnheader', { name: 'Channel Partner' })).not.toBeInTheDocument();
      openFilters();
      expect(screen.queryByRole('textbox', { name: 'Channel Partner' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('combobox', { name: 'Technician' })).toBeInTheDocument());
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Technician' }));
      fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Asha Rao' }));
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(listCalls(fake).at(-1)?.filters).toEqual([
          { property: 'technicianId', operator: 'equal', value: 'TECH0002' },
        ]),
      );
    },
  );

  it.each([
    [ROLES.admin, '/repair-request/view/REQ00000001'],
    [ROLES.channelPartner, '/repair-request/view/REQ00000001'],
    [ROLES.technician, '/repair-request/view/REQ00000001'],
    [ROLES.dealer, '/repair-request/view-only/REQ00000001'],
  ] as const)('a repair row opens, for %s, %s', async (role, target) => {
    renderList({ role, dealerStatus: 'Active' });
    fireEvent.click(await screen.findByText('REQ00000001'));
    await waitFor(() => expect(location()).toBe(target));
  });

  it(
    'a waste service lists its pick-ups (serviceId equal, ' +
      'filters/data of the service); a row opens the e-waste page',
    async () => {
      const pickUp = row('EREQ00000003', {
        serviceId: 'SID102',
        serviceDetails: { id: 'SID102' },
        products: [{ name: 'Laptop' }, { name: 'Phone' }],
        productName: 'Laptop',
      });
      const fake = renderList({
        serviceId: 'SID102',
        records: [pickUp],
        filterData: { ...FILTER_DATA, services: [{ id: 'SID102', type: 'E-Waste' }] },
      });
      expect(await screen.findByText('EREQ00000003')).toBeInTheDocument();
      expect(listCalls(fake, 'pickUpRequests')[0].filters).toEqual([
        { property: 'serviceId', operator: 'equal', value: 'SID102' },
      ]);
      expect(fake).toHaveBeenCalledWith('pickUpRequests/filters/data', { query: { serviceId: 'SID102' } });
      expect(within(screen.getByText('EREQ00000003').closest('tr')!).getByText('+1')).toBeInTheDocument();
      expect(screen.getByRole('columnheader', { name: 'Collection Agent' })).toBeInTheDocument();
      openFilters();
      // One service: nothing to choose.
      expect(screen.queryByRole('combobox', { name: 'Service' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByText('EREQ00000003'));
      await waitFor(() => expect(location()).toBe('/ewaste-request/view/EREQ00000003'));
    },
  );

  it.each([
    ['an Active dealer', ROLES.dealer, 'Active', true],
    ['a pending dealer', ROLES.dealer, 'Pending', false],
    ['a channel partner', ROLES.channelPartner, undefined, false],
  ] as const)('%s: Book Request shown %s', async (_, role, dealerStatus, shown) => {
    renderList({ role, dealerStatus });
    await screen.findByText('REQ00000001');
    await waitFor(() => expect(Boolean(screen.queryByRole('link', { name: 'Book Request' }))).toBe(shown));
  });

  it("an empty list says 'No Data Available'", async () => {
    renderList({ role: ROLES.technician, records: [] });
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
  });

  it(
    "the export posts the masters' export body to " + 'requests/download/report and pickUpRequests/download/report',
    async () => {
      const downloadStream = vi.fn(async () => undefined);
      const provider = createDataProvider(API_RESOURCES, vi.fn(), {
        upload: vi.fn(),
        download: vi.fn(),
        downloadStream,
      });
      const params = {
        sort: { field: 'lastUpdate', order: 'DESC' as const },
        filter: { status: ['Open'] },
        name: 'repair-requests',
        columns: [{ key: 'id', header: 'Request ID' }],
        fileName: 'f.xlsx',
      };
      await provider.exportList('requests', params, vi.fn());
      await provider.exportList('pickUpRequests', { ...params, filter: { serviceId: 'SID102' } }, vi.fn());
      expect(downloadStream.mock.calls.map((call) => (call as unknown[]).slice(0, 2))).toEqual([
        [
          'requests/download/report',
          {
            filters: [{ property: 'status', operator: 'in', value: ['Open'] }],
            sort: -1,
            sortBy: 'lastUpdate',
            name: 'repair-requests',
            columns: params.columns,
          },
        ],
        [
          'pickUpRequests/download/report',
          {
            filters: [{ property: 'serviceId', operator: 'equal', value: 'SID102' }],
            sort: -1,
            sortBy: 'lastUpdate',
            name: 'repair-requests',
            columns: params.columns,
          },
        ],
      ]);
    },
  );
});

const COUNT_ROUTES: RouteTable = {
  'POST master/service/getByPaginationAndFilter': { records: SERVICES, totalRecords: SERVICES.length },
  'POST requests/totalCount': COUNTS,
};

describe('request counts (services page and dashboard)', () => {
  it(
    'services: a card per published service with its counts, ' + 'opening its list; a link to all repair requests',
    async () => {
      const fake = renderAt(<ServicesPage />, {
        role: ROLES.channelPartner,
        path: '/services',
        pattern: '/services',
        routes: COUNT_ROUTES,
      });
      const repair = (await screen.findByText('Repair · SID101')).closest('a')!;
      expect(repair).toHaveAttribute('href', '/services/requests/SID101');
      expect(within(repair).getByText('5')).toBeInTheDocument();
      expect(within(repair).getByText('Open 3')).toBeInTheDocument();
      expect(within(repair).getByText('Completed 2')).toBeInTheDocument();
      const eWaste = screen.getByText('E-Waste · SID102').closest('a')!;
      expect(eWaste).toHaveAttribute('href', '/services/requests/SID102');
      expect(within(eWaste).getByText('Picked Up 1')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All Repair Requests' })).toHaveAttribute(
        'href',
        '/services/repair-request/all',
      );
      expect(fake).toHaveBeenCalledWith('requests/totalCount', { method: 'POST', body: {} });
    },
  );

  it(
    'the dashboard: the total and per status under the welcome card; ' + 'an admin also sees the requests per partner',
    async () => {
      const fake = renderAt(<DashboardHome />, {
        role: ROLES.admin,
        path: '/',
        pattern: '/',
        routes: {
          ...COUNT_ROUTES,
          'POST requests/getChannelPartnerWiseRequests': {
            totalRecords: 12,
            records: [
              {
                channelPartnerId: 'CP1001',
                channelPartnerName: 'GreenFix Services',
                total: 6,
                statuses: { Open: 4, Completed: 2 },
              },
            ],
          },
        },
      });
      const counts = await screen.findByRole('region', { name: 'Your Requests' });
      expect(await within(counts).findByLabelText('7 requests in all')).toHaveTextContent('7');
      expect(within(counts).getByText('Open 4')).toBeInTheDocument();
      expect(within(counts).getByText('Picked Up 1')).toBeInTheDocument();
      const partners = await screen.findByRole('region', { name: 'Requests per Channel Partner' });
      expect(await within(partners).findByText('GreenFix Services (CP1001)')).toBeInTheDocument();
      expect(within(partners).getByText('Page 1 of 2')).toBeInTheDocument();
      // All time first (the database keeps these counts); each number opens the service's list of the partner's
      // requests (and the status), booked in the period chosen.
      expect(fake).toHaveBeenCalledWith('requests/getChannelPartnerWiseRequests', {
        method: 'POST',
        body: { serviceId: 'SID101', pageSize: 10, pageNumber: 1 },
      });
      const listOf = (filter: object) =>
        `/services/requests/SID101?filter=${encodeURIComponent(JSON.stringify(filter))}`;
      expect(
        within(partners).getByRole('link', { name: 'GreenFix Services (CP1001), Repair: 6, open the list' }),
      ).toHaveAttribute('href', listOf({ 'channelPartnerId@equal': 'CP1001' }));
      expect(
        within(partners).getByRole('link', { name: 'GreenFix Services (CP1001), Open, Repair: 4, open the list' }),
      ).toHaveAttribute('href', listOf({ 'channelPartnerId@equal': 'CP1001', status: ['Open'] }));
      // Another period, or another service, asks again from the first page.
      const days30 = partnerWiseDays('days30', indiaToday());
      fireEvent.mouseDown(within(partners).getByRole('combobox', { name: 'Period' }));
      fireEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));
      await waitFor(() =>
        expect(fake).toHaveBeenCalledWith('requests/getChannelPartnerWiseRequests', {
          method: 'POST',
          body: { serviceId: 'SID101', ...days30, pageSize: 10, pageNumber: 1 },
        }),
      );
      const booked = { 'createdAt@isAfter': days30.fromDate, 'createdAt@isBefore': days30.toDate };
      await waitFor(() =>
        expect(
          within(partners).getByRole('link', { name: 'GreenFix Services (CP1001), Repair: 6, open the list' }),
        ).toHaveAttribute('href', listOf({ 'channelPartnerId@equal': 'CP1001', ...booked })),
      );
      fireEvent.mouseDown(within(partners).getByRole('combobox', { name: 'Service' }));
      fireEvent.click(await screen.findByRole('option', { name: 'E-Waste Pick-up' }));
      await waitFor(() =>
        expect(fake).toHaveBeenCalledWith('requests/getChannelPartnerWiseRequests', {
          method: 'POST',
          body: { serviceId: 'SID102', ...days30, pageSize: 10, pageNumber: 1 },
        }),
      );
    },
  );

  it(
    'a status counted no further than its list counts shows as "1,000+", ' + 'and so do its service and the total',
    async () => {
      const capped = {
        total: 1002,
        capped: true,
        services: [
          { serviceId: 'SID101', total: 1002, statuses: { Open: 1000, Completed: 2 }, cappedStatuses: ['Open'] },
          { serviceId: 'SID102', total: 0, statuses: { Open: 0 } },
        ],
      };
      renderAt(<ServicesPage />, {
        role: ROLES.admin,
        path: '/services',
        pattern: '/services',
        routes: { ...COUNT_ROUTES, 'POST requests/totalCount': capped },
      });
      const repair = (await screen.findByText('Repair · SID101')).closest('a')!;
      expect(within(repair).getByText('1,002+')).toBeInTheDocument();
      expect(within(repair).getByText('Open 1,000+')).toBeInTheDocument();
      expect(within(repair).getByText('Completed 2')).toBeInTheDocument();
    },
  );

  it('a partner sees its counts and no partner table', async () => {
    const fake = renderAt(<DashboardHome />, {
      role: ROLES.channelPartner,
      path: '/',
      pattern: '/',
      routes: COUNT_ROUTES,
    });
    await screen.findByRole('region', { name: 'Your Requests' });
    expect(await screen.findByText('Repair · SID101')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Requests per Channel Partner' })).not.toBeInTheDocument();
    expect(fake.mock.calls.map(([path]) => path)).not.toContain('requests/getChannelPartnerWiseRequests');
  });
});
