/**
 * Accounts: sign-in, student sign-up, password reset by email, password change and the
 * signed-in user's details (issue: accounts and access; spec sections 3 to 5, 8).
 *
 * Rules kept here:
 * - A wrong email, a wrong password and a disabled account get the same 401, and take
 *   about the same time, so answers do not tell which addresses have accounts.
 * - Reset requests answer the same for known and unknown addresses.
 * - Reset tokens are random, stored as hashes, used once, expire after an hour; issuing
 *   one voids the user's others.
 * - Sign-in, reset requests and resets are limited per account and address, per account and
 *   per address, in the database (lib/rate-limit); a successful sign-in or reset takes its
 *   attempt back, a reset request never does (each one may send an email).
 * - Every outcome is written to the audit log.
 */
import {
  AUTH_MESSAGES,
  DEFAULT_CAMPUS_ID,
  RESET_TOKEN_LIFETIME_MS,
  SPEC_MESSAGES,
  toWireUserType,
  type ChangePasswordBodyParsed,
  type ForgotPasswordQueryParsed,
  type LoginBodyParsed,
  type LoginResponse,
  type LanguageBody as LanguageBodyParsed,
  type ResetPasswordBodyParsed,
  type SignedInUser,
  type SignUpBodyParsed,
  type UserDetailsResponse,
} from '@hemis/contracts';
import type { PrismaClient } from '../../db/prisma.ts';
import type { User } from '../../generated/prisma/client.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit, type AuditEntry } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Mailer } from '../../lib/mail.ts';
import {
  createOneTimeToken,
  hashPassword,
  hashToken,
  spendVerificationTime,
  verifyPassword,
} from '../../lib/passwords.ts';
import type { AttemptLimiter } from '../../lib/rate-limit.ts';
import type { SessionOpening, SignInMethod } from '../../plugins/auth.ts';
import { getInstitutionOf } from '../campus/campus.service.ts';
import { secondFactorStep } from '../two-factor/sign-in-challenge.ts';
import { resetPasswordLink, resetPasswordMessage } from './auth.mail.ts';
import { endSessionsOf } from './session-ending.ts';

export interface AuthContext {
  prisma: PrismaClient;
  clock: Clock;
  mailer: Mailer;
  limiter: AttemptLimiter;
  publicUrl: string;
  openSession(userId: number, opening: SessionOpening): Promise<string>;
}

/** Where a request came from, for rate limits, the audit log and the session it opens. */
export interface RequestOrigin {
  ip: string;
  requestId: string;
  /** The client's User-Agent. */
  device?: string | undefined;
}

const USER_ENTITY = 'User';

function audit(context: AuthContext, origin: RequestOrigin, entry: Omit<AuditEntry, 'entity' | 'requestId' | 'ip'>) {
  return recordAudit(context.prisma, { ...entry, entity: USER_ENTITY, requestId: origin.requestId, ip: origin.ip });
}

function wrongCredentials(): AppError {
  return new AppError('WRONG_CREDENTIALS', SPEC_MESSAGES.loginWrongCredentials);
}

/** A fresh one-hour token for the user; the user's unused tokens stop working. */
export async function issueResetToken(
  { prisma, clock }: { prisma: PrismaClient; clock: Clock },
  userId: number,
): Promise<string> {
  const { token, tokenHash } = createOneTimeToken();
  await prisma.$transaction([
    prisma.passwordResetToken.deleteMany({ where: { userId, usedAt: null } }),
    prisma.passwordResetToken.create({
      data: { userId, tokenHash, expiresAt: new Date(clock.now().getTime() + RESET_TOKEN_LIFETIME_MS) },
    }),
  ]);
  return token;
}

