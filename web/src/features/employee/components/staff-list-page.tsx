/**
 * The staff lists of employee management (api-contract 8.2): teaching and non-teaching staff,
 * technical and non-technical staff, the whole employee list, a university's own staff and
 * the grants body's. One server-paged list (Employee/GetAllEmployeees) with each screen's
 * filter and columns; the actions open the record's screens. Read-only roles (Admin,
 * UgcAdmin) see the actions disabled.
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { can, JOINING_TYPE_LABELS, type EmployeeListItem } from '@hemis/contracts';
import { ListScreen, useListState } from '../../../components/list-screen.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useEmployeePage, type EmployeeListFilters } from '../api/employees.ts';
import { MakeUserDialog } from '../../users/components/make-user-dialog.tsx';

type ColumnName =
  'name' | 'position' | 'citizenship' | 'dob' | 'joining' | 'workPhone' | 'workEmail' | 'campus' | 'type' | 'orgId';
type ActionName = 'edit' | 'sign' | 'role' | 'docs';

/** The stepper's employeeType for a record: teaching, non-teaching, or the grants body's. */
function registerTypeOf(row: EmployeeListItem, ugc: boolean): string {
  if (ugc) return 'ugcadmin';
  return row.positionType === 'Teaching' ? 'teaching' : 'administrator';
}

const COLUMNS: Record<ColumnName, PagedColumn<EmployeeListItem>> = {
  name: { id: 'name', header: 'Full Name', cell: (row) => row.fullName, sortKey: 'name' },
  position: { id: 'position', header: 'Position', cell: (row) => row.postName },
  citizenship: { id: 'citizenship', header: 'Citizenship No', cell: (row) => row.citizenshipNo },
  dob: { id: 'dob', header: 'DOB (B.S.)', cell: (row) => row.dateOFBirth },
  joining: {
    id: 'joining',
    header: 'Joining',
    cell: (row) => (row.joiningType ? JOINING_TYPE_LABELS[row.joiningType] : ''),
    sortKey: 'joiningDate',
  },
  workPhone: { id: 'workPhone', header: 'Work Phone', cell: (row) => row.workPhone },
  workEmail: { id: 'workEmail', header: 'Work Email', cell: (row) => row.workEmail },
  campus: { id: 'campus', header: 'Campus Name', cell: (row) => row.campus?.campusName ?? '' },
  type: { id: 'type', header: 'Employee Type', cell: (row) => row.employeeType, sortKey: 'employeeType' },
  orgId: { id: 'orgId', header: 'Org ID', cell: (row) => row.orgId },
};

export interface StaffListPageProps {
  title: string;
  filters: EmployeeListFilters;
  columns: readonly ColumnName[];
  actions: readonly ActionName[];
  /** The stepper's employeeType for "Add employee". */
  addType: 'teaching' | 'administrator' | 'ugcadmin';
}

export function StaffListPage({ title, filters, columns, actions, addType }: StaffListPageProps) {
  const role = useRole();
  const writer = can(role, 'employee:write');
  const state = useListState({ pageSize: 50, sortBy: 'name' });
  const list = useEmployeePage(state.request, filters);
  const ugc = filters.owner === 'ugc';
  const [makingUser, setMakingUser] = useState<EmployeeListItem>();
  const buttons = (row: EmployeeListItem) => (
    <RowButtons>
      {actions.includes('edit') ? (
        <RowButton
          disabled={!writer}
          to={`/employee-management/employee-register?employeeType=${registerTypeOf(row, ugc)}&id=${row.id}`}
          label={`Edit ${row.fullName}`}
        >
          Edit
        </RowButton>
      ) : null}
      {actions.includes('sign') ? (
        <RowButton
          disabled={!can(role, 'signature:write')}
          to={`/signature?employeeId=${row.id}`}
          label={`Add sign for ${row.fullName}`}
        >
          Add sign
        </RowButton>
      ) : null}
      {actions.includes('role') ? (
        <RowButton
          disabled={!can(role, 'user:write')}
          onClick={() => setMakingUser(row)}
          label={`Role of ${row.fullName}`}
        >
          Role
        </RowButton>
      ) : null}
      {actions.includes('docs') ? (
        <RowButton to={`/employee-management/documents/${row.id}`} label={`View documents of ${row.fullName}`}>
          View Docs
        </RowButton>
      ) : null}
    </RowButtons>
  );
  return (
    <ListScreen
      texts={{
        title,
        failure: (error) => `Could not load the staff: ${serverMessage(error, 'please try again.')}`,
        emptyText: 'No staff registered yet.',
      }}
      columns={[...columns.map((name) => COLUMNS[name]), ...(actions.length ? [actionColumn(buttons)] : [])]}
      query={list}
      state={state}
      pageSizeOptions={[25, 50, 100]}
      toolbar={
        writer ? (
          <Button
            variant="contained"
            component={RouterLink}
            to={`/employee-management/employee-register?employeeType=${addType}`}
          >
            Add employee
          </Button>
        ) : undefined
      }
    >
      {makingUser ? <MakeUserDialog employee={makingUser} onClose={() => setMakingUser(undefined)} /> : null}
    </ListScreen>
  );
}

const TEACHING_COLUMNS = ['name', 'position', 'citizenship', 'dob', 'joining', 'workPhone', 'workEmail'] as const;

export const TeachingStaffPage = () => (
  <StaffListPage
    title="List of Registered Teaching staff"
    filters={{ positionType: 'Teaching' }}
    columns={TEACHING_COLUMNS}
    actions={['edit', 'sign', 'role', 'docs']}
    addType="teaching"
  />
);

export const NonTeachingStaffPage = () => (
  <StaffListPage
    title="List of non-teaching staff"
    filters={{ positionType: 'Nonteaching' }}
    columns={TEACHING_COLUMNS}
    actions={['edit', 'role', 'docs']}
    addType="administrator"
  />
);

export const TechnicalStaffPage = () => (
  <StaffListPage
    title="List of technical staff"
    filters={{ employeeType: 'Technical' }}
    columns={TEACHING_COLUMNS}
    actions={['edit', 'role', 'docs']}
    addType="administrator"
  />
);

export const NonTechnicalStaffPage = () => (
  <StaffListPage
    title="List of non-technical staff"
    filters={{ employeeType: 'Administrative' }}
    columns={TEACHING_COLUMNS}
    actions={['edit', 'role', 'docs']}
    addType="administrator"
  />
);

const ALL_COLUMNS = [
  'name',
  'campus',
  'type',
  'citizenship',
  'orgId',
  'dob',
  'position',
  'joining',
  'workPhone',
  'workEmail',
] as const;

export const EmployeeListPage = () => (
  <StaffListPage
    title="Employee List"
    filters={{}}
    columns={ALL_COLUMNS}
    actions={['edit', 'role', 'docs']}
    addType="teaching"
  />
);

export const UniversityStaffPage = () => (
  <StaffListPage
    title="University Employees"
    filters={{ owner: 'university' }}
    columns={ALL_COLUMNS}
    actions={['edit', 'role', 'docs']}
    addType="administrator"
  />
);

export const UgcStaffPage = () => (
  <StaffListPage
    title="UGC Employees"
    filters={{ owner: 'ugc' }}
    columns={ALL_COLUMNS}
    actions={['edit', 'role', 'docs']}
    addType="ugcadmin"
  />
);
