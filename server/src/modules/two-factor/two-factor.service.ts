/**
 * Two-factor sign-in (issue #33): the sign-in's second step with a code or a recovery code, the
 * enrolment a required user takes before any session opens, the signed-in user's own factor
 * (set up, new recovery codes, turned off where the role allows), an administrator's reset, and
 * the grants body's policy of which roles require it.
 *
 * Rules kept here:
 * - A code is accepted once: its 30-second step must come after the last step accepted
 *   (UserTwoFactor.lastUsedStep), claimed in the same statement that checks it.
 * - Every code or recovery code typed counts towards the sign-in limits of the user's account at
 *   the caller's address, as a password does; only a success forgives the count.
 * - The secret is kept sealed (lib/secret-box.ts); recovery codes are kept as hashes, each used once.
 * - Every change is audited; a reset ends the user's sessions.
 */
import { randomInt } from 'node:crypto';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  TWO_FACTOR_MESSAGES as M,
  TWO_FACTOR_RECOMMENDED_ROLES,
  TWO_FACTOR_ROLES,
  type RecoveryCodes,
  type SignedInUser,
  type SignedInWithRecoveryCodes,
  type TwoFactorCodeBody,
  type TwoFactorEnrolment,
  type TwoFactorPolicy,
  type TwoFactorPolicyBodyParsed,
  type TwoFactorSignInBodyParsed,
  type TwoFactorSignInConfirmBodyParsed,
  type TwoFactorStatus,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import { createdFields, recordAudit, type AuditAction } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { hashToken, verifyPassword } from '../../lib/passwords.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import type { AttemptLimiter } from '../../lib/rate-limit.ts';
import { inTransaction } from '../../lib/records.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { completeSignIn, type AuthContext, type RequestOrigin } from '../auth/auth.service.ts';
import { endSessionsOf } from '../auth/session-ending.ts';
import { administeredUser } from '../user-admin/module-permissions.service.ts';
import { claimChallenge, openChallenge, roleRequiresTwoFactor } from './sign-in-challenge.ts';
import { acceptedStep, newTotpSecret, otpauthUrl, qrCodeOf } from './totp.ts';

const FACTOR_ENTITY = 'UserTwoFactor';
const POLICY_ENTITY = 'TwoFactorPolicy';

/** The sign-in routes' context, with the box the secrets are sealed in. */
export interface TwoFactorSignInContext extends AuthContext {
  box: SecretBox;
}

/** What the signed-in routes need besides the request's context. */
export interface TwoFactorTools {
  box: SecretBox;
  limiter: AttemptLimiter;
}

/** Who acts, and from where, for the audit log. */
interface Acting {
  actor: { userId: number; email: string; role: string };
  requestId: string;
  ip: string;
}

const actingAt = (user: { id: number; email: string; role: string }, origin: RequestOrigin): Acting => ({
  actor: { userId: user.id, email: user.email, role: user.role },
  requestId: origin.requestId,
  ip: origin.ip,
});

const actingIn = (context: WriteContext): Acting => ({
  actor: { userId: context.actor.userId, email: context.actor.email, role: context.actor.role },
  requestId: context.requestId,
  ip: context.ip,
});

function audit(
  db: Db,
  acting: Acting,
  entry: { action: AuditAction; entity?: string; entityId: number | string; changes: Record<string, unknown> },
) {
  return recordAudit(db, {
    actor: acting.actor,
    action: entry.action,
    entity: entry.entity ?? FACTOR_ENTITY,
    entityId: entry.entityId,
    changes: createdFields(entry.changes),
    requestId: acting.requestId,
    ip: acting.ip,
  });
}

// ---- Codes ------------------------------------------------------------------------------

function openSecret(box: SecretBox, sealed: string): string {
  const secret = box.open(sealed);
  if (secret === undefined) throw AppError.conflict(M.secretUnreadable);
  return secret;
}

/**
 * Whether the code is the user's, for a step after the last one accepted; the step is claimed
 * in the same statement, so two requests with one code cannot both pass.
 */
async function acceptCode(
  db: Db,
  tools: { box: SecretBox; clock: Clock },
  factor: { userId: number; secret: string; lastUsedStep: bigint | null },
  code: string,
): Promise<boolean> {
  const step = await acceptedStep(openSecret(tools.box, factor.secret), code, tools.clock, factor.lastUsedStep);
  if (step === undefined) return false;
  const claimed = await db.userTwoFactor.updateMany({
    where: { userId: factor.userId, OR: [{ lastUsedStep: null }, { lastUsedStep: { lt: step } }] },
    data: { lastUsedStep: step },
  });
  return claimed.count === 1;
}

