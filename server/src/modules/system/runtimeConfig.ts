import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATEGORY_IDS, SERVICE_IDS } from '../../../../domain/constants';
import { IDENTITY_PATH } from '../../identity/pools';

/**
 * What the SPA needs before anything else (API base, the identity pools, ids): served at /config.json and inlined into
 * index.html.
 */
export function runtimeConfigFor(app: FastifyInstance, request: FastifyRequest) {
  const { pools, config } = app.ctx;
  // The embedded endpoint is answered at whatever host the browser used to reach this server.
  const embeddedEndpoint = `${request.protocol}://${request.host}${IDENTITY_PATH}`;
  const pool = (p: (typeof pools)['staff']) => ({
    userPoolId: p.userPoolId,
    userPoolClientId: p.userPoolClientId,
    ...(p.userPoolEndpoint && { userPoolEndpoint: embeddedEndpoint }),
  });
  return {
    apiBase: '/api',
    auth: {
      region: pools.staff.userPoolId.split('_')[0],
      staff: pool(pools.staff),
      technician: pool(pools.technician),
    },
    serviceIds: SERVICE_IDS,
    categoryIds: CATEGORY_IDS,
    availabilityWindowDays: config.availabilityWindowDays,
  };
}
