/**
 * Online payment of a student's dues (issue #27; spec section 2's /esewa, /success, /failed and
 * /payment): the server works out what is due, creates the payment and signs the gateway's
 * form; the web only carries the payer there and back. Amounts on the wire are numbers, as
 * elsewhere in the contract; the server computes them as decimals.
 */
import { z } from 'zod';
import { optionalChoice } from './fields.ts';
import { PaginationQuerySchema, listOrPageSchema, sortByField } from './pagination.ts';
import { optionalDate } from './receipt-report.ts';

export const ONLINE_PAYMENT_STATUSES = ['pending', 'complete', 'canceled', 'not_found', 'failed'] as const;
export type OnlinePaymentStatus = (typeof ONLINE_PAYMENT_STATUSES)[number];

/** How the browser reaches the gateway: a form posted there (eSewa) or an address opened (Khalti). */
export const GatewayRedirectSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('POST'), url: z.string(), fields: z.record(z.string(), z.string()) }),
  z.object({ method: z.literal('GET'), url: z.string() }),
]);
export type GatewayRedirectDto = z.infer<typeof GatewayRedirectSchema>;

export const OnlinePaymentSchema = z.object({
  transactionUuid: z.string(),
  provider: z.string(),
  status: z.enum(ONLINE_PAYMENT_STATUSES),
  totalAmount: z.number(),
  createdAt: z.string(),
  /** The receipt issued once the gateway confirmed the payment. */
  receiptId: z.number().int().nullable(),
  receiptNo: z.number().int().nullable(),
});
export type OnlinePaymentDto = z.infer<typeof OnlinePaymentSchema>;

export const PaymentStartSchema = z.object({ payment: OnlinePaymentSchema, gateway: GatewayRedirectSchema });
export type PaymentStartDto = z.infer<typeof PaymentStartSchema>;

/** What eSewa appended to the success address: `data`, base64 JSON it signed. */
export const EsewaSuccessBodySchema = z.object({
  data: z
    .string({ error: 'data is required' })
    .trim()
    .min(1, 'data is required')
    .max(4000, 'data is too long')
    .regex(/^[A-Za-z0-9+/=_-]+$/, 'data must be base64'),
});

export const PaymentReferenceSchema = z.object({
  transactionUuid: z
    .string({ error: 'transactionUuid is required' })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,64}$/, 'transactionUuid must be letters, digits and hyphens'),
});

export const DueItemSchema = z.object({
  feeTypeId: z.number().int(),
  particulars: z.string(),
  charged: z.number(),
  paid: z.number(),
  due: z.number(),
});
export const StudentDuesSchema = z.object({
  items: z.array(DueItemSchema),
  totalCharged: z.number(),
  totalPaid: z.number(),
  totalDue: z.number(),
  /** The payments started online, newest first. */
  payments: z.array(OnlinePaymentSchema),
});
export type StudentDuesDto = z.infer<typeof StudentDuesSchema>;

/** The staff's list of a campus's online payments (/payment): sortable by these. */
export const ONLINE_PAYMENT_SORT_COLUMNS = ['createdAt', 'checkedAt', 'totalAmount', 'studentName', 'status'] as const;

/**
 * ?search matches the student's name, the transaction reference or the receipt's number;
 * ?status one state; ?fromDate/?toDate the days (A.D., in Nepal) the payments were started.
 */
export const OnlinePaymentListQuerySchema = PaginationQuerySchema.extend({
  sortBy: sortByField(ONLINE_PAYMENT_SORT_COLUMNS),
  status: optionalChoice(ONLINE_PAYMENT_STATUSES, `Status must be one of: ${ONLINE_PAYMENT_STATUSES.join(', ')}`),
  fromDate: optionalDate('From date'),
  toDate: optionalDate('To date'),
}).refine((query) => !query.fromDate || !query.toDate || query.fromDate <= query.toDate, {
  path: ['toDate'],
  error: 'To date must not be before From date',
});
export type OnlinePaymentListQuery = z.output<typeof OnlinePaymentListQuerySchema>;

export const OnlinePaymentRowSchema = OnlinePaymentSchema.extend({
  /** When the gateway was last asked about the payment (null: never since the payer's return). */
  checkedAt: z.string().nullable(),
  studentId: z.number().int(),
  studentName: z.string(),
  rollNo: z.string().nullable(),
  programName: z.string(),
  campusName: z.string(),
});
export type OnlinePaymentRow = z.infer<typeof OnlinePaymentRowSchema>;
export const OnlinePaymentListResponseSchema = listOrPageSchema(OnlinePaymentRowSchema);

export const PAYMENT_MESSAGES = {
  notPending: (status: OnlinePaymentStatus) =>
    `Only a pending payment is checked with the gateway: this one is ${status.replace('_', ' ')}`,
} as const;
