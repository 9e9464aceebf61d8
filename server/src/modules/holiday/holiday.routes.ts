/** Holiday routes (api-contract 5.2: HolidayForAttendance); the edit dialog was not read, so PUT by id. */
import { z } from 'zod';
import { CreateHolidayBodySchema, HolidaySchema, UpdateHolidayBodySchema } from '@hemis/contracts';
import { recordRoutes, routesPlugin } from '../../lib/route-table.ts';
import { createHoliday, getHoliday, listHolidays, updateHoliday } from './holiday.service.ts';

const holidayTable = recordRoutes({
  path: '/HolidayForAttendance',
  item: HolidaySchema,
  list: {
    summary: 'The holidays of the caller’s campus (or campuses in scope)',
    access: 'holiday:read',
    response: z.array(HolidaySchema),
    read: listHolidays,
  },
  get: { summary: 'One holiday', access: 'holiday:read', read: getHoliday },
  create: {
    summary: 'Add a holiday of the campus; dates in BS (YYYY-MM-DDT00:00:00, YYYY/MM/DD) or AD (YYYY-MM-DD, ISO)',
    access: 'holiday:write',
    body: CreateHolidayBodySchema,
    write: createHoliday,
  },
  update: {
    method: 'PUT',
    summary: 'Update a holiday',
    access: 'holiday:write',
    body: UpdateHolidayBodySchema,
    write: updateHoliday,
  },
});

export const holidayRoutes = routesPlugin('holiday', holidayTable);
