/**
 * What a service needs to know about the request it serves: the database, the caller's
 * scope, the app's clock, and for writes who is acting (for the audit log). Built from any
 * object shaped like a Fastify request, so services stay free of the framework. A report's
 * reads may go to the read replica (db/reports-database.ts); its writes go to `primaryOf`.
 */
import type { Scope } from '@hemis/contracts';
import type { PrismaClient } from '../db/prisma.ts';
import type { Actor } from './actor.ts';
import type { Clock } from './clock.ts';

export interface ReadContext {
  /** Where this request reads: the primary, or for a report the reports database. */
  prisma: PrismaClient;
  /**
   * Set when `prisma` is the read replica, which refuses writes: the primary, where anything a
   * report keeps is written (a kept count, a printed copy's code), and how many seconds the
   * replica was behind it when the request began.
   */
  replica?: { primary: PrismaClient; lagSeconds: number };
  /** The time business rules read (lib/clock.ts). */
  clock: Clock;
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
  /** The app that serves the request (a Fastify request's `server`), for its clock. */
  server: { clock: Clock };
}

export function readContext(
  prisma: PrismaClient,
  request: Pick<RequestLike, 'actor' | 'server'>,
  replica?: ReadContext['replica'],
): ReadContext {
  return {
    prisma,
    clock: request.server.clock,
    scope: request.actor?.scope ?? { kind: 'none' },
    actor: request.actor,
    ...(replica ? { replica } : {}),
  };
}

/** Where a read that keeps something writes it: the primary, whichever database it reads. */
export function primaryOf(context: Pick<ReadContext, 'prisma' | 'replica'>): PrismaClient {
  return context.replica?.primary ?? context.prisma;
}

/** For routes that declare a permission: the access guard has signed the caller in. */
export function writeContext(prisma: PrismaClient, request: RequestLike): WriteContext {
  const { actor } = request;
  if (!actor) throw new Error('A write reached its service without a signed-in user');
  return { prisma, clock: request.server.clock, scope: actor.scope, actor, requestId: request.id, ip: request.ip };
}
