/**
 * Sessions a user can see and end (issue #33, docs/decisions/0034-sign-in-security.md). A user
 * lists their open sessions and the ones ended lately, ends one, all but the one they are in, or
 * signs out; an administrator lists and ends all the sessions of a user they administer (the
 * same rule as every other change to that user: module-permissions.service.ts administeredUser).
 * Every ending is audited, in the transaction that ends. A session is never deleted while it
 * could be used: ended and expired rows go SESSION_KEPT_DAYS after they expired.
 */
import { createHash } from 'node:crypto';
import {
  RECENT_SESSION_DAYS,
  RECENT_SESSIONS_SHOWN,
  SESSION_KEPT_DAYS,
  SESSION_MESSAGES as M,
  type SessionList,
} from '@hemis/contracts';
import type { Db, PrismaClient } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WriteContext } from '../../lib/context.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { administeredUser } from '../user-admin/module-permissions.service.ts';
import { endSessionsOf, type SessionEndReason } from './session-ending.ts';

const SESSION_ENTITY = 'UserSession';
const USER_ENTITY = 'User';
const DAY_MS = 24 * 60 * 60 * 1000;

const SESSION_FIELDS = {
  id: true,
  device: true,
  ip: true,
  method: true,
  createdAt: true,
  lastUsedAt: true,
  expiresAt: true,
  endedAt: true,
  endedReason: true,
} as const;

/** A user's open sessions newest first, and those ended in the last RECENT_SESSION_DAYS days. */
async function sessionsOf(db: Db, clock: Clock, userId: number, currentId: string | null): Promise<SessionList> {
  const now = clock.now();
  const [open, ended] = await Promise.all([
    db.userSession.findMany({
      where: { userId, endedAt: null, expiresAt: { gt: now } },
      select: SESSION_FIELDS,
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    }),
    db.userSession.findMany({
      where: { userId, endedAt: { gte: new Date(now.getTime() - RECENT_SESSION_DAYS * DAY_MS) } },
      select: SESSION_FIELDS,
      orderBy: [{ endedAt: 'desc' }, { id: 'asc' }],
      take: RECENT_SESSIONS_SHOWN,
    }),
  ]);
  const shared = (row: (typeof open)[number]) => ({
    id: row.id,
    device: row.device,
    ip: row.ip,
    method: row.method,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
  });
  return {
    sessions: open.map((row) => ({
      ...shared(row),
      expiresAt: row.expiresAt.toISOString(),
      current: row.id === currentId,
    })),
    recent: ended.map((row) => ({
      ...shared(row),
      endedAt: row.endedAt!.toISOString(),
      endedReason: row.endedReason ?? 'signed-out',
    })),
  };
}

/** GET User/Sessions: the signed-in user's sessions, the one asked in marked current. */
export function listOwnSessions(context: WriteContext, currentId: string | null): Promise<SessionList> {
  return sessionsOf(context.prisma, context.clock, context.actor.userId, currentId);
}

/**
 * DELETE User/Sessions/{id}: ends one of the user's own sessions; another user's, or an unknown
 * id, is missing. Ending the one the request was made in is signing out. A session already ended
 * stays as it ended.
 */
export async function endOwnSession(context: WriteContext, sessionId: string, currentId: string | null) {
  const current = sessionId === currentId;
  const reason: SessionEndReason = current ? 'signed-out' : 'ended-by-user';
  return inTransaction(context.prisma, async (db) => {
    const session = await db.userSession.findFirst({
      where: { id: sessionId, userId: context.actor.userId },
      select: { id: true },
    });
    if (!session) throw AppError.notFound('Session');
    const ended = await endSessionsOf(db, context.clock, context.actor.userId, reason, { only: sessionId });
    if (ended > 0) {
      await auditWrite(db, context, 'update', SESSION_ENTITY, sessionId, { endedReason: reason });
    }
    return { message: current ? M.signedOut : M.sessionEnded };
  });
}

/** POST User/Sessions/EndOthers: ends every session of the user but the one asked in. */
export async function endOtherSessions(context: WriteContext, currentId: string | null) {
  return inTransaction(context.prisma, async (db) => {
    const ended = await endSessionsOf(db, context.clock, context.actor.userId, 'ended-by-user', {
      except: currentId,
    });
    if (ended > 0) {
      await auditWrite(db, context, 'update', USER_ENTITY, context.actor.userId, {
        sessionsEnded: ended,
        reason: 'ended-by-user',
      });
    }
    return { message: M.othersEnded(ended), ended };
  });
}

/**
 * POST User/Logout: ends the session the request was made in. Signing out must always work in
 * the browser, so a request without an open session (already ended, expired, no token) is
 * answered the same, and nothing is ended.
 */
export async function signOut(context: WriteContext | null, currentId: string | null) {
  if (context && currentId) {
    await inTransaction(context.prisma, async (db) => {
      const ended = await endSessionsOf(db, context.clock, context.actor.userId, 'signed-out', { only: currentId });
      if (ended > 0) await auditWrite(db, context, 'update', SESSION_ENTITY, currentId, { endedReason: 'signed-out' });
    });
  }
  return { message: M.signedOut };
}

/** GET User/{userId}/Sessions: the sessions of a user the administrator administers. */
export async function listUserSessions(context: WriteContext, userId: number): Promise<SessionList> {
  await administeredUser(context.prisma, context.actor, userId);
  return sessionsOf(context.prisma, context.clock, userId, null);
}

/** POST User/{userId}/Sessions/End: ends every session of a user the administrator administers. */
export async function endUserSessions(context: WriteContext, userId: number) {
  return inTransaction(context.prisma, async (db) => {
    await administeredUser(db, context.actor, userId);
    const ended = await endSessionsOf(db, context.clock, userId, 'ended-by-administrator');
    await auditWrite(db, context, 'update', USER_ENTITY, userId, {
      sessionsEnded: ended,
      reason: 'ended-by-administrator',
    });
    return { message: M.userSessionsEnded(ended), ended };
  });
}

// ---- Clean-up ---------------------------------------------------------------------------

export const SESSION_CLEAN_UP_QUEUE = 'session-clean-up';
export const SESSION_CLEAN_UP_EVERY_MS = 60 * 60 * 1000;

/** pg-boss wants a UUID id: the hour's own, so processes sending in the same hour queue one job. */
export function cleanUpJobId(now: number): string {
  const hex = createHash('sha256')
    .update(`${SESSION_CLEAN_UP_QUEUE}:${Math.floor(now / SESSION_CLEAN_UP_EVERY_MS)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Rows deleted by one statement: a large backlog goes in short statements, not one long lock. */
const DELETED_AT_ONCE = 5000;

/**
 * Deletes the sessions that expired more than SESSION_KEPT_DAYS days ago; answers how many.
 * A session ends after it starts and expires a lifetime (hours) after it starts, so one ended
 * that long ago goes at most a lifetime later: the expiry alone decides, through its index.
 */
export async function deleteOldSessions(prisma: PrismaClient, clock: Clock): Promise<number> {
  const before = new Date(clock.now().getTime() - SESSION_KEPT_DAYS * DAY_MS);
  let deleted = 0;
  for (;;) {
    // Raw: the client's extension would forget every user's copy here for a delete naming no user,
    // and none of these sessions could be open.
    const count = await prisma.$executeRaw`
      DELETE FROM "UserSession"
       WHERE id IN (SELECT id FROM "UserSession" WHERE "expiresAt" < ${before} LIMIT ${DELETED_AT_ONCE})`;
    deleted += count;
    if (count < DELETED_AT_ONCE) return deleted;
  }
}
