import { describe, expect, it } from 'vitest';
import { TWO_FACTOR_MESSAGES as M } from '../messages/two-factor.ts';
import {
  RecoveryCodeSchema,
  TotpCodeSchema,
  TwoFactorPolicyBodySchema,
  TwoFactorSignInBodySchema,
} from './two-factor.ts';

describe('two-factor inputs', () => {
  it('reads a code with the spaces some apps show, and refuses anything but six digits', () => {
    expect(TotpCodeSchema.parse(' 123 456 ')).toBe('123456');
    for (const typed of ['12345', '1234567', '12a456']) {
      expect(TotpCodeSchema.safeParse(typed).error?.issues[0]?.message).toBe(M.codeFormat);
    }
    expect(TotpCodeSchema.safeParse('').error?.issues[0]?.message).toBe(M.codeRequired);
  });

  it('reads a recovery code in any case, with or without its dashes', () => {
    expect(RecoveryCodeSchema.parse('abcd-efgh-jkmn-pqrs')).toBe('ABCDEFGHJKMNPQRS');
    expect(RecoveryCodeSchema.parse('ABCD EFGH JKMN PQRS')).toBe('ABCDEFGHJKMNPQRS');
    // O and 1 are never in a code: they read as 0 and I.
    expect(RecoveryCodeSchema.safeParse('ABCD-EFGH-JKMN-PQRO').success).toBe(false);
  });

  it('asks for a code or a recovery code at sign-in', () => {
    const missing = TwoFactorSignInBodySchema.safeParse({ token: 'token', code: '', recoveryCode: '' });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['code'], message: M.codeOrRecoveryCodeRequired }),
    ]);
    expect(TwoFactorSignInBodySchema.parse({ token: 'token', recoveryCode: 'abcdefghjkmnpqrs' })).toEqual({
      token: 'token',
      recoveryCode: 'ABCDEFGHJKMNPQRS',
    });
  });

  it('sets the policy of staff roles only', () => {
    expect(TwoFactorPolicyBodySchema.parse({ role: 'UniAdmin', required: 'true' })).toEqual({
      role: 'UniAdmin',
      required: true,
    });
    expect(TwoFactorPolicyBodySchema.safeParse({ role: 'Student', required: true }).success).toBe(false);
  });
});
