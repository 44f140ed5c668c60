import { Amplify } from 'aws-amplify';
import { getRuntimeConfig } from '../config/runtimeConfig';
import { ACTIVE_POOL_KEY, type PoolName } from './poolStorage';

export { storedPool } from './poolStorage';

/** Points Amplify at one of the two pools (staff: e-mail + password; technician: mobile + code). */
export function configureAuthPool(pool: PoolName) {
  const { userPoolId, userPoolClientId, userPoolEndpoint } = getRuntimeConfig().auth[pool];
  Amplify.configure({
    Auth: { Cognito: { userPoolId, userPoolClientId, ...(userPoolEndpoint ? { userPoolEndpoint } : {}) } },
  });
}

/** Before a sign-in: points Amplify at the pool and remembers it, so a reload reads that pool's session. */
export function activateAuthPool(pool: PoolName) {
  configureAuthPool(pool);
  localStorage.setItem(ACTIVE_POOL_KEY, pool);
}
