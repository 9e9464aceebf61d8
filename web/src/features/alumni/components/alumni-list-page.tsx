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
import type { Graduation } from '@hemis/contracts';
import { DataTable } from '../../../components/data-table.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, type ListTexts, useListState, rowsOf } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton } from '../../../components/row-actions.tsx';
import { FiscalYearSelect } from '../../lookups/components/fiscal-year-select.tsx';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import { useGraduates, type GraduateFilters } from '../api/alumni-campus.ts';
import { useGraduateWork } from '../api/alumni-work.ts';
import { WORK_COLUMNS } from './work-columns.ts';
import { GRADUATE_COLUMNS } from './graduate-facts.ts';

function GraduateWorkDialog({ graduate, onClose }: { graduate: Graduation; onClose: () => void }) {
  const work = useGraduateWork(graduate.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="graduate-work-title">
      <DialogTitle id="graduate-work-title">Work of {graduate.applicantNameEng}</DialogTitle>
      <DialogContent>
        <DataTable
          label={`Work of ${graduate.applicantNameEng}`}
          columns={WORK_COLUMNS}
          {...rowsOf(work, 'Could not load the work entries.')}
          emptyText="This graduate has not shared any work."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

const KINDS = [
  { value: 'regular', label: 'Enrolled students' },
  { value: 'old', label: 'Former students' },
];

const ALUMNI_LIST: ListTexts = {
  title: 'Alumni List',
  label: 'Alumni',
  failure: 'Could not load the alumni.',
  emptyText: 'No graduates match.',
};

export function AlumniListPage() {
  const programs = useCollegePrograms();
  const state = useListState<GraduateFilters>({}, { studentType: '', programId: '', fiscalYearId: '' });
  const { filters, filter } = state;
  const [showing, setShowing] = useState<Graduation>();
  const list = useGraduates(state.request, filters);
  const columns: PagedColumn<Graduation>[] = [
    ...GRADUATE_COLUMNS,
    { id: 'fiscalYear', header: 'Fiscal Year', cell: (row) => row.fiscalYear.yearNepali },
    { id: 'kind', header: 'Type', cell: (row) => (row.studentType === 'old' ? 'Former' : 'Enrolled') },
    actionColumn((row) => (
      <RowButton onClick={() => setShowing(row)} label={`Work of ${row.applicantNameEng}`}>
        Work
      </RowButton>
    )),
  ];
  return (
    <ListScreen
      texts={ALUMNI_LIST}
      columns={columns}
      query={list}
      state={state}
      toolbar={
        <FilterBar>
          <FilterSelect
            label="Type"
            value={filters.studentType}
            options={KINDS}
            onChange={(studentType) => filter({ studentType: studentType as GraduateFilters['studentType'] })}
          />
          <FilterSelect
            label="Program"
            value={filters.programId}
            options={(programs.data ?? []).map((program) => ({
              value: String(program.id),
              label: program.programName,
            }))}
            onChange={(programId) => filter({ programId })}
          />
          <FiscalYearSelect value={filters.fiscalYearId} onChange={(fiscalYearId) => filter({ fiscalYearId })} />
        </FilterBar>
      }
    >
      {showing ? <GraduateWorkDialog graduate={showing} onClose={() => setShowing(undefined)} /> : undefined}
    </ListScreen>
  );
}
