/**
 * Single sign-on (issue #33): a university or the grants body lets its staff sign in with its own
 * OpenID Connect identity provider. The grants body's administrators configure the providers;
 * the sign-in page lists the enabled ones, and a failed sign-in comes back to it with a reason.
 */
import { z } from 'zod';
import { GRANTS_BODY_ROLES, ROLES, type Role } from '../access/roles.ts';
import { requiredText } from './fields.ts';

export const SSO_MESSAGES = {
  nameRequired: 'Name the identity provider (the sign-in page shows “Sign in with” and its name)',
  nameTooLong: 'The name is at most 100 characters',
  issuerInvalid: 'The issuer must be the provider’s https address, without a query or fragment',
  issuerNotHttps: 'The issuer must be an https address',
  clientIdRequired: 'Client ID is required',
  clientSecretRequired: 'Client secret is required',
  tooLong: 'At most 1000 characters',
  emailDomainInvalid: 'Enter the email domain the provider vouches for, such as tu.edu.np',
  rolesRequired: 'Choose the roles whose accounts the provider may sign in',
  rolesOfGrantsBody:
    'The grants body’s provider may sign in only the grants body’s roles (SuperAdmin, Admin, UgcAdmin)',
  rolesOfUniversity: 'A university’s provider may sign in only its staff’s roles (UniAdmin, CollegeAdmin, CollegeUser)',
  noSuchUniversity: 'The university does not exist',
  nameTaken: 'Another identity provider has this name',
  noSuchProvider: 'The identity provider does not exist',
  handoffInvalid: 'This sign-in has expired or was already used. Please sign in again.',
  signedIn: 'Signed in',
} as const;
const M = SSO_MESSAGES;

/** The roles a provider of the grants body may sign in. */
export const GRANTS_BODY_SSO_ROLES: readonly Role[] = GRANTS_BODY_ROLES;
/** The roles a university's provider may sign in: its own staff and its campuses' (students never). */
export const UNIVERSITY_SSO_ROLES: readonly Role[] = ['UniAdmin', 'CollegeAdmin', 'CollegeUser'];

/** The roles a provider of the organisation (a university, or null: the grants body) may sign in. */
export function ssoRolesOf(universityId: number | null | undefined): readonly Role[] {
  return universityId ? UNIVERSITY_SSO_ROLES : GRANTS_BODY_SSO_ROLES;
}

/**
 * Why a single sign-on came back to the sign-in page (/login?sso=<reason>), and what the page says.
 * An account that is disabled, of another organisation or of a role the provider may not sign in
 * is reported as unknown: the provider's user learns no more than the password form would say.
 */
export const SSO_FAILURE_MESSAGES = {
  'unknown-account':
    'No active HEMIS account that this identity provider may sign in has your email address. Ask your HEMIS administrator.',
  'other-domain':
    'Your identity provider answered with an email address of another domain than the one it vouches for.',
  'unverified-email': 'Your identity provider has not verified your email address.',
  'invalid-attempt': 'The sign-in attempt expired, was already used or could not be verified. Please try again.',
  'provider-unreachable': 'The identity provider could not be reached. Please try again later.',
  cancelled: 'The sign-in was cancelled at the identity provider.',
  unavailable: 'This identity provider is not available for sign-in.',
} as const;
export type SsoFailureReason = keyof typeof SSO_FAILURE_MESSAGES;
export const SSO_FAILURE_REASONS = Object.keys(SSO_FAILURE_MESSAGES) as SsoFailureReason[];

export function isSsoFailureReason(value: unknown): value is SsoFailureReason {
  return typeof value === 'string' && Object.hasOwn(SSO_FAILURE_MESSAGES, value);
}

/** The query parameter of the sign-in page that names why a single sign-on failed. */
export const SSO_FAILURE_PARAMETER = 'sso';

/** A path of this app to go to once signed in; anything else (another site, `//host`, `/\host`) is not one. */
export function isAppPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !/[\\\s]/.test(value) && value.length <= 2000;
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const emailDomain = z
  .string({ error: M.emailDomainInvalid })
  .trim()
  .toLowerCase()
  .transform((value) => value.replace(/^@/, ''))
  .refine((value) => DOMAIN.test(value), { error: M.emailDomainInvalid });

const issuer = z
  .string({ error: M.issuerInvalid })
  .trim()
  .refine(
    (value) => {
      if (value.length > 1000) return false;
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && !url.search && !url.hash && !url.username;
      } catch {
        return false;
      }
    },
    { error: M.issuerInvalid },
  );