/** A recovery code as it is shown: four groups of four. */
function formatRecoveryCode(code: string): string {
  return code.match(/.{1,4}/g)!.join('-');
}

function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index += 1) {
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  }
  return code;
}

/** A fresh set of recovery codes in place of the user's others; answered once, kept as hashes. */
async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < RECOVERY_CODE_COUNT) codes.add(newRecoveryCode());
  await db.recoveryCode.deleteMany({ where: { userId } });
  await db.recoveryCode.createMany({ data: [...codes].map((code) => ({ userId, codeHash: hashToken(code) })) });
  return [...codes].map(formatRecoveryCode);
}

/** Uses up one of the user's recovery codes (given normalised), once. */
async function acceptRecoveryCode(db: Db, clock: Clock, userId: number, code: string): Promise<boolean> {
  const used = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashToken(code), usedAt: null },
    data: { usedAt: clock.now() },
  });
  return used.count === 1;
}

// ---- Enrolment --------------------------------------------------------------------------

/** A new secret for the user, not yet active: a set-up begun again replaces one not confirmed. */
async function beginEnrolment(
  db: Db,
  tools: { box: SecretBox; clock: Clock },
  user: { id: number; email: string },
  acting: Acting,
): Promise<TwoFactorEnrolment> {
  const existing = await db.userTwoFactor.findUnique({ where: { userId: user.id }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) throw AppError.conflict(M.alreadyEnrolled);
  const secret = newTotpSecret();
  await db.userTwoFactor.deleteMany({ where: { userId: user.id, confirmedAt: null } });
  // A row still there was confirmed by another request meanwhile.
  await conflictAs(
    M.alreadyEnrolled,
    db.userTwoFactor.create({
      data: { userId: user.id, secret: tools.box.seal(secret), createdAt: tools.clock.now() },
    }),
  );
  await audit(db, acting, { action: 'create', entityId: user.id, changes: { confirmed: false } });
  const url = otpauthUrl(user.email, secret);
  return { secret, otpauthUrl: url, qrCode: await qrCodeOf(url) };
}

/** Activates the set-up with its first code: the recovery codes, or undefined for a wrong code. */
async function confirmEnrolment(
  db: Db,
  tools: { box: SecretBox; clock: Clock },
  userId: number,
  code: string,
  acting: Acting,
): Promise<string[] | undefined> {
  const factor = await db.userTwoFactor.findUnique({ where: { userId } });
  if (!factor) throw AppError.conflict(M.noEnrolment);
  if (factor.confirmedAt) throw AppError.conflict(M.alreadyEnrolled);
  if (!(await acceptCode(db, tools, factor, code))) return undefined;
  await db.userTwoFactor.update({ where: { userId }, data: { confirmedAt: tools.clock.now() } });
  const codes = await replaceRecoveryCodes(db, userId);
  await audit(db, acting, {
    action: 'update',
    entityId: userId,
    changes: { confirmed: true, recoveryCodes: RECOVERY_CODE_COUNT },
  });
  return codes;
}

// ---- The sign-in's second step ----------------------------------------------------------

/** A wrong code at sign-in: audited like a wrong password, and answered 401. */
async function refuseAtSignIn(
  context: AuthContext,
  user: { id: number; email: string; role: string },
  origin: RequestOrigin,
  reason: string,
  message: string,
): Promise<never> {
  await recordAudit(context.prisma, {
    actor: { userId: user.id, email: user.email, role: user.role },
    action: 'sign-in-failed',
    entity: 'User',
    entityId: user.id,
    changes: { reason },
    requestId: origin.requestId,
    ip: origin.ip,
  });
  throw new AppError('WRONG_CREDENTIALS', message);
}

/** POST User/Login/TwoFactor: the code (or a recovery code) completes the sign-in the password began. */
export async function signInWithCode(
  context: TwoFactorSignInContext,
  body: TwoFactorSignInBodyParsed,
  origin: RequestOrigin,
): Promise<SignedInUser> {
  const { user, id: challengeId } = await openChallenge(context, body.token, 'code');
  const attempt = { account: user.email, address: origin.ip };
  await context.limiter.begin('sign-in', attempt);
  const byRecoveryCode = body.code === undefined;
  const accepted = await inTransaction(context.prisma, async (db) => {
    const factor = await db.userTwoFactor.findUnique({ where: { userId: user.id } });
    // Reset by an administrator since the password was given.
    if (!factor?.confirmedAt) throw new AppError('WRONG_CREDENTIALS', M.challengeExpired);
    const passed = byRecoveryCode
      ? await acceptRecoveryCode(db, context.clock, user.id, body.recoveryCode!)
      : await acceptCode(db, context, factor, body.code!);
    if (passed) await claimChallenge(db, context.clock, challengeId);
    return passed;
  });
  if (!accepted) {
    await refuseAtSignIn(
      context,
      user,
      origin,
      byRecoveryCode ? 'wrong-recovery-code' : 'wrong-code',
      byRecoveryCode ? M.recoveryCodeWrong : M.codeWrong,
    );
  }
  await context.limiter.succeeded('sign-in', attempt);
  return completeSignIn(context, user, origin, byRecoveryCode ? 'password+recovery-code' : 'password+code');
}

/** POST User/Login/TwoFactor/Enrol: a required user's new secret, with the password answer's token only. */
export async function enrolAtSignIn(
  context: TwoFactorSignInContext,
  token: string,
  origin: RequestOrigin,
): Promise<TwoFactorEnrolment> {
  const { user } = await openChallenge(context, token, 'enrol');
  return inTransaction(context.prisma, (db) => beginEnrolment(db, context, user, actingAt(user, origin)));
}

/** POST User/Login/TwoFactor/Confirm: the first code activates the factor and opens the session. */
export async function confirmAtSignIn(
  context: TwoFactorSignInContext,
  body: TwoFactorSignInConfirmBodyParsed,
  origin: RequestOrigin,
): Promise<SignedInWithRecoveryCodes> {
  const { user, id: challengeId } = await openChallenge(context, body.token, 'enrol');
  const attempt = { account: user.email, address: origin.ip };
  await context.limiter.begin('sign-in', attempt);
  const recoveryCodes = await inTransaction(context.prisma, async (db) => {
    const codes = await confirmEnrolment(db, context, user.id, body.code, actingAt(user, origin));
    if (codes) await claimChallenge(db, context.clock, challengeId);
    return codes;
  });
  if (!recoveryCodes) return refuseAtSignIn(context, user, origin, 'wrong-code', M.codeWrong);
  await context.limiter.succeeded('sign-in', attempt);
  return { ...(await completeSignIn(context, user, origin, 'password+code')), recoveryCodes };
}

// ---- The signed-in user's own factor ----------------------------------------------------

/** GET User/TwoFactor. */
export async function twoFactorStatus(context: ReadContext & { actor: Actor }): Promise<TwoFactorStatus> {
  const { prisma, actor } = context;
  const [factor, recoveryCodesLeft, required] = await Promise.all([
    prisma.userTwoFactor.findUnique({ where: { userId: actor.userId }, select: { confirmedAt: true } }),
    prisma.recoveryCode.count({ where: { userId: actor.userId, usedAt: null } }),
    roleRequiresTwoFactor(prisma, actor.role),
  ]);
  return {
    enrolled: Boolean(factor?.confirmedAt),
    pending: Boolean(factor && !factor.confirmedAt),
    confirmedAt: factor?.confirmedAt?.toISOString() ?? null,
    recoveryCodesLeft: factor?.confirmedAt ? recoveryCodesLeft : 0,
    required,
  };
}

/** POST User/TwoFactor/Enrol: a new secret and its QR code, active once confirmed. */
export function enrol(context: WriteContext, tools: TwoFactorTools): Promise<TwoFactorEnrolment> {
  const { actor } = context;
  return inTransaction(context.prisma, (db) =>
    beginEnrolment(
      db,
      { box: tools.box, clock: context.clock },
      { id: actor.userId, email: actor.email },
      actingIn(context),
    ),
  );
}

/** A code typed by the signed-in user counts like one typed at sign-in; a wrong one names the field. */
async function withCodeAttempt<T>(
  context: WriteContext,
  tools: TwoFactorTools,
  check: () => Promise<T | undefined>,
): Promise<T> {
  const attempt = { account: context.actor.email, address: context.ip };
  await tools.limiter.begin('sign-in', attempt);
  const result = await check();
  if (result === undefined) throw AppError.validation([{ field: 'body.code', message: M.codeWrong }]);
  await tools.limiter.succeeded('sign-in', attempt);
  return result;
}

/** POST User/TwoFactor/Confirm: activates the set-up; answers the ten recovery codes, shown once. */
export function confirm(context: WriteContext, tools: TwoFactorTools, body: TwoFactorCodeBody): Promise<RecoveryCodes> {
  return withCodeAttempt(context, tools, async () => {
    const codes = await inTransaction(context.prisma, (db) =>
      confirmEnrolment(
        db,
        { box: tools.box, clock: context.clock },
        context.actor.userId,
        body.code,
        actingIn(context),
      ),
    );
    return codes && { message: M.enrolled, recoveryCodes: codes };
  });
}

/** POST User/TwoFactor/RecoveryCodes: a new set for a code from the app; the old ones stop working. */
export function renewRecoveryCodes(
  context: WriteContext,
  tools: TwoFactorTools,
  body: TwoFactorCodeBody,
): Promise<RecoveryCodes> {
  const userId = context.actor.userId;
  return withCodeAttempt(context, tools, () =>
    inTransaction(context.prisma, async (db) => {
      const factor = await db.userTwoFactor.findUnique({ where: { userId } });
      if (!factor?.confirmedAt) throw AppError.conflict(M.notEnrolled);
      if (!(await acceptCode(db, { box: tools.box, clock: context.clock }, factor, body.code))) return undefined;
      const recoveryCodes = await replaceRecoveryCodes(db, userId);
      await audit(db, actingIn(context), {
        action: 'update',
        entityId: userId,
        changes: { recoveryCodes: { renewed: RECOVERY_CODE_COUNT } },
      });
      return { message: M.recoveryCodesRenewed, recoveryCodes };
    }),
  );
}

/** DELETE User/TwoFactor: turned off with the password, only where the role does not require it. */
export async function turnOff(context: WriteContext, password: string) {
  const { prisma, actor } = context;
  if (await roleRequiresTwoFactor(prisma, actor.role)) throw AppError.conflict(M.requiredByRole);
  const user = await prisma.user.findUniqueOrThrow({
    where: { id: actor.userId },
    select: { passwordHash: true, twoFactor: { select: { confirmedAt: true } } },
  });
  if (!user.twoFactor) throw AppError.conflict(M.notEnrolled);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw AppError.validation([{ field: 'body.password', message: M.passwordWrong }]);
  }
  await inTransaction(prisma, async (db) => {
    await db.userTwoFactor.deleteMany({ where: { userId: actor.userId } });
    await db.recoveryCode.deleteMany({ where: { userId: actor.userId } });
    await audit(db, actingIn(context), {
      action: 'delete',
      entityId: actor.userId,
      changes: { confirmed: Boolean(user.twoFactor?.confirmedAt) },
    });
  });
  return { message: M.turnedOff };
}

