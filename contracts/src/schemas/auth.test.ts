import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY_MESSAGE } from '../constants/index.ts';
import { VALIDATION_MESSAGES as V } from '../messages/messages.ts';
import {
  ChangePasswordBodySchema,
  LoginBodySchema,
  meetsPasswordPolicy,
  ResetPasswordFormSchema,
  SignUpBodySchema,
} from './auth.ts';

const validSignUp = {
  firstName: 'Anita',
  lastName: 'Rai',
  phoneNumber: '9800000000',
  email: 'Anita@Example.com',
  gender: 'female',
  password: 'Secret123',
  confirmPassword: 'Secret123',
};

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('password policy', () => {
  it('accepts the demo password and rejects short, letter-only and digit-only ones', () => {
    expect(meetsPasswordPolicy('Demo@12345')).toBe(true);
    expect(meetsPasswordPolicy('abc123')).toBe(false);
    expect(meetsPasswordPolicy('abcdefghij')).toBe(false);
    expect(meetsPasswordPolicy('1234567890')).toBe(false);
  });

  it('is the rule of change password too', () => {
    const result = ChangePasswordBodySchema.safeParse({ oldPassword: 'x', newPassword: 'short' });
    expect(messagesOf(result)).toEqual({ newPassword: PASSWORD_POLICY_MESSAGE });
  });
});

describe('LoginBodySchema', () => {
  it('trims email and password', () => {
    expect(LoginBodySchema.parse({ email: ' a@b.c ', password: ' pw ' })).toMatchObject({
      email: 'a@b.c',
      password: 'pw',
    });
  });

  it('answers the spec message when either is blank', () => {
    expect(messagesOf(LoginBodySchema.safeParse({ email: '  ', password: '' }))).toEqual({
      email: V.loginRequired,
      password: V.loginRequired,
    });
  });

  it('reads the multipart strings of the client defaults', () => {
    expect(LoginBodySchema.parse({ email: 'a', password: 'b', collegeId: '66', uniId: '0', isUgc: 'true' })).toEqual({
      email: 'a',
      password: 'b',
      collegeId: 66,
      uniId: 0,
      isUgc: true,
    });
  });
});

describe('SignUpBodySchema', () => {
  it('accepts a complete form, lower-casing the email and dropping a blank middle name', () => {
    const parsed = SignUpBodySchema.parse({ ...validSignUp, middleName: '' });
    expect(parsed.email).toBe('anita@example.com');
    expect(parsed.middleName).toBeUndefined();
  });

  it('answers each required field with its spec message', () => {
    expect(messagesOf(SignUpBodySchema.safeParse({}))).toEqual({
      firstName: V.firstNameRequired,
      lastName: V.lastNameRequired,
      phoneNumber: V.phoneRequired,
      email: V.emailRequired,
      gender: V.genderRequired,
      password: V.passwordRequired,
      confirmPassword: V.confirmPasswordRequired,
    });
  });

  it('wants exactly ten digits of phone number', () => {
    for (const phoneNumber of ['980000000', '98000000000', '98000000ab']) {
      expect(messagesOf(SignUpBodySchema.safeParse({ ...validSignUp, phoneNumber }))).toEqual({
        phoneNumber: V.phoneDigits,
      });
    }
  });

  it('says when the passwords do not match', () => {
    expect(messagesOf(SignUpBodySchema.safeParse({ ...validSignUp, confirmPassword: 'Secret124' }))).toEqual({
      confirmPassword: V.passwordsDoNotMatch,
    });
  });
});

describe('ResetPasswordFormSchema', () => {
  it('uses the reset screen’s message with its full stop', () => {
    expect(
      messagesOf(ResetPasswordFormSchema.safeParse({ newPassword: 'Secret123', confirmPassword: 'Other1234' })),
    ).toEqual({ confirmPassword: V.resetPasswordsDoNotMatch });
  });
});
