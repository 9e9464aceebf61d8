/** Holiday routes (api-contract 5.2: HolidayForAttendance); the edit dialog was not read, so PUT by id. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CreateHolidayBodySchema, HolidaySchema, IdParamsSchema, UpdateHolidayBodySchema } from '@hemis/contracts';
import { readContext, writeContext } from '../../lib/context.ts';
import { createHoliday, getHoliday, listHolidays, updateHoliday } from './holiday.service.ts';

const TAGS = ['holiday'];

export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/HolidayForAttendance',
    {
      schema: {
        tags: TAGS,
        summary: 'The holidays of the caller’s campus (or campuses in scope)',
        response: { 200: z.array(HolidaySchema) },
      },
      config: { access: 'holiday:read' },
    },
    async (request) => listHolidays(readContext(app.prisma, request)),
  );

  app.get(
    '/HolidayForAttendance/:id',
    {
      schema: { tags: TAGS, summary: 'One holiday', params: IdParamsSchema, response: { 200: HolidaySchema } },
      config: { access: 'holiday:read' },
    },
    async (request) => getHoliday(readContext(app.prisma, request), request.params.id),
  );

  app.post(
    '/HolidayForAttendance',
    {
      schema: {
        tags: TAGS,
        summary: 'Add a holiday of the campus; dates in BS (YYYY-MM-DDT00:00:00, YYYY/MM/DD) or AD (YYYY-MM-DD, ISO)',
        body: CreateHolidayBodySchema,
        response: { 201: HolidaySchema },
      },
      config: { access: 'holiday:write' },
    },
    async (request, reply) =>
      reply.status(201).send(await createHoliday(writeContext(app.prisma, request), request.body)),
  );

  app.put(
    '/HolidayForAttendance/:id',
    {
      schema: {
        tags: TAGS,
        summary: 'Update a holiday',
        params: IdParamsSchema,
        body: UpdateHolidayBodySchema,
        response: { 200: HolidaySchema },
      },
      config: { access: 'holiday:write' },
    },
    async (request) => updateHoliday(writeContext(app.prisma, request), request.params.id, request.body),
  );
};
