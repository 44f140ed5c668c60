import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES } from '../../domain/channelPartner/invite';
import { MISSING_ITEMS } from '../../domain/channelPartner/missingItems';
import type { ChannelPartner } from '../../domain/channelPartner/profile';
import { DAY_AREA_MESSAGES, SERVICE_MESSAGES } from '../../domain/channelPartner/services';
import { STATUS_MESSAGES } from '../../domain/channelPartner/status';
import { ROLES, type Role } from '../../domain/roles';
import { ROUTES, type ProfileMode } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import ChannelPartnerProfilePage from '../../src/resources/channelPartners/ChannelPartnerProfilePage';
import { profileAccess } from '../../src/resources/channelPartners/profileAccess';
import {
  badRequest,
  completePartner,
  emptyPartner,
  fakeHttp,
  notFound,
  pincodeRoutes,
  renderInConsole,
  type RouteTable,
} from './profileFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/uploadFile', () => ({
  uploadFile: vi.fn(),
  fetchFile: vi.fn(async () => new Blob(['x'])),
  downloadFile: vi.fn(),
}));

// Whole profile pages with MUI forms render slowly in jsdom; leave room on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});

const routeOf = (mode: ProfileMode) => ROUTES.find((route) => route.profileMode === mode)!;
const calls = (fake: ReturnType<typeof fakeHttp>, key: string) =>
  fake.mock.calls
    .filter(([path, request]) => `${request?.method ?? 'GET'} ${path}` === key)
    .map(([, request]) => request?.body);

/** The page at its route, its partner answered by the API as `partner`. */
function renderProfile(
  mode: ProfileMode,
  partner: ChannelPartner | Error,
  { role, routes = {}, path }: { role?: Role; routes?: RouteTable; path?: string } = {},
) {
  const route = routeOf(mode);
  const fake = fakeHttp({
    'GET channel-partner/profile': partner,
    [`GET channel-partner/getById/${partner instanceof Error ? 'CP404' : partner.id}`]: partner,
    'GET activityLogs/CP1001': [
      {
        timestamp: '2026-01-12T04:30:00.000Z',
        activity: 'Profile Submitted',
        updatedBy: { userName: 'GreenFix Services' },
        remark: null,
      },
    ],
    'POST master/service/getByPaginationAndFilter': {
      records: [
        { id: 'SID101', type: 'Repair', name: 'Repair', status: 'Publish' },
        { id: 'SID102', type: 'E-Waste', name: 'E-Waste Pick-up', status: 'Publish' },
      ],
      totalRecords: 2,
    },
    ...pincodeRoutes(),
    ...routes,
  });
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  const id = partner instanceof Error ? 'CP404' : partner.id;
  const start =
    path ??
    (mode === 'own' ? '/my-profile' : `/${route.path.replace(':id', id)}${mode === 'management' ? `?id=${id}` : ''}`);
  renderInConsole(<ChannelPartnerProfilePage route={route} />, {
    role: role ?? (mode === 'own' ? ROLES.channelPartner : ROLES.admin),
    path: start,
    pattern: `/${route.path}`,
  });
  return fake;
}

const heading = (name: string) => screen.getByRole('heading', { name, level: 2 });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const location = () => screen.getByTestId('location').textContent;

