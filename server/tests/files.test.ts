import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MESSAGES } from '../../domain/files';
import { ROLES } from '../../domain/roles';
import { channelPartners, dealers, storedFiles } from '../src/db/schema';
import { createFileStore, detectFileType } from '../src/platform/files';
import { SAMPLE_JPEG, SAMPLE_PDF, SAMPLE_PNG, uploadTestDocuments, uploadTestFile } from './support/uploads';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let filesDir: string;
const ids = { partnerA: '', partnerB: '', dealer: '' };
const tokens = { partnerA: '', partnerB: '', dealer: '' };

const TEXT_AS_PDF = Buffer.from('just some notes, not a document\n');
// The first bytes of a Windows executable ('MZ' header), then padding.
const EXE_AS_PDF = Buffer.concat([
  Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000', 'hex'),
  Buffer.alloc(200),
]);

beforeAll(async () => {
  server = await startTestServer();
  filesDir = server.app.ctx.config.files.dir;
  const { db } = server.database;
  const staff = async (email: string, role: string) => {
    await server.app.ctx.identity.createUser({
      pool: 'staff',
      username: email,
      password: 'Start@1234',
      groups: [role],
      attributes: { email },
    });
    return server.signIn('staff', email, 'Start@1234');
  };
  const partner = async (name: string, email: string) => {
    const [row] = await db
      .insert(channelPartners)
      .values({ name, primaryEmail: email, status: 'Active' })
      .returning({ id: channelPartners.id });
    return row.id;
  };
  ids.partnerA = await partner('GreenFix Services', 'greenfix@reloop.test');
  ids.partnerB = await partner('Eco Recyclers', 'eco@reloop.test');
  const [dealer] = await db
    .insert(dealers)
    .values({ name: 'Sharma Electronics', email: 'sharma@reloop.test' })
    .returning({ id: dealers.id });
  ids.dealer = dealer.id;
  tokens.partnerA = await staff('greenfix@reloop.test', ROLES.channelPartner);
  tokens.partnerB = await staff('eco@reloop.test', ROLES.channelPartner);
  tokens.dealer = await staff('sharma@reloop.test', ROLES.dealer);
});
afterAll(async () => {
  await server?.close();
});

/** Every file under the store's directory, as keys. */
async function filesOnDisk(): Promise<string[]> {
  const entries = await readdir(filesDir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(filesDir, path.join(entry.parentPath, entry.name)));
}

const rowsOf = (entityId: string) =>
  server.database.db.select().from(storedFiles).where(eq(storedFiles.entityId, entityId));
const download = (key: string, token?: string) =>
  server.app.inject({
    method: 'GET',
    url: `/api/master/s3files/download/${encodeURIComponent(key)}`,
    headers: token ? bearer(token) : {},
  });

