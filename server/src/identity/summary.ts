import type { UserSummary } from '../../../domain/users';
import type { IdentityUser } from './admin';

/** A user of a pool as the API lists it (GET users, a channel partner's sign-in). */
export function userSummary(user: IdentityUser): UserSummary {
  return {
    id: user.sub,
    username: user.username,
    pool: user.pool,
    email: user.attributes.email ?? null,
    name: user.attributes.name ?? null,
    status: user.status,
    enabled: user.enabled,
    groups: user.groups,
    attributes: user.attributes,
    createdAt: user.createdAt?.toISOString() ?? null,
  };
}
