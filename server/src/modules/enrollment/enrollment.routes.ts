/** enrollment routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const enrollmentTable: RouteEntry[] = [];

export const enrollmentRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'enrollment', enrollmentTable);
