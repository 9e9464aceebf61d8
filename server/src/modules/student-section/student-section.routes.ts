/** Student section routes (api-contract 5.4: SectionForStudent); the client edits with PUT. */
import { z } from 'zod';
import {
  StudentSectionBodySchema,
  StudentSectionListQuerySchema,
  StudentSectionSchema,
  UpdateStudentSectionBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin } from '../../lib/route-table.ts';
import { createSection, listSections, updateSection } from './student-section.service.ts';

const studentSectionTable = recordRoutes({
  path: '/SectionForStudent',
  item: StudentSectionSchema,
  list: {
    path: '/SectionForStudent/all',
    summary: 'The student sections of the caller’s campus (grants body and universities: ?campusId=)',
    access: 'student:read',
    query: StudentSectionListQuerySchema,
    response: z.array(StudentSectionSchema),
    read: (context, query) => listSections(context, query.campusId),
  },
  create: {
    path: '/SectionForStudent/create',
    summary: 'Add a section to the caller’s campus (a sent campusId is ignored); 409 "Section Already Exists!!"',
    access: 'student-section:write',
    body: StudentSectionBodySchema,
    write: createSection,
  },
  update: {
    path: '/SectionForStudent/update',
    method: 'PUT',
    summary: 'Update a section of the caller’s campus; 409 "Section Already Exists!!"',
    access: 'student-section:write',
    body: UpdateStudentSectionBodySchema,
    write: updateSection,
  },
});

export const studentSectionRoutes = routesPlugin('student-section', studentSectionTable);
