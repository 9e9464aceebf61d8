/**
 * Signing in with an organisation's identity provider (issue #33).
 *
 * - Start: a fresh state, nonce and PKCE verifier, kept in OidcSignIn (the state as a hash, the
 *   verifier sealed) for ten minutes; the browser is sent to the provider, and keeps the state
 *   in a cookie of its own, so that a callback or a hand-off opened in another browser (a link
 *   an attacker sends, to sign the victim into the attacker's account) is refused.
 * - Callback: the state is used once; the provider's answer is checked by the relying party
 *   (relying-party.ts); the email must be verified (when the provider says), of the provider's
 *   domain, and an existing active account of the provider's organisation with one of its
 *   roles. The web app gets a one-time hand-off (SignInChallenge, purpose "sso", a minute),
 *   never the session token in an address.
 * - Complete: the hand-off, from the same browser, opens the session as any sign-in does
 *   (completeSignIn). The provider authenticated the user, so HEMIS asks no second factor.
 *
 * Every failure comes back to the sign-in page with a reason, and every outcome is audited.
 * A disabled account, one of another organisation and one of a role the provider may not sign
 * in are all "unknown" to the person: only the audit log tells them apart. None of this counts
 * towards the sign-in limits: no step can be guessed (the provider authenticates the person,
 * and states and hand-offs are 256 random bits).
 */
import {
  SSO_FAILURE_PARAMETER,
  SSO_MESSAGES as M,
  ssoRolesOf,
  type SignedInUser,
  type SsoFailureReason,
  type SsoProvider,
} from '@hemis/contracts';
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import { createOneTimeToken, hashToken } from '../../lib/passwords.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { completeSignIn, type AuthContext, type RequestOrigin } from '../auth/auth.service.ts';
import { ProviderFailure, type ProviderSettings, type RelyingParty } from './relying-party.ts';

export const SIGN_IN_LIFETIME_MS = 10 * 60_000;
export const HANDOFF_LIFETIME_MS = 60_000;
export const HANDOFF_PURPOSE = 'sso';

export interface SsoContext {
  prisma: PrismaClient;
  clock: Clock;
  box: SecretBox;
  relyingParty: RelyingParty;
  auth: AuthContext;
}

/** Where the browser goes next, and the state its cookie keeps (set at the start). */
export interface SsoRedirect {
  location: string;
  state?: string;
}

/** A sign-in that cannot go on: the reason the page shows, and what the audit log keeps. */
class SsoRefusal extends Error {
  constructor(
    readonly reason: SsoFailureReason,
    readonly detail: string,
    readonly account?: { id: number; email: string; role: string } | { email: string },
  ) {
    super(detail);
  }
}

const PROVIDER_FIELDS = {
  id: true,
  name: true,
  issuer: true,
  clientId: true,
  clientSecret: true,
  emailDomain: true,
  universityId: true,
  roles: true,
  enabled: true,
} as const;

type ProviderRow = Prisma.OidcProviderGetPayload<{ select: typeof PROVIDER_FIELDS }>;

/** What the relying party is given of a provider: its secret opened. */
function settingsOf(context: SsoContext, provider: ProviderRow): ProviderSettings {
  const clientSecret = context.box.open(provider.clientSecret);
  // Sealed under another JWT_SECRET: the administrator gives the secret again.
  if (clientSecret === undefined) throw new SsoRefusal('unavailable', 'client secret unreadable');
  return {
    id: provider.id,
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret,
    version: provider.clientSecret,
  };
}

function failureLocation(reason: SsoFailureReason): string {
  return `/login?${SSO_FAILURE_PARAMETER}=${reason}`;
}

function reasonOf(failure: ProviderFailure): SsoFailureReason {
  if (failure.kind === 'unreachable') return 'provider-unreachable';
  if (failure.kind === 'cancelled') return 'cancelled';
  return 'invalid-attempt';
}

