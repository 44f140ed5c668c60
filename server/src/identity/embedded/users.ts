import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { identityUsers, type IdentityUserStatus } from '../../db/schema';
import type { IdentityUser } from '../admin';
import { IdentityError, MESSAGES } from '../errors';
import type { PoolName, PoolSettings } from '../pools';

export type UserRow = typeof identityUsers.$inferSelect;

/**
 * Technicians sign in with `+91` and ten digits (the ten digits alone are accepted); staff e-mail usernames ignore
 * case.
 */
export function canonicalUsername(pool: Pick<PoolSettings, 'name'>, raw: string): string {
  const value = raw.trim();
  if (pool.name === 'technician') return /^\d{10}$/.test(value) ? `+91${value}` : value;
  return value.toLowerCase();
}

export function findUser(db: Database, pool: PoolSettings, username: string): Promise<UserRow | undefined> {
  const where = and(
    eq(identityUsers.poolId, pool.userPoolId),
    eq(identityUsers.username, canonicalUsername(pool, username)),
  );
  return db
    .select()
    .from(identityUsers)
    .where(where)
    .limit(1)
    .then((rows) => rows[0]);
}

/** The user a flow acts on: unknown users and disabled users stop it as Cognito stops them. */
export async function requireUser(db: Database, pool: PoolSettings, username: string): Promise<UserRow> {
  const user = await findUser(db, pool, username);
  if (!user) throw new IdentityError('UserNotFoundException', MESSAGES.userNotFound);
  if (!user.enabled) throw new IdentityError('NotAuthorizedException', MESSAGES.disabled);
  return user;
}

interface NewUser {
  username: string;
  passwordHash: string | null;
  status: IdentityUserStatus;
  attributes?: Record<string, string>;
  groups?: string[];
}

export async function insertUser(db: Database, pool: PoolSettings, input: NewUser): Promise<UserRow> {
  const sub = randomUUID();
  const [row] = await db
    .insert(identityUsers)
    .values({
      poolId: pool.userPoolId,
      username: canonicalUsername(pool, input.username),
      sub,
      passwordHash: input.passwordHash,
      status: input.status,
      attributes: { ...input.attributes, sub },
      groups: input.groups ?? [],
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new IdentityError('UsernameExistsException', MESSAGES.userExists);
  return row;
}

export async function updateUser(
  db: Database,
  pool: PoolSettings,
  username: string,
  changes: Partial<Pick<UserRow, 'passwordHash' | 'status' | 'enabled' | 'attributes' | 'groups'>>,
): Promise<void> {
  const rows = await db
    .update(identityUsers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(
      and(eq(identityUsers.poolId, pool.userPoolId), eq(identityUsers.username, canonicalUsername(pool, username))),
    )
    .returning({ username: identityUsers.username });
  if (rows.length === 0) throw new IdentityError('UserNotFoundException', MESSAGES.userNotFound);
}

/** Merges attributes in one statement so concurrent updates of different attributes both survive. */
export async function mergeAttributes(
  db: Database,
  pool: PoolSettings,
  username: string,
  attributes: Record<string, string>,
): Promise<void> {
  const rows = await db
    .update(identityUsers)
    .set({
      attributes: sql`${identityUsers.attributes} || ${JSON.stringify(attributes)}::jsonb`,
      updatedAt: sql`now()`,
    })
    .where(
      and(eq(identityUsers.poolId, pool.userPoolId), eq(identityUsers.username, canonicalUsername(pool, username))),
    )
    .returning({ username: identityUsers.username });
  if (rows.length === 0) throw new IdentityError('UserNotFoundException', MESSAGES.userNotFound);
}

export function toIdentityUser(row: UserRow, pool: PoolName): IdentityUser {
  return {
    pool,
    username: row.username,
    sub: row.sub,
    enabled: row.enabled,
    status: row.status,
    attributes: { ...row.attributes, sub: row.sub },
    groups: row.groups,
    createdAt: row.createdAt,
  };
}
