import { describe, expect, it } from 'vitest';
import {
  generateReceiptBody,
  paisaOf,
  receiptFormErrors,
  receiptIssuesByField,
  receiptTotal,
  rupeesOf,
  totalPaisa,
  type ReceiptFormInput,
} from './receipt-form.ts';

const OFFERED = [
  { kind: 'course', id: 3, name: 'Tuition Fee', amount: 25000 },
  { kind: 'general', id: 7, name: 'Exam Fee', amount: 1500.5 },
  { kind: 'general', id: 9, name: 'Library Fee', amount: 300 },
] as const;

function input(overrides: Partial<ReceiptFormInput> = {}): ReceiptFormInput {
  return {
    fiscalYearId: '4',
    receiptNo: 12,
    studentId: 55,
    fullName: ' Sita Rai ',
    programId: '8',
    batchId: '2',
    programType: 'semester',
    period: 'Third',
    rollNo: '17',
    dateOfPayment: '2081-04-32',
    remarks: '',
    application: undefined,
    offered: OFFERED,
    choices: {
      'course-3': { ticked: true, amount: '25000', remarks: 'Third semester' },
      'general-7': { ticked: false, amount: '1500.50', remarks: '' },
      'general-9': { ticked: true, amount: '0.10', remarks: '' },
    },
    ...overrides,
  };
}

describe('the receipt form', () => {
  it('reads typed rupees as exact paisa and refuses what is not an amount', () => {
    expect(paisaOf('1500')).toBe(150000);
    expect(paisaOf('1500.5')).toBe(150050);
    expect(paisaOf(' 0.07 ')).toBe(7);
    for (const bad of ['', '-5', '1.005', '1e3', '12,000', 'abc']) expect(paisaOf(bad)).toBeUndefined();
    expect(rupeesOf(150050)).toBe('1500.50');
    expect(rupeesOf(7)).toBe('0.07');
  });

  it('totals only the ticked fees, to the paisa, where floats would drift', () => {
    const choices = {
      'course-3': { ticked: true, amount: '0.10', remarks: '' },
      'general-7': { ticked: true, amount: '0.20', remarks: '' },
      'general-9': { ticked: false, amount: '999', remarks: '' },
    };
    expect(totalPaisa({ offered: OFFERED, choices })).toBe(30);
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('builds the GenerateReceipt body with one indexed ReceiptItemCreateDto group per ticked fee', () => {
    const body = generateReceiptBody(input());
    expect(body).toMatchObject({
      receiptNo: 12,
      fiscalYearID: '4',
      studentID: 55,
      programMgmtId: '8',
      fullName: 'Sita Rai',
      semester: 'Third',
      year: undefined,
      dateOfPayment: '2081-04-32',
      totalAmount: '25000.10',
      'ReceiptItemCreateDto[0].feeTypeId': 3,
      'ReceiptItemCreateDto[0].generalFeeTypeId': 0,
      'ReceiptItemCreateDto[0].Amount': '25000.00',
      'ReceiptItemCreateDto[0].Remarks': 'Third semester',
      'ReceiptItemCreateDto[0].receiptType': 'Course-specific Fee',
      'ReceiptItemCreateDto[1].feeTypeId': 0,
      'ReceiptItemCreateDto[1].generalFeeTypeId': 9,
      'ReceiptItemCreateDto[1].Amount': '0.10',
      'ReceiptItemCreateDto[1].receiptType': 'General Fee',
    });
    expect(Object.keys(body).some((key) => key.startsWith('ReceiptItemCreateDto[2]'))).toBe(false);
    expect(body).not.toHaveProperty('campusId');
  });

  it('sends an annual program period as the year and an other payer as student 0', () => {
    const body = generateReceiptBody(input({ programType: 'annual', period: 'Second', studentId: 0 }));
    expect(body).toMatchObject({ year: 'Second', semester: undefined, studentID: 0 });
  });

  it('names each problem by its field before anything is sent', () => {
    const errors = receiptFormErrors(
      input({
        fiscalYearId: '',
        fullName: ' ',
        dateOfPayment: '32/04/2081',
        choices: { 'general-7': { ticked: true, amount: '15.005', remarks: '' } },
      }),
    );
    expect(errors).toEqual({
      fiscalYearID: 'Fiscal Year is required',
      fullName: 'Student Name is required',
      dateOfPayment: 'Date of Payment must be a BS date, YYYY-MM-DD',
      'general-7': 'The amount of Exam Fee must be more than 0, in rupees with at most two decimals',
    });
    expect(receiptFormErrors(input({ choices: {} }))).toEqual({ items: 'Tick at least one fee' });
    expect(receiptFormErrors(input())).toEqual({});
  });
});

describe("the server's issues on the receipt form", () => {
  it('shows an item issue under the ticked fee it was sent as, and the rest by field name in any case', () => {
    const { fields, other } = receiptIssuesByField(
      {
        'ReceiptItemCreateDto[1].Amount': 'Amount must be more than 0',
        fiscalYearId: 'The fiscal year does not exist',
        DateOfPayment: 'Not a BS date',
        campusId: 'Campus is not yours',
      },
      input(),
    );
    expect(fields).toEqual({
      'general-9': 'Amount must be more than 0',
      fiscalYearID: 'The fiscal year does not exist',
      dateOfPayment: 'Not a BS date',
    });
    expect(other).toEqual(['Campus is not yours']);
  });
});

describe('a receipt read back', () => {
  it('totals its items to the paisa when it carries no total, and keeps the total it carries', () => {
    const items = [{ amount: 0.1 }, { amount: 0.2 }, { amount: '1500.50' }];
    expect(receiptTotal({ receiptItem: items })).toBe('1500.80');
    expect(receiptTotal({ totalAmount: 26500.5, receiptItem: items })).toBe('26500.50');
    expect(receiptTotal({ receiptItem: [] })).toBe('0.00');
  });
});
