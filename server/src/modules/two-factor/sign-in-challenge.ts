/**
 * The sign-in's second step (issue #33). Once the password is right, a user with a confirmed
 * second factor, or whose role requires one they have not set up, gets no session: the answer
 * names a step (SignInChallenge) that a code, or the enrolment, completes within five minutes,
 * once. The step's token is only ever in the answer; its hash is kept.
 */
import {
  SIGN_IN_CHALLENGE_LIFETIME_MS,
  TWO_FACTOR_MESSAGES as M,
  type Role,
  type TwoFactorEnrolmentRequiredResponse,
  type TwoFactorRequiredResponse,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { createOneTimeToken, hashToken } from '../../lib/passwords.ts';
import type { RequestOrigin } from '../auth/auth.service.ts';

export type ChallengePurpose = 'code' | 'enrol';

/** Whether the grants body requires a second factor of the role; a fresh installation requires none. */
export async function roleRequiresTwoFactor(db: Db, role: Role): Promise<boolean> {
  if (role === 'Student') return false;
  const policy = await db.twoFactorPolicy.findUnique({ where: { role }, select: { required: true } });
  return policy?.required ?? false;
}

/**
 * The second step the user must take before a session opens, or undefined when the password
 * is enough. Students sign in with their password alone.
 */
export async function secondFactorStep(
  context: { prisma: Db; clock: Clock },
  user: { id: number; email: string; role: Role },
  origin: RequestOrigin,
): Promise<TwoFactorRequiredResponse | TwoFactorEnrolmentRequiredResponse | undefined> {
  if (user.role === 'Student') return undefined;
  const { prisma, clock } = context;
  const factor = await prisma.userTwoFactor.findUnique({ where: { userId: user.id }, select: { confirmedAt: true } });
  const purpose: ChallengePurpose | undefined = factor?.confirmedAt
    ? 'code'
    : (await roleRequiresTwoFactor(prisma, user.role))
      ? 'enrol'
      : undefined;
  if (!purpose) return undefined;
  const { token, tokenHash } = createOneTimeToken();
  const now = clock.now();
  await prisma.signInChallenge.create({
    data: {
      userId: user.id,
      tokenHash,
      purpose,
      device: origin.device?.slice(0, 500) ?? null,
      ip: origin.ip,
      expiresAt: new Date(now.getTime() + SIGN_IN_CHALLENGE_LIFETIME_MS),
      createdAt: now,
    },
  });
  await recordAudit(prisma, {
    actor: { userId: user.id, email: user.email, role: user.role },
    action: 'sign-in-verification-required',
    entity: 'User',
    entityId: user.id,
    changes: { step: purpose === 'code' ? 'two-factor-code' : 'two-factor-enrolment' },
    requestId: origin.requestId,
    ip: origin.ip,
  });
  return { name: purpose === 'code' ? 'twoFactorRequired' : 'twoFactorEnrolmentRequired', value: token };
}

const CHALLENGE_USER_FIELDS = {
  id: true,
  email: true,
  firstName: true,
  middleName: true,
  lastName: true,
  role: true,
  type: true,
  campusId: true,
  universityId: true,
  language: true,
  status: true,
} as const;

/**
 * The open step the token names, for this purpose, with its user; an unknown, used or expired
 * step, or one whose account was disabled since, answers one 401 that tells nothing of why.
 */
export async function openChallenge(context: { prisma: Db; clock: Clock }, token: string, purpose: ChallengePurpose) {
  const challenge = await context.prisma.signInChallenge.findUnique({
    where: { tokenHash: hashToken(token) },
    select: { id: true, purpose: true, usedAt: true, expiresAt: true, user: { select: CHALLENGE_USER_FIELDS } },
  });
  if (
    !challenge ||
    challenge.purpose !== purpose ||
    challenge.usedAt ||
    challenge.expiresAt <= context.clock.now() ||
    challenge.user.status !== 'active'
  ) {
    throw new AppError('WRONG_CREDENTIALS', M.challengeExpired);
  }
  return challenge;
}

/** Uses the step up, once: of two requests completing it at the same time only one succeeds. */
export async function claimChallenge(db: Db, clock: Clock, challengeId: number): Promise<void> {
  const claimed = await db.signInChallenge.updateMany({
    where: { id: challengeId, usedAt: null },
    data: { usedAt: clock.now() },
  });
  if (claimed.count === 0) throw new AppError('WRONG_CREDENTIALS', M.challengeExpired);
}
