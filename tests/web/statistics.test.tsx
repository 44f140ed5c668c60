import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../domain/roles';
import type { StatisticsAnswer, StatisticsReport } from '../../domain/statistics/types';
import { ROUTES } from '../../src/console/routeTable';
import { downloadExport } from '../../src/dataProvider/downloadExport';
import { httpClient } from '../../src/dataProvider/httpClient';
import { defaultPeriod } from '../../src/resources/statistics/period';
import StatisticsPage from '../../src/resources/statistics/StatisticsPage';
import { fakeHttp, renderInConsole } from './profileFixtures';
import { calls } from './techniciansFixtures';
// The filter bar's date fields load the date picker lazily; loaded here, before the tests, so a busy machine's first
// transform of it does not eat the time a test waits for a field.
import '../../src/components/dayPicker/DayPickerField';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/downloadExport', () => ({ downloadExport: vi.fn(async () => undefined) }));

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(downloadExport).mockClear();
});

const ANSWERS: { [R in StatisticsReport]: StatisticsAnswer<R> } = {
  requestsPerWeek: {
    rows: [
      {
        week: '2026-11-16',
        isoWeek: '2026-W47',
        serviceId: 'SID101',
        serviceName: 'Repair',
        booked: 12,
        completed: 7,
        cancelled: 2,
      },
      {
        week: '2026-11-23',
        isoWeek: '2026-W48',
        serviceId: 'SID102',
        serviceName: 'E-Waste Pick-up',
        booked: 3,
        completed: 1,
        cancelled: 0,
      },
    ],
  },
  resolutionTime: {
    rows: [{ serviceId: 'SID101', serviceName: 'Repair', booked: 12, resolved: 9, averageHours: 31.5 }],
  },
  revenuePerWeek: {
    rows: [{ week: '2026-11-16', isoWeek: '2026-W47', collectedPaise: 1234500, outstandingPaise: 64782 }],
  },
  top: {
    rows: [
      { kind: 'brand', name: 'Samsung', requests: 9 },
      { kind: 'issue', name: 'Screen cracked', requests: 4 },
    ],
  },
  perState: { rows: [] },
};
const SERVICES = [
  { id: 'SID101', type: 'Repair', name: 'Repair', status: 'Publish' },
  { id: 'SID102', type: 'E-Waste', name: 'E-Waste Pick-up', status: 'Publish' },
];
const route = ROUTES.find((entry) => entry.path === 'statistics')!;

function renderPage() {
  const fake = fakeHttp({
    ...Object.fromEntries(Object.entries(ANSWERS).map(([report, answer]) => [`POST statistics/${report}`, answer])),
    'POST master/service/getByPaginationAndFilter': { records: SERVICES, totalRecords: SERVICES.length },
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  renderInConsole(<StatisticsPage route={route} />, { role: ROLES.admin, path: '/statistics', pattern: '/statistics' });
  return fake;
}
const section = (title: string) => screen.getByRole('region', { name: title });

describe('statistics: a section per report with its chart, table and export', () => {
  it('is the admins’ page', () => {
    expect(route).toMatchObject({ roles: [ROLES.admin], page: 'statistics' });
  });

  it(
    "opens on twelve ISO weeks up to India's today, " +
      'also when India is already on the next day (18:30 UTC onwards)',
    () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        vi.setSystemTime(new Date('2026-11-29T19:00:00Z'));
        expect(defaultPeriod()).toEqual({ fromDate: '2026-09-14', toDate: '2026-11-30' });
        vi.setSystemTime(new Date('2026-11-29T18:00:00Z'));
        expect(defaultPeriod()).toEqual({ fromDate: '2026-09-07', toDate: '2026-11-29' });
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('asks every report over the last twelve weeks and shows each one’s table and chart', async () => {
    const fake = renderPage();
    const weeks = await screen.findByRole('table', { name: 'Table: Requests per week' });
    for (const report of Object.keys(ANSWERS))
      expect(calls(fake, `POST statistics/${report}`)[0]).toEqual(defaultPeriod());
    expect(
      within(weeks)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['ISO week', 'Week from', 'Service', 'Booked', 'Completed', 'Cancelled']);
    expect(within(weeks).getByText('16/11/2026')).toBeInTheDocument();
    const revenue = screen.getByRole('table', { name: 'Table: Revenue per week' });
    expect(within(revenue).getByText('₹12,345')).toBeInTheDocument();
    expect(within(revenue).getByText('₹647.82')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Table: Time to resolution' })).getByText('31.5'),
    ).toBeInTheDocument();
    const top = within(screen.getByRole('table', { name: 'Table: Top brands, products and issues' }));
    expect(top.getByText('Brand')).toBeInTheDocument();
    expect(top.getByText('Issue')).toBeInTheDocument();
    // No row: no chart and no table, a sentence instead.
    expect(
      within(section('Requests and pick-up weight per state')).getByText('No requests were booked in this period.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Table: Requests and pick-up weight per state' })).toBeNull();
    // The charts load on their own and name their series.
    expect(
      await within(section('Requests per week')).findByText(
        'Booked',
        { selector: '.MuiChartsLegend-label' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await within(section('Revenue per week')).findByText(
        'Outstanding',
        { selector: '.MuiChartsLegend-label' },
        { timeout: 20_000 },
      ),
    ).toBeInTheDocument();
  });

  it('asks again for the services and days chosen, and refuses a period backwards', async () => {
    const fake = renderPage();
    await screen.findByRole('table', { name: 'Table: Requests per week' });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Services' }));
    fireEvent.click(await screen.findByRole('option', { name: 'E-Waste Pick-up' }));
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    fireEvent.change(await screen.findByRole('textbox', { name: /From date/ }, { timeout: 10_000 }), {
      target: { value: '01/11/2026' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: /To date/ }), { target: { value: '30/11/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls(fake, 'POST statistics/top').at(-1)).toEqual({
        fromDate: '2026-11-01',
        toDate: '2026-11-30',
        serviceIds: ['SID102'],
      }),
    );

    const asked = calls(fake, 'POST statistics/top').length;
    fireEvent.change(screen.getByRole('textbox', { name: /To date/ }), { target: { value: '01/10/2026' } });
    expect(await screen.findByText('To date must not be before from date')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(calls(fake, 'POST statistics/top')).toHaveLength(asked);
  });

  it('says at the From date that a day typed half is not a day, and asks nothing', async () => {
    const fake = renderPage();
    await screen.findByRole('table', { name: 'Table: Requests per week' });
    const from = await screen.findByRole('textbox', { name: /From date/ }, { timeout: 10_000 });
    const user = userEvent.setup();
    await user.click(from);
    await user.keyboard('{Control>}a{/Control}{Backspace}0111');
    await user.tab();
    const field = from.closest('.MuiFormControl-root') as HTMLElement;
    expect(await within(field).findByText('From date must be a date (dd/MM/yyyy)')).toBeInTheDocument();
    const asked = calls(fake, 'POST statistics/top').length;
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(calls(fake, 'POST statistics/top')).toHaveLength(asked);
  });

  it('exports a report’s rows through the export download', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Table: Revenue per week' });
    fireEvent.click(within(section('Revenue per week')).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(downloadExport).toHaveBeenCalledTimes(1));
    const [path, body, fileName] = vi.mocked(downloadExport).mock.calls[0];
    expect(path).toBe('statistics/export');
    expect(body).toEqual({ report: 'revenuePerWeek', ...defaultPeriod() });
    expect(fileName).toMatch(/^Revenue per week \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.xlsx$/);
  });
});
