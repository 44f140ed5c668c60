import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES } from '../../domain/channelPartner/invite';
import { PUBLIC_ROUTES } from '../../src/app/publicRoutes';
import { jsonResponse as json, renderLinkPage } from './support/linkPages';

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
const route = PUBLIC_ROUTES.find((entry) => entry.path === '/verify-dealer/:authChallengeResponse')!;

/** The public route as the app mounts it. */
const renderLink = (token: string) =>
  renderLinkPage(route.path, `/verify-dealer/${encodeURIComponent(token)}`, route.Page);

const fetchMock = vi.fn<typeof fetch>();

describe('verify-dealer link', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it(
    'calls dealer/verify without a bearer token, ' + "with the link split on &, and shows a bad link's message",
    async () => {
      fetchMock.mockResolvedValue(json(400, { message: INVITE_MESSAGES.expiredLink }));
      renderLink('anil@sharma.in&expired-challenge');
      expect(await screen.findByText(INVITE_MESSAGES.expiredLink, {}, { timeout: 15_000 })).toBeInTheDocument();
      expect(fetchMock).toHaveBeenCalledTimes(1);
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/api/dealer/verify');
      expect(init?.method).toBe('POST');
      expect(JSON.parse(String(init?.body))).toEqual({
        username: 'anil@sharma.in',
        authChallenge: 'expired-challenge',
      });
      expect(new Headers(init?.headers).has('authorization')).toBe(false);
      expect(auth.signIn).not.toHaveBeenCalled();
    },
  );

  it(
    'a good link signs in with the one-time password, ' +
      "asks for a new password, then opens the dealer's own profile",
    async () => {
      fetchMock.mockResolvedValue(
        json(200, { username: 'anil@sharma.in', temporaryPassword: 'Tmp#Pass1234', name: 'Sharma Electronics' }),
      );
      vi.mocked(auth.signIn).mockResolvedValue({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' },
      } as never);
      renderLink('anil@sharma.in&good-challenge');
      const where = await screen.findByTestId('where', {}, { timeout: 15_000 });
      expect(JSON.parse(where.textContent!)).toEqual({
        path: '/first-login',
        state: { challenge: 'newPassword', next: '/dashboard/my-profile-dealer' },
      });
      expect(auth.signIn).toHaveBeenCalledWith({
        username: 'anil@sharma.in',
        password: 'Tmp#Pass1234',
        options: { authFlowType: 'USER_PASSWORD_AUTH' },
      });
      expect(fetchMock).toHaveBeenCalledTimes(1);
    },
  );
});