describe('POST master/s3files/upload', () => {
  it('stores a PDF uploaded by an admin under a generated key and records it', async () => {
    const { status, body } = await uploadTestFile(server, server.tokens.admin, {
      id: ids.partnerA,
      entityType: 'channelPartner',
      name: 'aadhar.pdf',
    });
    expect(status).toBe(201);
    expect(body).toEqual({
      name: 'aadhar.pdf',
      type: 'application/pdf',
      key: expect.stringMatching(new RegExp(`^channelPartner/${ids.partnerA}/[0-9a-f-]{36}\\.pdf$`)),
      size: SAMPLE_PDF.length,
    });
    expect(await rowsOf(ids.partnerA)).toContainEqual(
      expect.objectContaining({
        key: body.key,
        entityType: 'channelPartner',
        name: 'aadhar.pdf',
        mimeType: 'application/pdf',
        size: SAMPLE_PDF.length,
      }),
    );
    expect(await filesOnDisk()).toContain(body.key);
  });

  it('lets a channel partner upload a PNG for itself', async () => {
    const { status, body } = await uploadTestFile(server, tokens.partnerA, {
      id: ids.partnerA,
      entityType: 'channelPartner',
      name: 'photo.png',
      bytes: SAMPLE_PNG,
      contentType: 'image/png',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      name: 'photo.png',
      type: 'image/png',
      key: expect.stringMatching(/\.png$/),
      size: SAMPLE_PNG.length,
    });
  });

  it('types a file by its content: a .jpg that is really a PDF is stored as a PDF', async () => {
    const { status, body } = await uploadTestFile(server, tokens.partnerA, {
      id: ids.partnerA,
      entityType: 'channelPartner',
      name: 'cheque.jpg',
      contentType: 'image/jpeg',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ name: 'cheque.jpg', type: 'application/pdf', key: expect.stringMatching(/\.pdf$/) });
  });

  it.each([
    ['a text file', TEXT_AS_PDF],
    ['a program', EXE_AS_PDF],
  ])('refuses %s renamed .pdf and stores nothing', async (_, bytes) => {
    const rowsBefore = await rowsOf(ids.partnerA);
    const diskBefore = await filesOnDisk();
    const { status, body } = await uploadTestFile(server, tokens.partnerA, {
      id: ids.partnerA,
      entityType: 'channelPartner',
      name: 'pan.pdf',
      bytes,
    });
    expect(status).toBe(400);
    expect(body).toEqual({ message: FILE_MESSAGES.unsupported, errors: { file: FILE_MESSAGES.unsupported } });
    expect(await rowsOf(ids.partnerA)).toEqual(rowsBefore);
    expect(await filesOnDisk()).toEqual(diskBefore);
  });

  it('refuses a file over the size limit with 413 and the limit in the message', async () => {
    const limitMb = server.app.ctx.config.files.sizeLimitMb;
    const tooLarge = Buffer.concat([SAMPLE_PDF, Buffer.alloc(limitMb * 1024 * 1024)]);
    const diskBefore = await filesOnDisk();
    const { status, body } = await uploadTestFile(server, server.tokens.admin, {
      id: ids.partnerA,
      entityType: 'channelPartner',
      bytes: tooLarge,
    });
    expect(status).toBe(413);
    expect(body).toEqual({
      message: FILE_MESSAGES.tooLarge(limitMb),
      errors: { file: FILE_MESSAGES.tooLarge(limitMb) },
    });
    expect(await filesOnDisk()).toEqual(diskBefore);
  });

  it('validates the fields: a missing id or an unknown entity type is a 400 with field errors', async () => {
    const noId = await uploadTestFile(server, server.tokens.admin, { id: '', entityType: 'channelPartner' });
    expect(noId).toMatchObject({ status: 400, body: { message: 'Id is required', errors: { id: 'Id is required' } } });
    const badType = await uploadTestFile(server, server.tokens.admin, { id: ids.partnerA, entityType: 'spaceship' });
    expect(badType).toMatchObject({
      status: 400,
      body: { errors: { entityType: expect.stringContaining('Entity type must be one of') } },
    });
  });

  it(
    'refuses files for a request or pick-up request that does ' +
      'not exist (an id sent as `undefined`), storing nothing',
    async () => {
      const diskBefore = await filesOnDisk();
      const request = await uploadTestFile(server, server.tokens.admin, { id: 'undefined', entityType: 'request' });
      expect(request).toMatchObject({
        status: 400,
        body: { message: 'Request not found', errors: { id: 'Request not found' } },
      });
      const pickUp = await uploadTestDocuments(
        server,
        server.tokens.admin,
        { id: 'undefined', entityType: 'pickUpRequest' },
        [{ name: 'a.pdf', bytes: SAMPLE_PDF, contentType: 'application/pdf' }],
      );
      expect(pickUp).toMatchObject({ status: 400, body: { errors: { id: 'Pick-up request not found' } } });
      expect(await rowsOf('undefined')).toEqual([]);
      expect(await filesOnDisk()).toEqual(diskBefore);
    },
  );

  it('refuses a partner uploading for another partner, and other roles uploading for a partner', async () => {
    const target = { id: ids.partnerB, entityType: 'channelPartner' } as const;
    expect((await uploadTestFile(server, tokens.partnerA, target)).status).toBe(403);
    expect((await uploadTestFile(server, tokens.dealer, target)).status).toBe(403);
    expect((await uploadTestFile(server, server.tokens.technician, target)).status).toBe(403);
    expect((await uploadTestFile(server, server.tokens.customerCare, target)).status).toBe(403);
    expect(await rowsOf(ids.partnerB)).toEqual([]);
  });

  it('keeps product and brand images to admins', async () => {
    const image = { id: 'PID101', entityType: 'product', name: 'ac.png', bytes: SAMPLE_PNG } as const;
    expect((await uploadTestFile(server, tokens.partnerA, image)).status).toBe(403);
    expect((await uploadTestFile(server, tokens.dealer, { ...image, entityType: 'brand' })).status).toBe(403);
  });

  it('answers 401 without a token', async () => {
    expect((await uploadTestFile(server, undefined, { id: ids.partnerA, entityType: 'channelPartner' })).status).toBe(
      401,
    );
  });
});

