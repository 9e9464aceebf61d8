/** student-section routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const studentSectionTable: RouteEntry[] = [];

export const studentSectionRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'student-section', studentSectionTable);
