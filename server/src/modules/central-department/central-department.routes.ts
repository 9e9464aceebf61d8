/** Central departments (organization-management/central-departments). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CentralDepartmentListQuerySchema,
  CentralDepartmentPageSchema,
  CentralDepartmentSchema,
  CreateCentralDepartmentBodySchema,
  IdParamsSchema,
  UpdateCentralDepartmentBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import {
  createCentralDepartment,
  getCentralDepartment,
  listCentralDepartments,
  updateCentralDepartment,
} from './central-department.service.ts';

const TAGS = ['central-department'];

export const centralDepartmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/CentralDepartment',
    {
      schema: {
        tags: TAGS,
        summary: 'The central departments in scope: search, sort, page, filter by university',
        querystring: CentralDepartmentListQuerySchema,
        response: { 200: CentralDepartmentPageSchema },
      },
      config: { access: 'central-department:read' },
    },
    async (request) => listCentralDepartments(readContext(app.prisma, request), request.query),
  );

  app.get(
    '/CentralDepartment/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A central department',
        params: IdParamsSchema,
        response: { 200: CentralDepartmentSchema },
      },
      config: { access: 'central-department:read' },
    },
    async (request) => getCentralDepartment(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/CentralDepartment',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a central department; a university adds its own',
        body: CreateCentralDepartmentBodySchema,
        response: { 201: CentralDepartmentSchema },
      },
      config: { access: 'central-department:write' },
    },
    async (request, reply) =>
      reply.status(201).send(await createCentralDepartment(writeContext(app.prisma, request), request.body)),
  );

  app.patch(
    '/CentralDepartment/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a central department',
        params: IdParamsSchema,
        body: UpdateCentralDepartmentBodySchema,
        response: { 200: CentralDepartmentSchema },
      },
      config: { access: 'central-department:write' },
    },
    async (request) => updateCentralDepartment(writeContext(app.prisma, request), request.params.id, request.body),
  );
};
