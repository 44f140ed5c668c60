import type { FastifyInstance, RouteOptions } from 'fastify';
import { isRouteGuard, type RouteAccess } from './auth';

/** One API route and who may call it, as declared where it is registered. */
export interface CataloguedRoute {
  method: string;
  url: string;
  access: RouteAccess | 'public';
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route answers without a token (the sign-in pages call it). */
    public?: boolean;
  }
  interface FastifyInstance {
    routeCatalogue: readonly CataloguedRoute[];
  }
}

const hooksOf = (hooks: RouteOptions['onRequest'] | RouteOptions['preHandler']) => (hooks ? [hooks].flat() : []);

/**
 * Every route under `prefix` must declare who may call it: one route guard (requireRoles, declareAccess) or
 * `config.public`. A route without a declaration stops the server at start. The guard is moved to onRequest, so the
 * token is checked before the body is validated; the catalogue it builds drives the authorisation and fuzz tests.
 */
export function catalogueRoutes(app: FastifyInstance, prefix: string, exempt: readonly string[] = []) {
  const catalogue: CataloguedRoute[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(prefix) || exempt.some((path) => route.url.startsWith(path))) return;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    const onRequest = hooksOf(route.onRequest);
    const preHandler = hooksOf(route.preHandler);
    const guards = [...onRequest, ...preHandler].filter(isRouteGuard);
    const name = `${methods.join(',')} ${route.url}`;
    if (route.config?.public) {
      if (guards.length > 0) throw new Error(`${name} is declared public and guarded at once`);
      for (const method of methods) catalogue.push({ method, url: route.url, access: 'public' });
      return;
    }
    if (guards.length !== 1) throw new Error(`${name} must declare who may call it: one route guard, or config.public`);
    const [guard] = guards;
    route.onRequest = [guard, ...onRequest.filter((hook) => hook !== guard)];
    route.preHandler = preHandler.filter((hook) => hook !== guard);
    for (const method of methods) catalogue.push({ method, url: route.url, access: guard.access });
  });
}
