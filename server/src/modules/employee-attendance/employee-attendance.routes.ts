import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const employeeAttendanceTable: RouteEntry[] = [];

export const employeeAttendanceRoutes: FastifyPluginAsyncZod = async (app) => registerRouteTable(app, 'employee-attendance', employeeAttendanceTable);