describe('who may do what', () => {
  it('a partner edits in Incomplete, Resubmission, Active and Inactive, never approves or cancels', () => {
    const partner = (status: ChannelPartner['status']) =>
      profileAccess(ROLES.channelPartner, 'own', { status, authChallengePending: false });
    expect(
      ['Incomplete', 'Resubmission', 'Active', 'Inactive'].map(
        (s) => partner(s as ChannelPartner['status']).canEditSections,
      ),
    ).toEqual([true, true, true, true]);
    expect(
      ['Pending', 'Rejected', 'Revoked'].map((s) => partner(s as ChannelPartner['status']).canEditSections),
    ).toEqual([false, false, false]);
    expect(partner('Pending')).toMatchObject({
      canApprove: false,
      canCancel: false,
      canEditContract: false,
      showActivity: false,
    });
    expect(partner('Incomplete')).toMatchObject({ canSubmit: true, canCancel: false });
  });
  it(
    'an admin approves a Pending profile and edits the contract ' +
      'only on verified pages of Active or Inactive partners',
    () => {
      const admin = (mode: ProfileMode, status: ChannelPartner['status'], authChallengePending = false) =>
        profileAccess(ROLES.admin, mode, { status, authChallengePending });
      expect(admin('approve', 'Pending').canApprove).toBe(true);
      expect(admin('verified', 'Active').canEditContract).toBe(true);
      expect(admin('verified', 'Inactive').canEditContract).toBe(true);
      expect(admin('verified', 'Pending').canEditContract).toBe(false);
      expect(admin('approve', 'Active').canEditContract).toBe(false);
      expect(admin('approve', 'Invited', true).canResendLink).toBe(true);
      expect(admin('verified', 'Invited', true).canResendLink).toBe(false);
      expect(admin('continue', 'Incomplete')).toMatchObject({
        canSubmit: true,
        canCancel: true,
        canEditSections: true,
        showActivity: true,
      });
    },
  );
});

