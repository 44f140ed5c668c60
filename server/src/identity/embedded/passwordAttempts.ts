import type { Database } from '../../db/client';
import { MESSAGES, notAuthorized } from '../errors';
import { verifyPassword } from '../passwords';
import type { PoolSettings } from '../pools';
import { addressSubject, clearCount, countOne, isThrottled, type ThrottleKey, userSubject } from './throttle';

export interface PasswordAttempt {
  pool: PoolSettings;
  /** As typed: unknown usernames are counted too, so a lock says nothing about whether the account exists. */
  username: string;
  /** The client's address (request.ip). */
  address: string;
}

/**
 * Checks a password under the lock-out rules: refused outright ('Password attempts exceeded') while the account or the
 * client address is locked, even when right; a wrong one counts against both; a right one clears the account's count.
 */
export async function passwordAttemptSucceeds(
  db: Database,
  attempt: PasswordAttempt,
  password: string,
  storedHash: string | null | undefined,
): Promise<boolean> {
  const account: ThrottleKey = ['passwordFailuresPerAccount', userSubject(attempt.pool, attempt.username)];
  const address: ThrottleKey = ['passwordFailuresPerAddress', addressSubject(attempt.address)];
  if (await isThrottled(db, [account, address])) throw notAuthorized(MESSAGES.passwordAttemptsExceeded);
  if (await verifyPassword(password, storedHash)) {
    await clearCount(db, account);
    return true;
  }
  await countOne(db, account);
  await countOne(db, address);
  return false;
}
