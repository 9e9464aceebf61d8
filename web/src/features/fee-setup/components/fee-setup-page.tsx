/** Program Fee Setup (/other-setup/fee-setup, api-contract 5.10): a fee of a program for a batch and fiscal year. */
import { can, CreateFeeSetupBodySchema, SETUP_MESSAGES } from '@hemis/contracts';
import { SetupScreen, serverMessage } from '../../../components/setup/setup-screen.tsx';
import type { FieldSpec } from '../../../components/setup/field-grid.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { batches } from '../../lookups/api/batches.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import { programOptions } from '../../program/program-options.ts';
import { useCreateFeeSetup } from '../api/create-fee-setup.ts';
import { useFeeSetups } from '../api/get-fee-setups.ts';
import { useFeeTypes } from '../api/get-fee-types.ts';

const EMPTY = { programId: '', batchId: '', fiscalYearId: '', feeTypeId: '', amount: '' };
type Values = typeof EMPTY;

export function FeeSetupPage() {
  const role = useRole();
  const list = useFeeSetups();
  const create = useCreateFeeSetup();
  const programs = useCollegePrograms();
  const batchList = batches.useList();
  const years = fiscalYears.useList();
  const feeTypes = useFeeTypes();

  const fields: FieldSpec<Values>[] = [
    { name: 'programId', label: 'Program', required: true, options: programOptions(programs.data) },
    {
      name: 'batchId',
      label: 'Batch',
      required: true,
      options: (batchList.data ?? []).map((batch) => ({ value: String(batch.id), label: batch.batchNepali })),
    },
    {
      name: 'fiscalYearId',
      label: 'Fiscal Year',
      required: true,
      options: (years.data ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali })),
    },
    {
      name: 'feeTypeId',
      label: 'Fee Type',
      required: true,
      options: (feeTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name })),
    },
    { name: 'amount', label: 'Amount (NPR)', type: 'number', required: true },
  ];

  return (
    <SetupScreen
      title="Program Fee Setup"
      entityName="Program Fee"
      fields={fields}
      emptyValues={EMPTY}
      schema={CreateFeeSetupBodySchema}
      list={list}
      columns={[
        { id: 'program', header: 'Program', value: (row) => row.programName },
        { id: 'level', header: 'Level', value: (row) => row.faculty.level.levelName },
        { id: 'batch', header: 'Batch', value: (row) => row.batchNepali },
        { id: 'year', header: 'Fiscal Year', value: (row) => row.academicYear },
        { id: 'feeType', header: 'Fee Type', value: (row) => row.feeTypeName },
        { id: 'amount', header: 'Amount (NPR)', value: (row) => row.amount },
      ]}
      rowName={(row) => String(row.id)}
      create={can(role, 'fee:write') ? create.mutateAsync : undefined}
      messages={{
        created: 'Program fee added successfully',
        exists: SETUP_MESSAGES.feeSetupExists,
        createFailed: (error) => serverMessage(error, 'Failed to add program fee'),
        updated: '',
        updateFailed: () => '',
      }}
    />
  );
}

export default FeeSetupPage;
