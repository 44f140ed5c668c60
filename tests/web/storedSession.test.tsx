import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RedirectIfSignedIn } from '../../src/app/RedirectIfSignedIn';
import { RequireSession } from '../../src/app/RequireSession';
import { ROLES } from '../../domain/roles';

// Amplify is downloaded only to refresh tokens or end the session: the fake proves when it was asked.
const fetchAuthSession = vi.fn();
vi.mock('aws-amplify/auth', () => ({
  fetchAuthSession: (...args: unknown[]) => fetchAuthSession(...args),
  signOut: vi.fn(),
}));
vi.mock('aws-amplify', () => ({ Amplify: { configure: vi.fn() } }));

import { createAuthProvider } from '../../src/authProvider/authProvider';
import { accessToken } from '../../src/authProvider/session';
import { storedSession } from '../../src/authProvider/storedSession';
import { setRuntimeConfig } from '../../src/config/runtimeConfig';
import { storeSession } from './support/storedTokens';

const pool = (clientId: string) => ({ userPoolId: 'ap-south-1_x', userPoolClientId: clientId });
function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/login"
          element={
            <RedirectIfSignedIn>
              <p>Login page</p>
            </RedirectIfSignedIn>
          }
        />
        <Route path="/first-login" element={<p>First login page</p>} />
        <Route
          path="/dashboard/*"
          element={
            <RequireSession>
              <p>Console</p>
            </RequireSession>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe('stored session (read without Amplify)', () => {
  beforeEach(() => setRuntimeConfig({ auth: { staff: pool('staff-client'), technician: pool('tech-client') } }));

  it('reads the claims of the pool that signed in last', () => {
    expect(storedSession()).toBeUndefined();
    storeSession('tech-client', { sub: 'u1', 'cognito:groups': ['Technician'] });
    expect(storedSession()).toBeUndefined();
    localStorage.setItem('authPool', 'technician');
    expect(storedSession()?.claims['cognito:groups']).toEqual(['Technician']);
  });

  it('sends a visitor without a session to /login and remembers the path', () => {
    renderAt('/dashboard/masters/product?page=2');
    expect(screen.getByText('Login page')).toBeInTheDocument();
    expect(localStorage.getItem('redirectPath')).toBe('/dashboard/masters/product?page=2');
  });

  it('sends a signed-in user from /login to /dashboard', () => {
    storeSession('staff-client', { sub: 'u1', 'custom:first_login': 'false' });
    renderAt('/login');
    expect(screen.getByText('Console')).toBeInTheDocument();
  });

  it("gives react-admin the role from the stored tokens, without waiting for Amplify's session lookup", async () => {
    storeSession('staff-client', { sub: 'u1', 'cognito:groups': [ROLES.admin] });
    const authProvider = createAuthProvider((() => Promise.reject(new Error('no call expected'))) as never);
    expect(await authProvider.getPermissions!({})).toBe(ROLES.admin);
  });

  it('signs out on 401 only: a 403 refuses one record and keeps the session', async () => {
    const authProvider = createAuthProvider((() => Promise.reject(new Error('no call expected'))) as never);
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
  });

  it(
    'calls the API with the stored access token while it is fresh, ' +
      'and asks Amplify to refresh one about to expire',
    async () => {
      fetchAuthSession.mockReset();
      storeSession('staff-client', { sub: 'u1' }, 3600);
      expect(await accessToken()).toMatch(/^h\./);
      expect(fetchAuthSession).not.toHaveBeenCalled();

      storeSession('staff-client', { sub: 'u1' }, 30);
      fetchAuthSession.mockResolvedValue({
        tokens: { accessToken: { toString: () => 'refreshed' }, idToken: { payload: { sub: 'u1' } } },
      });
      expect(await accessToken()).toBe('refreshed');
      expect(fetchAuthSession).toHaveBeenCalledWith({ forceRefresh: false });
    },
  );

  it('keeps a first-login user out of the console', () => {
    storeSession('staff-client', { sub: 'u1', 'custom:first_login': 'true' });
    renderAt('/dashboard');
    expect(screen.getByText('First login page')).toBeInTheDocument();
  });
});
