/**
 * Sign-in and password-reset limits (docs/decisions/0009-sign-in-limits.md), through HTTP from
 * distinct loopback addresses. Small limits make each case quick: 3 failures per account and
 * address, 8 per address, and waits once an account has failed more than 4 times.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { from, uniqueLoopbackAddress } from '../../../../tests/support/addresses.ts';
import { factoriesFor, uniqueName } from '../../../../tests/support/factories.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const LIMITS = {
  AUTH_LIMIT_WINDOW_MINUTES: '15',
  AUTH_LIMIT_PER_ACCOUNT_AND_ADDRESS: '3',
  AUTH_LIMIT_PER_ADDRESS: '8',
  AUTH_DELAY_AFTER_FAILURES: '4',
};
const WRONG = 'Wrong1234';

/** Tests that move the clock (vi.setSystemTime) move this process's only: its app must answer. */
const CLOCK_MOVES = "moves this process's clock, which server processes do not share";

describe('sign-in limits', () => {
  let test: TestApp;
  let clock: TestApp;
  let make: ReturnType<typeof factoriesFor>;
  beforeAll(async () => {
    test = await createTestApp({ config: LIMITS });
    clock = await createTestApp({ config: LIMITS, inProcess: CLOCK_MOVES });
    make = factoriesFor(test.app.prisma);
  });
  afterAll(async () => {
    await test.close();
    await clock.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const signIn = (address: string, email: string, password: string, on: TestApp = test) =>
    on.api.post('/api/User/Login').agent(from(address)).send({ email, password });

  async function statusesOf(attempts: number, address: string, email: string, password = WRONG, on = test) {
    const statuses = [];
    for (let attempt = 0; attempt < attempts; attempt += 1) {
      statuses.push((await signIn(address, email, password, on)).status);
    }
    return statuses;
  }

  it('never limits an address where many accounts sign in, again and again', async () => {
    const address = uniqueLoopbackAddress();
    const users = await Promise.all(Array.from({ length: 6 }, () => make.createUser({ role: 'CollegeUser' })));
    // 18 sign-ins from one address, 3 per account: past every limit, had successes counted.
    for (const user of users) {
      expect(await statusesOf(3, address, user.email, user.password)).toEqual([200, 200, 200]);
    }
  });

  it('forgives an account its failures at an address once it signs in there', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const address = uniqueLoopbackAddress();
    for (let round = 0; round < 3; round += 1) {
      expect(await statusesOf(2, address, user.email)).toEqual([401, 401]);
      await signIn(address, user.email, user.password).expect(200);
    }
    expect(await statusesOf(3, address, user.email)).toEqual([401, 401, 401]);
    const limited = await signIn(address, user.email, user.password).expect(429);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
  });

  it('lets the owner sign in from another address while an attack on the account runs elsewhere', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin' });
    const [first, second] = [uniqueLoopbackAddress(), uniqueLoopbackAddress()];
    expect(await statusesOf(6, first, user.email)).toEqual([401, 401, 401, 429, 429, 429]);
    // Two failures more from elsewhere put the account past the 4 failures that cost no wait.
    expect(await statusesOf(4, second, user.email)).toEqual([401, 401, 429, 429]);
    await signIn(uniqueLoopbackAddress(), user.email, user.password).expect(200);
    // The attackers' addresses stay limited, also with the right password.
    await signIn(first, user.email, user.password).expect(429);
    await signIn(second, user.email, user.password).expect(429);
  });

  it('makes each address that failed on an attacked account wait, longer after every failure', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const attackers = Array.from({ length: 5 }, uniqueLoopbackAddress);
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    for (const address of attackers) await signIn(address, user.email, WRONG, clock).expect(401);

    // Five failures, one past the free four: each failed address waits a minute.
    const waitOf = async (address: string) =>
      (await signIn(address, user.email, WRONG, clock).expect(429)).headers['retry-after'];
    expect(await waitOf(attackers[0]!)).toBe('60');
    vi.setSystemTime(start + 60_000);
    await signIn(attackers[0]!, user.email, WRONG, clock).expect(401);
    // Six failures: the wait doubles, counted from each address's last failure.
    expect(await waitOf(attackers[0]!)).toBe('120');
    expect(await waitOf(attackers[1]!)).toBe('60');
    vi.setSystemTime(start + 180_000);
    await signIn(attackers[2]!, user.email, WRONG, clock).expect(401);
    expect(await waitOf(attackers[2]!)).toBe('240');

    await signIn(uniqueLoopbackAddress(), user.email, user.password).expect(200);
  });

  it('stops an address that fails on many accounts, and no other address', async () => {
    const address = uniqueLoopbackAddress();
    for (let attempt = 0; attempt < 8; attempt += 1) {
      await signIn(address, `${uniqueName('guess')}@test.hemis`, WRONG).expect(401);
    }
    const user = await make.createUser({ role: 'CollegeUser' });
    await signIn(address, user.email, user.password).expect(429);
    await signIn(uniqueLoopbackAddress(), user.email, user.password).expect(200);
  });

  it('shares one limit between two servers on the same database', async () => {
    const other = await createTestApp({ config: LIMITS });
    try {
      const user = await make.createUser({ role: 'CollegeUser' });
      const address = uniqueLoopbackAddress();
      await signIn(address, user.email, WRONG, test).expect(401);
      await signIn(address, user.email, WRONG, other).expect(401);
      await signIn(address, user.email, WRONG, test).expect(401);
      await signIn(address, user.email, user.password, other).expect(429);
      await signIn(address, user.email, user.password, test).expect(429);
    } finally {
      await other.close();
    }
    // A second app (with its job queue) starts and stops here: slow on a busy 2-core machine.
  }, 60_000);

  it('checks no more simultaneous guesses than the limit allows', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const address = uniqueLoopbackAddress();
    const responses = await Promise.all(Array.from({ length: 10 }, () => signIn(address, user.email, WRONG)));
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429, 429, 429, 429, 429]);
  });

  it('forgets failures when the window is over, and deletes the counters that expired', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const address = uniqueLoopbackAddress();
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    expect(await statusesOf(3, address, user.email, WRONG, clock)).toEqual([401, 401, 401]);
    const limited = await signIn(address, user.email, user.password, clock).expect(429);
    expect(limited.headers['retry-after']).toBe('900');

    vi.setSystemTime(start + 15 * 60_000);
    await signIn(address, user.email, user.password, clock).expect(200);
    const expired = await test.app.prisma.attemptCounter.count({ where: { expiresAt: { lte: new Date() } } });
    expect(expired).toBe(0);
  });
});

