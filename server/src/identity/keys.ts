import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
} from 'jose';
import type { Database } from '../db/client';
import { identityKeys } from '../db/schema';
import type { DataCipher } from '../platform/secrets';

interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/**
 * The embedded identity's RS256 keys, kept in the database so every process and restart signs alike. The private key
 * is stored sealed with the data cipher (DATA_ENCRYPTION_KEY, outside the database), so a dump or backup cannot sign.
 */
export class KeyStore {
  private signing?: SigningKey;
  private jwks?: JSONWebKeySet;
  private loadedAt = 0;
  private localSet?: JWTVerifyGetKey;

  constructor(
    private readonly db: Database,
    private readonly cipher: () => Promise<DataCipher>,
  ) {}

  async load(): Promise<void> {
    const cipher = await this.cipher();
    await this.sealStoredKeys(cipher);
    let rows = await this.db.select().from(identityKeys).orderBy(desc(identityKeys.createdAt));
    if (rows.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      const kid = randomUUID();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
      const sealedPrivateJwk = cipher.encrypt(JSON.stringify({ ...(await exportJWK(privateKey)), kid, alg: 'RS256' }));
      await this.db.insert(identityKeys).values({ kid, sealedPrivateJwk, publicJwk }).onConflictDoNothing();
      rows = await this.db.select().from(identityKeys).orderBy(desc(identityKeys.createdAt));
    }
    const newest = rows[0];
    const privateJwk = JSON.parse(cipher.decrypt(newest.sealedPrivateJwk!)) as JWK;
    this.signing = { kid: newest.kid, privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey };
    this.jwks = { keys: rows.map((r) => r.publicJwk as JWK) };
    this.localSet = createLocalJWKSet(this.jwks);
    this.loadedAt = Date.now();
  }

  /**
   * Seals keys stored in clear by an earlier version, and re-seals keys sealed under a rotated-out data key; answers
   * how many it changed. Each row is one conditional UPDATE, so processes starting together seal it once.
   */
  async sealStoredKeys(cipher: DataCipher): Promise<number> {
    let changed = 0;
    for (const row of await this.db.select().from(identityKeys)) {
      const plain = row.privateJwk
        ? JSON.stringify(row.privateJwk)
        : row.sealedPrivateJwk && !cipher.isCurrent(row.sealedPrivateJwk)
          ? cipher.decrypt(row.sealedPrivateJwk)
          : undefined;
      if (plain === undefined) continue;
      const unchanged = row.privateJwk
        ? isNotNull(identityKeys.privateJwk)
        : eq(identityKeys.sealedPrivateJwk, row.sealedPrivateJwk!);
      const updated = await this.db
        .update(identityKeys)
        .set({ sealedPrivateJwk: cipher.encrypt(plain), privateJwk: null })
        .where(and(eq(identityKeys.kid, row.kid), unchanged))
        .returning({ kid: identityKeys.kid });
      changed += updated.length;
    }
    return changed;
  }

  signingKey(): SigningKey {
    if (!this.signing) throw new Error('KeyStore.load() has not run');
    return this.signing;
  }

  publicJwks(): JSONWebKeySet {
    if (!this.jwks) throw new Error('KeyStore.load() has not run');
    return this.jwks;
  }

  /**
   * jose key resolver over the stored public keys. A token signed with a key this process has not seen (another
   * process created one at the same first start) triggers one reload from the database.
   */
  readonly verificationKey: JWTVerifyGetKey = async (header, token) => {
    if (header.kid && !this.publicJwks().keys.some((k) => k.kid === header.kid) && Date.now() - this.loadedAt > 5000)
      await this.load();
    return this.localSet!(header, token);
  };
}