/** Why a known account may not sign in; every reason answers the same 401. */
async function signInRefusal(
  user: { passwordHash: string; status: string; role: string },
  password: string,
  studentsOnly: boolean,
): Promise<string | undefined> {
  if (!(await verifyPassword(user.passwordHash, password))) return 'wrong-password';
  if (user.status !== 'active') return 'disabled';
  if (studentsOnly && user.role !== 'Student') return 'not-a-student';
  return undefined;
}

/**
 * POST /User/Login (every account) and /User/StudentLogin (`studentsOnly`: student accounts;
 * staff get the same 401 there). An account that must set a new password (created by an
 * administrator, or reset) gets a verification token for ResetPassword instead of a session.
 */
export async function signIn(
  context: AuthContext,
  body: LoginBodyParsed,
  origin: RequestOrigin,
  options: {
    studentsOnly: boolean;
    /** A further condition on the account (User/AlumniLogin: a verified alumnus); refused with the same 401. */
    accepts?: { reason: string; test(userId: number): Promise<boolean> };
  },
): Promise<LoginResponse> {
  const email = body.email.toLowerCase();
  const attempt = { account: email, address: origin.ip };
  await context.limiter.begin('sign-in', attempt);
  const user = await context.prisma.user.findUnique({ where: { email } });
  if (!user) {
    await spendVerificationTime(body.password);
    await audit(context, origin, {
      actor: { email },
      action: 'sign-in-failed',
      changes: { reason: 'unknown-account' },
    });
    throw wrongCredentials();
  }
  const actor = { userId: user.id, email: user.email, role: user.role };
  const refusal =
    (await signInRefusal(user, body.password, options.studentsOnly)) ??
    (options.accepts && !(await options.accepts.test(user.id)) ? options.accepts.reason : undefined);
  if (refusal) {
    await audit(context, origin, { actor, action: 'sign-in-failed', entityId: user.id, changes: { reason: refusal } });
    throw wrongCredentials();
  }
  if (user.mustChangePassword) {
    await context.limiter.succeeded('sign-in', attempt);
    const token = await issueResetToken(context, user.id);
    await audit(context, origin, { actor, action: 'sign-in-verification-required', entityId: user.id });
    return { name: 'verificationToken', value: token };
  }

  // A second step keeps the attempt counted until it succeeds, so a known password does not buy
  // fresh guesses at the code (modules/two-factor).
  const secondStep = await secondFactorStep(context, user, origin);
  if (secondStep) return secondStep;
  await context.limiter.succeeded('sign-in', attempt);
  return completeSignIn(context, user, origin, 'password');
}

/** What completing a sign-in reads of the user. */
type SigningInUser = Pick<
  User,
  'id' | 'email' | 'firstName' | 'middleName' | 'lastName' | 'role' | 'type' | 'campusId' | 'universityId' | 'language'
>;

/**
 * The last step of every way of signing in (password, password and code, single sign-on), once
 * the user has proved who they are: a session is opened and the signed-in user answered.
 */
export async function completeSignIn(
  context: AuthContext,
  user: SigningInUser,
  origin: RequestOrigin,
  method: SignInMethod,
): Promise<SignedInUser> {
  const actor = { userId: user.id, email: user.email, role: user.role };
  await context.prisma.user.update({ where: { id: user.id }, data: { lastSignInAt: context.clock.now() } });
  const tokenString = await context.openSession(user.id, { method, ip: origin.ip, device: origin.device });
  await audit(context, origin, { actor, action: 'sign-in', entityId: user.id, changes: { method } });
  const institution = await getInstitutionOf(context.prisma, user);
  return {
    tokenString,
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    role: user.role,
    type: toWireUserType(user.type),
    listUser: [{ roleName: user.role }],
    uniName: institution.universityName,
    institution,
    language: user.language,
  };
}

