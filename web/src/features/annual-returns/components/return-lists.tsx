/** The snapshot's student and staff lists as counted, in tabs, each paged by the server. */
import { useState } from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ServerList, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { useReturnList, type ReturnStaffRow, type ReturnStudentRow } from '../api/get-return-lists.ts';

const STUDENT_COLUMNS: PagedColumn<ReturnStudentRow>[] = [
  { id: 'rowNo', header: 'Row', sortKey: 'rowNo', cell: (row) => row.rowNo },
  { id: 'name', header: 'Name', sortKey: 'name', cell: (row) => row.name ?? '—' },
  { id: 'registrationNo', header: 'Registration No.', cell: (row) => row.registrationNo ?? '—' },
  { id: 'program', header: 'Program', cell: (row) => row.program ?? '—' },
  { id: 'gender', header: 'Gender', cell: (row) => row.gender ?? '—' },
  { id: 'period', header: 'Year/Semester', cell: (row) => row.period ?? '—' },
];

const STAFF_COLUMNS: PagedColumn<ReturnStaffRow>[] = [
  { id: 'rowNo', header: 'Row', sortKey: 'rowNo', cell: (row) => row.rowNo },
  { id: 'name', header: 'Name', sortKey: 'name', cell: (row) => row.name ?? '—' },
  { id: 'employeeType', header: 'Type', cell: (row) => row.employeeType },
  { id: 'position', header: 'Position', cell: (row) => row.position ?? '—' },
  { id: 'gender', header: 'Gender', cell: (row) => row.gender ?? '—' },
  { id: 'qualifications', header: 'Qualifications', cell: (row) => row.qualifications },
];

function StudentList({ campusReturnId }: { campusReturnId: number }) {
  const state = useListState({ sortBy: 'rowNo' });
  const list = useReturnList(campusReturnId, 'Students', state.request);
  return (
    <ServerList<ReturnStudentRow>
      label="Students of the snapshot"
      failure="Could not load the students."
      emptyText="The snapshot counts no student."
      state={state}
      query={list}
      rowKey={(row) => row.rowNo}
      columns={STUDENT_COLUMNS}
    />
  );
}

function StaffList({ campusReturnId }: { campusReturnId: number }) {
  const state = useListState({ sortBy: 'rowNo' });
  const list = useReturnList(campusReturnId, 'Staff', state.request);
  return (
    <ServerList<ReturnStaffRow>
      label="Staff of the snapshot"
      failure="Could not load the staff."
      emptyText="The snapshot counts no staff."
      state={state}
      query={list}
      rowKey={(row) => row.rowNo}
      columns={STAFF_COLUMNS}
    />
  );
}

export function ReturnLists({
  campusReturnId,
  studentCount,
  staffCount,
}: {
  campusReturnId: number;
  studentCount: number;
  staffCount: number;
}) {
  const [tab, setTab] = useState<'students' | 'staff'>('students');
  return (
    <>
      <Tabs value={tab} onChange={(_event, next: 'students' | 'staff') => setTab(next)} aria-label="Snapshot lists">
        <Tab value="students" label={`Students (${studentCount})`} />
        <Tab value="staff" label={`Staff (${staffCount})`} />
      </Tabs>
      {tab === 'students' ? (
        <StudentList campusReturnId={campusReturnId} />
      ) : (
        <StaffList campusReturnId={campusReturnId} />
      )}
    </>
  );
}
