/**
 * How request bodies arrive: multipart forms (common in the existing clients, api-contract
 * 4.2) and URL-encoded forms are turned into a plain object of their fields, so zod validates them exactly like
 * JSON; and keys of bodies and query strings are bound case-insensitively to the route
 * schema's spelling (api-contract 4.1).
 */
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { bindKeysCaseInsensitively } from '../lib/case-insensitive-keys.ts';
import { PRIVATE_FILE_MAX_BYTES } from '../lib/private-files.ts';

/** The keys of a zod object schema (refined objects included), or undefined for any other schema. */
function schemaKeys(schema: unknown): string[] | undefined {
  const shape = (schema as { shape?: unknown } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : undefined;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);
}

export const formsPlugin = fp(
  async (app: FastifyInstance) => {
    // Some clients post an empty form (`curl -d ''`, a bare HTML form) where others send `{}`.
    await app.register(formbody);
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      // The largest file any route takes (scanned documents); each route checks its own limit.
      limits: { fileSize: PRIVATE_FILE_MAX_BYTES, files: 25, fields: 300 },
    });

    app.addHook('preValidation', async (request) => {
      const schema = request.routeOptions.schema;
      if (!schema) return;
      const bodyKeys = schemaKeys(schema.body);
      if (bodyKeys && isPlainObject(request.body)) request.body = bindKeysCaseInsensitively(request.body, bodyKeys);
      const queryKeys = schemaKeys(schema.querystring);
      if (queryKeys && isPlainObject(request.query)) {
        request.query = bindKeysCaseInsensitively(request.query, queryKeys);
      }
    });
  },
  { name: 'forms' },
);
