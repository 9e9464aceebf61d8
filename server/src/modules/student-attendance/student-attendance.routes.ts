/** Student attendance routes (api-contract 5.5: AttendanceStudent). */
import { z } from 'zod';
import {
  AttendanceBodySchema,
  AttendanceRosterQuerySchema,
  AttendanceRosterRowSchema,
  AttendanceSavedSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { attendanceRoster, saveAttendance } from './student-attendance.service.ts';

export const studentAttendanceRoutes = routesPlugin('student-attendance', [
  route({
    method: 'GET',
    url: '/AttendanceStudent',
    summary: 'The class to mark for a subject and day (date=YYYY-MM-DD), with what is already marked',
    access: 'student-attendance:write',
    query: AttendanceRosterQuerySchema,
    response: z.array(AttendanceRosterRowSchema),
    handler: ({ read, query }) => attendanceRoster(read(), query),
  }),
  route({
    method: 'POST',
    url: '/AttendanceStudent',
    summary: 'Mark a class: one row per student, subject and day, saved again on a repeat',
    access: 'student-attendance:write',
    body: AttendanceBodySchema,
    response: AttendanceSavedSchema,
    handler: ({ write, body }) => saveAttendance(write(), body),
  }),
]);
