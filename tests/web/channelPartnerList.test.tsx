import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ChannelPartnerRow, PartnerFilterData } from '../../domain/channelPartner/profile';
import { PARTNER_TABS, type PartnerTab } from '../../domain/channelPartner/status';
import { ROLES } from '../../domain/roles';
import { ConsoleNotification } from '../../src/console/layout/ConsoleNotification';
import { ROUTES } from '../../src/console/routeTable';
import { createDataProvider } from '../../src/dataProvider/createDataProvider';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { API_RESOURCES } from '../../src/resources';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import { inviteRowActions } from '../../src/resources/channelPartners/inviteActions';
import PartnerListPage from '../../src/resources/channelPartners/PartnerListPage';
import { fakeDataProvider } from './support/fakeDataProvider';
import { authAs } from './support/fakeAuthProvider';
import { openFilters } from './support/filters';
// The filter bar's date fields load the date picker lazily; loaded here, before the tests, so a busy machine's first
// transform of it does not eat the time a test waits for a field.
import '../../src/components/dayPicker/DayPickerField';

const row = (
  id: string,
  name: string,
  status: ChannelPartnerRow['status'],
  extra: Partial<ChannelPartnerRow> = {},
): ChannelPartnerRow => ({
  id,
  name,
  typeOfFirm: 'Retailer',
  primaryEmail: `${name.toLowerCase()}@partner.in`,
  primaryMobile: '9876543210',
  status,
  city: 'Pune',
  state: 'Maharashtra',
  contractStartDate: null,
  contractEndDate: null,
  inviteExpiresAt: null,
  deleted: false,
  createdAt: '2026-01-15T06:30:00.000Z',
  lastUpdate: '2026-01-16T06:30:00.000Z',
  ...extra,
});

const INVITED = [
  row('CP1', 'Asha', 'Invited'),
  row('CP2', 'Bala', 'Expired'),
  row('CP3', 'Chitra', 'Revoked'),
  row('CP4', 'Dev', 'Revoked', { deleted: true }),
  row('CP5', 'Esha', 'Pending'),
  row('CP6', 'Farid', 'Resubmission'),
];

const FILTER_DATA: PartnerFilterData = {
  status: ['Invited', 'Active'],
  typeOfFirm: ['Retailer'],
  city: ['Pune', 'Agra'],
  state: ['Maharashtra'],
};

type Call = (path: string, request?: { method?: string; body?: unknown }) => Promise<{ status: number; json: unknown }>;

/** The partner API behind the dataProvider's `call`: filter data, plus whatever a test answers for the invite calls. */
function partnerProvider(
  records: ChannelPartnerRow[],
  answer: Call = async () => ({ status: 200, json: { message: 'ok' } }),
) {
  const call = vi.fn<Call>(async (path, request) =>
    path === 'channel-partner/filter/data' ? { status: 200, json: FILTER_DATA } : answer(path, request),
  );
  const dataProvider: DataProvider = fakeDataProvider(records, { call });
  return { dataProvider, call };
}

const routeOf = (tab: PartnerTab) => ROUTES.find((route) => route.path === `channel-partners/main/${tab}`)!;

function renderTab(tab: PartnerTab, dataProvider: DataProvider, search = '') {
  return render(
    <MemoryRouter initialEntries={[`/channel-partners/main/${tab}${search}`]}>
      <LocalizationProvider dateAdapter={AdapterDateFns}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authAs(ROLES.admin)}
          i18nProvider={createI18nProvider('en')}
        >
          <PartnerListPage route={routeOf(tab)} />
          <ConsoleNotification />
        </AdminContext>
      </LocalizationProvider>
    </MemoryRouter>,
  );
}

const rowOf = (name: string) => within(screen.getByText(name).closest('tr')!);
const actionNames = (name: string) =>
  [...screen.getByText(name).closest('tr')!.querySelectorAll('td:last-child a, td:last-child button')].map(
    (element) =>
      `${element.textContent}` +
      (element.hasAttribute('disabled') || element.getAttribute('aria-disabled') === 'true' ? ' (disabled)' : ''),
  );

