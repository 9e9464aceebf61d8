/**
 * /Alumni/Alumni-list (api-contract 6): the campus's graduates, enrolled and former, paged and
 * searched by the server, filtered by kind, program and fiscal year; Work opens the work entries
 * the graduate shared through the portal.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { Graduation } from '@hemis/contracts';
import { DataTable } from '../../../components/data-table.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { FIRST_PAGE, PagedTable, type PagedColumn, type PageRequest } from '../../../components/paged-table.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import { useGraduates, type GraduateFilters } from '../api/alumni-campus.ts';
import { useGraduateWork } from '../api/alumni-work.ts';
import { WORK_COLUMNS } from './work-columns.ts';

function GraduateWorkDialog({ graduate, onClose }: { graduate: Graduation; onClose: () => void }) {
  const work = useGraduateWork(graduate.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="graduate-work-title">
      <DialogTitle id="graduate-work-title">Work of {graduate.applicantNameEng}</DialogTitle>
      <DialogContent>
        <DataTable
          label={`Work of ${graduate.applicantNameEng}`}
          columns={WORK_COLUMNS}
          rows={work.data}
          rowKey={(row) => row.id}
          loading={work.isPending}
          error={work.error ? serverMessage(work.error, 'Could not load the work entries.') : undefined}
          emptyText="This graduate has not shared any work."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/** A filter of the toolbar: a small select with "All" first. */

const KINDS = [
  { value: 'regular', label: 'Enrolled students' },
  { value: 'old', label: 'Former students' },
];

export function AlumniListPage() {
  const years = fiscalYears.useList();
  const programs = useCollegePrograms();
  const [request, setRequest] = useState<PageRequest>({ ...FIRST_PAGE });
  const [filters, setFilters] = useState<GraduateFilters>({ studentType: '', programId: '', fiscalYearId: '' });
  const [showing, setShowing] = useState<Graduation>();
  const list = useGraduates(request, filters);
  const filter = (name: keyof GraduateFilters) => (value: string) => {
    setFilters({ ...filters, [name]: value });
    setRequest({ ...request, page: 1 });
  };
  const columns: PagedColumn<Graduation>[] = [
    { id: 'name', header: 'Name', cell: (row) => row.applicantNameEng },
    { id: 'email', header: 'Email', cell: (row) => row.email ?? '' },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
    { id: 'enrolled', header: 'Enrolled Year', cell: (row) => row.enrolledYear },
    { id: 'passed', header: 'Passed Year', cell: (row) => row.passedYear },
    { id: 'fiscalYear', header: 'Fiscal Year', cell: (row) => row.fiscalYear.yearNepali },
    { id: 'kind', header: 'Type', cell: (row) => (row.studentType === 'old' ? 'Former' : 'Enrolled') },
    {
      id: 'action',
      header: 'Action',
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          onClick={() => setShowing(row)}
          aria-label={`Work of ${row.applicantNameEng}`}
        >
          Work
        </Button>
      ),
    },
  ];
  return (
    <Page title="Alumni List">
      <Section>
        <PagedTable
          label="Alumni"
          columns={columns}
          rows={list.data?.data}
          total={list.data?.totalRecords ?? 0}
          rowKey={(row) => row.id}
          request={request}
          onRequest={setRequest}
          loading={list.isFetching}
          error={list.error ? serverMessage(list.error, 'Could not load the alumni.') : undefined}
          emptyText="No graduates match."
          toolbar={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <FilterSelect label="Type" value={filters.studentType} options={KINDS} onChange={filter('studentType')} />
              <FilterSelect
                label="Program"
                value={filters.programId}
                options={(programs.data ?? []).map((program) => ({
                  value: String(program.id),
                  label: program.programName,
                }))}
                onChange={filter('programId')}
              />
              <FilterSelect
                label="Fiscal Year"
                value={filters.fiscalYearId}
                options={(years.data ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali }))}
                onChange={filter('fiscalYearId')}
              />
            </Stack>
          }
        />
      </Section>
      {showing ? <GraduateWorkDialog graduate={showing} onClose={() => setShowing(undefined)} /> : undefined}
    </Page>
  );
}