const limited = (message: string) =>
  requiredText(message).refine((value) => value.length <= 1000, { error: M.tooLong });

/** 0, null or missing: the grants body. */
const organisation = z.preprocess(
  (value) => (value === '' || value === null || value === 0 || value === '0' ? undefined : value),
  z.coerce.number({ error: M.noSuchUniversity }).int({ error: M.noSuchUniversity }).positive().optional(),
);

const roles = z.preprocess(
  (value) => (typeof value === 'string' ? [value] : value),
  z
    .array(z.enum(ROLES, { error: M.rolesRequired }), { error: M.rolesRequired })
    .min(1, { error: M.rolesRequired })
    .transform((list) => [...new Set(list)]),
);

const enabled = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .optional()
  .transform((value) => (value === undefined ? true : value === true || value === 'true'));

const fields = {
  name: requiredText(M.nameRequired).refine((value) => value.length <= 100, { error: M.nameTooLong }),
  issuer,
  clientId: limited(M.clientIdRequired),
  emailDomain,
  universityId: organisation,
  roles,
  enabled,
};

/** Only roles of the provider's organisation; checked beside the fields' own problems. */
function rolesOfOrganisation(body: { universityId?: number | undefined; roles: Role[] }, context: z.RefinementCtx) {
  const allowed = ssoRolesOf(body.universityId);
  if (body.roles.some((role) => !allowed.includes(role))) {
    context.addIssue({
      code: 'custom',
      path: ['roles'],
      message: body.universityId ? M.rolesOfUniversity : M.rolesOfGrantsBody,
    });
  }
}

/** POST /IdentityProvider. */
export const CreateIdentityProviderBodySchema = z
  .object({ ...fields, clientSecret: limited(M.clientSecretRequired) })
  .superRefine(rolesOfOrganisation);
export type CreateIdentityProviderBody = z.input<typeof CreateIdentityProviderBodySchema>;
export type CreateIdentityProviderBodyParsed = z.output<typeof CreateIdentityProviderBodySchema>;

/** PUT /IdentityProvider/{id}: every field again, but the client secret, which is kept when left out or blank. */
export const UpdateIdentityProviderBodySchema = z
  .object({
    ...fields,
    clientSecret: z
      .string({ error: M.clientSecretRequired })
      .trim()
      .refine((value) => value.length <= 1000, { error: M.tooLong })
      .nullish()
      .transform((value) => value || undefined),
  })
  .superRefine(rolesOfOrganisation);
export type UpdateIdentityProviderBody = z.input<typeof UpdateIdentityProviderBodySchema>;
export type UpdateIdentityProviderBodyParsed = z.output<typeof UpdateIdentityProviderBodySchema>;

/** An identity provider as the administrators see it: never its client secret. */
export const IdentityProviderSchema = z.object({
  id: z.number(),
  name: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  emailDomain: z.string(),
  universityId: z.number().nullable(),
  /** The university's name; null for the grants body. */
  universityName: z.string().nullable(),
  roles: z.array(z.enum(ROLES)),
  enabled: z.boolean(),
  /** The address to register at the provider as the redirect URI. */
  redirectUri: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IdentityProvider = z.infer<typeof IdentityProviderSchema>;
export const IdentityProviderListSchema = z.array(IdentityProviderSchema);

/** GET /Sso/Providers: what the sign-in page offers. */
export const SsoProviderSchema = z.object({ id: z.number(), name: z.string() });
export type SsoProvider = z.infer<typeof SsoProviderSchema>;
export const SsoProviderListSchema = z.array(SsoProviderSchema);

/** GET /Sso/{id}/Start: where to go once signed in; not a path of this app counts as none. */
export const SsoStartQuerySchema = z.object({
  returnTo: z
    .string()
    .optional()
    .catch(undefined)
    .transform((value) => (value && isAppPath(value) ? value : undefined)),
});

/** GET /Sso/Callback: the provider's authorization response (read whole by the relying party). */
export const SsoCallbackQuerySchema = z.object({
  state: z.string().optional().catch(undefined),
  code: z.string().optional().catch(undefined),
  error: z.string().optional().catch(undefined),
});

/** POST /Sso/Complete: the one-time hand-off the callback gave the web app. */
export const SsoCompleteBodySchema = z.object({
  handoff: requiredText(M.handoffInvalid).refine((value) => value.length <= 200, { error: M.handoffInvalid }),
});
export type SsoCompleteBody = z.input<typeof SsoCompleteBodySchema>;
