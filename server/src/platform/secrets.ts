import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { rowOf, rowsOf } from './db';

/**
 * AES-256-GCM for the values stored encrypted (Aadhar and bank account numbers, the identity's signing key).
 * Keys form a ring: DATA_ENCRYPTION_KEY encrypts, it and DATA_ENCRYPTION_KEYS_OLD decrypt. A ciphertext names its key
 * (`v2:<key id>:<iv, tag, body>`, the id derived from the key), so a rotated key still reads what it wrote.
 * Only the demo runs without DATA_ENCRYPTION_KEY: a key is then generated once per database in platform_secrets
 * (every process inserts its candidate with ON CONFLICT DO NOTHING and reads the one that won). Values of the first
 * format (`v1:`, no key id) are tried against every key of the ring, that generated key included.
 */

const GENERATED_KEY_NAME = 'dataEncryptionKey';
const VERSION = 'v2';
const IV_BYTES = 12;
const TAG_BYTES = 16;

const MISSING_KEY_MESSAGE =
  'DATA_ENCRYPTION_KEY is not set: outside the demo (SEED_DEMO off) the server does not start without it. ' +
  'Set it to the base64 of 32 random bytes (openssl rand -base64 32) and keep it outside the database.';

export interface DataCipher {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
  /** True when the value is encrypted with the current key (nothing to re-encrypt after a rotation). */
  isCurrent(ciphertext: string): boolean;
}

interface RingKey {
  id: string;
  key: Buffer;
}

type KeySettings = Pick<Config, 'dataEncryptionKey' | 'oldDataEncryptionKeys'>;

/**
 * Why this configuration may not start, or undefined: outside the demo the data key must come from outside the
 * database.
 */
export function missingDataKey(config: Pick<Config, 'seedDemo' | 'dataEncryptionKey'>): string | undefined {
  return config.seedDemo || config.dataEncryptionKey ? undefined : MISSING_KEY_MESSAGE;
}

// The keys of a database never change while a process runs, so each process keeps its cipher (per key settings).
const ciphers = new WeakMap<Database, Map<string, Promise<DataCipher>>>();

/** The cipher of this database (the keys are read once per process). */
export function dataCipher(ctx: { db: Database; config: KeySettings }): Promise<DataCipher> {
  const ofDatabase = ciphers.get(ctx.db) ?? new Map<string, Promise<DataCipher>>();
  ciphers.set(ctx.db, ofDatabase);
  const settings = [ctx.config.dataEncryptionKey ?? '', ...ctx.config.oldDataEncryptionKeys].join(',');
  let cipher = ofDatabase.get(settings);
  if (!cipher) {
    cipher = keyRing(ctx.db, ctx.config).then(([current, ...others]) => cipherWithKeys(current, others));
    cipher.catch(() => ofDatabase.delete(settings));
    ofDatabase.set(settings, cipher);
  }
  return cipher;
}

/** The current key first, then the older ones: the configured old keys and a database's generated key, if any. */
async function keyRing(db: Database, config: KeySettings): Promise<Buffer[]> {
  const old = config.oldDataEncryptionKeys.map((key, i) => parseKey(key, `DATA_ENCRYPTION_KEYS_OLD (key ${i + 1})`));
  if (!config.dataEncryptionKey) return [await generatedKey(db), ...old];
  // A database that began as a demo keeps its generated key for reading until its values are re-encrypted.
  const generated = await readGeneratedKey(db);
  return [parseKey(config.dataEncryptionKey, 'DATA_ENCRYPTION_KEY'), ...old, ...(generated ? [generated] : [])];
}

async function generatedKey(db: Database): Promise<Buffer> {
  await db.execute(
    sql`INSERT INTO platform_secrets (name, value) VALUES (${GENERATED_KEY_NAME}, ${randomBytes(32).toString('base64')})
        ON CONFLICT (name) DO NOTHING`,
  );
  return (await readGeneratedKey(db))!;
}

const readGeneratedKeyRow = z.object({ value: z.string() });

async function readGeneratedKey(db: Database): Promise<Buffer | undefined> {
  const stored = await rowOf(
    db,
    readGeneratedKeyRow,
    sql`SELECT value FROM platform_secrets WHERE name = ${GENERATED_KEY_NAME}`,
  );
  return stored && parseKey(stored.value, 'platform_secrets.dataEncryptionKey');
}

const forgetGeneratedKeyRow = z.object({ name: z.string() });

/** Removes a demo database's generated key once DATA_ENCRYPTION_KEY re-encrypted everything (npm run rotate:keys). */
export async function forgetGeneratedKey(db: Database): Promise<boolean> {
  return (
    (
      await rowsOf(
        db,
        forgetGeneratedKeyRow,
        sql`DELETE FROM platform_secrets WHERE name = ${GENERATED_KEY_NAME} RETURNING name`,
      )
    ).length > 0
  );
}

function parseKey(base64: string, source: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${source} must be the base64 of 32 bytes`);
  return key;
}

/** A short public name of a key (the first bytes of its SHA-256): says which key a value needs, tells nothing of it. */
const keyId = (key: Buffer) => createHash('sha256').update(key).digest().subarray(0, 6).toString('base64url');

/** A cipher encrypting with `current` and decrypting with it or any of `older`. */
function cipherWithKeys(current: Buffer, older: Buffer[] = []): DataCipher {
  const ring: RingKey[] = [current, ...older].map((key) => ({ id: keyId(key), key }));
  const byId = new Map(ring.map((k) => [k.id, k.key]));
  const currentId = ring[0].id;
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${currentId}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(ciphertext) {
      const parts = ciphertext.split(':');
      if (parts[0] === VERSION && parts.length === 3) {
        const key = byId.get(parts[1]);
        if (!key)
          throw new Error(`No key with id ${parts[1]}: add the key it was encrypted with to DATA_ENCRYPTION_KEYS_OLD`);
        return open(key, parts[2]);
      }
      if (parts[0] === 'v1' && parts.length === 2) return openWithAny(ring, parts[1]);
      throw new Error('Unknown ciphertext format');
    },
    isCurrent: (ciphertext) => ciphertext.startsWith(`${VERSION}:${currentId}:`),
  };
}

function open(key: Buffer, payload: string): string {
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

// The first format named no key: the authentication tag tells which key of the ring is the one.
function openWithAny(ring: RingKey[], payload: string): string {
  for (const { key } of ring) {
    try {
      return open(key, payload);
    } catch {
      // not this key
    }
  }
  throw new Error('No key of DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_KEYS_OLD decrypts this value');
}
