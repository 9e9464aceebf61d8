/**
 * Serves the built web app at `/` and answers client routes with index.html, so a
 * reload of /login or /other-setup/faculty-management works. API and upload paths that
 * match nothing get the JSON 404 of the errors plugin instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

const NOT_CLIENT_ROUTES = /^\/(api|uploads)(\/|$)/i;

export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string }) => {
    const indexFile = path.join(options.webDistDir, 'index.html');
    const hasWebBuild = fs.existsSync(indexFile);
    if (hasWebBuild) {
      await app.register(fastifyStatic, { root: options.webDistDir, prefix: '/', wildcard: false, index: false });
    } else {
      app.log.warn(`no web build at ${options.webDistDir}: run npm run build to serve the web app`);
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = request.method === 'GET' && !NOT_CLIENT_ROUTES.test(request.url);
      if (hasWebBuild && wantsPage) {
        return reply.type('text/html').header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(reply, request, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
    });
  },
  { name: 'static-web', dependencies: ['errors'] },
);
