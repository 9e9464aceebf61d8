/**
 * Income & Expense Head (/public-finance/finance-head, /other-setup/income-expense-head): the
 * grants body's heads of income and of operating and capital expenditure, each with its code.
 * Every staff member sees the list (a campus's entry form offers these heads); the grants body
 * adds and edits them. An expenditure head names its kind; an income head none.
 */
import {
  can,
  CreateFinanceHeadBodySchema,
  EXPENDITURE_TYPES,
  FINANCE_HEAD_TYPES,
  FINANCE_MESSAGES,
  type FinanceHead,
} from '@hemis/contracts';
import type { Column } from '../../../components/data-table.tsx';
import { REMARKS_FIELD, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, serverMessage, setupWrites } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCreateFinanceHead, useFinanceHeads, useUpdateFinanceHead } from '../api/finance-heads.ts';

const EMPTY = { headCode: '', headType: '', expenditureType: '', headName: '', remarks: '' };
type Values = typeof EMPTY;

const optionsOf = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

const FIELDS: FieldSpec<Values>[] = [
  { name: 'headCode', label: 'Head Code', type: 'number', required: true, width: 3 },
  {
    name: 'headType',
    label: 'Head Type',
    required: true,
    width: 3,
    options: optionsOf(FINANCE_HEAD_TYPES),
    // An income head has no expenditure type: choosing Income clears it.
    onChange: (headType) => (headType === 'Expenditure' ? {} : { expenditureType: '' }),
  },
  {
    name: 'expenditureType',
    label: 'Expenditure Type',
    required: true,
    width: 3,
    options: optionsOf(EXPENDITURE_TYPES),
    hidden: (values) => values.headType !== 'Expenditure',
  },
  { name: 'headName', label: 'Head Name', required: true, width: 6 },
  REMARKS_FIELD,
];

const COLUMNS: Column<FinanceHead>[] = [
  { id: 'headCode', header: 'Head Code', value: (row) => row.headCode },
  { id: 'headName', header: 'Head Name', value: (row) => row.headName },
  { id: 'headType', header: 'Head Type', value: (row) => row.headType },
  { id: 'expenditureType', header: 'Expenditure Type', value: (row) => row.expenditureType ?? '—' },
  { id: 'remarks', header: 'Remarks', value: (row) => row.remarks ?? '' },
];

export function FinanceHeadPage() {
  const mayWrite = can(useRole(), 'finance-head:write');
  const list = useFinanceHeads();
  const create = useCreateFinanceHead();
  const update = useUpdateFinanceHead();
  return (
    <SetupScreen
      title="Income & Expense Head"
      entityName="Finance Head"
      fields={FIELDS}
      emptyValues={EMPTY}
      schema={CreateFinanceHeadBodySchema}
      list={list}
      columns={COLUMNS}
      rowName={(row) => `${row.headCode} ${row.headName}`}
      {...setupWrites(create, update, { create: mayWrite, update: mayWrite })}
      messages={{
        created: 'Finance head added successfully',
        exists: FINANCE_MESSAGES.headCodeTaken,
        createFailed: (error) => serverMessage(error, 'Failed to add the finance head'),
        updated: 'Finance head updated successfully',
        updateFailed: (error) => serverMessage(error, 'Failed to update the finance head'),
      }}
    />
  );
}

export default FinanceHeadPage;
