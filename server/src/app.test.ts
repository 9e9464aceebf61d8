/**
 * The client address that sign-in limits and the audit log use: the socket's, unless
 * TRUST_PROXY names the proxy the request came through.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestApp } from '../../tests/support/app.ts';
import { from, uniqueLoopbackAddress } from '../../tests/support/addresses.ts';
import type { TestUser } from '../../tests/support/factories.ts';
import { useTestApp } from '../../tests/support/suite.ts';

const LIMITS = { AUTH_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3' };

/** An address of a documentation network (RFC 5737) that no other test of this worker is likely to forward for. */
const forwardedClient = (network = '198.51.100') => `${network}.${randomInt(1, 255)}`;

function signInFrom(test: TestApp, address: string, user: TestUser, password: string, forwardedFor?: string) {
  const request = test.api.post('/api/User/Login').agent(from(address));
  if (forwardedFor) request.set('X-Forwarded-For', forwardedFor);
  return request.send({ email: user.email, password });
}

async function auditedAddressesOf(test: TestApp, user: TestUser) {
  const entries = await test.app.prisma.auditLog.findMany({
    where: { userId: user.id, action: 'sign-in-failed' },
    orderBy: { id: 'asc' },
  });
  return entries.map((entry) => entry.ip?.replace(/^::ffff:/, ''));
}

describe('client address without TRUST_PROXY', () => {
  const { test, make } = useTestApp({ config: LIMITS });

  it('ignores a forged X-Forwarded-For, for the audit log and for the limits', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const address = uniqueLoopbackAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await signInFrom(test, address, user, 'Wrong1234', forwardedClient()).expect(401);
    }
    await signInFrom(test, address, user, user.password, forwardedClient()).expect(429);
    expect(await auditedAddressesOf(test, user)).toEqual([address, address, address]);
  });
});

describe('client address behind a trusted proxy', () => {
  const proxy = uniqueLoopbackAddress();
  const { test, make } = useTestApp({ config: { ...LIMITS, TRUST_PROXY: `${proxy}, 10.0.0.0/8` } });

  it('takes the client address from the proxy’s X-Forwarded-For, for the audit log and for the limits', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const [attacker, owner] = [forwardedClient(), forwardedClient('203.0.113')];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await signInFrom(test, proxy, user, 'Wrong1234', attacker).expect(401);
    }
    await signInFrom(test, proxy, user, user.password, attacker).expect(429);
    await signInFrom(test, proxy, user, user.password, owner).expect(200);
    expect(await auditedAddressesOf(test, user)).toEqual([attacker, attacker, attacker]);
  });

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const direct = uniqueLoopbackAddress();
    await signInFrom(test, direct, user, 'Wrong1234', forwardedClient()).expect(401);
    expect(await auditedAddressesOf(test, user)).toEqual([direct]);
  });
});
