/** Faculty routes (spec section 7, api-contract 5.3); the add form is multipart. */
import { z } from 'zod';
import {
  CreateFacultyBodySchema,
  FacultySchema,
  UniversityIdParamsSchema,
  UpdateFacultyBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin, route } from '../../lib/route-table.ts';
import { faculties } from './faculty.service.ts';

const facultyTable = [
  route({
    method: 'GET',
    url: '/Faculty/GetAllFaculties',
    summary: 'Every faculty the caller may see',
    access: 'faculty:read',
    response: z.array(FacultySchema),
    handler: ({ read }) => faculties.list(read()),
  }),
  route({
    method: 'GET',
    url: '/Faculty/GetAllFaculties/:universityId',
    summary: 'The faculties of a university (0: every faculty the caller may see)',
    access: 'faculty:read',
    params: UniversityIdParamsSchema,
    response: z.array(FacultySchema),
    handler: ({ read, params }) => faculties.list(read(), params.universityId),
  }),
  ...recordRoutes({
    path: '/Faculty',
    item: FacultySchema,
    get: { summary: 'One faculty', access: 'faculty:read', read: faculties.get },
    create: {
      summary: 'Add a faculty (multipart or JSON); 409 "Faculty already exists!"',
      access: 'faculty:create',
      body: CreateFacultyBodySchema,
      write: faculties.create,
    },
    update: {
      method: 'PATCH',
      summary: 'Update a faculty',
      access: 'faculty:update',
      body: UpdateFacultyBodySchema,
      write: faculties.update,
    },
  }),
];

export const facultyRoutes = routesPlugin('faculty', facultyTable);
