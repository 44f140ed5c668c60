import { randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Database } from '../db/client';
import { identityKeys } from '../db/schema';
import type { DataCipher } from '../platform/secrets';

export interface SigningKey {
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
   * Seals keys stored in clear by an earlier version, and re-seals keys sealed under a rotated-out data key. Each row is
   * one conditional UPDATE, so processes starting together seal it once.
   */
  async sealStoredKeys(cipher: DataCipher): Promise<void> {
    for (const row of await this.db.select().from(identityKeys)) {
      if (row.privateJwk) {
        const sealed = cipher.encrypt(JSON.stringify(row.privateJwk));
        await this.db
          .update(identityKeys)
          .set({ sealedPrivateJwk: sealed, privateJwk: null })
          .where(and(eq(identityKeys.kid, row.kid), isNotNull(identityKeys.privateJwk)));
      } else if (row.sealedPrivateJwk && !cipher.isCurrent(row.sealedPrivateJwk)) {
        const resealed = cipher.encrypt(cipher.decrypt(row.sealedPrivateJwk));
        await this.db
          .update(identityKeys)
          .set({ sealedPrivateJwk: resealed })
          .where(and(eq(identityKeys.kid, row.kid), eq(identityKeys.sealedPrivateJwk, row.sealedPrivateJwk)));
      }
    }
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
    if (header.kid && !this.publicJwks().keys.some((k) => k.kid === header.kid) && Date.now() - this.loadedAt > 5000) await this.load();
    return this.localSet!(header, token);
  };
}
