/**
 * An S3-compatible server on loopback for tests (s3rver, docs/decisions/0036-object-storage.md):
 * started by the test on a free port, its objects in the worker's scratch folder, with one
 * bucket. It keeps the request headers of every object written, so a test can read what HEMIS
 * asked of the store (the server-side encryption, the type).
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import S3rver from 's3rver';
import { inject } from 'vitest';
import type {} from './database-urls.ts'; // the typing of inject('testDatabase')
import type { ObjectStoreSettings } from '../../server/src/lib/s3-file-store.ts';

/** The account s3rver knows; it checks every request's signature against it. */
const STAND_IN_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface S3StandIn {
  bucket: string;
  endpoint: string;
  /** The settings of a file store in this bucket (AES256 asked for, as configured by default). */
  settings: ObjectStoreSettings;
  /** The HEMIS environment that sends files to this bucket. */
  env: Record<string, string>;
  /** The request headers of each object written, by key. */
  writes: Map<string, http.IncomingHttpHeaders>;
  close(): Promise<void>;
}

/** The object key of a path-style request (`/bucket/private/a.pdf?x-id=PutObject`). */
function keyOf(url: string, bucket: string): string {
  const pathName = new URL(url, 'http://stand-in').pathname;
  return decodeURIComponent(pathName.slice(`/${bucket}/`.length));
}

export async function startS3StandIn(bucket = 'hemis-files'): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(inject('testDatabase').scratchDir, 's3-'));
  const s3 = new S3rver({ silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3.configureBuckets();
  const answer = s3.callback();
  const writes = new Map<string, http.IncomingHttpHeaders>();
  const server = http.createServer((request, response) => {
    if (request.method === 'PUT') writes.set(keyOf(request.url ?? '/', bucket), request.headers);
    answer(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    bucket,
    endpoint,
    settings: {
      bucket,
      endpoint,
      region: 'us-east-1',
      credentials: STAND_IN_CREDENTIALS,
      forcePathStyle: true,
      serverSideEncryption: 'AES256',
    },
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: STAND_IN_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: STAND_IN_CREDENTIALS.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    writes,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Clients keep their connections open; the test is done with them.
        server.closeAllConnections();
      }),
  };
}
