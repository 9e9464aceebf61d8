import { describe, expect, it } from 'vitest';
import { finishedPdf, pdfPageSizes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { receiptPdf, type ReceiptPrint } from './receipt-pdf.ts';

const receipt = (overrides: Partial<ReceiptPrint> = {}): ReceiptPrint => ({
  institution: {
    campusName: 'Shanker Dev Campus',
    universityName: 'Tribhuvan University',
    address: 'Putalisadak, Kathmandu',
    phone: null,
    established: 1951,
    logo: null,
  },
  receiptNo: 42,
  fiscalYear: '2082/83',
  dateOfPaymentBs: '2082-08-10',
  programName: 'BBS',
  fullName: 'Anita Rai',
  rollNo: '17',
  items: [
    { particulars: 'Tuition Fee', amount: '1200.00', remarks: null },
    { particulars: 'Library Fee', amount: '350.50', remarks: 'Annual' },
  ],
  totalAmount: '1550.50',
  cancelled: null,
  printedBy: { role: 'CollegeUser', name: 'Hari Sharma' },
  printedOnBs: '2082-08-11',
  verification: { code: 'ABCDEFGHJKLMNPQRSTUVWXYZ', url: 'https://hemis.example/verify/ABCDEFGHJKLMNPQRSTUVWXYZ' },
  ...overrides,
});

const textOf = async (print: ReceiptPrint) => {
  const bytes = await finishedPdf(receiptPdf(print));
  return { pages: await pdfText(bytes), sizes: await pdfPageSizes(bytes) };
};

const count = (text: string, part: string) => text.split(part).length - 1;

describe('the printed receipt', () => {
  it('prints the payer’s and the office copy on one A4 page, each with the receipt, its items and the amount in words', async () => {
    const { pages, sizes } = await textOf(receipt());
    expect(sizes).toEqual([{ width: 595, height: 842 }]);
    const [page = ''] = pages;
    expect(page).toContain("Payer's Copy");
    expect(page).toContain('Office Copy');
    for (const part of [
      'Shanker Dev Campus',
      'Affiliated to Tribhuvan University',
      'Putalisadak, Kathmandu',
      'STUDENT INCOME RECEIPT',
      'Receipt No.: 42 (Fiscal Year 2082/83)',
      'Date (B.S.): 2082-08-10',
      'Program Name: BBS',
      'Student Name: Anita Rai',
      'Roll No.: 17',
      'S.No.',
      'Particulars',
      'Amount In Words',
      'Remarks',
      'Tuition Fee',
      '1,200.00',
      'Library Fee',
      '350.50',
      'Total',
      '1,550.50',
      'Rupees One Thousand Five Hundred Fifty and Fifty Paisa Only',
      'रुपैयाँ एक हजार पाँच सय पचास र पचास पैसा मात्र',
      'Printed by: CollegeUser / Hari Sharma on 2082-08-11 B.S.',
      'Verification code: ABCD-EFGH-JKLM-NPQR-STUV-WXYZ',
    ]) {
      expect(count(page, part), part).toBe(2);
    }
    expect(page).not.toContain('CANCELLED');
  });

  it('prints a cancelled receipt with CANCELLED and the reason on both copies', async () => {
    const { pages } = await textOf(
      receipt({ cancelled: { reason: 'Entered for the wrong student', dateBs: '2082-08-12' } }),
    );
    const [page = ''] = pages;
    expect(count(page, 'CANCELLED on 2082-08-12 B.S.: Entered for the wrong student')).toBe(2);
    // The mark across each copy as well as the line under its title.
    expect(count(page, 'CANCELLED')).toBe(4);
  });

  it('prints each copy on a page of its own when the items need more than half a page', async () => {
    const items = Array.from({ length: 9 }, (_, index) => ({
      particulars: `Fee item ${index + 1}`,
      amount: '100.00',
      remarks: null,
    }));
    const { pages } = await textOf(receipt({ items, totalAmount: '900.00' }));
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("Payer's Copy");
    expect(pages[1]).toContain('Office Copy');
    for (const page of pages) {
      expect(page).toContain('Fee item 9');
      expect(page).toContain('Rupees Nine Hundred Only');
    }
  });
});
