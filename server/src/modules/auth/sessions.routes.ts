/**
 * Sessions a user can see and end (issue #33): their own on the profile, and signing out on the
 * server; an administrator's view and ending of a user's sessions from user management. Old
 * session rows are deleted by a job of the queue, sent every hour by whichever process runs.
 */
import {
  MessageResponseSchema,
  NoBodySchema,
  SessionIdParamsSchema,
  SessionListSchema,
  SessionsEndedSchema,
  UserIdParamsSchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import {
  SESSION_CLEAN_UP_EVERY_MS,
  SESSION_CLEAN_UP_QUEUE,
  cleanUpJobId,
  deleteOldSessions,
  endOtherSessions,
  endOwnSession,
  endUserSessions,
  listOwnSessions,
  listUserSessions,
  signOut,
} from './sessions.service.ts';

/** The routes that document the session token they need. */
const BEARER = [{ bearer: [] }];

export const sessionRoutes = routesPlugin('account', (app) => {
  app.queue.define<Record<string, never>>({
    name: SESSION_CLEAN_UP_QUEUE,
    handle: async () => {
      const deleted = await deleteOldSessions(app.prisma, app.clock);
      if (deleted > 0) app.log.info({ deleted }, 'old sessions deleted');
    },
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      app.queue.send(SESSION_CLEAN_UP_QUEUE, {}, cleanUpJobId(Date.now())).catch((error: unknown) => {
        app.log.warn({ err: error }, 'session clean-up: the job could not be queued');
      });
    }, SESSION_CLEAN_UP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  return [
    route({
      method: 'GET',
      url: '/User/Sessions',
      summary: 'The signed-in user’s open sessions, newest first, the current one marked, and those ended lately',
      access: 'session:own',
      security: BEARER,
      response: SessionListSchema,
      handler: ({ write, request }) => listOwnSessions(write(), request.sessionId),
    }),
    route({
      method: 'DELETE',
      url: '/User/Sessions/:id',
      summary: 'End one of the signed-in user’s sessions (the current one: sign out); another user’s answers 404',
      access: 'session:own',
      security: BEARER,
      params: SessionIdParamsSchema,
      response: MessageResponseSchema,
      handler: ({ write, request, params }) => endOwnSession(write(), params.id, request.sessionId),
    }),
    route({
      method: 'POST',
      url: '/User/Sessions/EndOthers',
      summary: 'End every session of the signed-in user but the current one; answers how many ended',
      access: 'session:own',
      security: BEARER,
      body: NoBodySchema,
      response: SessionsEndedSchema,
      handler: ({ write, request }) => endOtherSessions(write(), request.sessionId),
    }),
    route({
      method: 'POST',
      url: '/User/Logout',
      summary:
        'Sign out: end the session of the token sent; answered 200 alike without a token or for a session already ended',
      access: 'public',
      security: BEARER,
      body: NoBodySchema,
      response: MessageResponseSchema,
      handler: ({ write, request }) => signOut(request.actor ? write() : null, request.sessionId),
    }),
    route({
      method: 'GET',
      url: '/User/:userId/Sessions',
      summary: 'The sessions of a user below the administrator, in their scope: open ones and those ended lately',
      access: 'session:manage',
      params: UserIdParamsSchema,
      response: SessionListSchema,
      handler: ({ write, params }) => listUserSessions(write(), params.userId),
    }),
    route({
      method: 'POST',
      url: '/User/:userId/Sessions/End',
      summary: 'End every session of a user below the administrator, in their scope; answers how many ended',
      access: 'session:manage',
      params: UserIdParamsSchema,
      body: NoBodySchema,
      response: SessionsEndedSchema,
      handler: ({ write, params }) => endUserSessions(write(), params.userId),
    }),
  ];
});
