import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_MESSAGES } from '../../domain/channelPartner/statuses';
import { ROLES, type Role } from '../../domain/roles';
import { TECHNICIAN_PROFILE_MESSAGES as M } from '../../domain/technicians/messages';
import type { Technician, TechnicianRow } from '../../domain/technicians/profile';
import { TECHNICIAN_STATUSES, type TechnicianStatus, type TechnicianTab } from '../../domain/technicians/statuses';
import { sidebarFor, tabsOf } from '../../src/console/access';
import { ROUTES, type ProfileMode } from '../../src/console/routeTable';
import { httpClient } from '../../src/dataProvider/httpClient';
import { technicianAccess } from '../../src/resources/technicians/technicianAccess';
import TechnicianAddPage from '../../src/resources/technicians/TechnicianAddPage';
import TechnicianListPage from '../../src/resources/technicians/TechnicianListPage';
import TechnicianProfilePage from '../../src/resources/technicians/TechnicianProfilePage';
import { openFilters } from './support/filters';
import {
  calls,
  emptyTechnician,
  profileRoute,
  routeOf,
  renderAs,
  row,
  technician,
  technicianHttp,
} from './techniciansFixtures';
import type { RouteTable } from './profileFixtures';

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

const location = () => screen.getByTestId('location').textContent;
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const textbox = (name: string, scope: HTMLElement = document.body) =>
  within(scope).getByRole('textbox', { name: new RegExp(`^${name}`) });
