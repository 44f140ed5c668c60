import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDENTITY_PATH } from '../../identity/pools';
import { routeNotFound } from '../../platform/errors';
import { runtimeConfigFor } from './runtimeConfig';

/** Files under /assets/ carry a content hash in their name: a browser may keep them for a year without asking. */
export const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Other files of the build (icons): an hour. */
export const PLAIN_FILE_CACHE = 'public, max-age=3600';
/** index.html names the current hashed files, so the browser asks every time (an ETag makes that a 304). */
export const PAGE_CACHE = 'no-cache';

/** The runtime configuration inside index.html, so the SPA needs no round trip before its first call. */
const RUNTIME_CONFIG_ELEMENT = 'runtime-config';

/**
 * Serves the built SPA when there is one. Assets go out precompressed (brotli or gzip, built by `vite build`, chosen
 * by Accept-Encoding) with long-lived caching; index.html, also for every client route, is rendered with the runtime
 * configuration and revalidated. Unknown /api and /identity paths stay JSON 404s.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const template = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  if (template) {
    const assets = path.join(webDist, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webDist,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // index.html is rendered below, never sent as the bare template.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders: (response, filePath) =>
        response.setHeader('cache-control', filePath.startsWith(assets) ? HASHED_ASSET_CACHE : PLAIN_FILE_CACHE),
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(app, request, reply, template));
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if (!template || request.method !== 'GET' || url.startsWith('/api') || url.startsWith(IDENTITY_PATH)) {
      return reply.status(404).send(routeNotFound(request.method, url));
    }
    return sendPage(app, request, reply, template);
  });
}

function sendPage(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, template: string) {
  const html = withRuntimeConfig(template, runtimeConfigFor(app, request));
  const encoding = pageEncoding(request.headers['accept-encoding']);
  // Each encoding is a representation of its own, with an ETag of its own.
  const hash = createHash('sha256').update(html).digest('base64url').slice(0, 27);
  const etag = `"${encoding ? `${hash}-${encoding}` : hash}"`;
  reply.header('cache-control', PAGE_CACHE).header('etag', etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  reply.type('text/html; charset=utf-8');
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compressedPage(etag, encoding, html));
}

/**
 * Brotli, else gzip, when the browser takes it (the page holds the pre-rendered sign-in page: ~40 kB, ~6 kB
 * compressed).
 */
function pageEncoding(accepted = ''): 'br' | 'gzip' | undefined {
  const codings = accepted.split(',').map((part) => part.split(';').map((item) => item.trim()));
  const takes = (name: string) =>
    codings.some(([coding, ...params]) => coding === name && !params.some((param) => /^q=0(\.0*)?$/.test(param)));
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : undefined;
}

/**
 * The page differs only by the host it was asked at (the runtime config names it): a few variants, compressed once
 * each.
 */
const compressedPages = new Map<string, Buffer>();
function compressedPage(etag: string, encoding: 'br' | 'gzip', html: string): Buffer {
  let body = compressedPages.get(etag);
  if (!body) {
    body = encoding === 'br' ? brotliCompressSync(html) : gzipSync(html);
    if (compressedPages.size >= 32) compressedPages.clear();
    compressedPages.set(etag, body);
  }
  return body;
}

/**
 * A JSON script element before </head>; `<` is escaped so no value can close the element. It runs nothing, so the CSP
 * allows it.
 */
function withRuntimeConfig(template: string, config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return template.replace(
    '</head>',
    `<script id="${RUNTIME_CONFIG_ELEMENT}" type="application/json">${json}</script></head>`,
  );
}
