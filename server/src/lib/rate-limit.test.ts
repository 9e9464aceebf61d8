import { describe, expect, it } from 'vitest';
import { accountDelayMs, addressKey, FIRST_DELAY_MS, type AttemptLimits } from './rate-limit.ts';

const limits: AttemptLimits = {
  windowMs: 15 * 60_000,
  perAccountAndAddress: 5,
  perAddress: 200,
  delayAfterFailures: 5,
};

describe('accountDelayMs', () => {
  it('costs no wait until the account has failed more often than allowed', () => {
    expect([0, 1, 5].map((failures) => accountDelayMs(failures, limits))).toEqual([0, 0, 0]);
  });

  it('doubles the wait with every further failure, up to the window', () => {
    expect([6, 7, 8, 9, 10, 11, 50].map((failures) => accountDelayMs(failures, limits) / FIRST_DELAY_MS)).toEqual([
      1, 2, 4, 8, 15, 15, 15,
    ]);
  });
});

describe('addressKey', () => {
  it('keeps an IPv4 address, also when the socket reports it IPv4-mapped', () => {
    expect(addressKey('203.0.113.9')).toBe('203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
  });

  it('counts an IPv6 client by its /64 network, however the address is written', () => {
    const network = '2001:db8:85a3:8d3::/64';
    expect(addressKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(network);
    expect(addressKey('2001:0db8:85a3:08d3::1')).toBe(network);
    expect(addressKey('2001:db8:85a3:8d3::abcd%eth0')).toBe(network);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
