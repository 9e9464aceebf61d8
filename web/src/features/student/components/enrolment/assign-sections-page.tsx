/**
 * /student-management/AssignSections (api-contract 8.1): the enrolled students, filtered,
 * with a tick per row (and one for the whole page); the chosen ones go into one section of
 * the campus in one request for that section (PATCH Student/BulkUpdateSection).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { can } from '@hemis/contracts';
import { menuItems } from '../../../../components/filter-select.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useBulkUpdateSection } from '../../api/bulk-update-section.ts';
import { useStudents } from '../../api/get-students.ts';
import { useStudentSections } from '../../api/student-sections.ts';
import { STUDENT_COLUMNS as C } from './student-columns.tsx';
import { SelectableStudentList, useSelectionOutcome } from './selection-controls.tsx';
import { usePageSelection } from './use-page-selection.ts';
import { useStudentListState } from './use-student-list.ts';

export function AssignSectionsPage() {
  const role = useRole();
  const state = useStudentListState({ isVerified: true });
  const list = useStudents(state.request, state.filters);
  const sections = useStudentSections();
  const assign = useBulkUpdateSection();
  const rows = list.data?.students;
  const selection = usePageSelection(rows, (row) => row.id);
  const { outcome, run } = useSelectionOutcome(selection);
  const [section, setSection] = useState('');
  const activeSections = (sections.data ?? []).filter((candidate) => candidate.status);

  const submit = () =>
    run(async () => {
      const studentIds = [...selection.selected.keys()];
      const answer = await assign.mutateAsync({ studentIds, section });
      const count = answer?.updated ?? studentIds.length;
      return { severity: 'success', text: `${count} student(s) assigned to section ${section}.` };
    }, 'Could not assign the section.');

  return (
    <Page title="Assign Sections">
      <Section>
        {sections.data && activeSections.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            The campus has no active student section yet.{' '}
            <RouterLink to="/other-setup/student-section">Add sections</RouterLink> first.
          </Alert>
        ) : undefined}
        <SelectableStudentList
          canAct={can(role, 'student:write')}
          selection={selection}
          outcome={outcome}
          controls={
            <>
              <TextField
                select
                size="small"
                label="Section"
                value={section}
                onChange={(event) => setSection(event.target.value)}
                sx={{ minWidth: 140 }}
              >
                {menuItems(activeSections.map((one) => ({ value: one.sectionSymbol, label: one.sectionSymbol })))}
              </TextField>
              <Button
                variant="contained"
                disabled={!section || selection.selected.size === 0 || assign.isPending}
                onClick={() => void submit()}
              >
                {assign.isPending ? 'Assigning…' : `Assign Section (${selection.selected.size})`}
              </Button>
            </>
          }
          label="Students to assign"
          columns={[C.fullName, C.batchYear, C.period, C.rollNo, C.programName, C.major, C.section]}
          rows={rows}
          list={list}
          state={state}
          emptyText="No enrolled students match."
        />
      </Section>
    </Page>
  );
}

export default AssignSectionsPage;