/** PUT /User/Language: the signed-in user's language, audited like any change to the account. */
export async function setLanguage(
  context: AuthContext,
  actor: Actor,
  body: LanguageBodyParsed,
  origin: RequestOrigin,
): Promise<LanguageBodyParsed> {
  const before = await context.prisma.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { language: true },
  });
  if (before.language !== body.language) {
    await context.prisma.user.update({ where: { id: actor.userId }, data: { language: body.language } });
    await audit(context, origin, {
      actor: { userId: actor.userId, email: actor.email, role: actor.role },
      action: 'update',
      entityId: actor.userId,
      changes: { language: { from: before.language, to: body.language } },
    });
  }
  return { language: body.language };
}

/**
 * POST /User: a student signs up (spec section 5). Self-registered students belong to the
 * portal's own campus (DEFAULT_CAMPUS_ID), the institution this deployment serves; the
 * request cannot choose another.
 */
export async function signUp(context: AuthContext, body: SignUpBodyParsed, origin: RequestOrigin) {
  const { prisma } = context;
  if (await prisma.user.findUnique({ where: { email: body.email }, select: { id: true } })) {
    throw AppError.conflict(AUTH_MESSAGES.emailTaken);
  }
  const campus = await prisma.campus.findUniqueOrThrow({
    where: { id: DEFAULT_CAMPUS_ID },
    select: { id: true, universityId: true },
  });
  const user = await prisma.user.create({
    data: {
      email: body.email,
      passwordHash: await hashPassword(body.password),
      role: 'Student',
      type: 'college',
      campusId: campus.id,
      universityId: campus.universityId,
      firstName: body.firstName,
      middleName: body.middleName ?? null,
      lastName: body.lastName,
      phoneNumber: body.phoneNumber,
      gender: body.gender,
    },
    select: { id: true, email: true, role: true },
  });
  await audit(context, origin, {
    actor: { userId: user.id, email: user.email, role: user.role },
    action: 'sign-up',
    entityId: user.id,
  });
  return { id: user.id, email: user.email, message: SPEC_MESSAGES.signUpSuccess };
}

/**
 * POST /User/GetCodeUser: emails a reset link to a known, active account. Unknown
 * addresses get the same answer and no email (no account enumeration); the email leaves
 * in the background so the answer time does not tell either.
 */
export async function requestPasswordReset(
  context: AuthContext,
  query: ForgotPasswordQueryParsed,
  origin: RequestOrigin,
): Promise<void> {
  const { email } = query;
  await context.limiter.begin('reset-request', { account: email, address: origin.ip });
  const user = await context.prisma.user.findUnique({ where: { email } });
  if (!user || user.status !== 'active') {
    await audit(context, origin, {
      actor: { email },
      action: 'password-reset-request',
      changes: { sent: false, reason: user ? 'disabled' : 'unknown-account' },
    });
    return;
  }
  const token = await issueResetToken(context, user.id);
  context.mailer.sendInBackground(resetPasswordMessage(user, resetPasswordLink(context.publicUrl, user.email, token)));
  await audit(context, origin, {
    actor: { userId: user.id, email: user.email, role: user.role },
    action: 'password-reset-request',
    entityId: user.id,
    changes: { sent: true },
  });
}

/** Why a reset token is refused; each answers 400 with its own message. */
const TOKEN_REFUSALS = {
  unknown: AUTH_MESSAGES.resetTokenInvalid,
  used: AUTH_MESSAGES.resetTokenUsed,
  expired: AUTH_MESSAGES.resetTokenExpired,
} as const;

function tokenRefusal(
  row: { usedAt: Date | null; expiresAt: Date; user: { email: string } } | null,
  email: string,
  now: Date,
): keyof typeof TOKEN_REFUSALS | undefined {
  if (!row || row.user.email !== email) return 'unknown';
  if (row.usedAt) return 'used';
  if (row.expiresAt <= now) return 'expired';
  return undefined;
}

