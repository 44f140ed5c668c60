import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ENCASHMENT_MESSAGES, type RewardLedgerRow, type RewardMatrix } from '../../domain/rewards';
import { ROLES } from '../../domain/roles';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import { matrixRange } from '../../src/resources/rewards/api';
import RewardPointsPage from '../../src/resources/rewards/RewardPointsPage';
import { fakeHttp, renderInConsole, type RouteTable } from './profileFixtures';
import { calls } from './techniciansFixtures';
import { openFilters } from './support/filters';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));

vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
});

const row = (entryId: string, holderName: string, over: Partial<RewardLedgerRow> = {}): RewardLedgerRow => ({
  entryId,
  userName: '9876500001',
  holderType: 'Customer',
  holderId: 'CUS000001',
  holderName,
  id: 'Encashment',
  idType: 'Encashment',
  description: 'Paid in cash',
  points: -40,
  balance: 60,
  createdAt: '2026-05-04T06:30:00.000Z',
  ...over,
});
const ROWS = [
  row('12', 'Asha Verma'),
  row('11', 'Ravi Kumar', {
    holderType: 'Technician',
    holderId: 'TECH1001',
    userName: 'tech-1001',
    idType: 'Referral',
    id: 'CUS000009',
    points: 50,
  }),
];
const MATRIX: RewardMatrix = {
  months: ['2026-04', '2026-05'],
  cells: [
    { month: '2026-05', idType: 'Encashment', credited: 0, debited: 0, encashed: 40 },
    { month: '2026-05', idType: 'Referral', credited: 50, debited: 0, encashed: 0 },
  ],
};
const route = ROUTES.find((entry) => entry.path === 'reward-points')!;

function renderPage(
  role: (typeof ROLES)[keyof typeof ROLES] = ROLES.admin,
  routes: RouteTable = {},
  language: 'en' | 'de' | 'es' = 'en',
) {
  const fake = fakeHttp({
    'POST rewards/getByPaginationAndFilter': { records: ROWS, totalRecords: ROWS.length },
    'GET rewards/filtersData': {
      holderType: ['Customer', 'Technician'],
      idType: ['Encashment', 'Referral'],
      userName: ['9876500001', 'tech-1001'],
    },
    'POST rewards/getRewardTransactionMatrix': MATRIX,
    ...routes,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  renderInConsole(<RewardPointsPage route={route} />, {
    role,
    path: '/reward-points',
    pattern: '/reward-points',
    language,
  });
  return fake;
}
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('reward-points: the ledger, its matrix chart and an admin’s entries', () => {
  it('shows the ledger’s Type and Holder by their labels in the user language', async () => {
    renderPage(ROLES.admin, {}, 'es');
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(rowOf('Asha Verma')).toHaveTextContent(/Cliente.*Canje|Canje.*Cliente/);
    expect(rowOf('Ravi Kumar')).toHaveTextContent(/Técnico.*Recomendación|Recomendación.*Técnico/);
    for (const name of ['Asha Verma', 'Ravi Kumar'])
      expect(rowOf(name)).not.toHaveTextContent(/Customer|Technician|Encashment|Referral/);
  });

  it('is the page of admins and channel partners', () => {
    expect(route).toMatchObject({ roles: [ROLES.admin, ROLES.channelPartner], page: 'rewardPoints' });
  });

  it('lists the ledger newest first with signed points and asks the matrix of the last 12 months', async () => {
    const fake = renderPage();
    expect(await screen.findByText('Asha Verma')).toBeInTheDocument();
    expect(calls(fake, 'POST rewards/getByPaginationAndFilter')[0]).toEqual({
      filters: [],
      pageSize: 10,
      pageNumber: 1,
      sort: -1,
      sortBy: 'createdAt',
    });
    for (const header of ['Date', 'User', 'Name', 'Holder', 'Type', 'Reference', 'Points'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(within(rowOf('Asha Verma')).getByText('-40')).toBeInTheDocument();
    expect(within(rowOf('Ravi Kumar')).getByText('+50')).toBeInTheDocument();
    expect(calls(fake, 'POST rewards/getRewardTransactionMatrix')[0]).toEqual(matrixRange(12));
    // The chart (loaded on its own) names its three series.
    expect(await screen.findByText('Credited', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Encashed')).toBeInTheDocument();
  });

  it("asks the matrix in India's calendar: on the 1st from 18:30 UTC the range already has the new month", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-30T19:00:00Z'));
      expect(matrixRange(12)).toEqual({ fromDate: '2026-01-01', toDate: '2026-12-01' });
      vi.setSystemTime(new Date('2026-11-30T18:00:00Z'));
      expect(matrixRange(12)).toEqual({ fromDate: '2025-12-01', toDate: '2026-11-30' });
      expect(matrixRange(24, '2026-01-15')).toEqual({ fromDate: '2024-02-01', toDate: '2026-01-15' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('filters on holder type and entry type', async () => {
    const fake = renderPage();
    await screen.findByText('Asha Verma');
    openFilters();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Referral' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Holder' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Technician' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(calls(fake, 'POST rewards/getByPaginationAndFilter').at(-1)).toMatchObject({
        filters: expect.arrayContaining([
          { property: 'idType', operator: 'equal', value: 'Referral' },
          { property: 'holderType', operator: 'equal', value: 'Technician' },
        ]),
      }),
    );
  });

  it('lets an admin credit with a reason, through POST rewards', async () => {
    const fake = renderPage(ROLES.admin, { 'POST rewards': { userName: '9876500001', balance: 140 } });
    await screen.findByText('Asha Verma');
    fireEvent.click(screen.getByRole('button', { name: 'Credit / Debit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit or debit reward points' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /User name/ }), { target: { value: '9876500001' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Points/ }), { target: { value: '100' } });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeDisabled());
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Goodwill for a late visit' },
    });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() =>
      expect(calls(fake, 'POST rewards')).toEqual([
        {
          holderType: 'Customer',
          userName: '9876500001',
          id: 'Credit',
          idType: 'Credit',
          description: 'Goodwill for a late visit',
          points: 100,
        },
      ]),
    );
    expect(await screen.findByText('The entry is added: the balance is now 140')).toBeInTheDocument();
  });

  it('shows the API’s refusal of a debit over the balance under the amount', async () => {
    const refusal = new HttpError(ENCASHMENT_MESSAGES.overBalance, 400, {
      message: ENCASHMENT_MESSAGES.overBalance,
      errors: { points: ENCASHMENT_MESSAGES.overBalance },
    });
    const fake = renderPage(ROLES.admin, { 'POST rewards': refusal });
    await screen.findByText('Asha Verma');
    fireEvent.click(screen.getByRole('button', { name: 'Credit / Debit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Credit or debit reward points' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /Entry/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Debit' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /User name/ }), { target: { value: '9876500001' } });
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: /Points/ }), { target: { value: '500' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Duplicate credit' },
    });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await within(dialog).findByText(ENCASHMENT_MESSAGES.overBalance)).toBeInTheDocument();
    expect(calls(fake, 'POST rewards')[0]).toMatchObject({ id: 'Debit', idType: 'Debit', points: -500 });
  });

  it('gives a channel partner the ledger and chart without the admin’s entry button', async () => {
    renderPage(ROLES.channelPartner);
    expect(await screen.findByText('Ravi Kumar')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Credit / Debit' })).not.toBeInTheDocument();
  });
});
