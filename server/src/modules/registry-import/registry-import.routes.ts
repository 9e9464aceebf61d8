/**
 * Bulk import of universities and campuses: the template, the upload (answered at once with
 * a job) and the job's progress, which the screen polls.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IMPORT_MAX_BYTES,
  JobParamsSchema,
  REGISTRY_MESSAGES,
  RegistryImportBodySchema,
  RegistryImportJobSchema,
  RegistryTemplateQuerySchema,
  type RegistryImportResult,
  type UploadedFile,
} from '@hemis/contracts';
import { AppError } from '../../lib/app-error.ts';
import { signedInActor } from '../../plugins/auth.ts';
import { getJob, startJob } from '../../lib/jobs.ts';
import { importerOf, importRegistry } from './registry-import.service.ts';
import { registryTemplate } from './registry-template.ts';

const TAGS = ['registry-import'];
const JOB_KIND = 'registry-import';

async function bytesOf(file: UploadedFile): Promise<Uint8Array> {
  return file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
}

export const registryImportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/RegistryImport/Template',
    {
      schema: {
        tags: TAGS,
        summary: 'The import template (.xlsx by default, or .csv): the columns and an example row of each kind',
        querystring: RegistryTemplateQuerySchema,
      },
      config: { access: 'registry:import' },
    },
    async (request, reply) => {
      const template = await registryTemplate(request.query.format ?? 'xlsx');
      return reply
        .header('Content-Type', template.type)
        .header('Content-Disposition', `attachment; filename="${template.name}"`)
        .send(template.bytes);
    },
  );

  app.post(
    '/RegistryImport',
    {
      schema: {
        tags: TAGS,
        summary: 'Import universities and campuses from a .xlsx or .csv file; answers a job to poll',
        body: RegistryImportBodySchema,
        response: { 202: RegistryImportJobSchema },
      },
      config: { access: 'registry:import' },
    },
    async (request, reply) => {
      const actor = signedInActor(request);
      const bytes = await bytesOf(request.body.file as UploadedFile);
      if (bytes.byteLength > IMPORT_MAX_BYTES) {
        throw new AppError('PAYLOAD_TOO_LARGE', `The file must be at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
      }
      const importer = importerOf(actor, { requestId: request.id, ip: request.ip });
      const job = await startJob<RegistryImportResult>(
        app.prisma,
        {
          kind: JOB_KIND,
          userId: actor.userId,
          failureMessage: REGISTRY_MESSAGES.importFailed,
          onError: (error) => request.log.error({ err: error, jobKind: JOB_KIND }, 'import job failed'),
        },
        (progress) => importRegistry(app.prisma, bytes, importer, progress),
      );
      return reply.status(202).send(job);
    },
  );

  app.get(
    '/RegistryImport/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'An import’s status, progress and result (its owner only)',
        params: JobParamsSchema,
        response: { 200: RegistryImportJobSchema },
      },
      config: { access: 'registry:import' },
    },
    async (request) =>
      getJob<RegistryImportResult>(app.prisma, {
        id: request.params.id,
        kind: JOB_KIND,
        userId: signedInActor(request).userId,
      }),
  );
};
