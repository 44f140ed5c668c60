/** The protected path an unauthenticated visit asked for; the user returns there after sign-in. */
const KEY = 'redirectPath';
export const DASHBOARD_PATH = '/dashboard';

export function rememberPath(path: string) {
  if (path.startsWith(DASHBOARD_PATH)) localStorage.setItem(KEY, path);
}

export function takeRememberedPath(): string {
  const path = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  return path && path.startsWith(DASHBOARD_PATH) ? path : DASHBOARD_PATH;
}
