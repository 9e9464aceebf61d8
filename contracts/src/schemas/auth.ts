/**
 * Accounts (spec sections 3 to 5, api-contract 3 and 5.1): sign-in, student sign-up,
 * password reset and change, and the signed-in user record. The web's forms use the same
 * schemas, so a rule and its message live here once.
 */
import { z } from 'zod';
import { ROLES } from '../access/roles.ts';
import {
  GENDERS,
  LANGUAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_POLICY_MESSAGE,
  PHONE_NUMBER_LENGTH,
} from '../constants/index.ts';
import { AUTH_MESSAGES, VALIDATION_MESSAGES as V } from '../messages/messages.ts';
import { InstitutionSchema } from './campus.ts';
import { optionalBoolean, optionalId, optionalText, requiredText } from './fields.ts';

/** The password policy, for live feedback in forms; PasswordSchema enforces it. */
export function meetsPasswordPolicy(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /\p{L}/u.test(password) &&
    /\p{N}/u.test(password)
  );
}

/** A new password: trimmed like every password field (spec section 5), and meeting the policy. */
export function newPasswordField(requiredMessage: string) {
  return requiredText(requiredMessage).refine(meetsPasswordPolicy, PASSWORD_POLICY_MESSAGE);
}

export const EmailSchema = requiredText(V.emailRequired)
  .toLowerCase()
  .pipe(z.email({ error: AUTH_MESSAGES.emailInvalid }));

/**
 * POST /User/Login and /User/StudentLogin. The client also sends cOllegeId (any casing),
 * uniId and isUgc; they are accepted and not trusted: the account decides the institution.
 */
export const LoginBodySchema = z.object({
  email: requiredText(V.loginRequired),
  password: requiredText(V.loginRequired),
  collegeId: optionalId(),
  uniId: optionalId(),
  isUgc: optionalBoolean(),
});
export type LoginBody = z.input<typeof LoginBodySchema>;
export type LoginBodyParsed = z.output<typeof LoginBodySchema>;

/** POST /User, the Student Sign Up form (spec section 5). */
export const SignUpBodySchema = z
  .object({
    firstName: requiredText(V.firstNameRequired),
    middleName: optionalText(),
    lastName: requiredText(V.lastNameRequired),
    phoneNumber: requiredText(V.phoneRequired).regex(new RegExp(`^\\d{${PHONE_NUMBER_LENGTH}}$`), V.phoneDigits),
    email: EmailSchema,
    gender: requiredText(V.genderRequired)
      .toLowerCase()
      .pipe(z.enum(GENDERS, { error: AUTH_MESSAGES.genderInvalid })),
    password: newPasswordField(V.passwordRequired),
    confirmPassword: requiredText(V.confirmPasswordRequired),
  })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    error: V.passwordsDoNotMatch,
  });
export type SignUpBody = z.input<typeof SignUpBodySchema>;
export type SignUpBodyParsed = z.output<typeof SignUpBodySchema>;

export const SignUpResponseSchema = z.object({ id: z.number(), email: z.string(), message: z.string() });

/** POST /User/GetCodeUser?email=&uniId=&collegeId= (the ids are the client's defaults, not trusted). */
export const ForgotPasswordQuerySchema = z.object({
  email: EmailSchema,
  collegeId: optionalId(),
  uniId: optionalId(),
});
export type ForgotPasswordQueryParsed = z.output<typeof ForgotPasswordQuerySchema>;

/** POST /User/ResetPassword, from the emailed link or a first sign-in's verification token. */
export const ResetPasswordBodySchema = z.object({
  email: EmailSchema,
  newPassword: newPasswordField(V.passwordRequired),
  resetToken: requiredText('Reset token is required'),
});
export type ResetPasswordBody = z.input<typeof ResetPasswordBodySchema>;
export type ResetPasswordBodyParsed = z.output<typeof ResetPasswordBodySchema>;

