import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRouteTable, type RouteEntry } from '../../lib/route-table.ts';

const signatureTable: RouteEntry[] = [];

export const signatureRoutes: FastifyPluginAsyncZod = async (app) => registerRouteTable(app, 'signature', signatureTable);
