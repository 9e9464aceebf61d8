import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const departmentTable: RouteEntry[] = [];

export const departmentRoutes: FastifyPluginAsyncZod = async (app) => registerRouteTable(app, 'department', departmentTable);
