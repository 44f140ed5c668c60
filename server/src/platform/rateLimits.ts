import type { RateLimitOptions, errorResponseBuilderContext } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IdentityError } from '../identity/errors';
import { IDENTITY_PATH } from '../identity/pools';
import type { Config } from '../config';
import { HttpError } from './errors';

/** Routes whose one call can cost the database a lot: lists, imports, exports, distinct-value look-ups. */
const EXPENSIVE = /\/(getByPaginationAndFilter|import|export|filtersData|filter\/data)(\/|$)/;
const MINUTE = 60_000;

/**
 * Puts a per-client (address) limit on the identity operations and the expensive routes; `@fastify/rate-limit` counts.
 */
export function limitExpensiveRoutes(app: FastifyInstance, limits: Config['rateLimits']) {
  app.addHook('onRoute', (route) => {
    const max =
      route.url.startsWith(IDENTITY_PATH) && route.method === 'POST'
        ? limits.identityPerMinute
        : EXPENSIVE.test(route.url)
          ? limits.listPerMinute
          : undefined;
    if (max === undefined || route.config?.rateLimit !== undefined) return;
    route.config = { ...route.config, rateLimit: { max, timeWindow: MINUTE } satisfies RateLimitOptions };
  });
}

/** 429 in each endpoint's own error shape: Cognito's exception for the identity, `{message}` for the API. */
export function tooManyRequests(request: FastifyRequest, context: errorResponseBuilderContext): Error {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
  if (request.url.startsWith(IDENTITY_PATH)) return new IdentityError('TooManyRequestsException', 'Too many requests');
  return new HttpError(429, `Too many requests: please try again in ${seconds} s`);
}