/** The reset screen's form: the new password twice (spec section 5: Reset). */
export const ResetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField(V.passwordRequired),
    confirmPassword: requiredText(V.confirmPasswordRequired),
  })
  .refine((form) => form.newPassword === form.confirmPassword, {
    path: ['confirmPassword'],
    error: V.resetPasswordsDoNotMatch,
  });

/** POST /User/ChangePassword, for the signed-in user. */
export const ChangePasswordBodySchema = z.object({
  oldPassword: requiredText('Old password is required'),
  newPassword: newPasswordField(V.passwordRequired),
});
export type ChangePasswordBody = z.input<typeof ChangePasswordBodySchema>;
export type ChangePasswordBodyParsed = z.output<typeof ChangePasswordBodySchema>;

/** The wire types: `Uni` for university users, `college` for everyone else (api-contract 3). */
export const WIRE_USER_TYPES = ['Uni', 'college'] as const;

/** The signed-in user; the client keeps the whole object as currentUser (api-contract 3). */
export const SignedInUserSchema = z.object({
  tokenString: z.string(),
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  role: z.enum(ROLES),
  type: z.enum(WIRE_USER_TYPES),
  listUser: z.array(z.object({ roleName: z.enum(ROLES) })),
  uniName: z.string().nullable(),
  institution: InstitutionSchema,
  /** The language the account chose for HEMIS's screens (older servers do not send it). */
  language: z.enum(LANGUAGES).optional(),
});
export type SignedInUser = z.infer<typeof SignedInUserSchema>;

/** PUT /User/Language: the signed-in user's language, kept on the account so it follows them. */
export const LanguageBodySchema = z.object({
  language: z.enum(LANGUAGES, { error: AUTH_MESSAGES.languageInvalid }),
});
export type LanguageBody = z.input<typeof LanguageBodySchema>;
export const LanguageResponseSchema = LanguageBodySchema;

/** The answer for an account that must set a new password first; `value` works with ResetPassword. */
export const VerificationTokenResponseSchema = z.object({
  name: z.literal('verificationToken'),
  value: z.string(),
});
export type VerificationTokenResponse = z.infer<typeof VerificationTokenResponseSchema>;

/**
 * The answers for an account that signs in with a second factor (issue #33): `value` is the
 * sign-in's second step, for User/Login/TwoFactor (a code) or User/Login/TwoFactor/Enrol and
 * Confirm (a role that requires a factor the user has not set up yet). It is no session.
 */
export const TwoFactorRequiredResponseSchema = z.object({ name: z.literal('twoFactorRequired'), value: z.string() });
export type TwoFactorRequiredResponse = z.infer<typeof TwoFactorRequiredResponseSchema>;
export const TwoFactorEnrolmentRequiredResponseSchema = z.object({
  name: z.literal('twoFactorEnrolmentRequired'),
  value: z.string(),
});
export type TwoFactorEnrolmentRequiredResponse = z.infer<typeof TwoFactorEnrolmentRequiredResponseSchema>;

export const LoginResponseSchema = z.union([
  SignedInUserSchema,
  VerificationTokenResponseSchema,
  TwoFactorRequiredResponseSchema,
  TwoFactorEnrolmentRequiredResponseSchema,
]);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** GET /Student/GetUserDetails: the signed-in user's institution, and the user. */
export const UserDetailsResponseSchema = InstitutionSchema.extend({
  user: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    middleName: z.string().nullable(),
    lastName: z.string(),
    phoneNumber: z.string().nullable(),
    gender: z.enum(GENDERS).nullable(),
    role: z.enum(ROLES),
    type: z.enum(WIRE_USER_TYPES),
  }),
});
export type UserDetailsResponse = z.infer<typeof UserDetailsResponseSchema>;

/**
 * POST /User/ChangePassword answers 201 with the message, and a fresh session token: a
 * changed password ends every session issued before it, the caller's included.
 */
export const ChangePasswordResponseSchema = z.object({ message: z.string(), tokenString: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponseSchema>;
