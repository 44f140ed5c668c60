import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpError, type DataProvider } from 'ra-core';
import { AdminContext } from 'react-admin';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES } from '../../domain/channelPartner/invite';
import { ROLES } from '../../domain/roles';
import { ConsoleNotification } from '../../src/console/layout/ConsoleNotification';
import { ROUTES } from '../../src/console/routeTable';
import { createI18nProvider } from '../../src/i18n/i18nProvider';
import AddPartnerPage from '../../src/resources/channelPartners/AddPartnerPage';
import InvitePage from '../../src/resources/channelPartners/InvitePage';
import { fakeDataProvider } from './support/fakeDataProvider';
import { authAs } from './support/fakeAuthProvider';

type Call = (path: string, request?: { method?: string; body?: unknown }) => Promise<{ status: number; json: unknown }>;

const routeOf = (page: string) => ROUTES.find((route) => route.page === page)!;

/** The partner API: emailExist answers `inUse`, sendInvite answers `send` (a created invitation by default). */
function partnerCalls({ inUse = [] as string[], send }: { inUse?: string[]; send?: Call } = {}) {
  return vi.fn<Call>(async (path, request) => {
    if (path === 'channel-partner/emailExist/')
      return {
        status: 200,
        json: { exists: inUse.includes((request?.body as { primaryEmail: string }).primaryEmail) },
      };
    if (path === 'channel-partner/sendInvite')
      return send
        ? send(path, request)
        : { status: 201, json: { id: 'CP9', status: 'Invited', inviteExpiresAt: null } };
    throw new Error(`unexpected call ${path}`);
  });
}

function renderPage(page: ReactElement, path: string, dataProvider: DataProvider) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {/* Where the console layout shows a page's title. */}
      <div id="react-admin-title" />
      <AdminContext
        dataProvider={dataProvider}
        authProvider={authAs(ROLES.admin)}
        i18nProvider={createI18nProvider('en')}
      >
        <Routes>
          <Route path="/channel-partners/addNew" element={page} />
          <Route path="/channel-partners/management/add" element={page} />
          <Route path="/channel-partners/main/invited" element={<p>Invited list</p>} />
          <Route path="/channel-partners/add/continue/:id" element={<p>Profile to fill</p>} />
        </Routes>
        <ConsoleNotification />
      </AdminContext>
    </MemoryRouter>,
  );
}

const renderInvite = (call = partnerCalls()) => {
  const dataProvider = fakeDataProvider([], { call });
  renderPage(<InvitePage route={routeOf('channelPartnerInvite')} />, '/channel-partners/addNew', dataProvider);
  return { call, dataProvider };
};

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const leave = (name: string) => fireEvent.blur(field(name));
function chooseFirm(firm: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Type of Firm/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: firm }));
}
function fillValid() {
  type('Name', 'Asha Traders');
  type('Primary Email', ' Asha@Partner.in ');
  type('Primary Mobile', '9876543210');
  chooseFirm('Retailer');
}
const sendInvite = () => fireEvent.click(screen.getByRole('button', { name: 'Send Invite' }));

