/**
 * A per-process count of a public route's requests by address in the current minute: enough
 * for people, too few to walk a code space or to keep the server printing for one caller.
 * Elapsed time is the system's, not the app clock's: this is no business rule.
 */
import { AppError } from './app-error.ts';

const MINUTE_MS = 60_000;

export class RequestBudget {
  private minute = 0;
  private readonly counts = new Map<string, number>();

  constructor(
    private readonly perMinute: number,
    private readonly message: string,
  ) {}

  /** Counts one request from the address; past the budget, 429 with the seconds until the next minute. */
  spend(address: string, now = Date.now()): void {
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts.clear();
    }
    const used = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, used);
    if (used > this.perMinute) {
      throw new AppError('RATE_LIMITED', this.message, undefined, {
        retryAfterSeconds: Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000),
      });
    }
  }
}
