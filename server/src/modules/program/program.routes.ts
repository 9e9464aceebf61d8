/** Program routes (spec section 7, api-contract 5.3), with the client's spelling `GetProgramByCOllegeId`. */
import { z } from 'zod';
import {
  AddProgramToCollegeBodySchema,
  CollegeProgramSchema,
  CreateProgramBodySchema,
  LegacyProgramListSchema,
  ProgramSchema,
  ProgramsOfCollegeQuerySchema,
  UniversityIdParamsSchema,
  UpdateProgramBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin, route } from '../../lib/route-table.ts';
import {
  addProgramsToCollege,
  createProgram,
  getProgram,
  listPrograms,
  listProgramsForEnrolment,
  listProgramsOfCollege,
  listProgramsOfCollegesInScope,
  updateProgram,
} from './program.service.ts';

const programTable = [
  route({
    method: 'GET',
    url: '/ProgramMgmt/GetAllPrograms',
    summary: 'Every program the caller may see, with the campus’s course fees (legacy enrolment form)',
    access: 'program:read',
    response: LegacyProgramListSchema,
    handler: ({ read }) => listProgramsForEnrolment(read()),
  }),
  route({
    method: 'GET',
    url: '/ProgramMgmt/GetAllPrograms/:universityId',
    summary: 'The programs of a university, for a campus to pick from (0: every program in scope)',
    access: 'program:read',
    params: UniversityIdParamsSchema,
    response: z.array(ProgramSchema),
    handler: ({ read, params }) => listPrograms(read(), params.universityId),
  }),
  route({
    method: 'GET',
    url: '/ProgramMgmt/GetProgramByCOllegeId',
    summary: 'The programs a campus runs (collegeid, any casing; the caller’s own by default)',
    access: 'program:read',
    query: ProgramsOfCollegeQuerySchema,
    response: z.array(CollegeProgramSchema),
    handler: ({ read, query }) => listProgramsOfCollege(read(), query.collegeId),
  }),
  route({
    method: 'GET',
    url: '/ProgramMgmt/GetCollegePrograms',
    summary: 'The programs the caller’s campus runs (every campus in scope for others)',
    access: 'program:read',
    response: z.array(CollegeProgramSchema),
    handler: ({ read }) => listProgramsOfCollegesInScope(read()),
  }),
  route({
    method: 'POST',
    url: '/ProgramMgmt/AddProgramToCollege',
    summary: 'The campus runs these programs of its university (isActive false: stops running them)',
    access: 'program:adopt',
    body: AddProgramToCollegeBodySchema,
    response: z.array(CollegeProgramSchema),
    status: 201,
    handler: ({ write, body }) => addProgramsToCollege(write(), body),
  }),
  ...recordRoutes({
    path: '/ProgramMgmt',
    item: ProgramSchema,
    get: { summary: 'One program', access: 'program:read', read: getProgram },
    create: {
      summary: 'Add a program (multipart or JSON); 409 "Program already exists!"',
      access: 'program:create',
      body: CreateProgramBodySchema,
      write: createProgram,
    },
    update: {
      method: 'PATCH',
      summary: 'Update a program',
      access: 'program:update',
      body: UpdateProgramBodySchema,
      write: updateProgram,
    },
  }),
];

export const programRoutes = routesPlugin('program', programTable);
