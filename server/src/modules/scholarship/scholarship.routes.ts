/** Scholarships and discounts (api-contract 5.6): give, change, list, the reports' spreadsheet, the application. */
import {
  IdParamsSchema,
  ScholarshipBodySchema,
  ScholarshipFilterQuerySchema,
  ScholarshipPageSchema,
  ScholarshipSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import {
  createScholarship,
  filterScholarships,
  scholarshipReportXlsx,
  sendApplication,
  updateScholarship,
} from './scholarship.service.ts';

export const scholarshipRoutes = routesPlugin('scholarship', ({ fileStore }) => [
  route({
    method: 'POST',
    url: '/Scholarship',
    summary:
      'Give an active student of the caller’s scope a scholarship or a discount (multipart, with the application)',
    access: 'scholarship:write',
    body: ScholarshipBodySchema,
    response: ScholarshipSchema,
    status: 201,
    handler: ({ write, body }) => createScholarship(write(), fileStore, body),
  }),
  route({
    method: 'PUT',
    url: '/Scholarship/:id',
    summary: 'Change a scholarship or discount; a new application replaces the old one',
    access: 'scholarship:write',
    params: IdParamsSchema,
    body: ScholarshipBodySchema,
    response: ScholarshipSchema,
    handler: ({ write, params, body }) => updateScholarship(write(), fileStore, params.id, body),
  }),
  route({
    method: 'GET',
    url: '/Scholarship/filter',
    summary: 'The scholars of the caller’s scope by batch, program, fiscal year and type, searched and paged',
    access: 'scholarship:read',
    query: ScholarshipFilterQuerySchema,
    response: ScholarshipPageSchema,
    handler: ({ read, query }) => filterScholarships(read(), query),
  }),
  route({
    method: 'GET',
    url: '/Scholarship/filter/xlsx',
    summary: 'The scholarship or discount report as an .xlsx (the same filters; amounts as numbers)',
    access: 'scholarship:read',
    query: ScholarshipFilterQuerySchema,
    handler: ({ read, reply, query }) => scholarshipReportXlsx(read(), reply, query),
  }),
  route({
    method: 'GET',
    url: '/Scholarship/:id/application',
    summary: 'The application of a scholarship, within scope',
    access: 'scholarship:read',
    params: IdParamsSchema,
    handler: ({ read, reply, params }) => sendApplication(read(), reply, fileStore, params.id),
  }),
]);
