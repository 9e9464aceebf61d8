/** student-report routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const studentReportTable: RouteEntry[] = [];

export const studentReportRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'student-report', studentReportTable);
