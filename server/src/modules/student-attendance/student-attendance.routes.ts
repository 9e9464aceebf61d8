/** student-attendance routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const studentAttendanceTable: RouteEntry[] = [];

export const studentAttendanceRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'student-attendance', studentAttendanceTable);
