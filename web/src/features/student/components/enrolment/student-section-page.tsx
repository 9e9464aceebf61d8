/**
 * /other-setup/student-section and /SectionStudentAdd, "Section for Student" (api-contract
 * 5.4): the campus's student sections, added, listed and edited like every setup screen.
 * The campus is the signed-in user's; the screen never sends one.
 */
import { can, STUDENT_MESSAGES, StudentSectionBodySchema, type StudentSection } from '@hemis/contracts';
import type { Column } from '../../../../components/data-table.tsx';
import { STATUS_OPTIONS, type FieldSpec } from '../../../../components/setup/field-grid.tsx';
import { SetupScreen, serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useCreateStudentSection, useStudentSections, useUpdateStudentSection } from '../../api/student-sections.ts';

const EMPTY = { sectionSymbol: '', status: 'true', remarks: '' };
type Values = typeof EMPTY;

const FIELDS: FieldSpec<Values>[] = [
  { name: 'sectionSymbol', label: 'Section Symbol', required: true },
  { name: 'status', label: 'Status', options: STATUS_OPTIONS },
  { name: 'remarks', label: 'Remarks', type: 'textarea', width: 12 },
];

const COLUMNS: Column<StudentSection>[] = [
  { id: 'sectionSymbol', header: 'Section Symbol', value: (row) => row.sectionSymbol },
  { id: 'status', header: 'Status', value: (row) => (row.status ? 'Active' : 'Inactive') },
  { id: 'remarks', header: 'Remarks', value: (row) => row.remarks },
];

const toValues = (row: StudentSection): Values => ({
  sectionSymbol: row.sectionSymbol,
  status: String(row.status),
  remarks: row.remarks ?? '',
});

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
      columns={COLUMNS}
      rowKey={(row) => row.id}
      rowName={(row) => row.sectionSymbol}
      create={canWrite ? create.mutateAsync : undefined}
      update={canWrite ? (row, body) => update.mutateAsync({ id: row.id, body }) : undefined}
      toValues={toValues}
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
