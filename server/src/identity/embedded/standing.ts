import type { Database } from '../../db/client';
import { ShortCache, type TokenStanding } from '../standing';
import { isUserSessionLive } from './sessions';

/** How long another process may still accept a token after a sign-out, disabling or deletion. */
const SESSION_CHECK_MS = 5_000;

/**
 * The embedded identity's answer to "does this access token still stand": its session (origin_jti) is live and its
 * user is there and enabled. Answers are kept a few seconds; a sign-out in this process forgets them at once.
 */
export class SessionStanding {
  private readonly known = new ShortCache<boolean>(SESSION_CHECK_MS);
  private generation = 0;

  constructor(private readonly db: Database) {}

  readonly check: TokenStanding = async ({ pool, sub, originJti }) => {
    if (!originJti) return false;
    const cached = this.known.get(originJti);
    if (cached !== undefined) return cached;
    const generation = this.generation;
    const live = await isUserSessionLive(this.db, pool, originJti, sub);
    // An answer read before a concurrent sign-out is not kept.
    if (generation === this.generation) this.known.set(originJti, live);
    return live;
  };

  /** Called after sessions are revoked or a user disabled or deleted. */
  forget() {
    this.generation += 1;
    this.known.clear();
  }
}
