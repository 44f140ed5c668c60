import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/**
 * Sets Helmet's headers on every answer (SPA, API, identity, errors). They depend on the configuration only, so Helmet
 * works them out once at start; each request then copies a ready object (the Fastify plugin rebuilt Helmet's
 * middleware, parsing the whole policy again, on every request).
 */
export function applySecurityHeaders(app: FastifyInstance, config: Config) {
  const headers = securityHeaderValues(helmetOptions(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/** The headers Helmet's middleware would set, recorded from one run of it. */
function securityHeaderValues(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers for the SPA, the API and the identity endpoint. Scripts only from this origin (no inline script);
 * inline styles are allowed because MUI's emotion injects <style> elements at run time. Stored files are shown as
 * blob: URLs (images, PDFs in <embed>). The identity endpoint is this origin, or Amazon Cognito when configured.
 */
function helmetOptions(config: Config): HelmetOptions {
  const identity = config.cognito ? [`https://cognito-idp.${config.cognito.region}.amazonaws.com`] : [];
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...identity],
        objectSrc: ["'self'", 'blob:'],
        frameSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https:') && { upgradeInsecureRequests: [] }),
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only means something when the browser reached us over https.
    strictTransportSecurity: config.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    crossOriginEmbedderPolicy: false,
  };
}
