/**
 * Online payment of a student's own dues (issue #27): the dues, starting a payment, and the
 * two returns from the gateway, which the public /success and /failed pages hand over.
 * A student reaches only their own payments; another's answers 404 like a missing one.
 * The campus's staff list the payments of their scope (/payment) and may ask the gateway about
 * a pending one of their campus at once.
 * Pending payments are asked about again by the `payment-recheck` job, sent every minute by
 * whichever process runs (one job per minute, whatever the number of processes).
 */
import { createHash } from 'node:crypto';
import {
  EsewaSuccessBodySchema,
  NoBodySchema,
  OnlinePaymentListQuerySchema,
  OnlinePaymentListResponseSchema,
  OnlinePaymentRowSchema,
  OnlinePaymentSchema,
  PaymentReferenceSchema,
  PaymentStartSchema,
  StudentDuesSchema,
} from '@hemis/contracts';
import { route, routesPlugin } from '../../lib/route-table.ts';
import { EsewaProvider } from './esewa.ts';
import {
  cancelReturn,
  confirmReturn,
  listPayments,
  ownDues,
  ownPaymentDto,
  recheckPayment,
  recheckPending,
  startPayment,
} from './payment.service.ts';

export const PAYMENT_RECHECK_QUEUE = 'payment-recheck';
const RECHECK_EVERY_MS = 60_000;

/** pg-boss wants a UUID id: the minute's own, so processes sending in the same minute queue one job. */
function minuteJobId(now: number): string {
  const hex = createHash('sha256')
    .update(`${PAYMENT_RECHECK_QUEUE}:${Math.floor(now / RECHECK_EVERY_MS)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const paymentRoutes = routesPlugin('payment', (app) => {
  const provider = new EsewaProvider(app.config.payment.esewa);
  const { merchantCode } = app.config.payment.esewa;
  const returnUrl = app.config.payment.returnUrl;

  app.queue.define<Record<string, never>>({
    name: PAYMENT_RECHECK_QUEUE,
    handle: async () => {
      await recheckPending(app.prisma, provider, app.clock, app.log);
    },
  });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      app.queue.send(PAYMENT_RECHECK_QUEUE, {}, minuteJobId(Date.now())).catch((error: unknown) => {
        app.log.warn({ err: error }, 'online payment: the re-check could not be queued');
      });
    }, RECHECK_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  return [
    route({
      method: 'GET',
      url: '/Student/Me/Dues',
      summary:
        'The signed-in student’s statement: what is charged, paid and due per fee, and the payments started online',
      access: 'receipt:self',
      response: StudentDuesSchema,
      handler: ({ read }) => ownDues(read()),
    }),
    route({
      method: 'POST',
      url: '/Student/Me/Payments/esewa',
      summary: 'Start paying everything due through eSewa: the payment, pending, and the signed form for the gateway',
      access: 'receipt:self',
      body: NoBodySchema,
      response: PaymentStartSchema,
      status: 201,
      handler: ({ read }) => startPayment(read(), provider, returnUrl),
    }),
    route({
      method: 'POST',
      url: '/Student/Me/Payments/esewa/success',
      summary: 'eSewa’s success answer: checked, confirmed with eSewa, and the receipt issued once',
      access: 'receipt:self',
      body: EsewaSuccessBodySchema,
      response: OnlinePaymentSchema,
      handler: ({ read, body, request }) => confirmReturn(read(), provider, merchantCode, body.data, request.log),
    }),
    route({
      method: 'POST',
      url: '/Student/Me/Payments/esewa/failure',
      summary: 'The payer came back from eSewa without paying: the payment ends unless eSewa says it was paid',
      access: 'receipt:self',
      body: PaymentReferenceSchema,
      response: OnlinePaymentSchema,
      handler: ({ read, body, request }) => cancelReturn(read(), provider, body.transactionUuid, request.log),
    }),
    route({
      method: 'GET',
      url: '/Student/Me/Payments/:transactionUuid',
      summary: 'One of the signed-in student’s online payments',
      access: 'receipt:self',
      params: PaymentReferenceSchema,
      response: OnlinePaymentSchema,
      handler: ({ read, params }) => ownPaymentDto(read(), params.transactionUuid),
    }),
    route({
      method: 'GET',
      url: '/OnlinePayment',
      summary:
        'The online payments of the caller’s scope with their student and receipt, newest first (?search name, reference or receipt number; status; fromDate, toDate YYYY-MM-DD; page, pageSize, sortBy, sortOrder)',
      access: 'receipt:read',
      query: OnlinePaymentListQuerySchema,
      response: OnlinePaymentListResponseSchema,
      handler: ({ read, query }) => listPayments(read(), query),
    }),
    route({
      method: 'POST',
      url: '/OnlinePayment/:transactionUuid/recheck',
      summary:
        'Ask the gateway now about a pending payment of the user’s campus: a confirmed one gets its receipt, an ended one ends',
      access: 'receipt:issue',
      params: PaymentReferenceSchema,
      body: NoBodySchema,
      response: OnlinePaymentRowSchema,
      handler: ({ write, params, request }) => recheckPayment(write(), provider, params.transactionUuid, request.log),
    }),
  ];
});
