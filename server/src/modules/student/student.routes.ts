/** student routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const studentTable: RouteEntry[] = [];

export const studentRoutes: FastifyPluginAsyncZod = async (app) => registerRouteTable(app, 'student', studentTable);
