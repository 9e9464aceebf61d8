/**
 * Two-factor sign-in (issue #33). The sign-in's second step is public: its token, from the
 * password answer, is what admits it, and it opens the session. The signed-in user keeps their
 * own factor; user administrators reset another's; the grants body's administrators set which
 * roles require it.
 */
import {
  MessageResponseSchema,
  NoBodySchema,
  RecoveryCodesSchema,
  SignedInUserSchema,
  SignedInWithRecoveryCodesSchema,
  TwoFactorCodeBodySchema,
  TwoFactorDisableBodySchema,
  TwoFactorEnrolmentSchema,
  TwoFactorPolicyBodySchema,
  TwoFactorPolicySchema,
  TwoFactorSignInBodySchema,
  TwoFactorSignInConfirmBodySchema,
  TwoFactorSignInEnrolBodySchema,
  TwoFactorStatusSchema,
  UserIdParamsSchema,
} from '@hemis/contracts';
import { AttemptLimiter } from '../../lib/rate-limit.ts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import { SecretBox } from '../../lib/secret-box.ts';
import { signedInActor } from '../../plugins/auth.ts';
import { originOf } from '../auth/auth.routes.ts';
import {
  confirm,
  confirmAtSignIn,
  enrol,
  enrolAtSignIn,
  renewRecoveryCodes,
  resetTwoFactor,
  setTwoFactorPolicy,
  signInWithCode,
  turnOff,
  twoFactorPolicy,
  twoFactorStatus,
  type TwoFactorSignInContext,
  type TwoFactorTools,
} from './two-factor.service.ts';

const BEARER = [{ bearer: [] }];

export const twoFactorRoutes = routesPlugin('two-factor', (app) => {
  const box = new SecretBox(app.config.jwtSecret);
  const limiter = new AttemptLimiter(app.prisma, app.config.authLimits);
  const signIn: TwoFactorSignInContext = {
    prisma: app.prisma,
    clock: app.clock,
    mailer: app.mailer,
    limiter,
    publicUrl: app.config.publicUrl,
    openSession: (userId, opening) => app.openSession(userId, opening),
    box,
  };
  const tools: TwoFactorTools = { box, limiter };
  return [
    route({
      method: 'POST',
      url: '/User/Login/TwoFactor',
      summary: 'The sign-in’s second step: a code from the authenticator app, or a recovery code',
      access: 'public',
      body: TwoFactorSignInBodySchema,
      response: SignedInUserSchema,
      handler: ({ request, body }) => signInWithCode(signIn, body, originOf(request)),
    }),
    route({
      method: 'POST',
      url: '/User/Login/TwoFactor/Enrol',
      summary: 'A user whose role requires two-factor sign-in sets it up: a new secret and its QR code',
      access: 'public',
      body: TwoFactorSignInEnrolBodySchema,
      response: TwoFactorEnrolmentSchema,
      handler: ({ request, body }) => enrolAtSignIn(signIn, body.token, originOf(request)),
    }),
    route({
      method: 'POST',
      url: '/User/Login/TwoFactor/Confirm',
      summary: 'The first code confirms the set-up: the session, and ten recovery codes shown once',
      access: 'public',
      body: TwoFactorSignInConfirmBodySchema,
      response: SignedInWithRecoveryCodesSchema,
      handler: ({ request, body }) => confirmAtSignIn(signIn, body, originOf(request)),
    }),
    route({
      method: 'GET',
      url: '/User/TwoFactor',
      summary: 'The signed-in user’s two-factor sign-in: on or not, recovery codes left, required by the role',
      access: 'two-factor:own',
      security: BEARER,
      response: TwoFactorStatusSchema,
      handler: ({ request, read }) => twoFactorStatus({ ...read(), actor: signedInActor(request) }),
    }),
    route({
      method: 'POST',
      url: '/User/TwoFactor/Enrol',
      summary: 'Begin setting up two-factor sign-in: a new secret and its QR code, active once confirmed',
      access: 'two-factor:own',
      security: BEARER,
      body: NoBodySchema,
      response: TwoFactorEnrolmentSchema,
      handler: ({ write }) => enrol(write(), tools),
    }),
    route({
      method: 'POST',
      url: '/User/TwoFactor/Confirm',
      summary: 'Confirm the set-up with a code: two-factor sign-in is on; ten recovery codes shown once',
      access: 'two-factor:own',
      security: BEARER,
      body: TwoFactorCodeBodySchema,
      response: RecoveryCodesSchema,
      handler: ({ write, body }) => confirm(write(), tools, body),
    }),
    route({
      method: 'POST',
      url: '/User/TwoFactor/RecoveryCodes',
      summary: 'New recovery codes for a code from the app; the old ones stop working',
      access: 'two-factor:own',
      security: BEARER,
      body: TwoFactorCodeBodySchema,
      response: RecoveryCodesSchema,
      handler: ({ write, body }) => renewRecoveryCodes(write(), tools, body),
    }),
    route({
      method: 'DELETE',
      url: '/User/TwoFactor',
      summary: 'Turn two-factor sign-in off with the password, where the role does not require it',
      access: 'two-factor:own',
      security: BEARER,
      body: TwoFactorDisableBodySchema,
      response: MessageResponseSchema,
      handler: ({ write, body }) => turnOff(write(), body.password),
    }),
    route({
      method: 'POST',
      url: '/User/:userId/TwoFactor/Reset',
      summary: 'Reset the second factor of a user below the caller, in scope; their sessions end',
      access: 'user:write',
      security: BEARER,
      params: UserIdParamsSchema,
      body: NoBodySchema,
      response: MessageResponseSchema,
      handler: ({ write, params }) => resetTwoFactor(write(), params.userId),
    }),
    route({
      method: 'GET',
      url: '/TwoFactorPolicy',
      summary: 'Which staff roles must sign in with a second factor',
      access: 'two-factor:policy',
      security: BEARER,
      response: TwoFactorPolicySchema,
      handler: ({ read }) => twoFactorPolicy(read()),
    }),
    route({
      method: 'PUT',
      url: '/TwoFactorPolicy',
      summary: 'Require two-factor sign-in of a staff role, or stop requiring it',
      access: 'two-factor:policy',
      security: BEARER,
      body: TwoFactorPolicyBodySchema,
      response: TwoFactorPolicySchema,
      handler: ({ write, body }) => setTwoFactorPolicy(write(), body),
    }),
  ];
});
