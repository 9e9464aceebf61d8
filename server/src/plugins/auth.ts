/**
 * Sessions: a JWT bearer token (`tokenString`) that lasts as long as the web's session
 * (8 hours, spec section 9), signed with JWT_SECRET. `authenticate` turns the token into
 * the signed-in user (`request.actor`). The user is read from the database, or from the
 * copy kept in memory while every change to users is being heard (lib/session-users.ts),
 * so a disabled account stops at once, and a session issued before the last password
 * change or reset is refused, in every server process.
 */
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
    /** A session token for the user, valid for SESSION_LIFETIME_MS. */
    signSessionToken(userId: number): string;
    /** The signed-in user of the request, or UNAUTHENTICATED. */
    authenticate(request: FastifyRequest): Promise<Actor>;
  }
  interface FastifyRequest {
    /** The signed-in user, once authenticated; null for anonymous requests. */
    actor: Actor | null;
  }
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
}

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
    const sessionUsers = new SessionUserCache<SessionUser>({
      ttlMs: SESSION_USER_TTL_MS,
      maxEntries: SESSION_USERS_KEPT,
    });
    app.userChanges.subscribe(sessionUsers);

    app.decorate('signSessionToken', (userId: number) =>
      app.jwt.sign({ sub: String(userId), iat: Math.floor(app.clock.now().getTime() / 1000) }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      let claims: SessionClaims;
      try {
        claims = await request.jwtVerify<SessionClaims>();
      } catch (error) {
        throw unauthenticated(error);
      }
      if (expired(claims, app.clock)) throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionExpired);
      const userId = Number(claims.sub);
      const user = await sessionUsers.get(userId, async () => {
        const row = await app.prisma.user.findUnique({ where: { id: userId }, select: SESSION_USER_FIELDS });
        // Frozen: one copy serves many requests, and none may change it for the others.
        return (
          row && { actor: deepFreeze(actorFromUser(row)), status: row.status, passwordChangedAt: row.passwordChangedAt }
        );
      });
      if (!user || user.status !== 'active' || issuedBeforePasswordChange(claims, user.passwordChangedAt)) {
        throw new AppError('UNAUTHENTICATED', AUTH_MESSAGES.sessionInvalid);
      }
      request.actor = user.actor;
      return user.actor;
    });
  },
  { name: 'auth', dependencies: ['prisma'] },
);
