import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const idCardTable: RouteEntry[] = [];

export const idCardRoutes: FastifyPluginAsyncZod = async (app) => registerRouteTable(app, 'id-card', idCardTable);