describe('POST master/s3files/upload/documents', () => {
  it('stores several files and answers one item with its key each', async () => {
    const { status, body } = await uploadTestDocuments(
      server,
      tokens.partnerB,
      { id: ids.partnerB, entityType: 'channelPartner' },
      [
        { name: 'gst.pdf', bytes: SAMPLE_PDF },
        { name: 'shop.jpg', bytes: SAMPLE_JPEG },
      ],
    );
    expect(status).toBe(201);
    expect(body).toEqual([
      {
        name: 'gst.pdf',
        type: 'application/pdf',
        key: expect.stringMatching(new RegExp(`^channelPartner/${ids.partnerB}/.+\\.pdf$`)),
        size: SAMPLE_PDF.length,
      },
      { name: 'shop.jpg', type: 'image/jpeg', key: expect.stringMatching(/\.jpg$/), size: SAMPLE_JPEG.length },
    ]);
    expect(await rowsOf(ids.partnerB)).toHaveLength(2);
  });

  it('stores nothing when one of the files is bad', async () => {
    const rowsBefore = await rowsOf(ids.partnerB);
    const diskBefore = await filesOnDisk();
    const { status, body } = await uploadTestDocuments(
      server,
      tokens.partnerB,
      { id: ids.partnerB, entityType: 'channelPartner' },
      [
        { name: 'good.pdf', bytes: SAMPLE_PDF },
        { name: 'bad.pdf', bytes: TEXT_AS_PDF },
      ],
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: FILE_MESSAGES.unsupported, errors: { file: FILE_MESSAGES.unsupported } });
    expect(await rowsOf(ids.partnerB)).toEqual(rowsBefore);
    expect(await filesOnDisk()).toEqual(diskBefore);
  });

  it('refuses a request without any file', async () => {
    const { status, body } = await uploadTestDocuments(
      server,
      tokens.partnerB,
      { id: ids.partnerB, entityType: 'channelPartner' },
      [],
    );
    expect(status).toBe(400);
    expect(body).toEqual({ message: FILE_MESSAGES.required, errors: { file: FILE_MESSAGES.required } });
  });
});

describe('GET master/s3files/download/{key}', () => {
  let partnerFile: string;
  beforeAll(async () => {
    partnerFile = (
      await uploadTestFile(server, tokens.partnerA, {
        id: ids.partnerA,
        entityType: 'channelPartner',
        name: 'Aadhar card.png',
        bytes: SAMPLE_PNG,
      })
    ).body.key;
  });

  it('gives the owner the same bytes with their type, shown inline under their name', async () => {
    const response = await download(partnerFile, tokens.partnerA);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Aadhar card.png"; filename*=UTF-8''Aadhar%20card.png`,
    );
    expect(response.rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });

  it('gives an admin any file', async () => {
    const response = await download(partnerFile, server.tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });

  it("refuses another partner's and a dealer's reading of a partner's file", async () => {
    expect((await download(partnerFile, tokens.partnerB)).statusCode).toBe(403);
    expect((await download(partnerFile, tokens.dealer)).statusCode).toBe(403);
  });

  it('answers 404 for an unknown key and for a key that tries to leave the store', async () => {
    for (const key of [`channelPartner/${ids.partnerA}/unknown.pdf`, '../../etc/passwd']) {
      const response = await download(key, server.tokens.admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: FILE_MESSAGES.notFound });
    }
  });

  it('answers 401 without a token', async () => {
    expect((await download(partnerFile)).statusCode).toBe(401);
  });

  it('lets every signed-in user read a product image', async () => {
    const { status, body } = await uploadTestFile(server, server.tokens.admin, {
      id: 'PID101',
      entityType: 'product',
      name: 'ac.jpg',
      bytes: SAMPLE_JPEG,
    });
    expect(status).toBe(201);
    const response = await download(body.key, tokens.dealer);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect(response.rawPayload.equals(SAMPLE_JPEG)).toBe(true);
  });
});

describe('master images', () => {
  it('a brand keeps the uploaded logo {name, type, key} and every signed-in user can show it', async () => {
    const upload = await uploadTestFile(server, server.tokens.admin, {
      id: 'new',
      entityType: 'brand',
      name: 'voltas.png',
      bytes: SAMPLE_PNG,
    });
    expect(upload.status).toBe(201);
    const logo = { name: upload.body.name, type: upload.body.type, key: upload.body.key };
    const created = await server.app.inject({
      method: 'POST',
      url: '/api/master/brand',
      headers: bearer(server.tokens.admin),
      payload: { name: 'Voltas', status: 'Publish', logo },
    });
    expect(created.statusCode).toBe(201);
    const read = await server.app.inject({
      method: 'GET',
      url: `/api/master/brand/getById/${created.json().id}`,
      headers: bearer(tokens.partnerA),
    });
    expect(read.json().logo).toEqual(logo);
    const image = await download(read.json().logo.key, server.tokens.technician);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(SAMPLE_PNG)).toBe(true);
  });
});

