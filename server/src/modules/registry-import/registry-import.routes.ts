/**
 * Bulk import of universities and campuses: the template, the upload (answered at once with
 * a job) and the job's progress, which the screen polls.
 */
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
import { sendDownload, uploadedBytes } from '../../lib/file-transfer.ts';
import { signedInActor } from '../../plugins/auth.ts';
import { getJob, startJob } from '../../lib/jobs.ts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { importerOf, importRegistry } from './registry-import.service.ts';
import { registryTemplate } from './registry-template.ts';

const JOB_KIND = 'registry-import';

export const registryImportRoutes = routesPlugin('registry-import', (app) => [
  route({
    method: 'GET',
    url: '/RegistryImport/Template',
    summary: 'The import template (.xlsx by default, or .csv): the columns and an example row of each kind',
    access: 'registry:import',
    query: RegistryTemplateQuerySchema,
    handler: async ({ query, reply }) => sendDownload(reply, await registryTemplate(query.format ?? 'xlsx')),
  }),
  route({
    method: 'POST',
    url: '/RegistryImport',
    summary: 'Import universities and campuses from a .xlsx or .csv file; answers a job to poll',
    access: 'registry:import',
    body: RegistryImportBodySchema,
    response: RegistryImportJobSchema,
    status: 202,
    handler: async ({ request, body }) => {
      const actor = signedInActor(request);
      const bytes = await uploadedBytes(body.file as UploadedFile, IMPORT_MAX_BYTES);
      const importer = importerOf(actor, { requestId: request.id, ip: request.ip });
      return startJob<RegistryImportResult>(
        app.prisma,
        {
          kind: JOB_KIND,
          userId: actor.userId,
          failureMessage: REGISTRY_MESSAGES.importFailed,
          onError: (error) => request.log.error({ err: error, jobKind: JOB_KIND }, 'import job failed'),
        },
        (progress) => importRegistry(app.prisma, bytes, importer, progress),
      );
    },
  }),
  route({
    method: 'GET',
    url: '/RegistryImport/:id',
    summary: 'An import’s status, progress and result (its owner only)',
    access: 'registry:import',
    params: JobParamsSchema,
    response: RegistryImportJobSchema,
    handler: ({ request, params }) =>
      getJob<RegistryImportResult>(app.prisma, {
        id: params.id,
        kind: JOB_KIND,
        userId: signedInActor(request).userId,
      }),
  }),
]);
