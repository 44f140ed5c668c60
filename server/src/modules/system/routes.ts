import type { FastifyInstance } from 'fastify';
import { runtimeConfigFor } from './runtimeConfig';

/** Runtime configuration for the SPA and the health probe. */
export async function systemRoutes(app: FastifyInstance) {
  app.get('/config.json', { schema: { hide: true } }, async (request) => runtimeConfigFor(app, request));

  app.get('/api/health', { config: { public: true }, schema: { tags: ['system'] } }, async () => {
    await app.ctx.database.query('select 1');
    return { status: 'ok', database: app.ctx.database.kind };
  });
}
