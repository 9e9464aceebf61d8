/**
 * Research and publications (api-contract 5.15): the list, read, multipart add and edit, and
 * delete at the contract's paths; the record's two private files through a scoped route; and
 * the campus's employees the form offers as the researcher.
 */
import { z } from 'zod';
import {
  CreateResearchPublicationBodySchema,
  IdParamsSchema,
  MessageResponseSchema,
  ResearchFileParamsSchema,
  ResearchPublicationListQuerySchema,
  ResearchPublicationListSchema,
  ResearchPublicationSchema,
  ResearcherSchema,
  UpdateResearchPublicationBodySchema,
} from '@hemis/contracts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import {
  createResearchPublication,
  deleteResearchPublication,
  getResearchPublication,
  listResearchers,
  listResearchPublications,
  sendResearchFile,
  updateResearchPublication,
} from './research.service.ts';

export const researchRoutes = routesPlugin('research', ({ fileStore }) => [
  route({
    method: 'GET',
    url: '/ResearchPublication',
    summary:
      'The research records of the caller’s scope: an array, or one page with its totals when page is given; by fiscal year, activity type, campus and title',
    access: 'research:read',
    query: ResearchPublicationListQuerySchema,
    response: ResearchPublicationListSchema,
    handler: ({ read, query }) => listResearchPublications(read(), query),
  }),
  route({
    method: 'GET',
    url: '/ResearchPublication/Researchers',
    summary: 'The campus’s employees the research form offers as the researcher, teaching staff first',
    access: 'research:write',
    response: z.array(ResearcherSchema),
    handler: ({ read }) => listResearchers(read()),
  }),
  route({
    method: 'POST',
    url: '/ResearchPublication',
    summary: 'Add a research record of the caller’s campus (multipart, with its thumbnail image and full document)',
    access: 'research:write',
    body: CreateResearchPublicationBodySchema,
    response: ResearchPublicationSchema,
    status: 201,
    handler: ({ write, body }) => createResearchPublication(write(), fileStore, body),
  }),
  route({
    method: 'GET',
    url: '/ResearchPublication/:id',
    summary: 'One research record of the caller’s scope',
    access: 'research:read',
    params: IdParamsSchema,
    response: ResearchPublicationSchema,
    handler: ({ read, params }) => getResearchPublication(read(), params.id),
  }),
  route({
    method: 'PATCH',
    url: '/ResearchPublication/:id',
    summary: 'Edit a research record of the campus (multipart); fields left out stay, a new file replaces the kept one',
    access: 'research:write',
    params: IdParamsSchema,
    body: UpdateResearchPublicationBodySchema,
    response: ResearchPublicationSchema,
    handler: ({ write, params, body }) => updateResearchPublication(write(), fileStore, params.id, body),
  }),
  route({
    method: 'DELETE',
    url: '/ResearchPublication/:id',
    summary: 'Delete a research record of the campus with its files',
    access: 'research:write',
    params: IdParamsSchema,
    response: MessageResponseSchema,
    handler: ({ write, params }) => deleteResearchPublication(write(), fileStore, params.id),
  }),
  route({
    method: 'GET',
    url: '/ResearchPublication/:id/files/:kind',
    summary: 'A research record’s thumbnail image (inline) or full document (a download)',
    access: 'research:read',
    params: ResearchFileParamsSchema,
    handler: ({ read, reply, params }) => sendResearchFile(read(), reply, fileStore, params.id, params.kind),
  }),
]);
