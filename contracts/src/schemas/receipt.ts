/**
 * Receipts (api-contract 5.10): GenerateReceipt (multipart, with one indexed
 * `ReceiptItemCreateDto[i].field` group per fee), the list, the receipt read back, its
 * cancellation and a student's statement of charges, payments and dues. The campus always
 * comes from the signed-in user, never from the body (api-contract 9).
 */
import { z } from 'zod';
import { optionalId, optionalText, optionalUpload } from './fields.ts';
import { PaginationQuerySchema, listOrPageSchema, sortByField } from './pagination.ts';

/** The wire's names of the two kinds of receipt item. */
export const RECEIPT_ITEM_TYPES = { 'Course-specific Fee': 'course', 'General Fee': 'general' } as const;
export const RECEIPT_STATUSES = ['issued', 'cancelled'] as const;
export type ReceiptStatusName = (typeof RECEIPT_STATUSES)[number];

/** The ordinal words the student forms use for a year or semester ("First" .. "Eighth"). */
const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];

/** A positive amount of money with at most two decimals, kept as its decimal text ("1500.50"). */
export const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;
export function moneyField(message: string) {
  return z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: message })
      .regex(MONEY_PATTERN, { error: message })
      .refine((text) => /[1-9]/.test(text), { error: message }),
  );
}

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** A year or semester as a number 1-8 or its ordinal word; '' or 0 is none. */
const ordinal = (message: string) =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null || value === '0' || value === 0) return undefined;
      if (typeof value === 'string') {
        const index = ORDINALS.indexOf(value.trim().toLowerCase());
        return index >= 0 ? index + 1 : value;
      }
      return value;
    },
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(1, { error: message })
      .max(8, { error: message })
      .optional(),
  );

const optionalIdOrZero = () =>
  z.preprocess(
    (value) => (value === '0' || value === 0 || value === '' || value === null ? undefined : value),
    z.coerce.number({ error: 'Must be a record id' }).int().positive().optional(),
  );

export const ReceiptItemInputSchema = z
  .object({
    receiptType: z.preprocess(
      blankToUndefined,
      z
        .enum(['Course-specific Fee', 'General Fee'], {
          error: 'Receipt type must be Course-specific Fee or General Fee',
        })
        .optional(),
    ),
    feeTypeId: optionalIdOrZero(),
    generalFeeTypeId: optionalIdOrZero(),
    amount: moneyField('Amount must be a positive amount with at most two decimals'),
    remarks: optionalText(),
  })
  .superRefine((item, ctx) => {
    const kind = item.receiptType ?? (item.feeTypeId ? 'Course-specific Fee' : 'General Fee');
    if (kind === 'Course-specific Fee' && !item.feeTypeId)
      ctx.addIssue({ code: 'custom', path: ['feeTypeId'], message: 'Choose the course-specific fee' });
    if (kind === 'General Fee' && !item.generalFeeTypeId)
      ctx.addIssue({ code: 'custom', path: ['generalFeeTypeId'], message: 'Choose the general fee' });
  })
  .transform((item) => {
    const kind = item.receiptType
      ? RECEIPT_ITEM_TYPES[item.receiptType]
      : item.feeTypeId
        ? ('course' as const)
        : ('general' as const);
    return {
      kind,
      feeTypeId: kind === 'course' ? (item.feeTypeId ?? null) : null,
      generalFeeTypeId: kind === 'general' ? (item.generalFeeTypeId ?? null) : null,
      amount: item.amount,
      remarks: item.remarks ?? null,
    };
  });
export type ReceiptItemInput = z.output<typeof ReceiptItemInputSchema>;

const ITEM_GROUP = /^receiptitemcreatedto(?:\[(\d+)\]|\.(\d+))\.(\w+)$/i;
const ITEM_FIELDS = ['receiptType', 'feeTypeId', 'generalFeeTypeId', 'amount', 'remarks'];

/**
 * Gathers the flat multipart keys `ReceiptItemCreateDto[1].Amount` (or
 * `receiptItemCreateDto.1.amount`) into `receiptItemCreateDto: [{...}, {...}]`, in any case;
 * a JSON body may send the array itself.
 */
function gatherItems(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body: Record<string, unknown> = {};
  const items: Record<string, unknown>[] = [];
  for (const [key, field] of Object.entries(value)) {
    const match = ITEM_GROUP.exec(key);
    if (!match) {
      body[key] = field;
      continue;
    }
    const index = Number(match[1] ?? match[2]);
    if (index > 200) continue;
    const name = ITEM_FIELDS.find((known) => known.toLowerCase() === match[3]!.toLowerCase()) ?? match[3]!;
    items[index] = { ...items[index], [name]: field };
  }
  const known = new Map(Object.keys(GenerateReceiptFieldsSchema.shape).map((name) => [name.toLowerCase(), name]));
  for (const key of Object.keys(body)) {
    const name = known.get(key.toLowerCase());
    if (name && name !== key && !Object.hasOwn(body, name)) {
      body[name] = body[key];
      delete body[key];
    }
  }
  const listed = Object.keys(body).find((key) => key.toLowerCase() === 'receiptitemcreatedto');
  if (items.length > 0) body.receiptItemCreateDto = Array.from(items, (item) => item ?? {});
  else if (listed && listed !== 'receiptItemCreateDto') {
    body.receiptItemCreateDto = body[listed];
    delete body[listed];
  }
  return body;
}

