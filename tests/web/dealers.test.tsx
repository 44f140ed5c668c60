import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BASIC_DETAILS_MESSAGES } from '../../domain/channelPartner/basicDetails';
import { INVITE_MESSAGES } from '../../domain/channelPartner/invite';
import { STATUS_MESSAGES } from '../../domain/channelPartner/statuses';
import type { Dealer, DealerRow } from '../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../domain/dealers/messages';
import { DEALER_STATUSES } from '../../domain/dealers/statuses';
import { ROLES, type Role } from '../../domain/roles';
import { sidebarFor } from '../../src/console/access';
import { ROUTES } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import DealerAddPage from '../../src/resources/dealers/DealerAddPage';
import DealerListPage from '../../src/resources/dealers/DealerListPage';
import DealerProfilePage from '../../src/resources/dealers/DealerProfilePage';
import { fakeHttp, pincodeRoutes, renderInConsole, type RouteTable } from './profileFixtures';
import { openFilters } from './support/filters';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/uploadFile', () => ({
  uploadFile: vi.fn(),
  fetchFile: vi.fn(async () => new Blob(['x'])),
  downloadFile: vi.fn(),
}));

// Whole pages with MUI forms render slowly in jsdom; leave room on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

const ADDRESS = {
  addressLine1: '12 MG Road',
  addressLine2: 'Block A',
  landmark: '',
  pincode: 560001,
  area: 'Bangalore GPO',
  city: 'Bengaluru',
  state: 'Karnataka',
};
const file = (name: string, type: 'image/png' | 'application/pdf' = 'image/png') => ({
  name,
  type,
  key: `dealer/DLR1001/${name}`,
});

function dealer(overrides: Partial<Dealer> = {}): Dealer {
  return {
    id: 'DLR1001',
    firmName: 'Sharma Electronics',
    contactName: 'Anil Sharma',
    email: 'anil@sharma.in',
    mobile: '9823456701',
    typeOfFirm: 'Retailer',
    gstin: '29ABCDE1234F1Z5',
    address: ADDRESS,
    channelPartner: { id: 'CP1001', name: 'GreenFix Services' },
    profileImage: null,
    documentDetails: [
      {
        _id: 'D1',
        docType: 'GST',
        docNumber: '29ABCDE1234F1Z5',
        file: file('gst.pdf', 'application/pdf'),
        mandatory: true,
      },
      { _id: 'D2', docType: 'PAN Card', docNumber: 'ABCDE1234F', file: file('pan.png'), mandatory: true },
    ],
    status: 'Pending',
    remark: null,
    inviteExpiresAt: null,
    createdAt: '2026-02-10T04:30:00.000Z',
    lastUpdate: '2026-02-12T04:30:00.000Z',
    ...overrides,
  };
}

const row = (id: string, firmName: string, status: DealerRow['status']): DealerRow => ({
  id,
  firmName,
  contactName: 'Anil Sharma',
  email: `${firmName.split(' ')[0]!.toLowerCase()}@dealer.in`,
  mobile: '9823456701',
  typeOfFirm: 'Retailer',
  gstin: '29ABCDE1234F1Z5',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: 560001,
  channelPartnerId: 'CP1001',
  channelPartnerName: 'GreenFix Services',
  status,
  createdAt: '2026-02-10T04:30:00.000Z',
  lastUpdate: '2026-02-12T04:30:00.000Z',
});

function dealerHttp(routes: RouteTable = {}) {
  const fake = fakeHttp({
    ...pincodeRoutes(),
    'POST channel-partner/getByPaginationAndFilter': {
      records: [{ id: 'CP1001', name: 'GreenFix Services', status: 'Active' }],
      totalRecords: 1,
    },
    'GET activityLogs/DLR1001': [
      {
        timestamp: '2026-02-12T04:30:00.000Z',
        activity: 'Profile submitted',
        updatedBy: { userName: 'anil@sharma.in' },
        remark: null,
      },
    ],
    ...routes,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  return fake;
}
const calls = (fake: ReturnType<typeof fakeHttp>, key: string) =>
  fake.mock.calls
    .filter(([path, request]) => `${request?.method ?? 'GET'} ${path}` === key)
    .map(([, request]) => request?.body);

const routeAt = (path: string) => ROUTES.find((route) => route.path === path)!;
const location = () => screen.getByTestId('location').textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const textbox = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });

