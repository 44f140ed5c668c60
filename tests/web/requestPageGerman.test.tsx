import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS } from '../../domain/activityEvents';
import { timelineKeys } from '../../domain/timeline';
import type { ActivityLogEntry } from '../../domain/profile/activity';
import { ROLES } from '../../domain/roles';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import { messagesFor } from '../../src/i18n/i18nProvider';
import RequestPage from '../../src/resources/requests/view/RequestPage';
import { bookedRequest, slotDaysFor } from './bookingFixtures';
import { fakeHttp, renderInConsole } from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/uploadFile', () => ({
  uploadFile: vi.fn(),
  fetchFile: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
  downloadFile: vi.fn(),
}));
vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

type Tree = { [key: string]: unknown };
const german = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree)[part], messagesFor('de')) as string;

/** A timeline row as GET activityLogs answers it: the English text with its event's key and values. */
const row = (activity: string, remark: string | null = null): ActivityLogEntry => ({
  timestamp: '2026-11-25T06:30:00.000Z',
  activity,
  updatedBy: { userName: 'admin' },
  remark,
  ...timelineKeys(activity, remark),
});

const ID = 'REQ00000042';
const request = bookedRequest({
  status: 'Assigned',
  assignee: {
    channelPartnerId: 'CP1001',
    channelPartnerName: 'GreenFix Services',
    technicianId: 'TID1',
    technicianName: 'Ravi Kumar',
  },
  documents: [
    {
      id: 'DOC1',
      docType: 'Before Photo',
      file: { name: 'before.png', type: 'image/png', key: `request/${ID}/before.png` },
      uploadedBy: 'tech1',
      createdAt: '2026-11-25T07:00:00.000Z',
    },
  ],
});

function openGermanPage() {
  const fake = fakeHttp({
    [`GET requests/${ID}`]: request,
    [`GET activityLogs/${ID}`]: [
      row('Status changed to Assigned'),
      row(ACTIVITY_EVENTS.paymentAsked, 'PAY100013: ₹530.99 (Booking, Link)'),
      row(ACTIVITY_EVENTS.requestRaised, '2026-11-25 09:00-12:00, Link, total ₹530.99'),
    ],
    'GET requests/calendar/timeSlots/channelPartner/CP1001': slotDaysFor,
    'POST comments/getByPaginationAndFilter': { records: [], totalRecords: 0 },
    'POST payments/getByPaginationAndFilter': { records: [], totalRecords: 0 },
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  const route = ROUTES.find((entry) => entry.path === 'repair-request/view/:id')!;
  renderInConsole(<RequestPage route={route} />, {
    role: ROLES.admin,
    path: `/repair-request/view/${ID}`,
    pattern: `/${route.path}`,
    language: 'de',
  });
}

/** German weekday and month abbreviations, written out here rather than taken from the code under test. */
const WEEKDAYS = ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'];
const MONTHS = ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sep.', 'Okt.', 'Nov.', 'Dez.'];

describe('a request page in German', () => {
  it(
    'shows the timeline as keyed events in German, a status among their values, ' +
      'and the payment mode and document type by their labels',
    async () => {
      openGermanPage();
      expect(await screen.findByRole('heading', { level: 1, name: ID })).toBeInTheDocument();
      const timeline = await screen.findByRole('list', { name: german('requestPage.activity') });
      const events = within(timeline)
        .getAllByRole('listitem')
        .map((item) => item.firstChild!.textContent);
      expect(events).toEqual(['Status geändert auf Zugewiesen', 'Zahlung angefordert', 'Auftrag erstellt']);
      expect(timeline).not.toHaveTextContent(/Request Raised|Payment asked|Status changed/);
      // The server's remarks too: the payment's purpose and mode, the booked day, slot and mode.
      expect(within(timeline).getByText('PAY100013: ₹530.99 (Buchung, Per Link zahlen)')).toBeInTheDocument();
      expect(
        within(timeline).getByText('25. Nov. 2026 09:00-12:00, Per Link zahlen, gesamt ₹530.99'),
      ).toBeInTheDocument();
      expect(timeline).not.toHaveTextContent(/Booking|, Link|total/);
      expect(screen.getByText(german('requestPage.paymentMode')).parentElement).toHaveTextContent('Per Link zahlen');
      expect(screen.getAllByText('Foto vorher').length).toBeGreaterThan(0);
      expect(screen.queryByText('Before Photo')).not.toBeInTheDocument();
    },
  );

  it('names the reschedule strip’s days and months in German', async () => {
    openGermanPage();
    fireEvent.click(await screen.findByRole('button', { name: german('requestPage.reschedule') }));
    const strip = await screen.findByRole('group', { name: german('booking.dates') });
    const days = within(strip).getAllByRole('button');
    expect(days.length).toBeGreaterThan(1);
    for (const day of days) {
      const date = new Date(`${day.getAttribute('data-date')}T00:00:00Z`);
      const dayOfMonth = String(date.getUTCDate()).padStart(2, '0');
      expect(day).toHaveTextContent(`${WEEKDAYS[date.getUTCDay()]}${dayOfMonth} ${MONTHS[date.getUTCMonth()]}`);
    }
  });
});