/** POST /User/ResetPassword: a valid token for this email sets the new password, once. */
export async function resetPassword(context: AuthContext, body: ResetPasswordBodyParsed, origin: RequestOrigin) {
  const { prisma } = context;
  const attempt = { account: body.email, address: origin.ip };
  await context.limiter.begin('reset', attempt);
  const row = await prisma.passwordResetToken.findUnique({
    where: { tokenHash: hashToken(body.resetToken) },
    include: { user: { select: { id: true, email: true, role: true } } },
  });
  const now = context.clock.now();
  const refusal = tokenRefusal(row, body.email, now);
  const actor =
    row?.user.email === body.email
      ? { userId: row.user.id, email: row.user.email, role: row.user.role }
      : { email: body.email };
  if (!row || refusal) {
    const reason = refusal ?? 'unknown';
    await audit(context, origin, { actor, action: 'password-reset-failed', changes: { reason } });
    throw new AppError('INVALID_RESET_TOKEN', TOKEN_REFUSALS[reason]);
  }

  const passwordHash = await hashPassword(body.newPassword);
  const applied = await prisma.$transaction(async (transaction) => {
    // Only one of two simultaneous uses of the token may win.
    const claimed = await transaction.passwordResetToken.updateMany({
      where: { id: row.id, usedAt: null },
      data: { usedAt: now },
    });
    if (claimed.count === 0) return false;
    await transaction.user.update({
      where: { id: row.userId },
      data: { passwordHash, mustChangePassword: false, passwordChangedAt: now },
    });
    await endSessionsOf(transaction, context.clock, row.userId, 'password-reset');
    return true;
  });
  if (!applied) throw new AppError('INVALID_RESET_TOKEN', TOKEN_REFUSALS.used);
  await context.limiter.succeeded('reset', attempt);
  await audit(context, origin, { actor, action: 'password-reset', entityId: row.userId });
}

/**
 * POST /User/ChangePassword for the signed-in user. Outstanding reset links and every session,
 * this one too, stop working; the caller gets a new session in place of this one.
 */
export async function changePassword(
  context: AuthContext,
  actor: Actor,
  body: ChangePasswordBodyParsed,
  origin: RequestOrigin,
  /** The session the change was made in: the new one says the user signed in the same way. */
  sessionId: string | null,
): Promise<string> {
  const { prisma } = context;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.userId } });
  const auditActor = { userId: actor.userId, email: actor.email, role: actor.role };
  if (!(await verifyPassword(user.passwordHash, body.oldPassword))) {
    await audit(context, origin, { actor: auditActor, action: 'password-change-failed', entityId: user.id });
    throw new AppError('WRONG_OLD_PASSWORD', AUTH_MESSAGES.oldPasswordWrong);
  }
  const passwordHash = await hashPassword(body.newPassword);
  await prisma.$transaction([
    prisma.user.update({
      where: { id: user.id },
      data: { passwordHash, mustChangePassword: false, passwordChangedAt: context.clock.now() },
    }),
    prisma.passwordResetToken.deleteMany({ where: { userId: user.id, usedAt: null } }),
  ]);
  const session = sessionId
    ? await prisma.userSession.findUnique({ where: { id: sessionId }, select: { method: true } })
    : null;
  await endSessionsOf(prisma, context.clock, user.id, 'password-changed');
  await audit(context, origin, { actor: auditActor, action: 'password-change', entityId: user.id });
  const method = (session?.method ?? 'password') as SignInMethod;
  return context.openSession(user.id, { method, ip: origin.ip, device: origin.device });
}

/** GET /Student/GetUserDetails: the signed-in user's institution profile, and the user. */
export async function getUserDetails(prisma: PrismaClient, actor: Actor): Promise<UserDetailsResponse> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.userId } });
  const institution = await getInstitutionOf(prisma, user);
  return {
    ...institution,
    user: {
      id: user.id,
      email: user.email,
      firstName: user.firstName,
      middleName: user.middleName,
      lastName: user.lastName,
      phoneNumber: user.phoneNumber,
      gender: user.gender,
      role: user.role,
      type: toWireUserType(user.type),
    },
  };
}
