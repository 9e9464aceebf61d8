/** Group/Program major (api-contract 8.9: Major subjects): Program, Major name, Details, Status. */
import { can, CreateMajorSubjectBodySchema, SETUP_MESSAGES, type MajorSubject } from '@hemis/contracts';
import type { Column } from '../../../components/data-table.tsx';
import { STATUS_FIELD, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, setupWrites, serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import { programOptions } from '../../program/program-options.ts';
import { useCreateMajorSubject } from '../api/create-major-subject.ts';
import { useMajorSubjects } from '../api/get-major-subjects.ts';
import { useUpdateMajorSubject } from '../api/update-major-subject.ts';

const EMPTY = { programMgmtId: '', majorSubjectName: '', remarks: '', status: 'true' };
type Values = typeof EMPTY;

const COLUMNS: Column<MajorSubject>[] = [
  { id: 'programName', header: 'Program Name', value: (row) => row.programName },
  { id: 'programMgmtId', header: 'Group/Program ID', value: (row) => row.programMgmtId },
  { id: 'majorSubjectName', header: 'Group/Program', value: (row) => row.majorSubjectName },
  { id: 'remarks', header: 'Details', value: (row) => row.remarks },
  { id: 'status', header: 'Status', value: (row) => (row.status ? 'Active' : 'Inactive') },
];

export function MajorSubjectPage() {
  const role = useRole();
  const list = useMajorSubjects();
  const programs = useCollegePrograms();
  const create = useCreateMajorSubject();
  const update = useUpdateMajorSubject();
  const fields: FieldSpec<Values>[] = [
    { name: 'programMgmtId', label: 'Program', required: true, options: programOptions(programs.data) },
    { name: 'majorSubjectName', label: 'Major Name', required: true },
    STATUS_FIELD,
    { name: 'remarks', label: 'Details', type: 'textarea', width: 12 },
  ];
  return (
    <SetupScreen
      title="Group/Program Major"
      entityName="Major Subject"
      fields={fields}
      emptyValues={EMPTY}
      schema={CreateMajorSubjectBodySchema}
      list={list}
      columns={COLUMNS}
      rowName={(row) => row.majorSubjectName}
      {...setupWrites(create, update, {
        create: can(role, 'major-subject:create'),
        update: can(role, 'major-subject:update'),
      })}
      messages={{
        created: 'Major Subject added successfully',
        exists: SETUP_MESSAGES.majorSubjectExists,
        createFailed: (error) => serverMessage(error, 'Failed to add major subject'),
        updated: 'Major Subject updated successfully',
        updateFailed: (error) => serverMessage(error, 'Failed to update major subject'),
      }}
    />
  );
}

export default MajorSubjectPage;
