/**
 * Sessions: each sign-in opens a session kept on the server (UserSession: device, address,
 * time, last use), and answers a JWT bearer token (`tokenString`) naming it, that lasts as long
 * as the web's session (8 hours, spec section 9), signed with JWT_SECRET. `authenticate` turns
 * the token into the signed-in user (`request.actor`). The user is read from the database, or
 * from the copy kept in memory while every change to users is being heard
 * (lib/session-users.ts), and so is whether the session is still open: a session that ends
 * (signed out, ended by its user or an administrator, a password change or reset), a disabled
 * account, and a session issued before the last password change are refused at once, in every
 * server process (docs/decisions/0034-sign-in-security.md).
 */
import { randomUUID } from 'node:crypto';
import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_MESSAGES, SESSION_LIFETIME_MS } from '@hemis/contracts';
import { actorFromUser, type Actor } from '../lib/actor.ts';
import { AppError } from '../lib/app-error.ts';
import type { Clock } from '../lib/clock.ts';
import { SessionUserCache } from '../lib/session-users.ts';

interface SessionClaims {
  /** The user id. */
  sub: string;
  /** The session (UserSession.id). */
  sid?: string;
  /** When the token was issued, in seconds, by the app's clock. */
  iat?: number;
  /** When it stops working, in seconds (set by the signer from iat). */
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: SessionClaims;
    user: SessionClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Opens a session for the user and answers its token, valid for SESSION_LIFETIME_MS. */
    openSession(userId: number, opening: SessionOpening): Promise<string>;
    /** The signed-in user of the request, or UNAUTHENTICATED. */
    authenticate(request: FastifyRequest): Promise<Actor>;
  }
  interface FastifyRequest {
    /** The signed-in user, once authenticated; null for anonymous requests. */
    actor: Actor | null;
    /** The session the request was made in, once authenticated. */
    sessionId: string | null;
  }
}

/** How a user proved who they are, as their sessions list shows it. */
export type SignInMethod = 'password' | 'password+code' | 'password+recovery-code' | 'sso';

/** Where and how a session begins. */
export interface SessionOpening {
  method: SignInMethod;
  ip: string;
  /** The client's User-Agent. */
  device?: string | undefined;
}

const JWT_MESSAGES: Record<string, string> = {
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: AUTH_MESSAGES.signInRequired,
};

function unauthenticated(error: unknown): AppError {
  const code = (error as { code?: string }).code ?? '';
  return new AppError('UNAUTHENTICATED', JWT_MESSAGES[code] ?? AUTH_MESSAGES.sessionInvalid);
}

/**
 * The signed-in user of a route that declares a permission: the access guard has
 * authenticated it before the handler runs.
 */