describe('invite a channel partner', () => {
  it('requires every field, with the schema messages', async () => {
    const { call } = renderInvite();
    expect(await screen.findByText('Invite Channel Partner')).toBeInTheDocument();
    sendInvite();
    for (const message of [
      INVITE_MESSAGES.nameRequired,
      INVITE_MESSAGES.emailRequired,
      INVITE_MESSAGES.mobileRequired,
      INVITE_MESSAGES.firmRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('flags every invalid field at once on submit, whichever field the pointer leaves', async () => {
    const { call } = renderInvite();
    expect(await screen.findByText('Invite Channel Partner')).toBeInTheDocument();
    // Each field keeps its message line, so the message that appears as the focused name loses focus (pressing
    // Send Invite) moves nothing under the pointer and the click still submits.
    for (const id of ['name', 'primaryEmail', 'primaryMobile', 'typeOfFirm'])
      expect(document.getElementById(`${id}-helper-text`), id).toBeInTheDocument();
    leave('Name');
    expect(await screen.findByText(INVITE_MESSAGES.nameRequired)).toBeInTheDocument();
    sendInvite();
    await waitFor(() =>
      expect(
        [
          INVITE_MESSAGES.nameRequired,
          INVITE_MESSAGES.emailRequired,
          INVITE_MESSAGES.mobileRequired,
          INVITE_MESSAGES.firmRequired,
        ].filter((message) => !screen.queryByText(message)),
      ).toEqual([]),
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('checks letters in the name, the e-mail and the mobile pattern', async () => {
    renderInvite();
    type('Name', 'Asha 2');
    type('Primary Email', 'asha@');
    type('Primary Mobile', '5123456789');
    sendInvite();
    expect(await screen.findByText(INVITE_MESSAGES.nameLetters)).toBeInTheDocument();
    expect(screen.getByText(INVITE_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(screen.getByText(INVITE_MESSAGES.mobileInvalid)).toBeInTheDocument();
  });

  it('the mobile shows +91 and takes ten digits only', async () => {
    renderInvite();
    expect(await screen.findByText('+91')).toBeInTheDocument();
    type('Primary Mobile', '98a76-54321099');
    expect(field('Primary Mobile')).toHaveValue('9876543210');
  });

  it("says 'This email is already in use' on leaving the field, and keeps it on Send Invite", async () => {
    const call = partnerCalls({ inUse: ['taken@partner.in'] });
    renderInvite(call);
    type('Primary Email', 'Taken@Partner.in');
    leave('Primary Email');
    expect(await screen.findByText(INVITE_MESSAGES.emailInUse)).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('channel-partner/emailExist/', {
      method: 'POST',
      body: { primaryEmail: 'taken@partner.in' },
    });
    type('Name', 'Asha Traders');
    type('Primary Mobile', '9876543210');
    chooseFirm('Retailer');
    sendInvite();
    await waitFor(() => expect(screen.getByText(INVITE_MESSAGES.emailInUse)).toBeInTheDocument());
    expect(call).not.toHaveBeenCalledWith('channel-partner/sendInvite', expect.anything());

    type('Primary Email', 'free@partner.in');
    leave('Primary Email');
    await waitFor(() => expect(screen.queryByText(INVITE_MESSAGES.emailInUse)).not.toBeInTheDocument());
  });

  it('does not ask the server about an e-mail that is not valid yet', async () => {
    const { call } = renderInvite();
    type('Primary Email', 'asha@');
    leave('Primary Email');
    expect(await screen.findByText(INVITE_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it("shows the server's 409 under the e-mail", async () => {
    const taken = new HttpError(INVITE_MESSAGES.emailInUse, 409, {
      message: INVITE_MESSAGES.emailInUse,
      errors: { primaryEmail: INVITE_MESSAGES.emailInUse },
    });
    renderInvite(partnerCalls({ send: async () => Promise.reject(taken) }));
    fillValid();
    sendInvite();
    const message = await screen.findByText(INVITE_MESSAGES.emailInUse);
    expect(message.id).toBe('primaryEmail-helper-text');
    expect(screen.queryByText('Invited list')).not.toBeInTheDocument();
  });

  it('Send Invite posts the form, toasts and opens the invited tab', async () => {
    const { call } = renderInvite();
    fillValid();
    sendInvite();
    expect(await screen.findByText('Invited list')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith('channel-partner/sendInvite', {
      method: 'POST',
      body: {
        name: 'Asha Traders',
        primaryEmail: 'asha@partner.in',
        primaryMobile: '9876543210',
        typeOfFirm: 'Retailer',
      },
    });
    expect(await screen.findByText(INVITE_MESSAGES.sent)).toBeInTheDocument();
  });
});

describe('add a channel partner directly (management/add)', () => {
  it('the same form creates the partner and opens their profile to fill in', async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => ({
      data: { ...data, id: 'CP10', status: 'Incomplete' },
    }));
    const call = partnerCalls();
    renderPage(
      <AddPartnerPage route={routeOf('channelPartnerAdd')} />,
      '/channel-partners/management/add',
      fakeDataProvider([], { create, call } as Partial<DataProvider>),
    );
    expect(await screen.findByText('Add Channel Partner')).toBeInTheDocument();
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Add and Continue' }));
    expect(await screen.findByText('Profile to fill')).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('channel-partner', {
      data: {
        name: 'Asha Traders',
        primaryEmail: 'asha@partner.in',
        primaryMobile: '9876543210',
        typeOfFirm: 'Retailer',
      },
    });
    expect(call).not.toHaveBeenCalledWith('channel-partner/sendInvite', expect.anything());
    expect(await screen.findByText('Channel Partner added')).toBeInTheDocument();
  });
});
