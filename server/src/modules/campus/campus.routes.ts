/**
 * Campus routes (spec section 7, api-contract 5.2): the public header, the campus lists,
 * the campus form with its logo (multipart) and the GPS screen.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CampusCountQuerySchema,
  CampusCountsByUniversitySchema,
  CampusListPageSchema,
  CampusListQuerySchema,
  CampusMarkerSchema,
  CampusHeaderSchema,
  CampusIdParamsSchema,
  CampusLocationSchema,
  CampusOptionSchema,
  CampusSelectionQuerySchema,
  CreateCampusBodySchema,
  InstitutionSchema,
  UpdateCampusBodySchema,
  UpdateCampusLocationQuerySchema,
  UpdateCampusProfileBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import { countCampusesByTypeAndUniversity, listCampusMarkers, listCampusPage } from './campus-registry.service.ts';
import {
  createCampus,
  getCampus,
  listCampusOptions,
  updateCampus,
  updateCampusLocation,
  updateOwnCampusProfile,
} from './campus.service.ts';

const TAGS = ['campus'];

export const campusRoutes: FastifyPluginAsyncZod = async (app) => {
  const uploadDir = app.config.uploadDir;

  app.get(
    '/Campus',
    {
      schema: {
        tags: TAGS,
        summary:
          'The campus lists: search, sort, page, filter by type, university, province and district, with counts by type',
        querystring: CampusListQuerySchema,
        response: { 200: CampusListPageSchema },
      },
      config: { access: 'campus:read' },
    },
    async (request) => listCampusPage(readContext(app.prisma, request), request.query),
  );

  app.get(
    '/Campus/CountByTypeAndUniversity',
    {
      schema: {
        tags: TAGS,
        summary: 'Campuses by type and university (/number-campustype)',
        querystring: CampusCountQuerySchema,
        response: { 200: CampusCountsByUniversitySchema },
      },
      config: { access: 'campus:read' },
    },
    async (request) => countCampusesByTypeAndUniversity(readContext(app.prisma, request), request.query),
  );

  app.get(
    '/Campus/Locations',
    {
      schema: {
        tags: TAGS,
        summary: 'The campuses placed on the map (GPS screen markers)',
        response: { 200: z.array(CampusMarkerSchema) },
      },
      config: { access: 'campus:read' },
    },
    async (request) => listCampusMarkers(readContext(app.prisma, request)),
  );

  app.patch(
    '/Campus/Profile',
    {
      schema: {
        tags: TAGS,
        summary: 'A campus edits its own profile (multipart or JSON), within what a campus may change',
        body: UpdateCampusProfileBodySchema,
        response: { 200: InstitutionSchema },
      },
      config: { access: 'campus:profile' },
    },
    async (request) => updateOwnCampusProfile(writeContext(app.prisma, request), uploadDir, request.body),
  );

  app.get(
    '/Campus/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'A campus: the public header fields, or the full record for staff in scope',
        params: CampusIdParamsSchema,
        // The full record first: the serializer keeps the first shape that fits.
        response: { 200: z.union([InstitutionSchema, CampusHeaderSchema]) },
      },
      config: { access: 'public' },
    },
    async (request) => getCampus(app.prisma, request.actor, request.params.id),
  );

  for (const [path, summary] of [
    ['/Campus/GetAllCampuses', 'The campuses the caller may see (id and name)'],
    ['/Campus/GetCampusForSelection', 'The campuses the caller may see, for report filters'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags: TAGS,
          summary,
          querystring: CampusSelectionQuerySchema,
          response: { 200: z.array(CampusOptionSchema) },
        },
        config: { access: 'campus:read' },
      },
      async (request) => listCampusOptions(readContext(app.prisma, request), request.query),
    );
  }

  app.post(
    '/Campus',
    {
      schema: {
        tags: TAGS,
        summary: 'Register a campus (multipart, with its logo); a university registers its own campuses',
        body: CreateCampusBodySchema,
        response: { 201: InstitutionSchema },
      },
      config: { access: 'campus:create' },
    },
    async (request, reply) =>
      reply.status(201).send(await createCampus(writeContext(app.prisma, request), uploadDir, request.body)),
  );

  app.patch(
    '/Campus/UpdateLongitude',
    {
      schema: {
        tags: TAGS,
        summary: 'Place a campus on the map (GPS screen); the values come in the query string',
        querystring: UpdateCampusLocationQuerySchema,
        response: { 200: CampusLocationSchema },
      },
      config: { access: 'campus:update' },
    },
    async (request) => updateCampusLocation(writeContext(app.prisma, request), request.query),
  );

  app.patch(
    '/Campus/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a campus (multipart or JSON); a new logo replaces the old one',
        params: CampusIdParamsSchema,
        body: UpdateCampusBodySchema,
        response: { 200: InstitutionSchema },
      },
      config: { access: 'campus:update' },
    },
    async (request) => updateCampus(writeContext(app.prisma, request), uploadDir, request.params.id, request.body),
  );
};
