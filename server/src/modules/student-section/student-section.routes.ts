/** Student section routes (api-contract 5.4: SectionForStudent); the client edits with PUT. */
import { z } from 'zod';
import {
  IdParamsSchema,
  StudentSectionBodySchema,
  StudentSectionListQuerySchema,
  StudentSectionSchema,
  UpdateStudentSectionBodySchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { createSection, listSections, updateSection } from './student-section.service.ts';

const studentSectionTable = [
  route({
    method: 'GET',
    url: '/SectionForStudent/all',
    summary: 'The student sections of the caller’s campus (grants body and universities: ?campusId=)',
    access: 'student:read',
    query: StudentSectionListQuerySchema,
    response: z.array(StudentSectionSchema),
    handler: ({ read, query }) => listSections(read(), query.campusId),
  }),
  route({
    method: 'POST',
    url: '/SectionForStudent/create',
    summary: 'Add a section to the caller’s campus (a sent campusId is ignored); 409 "Section Already Exists!!"',
    access: 'student-section:write',
    body: StudentSectionBodySchema,
    response: StudentSectionSchema,
    status: 201,
    handler: ({ write, body }) => createSection(write(), body),
  }),
  route({
    method: 'PUT',
    url: '/SectionForStudent/update/:id',
    summary: 'Update a section of the caller’s campus; 409 "Section Already Exists!!"',
    access: 'student-section:write',
    params: IdParamsSchema,
    body: UpdateStudentSectionBodySchema,
    response: StudentSectionSchema,
    handler: ({ write, params, body }) => updateSection(write(), params.id, body),
  }),
];

export const studentSectionRoutes = routesPlugin('student-section', studentSectionTable);