async function auditFailure(
  context: SsoContext,
  origin: RequestOrigin,
  refusal: SsoRefusal,
  provider: { id: number; name: string } | undefined,
): Promise<void> {
  const account = refusal.account;
  await recordAudit(context.prisma, {
    actor:
      account && 'id' in account
        ? { userId: account.id, email: account.email, role: account.role }
        : { email: account?.email ?? null },
    action: 'sign-in-failed',
    entity: 'User',
    entityId: account && 'id' in account ? account.id : null,
    changes: {
      method: 'sso',
      reason: refusal.reason,
      detail: refusal.detail,
      ...(provider ? { providerId: provider.id, provider: provider.name } : {}),
    },
    requestId: origin.requestId,
    ip: origin.ip,
  });
}

/** A failed step: audited, and the browser sent back to the sign-in page with the reason. */
async function refused(
  context: SsoContext,
  origin: RequestOrigin,
  error: unknown,
  provider: { id: number; name: string } | undefined,
): Promise<SsoRedirect> {
  const refusal =
    error instanceof SsoRefusal
      ? error
      : error instanceof ProviderFailure
        ? new SsoRefusal(reasonOf(error), error.detail)
        : undefined;
  if (!refusal) throw error;
  await auditFailure(context, origin, refusal, provider);
  return { location: failureLocation(refusal.reason) };
}

/** GET /Sso/Providers: the enabled providers, for the sign-in page. */
export async function listSignInProviders(prisma: PrismaClient): Promise<SsoProvider[]> {
  return prisma.oidcProvider.findMany({
    where: { enabled: true },
    select: { id: true, name: true },
    orderBy: [{ name: 'asc' }],
  });
}

let nextSweepAt = 0;

/** Drops requests long over, at most once a minute per process: a used or expired state is refused all the same. */
async function sweepSignIns(context: SsoContext, now: Date): Promise<void> {
  if (Date.now() < nextSweepAt) return;
  nextSweepAt = Date.now() + 60_000;
  await context.prisma.oidcSignIn.deleteMany({
    where: { expiresAt: { lt: new Date(now.getTime() - SIGN_IN_LIFETIME_MS) } },
  });
}

/** GET /Sso/{id}/Start: the provider's authorisation address for a fresh request. */
export async function startSignIn(
  context: SsoContext,
  providerId: number,
  returnTo: string | undefined,
  origin: RequestOrigin,
): Promise<SsoRedirect> {
  const provider = await context.prisma.oidcProvider.findUnique({ where: { id: providerId }, select: PROVIDER_FIELDS });
  try {
    if (!provider?.enabled) throw new SsoRefusal('unavailable', provider ? 'provider disabled' : 'no such provider');
    const { url, request } = await context.relyingParty.authorisationUrl(settingsOf(context, provider));
    const now = context.clock.now();
    await sweepSignIns(context, now);
    await context.prisma.oidcSignIn.create({
      data: {
        stateHash: hashToken(request.state),
        providerId: provider.id,
        nonce: request.nonce,
        codeVerifier: context.box.seal(request.codeVerifier),
        returnTo: returnTo ?? null,
        expiresAt: new Date(now.getTime() + SIGN_IN_LIFETIME_MS),
        createdAt: now,
      },
    });
    return { location: url, state: request.state };
  } catch (error) {
    return refused(context, origin, error, provider ?? undefined);
  }
}

/** The request the state names, claimed once: unknown, used and expired states are refused alike. */
async function claimSignIn(context: SsoContext, state: string | undefined, browserState: string | undefined) {
  if (!state) throw new SsoRefusal('invalid-attempt', 'no state');
  const stateHash = hashToken(state);
  const now = context.clock.now();
  const { count } = await context.prisma.oidcSignIn.updateMany({
    where: { stateHash, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now },
  });
  if (count === 0) throw new SsoRefusal('invalid-attempt', 'unknown, used or expired state');
  // Claimed before this check, so that a state shown to another browser is spent too.
  if (browserState !== state) throw new SsoRefusal('invalid-attempt', 'state not of this browser');
  return context.prisma.oidcSignIn.findUniqueOrThrow({
    where: { stateHash },
    select: { nonce: true, codeVerifier: true, returnTo: true, provider: { select: PROVIDER_FIELDS } },
  });
}

