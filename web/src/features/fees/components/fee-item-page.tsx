/**
 * Fee Items (/receipt-management/general-fee-type, api-contract 8.4): the campus's general fees
 * with their amounts, and its course-specific fees, whose amounts are set per batch and program
 * on the fee type setup, so the form hides the amount for them.
 */
import {
  can,
  CreateGeneralFeeTypeBodySchema,
  SETUP_MESSAGES,
  type GeneralFeeKind,
  type GeneralFeeType,
} from '@hemis/contracts';
import type { Column } from '../../../components/data-table.tsx';
import { REMARKS_FIELD, STATUS_FIELD, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, setupWrites, serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCreateFeeItem, useFeeItems, useUpdateFeeItem } from '../api/fee-items.ts';

export const FEE_KIND_LABELS: Record<GeneralFeeKind, string> = {
  generalFee: 'General Fee',
  courseFee: 'Course Specific Fee',
};

const EMPTY = { feeType: '', feeName: '', amount: '', status: 'true', remarks: '' };
type Values = typeof EMPTY;

const FIELDS: FieldSpec<Values>[] = [
  {
    name: 'feeType',
    label: 'Fee Type',
    required: true,
    options: Object.entries(FEE_KIND_LABELS).map(([value, label]) => ({ value, label })),
  },
  { name: 'feeName', label: 'Fee Item Name', required: true },
  {
    name: 'amount',
    label: 'Amount (NPR)',
    type: 'number',
    required: true,
    hidden: (values) => values.feeType === 'courseFee',
  },
  STATUS_FIELD,
  REMARKS_FIELD,
];

const COLUMNS: Column<GeneralFeeType>[] = [
  { id: 'feeType', header: 'Fee Type', value: (row) => FEE_KIND_LABELS[row.feeType] },
  { id: 'feeName', header: 'Fee Type Name', value: (row) => row.feeName },
  { id: 'amount', header: 'Fee Amount (NPR)', value: (row) => (row.feeType === 'courseFee' ? '—' : row.amount) },
  { id: 'status', header: 'Status', value: (row) => (row.status ? 'Active' : 'Inactive') },
];

export function FeeItemPage() {
  const role = useRole();
  const list = useFeeItems();
  const create = useCreateFeeItem();
  const update = useUpdateFeeItem();
  return (
    <SetupScreen
      title="Fee Items"
      entityName="Fee Item"
      fields={FIELDS}
      emptyValues={EMPTY}
      schema={CreateGeneralFeeTypeBodySchema}
      list={list}
      columns={COLUMNS}
      rowName={(row) => row.feeName}
      {...setupWrites(create, update, { create: can(role, 'fee:write'), update: can(role, 'fee:write') })}
      messages={{
        created: 'Fee item added successfully',
        exists: SETUP_MESSAGES.generalFeeTypeExists,
        createFailed: (error) => serverMessage(error, 'Failed to add the fee item'),
        updated: 'Fee item updated successfully',
        updateFailed: (error) => serverMessage(error, 'Failed to update the fee item'),
      }}
    />
  );
}

export default FeeItemPage;
