import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityCodes, identityUsers } from '../../db/schema';
import type { CreateIdentityUser, IdentityAdmin, IdentityUser, IdentityUserQuery, PasswordCheck } from '../admin';
import { IdentityError, MESSAGES, invalidParameter } from '../errors';
import { assertPasswordPolicy, hashPassword } from '../passwords';
import type { PoolName, PoolSettings } from '../pools';
import { passwordAttemptSucceeds } from './passwordAttempts';
import { revokeAllSessions } from './sessions';
import type { SessionStanding } from './standing';
import { canonicalUsername, findUser, insertUser, mergeAttributes, toIdentityUser, updateUser } from './users';

/** The admin operations on the embedded pools (identity_* tables), with Amazon Cognito's rules. */
export class EmbeddedIdentityAdmin implements IdentityAdmin {
  constructor(
    private readonly db: Database,
    private readonly pools: Record<PoolName, PoolSettings>,
    private readonly standing: SessionStanding,
  ) {}

  async createUser(input: CreateIdentityUser): Promise<IdentityUser> {
    const pool = this.pools[input.pool];
    const password = input.password ?? input.temporaryPassword;
    if (password !== undefined) assertPasswordPolicy(password);
    const row = await insertUser(this.db, pool, {
      username: input.username,
      passwordHash: password === undefined ? null : await hashPassword(password),
      // A user created without any password signs in only by one-time code, so it is confirmed.
      status:
        input.temporaryPassword !== undefined && input.password === undefined ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED',
      attributes: withoutSub(input.attributes),
      groups: [...new Set(input.groups ?? [])],
    });
    return toIdentityUser(row, input.pool);
  }

  async getUser(pool: PoolName, username: string): Promise<IdentityUser | null> {
    const row = await findUser(this.db, this.pools[pool], username);
    return row ? toIdentityUser(row, pool) : null;
  }

  async findUsers(query: IdentityUserQuery): Promise<IdentityUser[]> {
    const conditions = [];
    if (query.sub) {
      if (!/^[0-9a-f-]{36}$/i.test(query.sub)) return [];
      conditions.push(eq(identityUsers.sub, query.sub));
    }
    if (query.email)
      conditions.push(sql`lower(${identityUsers.attributes}->>'email') = ${query.email.trim().toLowerCase()}`);
    if (query.username) conditions.push(sql`lower(${identityUsers.username}) = ${query.username.trim().toLowerCase()}`);
    if (conditions.length === 0) return [];
    const byPoolId = new Map(Object.values(this.pools).map((p) => [p.userPoolId, p.name]));
    const rows = await this.db
      .select()
      .from(identityUsers)
      .where(and(inArray(identityUsers.poolId, [...byPoolId.keys()]), ...conditions))
      .orderBy(identityUsers.createdAt);
    return rows.map((row) => toIdentityUser(row, byPoolId.get(row.poolId)!));
  }

  async checkPassword(pool: PoolName, username: string, password: string, address: string): Promise<PasswordCheck> {
    const row = await findUser(this.db, this.pools[pool], username);
    try {
      const matches = await passwordAttemptSucceeds(
        this.db,
        { pool: this.pools[pool], username, address },
        password,
        row?.passwordHash,
      );
      return matches && row?.enabled ? 'right' : 'wrong';
    } catch (error) {
      if (error instanceof IdentityError && error.message === MESSAGES.passwordAttemptsExceeded) return 'locked';
      throw error;
    }
  }

  async addUserToGroup(pool: PoolName, username: string, group: string): Promise<void> {
    const settings = this.pools[pool];
    const rows = await this.db
      .update(identityUsers)
      .set({
        groups: sql`array_append(array_remove(${identityUsers.groups}, ${group}), ${group})`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(identityUsers.poolId, settings.userPoolId),
          eq(identityUsers.username, canonicalUsername(settings, username)),
        ),
      )
      .returning({ username: identityUsers.username });
    if (rows.length === 0) throw new IdentityError('UserNotFoundException', MESSAGES.userNotFound);
  }

  async removeUserFromGroup(pool: PoolName, username: string, group: string): Promise<void> {
    const settings = this.pools[pool];
    const rows = await this.db
      .update(identityUsers)
      .set({ groups: sql`array_remove(${identityUsers.groups}, ${group})`, updatedAt: sql`now()` })
      .where(
        and(
          eq(identityUsers.poolId, settings.userPoolId),
          eq(identityUsers.username, canonicalUsername(settings, username)),
        ),
      )
      .returning({ username: identityUsers.username });
    if (rows.length === 0) throw new IdentityError('UserNotFoundException', MESSAGES.userNotFound);
  }

  async updateAttributes(pool: PoolName, username: string, attributes: Record<string, string>): Promise<void> {
    if ('sub' in attributes) throw invalidParameter('Cannot modify the non-mutable attribute sub');
    await mergeAttributes(this.db, this.pools[pool], username, attributes);
  }

  async setPassword(pool: PoolName, username: string, password: string, permanent: boolean): Promise<void> {
    assertPasswordPolicy(password);
    await updateUser(this.db, this.pools[pool], username, {
      passwordHash: await hashPassword(password),
      status: permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
    });
    // A password set by an admin replaces the old one everywhere: sessions opened with the old one end.
    await this.signOutEverywhere(pool, username);
  }

  async disableUser(pool: PoolName, username: string): Promise<void> {
    await updateUser(this.db, this.pools[pool], username, { enabled: false });
    // Cognito ends the sessions of a disabled user; its refresh tokens stop working.
    await revokeAllSessions(this.db, this.pools[pool], canonicalUsername(this.pools[pool], username));
    this.standing.forget();
  }

  async enableUser(pool: PoolName, username: string): Promise<void> {
    await updateUser(this.db, this.pools[pool], username, { enabled: true });
  }

  async deleteUser(pool: PoolName, username: string): Promise<void> {
    const settings = this.pools[pool];
    const name = canonicalUsername(settings, username);
    await revokeAllSessions(this.db, settings, name);
    await this.db
      .delete(identityCodes)
      .where(and(eq(identityCodes.poolId, settings.userPoolId), eq(identityCodes.username, name)));
    await this.db
      .delete(identityUsers)
      .where(and(eq(identityUsers.poolId, settings.userPoolId), eq(identityUsers.username, name)));
    this.standing.forget();
  }

  async signOutEverywhere(pool: PoolName, username: string): Promise<void> {
    await revokeAllSessions(this.db, this.pools[pool], canonicalUsername(this.pools[pool], username));
    this.standing.forget();
  }
}

function withoutSub(attributes: Record<string, string> = {}) {
  const { sub: _ignored, ...rest } = attributes;
  return rest;
}
