/**
 * Course-specific Fee Type Setup (/receipt-management/fee-type, api-contract 8.4): what a batch
 * of a program (and of a major, if any) pays for a course fee item. The fee's name is one of the
 * campus's "Course Specific Fee" items, whose amount is set here rather than on the item.
 */
import Alert from '@mui/material/Alert';
import { can, CreateFeeTypeBodySchema, SETUP_MESSAGES, type FeeType } from '@hemis/contracts';
import type { Column } from '../../../components/data-table.tsx';
import { SelectInput } from '../../../components/form/select-input.tsx';
import { STATUS_OPTIONS, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, setupWrites, serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { batches } from '../../lookups/api/batches.ts';
import { useMajorSubjects } from '../../major-subject/api/get-major-subjects.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import { programOptions } from '../../program/program-options.ts';
import { useFeeItems } from '../api/fee-items.ts';
import { useCreateFeeType, useFeeTypeList, useUpdateFeeType } from '../api/fee-types.ts';

const EMPTY = { batchId: '', programId: '', majorSubjectId: '', name: '', amount: '', isActive: 'true' };
type Values = typeof EMPTY;

const COLUMNS: Column<FeeType>[] = [
  { id: 'batch', header: 'Batch', value: (row) => row.batchNepali },
  { id: 'program', header: 'Program', value: (row) => row.programName },
  { id: 'major', header: 'Major Subject', value: (row) => row.majorSubjectName ?? '' },
  { id: 'name', header: 'Fee Item', value: (row) => row.name },
  { id: 'amount', header: 'Amount (NPR)', value: (row) => row.amount },
  { id: 'status', header: 'Status', value: (row) => (row.isActive ? 'Active' : 'Inactive') },
];

export function FeeTypePage() {
  const role = useRole();
  const list = useFeeTypeList();
  const create = useCreateFeeType();
  const update = useUpdateFeeType();
  const programs = useCollegePrograms();
  const batchList = batches.useList();
  const majors = useMajorSubjects();
  const items = useFeeItems();

  // The course fee items by name, and the names fee types already carry (an item renamed since).
  const names = [
    ...new Set([
      ...(items.data ?? []).filter((item) => item.feeType === 'courseFee').map((item) => item.feeName),
      ...(list.data ?? []).map((fee) => fee.name),
    ]),
  ];
  const noCourseItems = items.data !== undefined && !items.data.some((item) => item.feeType === 'courseFee');

  const fields: FieldSpec<Values>[] = [
    {
      name: 'batchId',
      label: 'Batch',
      required: true,
      options: (batchList.data ?? []).map((batch) => ({ value: String(batch.id), label: batch.batchNepali })),
    },
    {
      name: 'programId',
      label: 'Programs',
      required: true,
      options: programOptions(programs.data),
      // A major belongs to one program: another program clears it.
      onChange: () => ({ majorSubjectId: '' }),
    },
    {
      name: 'majorSubjectId',
      label: 'Major Subject (if any)',
      render: ({ id, values }) => (
        <SelectInput
          id={id}
          name="majorSubjectId"
          label="Major Subject (if any)"
          emptyLabel="None"
          options={(majors.data ?? [])
            .filter((major) => String(major.programMgmtId) === values.programId)
            .map((major) => ({ value: String(major.id), label: major.majorSubjectName }))}
        />
      ),
    },
    {
      name: 'name',
      label: 'Fee Item',
      required: true,
      options: names.map((name) => ({ value: name, label: name })),
    },
    { name: 'amount', label: 'Total Fee Amount (NPR)', type: 'number', required: true },
    { name: 'isActive', label: 'Status', options: STATUS_OPTIONS },
  ];

  return (
    <>
      {noCourseItems && can(role, 'fee:write') ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          No course-specific fee item yet: add one under Setup Fee Item (Fee Type: Course Specific Fee) to name the fee
          here.
        </Alert>
      ) : undefined}
      <SetupScreen
        title="Course-specific Fee Type Setup"
        entityName="Fee Type"
        editTitle="Update Fee Type"
        fields={fields}
        emptyValues={EMPTY}
        schema={CreateFeeTypeBodySchema}
        list={list}
        columns={COLUMNS}
        rowName={(row) => `${row.name} of ${row.programName} ${row.batchNepali}`}
        {...setupWrites(create, update, { create: can(role, 'fee:write'), update: can(role, 'fee:write') })}
        messages={{
          created: 'Course-specific Fee Type added successfully',
          exists: SETUP_MESSAGES.feeTypeExists,
          createFailed: (error) => serverMessage(error, 'Failed to add the fee type'),
          updated: 'Fee Type updated successfully',
          updateFailed: (error) => serverMessage(error, 'Failed to update the fee type'),
        }}
      />
    </>
  );
}

export default FeeTypePage;
