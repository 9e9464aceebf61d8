import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const verificationTable: RouteEntry[] = [];

export const verificationRoutes: FastifyPluginAsyncZod = async (app) =>
  registerRouteTable(app, 'verification', verificationTable);