const group = (name: string) => screen.getByRole('group', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const typeAndLeave = (element: HTMLElement, value: string) => {
  type(element, value);
  fireEvent.blur(element);
};

/** technicians/addNew (or addNew/{cpId}) as `role`. */
function renderAdd({
  role = ROLES.channelPartner,
  cpId,
  routes = {},
}: { role?: Role; cpId?: string; routes?: RouteTable } = {}) {
  const route = routeOf('technicianAdd', (entry) => entry.path.includes(':cpId') === !!cpId);
  const fake = technicianHttp({
    'GET technician/mobile/*': { exists: false },
    'GET technician/email/*': { exists: false },
    ...routes,
  });
  renderAs(<TechnicianAddPage route={route} />, {
    role,
    path: `/${route.path.replace(':cpId', cpId ?? '')}`,
    pattern: `/${route.path}`,
  });
  return fake;
}

/** Names, mobile and a current address of pincode 560001 (one area: chosen for the user). */
async function fillValid() {
  type(await screen.findByRole('textbox', { name: /^First Name/ }), 'Ravi');
  type(textbox('Last Name'), 'Kumar');
  typeAndLeave(textbox('Mobile Number'), '9876543210');
  const current = group('Current Address');
  type(textbox('Address Line 1', current), '12 MG Road');
  type(textbox('Address Line 2', current), 'Block A');
  type(textbox('Pincode', current), '560001');
  await waitFor(() => expect(textbox('City', current)).toHaveValue('Bengaluru'));
  expect(within(current).getByRole('combobox', { name: /^Area/ })).toHaveTextContent('Bangalore GPO');
  fireEvent.click(screen.getByRole('checkbox', { name: 'Same as Current Address' }));
}

describe('Add technician: Edit Basic Profile Details', () => {
  it("a partner adds its own: the session's partner read-only, +91 before the mobile", async () => {
    renderAdd();
    expect(await screen.findByRole('textbox', { name: 'Channel Partner Name' })).toHaveValue('GreenFix Services');
    expect(textbox('Channel Partner Name')).toHaveAttribute('readonly');
    expect(textbox('Channel Partner ID')).toHaveValue('CP1001');
    expect(textbox('Channel Partner ID')).toHaveAttribute('readonly');
    expect(
      within(textbox('Mobile Number').closest('.MuiInputBase-root') as HTMLElement).getByText('+91'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /^Channel Partner/ })).not.toBeInTheDocument();
    expect(button('Save')).toBeDisabled();
  });

  it('says every field message of the spec', async () => {
    renderAdd();
    const first = await screen.findByRole('textbox', { name: /^First Name/ });
    fireEvent.blur(first);
    fireEvent.blur(textbox('Last Name'));
    expect(await screen.findByText(M.firstNameRequired)).toBeInTheDocument();
    expect(await screen.findByText(M.lastNameRequired)).toBeInTheDocument();
    typeAndLeave(first, 'Ravi2');
    expect(await screen.findByText(M.nameLetters)).toBeInTheDocument();
    typeAndLeave(textbox('Email'), 'ravi@');
    expect(await screen.findByText(M.emailInvalid)).toBeInTheDocument();
    const mobile = textbox('Mobile Number');
    fireEvent.blur(mobile);
    expect(await screen.findByText(M.mobileRequired)).toBeInTheDocument();
    typeAndLeave(mobile, '12345');
    expect(await screen.findByText(M.mobileInvalid)).toBeInTheDocument();
    const current = group('Current Address');
    fireEvent.blur(textbox('Address Line 1', current));
    expect(await within(current).findByText('Address Line 1 is required')).toBeInTheDocument();
    const pincode = textbox('Pincode', current);
    fireEvent.blur(pincode);
    expect(await within(current).findByText(M.pincodeRequired)).toBeInTheDocument();
    typeAndLeave(pincode, '012345');
    expect(await within(current).findByText(M.pincodeInvalid)).toBeInTheDocument();
    expect(button('Save')).toBeDisabled();
  });

  it(
    'checks mobile and e-mail on blur: ' + 'in use by another technician flags the field and keeps Save disabled',
    async () => {
      const fake = renderAdd({
        routes: {
          'GET technician/mobile/9876543210': { exists: true, id: 'TECH0009' },
          'GET technician/email/ravi%40example.in': { exists: true, id: 'TECH0009' },
        },
      });
      await fillValid();
      expect(await screen.findByText(M.mobileInUse)).toBeInTheDocument();
      expect(button('Save')).toBeDisabled();
      typeAndLeave(textbox('Mobile Number'), '9876543211');
      await waitFor(() => expect(screen.queryByText(M.mobileInUse)).not.toBeInTheDocument());
      await waitFor(() => expect(button('Save')).toBeEnabled());
      typeAndLeave(textbox('Email'), 'Ravi@Example.in');
      expect(await screen.findByText(M.emailInUse)).toBeInTheDocument();
      expect(button('Save')).toBeDisabled();
      // Only a valid address is looked up.
      typeAndLeave(textbox('Email'), 'ravi@');
      expect(fake).not.toHaveBeenCalledWith('technician/email/ravi%40', undefined);
      expect(fake).toHaveBeenCalledWith('technician/mobile/9876543211');
    },
  );

  it(
    "'Unavailable Pincode' clears city, " +
      "area and state and keeps Save disabled; area only from the pincode's areas",
    async () => {
      renderAdd();
      await fillValid();
      const current = group('Current Address');
      type(textbox('Pincode', current), '560034');
      await waitFor(() =>
        expect(within(current).getByRole('combobox', { name: /^Area/ })).toHaveTextContent(/^\u200B?$/),
      );
      // The areas arrive with the pincode's answer: the list is opened (again) until they are in it.
      await waitFor(() => {
        if (!screen.queryByRole('listbox'))
          fireEvent.mouseDown(within(current).getByRole('combobox', { name: /^Area/ }));
        expect(
          within(screen.getByRole('listbox'))
            .getAllByRole('option')
            .map((option) => option.textContent),
        ).toEqual(['Agara', 'Koramangala']);
      });
      fireEvent.click(screen.getByRole('option', { name: 'Koramangala' }));
      expect(textbox('City', current)).toHaveAttribute('readonly');
      expect(textbox('State', current)).toHaveAttribute('readonly');
      type(textbox('Pincode', current), '999999');
      expect(await within(current).findByText(M.pincodeUnavailable)).toBeInTheDocument();
      expect(textbox('City', current)).toHaveValue('');
      expect(textbox('State', current)).toHaveValue('');
      expect(within(current).getByRole('combobox', { name: /^Area/ })).toHaveAttribute('aria-disabled', 'true');
      expect(button('Save')).toBeDisabled();
    },
  );

  it(
    "'Same as Current Address': offered once the current address is filled; " + 'copies and locks, unticked it clears',
    async () => {
      renderAdd();
      const same = await screen.findByRole('checkbox', { name: 'Same as Current Address' });
      expect(same).toBeDisabled();
      const current = group('Current Address');
      type(textbox('Address Line 1', current), '12 MG Road');
      type(textbox('Address Line 2', current), 'Block A');
      type(textbox('Pincode', current), '560001');
      await waitFor(() => expect(same).toBeEnabled());
      fireEvent.click(same);
      const permanent = group('Permanent Address');
      await waitFor(() => expect(textbox('Address Line 1', permanent)).toHaveValue('12 MG Road'));
      expect(textbox('Pincode', permanent)).toHaveValue('560001');
      expect(textbox('City', permanent)).toHaveValue('Bengaluru');
      expect(textbox('Address Line 1', permanent)).toHaveAttribute('readonly');
      expect(within(permanent).getByRole('combobox', { name: /^Area/ })).toHaveAttribute('aria-disabled', 'true');
      // The copy follows the current address while ticked.
      type(textbox('Address Line 2', current), 'Block B');
      await waitFor(() => expect(textbox('Address Line 2', permanent)).toHaveValue('Block B'));
      fireEvent.click(same);
      await waitFor(() => expect(textbox('Address Line 1', permanent)).toHaveValue(''));
      expect(textbox('Pincode', permanent)).toHaveValue('');
      expect(textbox('Address Line 1', permanent)).not.toHaveAttribute('readonly');
    },
  );

  it('saves with POST technician and opens the new profile', async () => {
    const fake = renderAdd({ routes: { 'POST technician': technician({ id: 'TECH0042' }) } });
    await fillValid();
    await waitFor(() => expect(button('Save')).toBeEnabled());
    fireEvent.click(button('Save'));
    await waitFor(() => expect(location()).toBe('/technicians/add/continue/TECH0042'));
    const current = {
      addressLine1: '12 MG Road',
      addressLine2: 'Block A',
      landmark: '',
      pincode: 560001,
      area: 'Bangalore GPO',
      city: 'Bengaluru',
      state: 'Karnataka',
    };
    expect(calls(fake, 'POST technician')).toEqual([
      {
        channelPartner: { id: 'CP1001', name: 'GreenFix Services' },
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: '',
        mobile: '9876543210',
        currentAddress: current,
        permanentAddress: current,
      },
    ]);
  });

  it("shows the API's 409 under the mobile and keeps Save disabled", async () => {
    const taken = new HttpError(M.mobileInUse, 409, { message: M.mobileInUse, errors: { mobile: M.mobileInUse } });
    renderAdd({ routes: { 'POST technician': taken } });
    await fillValid();
    await waitFor(() => expect(button('Save')).toBeEnabled());
    fireEvent.click(button('Save'));
    const message = await screen.findByText(M.mobileInUse);
    expect(message.id).toBe(`${textbox('Mobile Number').id}-helper-text`);
    expect(button('Save')).toBeDisabled();
    expect(location()).toBe('/technicians/addNew');
  });

  it('an admin on addNew chooses the partner among the active ones', async () => {
    renderAdd({ role: ROLES.admin });
    const choose = await screen.findByRole('combobox', { name: /^Channel Partner/ });
    fireEvent.mouseDown(choose);
    fireEvent.click(await screen.findByRole('option', { name: 'Urban Repairs (CP2002)' }));
    expect(textbox('Channel Partner ID')).toHaveValue('CP2002');
  });

  it('an admin on addNew/{cpId} sees that partner, read from the API', async () => {
    const fake = renderAdd({ role: ROLES.admin, cpId: 'CP1001' });
    expect(await screen.findByRole('textbox', { name: 'Channel Partner Name' })).toHaveValue('GreenFix Services');
    expect(fake).toHaveBeenCalledWith('channel-partner/getById/CP1001');
  });
});