describe('channel partner list: the invited tab', () => {
  it("asks for the tab's statuses, newest change first, 10 rows a page", async () => {
    const { dataProvider } = partnerProvider(INVITED);
    renderTab('invited', dataProvider);
    expect(await screen.findByText('Asha')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'channel-partner',
      expect.objectContaining({
        filter: { 'status@in': [...PARTNER_TABS.invited] },
        sort: { field: 'lastUpdate', order: 'DESC' },
        pagination: { page: 1, perPage: 10 },
      }),
    );
    for (const header of ['ID', 'Name', 'Primary Email', 'Primary Mobile', 'City', 'Status', 'Actions'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    // The firm type is one click away, in the Columns menu.
    expect(screen.queryByRole('columnheader', { name: 'Type of Firm' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Columns/ }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Type of Firm' }));
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(await screen.findByRole('columnheader', { name: 'Type of Firm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Invite Channel Partner' })).toHaveAttribute(
      'href',
      '/channel-partners/addNew',
    );
  });

  it('offers the actions each invitation status allows', async () => {
    const { dataProvider } = partnerProvider(INVITED);
    renderTab('invited', dataProvider);
    await screen.findByText('Asha');
    expect(actionNames('Asha')).toEqual(['Open', 'Revoke', 'Resend Link']);
    expect(actionNames('Bala')).toEqual(['Open', 'Revoke', 'Delete', 'Resend Link']);
    expect(actionNames('Chitra')).toEqual(['Open', 'Revoked (disabled)', 'Delete', 'Resend Link']);
    expect(actionNames('Dev')).toEqual(['Open', 'Revoked (disabled)', 'Deleted (disabled)']);
    expect(actionNames('Esha')).toEqual(['Open']);
    // Open goes to onboarding until the partner has submitted, then to the approval page.
    expect(rowOf('Asha').getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/channel-partners/invited/onboard/CP1',
    );
    expect(rowOf('Esha').getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/channel-partners/invited/approve/CP5',
    );
    expect(rowOf('Farid').getByRole('link', { name: 'Open' })).toHaveAttribute(
      'href',
      '/channel-partners/invited/approve/CP6',
    );
  });

  it('revoke asks first, then calls revokeInvite with the e-mail as username, toasts and reloads', async () => {
    const { dataProvider, call } = partnerProvider(INVITED, async () => ({
      status: 200,
      json: { message: 'Revoked the invitation for this Channel Partner' },
    }));
    renderTab('invited', dataProvider);
    await screen.findByText('Asha');
    fireEvent.click(rowOf('Asha').getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Revoke the invitation?')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(call).not.toHaveBeenCalledWith('channel-partner/revokeInvite/', expect.anything());

    fireEvent.click(rowOf('Asha').getByRole('button', { name: 'Revoke' }));
    const listCalls = vi.mocked(dataProvider.getList).mock.calls.length;
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Revoked the invitation for this Channel Partner')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('channel-partner/revokeInvite/', {
      method: 'POST',
      body: { username: 'asha@partner.in', id: 'CP1' },
    });
    await waitFor(() => expect(vi.mocked(dataProvider.getList).mock.calls.length).toBeGreaterThan(listCalls));
  });

  it("a refused revoke toasts the server's sentence", async () => {
    const refused = new HttpError('Only an open invitation can be revoked', 409, {
      message: 'Only an open invitation can be revoked',
    });
    const { dataProvider } = partnerProvider(INVITED, async () => Promise.reject(refused));
    renderTab('invited', dataProvider);
    await screen.findByText('Asha');
    fireEvent.click(rowOf('Asha').getByRole('button', { name: 'Revoke' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Only an open invitation can be revoked')).toBeInTheDocument();
  });

  it('delete asks first, then deletes the invitation', async () => {
    const { dataProvider, call } = partnerProvider(INVITED, async () => ({
      status: 200,
      json: { message: 'Invitation deleted' },
    }));
    renderTab('invited', dataProvider);
    await screen.findByText('Bala');
    fireEvent.click(rowOf('Bala').getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText("The invitation of Bala is deleted. This can't be undone.")).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Invitation deleted')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('channel-partner/invite/CP2', { method: 'DELETE' });
  });

  it("Resend Link sends the invite payload again and toasts 'Link sent successfully!'", async () => {
    const { dataProvider, call } = partnerProvider(INVITED, async () => ({
      status: 200,
      json: { message: 'Link sent successfully!' },
    }));
    renderTab('invited', dataProvider);
    await screen.findByText('Chitra');
    fireEvent.click(rowOf('Chitra').getByRole('button', { name: 'Resend Link' }));
    expect(await screen.findByText('Link sent successfully!')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('channel-partner/resendInvite/', {
      method: 'POST',
      body: { id: 'CP3', name: 'Chitra', primaryEmail: 'chitra@partner.in' },
    });
  });

  it("a failed Resend Link toasts 'Something went wrong', whatever the server said", async () => {
    const refused = new HttpError('A link can be sent only while the invitation is open, expired or revoked', 409, {});
    const { dataProvider } = partnerProvider(INVITED, async () => Promise.reject(refused));
    renderTab('invited', dataProvider);
    await screen.findByText('Asha');
    fireEvent.click(rowOf('Asha').getByRole('button', { name: 'Resend Link' }));
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
  });

  it(
    "filters: the status select offers only the tab's statuses, " + 'cities come from filter/data, Apply keeps the tab',
    async () => {
      const { dataProvider, call } = partnerProvider(INVITED);
      renderTab('invited', dataProvider);
      await screen.findByText('Asha');
      await waitFor(() => expect(call).toHaveBeenCalledWith('channel-partner/filter/data'));
      openFilters();
      for (const label of ['Name', 'Primary Email', 'Primary Mobile'])
        expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
      // The date inputs arrive with their lazily loaded pickers.
      fireEvent.change(await screen.findByRole('textbox', { name: 'Created From' }, { timeout: 10_000 }), {
        target: { value: '02/01/2026' },
      });
      expect(screen.getByRole('textbox', { name: 'Created Till' })).toBeInTheDocument();

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Status' }));
      const statuses = within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent);
      expect(statuses).toEqual(['—', ...PARTNER_TABS.invited]);
      fireEvent.click(screen.getByRole('option', { name: 'Expired' }));

      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'City' }));
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['—', 'Agra', 'Pune']);
      fireEvent.click(screen.getByRole('option', { name: 'Pune' }));

      fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'as' } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
      await waitFor(() =>
        expect(dataProvider.getList).toHaveBeenLastCalledWith(
          'channel-partner',
          expect.objectContaining({
            filter: {
              'status@in': [...PARTNER_TABS.invited],
              'createdAt@isAfter': '2026-01-02',
              status: 'Expired',
              city: 'Pune',
              name: 'as',
            },
          }),
        ),
      );
      expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
    },
  );

  it("an empty tab shows 'No Data Available' with 'Add Details'", async () => {
    const { dataProvider } = partnerProvider([]);
    renderTab('invited', dataProvider);
    expect(await screen.findByText('No Data Available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Details' })).toBeInTheDocument();
  });

  it("a failed load shows the error block with 'Reload Data'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { dataProvider } = partnerProvider(INVITED);
    dataProvider.getList = vi.fn(async () => Promise.reject(new Error('boom')));
    renderTab('invited', dataProvider);
    expect(await screen.findByText('Error loading data, please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Data' })).toBeInTheDocument();
  });
});

