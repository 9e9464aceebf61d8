/**
 * Generated Payment Receipt (/receipt-management/receipt-list, api-contract 8.4): the campus's
 * receipts (the table numbers the rows, the spec's S.N), newest number first, by fiscal year and state, each to view and print, and to
 * cancel with a reason. A cancelled receipt stays on the list with its number, marked cancelled.
 */
import { useState } from 'react';
import Chip from '@mui/material/Chip';
import { can, SEMESTERS, type ReceiptRow } from '@hemis/contracts';
import { ListFilterSelect } from '../../../components/filter-select.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { FilterBar, ListScreen, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { FiscalYearFilter } from '../../lookups/components/fiscal-year-select.tsx';
import { useCancelReceipt, useReceiptPage } from '../api/receipts.ts';

const STATUS_OPTIONS = [
  { value: 'issued', label: 'Issued' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** The semester or the year a receipt was for, whichever it names. */
export function periodOf(row: Pick<ReceiptRow, 'semester' | 'year'>): string {
  const ordinal = (number: number) => SEMESTERS[number - 1] ?? String(number);
  return row.semester ? `${ordinal(row.semester)} Semester` : row.year ? `${ordinal(row.year)} Year` : '';
}

export function ReceiptStatusChip({ status }: { status: ReceiptRow['status'] }) {
  return status === 'cancelled' ? (
    <Chip size="small" color="error" label="Cancelled" />
  ) : (
    <Chip size="small" color="success" variant="outlined" label="Issued" />
  );
}

/** Asks for the reason before a receipt is cancelled; the receipt itself is never deleted. */
function CancelReceiptDialog({ receipt, onClose }: { receipt: ReceiptRow; onClose: () => void }) {
  return (
    <ReasonDialog
      id={receipt.id}
      action={useCancelReceipt()}
      title={`Cancel Receipt No. ${receipt.receiptNo}?`}
      confirmLabel="Cancel Receipt"
      reasonLabel="Reason for cancelling"
      reasonRequired="A reason is required to cancel a receipt"
      succeeded={`Receipt No. ${receipt.receiptNo} cancelled`}
      failed="The receipt could not be cancelled"
      onClose={onClose}
    >
      The receipt of {receipt.fullName} stays on the list and in the reports, marked cancelled; its number is not given
      again.
    </ReasonDialog>
  );
}

export function ReceiptListPage() {
  const mayCancel = can(useRole(), 'receipt:cancel');
  const state = useListState({}, { fiscalYearId: '', status: '' });
  const list = useReceiptPage(state.request, state.filters);
  const [cancelling, setCancelling] = useState<ReceiptRow | undefined>();
  const columns: PagedColumn<ReceiptRow>[] = [
    { id: 'receiptNo', header: 'Receipt No.', cell: (row) => row.receiptNo, sortKey: 'receiptNo' },
    { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName, sortKey: 'fullName' },
    { id: 'program', header: 'Program', cell: (row) => row.programName ?? '' },
    { id: 'period', header: 'Semester/Year', cell: periodOf },
    { id: 'dateOfPayment', header: 'Date of Payment', cell: (row) => row.dateOfPayment, sortKey: 'dateOfPayment' },
    { id: 'fiscalYear', header: 'Fiscal Year', cell: (row) => row.fiscalYear },
    { id: 'status', header: 'Status', cell: (row) => <ReceiptStatusChip status={row.status} /> },
    actionColumn((row) => (
      <RowButtons>
        <RowButton
          to={`/receipt-management/receipt-details/${row.id}`}
          label={`View and print Receipt No. ${row.receiptNo}`}
        >
          View/Print
        </RowButton>
        <RowButton
          color="warning"
          disabled={!mayCancel || row.status === 'cancelled'}
          onClick={() => setCancelling(row)}
          label={`Cancel Receipt No. ${row.receiptNo}`}
        >
          Cancel
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <ListScreen
      texts={{
        title: 'Generated Payment Receipt',
        failure: 'Could not load the receipts.',
        emptyText: 'No receipts match.',
      }}
      columns={columns}
      query={list}
      state={state}
      toolbar={
        <FilterBar>
          <FiscalYearFilter state={state} />
          <ListFilterSelect state={state} name="status" label="Status" options={STATUS_OPTIONS} />
        </FilterBar>
      }
    >
      {cancelling ? <CancelReceiptDialog receipt={cancelling} onClose={() => setCancelling(undefined)} /> : null}
    </ListScreen>
  );
}

export default ReceiptListPage;
