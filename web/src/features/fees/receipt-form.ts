/**
 * The receipt form's own rules, apart from the screen: which fees are ticked and at what
 * amount, their total in exact paisa (never by adding binary floats), and the multipart body of
 * POST Receipt/GenerateReceipt with one `ReceiptItemCreateDto[i].*` group per item
 * (api-contract 4.2 and 5.10). The campus is not sent: the server takes the signed-in user's
 * (api-contract 9: the original sent its configured campus instead).
 */
import type { RECEIPT_ITEM_TYPES } from '@hemis/contracts';
import type { FormValue } from '../../lib/api-client.ts';

/** The wire's name of each kind of item (the contracts' RECEIPT_ITEM_TYPES the other way round). */
export const RECEIPT_TYPE_OF_KIND = { course: 'Course-specific Fee', general: 'General Fee' } as const satisfies Record<
  (typeof RECEIPT_ITEM_TYPES)[keyof typeof RECEIPT_ITEM_TYPES],
  keyof typeof RECEIPT_ITEM_TYPES
>;
export type ReceiptItemKind = keyof typeof RECEIPT_TYPE_OF_KIND;

/** A fee offered on the form: a course fee (FeeType) or a general fee item (GeneralFeeType). */
export interface OfferedFee {
  kind: ReceiptItemKind;
  /** The FeeType's or the GeneralFeeType's id. */
  id: number;
  name: string;
  /** The amount set up for it, which the form starts from. */
  amount: number;
}

/** What the form holds of one offered fee: ticked or not, and its amount as typed. */
export interface FeeChoice {
  ticked: boolean;
  amount: string;
  remarks: string;
}

/** The key of an offered fee in the form's choices ("course-3", "general-7"). */
export const feeKey = (fee: Pick<OfferedFee, 'kind' | 'id'>) => `${fee.kind}-${fee.id}`;