// ---- Administrators ---------------------------------------------------------------------

/**
 * POST User/{userId}/TwoFactor/Reset: an administrator removes the factor and recovery codes of a
 * user they administer (in scope, below their role), whose sessions end at once.
 */
export function resetTwoFactor(context: WriteContext, userId: number) {
  return inTransaction(context.prisma, async (db) => {
    await administeredUser(db, context.actor, userId);
    const factor = await db.userTwoFactor.findUnique({ where: { userId }, select: { confirmedAt: true } });
    if (!factor) return { message: M.nothingToReset };
    await db.userTwoFactor.delete({ where: { userId } });
    await db.recoveryCode.deleteMany({ where: { userId } });
    await db.signInChallenge.updateMany({ where: { userId, usedAt: null }, data: { usedAt: context.clock.now() } });
    const sessionsEnded = await endSessionsOf(db, context.clock, userId, 'second-factor-reset');
    await audit(db, actingIn(context), {
      action: 'delete',
      entityId: userId,
      changes: { reset: true, confirmed: Boolean(factor.confirmedAt), sessionsEnded },
    });
    return { message: M.reset };
  });
}

/** GET TwoFactorPolicy: each staff role and whether it requires a second factor. */
export async function twoFactorPolicy(context: { prisma: Db }): Promise<TwoFactorPolicy> {
  const rows = await context.prisma.twoFactorPolicy.findMany();
  const byRole = new Map(rows.map((row) => [row.role, row]));
  const roles = TWO_FACTOR_ROLES.map((role) => {
    const row = byRole.get(role);
    return { role, required: row?.required ?? false, updatedAt: row?.updatedAt.toISOString() ?? null };
  });
  return {
    roles,
    recommendedRolesNotRequired: TWO_FACTOR_RECOMMENDED_ROLES.filter((role) => !byRole.get(role)?.required),
  };
}

/** PUT TwoFactorPolicy: whether the role requires a second factor; audited. */
export async function setTwoFactorPolicy(context: WriteContext, body: TwoFactorPolicyBodyParsed) {
  await inTransaction(context.prisma, async (db) => {
    const before = await db.twoFactorPolicy.findUnique({ where: { role: body.role }, select: { required: true } });
    const now = context.clock.now();
    await db.twoFactorPolicy.upsert({
      where: { role: body.role },
      create: { role: body.role, required: body.required, updatedAt: now, updatedById: context.actor.userId },
      update: { required: body.required, updatedAt: now, updatedById: context.actor.userId },
    });
    await audit(db, actingIn(context), {
      action: before ? 'update' : 'create',
      entity: POLICY_ENTITY,
      entityId: body.role,
      changes: { required: { from: before?.required ?? false, to: body.required } },
    });
  });
  return twoFactorPolicy(context);
}
