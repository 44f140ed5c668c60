import type { PoolName } from './pools';

export interface IdentityUser {
  pool: PoolName;
  username: string;
  sub: string;
  enabled: boolean;
  status: string;
  attributes: Record<string, string>;
  groups: string[];
  createdAt?: Date;
}

/**
 * A password checked under the sign-in lock-out: `locked` whatever the password while the account or address is locked.
 */
export type PasswordCheck = 'right' | 'wrong' | 'locked';

/** Look-up by any of these (all given must match). */
export interface IdentityUserQuery {
  email?: string;
  sub?: string;
  username?: string;
}

export interface CreateIdentityUser {
  pool: PoolName;
  username: string;
  attributes?: Record<string, string>;
  groups?: string[];
  /** A temporary password forces NEW_PASSWORD_REQUIRED at first sign-in. */
  temporaryPassword?: string;
  /** A permanent password: the user is confirmed and signs in straight away. */
  password?: string;
}

/**
 * The identity operations the server performs on behalf of admins (invite a partner, create a technician, revoke).
 * Two implementations: the embedded identity, and Amazon Cognito through the AWS SDK.
 */
export interface IdentityAdmin {
  createUser(input: CreateIdentityUser): Promise<IdentityUser>;
  getUser(pool: PoolName, username: string): Promise<IdentityUser | null>;
  /** Users of both pools matching the query. */
  findUsers(query: IdentityUserQuery): Promise<IdentityUser[]>;
  /**
   * Whether the password is the user's current one (wrong for unknown or disabled users), counted in the same lock-out
   * as sign-in: per account and per client `address`.
   */
  checkPassword(pool: PoolName, username: string, password: string, address: string): Promise<PasswordCheck>;
  addUserToGroup(pool: PoolName, username: string, group: string): Promise<void>;
  removeUserFromGroup(pool: PoolName, username: string, group: string): Promise<void>;
  updateAttributes(pool: PoolName, username: string, attributes: Record<string, string>): Promise<void>;
  setPassword(pool: PoolName, username: string, password: string, permanent: boolean): Promise<void>;
  disableUser(pool: PoolName, username: string): Promise<void>;
  enableUser(pool: PoolName, username: string): Promise<void>;
  deleteUser(pool: PoolName, username: string): Promise<void>;
  /** Ends every session of the user (refresh tokens stop working). */
  signOutEverywhere(pool: PoolName, username: string): Promise<void>;
}
