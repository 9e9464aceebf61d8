/**
 * Two-factor sign-in (issue #33): time-based one-time codes (RFC 6238) from any authenticator
 * app, ten single-use recovery codes, and the grants body's policy of which roles require it.
 * The sign-in answers that ask for the second step are in auth.ts (LoginResponseSchema).
 */
import { z } from 'zod';
import { ROLES, STAFF_ROLES, type Role } from '../access/roles.ts';
import { TWO_FACTOR_MESSAGES as M } from '../messages/two-factor.ts';
import { SignedInUserSchema } from './auth.ts';
import { requiredText } from './fields.ts';

export const TOTP_DIGITS = 6;
/** How many recovery codes a user holds at once. */
export const RECOVERY_CODE_COUNT = 10;
/** Letters and digits no one confuses when reading them out (no I, O, 0, 1). */
export const RECOVERY_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const RECOVERY_CODE_LENGTH = 16;
/** How long the sign-in's second step waits for its code. */
export const SIGN_IN_CHALLENGE_LIFETIME_MS = 5 * 60_000;

/**
 * The roles the settings screen warns about while they do not require a second factor: the
 * grants body's and the universities' administrators, who reach a whole country or university.
 */
export const TWO_FACTOR_RECOMMENDED_ROLES = [
  'SuperAdmin',
  'Admin',
  'UgcAdmin',
  'UniAdmin',
] as const satisfies readonly Role[];

/** The app's code: digits only once spaces are taken out ("123 456" as some apps show it). */
export const TotpCodeSchema = z
  .string({ error: M.codeRequired })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, { error: M.codeRequired, abort: true })
      .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: M.codeFormat }),
  );

/** A recovery code as typed: any case, with or without its dashes and spaces; answered normalised. */
export const RecoveryCodeSchema = z
  .string({ error: M.recoveryCodeFormat })
  .max(64, { error: M.recoveryCodeFormat })
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`), { error: M.recoveryCodeFormat }),
  );

/** The second step's token from the password answer (43 base64url characters). */
const ChallengeTokenSchema = requiredText(M.tokenRequired).max(128, { error: M.tokenRequired });

/** POST /User/Login/TwoFactor: the code, or a recovery code, for the step the password answer began. */
export const TwoFactorSignInBodySchema = z
  .object({
    token: ChallengeTokenSchema,
    code: z.preprocess((value) => (value === '' || value === null ? undefined : value), TotpCodeSchema.optional()),
    recoveryCode: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      RecoveryCodeSchema.optional(),
    ),
  })
  .refine((body) => body.code !== undefined || body.recoveryCode !== undefined, {
    path: ['code'],
    error: M.codeOrRecoveryCodeRequired,
  });
export type TwoFactorSignInBody = z.input<typeof TwoFactorSignInBodySchema>;
export type TwoFactorSignInBodyParsed = z.output<typeof TwoFactorSignInBodySchema>;

/** POST /User/Login/TwoFactor/Enrol: a required user's enrolment, with the password answer's token only. */
export const TwoFactorSignInEnrolBodySchema = z.object({ token: ChallengeTokenSchema });

/** POST /User/Login/TwoFactor/Confirm: the first code of that enrolment. */
export const TwoFactorSignInConfirmBodySchema = z.object({ token: ChallengeTokenSchema, code: TotpCodeSchema });
export type TwoFactorSignInConfirmBodyParsed = z.output<typeof TwoFactorSignInConfirmBodySchema>;

/** A code from the user's app, for the signed-in user's confirm and new recovery codes. */
export const TwoFactorCodeBodySchema = z.object({ code: TotpCodeSchema });
export type TwoFactorCodeBody = z.input<typeof TwoFactorCodeBodySchema>;

/** DELETE /User/TwoFactor: turning it off asks for the password again. */
export const TwoFactorDisableBodySchema = z.object({
  password: requiredText(M.passwordRequired).max(256, { error: M.passwordWrong }),
});
export type TwoFactorDisableBody = z.input<typeof TwoFactorDisableBodySchema>;

/** A new secret for the user's app: scanned as the QR code, or typed as the secret. */
export const TwoFactorEnrolmentSchema = z.object({
  /** Base32, for typing into the app. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code image, a data: URL (image/png). */
  qrCode: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentSchema>;

export const RecoveryCodesSchema = z.object({ message: z.string(), recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** The enrolment at sign-in confirmed: the session, and the recovery codes shown once. */
export const SignedInWithRecoveryCodesSchema = SignedInUserSchema.extend({ recoveryCodes: z.array(z.string()) });
export type SignedInWithRecoveryCodes = z.infer<typeof SignedInWithRecoveryCodesSchema>;

/** GET /User/TwoFactor: the signed-in user's second factor. */
export const TwoFactorStatusSchema = z.object({
  enrolled: z.boolean(),
  /** A set-up begun and not yet confirmed with a code. */
  pending: z.boolean(),
  confirmedAt: z.string().nullable(),
  recoveryCodesLeft: z.number(),
  /** Whether the user's role requires it (it cannot then be turned off). */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Only staff sign in with a second factor; students' portals sign in with a password. */
export const TWO_FACTOR_ROLES = STAFF_ROLES;

export const TwoFactorPolicySchema = z.object({
  roles: z.array(z.object({ role: z.enum(ROLES), required: z.boolean(), updatedAt: z.string().nullable() })),
  /** Of TWO_FACTOR_RECOMMENDED_ROLES, those that do not require it yet: the screen warns while any do not. */
  recommendedRolesNotRequired: z.array(z.enum(ROLES)),
});
export type TwoFactorPolicy = z.infer<typeof TwoFactorPolicySchema>;

export const TwoFactorPolicyBodySchema = z.object({
  role: z.enum(TWO_FACTOR_ROLES as [Role, ...Role[]], { error: M.roleRequired }),
  required: z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: M.requiredFlag })
    .transform((value) => value === true || value === 'true'),
});
export type TwoFactorPolicyBody = z.input<typeof TwoFactorPolicyBodySchema>;
export type TwoFactorPolicyBodyParsed = z.output<typeof TwoFactorPolicyBodySchema>;
