/**
 * Online payments (/payment, spec section 2's "online payment main"): the payments students of
 * the reader's scope started through eSewa, newest first, with their student, amount, state,
 * when the gateway was last asked, and the receipt a confirmed one got. The campus's staff may
 * ask the gateway at once about a pending one (a payer at the counter saying they have paid)
 * instead of waiting for the background re-check.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import {
  can,
  isGrantsBodyRole,
  ONLINE_PAYMENT_STATUSES,
  type OnlinePaymentRow,
  type OnlinePaymentStatus,
} from '@hemis/contracts';
import { DateFilter } from '../../../components/date-filter.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useOnlinePaymentPage, useRecheckPayment, type OnlinePaymentFilters } from '../api/payments.ts';

const STATUS_CHIPS: Record<
  OnlinePaymentStatus,
  { label: string; color: 'warning' | 'success' | 'default' | 'error'; variant: 'filled' | 'outlined' }
> = {
  pending: { label: 'Pending', color: 'warning', variant: 'outlined' },
  complete: { label: 'Complete', color: 'success', variant: 'filled' },
  canceled: { label: 'Cancelled', color: 'default', variant: 'outlined' },
  not_found: { label: 'Not found', color: 'default', variant: 'filled' },
  failed: { label: 'Failed', color: 'error', variant: 'filled' },
};

const STATUS_OPTIONS = ONLINE_PAYMENT_STATUSES.map((status) => ({ value: status, label: STATUS_CHIPS[status].label }));

export function PaymentStatusChip({ status }: { status: OnlinePaymentStatus }) {
  const chip = STATUS_CHIPS[status];
  return <Chip size="small" label={chip.label} color={chip.color} variant={chip.variant} />;
}

/** A moment as Nepal's clocks showed it: the campus's day, wherever the reader is. */
const inNepal = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('en-GB', { timeZone: 'Asia/Kathmandu', dateStyle: 'medium', timeStyle: 'short' })
    : 'Not yet';

/** What the gateway's answer to "Check now" came to, said of the payment. */
function checkResult(row: OnlinePaymentRow): { severity: 'success' | 'info' | 'warning'; text: string } {
  const who = `${row.studentName}'s payment of NPR ${row.totalAmount.toFixed(2)}`;
  switch (row.status) {
    case 'complete':
      return { severity: 'success', text: `eSewa confirmed ${who}: Receipt No. ${row.receiptNo} is issued.` };
    case 'pending':
      return { severity: 'info', text: `eSewa has not settled ${who} yet; it stays pending and is checked again.` };
    default:
      return { severity: 'warning', text: `eSewa ended ${who}: ${STATUS_CHIPS[row.status].label.toLowerCase()}.` };
  }
}

export function OnlinePaymentsPage() {
  const role = useRole();
  const mayCheck = can(role, 'receipt:issue');
  // A campus reads only its own payments; a university or the grants body reads several campuses'.
  const manyCampuses = role === 'UniAdmin' || (role !== undefined && isGrantsBodyRole(role));
  const state = useListState<OnlinePaymentFilters>(
    { sortBy: 'createdAt', sortOrder: 'desc' },
    { status: '', fromDate: '', toDate: '' },
  );
  const reversed = Boolean(
    state.filters.fromDate && state.filters.toDate && state.filters.fromDate > state.filters.toDate,
  );
  // The server refuses a reversed range; the list waits for one it answers.
  const list = useOnlinePaymentPage(state.request, reversed ? { ...state.filters, toDate: '' } : state.filters);
  const recheck = useRecheckPayment();
  const [result, setResult] = useState<{ severity: 'success' | 'info' | 'warning' | 'error'; text: string }>();

  const checkNow = (row: OnlinePaymentRow) => {
    setResult(undefined);
    recheck.mutate(row.transactionUuid, {
      onSuccess: (answer) => setResult(checkResult(answer)),
      onError: (error) =>
        setResult({ severity: 'error', text: serverMessage(error, 'eSewa could not be asked about the payment.') }),
    });
  };
  const checking = (row: OnlinePaymentRow) => recheck.isPending && recheck.variables === row.transactionUuid;

  const columns: PagedColumn<OnlinePaymentRow>[] = [
    { id: 'createdAt', header: 'Started', cell: (row) => inNepal(row.createdAt), sortKey: 'createdAt' },
    {
      id: 'studentName',
      header: 'Student',
      // The program and roll number under the name: the table then fits a laptop's screen.
      cell: (row) => (
        <>
          {row.studentName}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {[row.programName, row.rollNo ? `Roll No. ${row.rollNo}` : ''].filter(Boolean).join(' · ')}
          </Typography>
        </>
      ),
      sortKey: 'studentName',
    },
    ...(manyCampuses ? [{ id: 'campus', header: 'Campus', cell: (row: OnlinePaymentRow) => row.campusName }] : []),
    {
      id: 'transactionUuid',
      header: 'Transaction',
      // A reference is read out to eSewa's support, not scanned: small, and broken anywhere to fit.
      cell: (row) => (
        <Typography variant="caption" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {row.transactionUuid}
        </Typography>
      ),
    },
    {
      id: 'totalAmount',
      header: 'Amount (NPR)',
      cell: (row) => row.totalAmount.toFixed(2),
      sortKey: 'totalAmount',
    },
    { id: 'status', header: 'Status', cell: (row) => <PaymentStatusChip status={row.status} />, sortKey: 'status' },
    { id: 'checkedAt', header: 'Last Checked', cell: (row) => inNepal(row.checkedAt), sortKey: 'checkedAt' },
    actionColumn((row) => (
      <RowButtons>
        {row.receiptId !== null ? (
          <RowButton
            to={`/receipt-management/receipt-details/${row.receiptId}`}
            label={`View Receipt No. ${row.receiptNo} of ${row.studentName}`}
          >
            Receipt No. {row.receiptNo}
          </RowButton>
        ) : null}
        {mayCheck && row.status === 'pending' ? (
          <RowButton
            color="primary"
            disabled={recheck.isPending}
            onClick={() => checkNow(row)}
            label={`Check the payment of ${row.studentName} with eSewa now`}
          >
            {checking(row) ? <CircularProgress size={16} aria-label="Checking with eSewa" /> : 'Check now'}
          </RowButton>
        ) : null}
      </RowButtons>
    )),
  ];

  return (
    <ListScreen
      texts={{
        title: 'Online Payments',
        failure: 'Could not load the online payments.',
        emptyText: 'No online payments match.',
      }}
      notice={
        result ? (
          <Alert severity={result.severity} role="status" sx={{ mb: 2 }} onClose={() => setResult(undefined)}>
            {result.text}
          </Alert>
        ) : undefined
      }
      columns={columns}
      rowKey={(row) => row.transactionUuid}
      query={list}
      state={state}
      toolbar={
        <FilterBar>
          <FilterSelect
            label="Status"
            value={state.filters.status}
            options={STATUS_OPTIONS}
            onChange={(status) => state.filter({ status })}
          />
          <DateFilter
            fullWidth={false}
            label="Started from (A.D.)"
            value={state.filters.fromDate}
            onChange={(fromDate) => state.filter({ fromDate })}
          />
          <DateFilter
            fullWidth={false}
            label="Started to (A.D.)"
            value={state.filters.toDate}
            onChange={(toDate) => state.filter({ toDate })}
            error={reversed ? 'To date must not be before From date' : undefined}
          />
        </FilterBar>
      }
    />
  );
}

export default OnlinePaymentsPage;
