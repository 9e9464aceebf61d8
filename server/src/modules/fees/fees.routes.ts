/** Fee routes (spec section 7, api-contract 5.10): course fee types, fee items and the program fee setup. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreateFeeSetupBodySchema,
  CreateFeeTypeBodySchema,
  CreateGeneralFeeTypeBodySchema,
  FeeSetupSchema,
  FeeTypeListQuerySchema,
  FeeTypeListResponseSchema,
  FeeTypeSchema,
  GeneralFeeTypeListQuerySchema,
  GeneralFeeTypeListResponseSchema,
  GeneralFeeTypeSchema,
  IdParamsSchema,
  UpdateFeeTypeBodySchema,
  UpdateGeneralFeeTypeBodySchema,
} from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import {
  createFeeSetup,
  createFeeType,
  createGeneralFeeType,
  getFeeType,
  getGeneralFeeType,
  listFeeSetups,
  listFeeTypes,
  listGeneralFeeTypes,
  updateFeeType,
  updateGeneralFeeType,
} from './fees.service.ts';

const TAGS = ['fees'];

export const feeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/FeeType',
    {
      schema: {
        tags: TAGS,
        summary: 'Course-specific fee types in scope; an array without paging parameters, a page with them',
        querystring: FeeTypeListQuerySchema,
        response: { 200: FeeTypeListResponseSchema },
      },
      config: { access: 'fee:read' },
    },
    async (request) => listFeeTypes(readContext(app.prisma, request), request.query),
  );

  app.get(
    '/FeeType/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'One course-specific fee type',
        params: IdParamsSchema,
        response: { 200: FeeTypeSchema },
      },
      config: { access: 'fee:read' },
    },
    async (request) => getFeeType(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/FeeType',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a course-specific fee type; 409 "Course-specific Fee Type already exists!"',
        body: CreateFeeTypeBodySchema,
        response: { 201: FeeTypeSchema },
      },
      config: { access: 'fee:write' },
    },
    async (request, reply) =>
      reply.status(201).send(await createFeeType(writeContext(app.prisma, request), request.body)),
  );

  app.put(
    '/FeeType/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a course-specific fee type',
        params: IdParamsSchema,
        body: UpdateFeeTypeBodySchema,
        response: { 200: FeeTypeSchema },
      },
      config: { access: 'fee:write' },
    },
    async (request) => updateFeeType(writeContext(app.prisma, request), request.params.id, request.body),
  );

  app.get(
    '/GeneralFeeType',
    {
      schema: {
        tags: TAGS,
        summary: 'Fee items in scope; { data, totalRecords } with pageNumber/pageSize',
        querystring: GeneralFeeTypeListQuerySchema,
        response: { 200: GeneralFeeTypeListResponseSchema },
      },
      config: { access: 'fee:read' },
    },
    async (request) => listGeneralFeeTypes(readContext(app.prisma, request), request.query),
  );

  app.get(
    '/GeneralFeeType/:id',
    {
      schema: { tags: TAGS, summary: 'One fee item', params: IdParamsSchema, response: { 200: GeneralFeeTypeSchema } },
      config: { access: 'fee:read' },
    },
    async (request) => getGeneralFeeType(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/GeneralFeeType',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a fee item of the campus',
        body: CreateGeneralFeeTypeBodySchema,
        response: { 201: GeneralFeeTypeSchema },
      },
      config: { access: 'fee:write' },
    },
    async (request, reply) =>
      reply.status(201).send(await createGeneralFeeType(writeContext(app.prisma, request), request.body)),
  );

  app.put(
    '/GeneralFeeType/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a fee item',
        params: IdParamsSchema,
        body: UpdateGeneralFeeTypeBodySchema,
        response: { 200: GeneralFeeTypeSchema },
      },
      config: { access: 'fee:write' },
    },
    async (request) => updateGeneralFeeType(writeContext(app.prisma, request), request.params.id, request.body),
  );

  app.get(
    '/FeeSetup',
    {
      schema: {
        tags: TAGS,
        summary: 'The program fee setups in scope (legacy)',
        response: { 200: z.array(FeeSetupSchema) },
      },
      config: { access: 'fee:read' },
    },
    async (request) => listFeeSetups(readContext(app.prisma, request)),
  );

  app.post(
    '/FeeSetup',
    {
      schema: {
        tags: TAGS,
        summary: 'Set what a batch of a program pays for a fee type in a fiscal year (legacy Program Fee Setup)',
        body: CreateFeeSetupBodySchema,
        response: { 201: FeeSetupSchema },
      },
      config: { access: 'fee:write' },
    },
    async (request, reply) =>
      reply.status(201).send(await createFeeSetup(writeContext(app.prisma, request), request.body)),
  );
};
