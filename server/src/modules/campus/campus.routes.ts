/**
 * Campus routes (spec section 7, api-contract 5.2): the public header, the campus lists,
 * the campus form with its logo (multipart) and the GPS screen.
 */
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
import { recordRoutes, routesPlugin, route } from '../../lib/route-table.ts';
import { countCampusesByTypeAndUniversity, listCampusMarkers, listCampusPage } from './campus-registry.service.ts';
import {
  createCampus,
  getCampus,
  listCampusOptions,
  updateCampus,
  updateCampusLocation,
  updateOwnCampusProfile,
} from './campus.service.ts';

const campusOptions = (url: string, summary: string) =>
  route({
    method: 'GET',
    url,
    summary,
    access: 'campus:read',
    query: CampusSelectionQuerySchema,
    response: z.array(CampusOptionSchema),
    handler: ({ read, query }) => listCampusOptions(read(), query),
  });

export const campusRoutes = routesPlugin('campus', ({ fileStore, prisma }) => [
  route({
    method: 'GET',
    url: '/Campus',
    summary:
      'The campus lists: search, sort, page, filter by type, university, province and district, with counts by type',
    access: 'campus:read',
    query: CampusListQuerySchema,
    response: CampusListPageSchema,
    handler: ({ read, query }) => listCampusPage(read(), query),
  }),
  route({
    method: 'GET',
    url: '/Campus/CountByTypeAndUniversity',
    summary: 'Campuses by type and university (/number-campustype)',
    access: 'campus:read',
    report: true,
    query: CampusCountQuerySchema,
    response: CampusCountsByUniversitySchema,
    handler: ({ read, query }) => countCampusesByTypeAndUniversity(read(), query),
  }),
  route({
    method: 'GET',
    url: '/Campus/Locations',
    summary: 'The campuses placed on the map (GPS screen markers)',
    access: 'campus:read',
    response: z.array(CampusMarkerSchema),
    handler: ({ read }) => listCampusMarkers(read()),
  }),
  route({
    method: 'PATCH',
    url: '/Campus/Profile',
    summary: 'A campus edits its own profile (multipart or JSON), within what a campus may change',
    access: 'campus:profile',
    body: UpdateCampusProfileBodySchema,
    response: InstitutionSchema,
    handler: ({ write, body }) => updateOwnCampusProfile(write(), fileStore, body),
  }),
  route({
    method: 'GET',
    url: '/Campus/:id',
    summary: 'A campus: the public header fields, or the full record for staff in scope',
    access: 'public',
    params: CampusIdParamsSchema,
    // The full record first: the serializer keeps the first shape that fits.
    response: z.union([InstitutionSchema, CampusHeaderSchema]),
    handler: ({ request, params }) => getCampus(prisma, request.actor, params.id),
  }),
  campusOptions('/Campus/GetAllCampuses', 'The campuses the caller may see (id and name)'),
  campusOptions('/Campus/GetCampusForSelection', 'The campuses the caller may see, for report filters'),
  route({
    method: 'PATCH',
    url: '/Campus/UpdateLongitude',
    summary: 'Place a campus on the map (GPS screen); the values come in the query string',
    access: 'campus:update',
    query: UpdateCampusLocationQuerySchema,
    response: CampusLocationSchema,
    handler: ({ write, query }) => updateCampusLocation(write(), query),
  }),
  ...recordRoutes({
    path: '/Campus',
    item: InstitutionSchema,
    create: {
      summary: 'Register a campus (multipart, with its logo); a university registers its own campuses',
      access: 'campus:create',
      body: CreateCampusBodySchema,
      write: (context, body) => createCampus(context, fileStore, body),
    },
    update: {
      method: 'PATCH',
      summary: 'Update a campus (multipart or JSON); a new logo replaces the old one',
      access: 'campus:update',
      body: UpdateCampusBodySchema,
      write: (context, id, body) => updateCampus(context, fileStore, id, body),
    },
  }),
]);
