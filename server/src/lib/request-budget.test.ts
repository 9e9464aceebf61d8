import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { RequestBudget } from './request-budget.ts';

describe('RequestBudget', () => {
  it('lets an address make its requests of a minute, refuses the next with the seconds to wait, and starts again the next minute', () => {
    const budget = new RequestBudget(2, 'Too many');
    const minute = 60_000 * 1000;
    budget.spend('10.0.0.1', minute);
    budget.spend('10.0.0.1', minute + 1000);
    // Another address has its own budget.
    budget.spend('10.0.0.2', minute + 1000);
    let refused: unknown;
    try {
      budget.spend('10.0.0.1', minute + 15_000);
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many',
      statusCode: 429,
      retryAfterSeconds: 45,
    });
    expect(() => budget.spend('10.0.0.1', minute + 60_000)).not.toThrow();
  });
});