export const GenerateReceiptFieldsSchema = z.object({
  /** The number the form showed; informational: the receipt takes the campus's next number. */
  receiptNo: z.preprocess(blankToUndefined, z.coerce.number().int().optional()).catch(undefined),
  fiscalYearID: optionalId(),
  /** 0 (or none) for an "other" payer, named by fullName. */
  studentID: optionalIdOrZero(),
  programMgmtId: optionalIdOrZero(),
  batchId: optionalIdOrZero(),
  fullName: optionalText(),
  programType: optionalText(),
  year: ordinal('Year must be First to Eighth'),
  semester: ordinal('Semester must be First to Eighth'),
  rollNo: optionalText(),
  dateOfPayment: z
    .string({ error: 'Date of payment is required' })
    .trim()
    .regex(/^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/, { error: 'Date of payment must be a BS date YYYY-MM-DD' }),
  remarks: optionalText(),
  /** Informational: the server totals the items itself. */
  totalAmount: z.unknown().optional(),
  uploadApplication: optionalUpload(),
  receiptItemCreateDto: z
    .array(ReceiptItemInputSchema, { error: 'Add at least one fee item' })
    .min(1, { error: 'Add at least one fee item' })
    .max(50, { error: 'A receipt has at most 50 items' }),
});

/** POST /Receipt/GenerateReceipt (multipart or JSON). */
export const GenerateReceiptBodySchema = z.preprocess(gatherItems, GenerateReceiptFieldsSchema);
export type GenerateReceiptBodyParsed = z.output<typeof GenerateReceiptFieldsSchema>;
/** 201: the receipt's id and the number it actually took (which may differ from the one the form showed). */
export const GenerateReceiptResponseSchema = z.object({ id: z.number().int(), receiptNo: z.number().int() });

export const RECEIPT_SORT_COLUMNS = ['receiptNo', 'fullName', 'dateOfPayment'] as const;
export const ReceiptListQuerySchema = PaginationQuerySchema.extend({
  sortBy: sortByField(RECEIPT_SORT_COLUMNS),
  fiscalYearId: optionalId(),
  status: z.preprocess(
    blankToUndefined,
    z.enum(RECEIPT_STATUSES, { error: 'Status must be issued or cancelled' }).optional(),
  ),
  campusId: optionalId(),
  studentId: optionalId(),
});
export type ReceiptListQueryParsed = z.output<typeof ReceiptListQuerySchema>;

export const ReceiptRowSchema = z.object({
  id: z.number().int(),
  receiptNo: z.number().int(),
  fullName: z.string(),
  programName: z.string().nullable(),
  year: z.number().int().nullable(),
  semester: z.number().int().nullable(),
  /** BS, "2081-04-15". */
  dateOfPayment: z.string(),
  /** The fiscal year's yearNepali, "2081/82". */
  fiscalYear: z.string(),
  status: z.enum(RECEIPT_STATUSES),
  cancelReason: z.string().nullable(),
  totalAmount: z.number(),
  channel: z.string(),
});
export type ReceiptRow = z.infer<typeof ReceiptRowSchema>;
export const ReceiptListResponseSchema = listOrPageSchema(ReceiptRowSchema);

export const ReceiptItemRowSchema = z.object({
  id: z.number().int(),
  feeTypeName: z.string().nullable(),
  generalFeeTypeName: z.string().nullable(),
  amount: z.number(),
  remarks: z.string().nullable(),
});
export const ReceiptDetailSchema = ReceiptRowSchema.extend({
  campusId: z.number().int(),
  campusName: z.string(),
  studentId: z.number().int().nullable(),
  studentName: z.string().nullable(),
  rollNo: z.string().nullable(),
  remarks: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  hasApplication: z.boolean(),
  receiptItem: z.array(ReceiptItemRowSchema),
});
export type ReceiptDetail = z.infer<typeof ReceiptDetailSchema>;

/** POST /Receipt/{id}/cancel. */
export const CancelReceiptBodySchema = z.object({
  reason: z
    .string({ error: 'A reason is required to cancel a receipt' })
    .trim()
    .min(1, { error: 'A reason is required to cancel a receipt' })
    .max(500, { error: 'The reason is at most 500 characters' }),
});
export type CancelReceiptBodyParsed = z.output<typeof CancelReceiptBodySchema>;

/** GET /Receipt/Statement?studentId= (staff). */
export const StatementQuerySchema = z.object({
  studentId: z.coerce.number({ error: 'studentId is required' }).int().positive({ error: 'studentId is required' }),
});
export const StatementItemSchema = z.object({
  feeTypeId: z.number().int(),
  particulars: z.string(),
  charged: z.number(),
  paid: z.number(),
  due: z.number(),
});
export const StatementSchema = z.object({
  studentId: z.number().int(),
  fullName: z.string(),
  items: z.array(StatementItemSchema),
  totalCharged: z.number(),
  totalPaid: z.number(),
  totalDue: z.number(),
});
export type StatementDto = z.infer<typeof StatementSchema>;

export const RECEIPT_MESSAGES = {
  noItems: 'Add at least one fee item',
  noSuchFee: 'No such fee at your campus',
  amountInvalid: 'Amount must be a positive amount with at most two decimals',
  dateInvalid: 'Date of payment must be a real BS date YYYY-MM-DD',
  dateInFuture: 'Date of payment cannot be after today',
  payerRequired: 'Full name is required for a payer who is not an enrolled student',
  noSuchStudent: 'No such student at your campus',
  campusOnly: 'Only a campus’s own staff issue its receipts',
  alreadyCancelled: 'The receipt is already cancelled',
} as const;