describe('dealer routes', () => {
  it('admins reach the list, add and detail pages; a dealer its own profile', () => {
    expect(['dealers', 'dealers/add', 'dealers/:id'].map((path) => [routeAt(path).page, routeAt(path).roles])).toEqual([
      ['dealerList', [ROLES.admin]],
      ['dealerAdd', [ROLES.admin]],
      ['dealerProfile', [ROLES.admin]],
    ]);
    expect(routeAt('my-profile-dealer')).toMatchObject({
      page: 'dealerProfile',
      profileMode: 'own',
      roles: [ROLES.dealer],
    });
  });

  it("a dealer's sidebar: Dashboard, My Profile, nothing of the admin's", () => {
    const dealerMenu = sidebarFor(ROLES.dealer).map((item) => [item.label, item.to]);
    expect(dealerMenu).toContainEqual(['menu.dashboard', '']);
    expect(dealerMenu).toContainEqual(['menu.myProfile', 'my-profile-dealer']);
    expect(dealerMenu.map(([label]) => label)).not.toContain('menu.dealers');
    expect(sidebarFor(ROLES.admin).map((item) => item.to)).toContain('dealers');
  });
});

describe('dealer list', () => {
  function renderList(records: DealerRow[]) {
    const fake = dealerHttp({ 'POST dealer/getByPaginationAndFilter': { records, totalRecords: records.length } });
    renderInConsole(<DealerListPage route={routeAt('dealers')} />, { path: '/dealers', pattern: '/dealers' });
    return fake;
  }

  it(
    'asks for every status, newest change first; ' + 'shows the columns, the partner, the status chip and Add Dealer',
    async () => {
      const fake = renderList([
        row('DLR1001', 'Sharma Electronics', 'Active'),
        row('DLR1002', 'Verma Appliances', 'Pending'),
      ]);
      expect(await screen.findByText('Sharma Electronics')).toBeInTheDocument();
      expect(calls(fake, 'POST dealer/getByPaginationAndFilter')[0]).toEqual({
        filters: [{ property: 'status', operator: 'in', value: [...DEALER_STATUSES] }],
        pageSize: 10,
        pageNumber: 1,
        sort: -1,
        sortBy: 'lastUpdate',
      });
      for (const header of [
        'Firm Name',
        'Contact Name',
        'Email',
        'Mobile',
        'City',
        'Channel Partner',
        'Status',
        'Last Update',
      ])
        expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
      const sharma = within(screen.getByText('Sharma Electronics').closest('tr')!);
      expect(sharma.getByText('GreenFix Services')).toBeInTheDocument();
      expect(sharma.getByText('Active')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add Dealer' })).toHaveAttribute('href', '/dealers/add');
    },
  );

  it(
    'a tab asks for its statuses; the filters are name, ' +
      'e-mail, mobile, city, firm type, status; export is offered',
    async () => {
      const fake = renderList([row('DLR1002', 'Verma Appliances', 'Pending')]);
      expect(await screen.findByText('Verma Appliances')).toBeInTheDocument();
      fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
      await waitFor(() =>
        expect(calls(fake, 'POST dealer/getByPaginationAndFilter').at(-1)).toMatchObject({
          filters: [{ property: 'status', operator: 'in', value: ['Pending'] }],
        }),
      );
      fireEvent.click(screen.getByRole('tab', { name: 'All' }));
      await screen.findByText('Verma Appliances');
      openFilters();
      for (const label of ['Firm Name', 'Contact Name', 'Email', 'Mobile', 'City'])
        expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Status' })).toBeInTheDocument();
      expect(button('Export')).toBeInTheDocument();
      type(screen.getByRole('textbox', { name: 'City' }), 'Beng');
      fireEvent.click(button('Apply'));
      await waitFor(
        () =>
          expect(calls(fake, 'POST dealer/getByPaginationAndFilter').at(-1)).toMatchObject({
            filters: expect.arrayContaining([{ property: 'city', operator: 'contains', value: 'Beng' }]),
          }),
        { timeout: 5000 },
      );
    },
  );

  it('a row opens the dealer', async () => {
    renderList([row('DLR1002', 'Verma Appliances', 'Pending')]);
    fireEvent.click(await screen.findByText('Verma Appliances'));
    await waitFor(() => expect(location()).toBe('/dealers/DLR1002'));
  });
});

describe('dealers/add', () => {
  const renderAdd = (routes: RouteTable = {}) => {
    const fake = dealerHttp(routes);
    renderInConsole(<DealerAddPage route={routeAt('dealers/add')} />, {
      path: '/dealers/add',
      pattern: '/dealers/add',
    });
    return fake;
  };
  const fillValid = async () => {
    type(textbox('Firm Name'), 'Sharma Electronics');
    type(textbox('Contact Name'), 'Anil Sharma');
    type(textbox('Email'), 'anil@sharma.in');
    type(textbox('Mobile'), '9823456701');
    type(textbox('GSTIN'), '29abcde1234f1z5');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Type of Firm/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Retailer' }));
    type(textbox('Address Line 1'), '12 MG Road');
    type(textbox('Address Line 2'), 'Block A');
    type(textbox('Pincode'), '560001');
    await waitFor(() => expect(textbox('City')).toHaveValue('Bengaluru'));
    expect(textbox('State')).toHaveValue('Karnataka');
  };

  it('shows every field message at once on an empty Save, and sends nothing', async () => {
    const fake = renderAdd();
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    for (const message of [
      DEALER_MESSAGES.firmNameRequired,
      DEALER_MESSAGES.contactNameRequired,
      INVITE_MESSAGES.emailRequired,
      INVITE_MESSAGES.mobileRequired,
      INVITE_MESSAGES.firmRequired,
      DEALER_MESSAGES.gstinRequired,
      BASIC_DETAILS_MESSAGES.addressLine1Required,
      BASIC_DETAILS_MESSAGES.addressLine2Required,
      BASIC_DETAILS_MESSAGES.pincodeRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(calls(fake, 'POST dealer')).toEqual([]);
  });

  it('the pincode fills city and state; saved, POST dealer and the dealer opens', async () => {
    const fake = renderAdd({ 'POST dealer': dealer({ id: 'DLR1042', status: 'Invited' }) });
    await fillValid();
    fireEvent.click(button('Save'));
    await waitFor(() => expect(location()).toBe('/dealers/DLR1042'));
    expect(calls(fake, 'POST dealer')).toEqual([
      {
        firmName: 'Sharma Electronics',
        contactName: 'Anil Sharma',
        email: 'anil@sharma.in',
        mobile: '9823456701',
        typeOfFirm: 'Retailer',
        gstin: '29ABCDE1234F1Z5',
        address: ADDRESS,
        channelPartnerId: null,
      },
    ]);
    expect(await screen.findByText(DEALER_MESSAGES.added)).toBeInTheDocument();
  });

  it("shows the API's 409 under the e-mail field", async () => {
    const taken = new HttpError(INVITE_MESSAGES.emailInUse, 409, {
      message: INVITE_MESSAGES.emailInUse,
      errors: { email: INVITE_MESSAGES.emailInUse },
    });
    renderAdd({ 'POST dealer': taken });
    await fillValid();
    fireEvent.click(button('Save'));
    const message = await screen.findByText(INVITE_MESSAGES.emailInUse);
    expect(message.id).toBe(`${textbox('Email').id}-helper-text`);
    expect(location()).toBe('/dealers/add');
  });
});

function renderDealer(role: Role, answer: Dealer, routes: RouteTable = {}) {
  const own = role === ROLES.dealer;
  const fake = dealerHttp({ [own ? 'GET dealer/profile' : `GET dealer/getById/${answer.id}`]: answer, ...routes });
  const route = own ? routeAt('my-profile-dealer') : routeAt('dealers/:id');
  renderInConsole(<DealerProfilePage route={route} />, {
    role,
    path: own ? '/my-profile-dealer' : `/dealers/${answer.id}`,
    pattern: `/${route.path}`,
  });
  return fake;
}

describe('dealers/{id}', () => {
  it('shows the basic details, the documents with their viewer, and the activity log', async () => {
    renderDealer(ROLES.admin, dealer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Sharma Electronics' })).toBeInTheDocument();
    expect(screen.getByText('+91 9823456701')).toBeInTheDocument();
    expect(screen.getByText('GreenFix Services (CP1001)')).toBeInTheDocument();
    expect(screen.getByText('gst.pdf')).toBeInTheDocument();
    expect(screen.getByText('pan.png')).toBeInTheDocument();
    expect(await screen.findByText('Profile submitted')).toBeInTheDocument();
    fireEvent.click(button('View PAN Card'));
    expect(await screen.findByRole('img', { name: 'PAN Card' })).toHaveAttribute('src', 'blob:file');
  });

  it("changes the status with a remark: an empty remark is refused with 'Remark is required'", async () => {
    const fake = renderDealer(ROLES.admin, dealer(), {
      'PATCH dealer/status': dealer({ status: 'Active', remark: 'Documents checked' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Change Status' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /New Status/ }));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Active', 'Inactive']);
    fireEvent.click(options[0]!);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(STATUS_MESSAGES.remarkRequired)).toBeInTheDocument();
    expect(calls(fake, 'PATCH dealer/status')).toEqual([]);
    type(within(dialog).getByRole('textbox', { name: /Remark/ }), 'Documents checked');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(DEALER_MESSAGES.statusChanged)).toBeInTheDocument();
    expect(calls(fake, 'PATCH dealer/status')).toEqual([
      { id: 'DLR1001', status: 'Active', remark: 'Documents checked' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers resend and revoke while the invitation is open', async () => {
    const fake = renderDealer(
      ROLES.admin,
      dealer({ status: 'Invited', documentDetails: [], inviteExpiresAt: '2026-03-01T00:00:00.000Z' }),
      {
        'POST dealer/resendInvite': { message: 'Invitation sent again' },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Invite' }));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
    expect(calls(fake, 'POST dealer/resendInvite')).toEqual([{ id: 'DLR1001' }]);
    expect(button('Revoke Invite')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Status' })).not.toBeInTheDocument();
  });

  it('corrects an Invited dealer (any status but Revoked, as the API allows)', async () => {
    renderDealer(
      ROLES.admin,
      dealer({ status: 'Invited', documentDetails: [], inviteExpiresAt: '2026-03-01T00:00:00.000Z' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('a revoked invitation stays as it is', async () => {
    renderDealer(ROLES.admin, dealer({ status: 'Revoked', documentDetails: [] }));
    expect(await screen.findByText(DEALER_MESSAGES.revoked)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });
});

describe('my-profile-dealer', () => {
  const incomplete = () => dealer({ status: 'Incomplete', documentDetails: [dealer().documentDetails[1]!] });

  it('shows the missing items and keeps Submit disabled until GST is there; submits', async () => {
    renderDealer(ROLES.dealer, incomplete());
    const banner = await screen.findByRole('status', { name: /Complete these items/ });
    expect(within(banner).getByText('GST')).toBeInTheDocument();
    expect(button('Submit')).toBeDisabled();
    expect(screen.getByRole('heading', { level: 1, name: 'My Dealer Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Status' })).not.toBeInTheDocument();
  });

  it('submits a complete profile: POST dealer/{id}/submit, then the under-review banner', async () => {
    const fake = renderDealer(ROLES.dealer, dealer({ status: 'Incomplete' }), {
      'POST dealer/DLR1001/submit': dealer({ status: 'Pending' }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(DEALER_MESSAGES.pendingNote)).toBeInTheDocument();
    expect(screen.getByText(STATUS_MESSAGES.pendingBanner)).toBeInTheDocument();
    expect(calls(fake, 'POST dealer/DLR1001/submit')).toEqual([{}]);
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('an Inactive dealer reads the inactive text and cannot edit', async () => {
    renderDealer(ROLES.dealer, dealer({ status: 'Inactive' }));
    expect(await screen.findByText(DEALER_MESSAGES.inactiveBanner)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it(
    'edits the basic details: PATCH dealer/{id}/basicDetails without the e-mail; ' +
      "a 500 says 'Something went wrong. Please try again later.'",
    async () => {
      const failure = new HttpError('Internal Server Error', 500, { message: 'Internal Server Error' });
      const fake = renderDealer(ROLES.dealer, incomplete(), { 'PATCH dealer/DLR1001/basicDetails': failure });
      fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
      const dialog = await screen.findByRole('dialog');
      expect(within(dialog).getByRole('textbox', { name: /^Email/ })).toHaveAttribute('readonly');
      await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^City/ })).toHaveValue('Bengaluru'));
      type(within(dialog).getByRole('textbox', { name: /^Contact Name/ }), 'Anil Kumar Sharma');
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(DEALER_MESSAGES.failed)).toBeInTheDocument();
      const [body] = calls(fake, 'PATCH dealer/DLR1001/basicDetails') as Record<string, unknown>[];
      expect(body).toMatchObject({
        contactName: 'Anil Kumar Sharma',
        firmName: 'Sharma Electronics',
        address: ADDRESS,
      });
      expect(body).not.toHaveProperty('email');
    },
  );
});
