/** Staff attendance of a campus (api-contract 5.7: Employee/getEmployee, AttendanceEmployee/List). */
import { z } from 'zod';
import {
  AttendanceEmployeeSchema,
  EmployeeAttendanceDayQuerySchema,
  EmployeeAttendanceDaySchema,
  EmployeeAttendanceListSchema,
  EmployeeAttendanceSavedSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { attendanceOfDay, saveAttendance, staffToMark } from './employee-attendance.service.ts';

export const employeeAttendanceRoutes = routesPlugin('employee-attendance', [
  route({
    method: 'GET',
    url: '/Employee/getEmployee',
    summary: 'The caller’s campus’s active staff, to mark attendance',
    access: 'employee-attendance:write',
    response: z.array(AttendanceEmployeeSchema),
    handler: ({ write }) => staffToMark(write()),
  }),
  route({
    method: 'GET',
    url: '/AttendanceEmployee',
    summary: 'The marks of one day (?date=YYYY-MM-DD), null for staff not yet marked',
    access: 'employee-attendance:write',
    query: EmployeeAttendanceDayQuerySchema,
    response: EmployeeAttendanceDaySchema,
    handler: ({ write, query }) => attendanceOfDay(write(), query.date),
  }),
  route({
    method: 'POST',
    url: '/AttendanceEmployee/List',
    summary: 'Mark staff attendance: one record per employee and day, a repeat updates it',
    access: 'employee-attendance:write',
    body: EmployeeAttendanceListSchema,
    response: EmployeeAttendanceSavedSchema,
    handler: ({ write, body }) => saveAttendance(write(), body),
  }),
]);
