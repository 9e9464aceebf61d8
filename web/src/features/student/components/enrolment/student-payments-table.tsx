/** A student's enrolment payments recorded so far, on the payment form and the academic information. */
import type { ReactNode } from 'react';
import { DataTable } from '../../../../components/data-table.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useStudentEnrollments } from '../../api/student-enrollments.ts';
import { PAYMENT_COLUMNS } from './enrollment-columns.ts';

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
      rows={payments.data}
      rowKey={(row) => row.id}
      loading={payments.isPending}
      error={payments.error ? serverMessage(payments.error, 'Could not load the payments.') : undefined}
      emptyText="No payments recorded yet."
      toolbar={toolbar}
    />
  );
}
