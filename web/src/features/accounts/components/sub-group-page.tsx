/**
 * /account-ledger-sub-group: the sub-groups of the five account groups, the standard chart's and
 * the campus's own, searched, filtered by group, sorted and paged by the server. A campus's
 * staff add their own and edit, deactivate or activate them; the standard rows are the grants
 * body's, who keep them while reading no campus.
 */
import { AccountSubGroupBodySchema, UpdateAccountSubGroupBodySchema, type AccountSubGroup } from '@hemis/contracts';
import { ListFilterSelect } from '../../../components/filter-select.tsx';
import { SelectInput } from '../../../components/form/index.ts';
import { useCreateSubGroup } from '../api/create-sub-group.ts';
import { useSubGroupPage } from '../api/get-sub-groups.ts';
import { useUpdateSubGroup } from '../api/update-sub-group.ts';
import { ChartScreen, useChartList, CodeNameFields, GROUP_OPTIONS, codeNameEdit } from './chart-parts.tsx';

export function SubGroupPage() {
  const { books, state, query: list } = useChartList(useSubGroupPage);
  const create = useCreateSubGroup();
  const update = useUpdateSubGroup();

  return (
    <ChartScreen<AccountSubGroup>
      books={books}
      state={state}
      query={list}
      texts={{
        title: 'Ledger Sub-Groups',
        label: 'Sub-groups',
        failure: 'Could not load the sub-groups.',
        emptyText: 'No sub-group matches.',
      }}
      title="Sub-Group"
      kind="sub-group"
      columns={[{ id: 'group', header: 'Group', cell: (row) => row.group, sortKey: 'group' }]}
      keeps={books.keepsChart}
      adds={books.addsToChart}
      campusLabel="Standard chart"
      filters={<ListFilterSelect state={state} name="group" label="Group" options={GROUP_OPTIONS} />}
      add={() => ({
        schema: AccountSubGroupBodySchema,
        defaults: { group: state.filters.group, code: '', name: '' },
        save: (values: { group: string; code: string; name: string }) =>
          create.mutateAsync({
            campusId: books.campusId ? Number(books.campusId) : undefined,
            group: values.group as AccountSubGroup['group'],
            code: values.code.trim(),
            name: values.name.trim(),
          }),
        fields: (
          <>
            <SelectInput name="group" label="Group" required options={GROUP_OPTIONS} />
            <CodeNameFields />
          </>
        ),
      })}
      edit={(row) => codeNameEdit(row, UpdateAccountSubGroupBodySchema, update.mutateAsync)}
      toggle={({ id, isActive }) => update.mutateAsync({ id, body: { isActive } })}
    />
  );
}

export default SubGroupPage;
