import type { FastifyInstance } from 'fastify';
import { CATEGORY_IDS, SERVICE_IDS } from '../../../../domain/constants';
import { IDENTITY_PATH } from '../../identity/pools';

/** Runtime configuration for the SPA and the health probe. */
export async function systemRoutes(app: FastifyInstance) {
  app.get('/config.json', { schema: { hide: true } }, async (request) => {
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
      auth: { region: pools.staff.userPoolId.split('_')[0], staff: pool(pools.staff), technician: pool(pools.technician) },
      serviceIds: SERVICE_IDS,
      categoryIds: CATEGORY_IDS,
      availabilityWindowDays: config.availabilityWindowDays,
    };
  });

  app.get('/api/health', { config: { public: true }, schema: { tags: ['system'] } }, async () => {
    await app.ctx.database.query('select 1');
    return { status: 'ok', database: app.ctx.database.kind };
  });
}
