import type { AuthProvider } from 'ra-core';
import type { Role } from '../../../domain/roles';

/** A signed-in user of one role, as react-admin's auth provider reports it. */
export const authAs = (role: Role): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => role,
});
