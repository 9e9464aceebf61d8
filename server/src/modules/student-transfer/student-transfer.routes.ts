/** student-transfer routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const studentTransferTable: RouteEntry[] = [];

export const studentTransferRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'student-transfer', studentTransferTable);
