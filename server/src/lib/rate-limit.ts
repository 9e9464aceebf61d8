/**
 * A fixed-window attempt counter kept in memory, one per app. It limits sign-in and password
 * reset attempts per account and per client address (issue: accounts and access). HEMIS
 * runs as one process, so memory is enough; a restart forgets the counts, which only helps
 * the legitimate user.
 */
import { tooManyAttemptsMessage } from '@hemis/contracts';
import { AppError } from './app-error.ts';

export interface AttemptLimits {
  windowMs: number;
  perAccount: number;
  perAddress: number;
}

interface Window {
  count: number;
  resetAt: number;
}

export class AttemptLimiter {
  private readonly windows = new Map<string, Window>();
  private lastSweep = 0;

  constructor(
    private readonly limits: AttemptLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * Counts one attempt of `action` for the account and the address, and throws RATE_LIMITED
   * when either has used up its window. Both counters advance, so trying many accounts from
   * one address and one account from many addresses are both slowed.
   */
  consume(action: string, keys: { account: string; address: string }): void {
    const overAccount = this.hit(`${action}:account:${keys.account}`, this.limits.perAccount);
    const overAddress = this.hit(`${action}:address:${keys.address}`, this.limits.perAddress);
    const retryAfterMs = Math.max(overAccount, overAddress);
    if (retryAfterMs > 0) throw new AppError('RATE_LIMITED', tooManyAttemptsMessage(retryAfterMs));
  }

  /** Counts a hit; answers how long until the window reopens when over the limit, else 0. */
  private hit(key: string, limit: number): number {
    const now = this.now();
    this.forgetExpired(now);
    const open = this.windows.get(key);
    const window = open && open.resetAt > now ? open : { count: 0, resetAt: now + this.limits.windowMs };
    window.count += 1;
    this.windows.set(key, window);
    return window.count > limit ? window.resetAt - now : 0;
  }

  /** Drops closed windows, at most once per window length, so the map stays small. */
  private forgetExpired(now: number) {
    if (now - this.lastSweep < this.limits.windowMs) return;
    this.lastSweep = now;
    for (const [key, window] of this.windows) {
      if (window.resetAt <= now) this.windows.delete(key);
    }
  }
}
