import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const employeeReportTable: RouteEntry[] = [];

export const employeeReportRoutes: FastifyPluginAsyncZod = async (app) => registerRouteTable(app, 'employee-report', employeeReportTable);
