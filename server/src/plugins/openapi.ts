/** The OpenAPI document, generated from the routes' zod schemas and browsable at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { docsContentSecurityPolicy } from './security-headers.ts';

export const openapiPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'HEMIS API',
          description: 'Integrated Higher Education Management Information System',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // A university's own system sends its annual-return batches with a key of the university (X-Api-Key).
            universityApiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', transformStaticCSP: docsContentSecurityPolicy });
  },
  { name: 'openapi' },
);
