import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_SECONDS } from '../../../../domain/constants';
import type { Database } from '../../db/client';
import { identityCodes, type IdentityCodePurpose } from '../../db/schema';
import { IdentityError, MESSAGES, limitExceeded, notAuthorized } from '../errors';
import type { PoolSettings } from '../pools';
import { sha256 } from './sessions';

/**
 * Pending codes and challenge sessions, one per user and purpose, kept only as hashes in identity_codes.
 * Every check and change is one conditional statement so any number of processes can serve the same user.
 */

const codeHash = (pool: PoolSettings, username: string, purpose: IdentityCodePurpose, code: string) =>
  sha256(`${pool.userPoolId}\n${username}\n${purpose}\n${code}`);

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const newSession = () => randomBytes(48).toString('base64url');

const rowKey = (pool: PoolSettings, username: string, purpose: IdentityCodePurpose) =>
  and(
    eq(identityCodes.poolId, pool.userPoolId),
    eq(identityCodes.username, username),
    eq(identityCodes.purpose, purpose),
  );

interface IssueOptions {
  validitySeconds: number;
  /** Refuse a new code while the last one is younger than OTP_RESEND_SECONDS (LimitExceededException). */
  throttle: boolean;
}

/** Replaces the user's pending code of this purpose; answers the code (to send) and the challenge session. */
export async function issueCode(
  db: Database,
  pool: PoolSettings,
  username: string,
  purpose: IdentityCodePurpose,
  options: IssueOptions,
) {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const session = newSession();
  const values = {
    codeHash: codeHash(pool, username, purpose, code),
    session: sha256(session),
    attempts: 0,
    sentAt: sql`now()`,
    expiresAt: sql`now() + make_interval(secs => ${options.validitySeconds})`,
  };
  const rows = await db
    .insert(identityCodes)
    .values({ poolId: pool.userPoolId, username, purpose, ...values })
    .onConflictDoUpdate({
      target: [identityCodes.poolId, identityCodes.username, identityCodes.purpose],
      set: values,
      ...(options.throttle && {
        setWhere: sql`${identityCodes.sentAt} <= now() - make_interval(secs => ${OTP_RESEND_SECONDS})`,
      }),
    })
    .returning({ username: identityCodes.username });
  if (rows.length === 0) throw limitExceeded(await secondsUntilResend(db, pool, username, purpose));
  return { code, session };
}

/** How long until the pending code of this purpose may be sent again (OTP_RESEND_SECONDS after the last send). */
async function secondsUntilResend(
  db: Database,
  pool: PoolSettings,
  username: string,
  purpose: IdentityCodePurpose,
): Promise<number> {
  const [row] = await db
    .select({
      seconds: sql<number>`extract(epoch from ${identityCodes.sentAt} + make_interval(secs => ${OTP_RESEND_SECONDS}) -
          now())::float8`,
    })
    .from(identityCodes)
    .where(rowKey(pool, username, purpose))
    .limit(1);
  return row?.seconds ?? OTP_RESEND_SECONDS;
}

async function pending(db: Database, pool: PoolSettings, username: string, purpose: IdentityCodePurpose) {
  const [row] = await db
    .select({
      codeHash: identityCodes.codeHash,
      session: identityCodes.session,
      attempts: identityCodes.attempts,
      expired: sql<boolean>`${identityCodes.expiresAt} <= now()`,
    })
    .from(identityCodes)
    .where(rowKey(pool, username, purpose))
    .limit(1);
  return row;
}

/** Ends the attempt but keeps the send time, so the resend wait still applies. */
async function spend(db: Database, pool: PoolSettings, username: string, purpose: IdentityCodePurpose) {
  await db
    .update(identityCodes)
    .set({ codeHash: '', session: null, expiresAt: sql`now()` })
    .where(rowKey(pool, username, purpose));
}