export function signedInActor(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.method} ${request.url} reached its handler without a signed-in user`);
  return request.actor;
}

/** A session ends SESSION_LIFETIME_MS after it was issued, by the app's clock (lib/clock.ts). */
function expired(claims: SessionClaims, clock: Clock): boolean {
  return claims.exp === undefined || claims.exp * 1000 <= clock.now().getTime();
}

/** Tokens carry whole seconds: one issued in the second of the change still counts as after it. */
function issuedBeforePasswordChange(claims: SessionClaims, passwordChangedAt: Date | null): boolean {
  if (!passwordChangedAt) return false;
  return (claims.iat ?? 0) < Math.floor(passwordChangedAt.getTime() / 1000);
}

/** A session's last use is written at most this often: a read per request costs no write. */
const LAST_USE_WRITTEN_EVERY_MS = 5 * 60_000;

/** A safety net only: changes are heard at once, so a copy is rarely this old. */
const SESSION_USER_TTL_MS = 60_000;
const SESSION_USERS_KEPT = 20_000;

const SESSION_USER_FIELDS = {
  id: true,
  email: true,
  role: true,
  type: true,
  universityId: true,
  campusId: true,
  status: true,
  passwordChangedAt: true,
  moduleGrants: { select: { module: { select: { key: true } } } },
} as const;

/** What a session check reads of a user. */
interface SessionUser {
  actor: Actor;
  status: string;
  passwordChangedAt: Date | null;
  /**
   * The user's sessions known open, with when their last use was written. Learnt one session
   * at a time; any change to the user's sessions forgets the whole copy (the trigger on
   * UserSession announces it), so a session ended elsewhere is never found here.
   */
  openSessions: Map<string, number>;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner && typeof inner === 'object') deepFreeze(inner as object);
  return Object.freeze(value);
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(jwt, {
      secret: app.config.jwtSecret,
      sign: { algorithm: 'HS256', expiresIn: SESSION_LIFETIME_MS / 1000 },
      // Expiry is checked against the app's clock below, as issuing reads it.
      verify: { algorithms: ['HS256'], ignoreExpiration: true },
    });
    app.decorateRequest('actor', null);
    app.decorateRequest('sessionId', null);
    const sessionUsers = new SessionUserCache<SessionUser>({
      ttlMs: SESSION_USER_TTL_MS,
      maxEntries: SESSION_USERS_KEPT,
    });
    app.userChanges.subscribe(sessionUsers);

    app.decorate('openSession', async (userId: number, opening: SessionOpening) => {
      const now = app.clock.now();
      const id = randomUUID();
      await app.prisma.userSession.create({
        data: {
          id,
          userId,
          method: opening.method,
          device: opening.device?.slice(0, 500) ?? null,
          ip: opening.ip,
          createdAt: now,
          lastUsedAt: now,
          expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS),
        },
      });
      return app.jwt.sign({ sub: String(userId), sid: id, iat: Math.floor(now.getTime() / 1000) });
    });

    /** Whether the session is open, and when its last use was written; read when not known open. */
    const openSession = async (sessionId: string, userId: number) => {
      const [session] = await app.prisma.$queryRaw<{ lastUsedAt: Date }[]>`
        SELECT "lastUsedAt" FROM "UserSession"
         WHERE id = ${sessionId}::uuid AND "userId" = ${userId} AND "endedAt" IS NULL AND "expiresAt" > ${app.clock.now()}`;
      return session?.lastUsedAt.getTime();
    };

    /** Writes the session's last use in the background, at most every LAST_USE_WRITTEN_EVERY_MS. */
    const noteUse = (user: SessionUser, sessionId: string, lastWritten: number) => {
      const now = app.clock.now();
      if (now.getTime() - lastWritten < LAST_USE_WRITTEN_EVERY_MS) return;
      user.openSessions.set(sessionId, now.getTime());
      // Raw, so that no change is announced: a last use changes nothing a session check reads.
      app.prisma.$executeRaw`UPDATE "UserSession" SET "lastUsedAt" = ${now} WHERE id = ${sessionId}::uuid`.catch(
        (error: unknown) => app.log.warn({ err: error }, 'could not write a session’s last use'),
      );
    };

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let claims: SessionClaims;
      try {
        claims = await request.jwtVerify<SessionClaims>();
      } catch (error) {
        throw unauthenticated(error);
      }
      if (expired(claims, app.clock)) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
      const userId = Number(claims.sub);
      const sessionId = claims.sid;
      // A token from before sessions were kept names none: its user signs in again.
      if (!sessionId || !SESSION_ID.test(sessionId))
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      const user = await sessionUsers.get(userId, async () => {
        const row = await app.prisma.user.findUnique({ where: { id: userId }, select: SESSION_USER_FIELDS });
        // The actor is frozen: one copy serves many requests, and none may change it for the others.
        return (
          row && {
            actor: deepFreeze(actorFromUser(row)),
            status: row.status,
            passwordChangedAt: row.passwordChangedAt,
            openSessions: new Map<string, number>(),
          }
        );
      });
      if (!user || user.status !== 'active' || issuedBeforePasswordChange(claims, user.passwordChangedAt)) {
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      }
      let lastWritten = user.openSessions.get(sessionId);
      if (lastWritten === undefined) {
        lastWritten = await openSession(sessionId, userId);
        if (lastWritten === undefined) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionEnded);
        user.openSessions.set(sessionId, lastWritten);
      }
      noteUse(user, sessionId, lastWritten);
      request.actor = user.actor;
      request.sessionId = sessionId;
      return user.actor;
    });
  },
  { name: 'auth', dependencies: ['prisma'] },
);
