/**
 * /student-management/AssignSections (api-contract 8.1): the enrolled students, filtered,
 * with a tick per row (and one for the whole page); the chosen ones go into one section of
 * the campus in one request for that section (PATCH Student/BulkUpdateSection).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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
import { usePageSelection } from './use-page-selection.ts';
import { useStudentListState } from './use-student-list.ts';

type Outcome = { severity: 'success' | 'error'; text: string };

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
    {
      id: 'select',
      header: 'Select',
      cell: (row) => (
        <Checkbox
          size="small"
          checked={selection.selected.has(row.id)}
          onChange={() => selection.toggle(row)}
          slotProps={{ input: { 'aria-label': `Select ${row.fullName}` } }}
        />
      ),
    },
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
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={selection.allOnPage}
                  indeterminate={selection.someOnPage && !selection.allOnPage}
                  onChange={() => selection.togglePage()}
                  disabled={!rows?.length}
                />
              }
              label="Select all on this page"
            />
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
          </Box>
        ) : undefined}
        {outcome ? (
          <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
            {outcome.text}
          </Alert>
        ) : undefined}
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