/** Consumes the code once: of two concurrent right answers only one wins. */
async function consume(db: Database, pool: PoolSettings, username: string, purpose: IdentityCodePurpose, hash: string) {
  const rows = await db
    .delete(identityCodes)
    .where(and(rowKey(pool, username, purpose), eq(identityCodes.codeHash, hash)))
    .returning({ username: identityCodes.username });
  return rows.length > 0;
}

type ChallengeOutcome = { ok: true } | { ok: false; session: string };

/**
 * CUSTOM_CHALLENGE answer: right -> ok; wrong -> a fresh session for the same code, until the third wrong answer,
 * which ends the attempt (NotAuthorizedException). The session must be the latest one handed out.
 */
export async function answerChallenge(
  db: Database,
  pool: PoolSettings,
  username: string,
  session: string,
  answer: string,
): Promise<ChallengeOutcome> {
  const purpose = 'signIn';
  const row = await pending(db, pool, username, purpose);
  if (!row || !row.session || !row.codeHash || !sameHash(row.session, sha256(session)))
    throw notAuthorized(MESSAGES.invalidSession);
  if (row.expired) {
    await spend(db, pool, username, purpose);
    throw notAuthorized(MESSAGES.expiredSession);
  }
  const hash = codeHash(pool, username, purpose, answer.trim());
  if (sameHash(row.codeHash, hash)) {
    if (await consume(db, pool, username, purpose, hash)) return { ok: true };
    throw notAuthorized(MESSAGES.invalidSession);
  }
  const next = newSession();
  const [updated] = await db
    .update(identityCodes)
    .set({ attempts: sql`${identityCodes.attempts} + 1`, session: sha256(next) })
    .where(and(rowKey(pool, username, purpose), eq(identityCodes.session, row.session)))
    .returning({ attempts: identityCodes.attempts });
  if (!updated) throw notAuthorized(MESSAGES.invalidSession);
  if (updated.attempts >= OTP_MAX_ATTEMPTS) {
    await spend(db, pool, username, purpose);
    throw notAuthorized(MESSAGES.incorrectCredentials);
  }
  return { ok: false, session: next };
}

/** A confirmation code (sign-up, password reset): CodeMismatchException when wrong, ExpiredCodeException when spent. */
export async function confirmCode(
  db: Database,
  pool: PoolSettings,
  username: string,
  purpose: IdentityCodePurpose,
  code: string,
): Promise<void> {
  const row = await pending(db, pool, username, purpose);
  if (!row) throw new IdentityError('CodeMismatchException', MESSAGES.codeMismatch);
  if (row.expired || !row.codeHash) throw new IdentityError('ExpiredCodeException', MESSAGES.codeExpired);
  const hash = codeHash(pool, username, purpose, code.trim());
  if (sameHash(row.codeHash, hash)) {
    if (await consume(db, pool, username, purpose, hash)) return;
    throw new IdentityError('ExpiredCodeException', MESSAGES.codeExpired);
  }
  const [updated] = await db
    .update(identityCodes)
    .set({ attempts: sql`${identityCodes.attempts} + 1` })
    .where(rowKey(pool, username, purpose))
    .returning({ attempts: identityCodes.attempts });
  if (updated && updated.attempts >= OTP_MAX_ATTEMPTS) await spend(db, pool, username, purpose);
  throw new IdentityError('CodeMismatchException', MESSAGES.codeMismatch);
}

/** A challenge session (NEW_PASSWORD_REQUIRED): valid once, until it expires. */
export async function consumeSession(
  db: Database,
  pool: PoolSettings,
  username: string,
  purpose: IdentityCodePurpose,
  session: string,
): Promise<void> {
  const row = await pending(db, pool, username, purpose);
  if (!row || !row.session || !sameHash(row.session, sha256(session))) throw notAuthorized(MESSAGES.invalidSession);
  if (row.expired) throw notAuthorized(MESSAGES.expiredSession);
  if (!(await consume(db, pool, username, purpose, row.codeHash))) throw notAuthorized(MESSAGES.invalidSession);
}
