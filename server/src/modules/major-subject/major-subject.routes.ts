/** Major subject routes (api-contract 5.3); the client edits with PUT. */
import { z } from 'zod';
import {
  CreateMajorSubjectBodySchema,
  MajorSubjectSchema,
  ProgramIdParamsSchema,
  ProgramWithMajorSubjectsSchema,
  UpdateMajorSubjectBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin, route } from '../../lib/route-table.ts';
import {
  createMajorSubject,
  getMajorSubject,
  listMajorSubjects,
  listProgramsWithMajorSubjects,
  updateMajorSubject,
} from './major-subject.service.ts';

const majorSubjectTable = [
  route({
    method: 'GET',
    url: '/MajorSubject',
    summary: 'The major subjects the caller may see',
    access: 'major-subject:read',
    response: z.array(MajorSubjectSchema),
    handler: ({ read }) => listMajorSubjects(read()),
  }),
  route({
    method: 'GET',
    url: '/MajorSubject/by-program/:programId',
    summary: 'The major subjects of a program, within scope',
    access: 'major-subject:read',
    params: ProgramIdParamsSchema,
    response: z.array(MajorSubjectSchema),
    handler: ({ read, params }) => listMajorSubjects(read(), params.programId),
  }),
  route({
    method: 'GET',
    url: '/MajorSubject/GetProgramsWithMajorSubjects',
    summary: 'Programs with their major subjects (the level, faculty, program, major cascade)',
    access: 'major-subject:read',
    response: z.array(ProgramWithMajorSubjectsSchema),
    handler: ({ read }) => listProgramsWithMajorSubjects(read()),
  }),
  ...recordRoutes({
    path: '/MajorSubject',
    item: MajorSubjectSchema,
    get: { summary: 'One major subject', access: 'major-subject:read', read: getMajorSubject },
    create: {
      summary: 'Add a major subject to a program of the campus; 409 "Major Subject already exists!"',
      access: 'major-subject:create',
      body: CreateMajorSubjectBodySchema,
      write: createMajorSubject,
    },
    update: {
      method: 'PUT',
      summary: 'Update a major subject',
      access: 'major-subject:update',
      body: UpdateMajorSubjectBodySchema,
      write: updateMajorSubject,
    },
  }),
];

export const majorSubjectRoutes = routesPlugin('major-subject', majorSubjectTable);
