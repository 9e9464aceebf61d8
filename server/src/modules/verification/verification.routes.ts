/** The public check of a printed document by the code its QR code carries (issue: printed documents). */
import { DOCUMENT_MESSAGES, VerificationParamsSchema, VerificationSchema } from '@hemis/contracts';
import { AppError } from '../../lib/app-error.ts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { verifyDocument } from './verification.service.ts';

/** Checks one address may make in a minute: enough for people, too few to walk the code space. */
const CHECKS_PER_MINUTE = 30;
const MINUTE_MS = 60_000;

/** A per-process count of checks by address in the current minute: elapsed time, so the system's, not the clock's. */
class CheckBudget {
  private minute = 0;
  private readonly counts = new Map<string, number>();

  spend(address: string, now = Date.now()): void {
    const minute = Math.floor(now / MINUTE_MS);
    if (minute !== this.minute) {
      this.minute = minute;
      this.counts.clear();
    }
    const used = (this.counts.get(address) ?? 0) + 1;
    this.counts.set(address, used);
    if (used > CHECKS_PER_MINUTE) {
      throw new AppError('RATE_LIMITED', DOCUMENT_MESSAGES.tooManyChecks, undefined, {
        retryAfterSeconds: Math.ceil(((minute + 1) * MINUTE_MS - now) / 1000),
      });
    }
  }
}

export const verificationRoutes = routesPlugin('verification', (app) => {
  const budget = new CheckBudget();
  return [
    route({
      method: 'GET',
      url: '/Verify/:code',
      summary:
        'Whether a printed document is genuine: kind, holder, campus, program, dates and valid, expired or revoked',
      access: 'public',
      params: VerificationParamsSchema,
      response: VerificationSchema,
      handler: ({ request, params }) => {
        budget.spend(request.ip);
        return verifyDocument(app.prisma, app.clock, params.code);
      },
    }),
  ];
});