describe('channel partner list under 768 px and in German', () => {
  it('a phone shows one row per partner with its status and its buttons, and no table to scroll sideways', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      const { dataProvider } = partnerProvider(INVITED.slice(0, 2));
      renderTab('invited', dataProvider);
      const item = (await screen.findByText('Asha')).closest('li')!;
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(within(item).getByText('Invited')).toBeInTheDocument();
      // Firm type and e-mail are items of their own: a long e-mail wraps onto its own line, with no '·' left dangling.
      expect(
        [...item.querySelectorAll('.MuiListItemText-secondary > span > span > span')].map((value) => value.textContent),
      ).toEqual(['Retailer', 'asha@partner.in']);
      expect(item.textContent).not.toContain('·');
      expect(within(item).getByRole('link', { name: 'Open' })).toHaveAttribute(
        'href',
        '/channel-partners/invited/onboard/CP1',
      );
      expect(within(item).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it("a phone list whose filters match nothing offers 'Clear filters', which brings the partners back", async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('max-width'),
    })) as typeof window.matchMedia;
    try {
      const { dataProvider } = partnerProvider(INVITED.slice(0, 2));
      const rows = INVITED.slice(0, 2);
      dataProvider.getList = vi.fn(async (_resource: string, { filter }: { filter: Record<string, unknown> }) =>
        'name' in filter ? { data: [], total: 0 } : { data: rows, total: rows.length },
      ) as DataProvider['getList'];
      renderTab('invited', dataProvider, `?${new URLSearchParams({ filter: JSON.stringify({ name: 'Nobody' }) })}`);
      expect(await screen.findByText('No Data Available')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Add Details' })).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
      expect(await screen.findByText('Asha')).toBeInTheDocument();
      expect(screen.queryByText('No Data Available')).not.toBeInTheDocument();
    } finally {
      window.matchMedia = original;
    }
  });

  it('labels the columns, actions and status chips in German', async () => {
    const { dataProvider } = partnerProvider(INVITED.slice(0, 1));
    render(
      <MemoryRouter initialEntries={['/channel-partners/main/invited']}>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authAs(ROLES.admin)}
          i18nProvider={createI18nProvider('de')}
        >
          <PartnerListPage route={routeOf('invited')} />
        </AdminContext>
      </MemoryRouter>,
    );
    expect(await screen.findByText('Asha')).toBeInTheDocument();
    for (const header of ['Primäre Mobilnummer', 'Primäre E-Mail', 'Aktionen'])
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    expect(rowOf('Asha').getByText('Eingeladen')).toBeInTheDocument();
    expect(rowOf('Asha').getByRole('button', { name: 'Widerrufen' })).toBeInTheDocument();
  });
});

