/**
 * /student-management/AssignSections (api-contract 8.1): the enrolled students, filtered,
 * with a tick per row (and one for the whole page); the chosen ones go into one section of
 * the campus in one request for that section (PATCH Student/BulkUpdateSection).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Link as RouterLink } from 'react-router';
import { can, type StudentListItem } from '@hemis/contracts';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useBulkUpdateSection } from '../../api/bulk-update-section.ts';
import { useStudents } from '../../api/get-students.ts';
import { useStudentSections } from '../../api/student-sections.ts';
import type { StudentFilterValues } from '../student-filters.tsx';
import { StudentListTable } from '../student-list-table.tsx';
import { problemOf } from './problem-of.ts';
import { STUDENT_COLUMNS as C } from './student-columns.tsx';
import { OutcomeAlert, SelectionBar, selectColumn, type Outcome } from './selection-controls.tsx';
import { usePageSelection } from './use-page-selection.ts';
import { useStudentListState } from './use-student-list.ts';

export function AssignSectionsPage() {
  const role = useRole();
  const canAssign = can(role, 'student:write');
  const state = useStudentListState({ isVerified: true });
  const list = useStudents(state.request, state.filters);
  const sections = useStudentSections();
  const assign = useBulkUpdateSection();
  const rows = list.data?.students;
  const selection = usePageSelection(rows, (row) => row.id);
  const [section, setSection] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const activeSections = (sections.data ?? []).filter((candidate) => candidate.status);
  // Students ticked under other filters are no longer in sight: they are not assigned by surprise.
  const changeFilters = (values: StudentFilterValues) => {
    selection.clear();
    state.onFilters(values);
  };

  const submit = async () => {
    const studentIds = [...selection.selected.keys()];
    setOutcome(undefined);
    try {
      const answer = await assign.mutateAsync({ studentIds, section });
      const count = answer?.updated ?? studentIds.length;
      setOutcome({ severity: 'success', text: `${count} student(s) assigned to section ${section}.` });
      selection.clear();
    } catch (error) {
      setOutcome({ severity: 'error', text: problemOf(error, 'Could not assign the section.') });
    }
  };

  const columns: PagedColumn<StudentListItem>[] = [
    selectColumn(selection),
    C.fullName,
    C.batchYear,
    C.period,
    C.rollNo,
    C.programName,
    C.major,
    C.section,
  ];

  return (
    <Page title="Assign Sections">
      <Section>
        {sections.data && activeSections.length === 0 ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            The campus has no active student section yet.{' '}
            <RouterLink to="/other-setup/student-section">Add sections</RouterLink> first.
          </Alert>
        ) : undefined}
        {canAssign ? (
          <SelectionBar selection={selection}>
            <TextField
              select
              size="small"
              label="Section"
              value={section}
              onChange={(event) => setSection(event.target.value)}
              sx={{ minWidth: 140 }}
            >
              {activeSections.map((candidate) => (
                <MenuItem key={candidate.id} value={candidate.sectionSymbol}>
                  {candidate.sectionSymbol}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="contained"
              disabled={!section || selection.selected.size === 0 || assign.isPending}
              onClick={() => void submit()}
            >
              {assign.isPending ? 'Assigning…' : `Assign Section (${selection.selected.size})`}
            </Button>
          </SelectionBar>
        ) : undefined}
        <OutcomeAlert outcome={outcome} />
        <StudentListTable
          label="Students to assign"
          columns={canAssign ? columns : columns.slice(1)}
          rows={rows}
          rowKey={(row) => row.id}
          list={list}
          state={state}
          onFilters={changeFilters}
          emptyText="No enrolled students match."
        />
      </Section>
    </Page>
  );
}

export default AssignSectionsPage;
