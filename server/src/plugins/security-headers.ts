/**
 * Security headers on every answer (issue 15, Headers and delivery), as helmet writes them.
 * The Content-Security-Policy is the one the built web app satisfies: scripts, styles, images
 * and API calls come from HEMIS itself, and no inline script or eval runs. HSTS is sent only
 * when PUBLIC_URL is https: on a plain-http intranet it would lock browsers out.
 * docs/decisions/0011-security-headers-and-several-processes.md gives each header's reason.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * MUI styles through emotion, which in a production build adds empty <style> elements and
 * fills them through the CSS object model (insertRule), which a policy does not govern. Only
 * the empty element needs allowing: the hash of the empty text, not 'unsafe-inline'.
 */
const EMPTY_STYLE_ELEMENT = `'sha256-${createHash('sha256').update('').digest('base64')}'`;

/**
 * The origin a tile address's images come from, as a policy source: `{s}` subdomains become a
 * wildcard (`https://{s}.tile.example.org/...` -> `https://*.tile.example.org`).
 */
export function tileImageSource(tileUrl: string): string | undefined {
  const match = /^(https:\/\/[^/]+)/.exec(tileUrl.trim());
  return match?.[1]?.replace('{s}', '*');
}

export function contentSecurityPolicy(https: boolean, mapTileUrl = '', paymentFormUrl = ''): Record<string, string[]> {
  const tiles = mapTileUrl ? tileImageSource(mapTileUrl) : undefined;
  const gateway = paymentFormUrl ? new URL(paymentFormUrl).origin : undefined;
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'"],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", EMPTY_STYLE_ELEMENT],
    // Map tiles only when the deployment names their host (MAP_TILE_URL).
    'img-src': ["'self'", 'data:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    // Printed documents are previewed in a frame from a blob: address the page itself made.
    'frame-src': ["'self'", 'blob:'],
    // The /esewa page posts the signed payment form to the gateway (ESEWA_FORM_URL's origin only).
    'form-action': ["'self'", ...(gateway ? [gateway] : [])],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/**
 * The API documentation page (swagger-ui, /api/docs) writes inline <style> elements; it shows
 * only the API's description, so its own pages alone may use inline styles.
 */
export function docsContentSecurityPolicy(policy: string): string {
  return policy.replace(/style-src [^;]*/, "style-src 'self' 'unsafe-inline'");
}

/**
 * The headers helmet writes with these options, worked out once. They are the same for every
 * answer, and helmet's Fastify wrapper built helmet's middleware anew for each request: about
 * 5% of a short API answer's time (docs/decisions/0008).
 */
export function helmetHeaders(options: Parameters<typeof helmet>[0]): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; mapTileUrl?: string; paymentFormUrl?: string }) => {
    const https = new URL(options.publicUrl).protocol === 'https:';
    const headers = helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy(https, options.mapTileUrl, options.paymentFormUrl),
      },
      strictTransportSecurity: https ? { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'no-referrer' },
      xFrameOptions: { action: 'deny' },
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
