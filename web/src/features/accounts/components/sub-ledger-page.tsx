/**
 * /account-sub-ledger-master: the sub-ledgers of a campus (parties, staff, projects), each under
 * a ledger, listed by ledger and searched. Sub-ledgers are always the campus's own: the standard
 * chart has none, so those who read a campus's books choose the campus first.
 */
import Typography from '@mui/material/Typography';
import { AccountSubLedgerBodySchema, UpdateAccountSubLedgerBodySchema, type AccountSubLedger } from '@hemis/contracts';
import { ListFilterSelect } from '../../../components/filter-select.tsx';
import { SelectInput } from '../../../components/form/index.ts';
import { useCreateSubLedger } from '../api/create-sub-ledger.ts';
import { useLedgers } from '../api/get-ledgers.ts';
import { useSubLedgerPage } from '../api/get-sub-ledgers.ts';
import { useUpdateSubLedger } from '../api/update-sub-ledger.ts';
import { ChartScreen, useChartList, CodeNameFields, codeNameEdit } from './chart-parts.tsx';

export function SubLedgerPage() {
  const { books, state, query: list } = useChartList(useSubLedgerPage);
  const ledgers = useLedgers({ campusId: books.campusId });
  const create = useCreateSubLedger();
  const update = useUpdateSubLedger();
  const ledgerOptions = (ledgers.data ?? []).map((row) => ({
    value: String(row.id),
    label: `${row.code} ${row.name}`,
  }));
  // Sub-ledgers are a campus's own: a campus's staff keep theirs.
  const keeps = () => books.keepsChart({ isStandard: false }) && books.ofCampus;

  return (
    <ChartScreen<AccountSubLedger>
      books={books}
      state={state}
      query={list}
      texts={{
        title: 'Sub-Ledgers',
        failure: 'Could not load the sub-ledgers.',
        emptyText:
          books.ofCampus || books.campusId ? 'No sub-ledger matches.' : 'Choose a campus to read its sub-ledgers.',
      }}
      title="Sub-Ledger"
      kind="sub-ledger"
      columns={[{ id: 'ledger', header: 'Ledger', cell: (row) => row.ledgerName }]}
      chart={false}
      keeps={keeps}
      adds={keeps()}
      filters={<ListFilterSelect state={state} name="ledgerId" label="Ledger" options={ledgerOptions} />}
      add={() => ({
        schema: AccountSubLedgerBodySchema,
        defaults: { ledgerId: state.filters.ledgerId, code: '', name: '' },
        save: (values: { ledgerId: string; code: string; name: string }) =>
          create.mutateAsync({
            ledgerId: Number(values.ledgerId),
            code: values.code.trim(),
            name: values.name.trim(),
          }),
        fields: (
          <>
            <SelectInput name="ledgerId" label="Ledger" required options={ledgerOptions} />
            <CodeNameFields />
          </>
        ),
      })}
      edit={(row) =>
        codeNameEdit(
          row,
          UpdateAccountSubLedgerBodySchema,
          update.mutateAsync,
          <Typography>Ledger: {row.ledgerName}</Typography>,
        )
      }
      toggle={({ id, isActive }) => update.mutateAsync({ id, body: { isActive } })}
    />
  );
}

export default SubLedgerPage;
