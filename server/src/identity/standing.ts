import type { IdentityAdmin, IdentityUser } from './admin';
import type { PoolSettings } from './pools';

/** Who a verified access token speaks for. */
export interface AccessTokenClaims {
  pool: PoolSettings;
  sub: string;
  username: string;
  originJti?: string;
}

/** Whether a verified access token still stands: its user exists and is enabled, and its session was not signed out. */
export type TokenStanding = (claims: AccessTokenClaims) => Promise<boolean>;

/** A map whose entries live `ttlMs`, at most `capacity` of them (the oldest go first). */
export class ShortCache<T> {
  private readonly entries = new Map<string, { value: T; until: number }>();
  constructor(
    private readonly ttlMs: number,
    private readonly capacity = 10_000,
  ) {}

  get(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.until > Date.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: T) {
    if (this.entries.size >= this.capacity) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }

  clear() {
    this.entries.clear();
  }
}

const COGNITO_USER_CHECK_MS = 60_000;

/**
 * With Amazon Cognito: the token's user, read through the admin interface at most once a minute, must exist, be
 * enabled and still have the token's sub. Signed-out sessions are Cognito's to refuse; no local table knows them.
 */
export function cognitoUserStanding(admin: IdentityAdmin): TokenStanding {
  const users = new ShortCache<IdentityUser | null>(COGNITO_USER_CHECK_MS);
  return async ({ pool, sub, username }) => {
    const key = `${pool.name}/${username}`;
    let user = users.get(key);
    if (user === undefined) {
      user = await admin.getUser(pool.name, username);
      users.set(key, user);
    }
    return !!user && user.enabled && user.sub === sub;
  };
}
