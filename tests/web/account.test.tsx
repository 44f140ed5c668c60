import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserIdentity } from 'ra-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountProfile, TeamMember, UserPreferences } from '../../domain/account/constants';
import { ACCOUNT_MESSAGES } from '../../domain/account/constants';
import { ROLES, type Role } from '../../domain/roles';
import { httpClient } from '../../src/dataProvider/httpClient';
import { fetchFile, uploadFile } from '../../src/dataProvider/uploadFile';
import { badRequest, fakeHttp, type RouteTable } from './profileFixtures';
import { calls, renderAs } from './techniciansFixtures';

vi.mock('../../src/dataProvider/httpClient', () => ({ httpClient: vi.fn() }));
vi.mock('../../src/dataProvider/uploadFile', () => ({
  uploadFile: vi.fn(),
  fetchFile: vi.fn(async () => new Blob(['png'], { type: 'image/png' })),
  downloadFile: vi.fn(),
}));
// The identity service, not our code: the password card changes the password through Amplify's updatePassword.
vi.mock('aws-amplify/auth', () => ({
  updatePassword: vi.fn(async () => undefined),
  fetchAuthSession: vi.fn(async () => ({})),
  signOut: vi.fn(),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));
vi.setConfig({ testTimeout: 40_000 });

const auth = await import('aws-amplify/auth');
const { default: AccountGeneralPage } = await import('../../src/resources/account/AccountGeneralPage');
const { default: AccountNotificationsPage } = await import('../../src/resources/account/AccountNotificationsPage');
const { default: AccountTeamPage } = await import('../../src/resources/account/AccountTeamPage');

beforeEach(() => {
  vi.mocked(httpClient).mockReset();
  vi.mocked(uploadFile).mockReset();
  vi.mocked(auth.updatePassword).mockReset();
  URL.createObjectURL = vi.fn(() => 'blob:photo');
  URL.revokeObjectURL = vi.fn();
});

const profile = (over: Partial<AccountProfile> = {}): AccountProfile => ({
  username: 'care@reloop.test',
  email: 'care@reloop.test',
  role: ROLES.customerCare,
  name: 'Meera Iyer',
  nameEditable: true,
  photo: null,
  access: 'full',
  hasPassword: true,
  ...over,
});

function renderPage(ui: React.ReactNode, routes: RouteTable, role: Role = ROLES.admin, identity?: UserIdentity) {
  const fake = fakeHttp(routes);
  vi.mocked(httpClient).mockImplementation(fake as unknown as typeof httpClient);
  renderAs(ui, { role, identity });
  return fake;
}

const nameField = () => screen.findByRole('textbox', { name: /^Name/ });
/** Clicks a form's save button once it is enabled: react-admin disables it while the form checks a change again. */
async function press(name: string, scope: Pick<typeof screen, 'getByRole'> = screen) {
  const button = scope.getByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}
const toast = (text: string) => screen.findByText(text);

describe('account, general: name and photo', () => {
  it('saves a new name and shows the profile with it', async () => {
    const fake = renderPage(<AccountGeneralPage />, {
      'GET users/profile': profile(),
      'PATCH users/profile': ({ body }: { body?: unknown }) => profile(body as Partial<AccountProfile>),
    });
    expect(await nameField()).toHaveValue('Meera Iyer');
    // Issue 31: who is signed in reads as text, not only as a field's value.
    expect(screen.getByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.getByText('care@reloop.test', { ignore: 'input' })).toBeInTheDocument();
    fireEvent.change(await nameField(), { target: { value: 'Meera R Iyer' } });
    await press('Save');
    expect(await toast('Profile saved')).toBeInTheDocument();
    expect(calls(fake, 'PATCH users/profile')).toEqual([{ name: 'Meera R Iyer' }]);
    expect(await nameField()).toHaveValue('Meera R Iyer');
    expect(screen.getByText('Meera R Iyer')).toBeInTheDocument();
  });

  it.each([
    ['customer care', ROLES.customerCare, 'Reloop Technologies'],
    ['a channel partner', ROLES.channelPartner, 'GreenFix Services'],
    ['a technician', ROLES.technician, 'GreenFix Services'],
    ['a dealer', ROLES.dealer, 'Sharma Electronics'],
  ])(
    'names the organization %s works for beside its name and e-mail (spec 000 §3 session user)',
    async (_who, role, organization) => {
      renderPage(
        <AccountGeneralPage />,
        { 'GET users/profile': profile({ role, nameEditable: role === ROLES.customerCare }) },
        role,
        {
          id: 'sub-1',
          fullName: 'Meera Iyer',
          organization,
        },
      );
      expect(await screen.findByText(`Organization: ${organization}`)).toBeInTheDocument();
      expect(screen.getByText('Meera Iyer')).toBeInTheDocument();
    },
  );

  it('names no organization when the session user has none', async () => {
    renderPage(<AccountGeneralPage />, { 'GET users/profile': profile() }, ROLES.dealer, {
      id: 'sub-2',
      fullName: 'Meera Iyer',
    });
    expect(await screen.findByText('Meera Iyer')).toBeInTheDocument();
    expect(screen.queryByText(/^Organization:/)).not.toBeInTheDocument();
  });

  it("shows the server's message for the name under the field", async () => {
    renderPage(<AccountGeneralPage />, {
      'GET users/profile': profile(),
      'PATCH users/profile': badRequest(ACCOUNT_MESSAGES.nameOnProfile, { name: ACCOUNT_MESSAGES.nameOnProfile }),
    });
    fireEvent.change(await nameField(), { target: { value: 'Someone else' } });
    await press('Save');
    expect(await screen.findByText(ACCOUNT_MESSAGES.nameOnProfile)).toBeInTheDocument();
    expect(screen.queryByText('Profile saved')).not.toBeInTheDocument();
  });

  it('refuses a blank name before asking the server', async () => {
    const fake = renderPage(<AccountGeneralPage />, {
      'GET users/profile': profile(),
      'PATCH users/profile': profile(),
    });
    fireEvent.change(await nameField(), { target: { value: '' } });
    await press('Save');
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(calls(fake, 'PATCH users/profile')).toEqual([]);
  });

  it('uploads a photo and saves it on the profile, and removes it again', async () => {
    const photo = { name: 'me.png', type: 'image/png', key: 'user/admin-sub/me.png' };
    vi.mocked(uploadFile).mockResolvedValue(photo);
    const fake = renderPage(<AccountGeneralPage />, {
      'GET users/profile': profile(),
      'PATCH users/profile': ({ body }: { body?: unknown }) => profile(body as Partial<AccountProfile>),
    });
    fireEvent.change(await screen.findByTestId('file-input-user'), {
      target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] },
    });
    expect(await toast('Profile saved')).toBeInTheDocument();
    expect(calls(fake, 'PATCH users/profile')).toEqual([{ photo }]);
    expect(vi.mocked(uploadFile).mock.calls[0][3]).toEqual({ id: 'admin-sub', entityType: 'user' });
    expect(await screen.findByRole('img', { name: 'Profile photo' })).toHaveAttribute('src', 'blob:photo');
    expect(vi.mocked(fetchFile)).toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo' }));
    await waitFor(() => expect(calls(fake, 'PATCH users/profile').at(-1)).toEqual({ photo: null }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument());
  });

  it('gives read-only partner staff no way to change the photo, and a profile name only to read', async () => {
    renderPage(
      <AccountGeneralPage />,
      {
        'GET users/profile': profile({
          access: 'read',
          nameEditable: false,
          name: 'GreenFix Services',
          photo: { name: 'me.png', type: 'image/png', key: 'user/partner-sub/me.png' },
        }),
      },
      ROLES.channelPartner,
    );
    expect(
      await screen.findByText('Your access is read-only, so your photo cannot be changed here.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Upload photo' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove photo' })).not.toBeInTheDocument();
    expect(await screen.findByText('GreenFix Services')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Name/ })).not.toBeInTheDocument();
    expect(
      screen.getByText('Your name is the one on your profile. Change it on your profile page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('account, general: password', () => {
  const passwordField = (label: string) => screen.getByLabelText(new RegExp(`^${label}`));
  const fill = async (current: string, next: string, confirm: string) => {
    fireEvent.change(passwordField('Current password'), { target: { value: current } });
    fireEvent.change(passwordField('New password'), { target: { value: next } });
    fireEvent.change(passwordField('Confirm new password'), { target: { value: confirm } });
    await press('Change password');
  };
  const renderCard = (over: Partial<AccountProfile> = {}) =>
    renderPage(<AccountGeneralPage />, { 'GET users/profile': profile(over) });

  it('asks for every field and a confirmation that matches, before calling the identity service', async () => {
    renderCard();
    expect(await screen.findByRole('heading', { name: 'Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeDisabled();
    fireEvent.change(passwordField('Current password'), { target: { value: 'Old-pass-1' } });
    await press('Change password');
    await waitFor(() => expect(screen.getAllByText('Required')).toHaveLength(2));
    expect(passwordField('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField('Confirm new password')).toHaveAttribute('aria-invalid', 'true');
    await fill('Old-pass-1', 'New-pass-2', 'New-pass-3');
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(auth.updatePassword).not.toHaveBeenCalled();
  });

  it('changes the password through the identity service', async () => {
    renderCard();
    await screen.findByRole('heading', { name: 'Password' });
    await fill('Old-pass-1', 'New-pass-2', 'New-pass-2');
    expect(await toast('Password changed')).toBeInTheDocument();
    expect(auth.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Old-pass-1', newPassword: 'New-pass-2' });
  });

  it("shows the identity service's refusal under the field it is about", async () => {
    vi.mocked(auth.updatePassword).mockRejectedValue(
      Object.assign(new Error('Incorrect username or password.'), { name: 'NotAuthorizedException' }),
    );
    renderCard();
    await screen.findByRole('heading', { name: 'Password' });
    await fill('Wrong-pass-1', 'New-pass-2', 'New-pass-2');
    await waitFor(() => expect(screen.getAllByText('Incorrect username or password.').length).toBeGreaterThan(0));
    expect(passwordField('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(passwordField('New password')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Password changed')).not.toBeInTheDocument();
  });

  it('says until when a locked password check stays locked, under the current password', async () => {
    vi.mocked(auth.updatePassword).mockRejectedValue(
      Object.assign(new Error('Password attempts exceeded'), { name: 'NotAuthorizedException' }),
    );
    renderCard();
    await screen.findByRole('heading', { name: 'Password' });
    await fill('Wrong-pass-1', 'New-pass-2', 'New-pass-2');
    await waitFor(() =>
      expect(passwordField('Current password')).toHaveAccessibleDescription(
        /^Password attempts exceeded: sign-in is locked until \d{2}:\d{2} at the latest$/,
      ),
    );
  });

  it('tells a technician, who signs in with a code, that there is no password', async () => {
    renderCard({ hasPassword: false });
    expect(
      await screen.findByText(
        'You sign in with a one-time code sent to your mobile, so there is no password to change.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  });
});

describe('account, notifications', () => {
  const preferences: UserPreferences = {
    settings: null,
    notifications: { requestAssigned: { email: true, sms: true }, profileDecision: { email: true, sms: false } },
  };
  const topicRow = (text: string) => within(screen.getByText(text).parentElement!);

  it('shows each message’s choices per channel and saves what the user switched', async () => {
    const fake = renderPage(<AccountNotificationsPage />, {
      'GET users/preferences': preferences,
      'PUT users/preferences': ({ body }: { body?: unknown }) => ({ ...preferences, ...(body as object) }),
    });
    await screen.findByText('A request is booked for you or assigned to you');
    const assigned = topicRow('A request is booked for you or assigned to you');
    const decision = topicRow('A profile review decision (approved, rejected, sent back)');
    expect(assigned.getByRole('switch', { name: 'E-mail' })).toBeChecked();
    expect(decision.getByRole('switch', { name: 'SMS' })).not.toBeChecked();
    fireEvent.click(assigned.getByRole('switch', { name: 'SMS' }));
    fireEvent.click(decision.getByRole('switch', { name: 'SMS' }));
    await press('Save');
    expect(await toast('Notification choices saved')).toBeInTheDocument();
    expect(calls(fake, 'PUT users/preferences')).toEqual([
      { notifications: { requestAssigned: { email: true, sms: false }, profileDecision: { email: true, sms: true } } },
    ]);
  });

  it('lists the messages that are always sent, switched on and locked', async () => {
    renderPage(<AccountNotificationsPage />, { 'GET users/preferences': preferences });
    for (const label of ['One-time sign-in codes', 'Invitations', 'Password reset codes']) {
      const always = await screen.findByRole('switch', { name: label });
      expect(always).toBeChecked();
      expect(always).toBeDisabled();
    }
  });
});

describe('account, team', () => {
  const member = (over: Partial<TeamMember>): TeamMember => ({
    username: 'ravi@greenfix.in',
    name: 'Ravi Kumar',
    email: 'ravi@greenfix.in',
    role: ROLES.channelPartner,
    access: 'read',
    enabled: true,
    status: 'CONFIRMED',
    invitedAt: '2026-03-02T05:30:00.000Z',
    ...over,
  });
  const PARTNER_STAFF = [
    member({}),
    member({
      username: 'lata@greenfix.in',
      name: 'Lata Shah',
      email: 'lata@greenfix.in',
      access: 'full',
      status: 'FORCE_CHANGE_PASSWORD',
    }),
  ];
  const table = () => screen.findByRole('table', { name: 'Team' });
  const rowOf = async (name: string) => within((await screen.findByText(name)).closest('tr')!);

  it("lists a partner's staff with their access and status", async () => {
    renderPage(<AccountTeamPage />, { 'GET users/team': PARTNER_STAFF }, ROLES.channelPartner);
    const headers = within(await table())
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Name', 'E-mail', 'Access', 'Status', 'Invited on']));
    expect(headers).not.toContain('Role');
    const ravi = await rowOf('Ravi Kumar');
    expect(ravi.getByText('Active')).toBeInTheDocument();
    expect(ravi.getByText('02/03/2026 11:00')).toBeInTheDocument();
    expect(ravi.getByRole('combobox', { name: 'Access: Ravi Kumar' })).toHaveTextContent('Read only');
    expect((await rowOf('Lata Shah')).getByText('Invitation sent')).toBeInTheDocument();
  });

  it("lists an admin's team by role, without partner access", async () => {
    renderPage(
      <AccountTeamPage />,
      {
        'GET users/team': [
          member({
            username: 'care@reloop.test',
            name: 'Meera Iyer',
            email: 'care@reloop.test',
            role: ROLES.customerCare,
            access: 'full',
          }),
        ],
      },
      ROLES.admin,
    );
    const meera = await rowOf('Meera Iyer');
    expect(meera.getByText('Customer care')).toBeInTheDocument();
    expect(meera.queryByRole('combobox')).not.toBeInTheDocument();
    expect(meera.getByRole('switch', { name: 'Can sign in: Meera Iyer' })).toBeChecked();
    expect(screen.getByText('Admins and customer care users invited from here.')).toBeInTheDocument();
  });

  it('offers read-only partner staff no invitation and no change of a member', async () => {
    renderPage(
      <AccountTeamPage />,
      { 'GET users/team': PARTNER_STAFF, 'GET users/profile': profile({ access: 'read', name: 'GreenFix Services' }) },
      ROLES.channelPartner,
    );
    await rowOf('Ravi Kumar');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Invite' })).not.toBeInTheDocument());
    const ravi = await rowOf('Ravi Kumar');
    expect(ravi.queryByRole('switch')).not.toBeInTheDocument();
    expect(ravi.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('turns off a member’s sign-in', async () => {
    const fake = renderPage(
      <AccountTeamPage />,
      { 'GET users/team': PARTNER_STAFF, 'PATCH users/team/ravi%40greenfix.in': member({ enabled: false }) },
      ROLES.channelPartner,
    );
    fireEvent.click((await rowOf('Ravi Kumar')).getByRole('switch', { name: 'Can sign in: Ravi Kumar' }));
    expect(await toast('Team member updated')).toBeInTheDocument();
    expect(calls(fake, 'PATCH users/team/ravi%40greenfix.in')).toEqual([{ enabled: false }]);
  });

  it(
    'invites a member: checks the name and e-mail first, ' + 'shows the server’s field message, then sends it',
    async () => {
      let team = [member({})];
      // A fake server: an e-mail already in the team is refused on its field, any other is invited.
      const invite = ({ body }: { body?: unknown }) => {
        const { name, email } = body as { name: string; email: string };
        if (team.some((known) => known.email === email))
          return badRequest('A user with this e-mail already exists', {
            email: 'A user with this e-mail already exists',
          });
        const invited = member({ username: email, name, email, status: 'FORCE_CHANGE_PASSWORD' });
        team = [...team, invited];
        return invited;
      };
      const fake = renderPage(
        <AccountTeamPage />,
        { 'GET users/team': () => team, 'POST users/team': invite },
        ROLES.channelPartner,
      );
      await table();
      fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
      const dialog = within(await screen.findByRole('dialog', { name: 'Invite a team member' }));
      const email = () => dialog.getByRole('textbox', { name: /^E-mail/ });
      expect(dialog.getByRole('button', { name: 'Invite' })).toBeDisabled();
      fireEvent.change(dialog.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Sunil Rao' } });
      await press('Invite', dialog);
      expect(await dialog.findByText('Required')).toBeInTheDocument();
      expect(email()).toHaveAttribute('aria-invalid', 'true');
      fireEvent.change(email(), { target: { value: 'sunil-at-greenfix' } });
      await press('Invite', dialog);
      expect(await dialog.findByText('Must be a valid email')).toBeInTheDocument();
      expect(calls(fake, 'POST users/team')).toEqual([]);
      fireEvent.change(email(), { target: { value: 'ravi@greenfix.in' } });
      await press('Invite', dialog);
      expect(await dialog.findByText('A user with this e-mail already exists')).toBeInTheDocument();
      fireEvent.change(email(), { target: { value: 'sunil@greenfix.in' } });
      await press('Invite', dialog);
      // The dialog closes and the list shows the new member (the toast may still be queued behind the form's warning).
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect((await rowOf('Sunil Rao')).getByText('Invitation sent')).toBeInTheDocument();
      expect(calls(fake, 'POST users/team')).toEqual([
        { name: 'Sunil Rao', email: 'ravi@greenfix.in', access: 'read' },
        { name: 'Sunil Rao', email: 'sunil@greenfix.in', access: 'read' },
      ]);
    },
  );
});
