import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { rememberPath } from '../authProvider/redirectPath';
import { useSessionCheck } from './useSessionCheck';

/**
 * Guards /dashboard before the console is even downloaded: a visitor without a stored session goes
 * to /login and the path is remembered for after sign-in. The console's checkAuth
 * then verifies the tokens themselves.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const state = useSessionCheck();
  if (state === 'signedOut') {
    rememberPath(location.pathname + location.search);
    return <Navigate to="/login" replace />;
  }
  if (state === 'firstLogin') return <Navigate to="/first-login" replace />;
  return children;
}
