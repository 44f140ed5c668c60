import { randomUUID } from 'node:crypto';
import { desc } from 'drizzle-orm';
import { createLocalJWKSet, exportJWK, generateKeyPair, importJWK, type JWK, type JSONWebKeySet, type JWTVerifyGetKey } from 'jose';
import type { Database } from '../db/client';
import { identityKeys } from '../db/schema';

export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
}

/** The embedded identity's RS256 keys, kept in the database so every process and restart signs alike. */
export class KeyStore {
  private signing?: SigningKey;
  private jwks?: JSONWebKeySet;
  private loadedAt = 0;
  private localSet?: JWTVerifyGetKey;

  constructor(private readonly db: Database) {}

  async load(): Promise<void> {
    let rows = await this.db.select().from(identityKeys).orderBy(desc(identityKeys.createdAt));
    if (rows.length === 0) {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      const kid = randomUUID();
      const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
      const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
      await this.db.insert(identityKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
      rows = await this.db.select().from(identityKeys).orderBy(desc(identityKeys.createdAt));
    }
    const newest = rows[0];
    this.signing = { kid: newest.kid, privateKey: (await importJWK(newest.privateJwk as JWK, 'RS256')) as CryptoKey };
    this.jwks = { keys: rows.map((r) => r.publicJwk as JWK) };
    this.localSet = createLocalJWKSet(this.jwks);
    this.loadedAt = Date.now();
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
