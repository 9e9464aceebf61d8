/**
 * Every API route declares who may call it in `config.access`. A route without a
 * declaration stops start-up, so nothing is exposed by forgetting.
 */
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export type RouteAccess = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

/** Routes that belong to libraries and are public by nature (the OpenAPI browser). */
const LIBRARY_ROUTES = /^\/api\/docs(\/|$)/i;

export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.toLowerCase().startsWith('/api') || LIBRARY_ROUTES.test(route.url)) return;
      const access = (route.config as { access?: RouteAccess } | undefined)?.access;
      if (!access) {
        throw new Error(`Route ${String(route.method)} ${route.url} declares no access rule (config.access)`);
      }
    });
  },
  { name: 'access' },
);
