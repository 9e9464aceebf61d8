import argon2 from 'argon2';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

describe('password hashing', () => {
  it('hashes with argon2id at 19 MiB, two passes and one lane', async () => {
    const hash = await hashPassword('Results-day-2083');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await verifyPassword(hash, 'Results-day-2083')).toBe(true);
    expect(await verifyPassword(hash, 'Results-day-2084')).toBe(false);
  });

  it('still verifies a hash made with other parameters, as accounts made before keep them', async () => {
    const older = await argon2.hash('Demo@12345', {
      type: argon2.argon2id,
      memoryCost: 65_536,
      timeCost: 3,
      parallelism: 4,
    });
    expect(await verifyPassword(older, 'Demo@12345')).toBe(true);
    expect(await verifyPassword(older, 'Demo@12346')).toBe(false);
  });
});
