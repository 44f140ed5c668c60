import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeSession } from './support/storedTokens';

vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: vi.fn(),
  confirmSignIn: vi.fn(),
  updatePassword: vi.fn(async () => undefined),
  updateUserAttributes: vi.fn(async () => ({})),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));

const auth = await import('aws-amplify/auth');
const { completeSignIn } = await import('../../src/authProvider/signInOutcome');
const { default: FirstLoginPage } = await import('../../src/app/account/FirstLoginPage');
const { setRuntimeConfig } = await import('../../src/config/runtimeConfig');

const session = (firstLogin: string) => ({
  tokens: { idToken: { payload: { sub: 'u1', 'custom:first_login': firstLogin } }, accessToken: {} },
});

/** A signed-in staff user whose first-login flag is still true, as Amplify stores it. */
function storeFirstLoginSession() {
  setRuntimeConfig({
    auth: {
      staff: { userPoolId: 'ap-south-1_x', userPoolClientId: 'staff-client' },
      technician: { userPoolId: 'ap-south-1_y', userPoolClientId: 'tech-client' },
    },
  });
  storeSession('staff-client', { sub: 'u1', 'custom:first_login': 'true' });
}

function renderFirstLogin(state?: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/first-login', state }]}>
      <Routes>
        <Route path="/first-login" element={<FirstLoginPage />} />
        <Route path="/login" element={<p>Login page</p>} />
        <Route path="/dashboard" element={<p>Console</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('first login', () => {
  beforeEach(() => vi.clearAllMocks());

  it('clears local storage but the identity session when the first-login attribute is true', async () => {
    vi.mocked(auth.fetchAuthSession).mockResolvedValue(session('true') as never);
    localStorage.setItem('settings', '{}');
    localStorage.setItem('redirectPath', '/dashboard/payments');
    localStorage.setItem('CognitoIdentityServiceProvider.client.LastAuthUser', 'u1');
    expect(await completeSignIn()).toEqual({ step: 'firstLogin' });
    expect(Object.keys(localStorage)).toEqual(['CognitoIdentityServiceProvider.client.LastAuthUser']);
  });

  it('lets a normal sign-in through untouched', async () => {
    vi.mocked(auth.fetchAuthSession).mockResolvedValue(session('false') as never);
    localStorage.setItem('redirectPath', '/dashboard/payments');
    expect(await completeSignIn()).toEqual({ step: 'done' });
    expect(localStorage.getItem('redirectPath')).toBe('/dashboard/payments');
  });

  it('changes the password, sets the flag to false and opens the dashboard', async () => {
    vi.mocked(auth.fetchAuthSession).mockResolvedValue(session('false') as never);
    storeFirstLoginSession();
    renderFirstLogin();
    fill('Current Password', 'Generated#123');
    fill('New Password', 'Better@12345');
    fill('Confirm Password', 'Better@12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Console')).toBeInTheDocument();
    expect(auth.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Generated#123', newPassword: 'Better@12345' });
    expect(auth.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { 'custom:first_login': 'false' } });
    expect(auth.fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: true });
  });

  it('answers a new-password challenge with confirmSignIn', async () => {
    vi.mocked(auth.confirmSignIn).mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } } as never);
    vi.mocked(auth.fetchAuthSession).mockResolvedValue(session('false') as never);
    renderFirstLogin({ challenge: 'newPassword' });
    expect(screen.queryByLabelText('Current Password')).not.toBeInTheDocument();
    fill('New Password', 'Better@12345');
    fill('Confirm Password', 'Other@12345');
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    fill('Confirm Password', 'Better@12345');
    await waitFor(() => expect(screen.queryByText('Passwords must match')).not.toBeInTheDocument());
    fireEvent.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByText('Console')).toBeInTheDocument();
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'Better@12345' });
    expect(auth.updatePassword).not.toHaveBeenCalled();
  });

  it('sends a visitor with neither a session nor a sign-in in progress to the login page', () => {
    localStorage.clear();
    renderFirstLogin();
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Password' })).not.toBeInTheDocument();
  });
});
