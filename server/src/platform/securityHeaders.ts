import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { Config } from '../config';

/**
 * Helmet's headers for the SPA, the API and the identity endpoint. Scripts only from this origin (no inline script);
 * inline styles are allowed because MUI's emotion injects <style> elements at run time. Stored files are shown as
 * blob: URLs (images, PDFs in <embed>). The identity endpoint is this origin, or Amazon Cognito when configured.
 */
export function securityHeaders(config: Config): FastifyHelmetOptions {
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
    strictTransportSecurity: config.publicUrl.startsWith('https:') ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}