/** A technician's profile page in `mode`, its technician answered by the API as `answer`. */
function renderProfile(
  mode: ProfileMode,
  answer: Technician | Error,
  { role = ROLES.admin, routes = {}, path: start }: { role?: Role; routes?: RouteTable; path?: string } = {},
) {
  const route = profileRoute(mode);
  const id = answer instanceof Error ? 'TECH0404' : answer.id;
  const fake = technicianHttp({
    [`GET technician/${id}`]: answer,
    [`GET activityLogs/${id}`]: [
      {
        timestamp: '2026-02-12T04:30:00.000Z',
        activity: 'Technician Added',
        updatedBy: { userName: 'GreenFix Services' },
        remark: null,
      },
    ],
    ...routes,
  });
  const path = start ?? (mode === 'management' ? `/${route.path}?id=${id}` : `/${route.path.replace(':id', id)}`);
  renderAs(<TechnicianProfilePage route={route} />, { role, path, pattern: `/${route.path}` });
  return fake;
}

const heading = (name: string, level = 2) => screen.queryByRole('heading', { name, level });
const alertOf = async (title: string) => (await screen.findByText(title)).closest('[role="alert"]') as HTMLElement;

describe('technician profile', () => {
  it(
    'shows the technician: h1 the full name, ' +
      'the basic information with +91 and the referral code in upper case, every section',
    async () => {
      const fake = renderProfile('continue', technician());
      expect(await screen.findByRole('heading', { name: 'Ravi Kumar', level: 1 })).toBeInTheDocument();
      expect(screen.getByText('TECH0001')).toBeInTheDocument();
      for (const name of [
        'Basic Information',
        'Services',
        'Bank Details',
        'Service Areas',
        'Product & Brands',
        'KYC Documents',
        'Activity History',
      ])
        expect(heading(name)).toBeInTheDocument();
      expect(screen.getByText('RAVI42AB')).toBeInTheDocument();
      expect(screen.getByText('+919876543210')).toBeInTheDocument();
      expect(screen.getByText('12 MG Road, Block A, Bangalore GPO, Bengaluru, Karnataka, 560001')).toBeInTheDocument();
      expect(screen.getByText('4 Lake View, Block A, Koramangala, Bengaluru, Karnataka, 560034')).toBeInTheDocument();
      // Technicians have no GST row.
      expect(screen.queryByText('GST')).not.toBeInTheDocument();
      // The details hide and show again.
      fireEvent.click(button('Hide Details'));
      await waitFor(() => expect(screen.queryByText('+919876543210')).not.toBeVisible());
      fireEvent.click(button('View Details'));
      expect(fake).toHaveBeenCalledWith('technician/TECH0001');
    },
  );

  it('hides brands and products unless the repair service is held', async () => {
    renderProfile(
      'continue',
      technician({ services: [{ id: 'SID102', type: 'E-Waste', dailyCallCapacity: 2 }], brandsProducts: [] }),
    );
    expect(await screen.findByRole('heading', { name: 'Services', level: 2 })).toBeInTheDocument();
    expect(heading('Product & Brands')).not.toBeInTheDocument();
  });

  it(
    "status banners: Pending under review with the technician's note, " + 'Rejected and Resubmission with the remark',
    async () => {
      renderProfile('approve', technician({ status: 'Pending' }));
      expect(within(await alertOf(M.pendingBanner)).getByText(M.pendingNote)).toBeInTheDocument();
      cleanup();
      renderProfile('approve', technician({ status: 'Rejected', remark: 'PAN card does not match' }));
      expect(within(await alertOf(M.rejectedBanner)).getByText('PAN card does not match')).toBeInTheDocument();
      cleanup();
      renderProfile('continue', technician({ status: 'Resubmission', remark: 'Upload a clearer Aadhar' }));
      expect(within(await alertOf(M.resubmitBanner)).getByText('Upload a clearer Aadhar')).toBeInTheDocument();
    },
  );

  it('lists the missing items and keeps Submit disabled until none is left', async () => {
    renderProfile('continue', emptyTechnician({ services: [{ id: 'SID101', type: 'Repair', dailyCallCapacity: 4 }] }));
    const banner = await screen.findByRole('status', { name: /Complete these items/ });
    expect(
      within(banner)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([M.serviceAreasMissing, M.brandsProductsMissing]);
    expect(button('Submit')).toBeDisabled();
  });

  it.each([
    ['Incomplete', 'continue', '/technicians/main/incomplete'],
    ['Resubmission', 'continue', '/technicians/main/pending'],
  ] as const)(
    '%s (%s page): Cancel goes to %s, the list it belongs to; a submit to the pending list',
    async (status, mode, cancelTarget) => {
      renderProfile(mode, technician({ status }), { role: ROLES.channelPartner });
      fireEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
      expect(location()).toBe(cancelTarget);
      cleanup();
      const fake = renderProfile(mode, technician({ status }), {
        role: ROLES.channelPartner,
        routes: { 'POST technician/TECH0001/submit': technician({ status: 'Pending' }) },
      });
      fireEvent.click(await screen.findByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(location()).toBe('/technicians/main/pending'));
      expect(await screen.findByText(STATUS_MESSAGES.submitted)).toBeInTheDocument();
      expect(calls(fake, 'POST technician/TECH0001/submit')).toEqual([{}]);
    },
  );

  it.each(['Pending', 'Active', 'Rejected'] as const)('%s: no Cancel or Submit', async (status) => {
    renderProfile('verified', technician({ status }));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });

  it('edits the basic details from the card: PATCH basicDetails, the own mobile not a duplicate', async () => {
    const fake = renderProfile('continue', technician(), {
      routes: {
        'GET technician/mobile/*': { exists: true, id: 'TECH0001' },
        'PATCH technician/TECH0001/basicDetails': technician({ lastName: 'Kumar Rao' }),
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Basic Information' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Basic Profile Details' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(textbox('Mobile Number', dialog)).toHaveValue('9876543210');
    typeAndLeave(textbox('Mobile Number', dialog), '9876543210');
    type(textbox('Last Name', dialog), 'Kumar Rao');
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    expect(await screen.findByText(M.basicDetailsUpdated)).toBeInTheDocument();
    expect(calls(fake, 'PATCH technician/TECH0001/basicDetails')[0]).toMatchObject({
      lastName: 'Kumar Rao',
      mobile: '9876543210',
      channelPartner: { id: 'CP1001' },
    });
    expect(screen.getByText('Kumar Rao')).toBeInTheDocument();
  });

  it("offers only the partner's own areas, brands and services", async () => {
    renderProfile('continue', emptyTechnician({ services: [{ id: 'SID101', type: 'Repair', dailyCallCapacity: 4 }] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Add Service Areas' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Service Areas' });
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox', { name: /\(\d{6}\)$/ })).toHaveLength(2));
    expect(
      within(dialog)
        .getAllByRole('checkbox', { name: /\(\d{6}\)$/ })
        .map((box) => box.closest('label')!.textContent),
    ).toEqual(['Bangalore GPO (560001)', 'Koramangala (560034)']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(button('Add Product & Brands'));
    dialog = await screen.findByRole('dialog');
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Brand/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['Samsung']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(button('Add Services'));
    dialog = await screen.findByRole('dialog', { name: 'Add Service' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: /^Service Type/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(['E-Waste']);
  });

  it('shows the not-found page on a 404 and the forbidden page on a 403', async () => {
    renderProfile('verified', new HttpError('Technician not found', 404, { message: 'Technician not found' }));
    expect(await screen.findByText('Nothing here!')).toBeInTheDocument();
    cleanup();
    renderProfile(
      'verified',
      new HttpError('You are not allowed to do this', 403, { message: 'You are not allowed to do this' }),
      { role: ROLES.channelPartner },
    );
    expect(await screen.findByText('403 Forbidden!')).toBeInTheDocument();
  });

  it('reads the technician from ?id= on the management page', async () => {
    const fake = renderProfile('management', technician({ status: 'Active' }));
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar', level: 1 })).toBeInTheDocument();
    expect(fake).toHaveBeenCalledWith('technician/TECH0001');
  });

  it(
    'without ?id= shows a technician their own profile, ' +
      'and sends an admin or a partner to the technicians to choose from',
    async () => {
      const fake = renderProfile('management', technician({ status: 'Active' }), {
        role: ROLES.technician,
        path: '/technicians/management/profile-details',
      });
      expect(await screen.findByRole('heading', { name: 'Ravi Kumar', level: 1 })).toBeInTheDocument();
      expect(fake).toHaveBeenCalledWith('technician/TECH0001');
      cleanup();
      for (const role of [ROLES.admin, ROLES.channelPartner]) {
        renderProfile('management', technician({ status: 'Active' }), {
          role,
          path: '/technicians/management/profile-details',
        });
        await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/technicians/main/verified'));
        expect(screen.queryByText('Nothing here!')).toBeNull();
        cleanup();
      }
    },
  );
});

describe('approval panel', () => {
  it(
    'an admin on a Pending profile: remark required, ' + 'the three decisions disabled while it is empty or untouched',
    async () => {
      renderProfile('approve', technician({ status: 'Pending' }));
      expect(await screen.findByRole('heading', { name: 'Approval', level: 2 })).toBeInTheDocument();
      for (const name of ['Approve', 'Reject', 'Resubmit']) expect(button(name)).toBeDisabled();
      const remark = textbox('Remark');
      type(remark, 'ok');
      await waitFor(() => expect(button('Reject')).toBeEnabled());
      expect(button('Approve')).toBeEnabled();
      expect(button('Resubmit')).toBeEnabled();
      typeAndLeave(remark, '   ');
      expect(await screen.findByText(M.remarkRequired)).toBeInTheDocument();
      for (const name of ['Approve', 'Reject', 'Resubmit']) expect(button(name)).toBeDisabled();
    },
  );

  it('approves: PUT technician/status Active, then the verified list', async () => {
    const fake = renderProfile('approve', technician({ status: 'Pending' }), {
      routes: { 'PUT technician/status': technician({ status: 'Active' }) },
    });
    type(await screen.findByRole('textbox', { name: /^Remark/ }), 'All documents verified');
    await waitFor(() => expect(button('Approve')).toBeEnabled());
    fireEvent.click(button('Approve'));
    await waitFor(() => expect(location()).toBe('/technicians/main/verified'));
    expect(calls(fake, 'PUT technician/status')).toEqual([
      { id: 'TECH0001', status: 'Active', remark: 'All documents verified' },
    ]);
    // The spec's words for an approval, not a request's status change.
    expect(await screen.findByText(M.approved)).toBeInTheDocument();
    expect(screen.queryByText(M.statusModified)).not.toBeInTheDocument();
  });

  it('cannot approve while items are missing', async () => {
    renderProfile('approve', emptyTechnician({ status: 'Pending' }));
    type(await screen.findByRole('textbox', { name: /^Remark/ }), 'ok');
    await waitFor(() => expect(button('Reject')).toBeEnabled());
    expect(button('Approve')).toBeDisabled();
  });

  it.each([
    ['Reject', M.rejectConfirm, 'Rejected'],
    ['Resubmit', M.resubmitConfirm, 'Resubmission'],
  ] as const)('%s asks first, then PUT technician/status and the pending list', async (action, question, status) => {
    const fake = renderProfile('approve', technician({ status: 'Pending' }), {
      routes: { 'PUT technician/status': technician({ status, remark: 'Fake PAN' }) },
    });
    type(await screen.findByRole('textbox', { name: /^Remark/ }), 'Fake PAN');
    await waitFor(() => expect(button(action)).toBeEnabled());
    fireEvent.click(button(action));
    expect(await screen.findByText(question)).toBeInTheDocument();
    expect(calls(fake, 'PUT technician/status')).toEqual([]);
    fireEvent.click(button('Yes'));
    await waitFor(() => expect(location()).toBe('/technicians/main/pending'));
    expect(calls(fake, 'PUT technician/status')).toEqual([{ id: 'TECH0001', status, remark: 'Fake PAN' }]);
  });

  it('a channel partner never sees the panel, even on a Pending profile, and cannot edit it', async () => {
    renderProfile('approve', technician({ status: 'Pending' }), { role: ROLES.channelPartner });
    expect(await screen.findByRole('heading', { name: 'Ravi Kumar', level: 1 })).toBeInTheDocument();
    expect(heading('Approval')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Basic Information' })).not.toBeInTheDocument();
    // The partner sees its technician's history.
    expect(heading('Activity History')).toBeInTheDocument();
  });
});

describe('technicianAccess', () => {
  const of = (role: Role, status: TechnicianStatus) => technicianAccess(role, { status });
  it('the partner edits while filling in and once Active; submits Incomplete or Resubmission; never approves', () => {
    expect(TECHNICIAN_STATUSES.filter((status) => of(ROLES.channelPartner, status).canEditSections)).toEqual([
      'Incomplete',
      'Resubmission',
      'Active',
    ]);
    expect(TECHNICIAN_STATUSES.filter((status) => of(ROLES.channelPartner, status).canSubmit)).toEqual([
      'Incomplete',
      'Resubmission',
    ]);
    expect(TECHNICIAN_STATUSES.filter((status) => of(ROLES.channelPartner, status).canApprove)).toEqual([]);
    expect(of(ROLES.channelPartner, 'Active')).toMatchObject({
      isPartner: true,
      canRevealNumbers: false,
      showActivity: true,
    });
  });
  it('an admin approves only Pending and edits all but closed profiles', () => {
    expect(TECHNICIAN_STATUSES.filter((status) => of(ROLES.admin, status).canApprove)).toEqual(['Pending']);
    expect(TECHNICIAN_STATUSES.filter((status) => !of(ROLES.admin, status).canEditSections)).toEqual([
      'Rejected',
      'Revoked',
    ]);
    expect(of(ROLES.admin, 'Pending')).toMatchObject({ canSubmit: false, canRevealNumbers: true });
  });
  it('other roles get nothing', () => {
    for (const role of [ROLES.technician, ROLES.dealer, ROLES.customerCare])
      expect(of(role, 'Incomplete')).toMatchObject({
        canEditSections: false,
        canSubmit: false,
        canApprove: false,
        showActivity: false,
      });
  });
});

/** technicians/main/{tab} as `role`, the list answering `records`. */
function renderList(tab: TechnicianTab, records: TechnicianRow[], role: Role = ROLES.admin) {
  const route = ROUTES.find((entry) => entry.path === `technicians/main/${tab}`)!;
  const fake = technicianHttp({
    'POST technician/getByPaginationAndFilter': { records, totalRecords: records.length },
  });
  renderAs(<TechnicianListPage route={route} />, { role, path: `/${route.path}`, pattern: `/${route.path}` });
  return fake;
}
const listRow = (name: string) => screen.getByText(name).closest('tr')!;

describe('technician lists', () => {
  it('are the route tabs pending, verified and incomplete, for admins and partners', () => {
    expect(tabsOf('technicians').map((route) => [route.path, route.page, route.roles])).toEqual(
      ['pending', 'verified', 'incomplete'].map((tab) => [
        `technicians/main/${tab}`,
        'technicianList',
        [ROLES.admin, ROLES.channelPartner],
      ]),
    );
  });

  it('sit in the sidebar of admins and channel partners only', () => {
    const technicians = (role: Role) => sidebarFor(role).find((item) => item.label === 'menu.technicians');
    expect(technicians(ROLES.admin)?.children?.map((item) => item.to)).toEqual([
      'technicians/main/pending',
      'technicians/main/verified',
      'technicians/main/incomplete',
    ]);
    expect(technicians(ROLES.channelPartner)?.children).toHaveLength(3);
    for (const role of [ROLES.technician, ROLES.dealer, ROLES.customerCare]) expect(technicians(role)).toBeUndefined();
  });

  it(
    "asks for the tab's statuses, newest change first, " + "10 rows a page; the admin sees each technician's partner",
    async () => {
      const fake = renderList('pending', [row('TECH0002', 'Asha', 'Pending'), row('TECH0003', 'Bala', 'Resubmission')]);
      expect(await screen.findByText('Asha Kumar')).toBeInTheDocument();
      expect(calls(fake, 'POST technician/getByPaginationAndFilter')[0]).toEqual({
        filters: [
          {
            property: 'status',
            operator: 'in',
            value: ['Pending', 'Resubmission', 'Rejected', 'Invited', 'Expired', 'Revoked'],
          },
        ],
        pageSize: 10,
        pageNumber: 1,
        sort: -1,
        sortBy: 'lastUpdate',
      });
      for (const header of ['ID', 'Name', 'Mobile', 'Email', 'Channel Partner', 'City', 'Status', 'Last Update'])
        expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
      expect(within(listRow('Asha Kumar')).getByText('GreenFix Services (CP1001)')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Add Technician' })).toHaveAttribute('href', '/technicians/addNew');
      openFilters();
      expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Channel Partner' })).toBeInTheDocument();
    },
  );

  it('a partner sees no partner column nor filter, and still exports', async () => {
    renderList('verified', [row('TECH0004', 'Chitra', 'Active')], ROLES.channelPartner);
    expect(await screen.findByText('Chitra Kumar')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Channel Partner' })).not.toBeInTheDocument();
    expect(screen.queryByText('GreenFix Services (CP1001)')).not.toBeInTheDocument();
    openFilters();
    expect(screen.queryByRole('combobox', { name: 'Channel Partner' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it.each([
    ['pending', 'Pending', '/technicians/pending/approve/TECH0002'],
    ['pending', 'Rejected', '/technicians/pending/approve/TECH0002'],
    ['pending', 'Resubmission', '/technicians/add/continue/TECH0002'],
    ['incomplete', 'Incomplete', '/technicians/add/continue/TECH0002'],
    ['verified', 'Active', '/technicians/verified/TECH0002'],
  ] as const)('a %s row in status %s opens %s', async (tab, status, target) => {
    renderList(tab, [row('TECH0002', 'Asha', status)]);
    fireEvent.click(await screen.findByText('Asha Kumar'));
    await waitFor(() => expect(location()).toBe(target));
  });
});
