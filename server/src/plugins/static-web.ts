/**
 * Serves the built web app at `/` and answers client routes with index.html, so a
 * reload of /login or /other-setup/faculty-management works. API and upload paths that
 * match nothing get the JSON 404 of the errors plugin instead.
 *
 * Delivery (issue: the request path at the platform's speed): the build writes brotli and
 * gzip copies of every text file (web/vite.config.ts) and the one the browser accepts is
 * sent, compressing nothing per request; files under /assets/ carry a content hash in their
 * names, so browsers keep them for a year without asking again, while index.html, which
 * names the current hashes, is revalidated on every visit. HEAD answers like GET.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { sendError } from './errors.ts';

const NOT_CLIENT_ROUTES = /^\/(api|uploads)(\/|$)/i;
const HASHED_ASSETS_FOLDER = `${path.sep}assets${path.sep}`;
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

const sendPage = (reply: FastifyReply) => reply.type('text/html').sendFile('index.html');

export const staticWebPlugin = fp(
  async (app: FastifyInstance, options: { webDistDir: string }) => {
    const indexFile = path.join(options.webDistDir, 'index.html');
    const hasWebBuild = fs.existsSync(indexFile);
    if (hasWebBuild) {
      const hashedAssets = path.join(options.webDistDir, HASHED_ASSETS_FOLDER);
      await app.register(fastifyStatic, {
        root: options.webDistDir,
        prefix: '/',
        // One route for every file, looked up when asked: a route per file of the build (its
        // compressed copies and source maps included, over a thousand) held about 15 MB.
        wildcard: true,
        index: false,
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          reply.header('cache-control', filePath.startsWith(hashedAssets) ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
        },
      });
      // The root is the app's page, not a folder of the build.
      app.route({ method: ['GET', 'HEAD'], url: '/', handler: (_request, reply) => sendPage(reply) });
    } else {
      app.log.warn(`no web build at ${options.webDistDir}: run npm run build to serve the web app`);
    }
    app.setNotFoundHandler((request, reply) => {
      const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_CLIENT_ROUTES.test(request.url);
      if (hasWebBuild && wantsPage) return sendPage(reply);
      return sendError(reply, request, 'NOT_FOUND', `Route ${request.method} ${request.url.split('?')[0]} not found`);
    });
  },
  { name: 'static-web', dependencies: ['errors'] },
);
