/**
 * What a service needs to know about the request it serves: the database, the caller's
 * scope, and for writes who is acting (for the audit log). Built from any object shaped
 * like a Fastify request, so services stay free of the framework.
 */
import type { Scope } from '@hemis/contracts';
import type { PrismaClient } from '../db/prisma.ts';
import type { Actor } from './actor.ts';

export interface ReadContext {
  prisma: PrismaClient;
  /** The caller's scope; anonymous callers of public routes see nothing that is scoped. */
  scope: Scope;
  actor: Actor | null;
}

export interface WriteContext extends ReadContext {
  actor: Actor;
  requestId: string;
  ip: string;
}

interface RequestLike {
  actor: Actor | null;
  id: string;
  ip: string;
}

export function readContext(prisma: PrismaClient, request: Pick<RequestLike, 'actor'>): ReadContext {
  return { prisma, scope: request.actor?.scope ?? { kind: 'none' }, actor: request.actor };
}

/** For routes that declare a permission: the access guard has signed the caller in. */
export function writeContext(prisma: PrismaClient, request: RequestLike): WriteContext {
  const { actor } = request;
  if (!actor) throw new Error('A write reached its service without a signed-in user');
  return { prisma, scope: actor.scope, actor, requestId: request.id, ip: request.ip };
}
