import { spawn } from 'node:child_process';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { rotateKeys } from '../src/db/rotateKeys';
import {
  channelPartnerBankDetails as bankAccounts,
  channelPartnerDocuments as kycDocuments,
  identityKeys,
} from '../src/db/schema';
import { missingDataKey } from '../src/platform/secrets';
import {
  AADHAR_NUMBER,
  bankDetails,
  expecting,
  onboardPartner,
  partnerFile,
  startPartnerServer,
  type OnboardedPartner,
} from './channelPartners.helpers';
import { bearer, type TestServer } from './support/testServer';

const KEY_A = randomBytes(32).toString('base64');
const KEY_B = randomBytes(32).toString('base64');
const ACCOUNT_NUMBER = '123456789012';

let server: TestServer;
let partner: OnboardedPartner;
let cheque: Awaited<ReturnType<typeof partnerFile>>;
const others: App[] = [];

beforeAll(async () => {
  server = await startPartnerServer({ DATA_ENCRYPTION_KEY: KEY_A });
  const json = expecting(server);
  partner = await onboardPartner(server, 'sealed@greenfix.in', 'Sealed Fixers');
  cheque = await partnerFile(server, partner.token, partner.id);
  await json(partner.token, 'PATCH', `channel-partner/${partner.id}/bankDetails`, bankDetails(cheque));
  await json(partner.token, 'PATCH', `channel-partner/${partner.id}/document`, {
    docType: 'Aadhar Card',
    docNumber: AADHAR_NUMBER,
    file: await partnerFile(server, partner.token, partner.id),
  });
});
afterAll(async () => {
  for (const app of others) await app.close();
  await server?.close();
});

/** Another server process on the same database, with other keys (a restart after a rotation). */
async function restartedWith(keys: { current: string; old?: string[] }): Promise<App> {
  const config = { ...server.app.ctx.config, dataEncryptionKey: keys.current, oldDataEncryptionKeys: keys.old ?? [] };
  const app = await buildApp({ config, database: server.database, logger: false });
  others.push(app);
  return app;
}

const revealed = async (app: App) => {
  const call = (url: string) =>
    app.inject({
      method: 'GET',
      url: `/api/channel-partner/${partner.id}/${url}`,
      headers: bearer(server.tokens.admin),
    });
  const [aadhar] = await server.database.db.select().from(kycDocuments).where(eq(kycDocuments.ownerId, partner.id));
  return {
    account: (await call('bankDetails/accountNumber')).json(),
    aadhar: (await call(`document/${aadhar.id}/number`)).json(),
  };
};
const storedAccount = async () =>
  (await server.database.db.select().from(bankAccounts).where(eq(bankAccounts.ownerId, partner.id)))[0]
    .accountNumberEncrypted;
const storedKeys = () => server.database.db.select().from(identityKeys);

/** The key id a `v2:` value names: the first 6 bytes of the key's SHA-256, base64url (README "Secrets"). */
const keyId = (key: string) =>
  createHash('sha256').update(Buffer.from(key, 'base64')).digest().subarray(0, 6).toString('base64url');

