/**
 * /student-management/student-by-major: the students of a program major (group), filtered
 * by admission year, program, semester or year and name, paged by the server
 * (Student/GetPaginatedStdsByMajor).
 */
import { useCallback, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import type { StudentListItem } from '@hemis/contracts';
import { FormField } from '../../../../components/form-field.tsx';
import { FIRST_PAGE, PagedTable, type PageRequest, type PagedColumn } from '../../../../components/paged-table.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { useMajorSubjectsOfProgram } from '../../../major-subject/api/get-major-subjects-of-program.ts';
import { useStudentsByMajor } from '../../api/student-reports.ts';
import { NO_RECORD_FILTERS, periodLabel, recordFilterQuery, RecordFilters } from './record-filters.tsx';

const COLUMNS: PagedColumn<StudentListItem>[] = [
  { id: 'fullName', header: 'Full Name', cell: (row) => row.fullName },
  { id: 'gender', header: 'Gender', cell: (row) => row.gender },
  { id: 'rollNoManual', header: 'Roll No', cell: (row) => row.rollNoManual ?? '—' },
  { id: 'admissionYear', header: 'Batch Year', cell: (row) => row.admissionYear },
  { id: 'period', header: 'Semester/Year', cell: periodLabel },
  { id: 'programName', header: 'Program', cell: (row) => row.programName },
  { id: 'majorSubjectName', header: 'Program major', cell: (row) => row.majorSubjectName ?? '—' },
  { id: 'section', header: 'Section', cell: (row) => row.section ?? '—' },
];

export default function StudentByMajorPage() {
  const [filters, setFilters] = useState(NO_RECORD_FILTERS);
  const [majorSubjectId, setMajorSubjectId] = useState('');
  const [request, setRequest] = useState<PageRequest>(FIRST_PAGE);
  const onRequest = useCallback((next: PageRequest) => setRequest(next), []);
  const majors = useMajorSubjectsOfProgram(filters.programId ? Number(filters.programId) : undefined);
  const list = useStudentsByMajor(request, {
    ...recordFilterQuery(filters),
    majorSubjectId: majorSubjectId ? Number(majorSubjectId) : '',
  });

  return (
    <Page title="Students by Program Major">
      <Section>
        <PagedTable
          label="Students by program major"
          columns={COLUMNS}
          rows={list.data?.students}
          total={list.data?.totalRecords ?? 0}
          rowKey={(row) => row.id}
          request={request}
          onRequest={onRequest}
          loading={list.isFetching}
          error={list.error ? 'Could not load the students.' : undefined}
          emptyText="No students match."
          toolbar={
            <>
              <RecordFilters
                value={filters}
                onChange={(next) => {
                  // The majors are the program's own.
                  if (next.programId !== filters.programId) setMajorSubjectId('');
                  setFilters(next);
                  setRequest((current) => ({ ...current, page: 1 }));
                }}
              />
              <FormField
                select
                label="Program Major"
                value={majorSubjectId}
                disabled={!filters.programId}
                onChange={(event) => {
                  setMajorSubjectId(event.target.value);
                  setRequest((current) => ({ ...current, page: 1 }));
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
            </>
          }
        />
      </Section>
    </Page>
  );
}
