/** A student's enrolment payments recorded so far, on the payment form and the academic information. */
import type { ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table.tsx';
import { useStudentEnrollments } from '../../api/student-enrollments.ts';
import { PAYMENT_COLUMNS } from './enrollment-columns.ts';
import { rowsOf } from '../../../../components/list-screen.tsx';

export function StudentPaymentsTable({
  studentId,
  label,
  toolbar,
}: {
  studentId: number;
  label: string;
  toolbar?: ReactNode;
}) {
  const payments = useStudentEnrollments(studentId);
  return (
    <DataTable
      label={label}
      columns={PAYMENT_COLUMNS}
      rowKey={(row) => row.id}
      {...rowsOf(payments, 'Could not load the payments.')}
      emptyText="No payments recorded yet."
      toolbar={toolbar}
    />
  );
}
