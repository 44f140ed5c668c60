import type { Config } from '../config';
import { KeyStore } from '../identity/keys';
import { reencryptNumbers } from '../modules/profileSections/reencrypt';
import { dataCipher, forgetGeneratedKey } from '../platform/secrets';
import type { Database } from './client';

interface Rotation {
  /** Stored values (numbers, the signing key) moved to the current key. */
  reencrypted: number;
  /** True when the demo's generated key was removed from platform_secrets (DATA_ENCRYPTION_KEY now encrypts). */
  generatedKeyRemoved: boolean;
}

/**
 * Completes a key rotation (README "Secrets"): every value still under an older key is re-encrypted under
 * DATA_ENCRYPTION_KEY, after which the old keys, and a demo database's generated key, are no longer needed.
 */
export async function rotateKeys(ctx: { db: Database; config: Config }): Promise<Rotation> {
  const cipher = await dataCipher(ctx);
  const reencrypted =
    (await reencryptNumbers(ctx.db, cipher)) + (await new KeyStore(ctx.db, async () => cipher).sealStoredKeys(cipher));
  const generatedKeyRemoved = ctx.config.dataEncryptionKey ? await forgetGeneratedKey(ctx.db) : false;
  return { reencrypted, generatedKeyRemoved };
}
