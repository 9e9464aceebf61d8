/**
 * Single sign-on routes (issue #33): the grants body's administrators keep the identity
 * providers (/IdentityProvider); the sign-in page lists them and the browser walks the
 * authorisation code flow through /Sso (public: the provider authenticates the person).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  CreateIdentityProviderBodySchema,
  IdentityProviderListSchema,
  IdentityProviderSchema,
  IdParamsSchema,
  MessageResponseSchema,
  SignedInUserSchema,
  SsoCallbackQuerySchema,
  SsoCompleteBodySchema,
  SsoProviderListSchema,
  SsoStartQuerySchema,
  UpdateIdentityProviderBodySchema,
} from '@hemis/contracts';
import { AttemptLimiter } from '../../lib/rate-limit.ts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { originOf } from '../auth/auth.routes.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import {
  createIdentityProvider,
  deleteIdentityProvider,
  getIdentityProvider,
  listIdentityProviders,
  updateIdentityProvider,
  type ProviderSettingsContext,
} from './identity-provider.service.ts';
import { RelyingParty } from './relying-party.ts';
import {
  completeHandoff,
  finishAtCallback,
  listSignInProviders,
  SIGN_IN_LIFETIME_MS,
  startSignIn,
  type SsoContext,
  type SsoRedirect,
} from './single-sign-on.service.ts';

const MANAGE = 'identity-provider:manage';
const PROVIDER_PATH = '/IdentityProvider';
const CALLBACK_PATH = '/api/Sso/Callback';

/** The browser's own copy of the state, sent back only to the single sign-on routes. */
const STATE_COOKIE = 'hemis_sso';
const COOKIE_PATH = '/api/Sso';

function browserStateOf(request: FastifyRequest): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === STATE_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

export const singleSignOnRoutes = routesPlugin('single sign-on', (app) => {
  const { config } = app;
  const box = new SecretBox(config.jwtSecret);
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  const settings: ProviderSettingsContext = { box, allowHttpIssuers: config.sso.allowHttpIssuers, redirectUri };
  const auth: AuthContext = {
    prisma: app.prisma,
    clock: app.clock,
    mailer: app.mailer,
    limiter: new AttemptLimiter(app.prisma, config.authLimits),
    publicUrl: config.publicUrl,
    openSession: (userId, opening) => app.openSession(userId, opening),
  };
  const context: SsoContext = {
    prisma: app.prisma,
    clock: app.clock,
    box,
    relyingParty: new RelyingParty({ redirectUri, allowHttpIssuers: config.sso.allowHttpIssuers }),
    auth,
  };
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  // SameSite=Lax: sent when the provider sends the browser back, never with another site's requests.
  const stateCookie = (value: string, maxAgeSeconds: number) =>
    `${STATE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;

  const redirect = (reply: FastifyReply, { location, state }: SsoRedirect) => {
    if (state) reply.header('set-cookie', stateCookie(state, SIGN_IN_LIFETIME_MS / 1000));
    reply.header('cache-control', 'no-store');
    return reply.redirect(location, 302);
  };

  return [
    route({
      method: 'GET',
      url: PROVIDER_PATH,
      summary: 'The identity providers, without their client secrets',
      access: MANAGE,
      response: IdentityProviderListSchema,
      handler: ({ read }) => listIdentityProviders(read(), settings),
    }),
    route({
      method: 'POST',
      url: PROVIDER_PATH,
      summary: 'Add an identity provider',
      access: MANAGE,
      body: CreateIdentityProviderBodySchema,
      response: IdentityProviderSchema,
      status: 201,
      handler: ({ write, body }) => createIdentityProvider(write(), settings, body),
    }),
    route({
      method: 'GET',
      url: `${PROVIDER_PATH}/:id`,
      summary: 'An identity provider, without its client secret',
      access: MANAGE,
      params: IdParamsSchema,
      response: IdentityProviderSchema,
      handler: ({ read, params }) => getIdentityProvider(read(), settings, params.id),
    }),
    route({
      method: 'PUT',
      url: `${PROVIDER_PATH}/:id`,
      summary: 'Change an identity provider (a client secret left out is kept)',
      access: MANAGE,
      params: IdParamsSchema,
      body: UpdateIdentityProviderBodySchema,
      response: IdentityProviderSchema,
      handler: ({ write, params, body }) => updateIdentityProvider(write(), settings, params.id, body),
    }),
    route({
      method: 'DELETE',
      url: `${PROVIDER_PATH}/:id`,
      summary: 'Delete an identity provider (its sign-ins stay in the audit log)',
      access: MANAGE,
      params: IdParamsSchema,
      response: MessageResponseSchema,
      handler: async ({ write, params }) => {
        await deleteIdentityProvider(write(), params.id);
        return { message: 'Deleted' };
      },
    }),
    route({
      method: 'GET',
      url: '/Sso/Providers',
      summary: 'The identity providers the sign-in page offers',
      access: 'public',
      response: SsoProviderListSchema,
      handler: () => listSignInProviders(app.prisma),
    }),
    route({
      method: 'GET',
      url: '/Sso/:id/Start',
      summary: 'Go to the identity provider to sign in (302), or back to the sign-in page with a reason',
      access: 'public',
      params: IdParamsSchema,
      query: SsoStartQuerySchema,
      handler: async ({ request, reply, params, query }) =>
        redirect(reply, await startSignIn(context, params.id, query.returnTo, originOf(request))),
    }),
    route({
      method: 'GET',
      url: '/Sso/Callback',
      summary: 'The identity provider’s answer: on to the web app with a one-time hand-off (302), or back to sign-in',
      access: 'public',
      query: SsoCallbackQuerySchema,
      handler: async ({ request, reply }) => {
        const parameters = new URLSearchParams(request.url.split('?')[1] ?? '');
        return redirect(reply, await finishAtCallback(context, parameters, browserStateOf(request), originOf(request)));
      },
    }),
    route({
      method: 'POST',
      url: '/Sso/Complete',
      summary: 'Exchange the one-time hand-off for the signed-in user, as a password sign-in answers',
      access: 'public',
      body: SsoCompleteBodySchema,
      response: SignedInUserSchema,
      handler: async ({ request, reply, body }) => {
        const signedIn = await completeHandoff(context, body.handoff, browserStateOf(request), originOf(request));
        reply.header('set-cookie', stateCookie('', 0));
        return signedIn;
      },
    }),
  ];
});
