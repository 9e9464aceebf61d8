/** Subject routes (spec section 7, api-contract 5.3). The edit is multipart and answers 200. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateSubjectBodySchema,
  GroupSubjectBodySchema,
  IdParamsSchema,
  SubjectListQuerySchema,
  SubjectListResponseSchema,
  SubjectSchema,
  SubjectsOfProgramQuerySchema,
  UpdateSubjectBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import {
  createSubject,
  getSubject,
  listSubjects,
  listSubjectsOfProgram,
  setSubjectGroup,
  updateSubject,
} from './subject.service.ts';

const TAGS = ['subject'];

export const subjectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Subject/GetAllSubjects',
    {
      schema: {
        tags: TAGS,
        summary: 'Subjects in scope, filtered; an array without paging parameters, { data, totalRecords } with them',
        querystring: SubjectListQuerySchema,
        response: { 200: SubjectListResponseSchema },
      },
      config: { access: 'subject:read' },
    },
    async (request) => listSubjects(readContext(app.prisma, request), request.query),
  );

  app.get(
    '/Subject/GetSubjectByProgramId',
    {
      schema: {
        tags: TAGS,
        summary: 'The subjects of a program',
        querystring: SubjectsOfProgramQuerySchema,
        response: { 200: z.array(SubjectSchema) },
      },
      config: { access: 'subject:read' },
    },
    async (request) => listSubjectsOfProgram(readContext(app.prisma, request), request.query.programId),
  );

  app.post(
    '/Subject/AddGroupSubject',
    {
      schema: {
        tags: TAGS,
        summary: 'A major subject (group) of the caller’s starts offering a subject (multipart)',
        body: GroupSubjectBodySchema,
        response: { 201: SubjectSchema },
      },
      config: { access: 'subject:update' },
    },
    async (request, reply) =>
      reply.status(201).send(await setSubjectGroup(writeContext(app.prisma, request), request.body, 'add')),
  );

  app.delete(
    '/Subject/RemoveGroupSubject',
    {
      schema: {
        tags: TAGS,
        summary: 'A major subject (group) of the caller’s stops offering a subject (multipart body)',
        body: GroupSubjectBodySchema,
        response: { 200: SubjectSchema },
      },
      config: { access: 'subject:update' },
    },
    async (request) => setSubjectGroup(writeContext(app.prisma, request), request.body, 'remove'),
  );

  app.get(
    '/Subject/:id',
    {
      schema: { tags: TAGS, summary: 'One subject', params: IdParamsSchema, response: { 200: SubjectSchema } },
      config: { access: 'subject:read' },
    },
    async (request) => getSubject(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/Subject',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a subject to a program (JSON or multipart)',
        body: CreateSubjectBodySchema,
        response: { 201: SubjectSchema },
      },
      config: { access: 'subject:create' },
    },
    async (request, reply) =>
      reply.status(201).send(await createSubject(writeContext(app.prisma, request), request.body)),
  );

  app.patch(
    '/Subject/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a subject (multipart; answers 200 as the client expects)',
        params: IdParamsSchema,
        body: UpdateSubjectBodySchema,
        response: { 200: SubjectSchema },
      },
      config: { access: 'subject:update' },
    },
    async (request) => updateSubject(writeContext(app.prisma, request), request.params.id, request.body),
  );
};
