import { ROLES } from '../../../domain/roles';
import type { AuthUser } from '../../src/platform/auth';

/** The sign-in a rule test hands callerFor: a role's user of its identity pool, `rules-<name>` its subject. */
export const signedIn = (role: AuthUser['role'], name: string, username = `rules.${name}@example.in`): AuthUser => ({
  sub: `rules-${name}`,
  username,
  pool: role === ROLES.technician ? 'technician' : 'staff',
  groups: role ? [role] : [],
  role,
});
