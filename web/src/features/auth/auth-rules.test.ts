import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { ApiError, NetworkError, fieldErrorsOf } from '../../lib/api-client.ts';
import { loginErrorMessage, redirectTarget } from './login-rules.ts';
import { passwordMatchText, phoneInput } from './sign-up-rules.ts';

describe('login rules (spec sections 2 and 8)', () => {
  it('defaults the redirect to / and follows only paths of the app', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget('/other-setup/home')).toBe('/other-setup/home');
    expect(redirectTarget('//evil.example')).toBe('/');
    expect(redirectTarget('https://evil.example')).toBe('/');
  });

  it('names 401, other HTTP errors and network errors with their messages', () => {
    expect(loginErrorMessage(new ApiError(401, 'x', 'WRONG_CREDENTIALS', []))).toBe(
      SPEC_MESSAGES.loginWrongCredentials,
    );
    expect(loginErrorMessage(new ApiError(500, 'x', 'INTERNAL', []))).toBe(SPEC_MESSAGES.loginHttpError);
    expect(loginErrorMessage(new NetworkError(new TypeError('fetch failed')))).toBe(SPEC_MESSAGES.loginUnexpectedError);
  });
});

describe('sign-up input rules (spec section 5)', () => {
  it('keeps digits only, at most 10', () => {
    expect(phoneInput('98a41-234567890')).toBe('9841234567');
  });

  it('tells live whether the passwords match', () => {
    expect(passwordMatchText('Secret123', '')).toBeUndefined();
    expect(passwordMatchText('Secret123', 'Secret123')).toBe(VALIDATION_MESSAGES.passwordsMatch);
    expect(passwordMatchText('Secret123', 'Secret12')).toBe(VALIDATION_MESSAGES.passwordsDoNotMatch);
  });
});

describe('server field errors', () => {
  it('puts each issue beside its form field', () => {
    const error = new ApiError(400, 'Invalid', 'VALIDATION_FAILED', [
      { field: 'body.facultyName', message: 'Faculty Name is required' },
      { field: 'query.email', message: 'Email is required' },
    ]);
    expect(fieldErrorsOf(error)).toEqual({ facultyName: 'Faculty Name is required', email: 'Email is required' });
  });
});
