/**
 * Every API route declares who may call it in `config.access`: 'public', or the one
 * permission of contracts/src/access it needs. A route without a valid declaration stops
 * start-up, so nothing is exposed by forgetting. The guard answers 401 without a valid
 * session, 403 when the role lacks the permission, and 403 when the permission belongs to a
 * module the user does not hold (lib/module-access.ts), before the body is even read.
 * Scope (which institution's records) is checked by the services through lib/scope.ts.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, can, isPermission, moduleOf, type Permission } from '@hemis/contracts';
import { AppError } from '../lib/app-error.ts';
import { ModuleCatalogue } from '../lib/module-access.ts';

/** 'public', one permission, or several of which the caller needs any one (an alumnus's own and staff's). */
export type RouteAccess = 'public' | Permission | readonly [Permission, ...Permission[]];

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every API route with its declared access, for the access matrix test and audits. */
    routeAccess: RouteAccessEntry[];
    /** The modules and who holds them. */
    modules: ModuleCatalogue;
  }
}

function isRouteAccess(access: unknown): access is RouteAccess {
  if (access === 'public') return true;
  return Array.isArray(access) ? access.length > 0 && access.every(isPermission) : isPermission(access);
}

/** Routes that belong to libraries and are public by nature (the OpenAPI browser). */
const LIBRARY_ROUTES = /^\/api\/docs(\/|$)/i;

function isApiRoute(url: string): boolean {
  return url.toLowerCase().startsWith('/api') && !LIBRARY_ROUTES.test(url);
}

/** A public route still knows who is calling when a valid token comes along; a bad one is ignored. */
async function identifyIfSignedIn(app: FastifyInstance, request: FastifyRequest) {
  if (!request.headers.authorization) return;
  try {
    await app.authenticate(request);
  } catch {
    request.actor = null;
  }
}

export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const routeAccess: RouteAccessEntry[] = [];
    app.decorate('routeAccess', routeAccess);
    const modules = new ModuleCatalogue(app.prisma);
    app.userChanges.subscribe(modules);
    app.decorate('modules', modules);

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!isApiRoute(route.url)) return;
      const access = (route.config as { access?: unknown } | undefined)?.access;
      const where = `Route ${String(route.method)} ${route.url}`;
      if (access === undefined) throw new Error(`${where} declares no access rule (config.access)`);
      if (!isRouteAccess(access)) {
        throw new Error(`${where} declares an access rule the permission table does not know: ${String(access)}`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routeAccess.push({ method, url: route.url, access });
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined) return;
      if (access === 'public') return identifyIfSignedIn(app, request);
      const actor = await app.authenticate(request);
      const permitted = [access].flat().filter((candidate) => can(actor.role, candidate));
      if (permitted.length === 0) throw new AppError('FORBIDDEN', AUTH_MESSAGES.forbidden);
      // Any permission the role has admits, if the user also holds that permission's module.
      let refusal: unknown;
      for (const permission of permitted) {
        const module = moduleOf(permission);
        if (!module) return;
        try {
          await modules.require(actor, module);
          return;
        } catch (error) {
          refusal ??= error;
        }
      }
      throw refusal;
    });
  },
  { name: 'access', dependencies: ['auth'] },
);