describe('the channel partner on /my-profile', () => {
  it('shows every section from the profile, without approval panel, activity history or Cancel', async () => {
    renderProfile('own', completePartner());
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    for (const name of [
      'Basic Information',
      'Services',
      'Service Areas',
      'Pincode-Day Mapping',
      'Product & Brands',
      'Bank Details',
      'KYC Documents',
    ])
      expect(heading(name)).toBeInTheDocument();
    expect(screen.getByText('GREENFIX')).toBeInTheDocument();
    expect(screen.getByText('120')).toBeInTheDocument();
    expect(screen.getByText('Samsung')).toBeInTheDocument();
    expect(screen.getByText('XXXXXXXX9012')).toBeInTheDocument();
    expect(screen.getByText('560001: Bangalore GPO')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Activity History' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Approval' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(button('Submit')).toBeEnabled();
  });

  it('lists what is missing and keeps Submit disabled until the profile is complete', async () => {
    renderProfile(
      'own',
      emptyPartner({
        services: [{ id: 'SID101', type: 'Repair', dailyCallCapacity: 5 }],
        documentDetails: completePartner().documentDetails.slice(0, 1),
      }),
    );
    const banner = await screen.findByRole('status', { name: /Complete these items/ });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      MISSING_ITEMS.bankDetails,
      `${MISSING_ITEMS.documents} (missing: PAN Card, GST)`,
      MISSING_ITEMS.serviceAreas,
      MISSING_ITEMS.brandsProducts,
      MISSING_ITEMS.dayAreas,
    ]);
    expect(button('Submit')).toBeDisabled();
  });

  it('submits a complete profile and stays, now under review', async () => {
    const fake = renderProfile('own', completePartner(), {
      routes: { 'POST channel-partner/CP1001/submit': completePartner({ status: 'Pending' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(STATUS_MESSAGES.pendingBanner)).toBeInTheDocument();
    expect(screen.getByText(STATUS_MESSAGES.pendingNote)).toBeInTheDocument();
    expect(calls(fake, 'POST channel-partner/CP1001/submit')).toHaveLength(1);
    expect(location()).toBe('/my-profile');
    // Pending: the API refuses edits, so the controls are gone.
    expect(screen.queryByRole('button', { name: 'Edit Basic Information' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it('a server 400 listing missing items shows its message', async () => {
    renderProfile('own', completePartner(), {
      routes: {
        'POST channel-partner/CP1001/submit': badRequest('Required items are missing: Bank Details', {
          bankDetails: 'Bank Details',
        }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect((await screen.findAllByText('Required items are missing: Bank Details')).length).toBeGreaterThan(0);
  });

  it('refreshes the page from the partner a section write answers', async () => {
    const updated = completePartner({
      services: [...completePartner().services, { id: 'SID102', type: 'E-Waste', dailyCallCapacity: 4 }],
    });
    const fake = renderProfile('own', completePartner(), {
      routes: { 'PATCH channel-partner/CP1001/service': updated },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Services' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Service Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'E-Waste' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Daily Call Capacity/ }), { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SERVICE_MESSAGES.capacityPositive)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Daily Call Capacity/ }), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SERVICE_MESSAGES.added)).toBeInTheDocument();
    expect(calls(fake, 'PATCH channel-partner/CP1001/service')).toEqual([
      { id: 'SID102', type: 'E-Waste', dailyCallCapacity: 4 },
    ]);
    expect(within(screen.getByRole('table', { name: 'Services' })).getByText('E-Waste')).toBeInTheDocument();
  });

  it('a service submit error is a form-level error', async () => {
    renderProfile('own', completePartner(), {
      routes: { 'PATCH channel-partner/CP1001/service': badRequest(SERVICE_MESSAGES.duplicate) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Services' }));
    const dialog = screen.getByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Service Type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'E-Waste' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Daily Call Capacity/ }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SERVICE_MESSAGES.duplicate)).toBeInTheDocument();
  });

  it('deletes a service after "Are You Sure?"', async () => {
    renderProfile('own', completePartner(), {
      routes: { 'DELETE channel-partner/CP1001/service/SID101': completePartner({ services: [] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Repair' }));
    expect(screen.getByText(SERVICE_MESSAGES.deleteTitle)).toBeInTheDocument();
    expect(screen.getByText(SERVICE_MESSAGES.deleteConfirm)).toBeInTheDocument();
    fireEvent.click(button('Yes'));
    expect(await screen.findByText(SERVICE_MESSAGES.deleted)).toBeInTheDocument();
  });

  it('pincode-day mapping: days already mapped are not offered; Save waits for a day and an area', async () => {
    const fake = renderProfile('own', completePartner(), {
      routes: { 'PATCH channel-partner/CP1001/dayAreas': completePartner() },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Pincode-Day Mapping' }));
    const dialog = screen.getByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Day/ }));
    const days = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(days).toEqual(['Sunday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    fireEvent.click(screen.getByRole('option', { name: 'Tuesday' }));
    expect(save).toBeDisabled();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Koramangala (560034)' }));
    expect(save).toBeEnabled();
    fireEvent.click(save);
    expect(await screen.findByText(DAY_AREA_MESSAGES.added)).toBeInTheDocument();
    expect(calls(fake, 'PATCH channel-partner/CP1001/dayAreas')).toEqual([{ day: 2, areas: ['560034#Koramangala'] }]);
  });

  it('pincode-day mapping asks for a service area first; delete confirms', async () => {
    renderProfile('own', completePartner({ serviceAreaIds: [] }), {
      routes: { 'DELETE channel-partner/CP1001/dayAreas/1': completePartner({ dayAreas: [] }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Pincode-Day Mapping' }));
    expect(within(screen.getByRole('dialog')).getByText(DAY_AREA_MESSAGES.noServiceAreas)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(button('Delete Monday'));
    expect(screen.getByText(DAY_AREA_MESSAGES.deleteConfirm)).toBeInTheDocument();
    fireEvent.click(button('Yes'));
    expect(await screen.findByText(DAY_AREA_MESSAGES.deleted)).toBeInTheDocument();
  });

  it('pincode-day mapping edit: the day is fixed and Save waits for a change', async () => {
    renderProfile('own', completePartner());
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Day Monday' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: /^Day/ })).toHaveAttribute('aria-disabled', 'true');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Koramangala (560034)' }));
    expect(save).toBeEnabled();
  });

  it('edits the basic details: name and e-mail locked, an impossible or unknown pincode refused', async () => {
    const fake = renderProfile('own', completePartner(), {
      routes: { 'PATCH channel-partner/CP1001/basicDetails': completePartner({ primaryMobile: '9898989898' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Basic Information' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
    const pincode = within(dialog).getByRole('textbox', { name: /^Pincode/ });
    // Six digits with a leading 0 can never be a pincode; a well-formed code the directory lacks is unavailable.
    fireEvent.change(pincode, { target: { value: '012345' } });
    expect(await within(dialog).findByText('Not a valid Pincode')).toBeInTheDocument();
    expect(JSON.stringify(calls(fake, 'POST master/pincodes/getByPaginationAndFilter'))).not.toContain('12345');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(pincode, { target: { value: '999999' } });
    expect(await within(dialog).findByText('Unavailable Pincode')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^City/ })).toHaveValue('');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    fireEvent.change(pincode, { target: { value: '560034' } });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /^City/ })).toHaveValue('Bengaluru'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Area/ }));
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Agara', 'Koramangala']);
    fireEvent.click(screen.getByRole('option', { name: 'Koramangala' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Mobile Number/ }), {
      target: { value: '9898989898' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Basic Details Updated')).toBeInTheDocument();
    expect(calls(fake, 'PATCH channel-partner/CP1001/basicDetails')[0]).toMatchObject({
      name: 'GreenFix Services',
      primaryEmail: 'partner@reloop.test',
      primaryMobile: '9898989898',
      officeAddress: { pincode: 560034, area: 'Koramangala', city: 'Bengaluru', state: 'Karnataka' },
    });
  });
});

describe('status banners', () => {
  it('Pending: under review, with the note for the partner', async () => {
    renderProfile('own', completePartner({ status: 'Pending' }));
    expect(await screen.findByText(STATUS_MESSAGES.pendingBanner)).toBeInTheDocument();
    expect(screen.getByText(STATUS_MESSAGES.pendingNote)).toBeInTheDocument();
  });
  it('Rejected: an error with the latest remark', async () => {
    renderProfile('own', completePartner({ status: 'Rejected', remark: 'PAN card does not match' }));
    const alert = (await screen.findByText(STATUS_MESSAGES.rejectedBanner)).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('PAN card does not match')).toBeInTheDocument();
  });
  it('Revoked', async () => {
    renderProfile('approve', completePartner({ status: 'Revoked' }));
    expect(await screen.findByText(STATUS_MESSAGES.revokedBanner)).toBeInTheDocument();
  });
  it("Resubmission: 'Resubmit Profile' with the latest remark", async () => {
    renderProfile('own', completePartner({ status: 'Resubmission', remark: 'Upload a clearer cheque' }));
    expect(await screen.findByText(STATUS_MESSAGES.resubmitBanner)).toBeInTheDocument();
    expect(screen.getByText('Upload a clearer cheque')).toBeInTheDocument();
  });
});

describe('an admin', () => {
  // The date inputs arrive with their lazily loaded pickers.
  const typeDay = async (name: RegExp, shown: string) =>
    fireEvent.change(await screen.findByRole('textbox', { name }, { timeout: 10_000 }), { target: { value: shown } });

  it('approves a complete Pending profile once the contract is valid and changed', async () => {
    const fake = renderProfile('approve', completePartner({ status: 'Pending' }), {
      routes: {
        'PUT channel-partner/status': completePartner({
          status: 'Active',
          contractDetails: { startDate: '2026-02-01', endDate: '2027-01-31' },
        }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Approval' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Activity History' })).toBeInTheDocument();
    const approve = button('Approve');
    expect(approve).toBeDisabled();
    await typeDay(/Contract Start Date/, '01/02/2026');
    await typeDay(/Contract End Date/, '01/02/2026');
    fireEvent.change(screen.getByRole('textbox', { name: /^Remark/ }), { target: { value: 'All documents verified' } });
    expect(await screen.findByText(STATUS_MESSAGES.endAfterStart)).toBeInTheDocument();
    expect(approve).toBeDisabled();
    await typeDay(/Contract End Date/, '31/01/2027');
    await waitFor(() => expect(approve).toBeEnabled());
    fireEvent.click(approve);
    expect(await screen.findByText(STATUS_MESSAGES.successTitle)).toBeInTheDocument();
    expect(screen.getByText(STATUS_MESSAGES.successMessage)).toBeInTheDocument();
    expect(screen.getByText(STATUS_MESSAGES.modified)).toBeInTheDocument();
    expect(calls(fake, 'PUT channel-partner/status')).toEqual([
      {
        id: 'CP1001',
        status: 'Active',
        remark: 'All documents verified',
        contractDetails: { startDate: '2026-02-01', endDate: '2027-01-31' },
      },
    ]);
    fireEvent.click(button('Done'));
    await waitFor(() => expect(location()).toBe('/channel-partners/main/verified'));
  });

  it('says at the end date why Approve waits when a later start date passes it', async () => {
    renderProfile('approve', completePartner({ status: 'Pending' }));
    await typeDay(/Contract Start Date/, '01/02/2026');
    await typeDay(/Contract End Date/, '31/01/2027');
    fireEvent.change(screen.getByRole('textbox', { name: /^Remark/ }), { target: { value: 'All documents verified' } });
    await waitFor(() => expect(button('Approve')).toBeEnabled());
    await typeDay(/Contract Start Date/, '01/03/2027');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Contract End Date/ })).toHaveAccessibleDescription(
        STATUS_MESSAGES.endAfterStart,
      ),
    );
    expect(button('Approve')).toBeDisabled();
  });

  it('marks the contract dates required and refuses a contract that has already ended, at the end date', async () => {
    renderProfile('approve', completePartner({ status: 'Pending' }));
    const start = await screen.findByRole('textbox', { name: /Contract Start Date/ }, { timeout: 10_000 });
    expect(start).toBeRequired();
    expect(screen.getByRole('textbox', { name: /Contract End Date/ })).toBeRequired();
    await typeDay(/Contract Start Date/, '01/01/2024');
    await typeDay(/Contract End Date/, '31/12/2024');
    fireEvent.change(screen.getByRole('textbox', { name: /^Remark/ }), { target: { value: 'All documents verified' } });
    expect(await screen.findByText(STATUS_MESSAGES.contractEnded)).toBeInTheDocument();
    expect(button('Approve')).toBeDisabled();
  });

  it('cannot approve while items are missing, whatever the contract', async () => {
    renderProfile('approve', emptyPartner({ status: 'Pending' }));
    expect(await screen.findByRole('status', { name: /Complete these items/ })).toBeInTheDocument();
    await typeDay(/Contract Start Date/, '01/02/2026');
    await typeDay(/Contract End Date/, '31/01/2027');
    fireEvent.change(screen.getByRole('textbox', { name: /^Remark/ }), { target: { value: 'ok' } });
    expect(await screen.findByText(/^Required items are missing/)).toBeInTheDocument();
    expect(button('Approve')).toBeDisabled();
  });

  it('rejects after the confirmation and goes to the invited list', async () => {
    const fake = renderProfile('approve', completePartner({ status: 'Pending' }), {
      routes: { 'PUT channel-partner/status': completePartner({ status: 'Rejected', remark: 'Fake PAN' }) },
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Rejected' }));
    expect(screen.queryByRole('textbox', { name: /Contract Start Date/ })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: /^Remark/ }), { target: { value: 'Fake PAN' } });
    await waitFor(() => expect(button('Reject')).toBeEnabled());
    fireEvent.click(button('Reject'));
    expect(await screen.findByText(STATUS_MESSAGES.rejectConfirm)).toBeInTheDocument();
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(location()).toBe('/channel-partners/main/invited'));
    expect(calls(fake, 'PUT channel-partner/status')).toEqual([
      { id: 'CP1001', status: 'Rejected', remark: 'Fake PAN' },
    ]);
  });

  it('asks before sending a profile back for resubmission', async () => {
    renderProfile('approve', completePartner({ status: 'Pending' }));
    fireEvent.click(await screen.findByRole('radio', { name: 'Resubmission' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Remark/ }), { target: { value: 'Clearer cheque please' } });
    await waitFor(() => expect(button('Resubmit')).toBeEnabled());
    fireEvent.click(button('Resubmit'));
    expect(await screen.findByText(STATUS_MESSAGES.resubmitConfirm)).toBeInTheDocument();
  });

  it('resends the link while the challenge is pending', async () => {
    const fake = renderProfile('approve', emptyPartner({ status: 'Invited', authChallengePending: true }), {
      routes: { 'POST channel-partner/resendInvite/': { message: INVITE_MESSAGES.linkSent } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Link' }));
    expect(await screen.findByText(INVITE_MESSAGES.linkSent)).toBeInTheDocument();
    expect(calls(fake, 'POST channel-partner/resendInvite/')).toEqual([
      { id: 'CP1001', name: 'GreenFix Services', primaryEmail: 'partner@reloop.test' },
    ]);
  });

  it("a failed resend says 'Something went wrong'", async () => {
    renderProfile('approve', emptyPartner({ status: 'Invited', authChallengePending: true }), {
      routes: { 'POST channel-partner/resendInvite/': badRequest('nope') },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Resend Link' }));
    expect(await screen.findByText(INVITE_MESSAGES.resendFailed)).toBeInTheDocument();
  });

  it('an admin filling an incomplete profile: Cancel goes to the incomplete list', async () => {
    renderProfile('continue', completePartner(), {
      routes: { 'POST channel-partner/CP1001/submit': completePartner({ status: 'Pending' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(location()).toBe('/channel-partners/main/incomplete');
  });

  it('an admin submit goes to the invited list', async () => {
    renderProfile('onboard', completePartner({ status: 'Resubmission' }), {
      routes: { 'POST channel-partner/CP1001/submit': completePartner({ status: 'Pending' }) },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(location()).toBe('/channel-partners/main/invited'));
  });

  it('edits the contract of an Active partner on the verified page', async () => {
    const partner = completePartner({
      status: 'Active',
      contractDetails: { startDate: '2026-02-01', endDate: '2027-01-31' },
    });
    const fake = renderProfile('verified', partner, {
      routes: {
        'PUT channel-partner/status': {
          ...partner,
          contractDetails: { startDate: '2026-02-01', endDate: '2028-01-31' },
        },
      },
    });
    expect(await screen.findByText('31/01/2027')).toBeInTheDocument();
    fireEvent.click(button('Edit Contract'));
    const save = button('Save Contract');
    expect(save).toBeDisabled();
    await typeDay(/Contract End Date/, '31/01/2028');
    fireEvent.change(screen.getByRole('textbox', { name: /^Remark/ }), { target: { value: 'Extended a year' } });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText('31/01/2028')).toBeInTheDocument();
    expect(calls(fake, 'PUT channel-partner/status')).toEqual([
      {
        id: 'CP1001',
        status: 'Active',
        remark: 'Extended a year',
        contractDetails: { startDate: '2026-02-01', endDate: '2028-01-31' },
      },
    ]);
  });

  it('reads the partner id from ?id= on the management page', async () => {
    const fake = renderProfile('management', completePartner({ status: 'Active' }));
    expect(await screen.findByRole('heading', { name: 'GreenFix Services', level: 1 })).toBeInTheDocument();
    expect(fake).toHaveBeenCalledWith('channel-partner/getById/CP1001');
  });

  it('without ?id= sends an admin to the partners to choose from, and shows a partner its own profile', async () => {
    renderProfile('management', completePartner({ status: 'Active' }), {
      path: '/channel-partners/management/profile-details',
    });
    await waitFor(() => expect(location()).toBe('/channel-partners/main/verified'));
    expect(screen.queryByText('Nothing here!')).toBeNull();
    cleanup();
    const fake = renderProfile('management', completePartner({ status: 'Active' }), {
      role: ROLES.channelPartner,
      path: '/channel-partners/management/profile-details',
    });
    expect(await screen.findByRole('heading', { name: 'My Profile', level: 1 })).toBeInTheDocument();
    expect(fake).toHaveBeenCalledWith('channel-partner/profile');
  });

  it('shows the not-found page on a 404', async () => {
    renderProfile('verified', notFound('Channel Partner not found'));
    expect(await screen.findByText('Nothing here!')).toBeInTheDocument();
  });
});
