import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES } from '../../domain/channelPartner/invite';
import { jsonResponse as json, renderLinkPage, Where } from './support/linkPages';

vi.mock('aws-amplify/auth', () => ({
  signIn: vi.fn(),
  signOut: vi.fn(async () => undefined),
  confirmSignIn: vi.fn(),
  fetchAuthSession: vi.fn(async () => ({})),
  updatePassword: vi.fn(async () => undefined),
  updateUserAttributes: vi.fn(async () => ({})),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));

const auth = await import('aws-amplify/auth');
const { default: VerifyChannelPartnerPage } = await import('../../src/app/account/VerifyChannelPartnerPage');
const { default: FirstLoginPage } = await import('../../src/app/account/FirstLoginPage');

const renderLink = (token: string) =>
  renderLinkPage(
    '/verify-channel-partner/:authChallengeResponse',
    `/verify-channel-partner/${encodeURIComponent(token)}`,
    VerifyChannelPartnerPage,
  );

const fetchMock = vi.fn<typeof fetch>();

describe('verify-channel-partner link', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the server's message for a bad link, with the way back to login", async () => {
    fetchMock.mockResolvedValue(json(400, { message: INVITE_MESSAGES.expiredLink }));
    renderLink('asha@partner.in&expired-challenge');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(await screen.findByText(INVITE_MESSAGES.expiredLink)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it('calls channel-partner/verify without a bearer token, with the link split on &', async () => {
    fetchMock.mockResolvedValue(json(400, { message: INVITE_MESSAGES.revokedLink }));
    renderLink('asha@partner.in&revoked-challenge');
    expect(await screen.findByText(INVITE_MESSAGES.revokedLink)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/channel-partner/verify');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'asha@partner.in', authChallenge: 'revoked-challenge' });
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(auth.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('a link without its challenge is invalid without asking the server', async () => {
    renderLink('no-challenge-here');
    expect(await screen.findByText(INVITE_MESSAGES.invalidLink)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it(
    'a good link signs in with the one-time password and ' +
      'goes to /first-login for a new password, then the profile',
    async () => {
      fetchMock.mockResolvedValue(
        json(200, { username: 'asha@partner.in', temporaryPassword: 'Tmp#Pass1234', name: 'Asha' }),
      );
      vi.mocked(auth.signIn).mockResolvedValue({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
      } as never);
      renderLink('asha@partner.in&good-challenge');
      const where = await screen.findByTestId('where');
      expect(JSON.parse(where.textContent!)).toEqual({
        path: '/first-login',
        state: { challenge: 'newPassword', next: '/dashboard/my-profile' },
      });
      expect(auth.signIn).toHaveBeenCalledWith({
        username: 'asha@partner.in',
        password: 'Tmp#Pass1234',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );

  it('signs out whoever is signed in on this browser before signing the partner in', async () => {
    fetchMock.mockResolvedValue(
      json(200, { username: 'bala@partner.in', temporaryPassword: 'Tmp#Pass5678', name: 'Bala' }),
    );
    const alreadySignedIn = Object.assign(new Error('There is already a signed in user.'), {
      name: 'UserAlreadyAuthenticatedException',
    });
    vi.mocked(auth.signIn)
      .mockRejectedValueOnce(alreadySignedIn)
      .mockResolvedValueOnce({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
      } as never);
    renderLink('bala@partner.in&second-challenge');
    expect(JSON.parse((await screen.findByTestId('where')).textContent!).path).toBe('/first-login');
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(auth.signIn).toHaveBeenCalledTimes(2);
  });
});

describe('first login continues to the page it was sent to', () => {
  beforeEach(() => vi.clearAllMocks());

  function renderFirstLogin(next: unknown) {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/first-login', state: { challenge: 'newPassword', next } }]}>
        <Routes>
          <Route path="/first-login" element={<FirstLoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  async function setPassword() {
    vi.mocked(auth.confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never);
    vi.mocked(auth.fetchAuthSession).mockResolvedValue({
      tokens: { idToken: { payload: { sub: 'u1', 'custom:first_login': 'false' } }, accessToken: {} },
    } as never);
    fireEvent.change(screen.getByLabelText('New Password'), { target: { value: 'Better@12345' } });
    fireEvent.change(screen.getByLabelText('Confirm Password'), { target: { value: 'Better@12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    return JSON.parse((await screen.findByTestId('where')).textContent!).path as string;
  }

  it('a /dashboard path in `next`', async () => {
    renderFirstLogin('/dashboard/my-profile');
    expect(await setPassword()).toBe('/dashboard/my-profile');
  });

  it('anything else goes to the dashboard', async () => {
    renderFirstLogin('https://elsewhere.example/dashboard');
    expect(await setPassword()).toBe('/dashboard');
    await waitFor(() => expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'Better@12345' }));
  });
});
