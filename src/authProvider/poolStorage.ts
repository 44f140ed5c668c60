export type PoolName = 'staff' | 'technician';

/** Which identity pool signed in last, so a reload reads the session of the right pool. */
export const ACTIVE_POOL_KEY = 'authPool';

export function storedPool(): PoolName {
  return localStorage.getItem(ACTIVE_POOL_KEY) === 'technician' ? 'technician' : 'staff';
}
