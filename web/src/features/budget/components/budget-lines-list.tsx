/**
 * The budget lines of the reader's scope, paged, sorted and filtered by the server: by fiscal
 * year, holder, university, campus and finance head. Each line's revisions open in a dialog;
 * the holders of budget:write revise a line (a new amount with its reason).
 */
import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BudgetLine } from '@hemis/contracts';
import { ListFilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ServerList, useListState } from '../../../components/list-screen.tsx';
import { Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { amountText } from '../../../lib/amounts.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { FiscalYearFilter } from '../../lookups/components/fiscal-year-select.tsx';
import { useFinanceHeadOptions } from '../../public-finance/api/finance-heads.ts';
import { NO_BUDGET_FILTERS, useBudgetLinePage, type BudgetFilters } from '../api/get-budget-lines.ts';
import { HOLDER_LABELS, holderName, holderOptions, mayRevise } from '../budget-values.ts';
import { BudgetHistoryDialog } from './budget-history-dialog.tsx';
import { BudgetPlaceFilters } from './budget-place-filters.tsx';
import { ReviseBudgetDialog } from './revise-budget-dialog.tsx';

type Dialog = { kind: 'revise' | 'history'; line: BudgetLine } | undefined;

export function BudgetLinesList() {
  const role = useRole();
  const state = useListState<BudgetFilters>({ sortBy: 'headCode' }, NO_BUDGET_FILTERS);
  const lines = useBudgetLinePage(state.request, state.filters);
  const heads = useFinanceHeadOptions();
  const [dialog, setDialog] = useState<Dialog>();

  const columns: PagedColumn<BudgetLine>[] = [
    { id: 'fiscalYear', header: 'F.Y.', cell: (line) => line.fiscalYear },
    {
      id: 'head',
      header: 'Finance Head',
      cell: (line) => (
        <>
          {line.headCode} {line.headName}
          <Typography variant="body2" color="text.secondary">
            {line.headType}
          </Typography>
        </>
      ),
      sortKey: 'headCode',
    },
    {
      id: 'holder',
      header: 'Holder',
      cell: (line) => (
        <>
          {line.holder === 'Campus' ? line.campusName : holderName(line)}
          {line.holder === 'GrantsBody' ? null : (
            <Typography variant="body2" color="text.secondary">
              {line.holder === 'Campus' ? `Allocation, ${line.universityName ?? ''}` : HOLDER_LABELS.University}
            </Typography>
          )}
        </>
      ),
      sortKey: 'campusName',
    },
    {
      id: 'amount',
      header: 'Amount (Rs.)',
      cell: (line) => (
        <Stack sx={{ alignItems: 'flex-end', whiteSpace: 'nowrap' }}>
          {amountText(line.amount)}
          {line.revisions > 0 ? (
            <Typography variant="body2" color="text.secondary">
              first {amountText(line.originalAmount)}
            </Typography>
          ) : null}
        </Stack>
      ),
      sortKey: 'amount',
    },
    { id: 'revisions', header: 'Revisions', cell: (line) => line.revisions },
    { id: 'remarks', header: 'Remarks', cell: (line) => line.remarks ?? '' },
    actionColumn((line) => (
      <RowButtons>
        <RowButton
          label={`Revisions of ${line.headName} for ${holderName(line)}`}
          onClick={() => setDialog({ kind: 'history', line })}
        >
          History
        </RowButton>
        {mayRevise(role, line) ? (
          <RowButton
            label={`Revise ${line.headName} for ${holderName(line)}`}
            onClick={() => setDialog({ kind: 'revise', line })}
          >
            Revise
          </RowButton>
        ) : null}
      </RowButtons>
    )),
  ];

  return (
    <Section title="Budget Lines">
      <ServerList<BudgetLine>
        label="Budget lines"
        failure="Could not load the budget lines."
        emptyText="No budget line matches."
        state={state}
        query={lines}
        columns={columns}
        toolbar={
          <FilterBar>
            <FiscalYearFilter state={state} />
            <ListFilterSelect state={state} name="holder" label="Holder" options={holderOptions(role)} />
            <BudgetPlaceFilters place={state.filters} onChange={(place) => state.filter(place)} />
            <ListFilterSelect state={state} name="financeHeadId" label="Finance Head" options={heads} />
          </FilterBar>
        }
      />
      {dialog?.kind === 'revise' ? (
        <ReviseBudgetDialog line={dialog.line} onClose={() => setDialog(undefined)} />
      ) : null}
      {dialog?.kind === 'history' ? (
        <BudgetHistoryDialog line={dialog.line} onClose={() => setDialog(undefined)} />
      ) : null}
    </Section>
  );
}
