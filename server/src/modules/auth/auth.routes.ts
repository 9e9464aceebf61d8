/**
 * Account routes (api-contract 3 and 5.1). Sign-in, sign-up and the password reset are
 * public; changing a password and reading one's own details need a session.
 */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ForgotPasswordQuerySchema,
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
} from '@hemis/contracts';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { AttemptLimiter } from '../../lib/rate-limit.ts';
import { alumniProfile, alumnusGraduation } from '../alumni/alumni.service.ts';
import { signedInActor } from '../../plugins/auth.ts';
import {
  changePassword,
  getUserDetails,
  requestPasswordReset,
  resetPassword,
  signIn,
  signUp,
  type AuthContext,
  type RequestOrigin,
} from './auth.service.ts';

const originOf = (request: FastifyRequest): RequestOrigin => ({ ip: request.ip, requestId: request.id });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const context: AuthContext = {
    prisma: app.prisma,
    clock: app.clock,
    mailer: app.mailer,
    limiter: new AttemptLimiter(app.prisma, app.config.authLimits),
    publicUrl: app.config.publicUrl,
    signSessionToken: (userId) => app.signSessionToken(userId),
  };

  for (const [path, studentsOnly] of [
    ['/User/Login', false],
    ['/User/StudentLogin', true],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags: ['account'],
          summary: studentsOnly ? 'Sign in as a student' : 'Sign in',
          body: LoginBodySchema,
          response: { 200: LoginResponseSchema },
        },
        config: { access: 'public' },
      },
      async (request) => signIn(context, request.body, originOf(request), { studentsOnly }),
    );
  }

  app.post(
    '/User/AlumniLogin',
    {
      schema: {
        tags: ['account'],
        summary: 'Sign in as a verified alumnus: the session with the alumnus’s graduation (or a verification token)',
        body: LoginBodySchema,
        response: { 200: z.union([AlumniSignedInSchema, VerificationTokenResponseSchema]) },
      },
      config: { access: 'public' },
    },
    async (request) => {
      const signedIn = await signIn(context, request.body, originOf(request), {
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
  );

  app.post(
    '/User',
    {
      schema: {
        tags: ['account'],
        summary: 'Student sign-up (multipart or JSON)',
        body: SignUpBodySchema,
        response: { 201: SignUpResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => reply.status(201).send(await signUp(context, request.body, originOf(request))),
  );

  app.post(
    '/User/GetCodeUser',
    {
      schema: {
        tags: ['account'],
        summary: 'Email a password reset link (the same answer for unknown addresses)',
        querystring: ForgotPasswordQuerySchema,
        response: { 201: MessageResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await requestPasswordReset(context, request.query, originOf(request));
      return reply.status(201).send({ message: SPEC_MESSAGES.forgotPasswordSuccess });
    },
  );

  app.post(
    '/User/ResetPassword',
    {
      schema: {
        tags: ['account'],
        summary: 'Set a new password with a reset or verification token',
        body: ResetPasswordBodySchema,
        response: { 201: MessageResponseSchema },
      },
      config: { access: 'public' },
    },
    async (request, reply) => {
      await resetPassword(context, request.body, originOf(request));
      return reply.status(201).send({ message: SPEC_MESSAGES.resetSuccess });
    },
  );

  app.post(
    '/User/ChangePassword',
    {
      schema: {
        tags: ['account'],
        summary: 'Change the signed-in user’s password',
        security: [{ bearer: [] }],
        body: ChangePasswordBodySchema,
        response: { 201: ChangePasswordResponseSchema },
      },
      config: { access: 'auth:change-password' },
    },
    async (request, reply) => {
      const tokenString = await changePassword(context, signedInActor(request), request.body, originOf(request));
      return reply.status(201).send({ message: AUTH_MESSAGES.passwordChanged, tokenString });
    },
  );

  app.get(
    '/Student/GetUserDetails',
    {
      schema: {
        tags: ['account'],
        summary: 'The signed-in user’s institution profile and account',
        security: [{ bearer: [] }],
        response: { 200: UserDetailsResponseSchema },
      },
      config: { access: 'profile:read' },
    },
    async (request) => getUserDetails(app.prisma, signedInActor(request)),
  );
};
