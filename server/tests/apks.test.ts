import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APK_MESSAGES, type ApkBuild } from '../../domain/apks/constants';
import { bearer, startTestServer, type TestServer } from './support/testServer';
import { tinyApk, zipOf } from './support/androidPackage';
import { multipartBody, SAMPLE_PDF } from './support/uploads';

let server: TestServer;
let apk: Buffer;

beforeAll(async () => {
  server = await startTestServer({ APK_SIZE_LIMIT_MB: '1' });
  apk = await tinyApk();
});
afterAll(() => server?.close());

const upload = async (
  token: string | undefined,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer },
) => {
  const { body, contentType } = multipartBody(
    fields,
    file ? [{ ...file, contentType: 'application/vnd.android.package-archive' }] : [],
  );
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/master/s3files/apk',
    payload: body,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
  });
  return { status: response.statusCode, body: response.json() };
};
const list = async (token: string) =>
  (
    await server.app.inject({ method: 'GET', url: '/api/master/s3files/apklist', headers: bearer(token) })
  ).json() as ApkBuild[];
const builds = () =>
  server.database.query<{ n: number }>('SELECT count(*)::int AS n FROM apk_builds').then(([row]) => Number(row.n));

describe('mobile app builds', () => {
  it('an admin uploads an Android package; every role lists and downloads it', async () => {
    const uploaded = await upload(
      server.tokens.admin,
      { appName: 'Technician app', version: '1.4.0' },
      { name: 'technician-release.apk', bytes: apk },
    );
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect(uploaded.body.key).toMatch(/^apks\/reloop-technician-app-1\.4\.0-[0-9a-f]{8}\.apk$/);
    for (const role of ['dealer', 'technician', 'channelPartner', 'customerCare', 'admin'] as const) {
      const [build] = await list(server.tokens[role]);
      expect(build).toMatchObject({
        appName: 'Technician app',
        version: '1.4.0',
        size: apk.length,
        key: uploaded.body.key,
        uploadedBy: expect.any(String),
      });
      const file = await server.app.inject({
        method: 'GET',
        url: `/api/master/s3files/download/${encodeURIComponent(build.key)}`,
        headers: bearer(server.tokens[role]),
      });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/vnd.android.package-archive');
      expect(file.rawPayload.equals(apk)).toBe(true);
    }
    const again = await upload(
      server.tokens.admin,
      { appName: 'Technician app', version: '1.4.0' },
      { name: 'technician-release.apk', bytes: apk },
    );
    expect(again).toMatchObject({ status: 409, body: { errors: { version: APK_MESSAGES.duplicate } } });
  });

  it('refuses anything that is not an Android package, by content, and stores nothing', async () => {
    const before = await builds();
    const notApk = { status: 400, body: { errors: { file: APK_MESSAGES.notApk } } };
    const fields = { appName: 'Customer app', version: '2.0.1' };
    expect(await upload(server.tokens.admin, fields, { name: 'customer.apk', bytes: SAMPLE_PDF })).toMatchObject(
      notApk,
    );
    expect(
      await upload(server.tokens.admin, fields, { name: 'customer.apk', bytes: await zipOf({ 'classes.dex': 'dex' }) }),
    ).toMatchObject(notApk);
    expect(
      await upload(server.tokens.admin, fields, {
        name: 'customer.apk',
        bytes: await zipOf({ 'AndroidManifest.xml': '<manifest/>' }),
      }),
    ).toMatchObject(notApk);
    expect(
      await upload(server.tokens.admin, fields, { name: 'customer.apk', bytes: apk.subarray(0, apk.length - 30) }),
    ).toMatchObject(notApk);
    expect(await upload(server.tokens.admin, fields)).toMatchObject({
      status: 400,
      body: { errors: { file: APK_MESSAGES.fileRequired } },
    });
    expect(
      await upload(server.tokens.admin, { appName: 'Admin app', version: '2.0' }, { name: 'a.apk', bytes: apk }),
    ).toMatchObject({
      status: 400,
      body: { errors: { appName: APK_MESSAGES.appNameInvalid } },
    });
    expect(
      await upload(server.tokens.admin, { appName: 'Customer app', version: 'latest' }, { name: 'a.apk', bytes: apk }),
    ).toMatchObject({
      status: 400,
      body: { errors: { version: APK_MESSAGES.versionInvalid } },
    });
    const big = await zipOf({
      'AndroidManifest.xml': '<manifest/>',
      'classes.dex': 'dex',
      'assets/big.bin': randomBytes(1024 * 1024 + 10),
    });
    expect(await upload(server.tokens.admin, fields, { name: 'customer.apk', bytes: big })).toMatchObject({
      status: 413,
      body: { errors: { file: APK_MESSAGES.tooLarge(1) } },
    });
    expect(await builds()).toBe(before);
  });

  it('lets only admins upload', async () => {
    for (const role of ['dealer', 'technician', 'channelPartner', 'customerCare'] as const) {
      expect(
        (await upload(server.tokens[role], { appName: 'Customer app', version: '3.0' }, { name: 'c.apk', bytes: apk }))
          .status,
      ).toBe(403);
    }
    expect(
      (await upload(undefined, { appName: 'Customer app', version: '3.0' }, { name: 'c.apk', bytes: apk })).status,
    ).toBe(401);
    expect(await list(server.tokens.dealer)).toHaveLength(1);
  });
});
