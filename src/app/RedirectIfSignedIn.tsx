import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { DASHBOARD_PATH } from '../authProvider/redirectPath';
import { useSessionCheck } from './useSessionCheck';

/** Sign-in pages send a signed-in user to /dashboard; first login stays until it is done. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const state = useSessionCheck();
  if (state === 'signedIn') return <Navigate to={DASHBOARD_PATH} replace />;
  return children;
}
