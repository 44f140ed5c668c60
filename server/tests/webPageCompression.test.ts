import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

/** index.html as the build writes it: the pre-rendered sign-in page makes it some tens of kilobytes. */
const PAGE =
  `<!doctype html><html><head><title>Reloop</title></head><body><div ` +
  `id="root"></div><template>${'<p class="css-1x0pvhf">Sign in</p>'.repeat(800)}</template></body></html>`;
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'reloop-page-'));
  await writeFile(path.join(dist, 'index.html'), PAGE);
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url: '/login', headers });

describe('index.html on the wire', () => {
  it(
    'goes compressed as the browser accepts (brotli, else gzip), ' +
      'the same page as uncompressed, varying by encoding',
    async () => {
      const plain = await get({ 'accept-encoding': 'identity' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toContain('<script id="runtime-config"');

      const br = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

      const gzip = await get({ 'accept-encoding': 'gzip;q=1.0, br;q=0' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

      // Each encoding is revalidated by its own ETag.
      expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
      expect((await get({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);
      expect((await get({ 'accept-encoding': 'identity', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(
        200,
      );
    },
  );
});