/** The HEMIS account the provider's email names, if the provider may sign it in. */
async function accountFor(context: SsoContext, provider: ProviderRow, rawEmail: string) {
  const email = rawEmail.trim().toLowerCase();
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!email.includes('@') || domain !== provider.emailDomain) {
    throw new SsoRefusal('other-domain', `email of ${domain || 'no domain'}`, { email });
  }
  const user = await context.prisma.user.findUnique({ where: { email } });
  if (!user) throw new SsoRefusal('unknown-account', 'unknown-account', { email });
  const account = { id: user.id, email: user.email, role: user.role };
  const ofOrganisation = provider.universityId ? user.universityId === provider.universityId : user.type === 'Ugc';
  const refusal =
    user.status !== 'active'
      ? 'disabled'
      : !ofOrganisation
        ? 'other-organisation'
        : !provider.roles.includes(user.role) || !ssoRolesOf(provider.universityId).includes(user.role)
          ? 'role-not-allowed'
          : undefined;
  if (refusal) throw new SsoRefusal('unknown-account', refusal, account);
  return user;
}

/** GET /Sso/Callback: the provider's answer turned into a hand-off for the web app, or a refusal. */
export async function finishAtCallback(
  context: SsoContext,
  responseParameters: URLSearchParams,
  browserState: string | undefined,
  origin: RequestOrigin,
): Promise<SsoRedirect> {
  let provider: ProviderRow | undefined;
  try {
    const signIn = await claimSignIn(context, responseParameters.get('state') ?? undefined, browserState);
    provider = signIn.provider;
    if (!provider.enabled) throw new SsoRefusal('unavailable', 'provider disabled');
    const codeVerifier = context.box.open(signIn.codeVerifier);
    if (codeVerifier === undefined) throw new SsoRefusal('invalid-attempt', 'verifier unreadable');
    const identity = await context.relyingParty.identify(settingsOf(context, provider), responseParameters, {
      state: browserState!,
      nonce: signIn.nonce,
      codeVerifier,
    });
    if (!identity.email) throw new SsoRefusal('unknown-account', `no email for subject ${identity.subject}`);
    if (identity.emailVerified === false) {
      throw new SsoRefusal('unverified-email', 'email not verified', { email: identity.email.toLowerCase() });
    }
    const user = await accountFor(context, provider, identity.email);
    const { token } = createOneTimeToken();
    const now = context.clock.now();
    await context.prisma.signInChallenge.create({
      data: {
        userId: user.id,
        tokenHash: handoffHash(token, browserState!),
        purpose: HANDOFF_PURPOSE,
        device: origin.device?.slice(0, 500) ?? null,
        ip: origin.ip,
        expiresAt: new Date(now.getTime() + HANDOFF_LIFETIME_MS),
        createdAt: now,
      },
    });
    const returnTo = signIn.returnTo ?? '/';
    return { location: `/sso?handoff=${token}&returnTo=${encodeURIComponent(returnTo)}` };
  } catch (error) {
    return refused(context, origin, error, provider);
  }
}

/** A hand-off is kept as the hash of its token with the browser's state: it is good only in that browser. */
function handoffHash(token: string, browserState: string): string {
  return hashToken(`${token}.${browserState}`);
}

/** POST /Sso/Complete: the hand-off, used once within its minute, opens the session. */
export async function completeHandoff(
  context: SsoContext,
  handoff: string,
  browserState: string | undefined,
  origin: RequestOrigin,
): Promise<SignedInUser> {
  const invalid = () => new AppError('UNAUTHENTICATED', M.handoffInvalid);
  const now = context.clock.now();
  const tokenHash = browserState ? handoffHash(handoff, browserState) : undefined;
  const { count } = tokenHash
    ? await context.prisma.signInChallenge.updateMany({
        where: { tokenHash, purpose: HANDOFF_PURPOSE, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      })
    : { count: 0 };
  const challenge =
    count === 1
      ? await context.prisma.signInChallenge.findUnique({ where: { tokenHash }, include: { user: true } })
      : null;
  const user = challenge?.user;
  if (!user || user.status !== 'active') {
    await auditFailure(
      context,
      origin,
      new SsoRefusal(
        'invalid-attempt',
        user ? 'disabled' : 'unknown, used or expired hand-off',
        user ? { id: user.id, email: user.email, role: user.role } : undefined,
      ),
      undefined,
    );
    throw invalid();
  }
  return completeSignIn(context.auth, user, origin, 'sso');
}