describe('password reset limits', () => {
  const { test, make } = useTestApp({ config: LIMITS });

  const requestReset = (address: string, email: string) =>
    test.api.post('/api/User/GetCodeUser').agent(from(address)).query({ email });
  const reset = (address: string, email: string, resetToken: string) =>
    test.api
      .post('/api/User/ResetPassword')
      .agent(from(address))
      .send({ email, newPassword: 'Fresh2024x', resetToken });

  it('limits reset requests per account and address, and not the same account from another address', async () => {
    const user = await make.createUser({ role: 'CollegeUser' });
    const address = uniqueLoopbackAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) await requestReset(address, user.email).expect(201);
    await requestReset(address, user.email).expect(429);
    await requestReset(uniqueLoopbackAddress(), user.email).expect(201);
  });

  it('limits failed resets per account and address, and forgives them when a reset succeeds', async () => {
    const user = await make.createUser({ role: 'CollegeAdmin', mustChangePassword: true });
    const address = uniqueLoopbackAddress();
    const verification = await test.api
      .post('/api/User/Login')
      .send({ email: user.email, password: user.password })
      .expect(200);
    await reset(address, user.email, 'guess-1').expect(400);
    await reset(address, user.email, 'guess-2').expect(400);
    await reset(address, user.email, verification.body.value).expect(201);
    for (const guess of ['guess-3', 'guess-4', 'guess-5']) await reset(address, user.email, guess).expect(400);
    await reset(address, user.email, 'guess-6').expect(429);
    await reset(uniqueLoopbackAddress(), user.email, 'guess-7').expect(400);
  });
});