describe('GET master/s3files/apklist', () => {
  it('lists the Android app files placed under apks/ and serves them', async () => {
    expect(
      (
        await server.app.inject({ method: 'GET', url: '/api/master/s3files/apklist', headers: bearer(tokens.dealer) })
      ).json(),
    ).toEqual([]);
    await mkdir(path.join(filesDir, 'apks'), { recursive: true });
    await writeFile(path.join(filesDir, 'apks', 'reloop-technician-1.4.0.apk'), 'PK apk bytes');
    const response = await server.app.inject({
      method: 'GET',
      url: '/api/master/s3files/apklist',
      headers: bearer(tokens.dealer),
    });
    expect(response.json()).toEqual([{ name: 'reloop-technician-1.4.0.apk', key: 'apks/reloop-technician-1.4.0.apk' }]);
    const apk = await download('apks/reloop-technician-1.4.0.apk', tokens.dealer);
    expect(apk.statusCode).toBe(200);
    expect(apk.body).toBe('PK apk bytes');
  });
});

describe('file store and content check', () => {
  it('refuses keys that would leave the store directory', async () => {
    const store = createFileStore({ dir: filesDir, sizeLimitMb: 5 });
    await expect(store.put('../outside.pdf', SAMPLE_PDF, 'application/pdf')).rejects.toThrow(/Unsafe file key/);
    await expect(store.get('a/../../outside.pdf')).rejects.toThrow(/Unsafe file key/);
    expect(await store.get('channelPartner/none.pdf')).toBeNull();
  });

  it('types files by magic bytes and ignores what is not a stored type', async () => {
    expect(await detectFileType(SAMPLE_PDF)).toBe('application/pdf');
    expect(await detectFileType(SAMPLE_PNG)).toBe('image/png');
    expect(await detectFileType(SAMPLE_JPEG)).toBe('image/jpeg');
    expect(await detectFileType(TEXT_AS_PDF)).toBeUndefined();
    expect(await detectFileType(EXE_AS_PDF)).toBeUndefined();
  });
});

/** The smallest S3 endpoint the store needs (path-style PUT, GET, DELETE, ListObjectsV2), holding objects in memory. */
function fakeS3Endpoint(): Promise<{ url: string; objects: Map<string, Buffer>; server: Server }> {
  const objects = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url!, 'http://s3');
      const key = decodeURIComponent(url.pathname.replace(/^\/bucket\//, ''));
      if (request.method === 'PUT') objects.set(key, Buffer.concat(chunks));
      else if (request.method === 'DELETE') objects.delete(key);
      else if (url.searchParams.get('list-type') === '2') {
        const keys = [...objects.keys()].filter((name) => name.startsWith(url.searchParams.get('prefix') ?? ''));
        response.setHeader('content-type', 'application/xml');
        return response.end(
          '<ListBucketResult><IsTruncated>false</IsTruncated>' +
            keys.map((name) => `<Contents><Key>${name}</Key></Contents>`).join('') +
            '</ListBucketResult>',
        );
      } else if (objects.has(key)) return response.end(objects.get(key));
      else {
        response.statusCode = 404;
        return response.end(
          '<Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
      }
      response.statusCode = request.method === 'DELETE' ? 204 : 200;
      response.end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, server }),
    ),
  );
}

describe('S3 file store', () => {
  it('puts, reads, lists and deletes objects under its prefix', async () => {
    const endpoint = await fakeS3Endpoint();
    const credentials = {
      AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID,
      AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY,
    };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'test', AWS_SECRET_ACCESS_KEY: 'test' });
    try {
      const store = createFileStore({
        dir: filesDir,
        sizeLimitMb: 5,
        s3: { bucket: 'bucket', region: 'ap-south-1', endpoint: endpoint.url, prefix: 'reloop/' },
      });
      await store.put('apks/reloop.apk', SAMPLE_PDF, 'application/pdf');
      expect([...endpoint.objects.keys()]).toEqual(['reloop/apks/reloop.apk']);
      const stored = await store.get('apks/reloop.apk');
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
      expect(Buffer.concat(chunks).equals(SAMPLE_PDF)).toBe(true);
      expect(await store.list('apks/')).toEqual(['apks/reloop.apk']);
      expect(await store.get('apks/missing.apk')).toBeNull();
      await store.delete('apks/reloop.apk');
      expect(await store.list('apks/')).toEqual([]);
    } finally {
      for (const [name, value] of Object.entries(credentials)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
      endpoint.server.close();
    }
  });
});
