import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activityText, type ActivityEventKey } from '../../domain/activityEvents';
import { activityRemark } from '../../domain/activityRemarks';
import type { ActivityLogEntry } from '../../domain/profile/activity';
import { timelineKeys } from '../../domain/timeline';
import { ActivityHistoryCard } from '../../src/components/profile/ActivityHistoryCard';
import { httpClient } from '../../src/dataProvider/httpClient';
import { fakeHttp, renderInConsole } from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

/** A history row as GET activityLogs answers it: the English texts with what they are (domain/timeline.ts). */
const row = (
  minute: number,
  event: ActivityEventKey,
  remark: string | null,
  values: Record<string, string> = {},
): ActivityLogEntry => {
  const activity = activityText(event, values);
  return {
    timestamp: `2026-11-25T06:${String(minute).padStart(2, '0')}:00.000Z`,
    activity,
    updatedBy: { userName: 'admin' },
    remark,
    ...timelineKeys(activity, remark),
  };
};

/**
 * What the server writes when a partner uploads its PAN card, maps Monday, adds a service and submits (newest first).
 */
const HISTORY = [
  row(50, 'profileSubmitted', activityRemark('submittedForReview')),
  row(40, 'serviceAdded', activityRemark('dailyCapacity', { service: 'Repair', capacity: 5 })),
  row(30, 'dayAreaAdded', activityRemark('dayAreas', { day: 'Monday', areas: '560034#Koramangala' })),
  row(20, 'documentUploaded', activityRemark('documentType', { docType: 'PAN Card' })),
  row(10, 'statusChanged', 'waiting for the GST certificate', { status: 'Resubmission' }),
];

function openHistory(language: 'de' | 'es') {
  vi.mocked(httpClient).mockImplementation(
    fakeHttp({ 'GET activityLogs/CP1001': HISTORY }) as unknown as typeof httpClient,
  );
  renderInConsole(<ActivityHistoryCard scope="channelPartner" api={{ id: 'CP1001' }} />, { language });
}

const cellsOf = async (column: number) => {
  const table = await screen.findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((line) => within(line).getAllByRole('cell')[column]?.textContent);
};

describe("a profile's history in the user's language, the server's remarks included", () => {
  it(
    'German: the submission, the document type, ' +
      'the weekday and the capacity in German; a person’s remark as typed',
    async () => {
      openHistory('de');
      expect(await cellsOf(3)).toEqual([
        'Profil zur Prüfung eingereicht',
        'Repair: 5 Einsätze am Tag',
        'Montag: 560034#Koramangala',
        'PAN-Karte',
        'waiting for the GST certificate',
      ]);
      expect(await cellsOf(1)).toContain('Status geändert auf Erneut einreichen');
    },
  );

  it('Spanish likewise', async () => {
    openHistory('es');
    expect(await cellsOf(3)).toEqual([
      'Perfil enviado para revisión',
      'Repair: 5 servicios al día',
      'Lunes: 560034#Koramangala',
      'Tarjeta PAN',
      'waiting for the GST certificate',
    ]);
  });
});
