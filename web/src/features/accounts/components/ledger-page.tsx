/**
 * /account-ledger-master: the ledgers vouchers post to, filtered by group and sub-group and
 * searched. A ledger sits under a sub-group, has a code, a name, a kind (General, Cash or Bank:
 * a payment voucher pays out of a Cash or Bank ledger) and may name the finance head its
 * spending is budgeted under, so budgets read their actuals from the books.
 */
import Typography from '@mui/material/Typography';
import {
  ACCOUNT_LEDGER_KINDS,
  AccountLedgerBodySchema,
  UpdateAccountLedgerBodySchema,
  type AccountLedger,
  type AccountLedgerKindName,
} from '@hemis/contracts';
import { FilterSelect, ListFilterSelect } from '../../../components/filter-select.tsx';
import { SelectInput } from '../../../components/form/index.ts';
import { useFinanceHeadOptions } from '../../public-finance/api/finance-heads.ts';
import { useCreateLedger } from '../api/create-ledger.ts';
import { useLedgerPage } from '../api/get-ledgers.ts';
import { useSubGroups } from '../api/get-sub-groups.ts';
import { useUpdateLedger } from '../api/update-ledger.ts';
import { ChartScreen, useChartList, CodeNameFields, GROUP_OPTIONS } from './chart-parts.tsx';

const KIND_OPTIONS = ACCOUNT_LEDGER_KINDS.map((kind) => ({ value: kind, label: kind }));

interface LedgerValues {
  subGroupId: string;
  code: string;
  name: string;
  kind: string;
  financeHeadId: string;
}

function LedgerFields({ subGroups }: { subGroups?: { value: string; label: string }[] }) {
  const heads = useFinanceHeadOptions();
  return (
    <>
      {subGroups ? <SelectInput name="subGroupId" label="Sub-Group" required options={subGroups} /> : undefined}
      <CodeNameFields />
      <SelectInput name="kind" label="Kind" options={KIND_OPTIONS} />
      <SelectInput name="financeHeadId" label="Finance Head" emptyLabel="None" options={heads} />
    </>
  );
}

export function LedgerPage() {
  const { books, state, query: list } = useChartList(useLedgerPage);
  const subGroups = useSubGroups({ campusId: books.campusId, group: state.filters.group });
  const allSubGroups = useSubGroups({ campusId: books.campusId, group: '' });
  const create = useCreateLedger();
  const update = useUpdateLedger();
  const subGroupOptions = (subGroups.data ?? []).map((row) => ({ value: String(row.id), label: row.name }));

  return (
    <ChartScreen<AccountLedger>
      books={books}
      state={state}
      query={list}
      texts={{ title: 'Ledgers', failure: 'Could not load the ledgers.', emptyText: 'No ledger matches.' }}
      title="Ledger"
      kind="ledger"
      columns={[
        { id: 'subGroup', header: 'Sub-Group', cell: (row) => row.subGroupName },
        { id: 'group', header: 'Group', cell: (row) => row.group, sortKey: 'group' },
        { id: 'kind', header: 'Kind', cell: (row) => row.kind },
        { id: 'financeHead', header: 'Finance Head', cell: (row) => row.financeHeadName ?? '' },
      ]}
      keeps={books.keepsChart}
      adds={books.addsToChart}
      campusLabel="Standard chart"
      filters={
        <>
          <FilterSelect
            label="Group"
            value={state.filters.group}
            options={GROUP_OPTIONS}
            onChange={(group) => state.filter({ group, subGroupId: '' })}
          />
          <ListFilterSelect state={state} name="subGroupId" label="Sub-Group" options={subGroupOptions} />
        </>
      }
      add={() => ({
        schema: AccountLedgerBodySchema,
        defaults: { subGroupId: state.filters.subGroupId, code: '', name: '', kind: 'General', financeHeadId: '' },
        save: (values: LedgerValues) =>
          create.mutateAsync({
            campusId: books.campusId ? Number(books.campusId) : undefined,
            subGroupId: Number(values.subGroupId),
            code: values.code.trim(),
            name: values.name.trim(),
            kind: (values.kind || undefined) as AccountLedgerKindName | undefined,
            financeHeadId: values.financeHeadId ? Number(values.financeHeadId) : undefined,
          }),
        fields: (
          <LedgerFields
            subGroups={(allSubGroups.data ?? []).map((row) => ({
              value: String(row.id),
              label: `${row.name} (${row.group})`,
            }))}
          />
        ),
      })}
      edit={(row) => ({
        schema: UpdateAccountLedgerBodySchema,
        defaults: {
          code: row.code,
          name: row.name,
          kind: row.kind,
          financeHeadId: row.financeHeadId === null ? '' : String(row.financeHeadId),
        },
        save: (values: Omit<LedgerValues, 'subGroupId'>) =>
          update.mutateAsync({
            id: row.id,
            body: {
              code: values.code.trim(),
              name: values.name.trim(),
              kind: values.kind as AccountLedgerKindName,
              financeHeadId: values.financeHeadId ? Number(values.financeHeadId) : null,
            },
          }),
        fields: (
          <>
            <Typography>
              Sub-Group: {row.subGroupName} ({row.group})
            </Typography>
            <LedgerFields />
          </>
        ),
      })}
      toggle={({ id, isActive }) => update.mutateAsync({ id, body: { isActive } })}
    />
  );
}

export default LedgerPage;
