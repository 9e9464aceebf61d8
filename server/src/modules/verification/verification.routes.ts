/** The public check of a printed document by the code its QR code carries (issue: printed documents). */
import { DOCUMENT_MESSAGES, VerificationParamsSchema, VerificationSchema } from '@hemis/contracts';
import { RequestBudget } from '../../lib/request-budget.ts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { verifyDocument } from './verification.service.ts';

/** Checks one address may make in a minute: enough for people, too few to walk the code space. */
const CHECKS_PER_MINUTE = 30;

export const verificationRoutes = routesPlugin('verification', (app) => {
  const budget = new RequestBudget(CHECKS_PER_MINUTE, DOCUMENT_MESSAGES.tooManyChecks);
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
