/**
 * /account-vouchers-journal and /account-vouchers-payment: one screen for either type. The
 * vouchers of the type, paged, sorted and filtered by the server (fiscal year, status, BS date
 * range, search); a campus's staff prepare one, and each voucher opens to its lines, its three
 * steps, the actions the server allows the caller, and its PDF. Those who read more than one
 * campus's books choose the campus (or read every campus's vouchers of their scope).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { parseBsDate, type PreparedVoucherType, type Voucher, type VoucherSummary } from '@hemis/contracts';
import { ListFilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton } from '../../../components/row-actions.tsx';
import { amountText } from '../../../lib/amounts.ts';
import { FiscalYearFilter } from '../../lookups/components/fiscal-year-select.tsx';
import { NO_VOUCHER_FILTERS, useVoucherPage, type VoucherFilters } from '../api/get-vouchers.ts';
import { BooksCampusSelect, useBooksCampus } from './books-campus.tsx';
import { VoucherDetailDialog, voucherName } from './voucher-detail-dialog.tsx';
import { VoucherFormDialog } from './voucher-form-dialog.tsx';
import { VoucherStatusChip } from './voucher-status-chip.tsx';
import { VOUCHER_TYPE_TEXTS } from './voucher-texts.ts';

const STATUS_OPTIONS = ['Prepared', 'Verified', 'Approved'].map((status) => ({ value: status, label: status }));

/** A BS day typed as a filter bound: applied once it is a date (or cleared). */
function BsDayFilter({ label, value, onChange }: { label: string; value: string; onChange: (day: string) => void }) {
  const [text, setText] = useState(value);
  const invalid = text.trim() !== '' && !parseBsDate(text.trim());
  return (
    <TextField
      size="small"
      label={label}
      placeholder="YYYY-MM-DD"
      value={text}
      error={invalid}
      helperText={invalid ? 'A BS date (YYYY-MM-DD)' : undefined}
      onChange={(event) => {
        setText(event.target.value);
        const day = event.target.value.trim();
        if (day === '' || parseBsDate(day)) onChange(day);
      }}
    />
  );
}

type Dialog = { kind: 'form'; voucher?: Voucher } | { kind: 'detail'; id: number } | undefined;

function VoucherListPage({ voucherType }: { voucherType: PreparedVoucherType }) {
  const books = useBooksCampus();
  const texts = VOUCHER_TYPE_TEXTS[voucherType];
  const state = useListState<Omit<VoucherFilters, 'campusId'>>(
    { sortBy: 'createdAt', sortOrder: 'desc' },
    NO_VOUCHER_FILTERS,
  );
  const list = useVoucherPage(voucherType, state.request, { ...state.filters, campusId: books.campusId });
  const [dialog, setDialog] = useState<Dialog>();

  const columns: PagedColumn<VoucherSummary>[] = [
    { id: 'voucherNo', header: 'Voucher No.', cell: (row) => row.voucherNumber ?? '—', sortKey: 'voucherNo' },
    { id: 'date', header: 'Date (BS)', cell: (row) => row.dateBs, sortKey: 'dateAd' },
    ...(books.ofCampus
      ? []
      : [
          {
            id: 'campus',
            header: 'Campus',
            cell: (row: VoucherSummary) => row.campusName,
          } as PagedColumn<VoucherSummary>,
        ]),
    { id: 'fiscalYear', header: 'Fiscal Year', cell: (row) => row.fiscalYear },
    { id: 'narration', header: 'Narration', cell: (row) => row.narration },
    { id: 'amount', header: 'Amount (NPR)', cell: (row) => amountText(row.totalAmount), sortKey: 'totalAmount' },
    { id: 'status', header: 'Status', cell: (row) => <VoucherStatusChip status={row.status} />, sortKey: 'status' },
    actionColumn((row) => (
      <RowButton label={`Open ${voucherName(row)}`} onClick={() => setDialog({ kind: 'detail', id: row.id })}>
        Open
      </RowButton>
    )),
  ];

  return (
    <ListScreen<VoucherSummary>
      texts={{
        title: texts.title,
        label: texts.title,
        failure: `Could not load the ${texts.plural}.`,
        emptyText: `No ${texts.plural.slice(0, -1)} matches.`,
      }}
      above={
        books.prepares ? (
          <Button variant="contained" sx={{ mb: 2 }} onClick={() => setDialog({ kind: 'form' })}>
            Prepare {texts.name}
          </Button>
        ) : undefined
      }
      state={state}
      query={list}
      columns={columns}
      toolbar={
        <FilterBar>
          <BooksCampusSelect books={books} allLabel="All campuses" onChosen={() => state.filter({})} />
          <FiscalYearFilter state={state} />
          <ListFilterSelect state={state} name="status" label="Status" options={STATUS_OPTIONS} />
          <BsDayFilter
            label="From (BS)"
            value={state.filters.fromDate}
            onChange={(fromDate) => state.filter({ fromDate })}
          />
          <BsDayFilter label="To (BS)" value={state.filters.toDate} onChange={(toDate) => state.filter({ toDate })} />
        </FilterBar>
      }
    >
      {dialog?.kind === 'form' ? (
        <VoucherFormDialog
          voucherType={voucherType}
          campusId={books.campusId}
          voucher={dialog.voucher}
          onClose={(saved) => {
            const shown = saved ?? dialog.voucher;
            setDialog(shown ? { kind: 'detail', id: shown.id } : undefined);
          }}
        />
      ) : undefined}
      {dialog?.kind === 'detail' ? (
        <VoucherDetailDialog
          key={dialog.id}
          id={dialog.id}
          onEdit={(voucher) => setDialog({ kind: 'form', voucher })}
          onOpen={(id) => setDialog({ kind: 'detail', id })}
          onClose={() => setDialog(undefined)}
        />
      ) : undefined}
    </ListScreen>
  );
}

export function JournalVouchersPage() {
  return <VoucherListPage voucherType="Journal" />;
}

export function PaymentVouchersPage() {
  return <VoucherListPage voucherType="Payment" />;
}
