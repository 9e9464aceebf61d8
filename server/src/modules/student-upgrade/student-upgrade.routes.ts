/** student-upgrade routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const studentUpgradeTable: RouteEntry[] = [];

export const studentUpgradeRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'student-upgrade', studentUpgradeTable);
