/** Holiday routes (api-contract 5.2: HolidayForAttendance); the edit dialog was not read, so PUT by id. */
import { z } from 'zod';
import { CreateHolidayBodySchema, HolidaySchema, IdParamsSchema, UpdateHolidayBodySchema } from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { createHoliday, getHoliday, listHolidays, updateHoliday } from './holiday.service.ts';

const holidayTable = [
  route({
    method: 'GET',
    url: '/HolidayForAttendance',
    summary: 'The holidays of the caller’s campus (or campuses in scope)',
    access: 'holiday:read',
    response: z.array(HolidaySchema),
    handler: ({ read }) => listHolidays(read()),
  }),
  route({
    method: 'GET',
    url: '/HolidayForAttendance/:id',
    summary: 'One holiday',
    access: 'holiday:read',
    params: IdParamsSchema,
    response: HolidaySchema,
    handler: ({ read, params }) => getHoliday(read(), params.id),
  }),
  route({
    method: 'POST',
    url: '/HolidayForAttendance',
    summary: 'Add a holiday of the campus; dates in BS (YYYY-MM-DDT00:00:00, YYYY/MM/DD) or AD (YYYY-MM-DD, ISO)',
    access: 'holiday:write',
    body: CreateHolidayBodySchema,
    response: HolidaySchema,
    status: 201,
    handler: ({ write, body }) => createHoliday(write(), body),
  }),
  route({
    method: 'PUT',
    url: '/HolidayForAttendance/:id',
    summary: 'Update a holiday',
    access: 'holiday:write',
    params: IdParamsSchema,
    body: UpdateHolidayBodySchema,
    response: HolidaySchema,
    handler: ({ write, params, body }) => updateHoliday(write(), params.id, body),
  }),
];

export const holidayRoutes = routesPlugin('holiday', holidayTable);
