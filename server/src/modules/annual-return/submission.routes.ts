/**
 * The submission API of annual returns (issue #31): a university's keys, managed by its
 * UniAdmin, and the batch its own systems send for a campus with one of them. The batch route
 * is public to the access guard, which knows only sessions: the service checks the key in the
 * X-Api-Key header, its limit and its university.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_KEY_HEADER,
  ApiKeySchema,
  BatchReportSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  IdParamsSchema,
  NoBodySchema,
} from '@hemis/contracts';
import { AttemptLimiter } from '../../lib/rate-limit.ts';
import { registerRouteTable, route } from '../../lib/route-table.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key.service.ts';
import { BATCHES_PER_MINUTE, SUBMISSION_LIMITS, SubmissionBodySchema, submitBatch } from './submission.service.ts';

const TAG = 'annual-return';

const SUBMISSION_URL = '/Submission/AnnualReturn/:fiscalYearId/Campus/:campusId';

/**
 * The largest JSON batch: about 80,000 student rows. CSV files come through multipart, whose
 * limit is per file (forms.ts).
 */
export const SUBMISSION_BODY_LIMIT = 16 * 1024 * 1024;

const SubmissionParamsSchema = z.object({
  fiscalYearId: z.coerce.number().int().min(1),
  campusId: z.coerce.number().int().min(1),
});

export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const limiter = new AttemptLimiter(app.prisma, SUBMISSION_LIMITS);
  // A campus's lists are larger than any form: the batch route alone takes a larger JSON body.
  app.addHook('onRoute', (options) => {
    if (options.url.toLowerCase().endsWith(SUBMISSION_URL.toLowerCase())) options.bodyLimit = SUBMISSION_BODY_LIMIT;
  });
  registerRouteTable(app, TAG, [
    route({
      method: 'GET',
      url: '/UniversityApiKey',
      summary:
        'The submission API keys of the caller’s university, newest first, revoked ones included: each key’s name, prefix and when it was created, last used and revoked; never its secret',
      access: 'return:api-key',
      response: z.array(ApiKeySchema),
      handler: ({ read }) => listApiKeys(read()),
    }),
    route({
      method: 'POST',
      url: '/UniversityApiKey',
      summary:
        'Creates a submission API key of the caller’s university, named for the system that will use it; the answer is the only time the key is shown (HEMIS keeps only its hash)',
      access: 'return:api-key',
      body: CreateApiKeySchema,
      response: CreatedApiKeySchema,
      status: 201,
      handler: ({ write, body }) => createApiKey(write(), body),
    }),
    route({
      method: 'POST',
      url: '/UniversityApiKey/:id/Revoke',
      summary: 'Revokes a submission API key of the caller’s university: every later batch sent with it is refused',
      access: 'return:api-key',
      params: IdParamsSchema,
      body: NoBodySchema,
      response: ApiKeySchema,
      handler: ({ write, params }) => revokeApiKey(write(), params.id),
    }),
    route({
      method: 'POST',
      url: SUBMISSION_URL,
      summary: `A university’s own system sends a campus’s students and staff for the annual return of a fiscal year, with its key in the X-Api-Key header (no session): as JSON, or as multipart/form-data with the field batchKey and CSV files students and staff whose header row names the same fields. The rows are checked and validated with the return’s rules and applied only whole: 200 with the warnings when no error remains, 422 with every error and nothing written otherwise. A resend with the same batchKey and content gets the same answer (replayed) and writes nothing; the same batchKey with other content answers 409. 401 without a valid key, 404 for a campus of another university, 409 when no return is open or the campus’s return is no longer with it, 429 beyond ${BATCHES_PER_MINUTE} batches a minute per key`,
      access: 'public',
      security: [{ universityApiKey: [] }],
      params: SubmissionParamsSchema,
      body: SubmissionBodySchema,
      response: BatchReportSchema,
      otherResponses: { 422: BatchReportSchema },
      handler: async ({ read, request, reply, params, body }) => {
        const { prisma, clock } = read();
        const outcome = await submitBatch(prisma, clock, limiter, {
          fiscalYearId: params.fiscalYearId,
          campusId: params.campusId,
          apiKey: request.headers[API_KEY_HEADER],
          body,
          requestId: request.id,
          ip: request.ip,
        });
        return reply.status(outcome.status).send(outcome.report);
      },
    }),
  ]);
};
