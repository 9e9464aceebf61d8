/** The columns of a student's enrolment payments (Enrollment), on the payment form and the academic information. */
import type { Enrollment } from '@hemis/contracts';
import type { Column } from '../../../../components/data-table.tsx';

const money = (value: number | null) => (value === null ? '' : value.toLocaleString('en-IN'));

export const PAYMENT_COLUMNS: Column<Enrollment>[] = [
  { id: 'date', header: 'Date of Payment', value: (row) => row.dateOfPayment ?? '' },
  { id: 'feeType', header: 'Fee Type', value: (row) => row.feeType ?? '' },
  { id: 'programFee', header: 'Program Fee', value: (row) => money(row.programFee) },
  { id: 'feeToPay', header: 'Fee Paid', value: (row) => money(row.feeToPay) },
  {
    id: 'scholarship',
    header: 'Scholarship',
    value: (row) => (row.haveScholarship ? money(row.scholarshipAmount) || 'Yes' : 'No'),
  },
  {
    id: 'period',
    header: 'Semester/Year',
    value: (row) => [row.yearSemester, row.yearSemesterType?.toLowerCase()].filter(Boolean).join(' '),
  },
  { id: 'fiscalYear', header: 'Fiscal Year', value: (row) => row.fiscalYear ?? '' },
  { id: 'receipt', header: 'Receipt', value: (row) => (row.hasReceipt ? 'Attached' : 'None') },
  { id: 'remarks', header: 'Remarks', value: (row) => row.remarks ?? '' },
];
