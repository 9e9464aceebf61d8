/**
 * /student-management/student-by-major: the students of a program major (group), filtered
 * by admission year, program, semester or year and name, paged by the server
 * (Student/GetPaginatedStdsByMajor).
 */
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import type { StudentListItem } from '@hemis/contracts';
import { FormField } from '../../../../components/form-field.tsx';
import type { PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { useMajorSubjectsOfProgram } from '../../../major-subject/api/get-major-subjects-of-program.ts';
import { useStudentsByMajor } from '../../api/student-reports.ts';
import { STUDENT_COLUMNS } from '../enrolment/student-columns.tsx';
import { useStudentListState } from '../enrolment/use-student-list.ts';
import { StudentListTable } from '../student-list-table.tsx';

const COLUMNS: PagedColumn<StudentListItem>[] = [
  STUDENT_COLUMNS.fullName,
  { id: 'gender', header: 'Gender', cell: (row) => row.gender },
  STUDENT_COLUMNS.rollNo,
  STUDENT_COLUMNS.batchYear,
  STUDENT_COLUMNS.period,
  STUDENT_COLUMNS.programName,
  STUDENT_COLUMNS.major,
  STUDENT_COLUMNS.section,
];

export default function StudentByMajorPage() {
  const state = useStudentListState();
  const { filterValues, request, onRequest } = state;
  const [majorSubjectId, setMajorSubjectId] = useState('');
  const majors = useMajorSubjectsOfProgram(filterValues.programId ? Number(filterValues.programId) : undefined);
  const list = useStudentsByMajor(request, {
    ...state.filters,
    majorSubjectId: majorSubjectId ? Number(majorSubjectId) : '',
  });

  return (
    <Page title="Students by Program Major">
      <Section>
        <StudentListTable
          label="Students by program major"
          columns={COLUMNS}
          rows={list.data?.students}
          list={list}
          state={state}
          onFilters={(next) => {
            // The majors are the program's own.
            if (next.programId !== filterValues.programId) setMajorSubjectId('');
            state.onFilters(next);
          }}
          errorText="Could not load the students."
          emptyText="No students match."
          toolbarAfter={
            <FormField
              select
              label="Program Major"
              value={majorSubjectId}
              disabled={!filterValues.programId}
              onChange={(event) => {
                setMajorSubjectId(event.target.value);
                onRequest({ ...request, page: 1 });
              }}
              fullWidth={false}
              sx={{ minWidth: 180 }}
            >
              <MenuItem value="">All</MenuItem>
              {(majors.data ?? []).map((major) => (
                <MenuItem key={major.id} value={String(major.id)}>
                  {major.majorSubjectName}
                </MenuItem>
              ))}
            </FormField>
          }
        />
      </Section>
    </Page>
  );
}
