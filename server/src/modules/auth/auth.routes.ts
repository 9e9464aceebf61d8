/**
 * Account routes (api-contract 3 and 5.1). Sign-in, sign-up and the password reset are
 * public; changing a password and reading one's own details need a session.
 */
import type { FastifyRequest } from 'fastify';
import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ForgotPasswordQuerySchema,
  LanguageBodySchema,
  LanguageResponseSchema,
  LoginBodySchema,
  LoginResponseSchema,
  MessageResponseSchema,
  ResetPasswordBodySchema,
  SignUpBodySchema,
  SignUpResponseSchema,
  SPEC_MESSAGES,
  AUTH_MESSAGES,
  UserDetailsResponseSchema,
  AlumniSignedInSchema,
  VerificationTokenResponseSchema,
  TwoFactorEnrolmentRequiredResponseSchema,
  TwoFactorRequiredResponseSchema,
} from '@hemis/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { AttemptLimiter } from '../../lib/rate-limit.ts';
import { routesPlugin, route, type RouteEntry, type RouteInput } from '../../lib/route-table.ts';
import { alumniProfile, alumnusGraduation } from '../alumni/alumni.service.ts';
import { signedInActor } from '../../plugins/auth.ts';
import {
  changePassword,
  getUserDetails,
  requestPasswordReset,
  resetPassword,
  setLanguage,
  signIn,
  signUp,
  type AuthContext,
  type RequestOrigin,
} from './auth.service.ts';

/** The routes that document the session token they need. */
const BEARER = [{ bearer: [] }];

export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  requestId: request.id,
  device: request.headers['user-agent'],
});

/** A public step of the password reset: it is taken, then answered with the spec's message (201, as the clients expect). */
function passwordStep<Query extends z.ZodType | undefined = undefined, Body extends z.ZodType | undefined = undefined>(
  url: string,
  step: Pick<RouteEntry<undefined, Query, Body>, 'summary' | 'query' | 'body'> & {
    message: string;
    take(input: RouteInput<undefined, Query, Body>): Promise<void>;
  },
): RouteEntry {
  const { message, take, ...declared } = step;
  return route({
    method: 'POST',
    url,
    access: 'public',
    ...declared,
    response: MessageResponseSchema,
    status: 201,
    handler: async (input) => {
      await take(input);
      return { message };
    },
  });
}

export const authRoutes = routesPlugin('account', (app) => {
  const context: AuthContext = {
    prisma: app.prisma,
    clock: app.clock,
    mailer: app.mailer,
    limiter: new AttemptLimiter(app.prisma, app.config.authLimits),
    publicUrl: app.config.publicUrl,
    openSession: (userId, opening) => app.openSession(userId, opening),
  };

  const signInRoute = (url: string, studentsOnly: boolean) =>
    route({
      method: 'POST',
      url,
      summary: studentsOnly ? 'Sign in as a student' : 'Sign in',
      access: 'public',
      body: LoginBodySchema,
      response: LoginResponseSchema,
      handler: ({ request, body }) => signIn(context, body, originOf(request), { studentsOnly }),
    });
  return [
    signInRoute('/User/Login', false),
    signInRoute('/User/StudentLogin', true),
    route({
      method: 'POST',
      url: '/User/AlumniLogin',
      summary: 'Sign in as a verified alumnus: the session with the alumnus’s graduation (or a verification token)',
      access: 'public',
      body: LoginBodySchema,
      response: z.union([
        AlumniSignedInSchema,
        VerificationTokenResponseSchema,
        TwoFactorRequiredResponseSchema,
        TwoFactorEnrolmentRequiredResponseSchema,
      ]),
      handler: async ({ request, body }) => {
        const signedIn = await signIn(context, body, originOf(request), {
          studentsOnly: true,
          accepts: {
            reason: 'not-an-alumnus',
            test: async (userId) => Boolean(await alumnusGraduation(app.prisma, userId)),
          },
        });
        if (!('tokenString' in signedIn)) return signedIn;
        const graduation = await alumnusGraduation(app.prisma, signedIn.id);
        if (!graduation) throw new AppError('WRONG_CREDENTIALS', SPEC_MESSAGES.loginWrongCredentials);
        return { ...signedIn, ...(await alumniProfile(app.prisma, graduation)), email: signedIn.email };
      },
    }),
    route({
      method: 'POST',
      url: '/User',
      summary: 'Student sign-up (multipart or JSON)',
      access: 'public',
      body: SignUpBodySchema,
      response: SignUpResponseSchema,
      status: 201,
      handler: ({ request, body }) => signUp(context, body, originOf(request)),
    }),
    passwordStep('/User/GetCodeUser', {
      summary: 'Email a password reset link (the same answer for unknown addresses)',
      query: ForgotPasswordQuerySchema,
      message: SPEC_MESSAGES.forgotPasswordSuccess,
      take: ({ request, query }) => requestPasswordReset(context, query, originOf(request)),
    }),
    passwordStep('/User/ResetPassword', {
      summary: 'Set a new password with a reset or verification token',
      body: ResetPasswordBodySchema,
      message: SPEC_MESSAGES.resetSuccess,
      take: ({ request, body }) => resetPassword(context, body, originOf(request)),
    }),
    route({
      method: 'POST',
      url: '/User/ChangePassword',
      summary: 'Change the signed-in user’s password',
      access: 'auth:change-password',
      security: BEARER,
      body: ChangePasswordBodySchema,
      response: ChangePasswordResponseSchema,
      status: 201,
      handler: async ({ request, body }) => {
        const tokenString = await changePassword(
          context,
          signedInActor(request),
          body,
          originOf(request),
          request.sessionId,
        );
        return { message: AUTH_MESSAGES.passwordChanged, tokenString };
      },
    }),
    route({
      method: 'PUT',
      url: '/User/Language',
      summary: 'Keep the signed-in user’s language (en or ne) on the account, so that it follows them',
      access: 'profile:language',
      security: BEARER,
      body: LanguageBodySchema,
      response: LanguageResponseSchema,
      handler: ({ request, body }) => setLanguage(context, signedInActor(request), body, originOf(request)),
    }),
    route({
      method: 'GET',
      url: '/Student/GetUserDetails',
      summary: 'The signed-in user’s institution profile and account',
      access: 'profile:read',
      security: BEARER,
      response: UserDetailsResponseSchema,
      handler: ({ request }) => getUserDetails(app.prisma, signedInActor(request)),
    }),
  ];
});
