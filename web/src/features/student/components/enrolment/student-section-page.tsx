/**
 * /other-setup/student-section and /SectionStudentAdd, "Section for Student" (api-contract
 * 5.4): the campus's student sections, added, listed and edited like every setup screen.
 * The campus is the signed-in user's; the screen never sends one.
 */
import { can, STUDENT_MESSAGES, StudentSectionBodySchema } from '@hemis/contracts';
import { REMARKS_FIELD, STATUS_FIELD, type FieldSpec } from '../../../../components/setup/field-grid.tsx';
import { SetupScreen, setupWrites, serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useCreateStudentSection, useStudentSections, useUpdateStudentSection } from '../../api/student-sections.ts';

const EMPTY = { sectionSymbol: '', status: 'true', remarks: '' };
type Values = typeof EMPTY;

const FIELDS: FieldSpec<Values>[] = [
  { name: 'sectionSymbol', label: 'Section Symbol', required: true },
  STATUS_FIELD,
  REMARKS_FIELD,
];

export function StudentSectionPage() {
  const role = useRole();
  const list = useStudentSections();
  const create = useCreateStudentSection();
  const update = useUpdateStudentSection();
  const canWrite = can(role, 'student-section:write');
  return (
    <SetupScreen
      title="Section for Student"
      entityName="Section"
      fields={FIELDS}
      emptyValues={EMPTY}
      schema={StudentSectionBodySchema}
      list={list}
      rowName={(row) => row.sectionSymbol}
      {...setupWrites(create, update, { create: canWrite, update: canWrite })}
      messages={{
        created: 'Section added successfully',
        exists: STUDENT_MESSAGES.sectionExists,
        createFailed: (error) => serverMessage(error, 'Failed to add the section'),
        updated: 'Section updated successfully',
        updateFailed: (error) => serverMessage(error, 'Failed to update the section'),
      }}
    />
  );
}

export default StudentSectionPage;
