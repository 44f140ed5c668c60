import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { IdentityError } from './errors';

const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$key`, base64url parts: the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

// Unknown users are checked against this so a wrong username costs as much time as a wrong password.
let decoy: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const hash = stored ?? (await (decoy ??= hashPassword('decoy-password')));
  const [scheme, N, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(N), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected) && stored != null;
}

/**
 * Amazon Cognito's default policy: 8+ characters with a lower-case letter, an upper-case letter, a digit and a symbol.
 */
export function assertPasswordPolicy(password: string) {
  const failures: string[] = [];
  if (password.length < 8) failures.push('Password not long enough');
  if (!/[a-z]/.test(password)) failures.push('Password must have lowercase characters');
  if (!/[A-Z]/.test(password)) failures.push('Password must have uppercase characters');
  if (!/[0-9]/.test(password)) failures.push('Password must have numeric characters');
  if (!/[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/.test(password)) failures.push('Password must have symbol characters');
  if (password.length > 256 || /^\s|\s$/.test(password)) failures.push('Password has invalid characters');
  if (failures.length > 0)
    throw new IdentityError('InvalidPasswordException', `Password did not conform with policy: ${failures[0]}`);
}
