import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INVITE_MESSAGES } from '../../domain/channelPartner/invite';
import { PUBLIC_ROUTES } from '../../src/app/publicRoutes';

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

function Where() {
  const location = useLocation();
  return <p data-testid="where">{JSON.stringify({ path: location.pathname, state: location.state })}</p>;
}

/** The public route as the app mounts it, in StrictMode: effects run twice, a link must still be used once. */
function renderLink(token: string) {
  const { Page } = route;
  render(
    <StrictMode>
      <MemoryRouter initialEntries={[`/verify-dealer/${encodeURIComponent(token)}`]}>
        <Routes>
          <Route path={route.path} element={<Page />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </StrictMode>,
  );
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

describe('verify-dealer link (spec 000 §2.2, §7; issue 15)', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("calls dealer/verify without a bearer token, with the link split on &, and shows a bad link's message", async () => {
    fetchMock.mockResolvedValue(json(400, { message: INVITE_MESSAGES.expiredLink }));
    renderLink('anil@sharma.in&expired-challenge');
    expect(await screen.findByText(INVITE_MESSAGES.expiredLink, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/dealer/verify');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'anil@sharma.in', authChallenge: 'expired-challenge' });
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
    expect(auth.signIn).not.toHaveBeenCalled();
  });

  it("a good link signs in with the one-time password, asks for a new password, then opens the dealer's own profile", async () => {
    fetchMock.mockResolvedValue(json(200, { username: 'anil@sharma.in', temporaryPassword: 'Tmp#Pass1234', name: 'Sharma Electronics' }));
    vi.mocked(auth.signIn).mockResolvedValue({ isSignedIn: false, nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' } } as never);
    renderLink('anil@sharma.in&good-challenge');
    const where = await screen.findByTestId('where', {}, { timeout: 5000 });
    expect(JSON.parse(where.textContent!)).toEqual({ path: '/first-login', state: { challenge: 'newPassword', next: '/dashboard/my-profile-dealer' } });
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'anil@sharma.in', password: 'Tmp#Pass1234', options: { authFlowType: 'USER_PASSWORD_AUTH' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
