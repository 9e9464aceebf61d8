import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const employeeTable: RouteEntry[] = [];

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => registerRouteTable(app, 'employee', employeeTable);
