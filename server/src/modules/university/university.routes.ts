/** University routes (spec section 7, api-contract 5.2). */
import { z } from 'zod';
import {
  CreateUniversityBodySchema,
  IdParamsSchema,
  UniversityHeaderSchema,
  UniversityListPageSchema,
  UniversityListQuerySchema,
  UniversityOptionSchema,
  UniversitySchema,
  UpdateUniversityBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin, route } from '../../lib/route-table.ts';
import {
  createUniversity,
  getUniversity,
  listUniversities,
  listUniversityPage,
  updateUniversity,
} from './university.service.ts';

export const universityRoutes = routesPlugin('university', ({ fileStore }) => [
  route({
    method: 'GET',
    url: '/University/GetAllUniversities',
    summary: 'The universities the caller may see',
    access: 'university:read',
    response: z.array(UniversityOptionSchema),
    handler: ({ read }) => listUniversities(read()),
  }),
  route({
    method: 'GET',
    url: '/University',
    summary: 'The university list: search, sort, page and filter by type, with campus counts',
    access: 'university:read',
    query: UniversityListQuerySchema,
    response: UniversityListPageSchema,
    handler: ({ read, query }) => listUniversityPage(read(), query),
  }),
  route({
    method: 'GET',
    url: '/University/:id',
    summary: 'A university: logo and name without a token, the full record for staff in scope',
    access: 'public',
    params: IdParamsSchema,
    response: z.union([UniversitySchema, UniversityHeaderSchema]),
    handler: ({ read, params }) => getUniversity(read(), params.id),
  }),
  ...recordRoutes({
    path: '/University',
    item: UniversitySchema,
    create: {
      summary: 'Register a university (multipart, with its logo)',
      access: 'university:write',
      body: CreateUniversityBodySchema,
      write: (context, body) => createUniversity(context, fileStore, body),
    },
    update: {
      method: 'PATCH',
      summary: 'Update a university (multipart or JSON)',
      access: 'university:write',
      body: UpdateUniversityBodySchema,
      write: (context, id, body) => updateUniversity(context, fileStore, id, body),
    },
  }),
]);
