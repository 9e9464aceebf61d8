/**
 * The bytes a browser downloads for the web app, counted on the wire (headers and body as
 * the socket read them): a first visit to /login, and a repeat visit with a warm cache, where
 * assets marked immutable are not asked for again and anything else is revalidated.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

interface Fetched {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  wireBytes: number;
}

function decoded(body: Buffer, encoding: string | undefined): Buffer {
  if (body.length === 0) return body;
  if (encoding === 'br') return brotliDecompressSync(body);
  if (encoding === 'gzip') return gunzipSync(body);
  return body;
}

function fetchCountingBytes(url: string, headers: Record<string, string>): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    // A socket per request, so its byte count is this request's alone.
    const request = http.get(
      url,
      { headers: { 'accept-encoding': 'br, gzip', ...headers }, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const wireBytes = response.socket.bytesRead;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: decoded(Buffer.concat(chunks), response.headers['content-encoding']).toString('utf8'),
            wireBytes,
          });
        });
      },
    );
    request.on('error', reject);
  });
}

/** The document's own assets: scripts, module preloads, stylesheets and icons on the same origin. */
function assetsOf(html: string): string[] {
  const found = [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*\shref)="(\/[^"]+)"/g)].map((match) => match[1]!);
  return [...new Set(found)];
}

/** The build leaves smaller files uncompressed (web/vite.config.ts). */
const SMALLEST_WORTH_COMPRESSING = 1024;

function isImmutable(headers: http.IncomingHttpHeaders): boolean {
  return /immutable/.test(headers['cache-control'] ?? '');
}

export interface DeliveryFigures {
  firstVisitBytes: number;
  repeatVisitBytes: number;
  requests: number;
  /** Asset paths sent without compression although the browser accepts it. */
  uncompressed: string[];
  /** Asset paths whose cache headers make a repeat visit download them again. */
  notCached: string[];
  headStatus: number;
}

export async function measureDelivery(baseUrl: string): Promise<DeliveryFigures> {
  const page = await fetchCountingBytes(`${baseUrl}/login`, {});
  const assets = assetsOf(page.body);
  const first = await Promise.all(
    assets.map(async (asset) => ({ asset, ...(await fetchCountingBytes(`${baseUrl}${asset}`, {})) })),
  );
  const uncompressed = first
    .filter(
      (item) =>
        /\.(js|css|svg)$/.test(item.asset) &&
        !item.headers['content-encoding'] &&
        Number(item.headers['content-length'] ?? 0) >= SMALLEST_WORTH_COMPRESSING,
    )
    .map((item) => item.asset);

  const revalidate = (fetched: Fetched): Record<string, string> => {
    const conditions: Record<string, string> = {};
    if (fetched.headers.etag) conditions['if-none-match'] = fetched.headers.etag;
    if (fetched.headers['last-modified']) conditions['if-modified-since'] = fetched.headers['last-modified'];
    return conditions;
  };
  const repeatPage = await fetchCountingBytes(`${baseUrl}/login`, revalidate(page));
  const stale = first.filter((item) => !isImmutable(item.headers));
  const repeatAssets = await Promise.all(
    stale.map((item) => fetchCountingBytes(`${baseUrl}${item.asset}`, revalidate(item))),
  );
  const head = await new Promise<number>((resolve, reject) => {
    const request = http.request(`${baseUrl}/`, { method: 'HEAD', agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('error', reject);
    request.end();
  });

  const sum = (items: Fetched[]) => items.reduce((total, item) => total + item.wireBytes, 0);
  return {
    firstVisitBytes: page.wireBytes + sum(first),
    repeatVisitBytes: repeatPage.wireBytes + sum(repeatAssets),
    requests: 1 + first.length,
    uncompressed,
    notCached: stale.map((item) => item.asset),
    headStatus: head,
  };
}
