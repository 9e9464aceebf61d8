/** Level Management: the faculty pattern with the level's fields and messages (spec sections 2, 5 and 8). */
import { can, CreateLevelBodySchema, SPEC_MESSAGES, type Level } from '@hemis/contracts';
import { columnsOfFields, REMARKS_FIELD, STATUS_FIELD, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { SetupScreen, setupWrites, serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useUniversityField } from '../../university/university-field.ts';
import { useCreateLevel } from '../api/create-level.ts';
import { useLevels } from '../api/get-levels.ts';
import { useUpdateLevel } from '../api/update-level.ts';

const EMPTY = { universityId: '', levelName: '', code: '', shortName: '', alias: '', remarks: '', status: 'true' };
type Values = typeof EMPTY;

const FIELDS: FieldSpec<Values>[] = [
  { name: 'levelName', label: 'Level Name', required: true },
  { name: 'code', label: 'Code', required: true },
  { name: 'shortName', label: 'Short Name' },
  { name: 'alias', label: 'Alias' },
  STATUS_FIELD,
  REMARKS_FIELD,
];

/** The list shows the fields, the remarks before the status. */
const COLUMNS = columnsOfFields<Level, Values>(FIELDS, [
  'levelName',
  'code',
  'shortName',
  'alias',
  'remarks',
  'status',
]);

export function LevelPage() {
  const role = useRole();
  const list = useLevels();
  const create = useCreateLevel();
  const update = useUpdateLevel();
  const fields = [...useUniversityField<Values>(role), ...FIELDS];
  return (
    <SetupScreen
      title="Level Management"
      entityName="Level"
      fields={fields}
      emptyValues={EMPTY}
      schema={CreateLevelBodySchema}
      list={list}
      columns={COLUMNS}
      rowName={(row) => row.levelName}
      {...setupWrites(create, update, { create: can(role, 'level:create'), update: can(role, 'level:update') })}
      messages={{
        created: SPEC_MESSAGES.levelAddSuccess,
        exists: SPEC_MESSAGES.levelExists,
        // The spec does not give the level's failure texts; the server's message says what went wrong.
        createFailed: (error) => serverMessage(error, SPEC_MESSAGES.facultyAddFailure),
        updated: SPEC_MESSAGES.levelUpdateSuccess,
        updateFailed: (error) => serverMessage(error, 'Failed to update level'),
      }}
    />
  );
}

export default LevelPage;