/** Opens a `v2:<key id>:<iv, tag, body>` value with the key, as someone holding DATA_ENCRYPTION_KEY could. */
function unseal(key: string, sealed: string) {
  const bytes = Buffer.from(sealed.split(':')[2], 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(key, 'base64'), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return JSON.parse(Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8')) as Record<
    string,
    unknown
  >;
}

/** What the first format (`v1:`, no key id) looked like: iv, tag and body under the key. */
function firstFormat(key: string, plaintext: string) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(key, 'base64'), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

describe('a dump of the database', () => {
  it(
    'holds neither the identity signing key nor the data key in clear; ' + 'the signing key is there only sealed',
    async () => {
      const dump = JSON.stringify({
        identityKeys: await storedKeys(),
        platformSecrets: (await server.database.query('SELECT * FROM platform_secrets')) as unknown[],
      });
      expect(dump).not.toMatch(/\\?"d\\?":/);
      expect(dump).not.toContain(KEY_A);

      const [row] = await storedKeys();
      expect(row.sealedPrivateJwk).toMatch(new RegExp(`^v2:${keyId(KEY_A)}:`));
      expect(unseal(KEY_A, row.sealedPrivateJwk!)).toMatchObject({ kid: row.kid, d: expect.any(String) });
    },
  );
});

describe('key rotation: DATA_ENCRYPTION_KEY new, DATA_ENCRYPTION_KEYS_OLD the replaced ones', () => {
  it(
    'a signing key stored in clear by the earlier version ' + 'is sealed at the next start, and its tokens still hold',
    async () => {
      const [row] = await storedKeys();
      const plain = row.privateJwk ?? unseal(KEY_A, row.sealedPrivateJwk!);
      await server.database.db
        .update(identityKeys)
        .set({ privateJwk: plain, sealedPrivateJwk: null })
        .where(eq(identityKeys.kid, row.kid));

      const restarted = await restartedWith({ current: KEY_A });
      const [sealed] = await storedKeys();
      expect(sealed.privateJwk).toBeNull();
      expect(sealed.sealedPrivateJwk).toMatch(/^v2:/);
      expect(
        (await restarted.inject({ method: 'GET', url: '/api/outbox', headers: bearer(server.tokens.admin) }))
          .statusCode,
      ).toBe(200);
    },
  );

  it(
    'after a rotation from key A to key B everything written under A still decrypts (the first format too), ' +
      'new writes use B, and the signing key is re-sealed under B',
    async () => {
      const before = await revealed(server.app);
      expect(before).toEqual({ account: { accountNumber: ACCOUNT_NUMBER }, aadhar: { docNumber: AADHAR_NUMBER } });

      const rotated = await restartedWith({ current: KEY_B, old: [KEY_A] });
      expect(await revealed(rotated)).toEqual(before);
      const [key] = await storedKeys();
      expect(key.sealedPrivateJwk).toMatch(new RegExp(`^v2:${keyId(KEY_B)}:`));
      // Tokens signed before the rotation still hold: the signing key itself did not change.
      expect(
        (await rotated.inject({ method: 'GET', url: '/api/outbox', headers: bearer(server.tokens.admin) })).statusCode,
      ).toBe(200);

      await server.database.db
        .update(bankAccounts)
        .set({ accountNumberEncrypted: firstFormat(KEY_A, '987654321098') })
        .where(eq(bankAccounts.ownerId, partner.id));
      expect((await revealed(rotated)).account).toEqual({ accountNumber: '987654321098' });

      await expecting({ ...server, app: rotated })(
        partner.token,
        'PATCH',
        `channel-partner/${partner.id}/bankDetails`,
        bankDetails(cheque),
      );
      expect(await storedAccount()).toMatch(new RegExp(`^v2:${keyId(KEY_B)}:`));
      expect((await revealed(rotated)).account).toEqual({ accountNumber: ACCOUNT_NUMBER });
    },
  );
});

describe('npm run rotate:keys', () => {
  it(
    're-encrypts under the new key what is still under an old one, ' + 'after which the new key alone reads everything',
    async () => {
      await server.database.db
        .update(bankAccounts)
        .set({ accountNumberEncrypted: firstFormat(KEY_A, ACCOUNT_NUMBER) })
        .where(eq(bankAccounts.ownerId, partner.id));
      const config = { ...server.app.ctx.config, dataEncryptionKey: KEY_B, oldDataEncryptionKeys: [KEY_A] };

      expect((await rotateKeys({ db: server.database.db, config })).reencrypted).toBeGreaterThanOrEqual(2);
      const [document] = await server.database.db
        .select()
        .from(kycDocuments)
        .where(eq(kycDocuments.ownerId, partner.id));
      const [key] = await storedKeys();
      for (const value of [await storedAccount(), document.docNumberEncrypted, key.sealedPrivateJwk])
        expect(value).toMatch(new RegExp(`^v2:${keyId(KEY_B)}:`));
      expect((await rotateKeys({ db: server.database.db, config })).reencrypted).toBe(0);

      const newKeyOnly = await restartedWith({ current: KEY_B });
      expect(await revealed(newKeyOnly)).toEqual({
        account: { accountNumber: ACCOUNT_NUMBER },
        aadhar: { docNumber: AADHAR_NUMBER },
      });
    },
  );

  it(
    'a database begun as a demo (its key generated in platform_secrets) ' +
      'keeps reading under DATA_ENCRYPTION_KEY, and loses the generated key once rotated',
    async () => {
      const demo = await startPartnerServer();
      try {
        const owner = await onboardPartner(demo, 'demo.sealed@greenfix.in', 'Demo Fixers');
        await expecting(demo)(
          owner.token,
          'PATCH',
          `channel-partner/${owner.id}/bankDetails`,
          bankDetails(await partnerFile(demo, owner.token, owner.id)),
        );
        expect(await demo.database.query(`SELECT name FROM platform_secrets`)).toEqual([{ name: 'dataEncryptionKey' }]);

        const config = { ...demo.app.ctx.config, dataEncryptionKey: KEY_B, oldDataEncryptionKeys: [] };
        const production = await buildApp({ config, database: demo.database, logger: false });
        const reveal = () =>
          production.inject({
            method: 'GET',
            url: `/api/channel-partner/${owner.id}/bankDetails/accountNumber`,
            headers: bearer(demo.tokens.admin),
          });
        expect((await reveal()).json()).toEqual({ accountNumber: ACCOUNT_NUMBER });

        expect(await rotateKeys({ db: demo.database.db, config })).toMatchObject({ generatedKeyRemoved: true });
        expect(await demo.database.query('SELECT * FROM platform_secrets')).toEqual([]);
        // The signing key too moved to the new key, so a restart without the generated key still signs.
        expect(await demo.database.query('SELECT sealed_private_jwk FROM identity_keys')).toEqual([
          { sealed_private_jwk: expect.stringMatching(new RegExp(`^v2:${keyId(KEY_B)}:`)) },
        ]);
        expect((await reveal()).json()).toEqual({ accountNumber: ACCOUNT_NUMBER });
        await production.close();
      } finally {
        await demo.close();
      }
    },
  );
});

describe('start-up without DATA_ENCRYPTION_KEY', () => {
  it('is refused outside the demo, allowed for the demo', () => {
    // A gateway named, so the payments' own refusal (paymentsConfig) does not come first.
    const gateway = { PAYMENT_GATEWAY: 'sandbox' };
    expect(missingDataKey(loadConfig({ ...gateway, SEED_DEMO: 'false' }))).toMatch(/^DATA_ENCRYPTION_KEY is not set/);
    expect(missingDataKey(loadConfig({ ...gateway, DATABASE_URL: 'postgres://db/reloop' }))).toMatch(
      /^DATA_ENCRYPTION_KEY is not set/,
    );
    expect(missingDataKey(loadConfig({ ...gateway, SEED_DEMO: 'false', DATA_ENCRYPTION_KEY: KEY_A }))).toBeUndefined();
    expect(missingDataKey(loadConfig({ SEED_DEMO: 'true' }))).toBeUndefined();
  });

  it(
    'the server process outside the demo exits at once with a message saying what to set',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reloop-nokey-'));
      const root = path.resolve(import.meta.dirname, '../..');
      const { DATA_ENCRYPTION_KEY: _unset, ...env } = process.env;
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/src/main.ts')], {
        cwd: root,
        env: {
          ...env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          SEED_DEMO: 'false',
          PAYMENT_GATEWAY: 'sandbox',
          WEB_DIST: '/nonexistent',
          LOG_FORMAT: 'json',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      // It either exits or, wrongly, gets as far as listening: then it is stopped and the test fails below.
      const ended = new Promise<number | null>((resolve) => {
        child.on('exit', resolve);
        const read = (chunk: Buffer) => {
          output += String(chunk);
          if (output.includes('ready at')) child.kill();
        };
        child.stdout.on('data', read);
        child.stderr.on('data', read);
      });
      const code = await ended;
      fs.rmSync(dataDir, { recursive: true, force: true });
      expect(output).toContain('DATA_ENCRYPTION_KEY is not set');
      expect(code).toBe(1);
    },
  );
});
