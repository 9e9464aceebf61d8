/** student-import routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const studentImportTable: RouteEntry[] = [];

export const studentImportRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'student-import', studentImportTable);