describe('channel partner list: the incomplete and verified tabs', () => {
  it('incomplete: Continue opens the profile to fill in', async () => {
    const { dataProvider } = partnerProvider([row('CP7', 'Gita', 'Incomplete')]);
    renderTab('incomplete', dataProvider);
    expect(await screen.findByText('Gita')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'channel-partner',
      expect.objectContaining({ filter: { 'status@in': ['Incomplete'] } }),
    );
    expect(actionNames('Gita')).toEqual(['Continue']);
    // One status only: nothing to choose.
    openFilters();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type of Firm' })).toBeInTheDocument();
    expect(rowOf('Gita').getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/channel-partners/add/continue/CP7',
    );
  });

  it('verified: View, and the contract dates as dd/MM/yyyy', async () => {
    const { dataProvider } = partnerProvider([
      row('CP8', 'Hari', 'Active', { contractStartDate: '2026-02-01', contractEndDate: '2027-01-31' }),
    ]);
    renderTab('verified', dataProvider);
    expect(await screen.findByText('Hari')).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'channel-partner',
      expect.objectContaining({ filter: { 'status@in': ['Active', 'Inactive'] } }),
    );
    expect(screen.getByRole('columnheader', { name: 'Contract Start Date' })).toBeInTheDocument();
    expect(rowOf('Hari').getByText('01/02/2026')).toBeInTheDocument();
    expect(rowOf('Hari').getByText('31/01/2027')).toBeInTheDocument();
    expect(actionNames('Hari')).toEqual(['View']);
    expect(rowOf('Hari').getByRole('link', { name: 'View' })).toHaveAttribute('href', '/channel-partners/verified/CP8');
  });
});

describe('channel partner list rules', () => {
  it('invite actions per status', () => {
    expect(inviteRowActions({ status: 'Invited', deleted: false })).toEqual({
      open: 'onboard',
      revoke: true,
      revoked: false,
      delete: false,
      deleted: false,
      resend: true,
    });
    expect(inviteRowActions({ status: 'Expired', deleted: false })).toEqual({
      open: 'onboard',
      revoke: true,
      revoked: false,
      delete: true,
      deleted: false,
      resend: true,
    });
    expect(inviteRowActions({ status: 'Expired', deleted: true })).toEqual({
      open: 'onboard',
      revoke: false,
      revoked: false,
      delete: false,
      deleted: true,
      resend: false,
    });
    expect(inviteRowActions({ status: 'Rejected', deleted: false })).toEqual({
      open: 'approve',
      revoke: false,
      revoked: false,
      delete: false,
      deleted: false,
      resend: false,
    });
  });

  it(
    "the resource 'channel-partner' lists through POST " +
      'channel-partner/getByPaginationAndFilter with §5.9 operators',
    async () => {
      const http = vi.fn(async () => ({
        status: 200,
        json: { records: [], totalRecords: 0 },
      })) as unknown as HttpClient;
      await createDataProvider(API_RESOURCES, http).getList('channel-partner', {
        pagination: { page: 2, perPage: 10 },
        sort: { field: 'lastUpdate', order: 'DESC' },
        filter: {
          'status@in': ['Incomplete'],
          name: 'as',
          typeOfFirm: 'Retailer',
          city: '',
          'createdAt@isAfter': '2026-01-01',
          'createdAt@isBefore': '2026-01-31',
        },
      });
      expect(http).toHaveBeenCalledWith('channel-partner/getByPaginationAndFilter', {
        method: 'POST',
        body: {
          filters: [
            { property: 'status', operator: 'in', value: ['Incomplete'] },
            { property: 'name', operator: 'contains', value: 'as' },
            { property: 'typeOfFirm', operator: 'equal', value: 'Retailer' },
            { property: 'createdAt', operator: 'isAfter', value: '2026-01-01' },
            { property: 'createdAt', operator: 'isBefore', value: '2026-01-31' },
          ],
          pageSize: 10,
          pageNumber: 2,
          sort: -1,
          sortBy: 'lastUpdate',
        },
      });
    },
  );
});
