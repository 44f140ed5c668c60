import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HASHED_ASSET_CACHE, PAGE_CACHE, PLAIN_FILE_CACHE } from '../src/modules/system/webApp';
import { startTestServer, type TestServer } from './support/testServer';

/** A build as `vite build` leaves it: index.html, a hashed asset with its .br and .gz, an icon. */
const SCRIPT = `console.log(${JSON.stringify('reloop '.repeat(400))});`;
let dist: string;
let server: TestServer;

beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'reloop-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Reloop</title></head><body><div id="root"></div></body></html>',
  );
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js'), SCRIPT);
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ WEB_DIST: dist });
});
afterAll(async () => {
  await server?.close();
  await rm(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.inject({ method: 'GET', url, headers });

describe('the built SPA', () => {
  it('sends assets precompressed as the browser accepts, cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe(HASHED_ASSET_CACHE);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/assets/index-AbC123.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe(PLAIN_FILE_CACHE);
  });

  it(
    'renders index.html with the runtime configuration inlined, ' + 'for / and client routes, revalidated by ETag',
    async () => {
      const config = (await get('/config.json')).json();
      for (const url of ['/', '/masters/product', '/channel-partners/list']) {
        const page = await get(url);
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-type']).toContain('text/html');
        expect(page.headers['cache-control']).toBe(PAGE_CACHE);
        const inlined = /<script id="runtime-config" type="application\/json">(.*?)<\/script><\/head>/.exec(page.body);
        expect(JSON.parse(inlined![1])).toEqual(config);
        const again = await get(url, { 'if-none-match': String(page.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe('');
      }
      // The bare template is never sent.
      expect((await get('/index.html')).body).toContain('runtime-config');
    },
  );

  it('keeps unknown API and identity paths JSON 404s', async () => {
    for (const url of ['/api/nothing-here', '/identity/nothing-here']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
    }
  });
});
