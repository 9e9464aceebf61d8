/** student-document routes (issue: students). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const studentDocumentTable: RouteEntry[] = [];

export const studentDocumentRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'student-document', studentDocumentTable);