/** What the form knows of the payer and the payment, as typed or chosen. */
export interface ReceiptFormInput {
  fiscalYearId: string;
  receiptNo: number | undefined;
  /** 0 for a payer who is not an enrolled student of the campus ("other" students). */
  studentId: number;
  fullName: string;
  programId: string;
  batchId: string;
  programType: string;
  /** A semester (First … Eighth) or a year (First … Fourth), as the program counts. */
  period: string;
  rollNo: string;
  /** BS, YYYY-MM-DD. */
  dateOfPayment: string;
  remarks: string;
  application: File | undefined;
  offered: readonly OfferedFee[];
  choices: Readonly<Record<string, FeeChoice>>;
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;

/** Whole paisa of an amount typed as NPR (1500, 1500.5, 1500.50), or undefined when it is not one. */
export function paisaOf(text: string): number | undefined {
  const trimmed = text.trim();
  if (!AMOUNT.test(trimmed)) return undefined;
  const [whole = '0', decimals = ''] = trimmed.split('.');
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** Paisa as the decimal text the API takes ("1500.50"). */
export function rupeesOf(paisa: number): string {
  return `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;
}

/** The amount a fee starts from on the form, as text. */
export const amountText = (amount: number) => rupeesOf(Math.round(amount * 100));

/** The ticked fees, in the order offered, each with its amount in paisa (undefined when mistyped). */
export function tickedFees(input: Pick<ReceiptFormInput, 'offered' | 'choices'>) {
  return input.offered.flatMap((fee) => {
    const choice = input.choices[feeKey(fee)];
    return choice?.ticked ? [{ fee, choice, paisa: paisaOf(choice.amount) }] : [];
  });
}

/** The total of the ticked fees in paisa, counting only the amounts that are amounts. */
export function totalPaisa(input: Pick<ReceiptFormInput, 'offered' | 'choices'>): number {
  return tickedFees(input).reduce((sum, { paisa }) => sum + (paisa ?? 0), 0);
}

export type ReceiptFormErrors = Record<string, string>;

/** The form's problems by field (a fee's by its key), before anything is sent. */
export function receiptFormErrors(input: ReceiptFormInput): ReceiptFormErrors {
  const errors: ReceiptFormErrors = {};
  if (!input.fiscalYearId) errors.fiscalYearID = 'Fiscal Year is required';
  if (!input.fullName.trim()) errors.fullName = 'Student Name is required';
  if (!input.programId) errors.programMgmtId = 'Program is required';
  if (!/^\d{4}-\d{1,2}-\d{1,2}$/.test(input.dateOfPayment.trim()))
    errors.dateOfPayment = 'Date of Payment must be a BS date, YYYY-MM-DD';
  const ticked = tickedFees(input);
  if (ticked.length === 0) errors.items = 'Tick at least one fee';
  for (const { fee, paisa } of ticked) {
    if (paisa === undefined || paisa === 0)
      errors[feeKey(fee)] = `The amount of ${fee.name} must be more than 0, in rupees with at most two decimals`;
  }
  return errors;
}

/**
 * The multipart body of POST Receipt/GenerateReceipt: the payer, the payment and one
 * ReceiptItemCreateDto group per ticked fee, a course fee with generalFeeTypeId 0 and a general
 * fee with feeTypeId 0, as the existing clients send them.
 */
export function generateReceiptBody(input: ReceiptFormInput): Record<string, FormValue> {
  const body: Record<string, FormValue> = {
    receiptNo: input.receiptNo,
    fiscalYearID: input.fiscalYearId,
    studentID: input.studentId,
    programMgmtId: input.programId,
    fullName: input.fullName.trim(),
    batchId: input.batchId || undefined,
    programType: input.programType || undefined,
    year: input.programType === 'annual' ? input.period || undefined : undefined,
    semester: input.programType === 'annual' ? undefined : input.period || undefined,
    rollNo: input.rollNo.trim() || undefined,
    dateOfPayment: input.dateOfPayment.trim(),
    remarks: input.remarks.trim() || undefined,
    totalAmount: rupeesOf(totalPaisa(input)),
    uploadApplication: input.application,
  };
  tickedFees(input).forEach(({ fee, choice, paisa }, index) => {
    const key = (name: string) => `ReceiptItemCreateDto[${index}].${name}`;
    body[key('feeTypeId')] = fee.kind === 'course' ? fee.id : 0;
    body[key('generalFeeTypeId')] = fee.kind === 'general' ? fee.id : 0;
    body[key('Amount')] = rupeesOf(paisa ?? 0);
    body[key('Remarks')] = choice.remarks.trim() || undefined;
    body[key('receiptType')] = RECEIPT_TYPE_OF_KIND[fee.kind];
  });
  return body;
}

/** The form's field of each name the server may give an issue (any case, as it binds them). */
const FIELD_OF_ISSUE: Readonly<Record<string, string>> = {
  fiscalyearid: 'fiscalYearID',
  fullname: 'fullName',
  programmgmtid: 'programMgmtId',
  programid: 'programMgmtId',
  batchid: 'batchId',
  programtype: 'programType',
  semester: 'period',
  year: 'period',
  rollno: 'rollNo',
  dateofpayment: 'dateOfPayment',
  remarks: 'remarks',
  uploadapplication: 'uploadApplication',
  receiptitemcreatedto: 'items',
};

/**
 * The server's field issues placed under the form's fields: an item's by the ticked fee it was
 * sent as (`ReceiptItemCreateDto[1].Amount` or `receiptItemCreateDto.1.amount`), the rest by
 * name. Issues of fields the form does not show come back under `other`.
 */
export function receiptIssuesByField(
  issues: Readonly<Record<string, string>>,
  input: Pick<ReceiptFormInput, 'offered' | 'choices'>,
): { fields: ReceiptFormErrors; other: string[] } {
  const ticked = tickedFees(input);
  const fields: ReceiptFormErrors = {};
  const other: string[] = [];
  for (const [name, message] of Object.entries(issues)) {
    const item = /receiptitemcreatedto\D*(\d+)/i.exec(name);
    const fee = item ? ticked[Number(item[1])]?.fee : undefined;
    const field = fee ? feeKey(fee) : FIELD_OF_ISSUE[name.replace(/[^a-z]/gi, '').toLowerCase()];
    if (field) fields[field] ??= message;
    else other.push(message);
  }
  return { fields, other };
}

/** Whole paisa of an amount the API answers (a number, or a decimal text). */
export function paisaOfAmount(amount: number | string): number {
  return (typeof amount === 'string' ? paisaOf(amount) : undefined) ?? Math.round(Number(amount) * 100);
}

/** A receipt's total as text: the one it carries, else its items' summed in whole paisa. */
export function receiptTotal(receipt: {
  totalAmount?: number | string | undefined;
  receiptItem: readonly { amount: number | string }[];
}): string {
  if (receipt.totalAmount !== undefined) return rupeesOf(paisaOfAmount(receipt.totalAmount));
  return rupeesOf(receipt.receiptItem.reduce((sum, item) => sum + paisaOfAmount(item.amount), 0));
}
