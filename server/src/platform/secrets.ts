import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';

/**
 * AES-256-GCM for the few values stored encrypted (Aadhar and bank account numbers).
 * The key is DATA_ENCRYPTION_KEY (base64 of 32 bytes) or, without it, one generated once per database in
 * platform_secrets: every process inserts its candidate with ON CONFLICT DO NOTHING and then reads the one that won.
 */

const KEY_NAME = 'dataEncryptionKey';
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface DataCipher {
  encrypt(plaintext: string): string;
  decrypt(ciphertext: string): string;
}

// The key of a database never changes once chosen, so each process may keep it.
const ciphers = new WeakMap<Database, Promise<DataCipher>>();

/** The cipher of this database (the key is read once per process). */
export function dataCipher(ctx: { db: Database; config: Pick<Config, 'dataEncryptionKey'> }): Promise<DataCipher> {
  let cipher = ciphers.get(ctx.db);
  if (!cipher) {
    cipher = loadKey(ctx.db, ctx.config.dataEncryptionKey).then(cipherWithKey);
    cipher.catch(() => ciphers.delete(ctx.db));
    ciphers.set(ctx.db, cipher);
  }
  return cipher;
}

async function loadKey(db: Database, configured: string | undefined): Promise<Buffer> {
  if (configured) return parseKey(configured, 'DATA_ENCRYPTION_KEY');
  await db.execute(sql`INSERT INTO platform_secrets (name, value) VALUES (${KEY_NAME}, ${randomBytes(32).toString('base64')}) ON CONFLICT (name) DO NOTHING`);
  const result = (await db.execute(sql`SELECT value FROM platform_secrets WHERE name = ${KEY_NAME}`)) as unknown as { rows: { value: string }[] };
  return parseKey(result.rows[0].value, 'platform_secrets.dataEncryptionKey');
}

function parseKey(base64: string, source: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new Error(`${source} must be the base64 of 32 bytes`);
  return key;
}

export function cipherWithKey(key: Buffer): DataCipher {
  return {
    encrypt(plaintext) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
    },
    decrypt(ciphertext) {
      const [version, payload] = ciphertext.split(':');
      if (version !== VERSION || !payload) throw new Error('Unknown ciphertext format');
      const bytes = Buffer.from(payload, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}
