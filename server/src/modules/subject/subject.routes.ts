/** Subject routes (spec section 7, api-contract 5.3). The edit is multipart and answers 200. */
import { z } from 'zod';
import {
  CreateSubjectBodySchema,
  GroupSubjectBodySchema,
  SubjectListQuerySchema,
  SubjectListResponseSchema,
  SubjectSchema,
  SubjectsOfProgramQuerySchema,
  UpdateSubjectBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin, route } from '../../lib/route-table.ts';
import {
  createSubject,
  getSubject,
  listSubjects,
  listSubjectsOfProgram,
  setSubjectGroup,
  updateSubject,
} from './subject.service.ts';

const subjectTable = [
  route({
    method: 'GET',
    url: '/Subject/GetAllSubjects',
    summary: 'Subjects in scope, filtered; an array without paging parameters, { data, totalRecords } with them',
    access: 'subject:read',
    query: SubjectListQuerySchema,
    response: SubjectListResponseSchema,
    handler: ({ read, query }) => listSubjects(read(), query),
  }),
  route({
    method: 'GET',
    url: '/Subject/GetSubjectByProgramId',
    summary: 'The subjects of a program',
    access: 'subject:read',
    query: SubjectsOfProgramQuerySchema,
    response: z.array(SubjectSchema),
    handler: ({ read, query }) => listSubjectsOfProgram(read(), query.programId),
  }),
  route({
    method: 'POST',
    url: '/Subject/AddGroupSubject',
    summary: 'A major subject (group) of the caller’s starts offering a subject (multipart)',
    access: 'subject:update',
    body: GroupSubjectBodySchema,
    response: SubjectSchema,
    status: 201,
    handler: ({ write, body }) => setSubjectGroup(write(), body, 'add'),
  }),
  route({
    method: 'DELETE',
    url: '/Subject/RemoveGroupSubject',
    summary: 'A major subject (group) of the caller’s stops offering a subject (multipart body)',
    access: 'subject:update',
    body: GroupSubjectBodySchema,
    response: SubjectSchema,
    handler: ({ write, body }) => setSubjectGroup(write(), body, 'remove'),
  }),
  ...recordRoutes({
    path: '/Subject',
    item: SubjectSchema,
    get: { summary: 'One subject', access: 'subject:read', read: getSubject },
    create: {
      summary: 'Add a subject to a program (JSON or multipart)',
      access: 'subject:create',
      body: CreateSubjectBodySchema,
      write: createSubject,
    },
    update: {
      method: 'PATCH',
      summary: 'Update a subject (multipart; answers 200 as the client expects)',
      access: 'subject:update',
      body: UpdateSubjectBodySchema,
      write: updateSubject,
    },
  }),
];

export const subjectRoutes = routesPlugin('subject', subjectTable);
