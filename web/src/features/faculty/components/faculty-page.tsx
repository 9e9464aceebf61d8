/**
 * Faculty Management (spec sections 2, 3, 5 and 8): add form, list and edit dialog, with
 * the spec's messages for success, 409 and failure.
 */
import { can, CreateFacultyBodySchema, FACULTY_TYPES, SPEC_MESSAGES, type Faculty } from '@hemis/contracts';
import { columnsOfFields, STATUS_FIELD, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, setupWrites } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useUniversityField } from '../../university/university-field.ts';
import { useCreateFaculty } from '../api/create-faculty.ts';
import { useFaculties } from '../api/get-faculties.ts';
import { useUpdateFaculty } from '../api/update-faculty.ts';

const EMPTY = {
  universityId: '',
  facultyName: '',
  facultyType: '',
  shortName: '',
  code: '',
  alias: '',
  detail: '',
  status: 'true',
};
type Values = typeof EMPTY;

const label = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

const FIELDS: FieldSpec<Values>[] = [
  { name: 'facultyName', label: 'Faculty Name', required: true },
  {
    name: 'facultyType',
    label: 'Faculty Type',
    required: true,
    options: FACULTY_TYPES.map((type) => ({ value: type, label: label(type) })),
  },
  { name: 'shortName', label: 'Short Name', required: true },
  { name: 'code', label: 'Code' },
  { name: 'alias', label: 'Alias' },
  STATUS_FIELD,
  { name: 'detail', label: 'Detail', type: 'textarea', width: 12 },
];

/** The list shows every field but the detail. */
const COLUMNS = columnsOfFields<Faculty, Values>(FIELDS, [
  'facultyName',
  'facultyType',
  'shortName',
  'code',
  'alias',
  'status',
]);

export function FacultyPage() {
  const role = useRole();
  const list = useFaculties();
  const create = useCreateFaculty();
  const update = useUpdateFaculty();
  const fields = [...useUniversityField<Values>(role), ...FIELDS];
  return (
    <SetupScreen
      title="Faculty Management"
      entityName="Faculty"
      fields={fields}
      emptyValues={EMPTY}
      schema={CreateFacultyBodySchema}
      list={list}
      columns={COLUMNS}
      rowName={(row) => row.facultyName}
      {...setupWrites(create, update, { create: can(role, 'faculty:create'), update: can(role, 'faculty:update') })}
      messages={{
        created: SPEC_MESSAGES.facultyAddSuccess,
        exists: SPEC_MESSAGES.facultyExists,
        createFailed: () => SPEC_MESSAGES.facultyAddFailure,
        updated: SPEC_MESSAGES.facultyUpdateSuccess,
        updateFailed: () => SPEC_MESSAGES.facultyUpdateFailure,
      }}
    />
  );
}

export default FacultyPage;
