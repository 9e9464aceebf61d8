/**
 * /organization-management/central-departments: a university's own teaching departments
 * (Central Department of Economics ...). The grants body chooses the university; a
 * university's staff keep their own, and its campuses read them.
 */
import { useState } from 'react';
import {
  can,
  CreateCentralDepartmentBodySchema,
  isGrantsBodyRole,
  REGISTRY_MESSAGES,
  type CentralDepartment,
} from '@hemis/contracts';
import type { Column } from '../../../components/data-table.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { REMARKS_FIELD, STATUS_FIELD, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { serverMessage, SetupScreen, setupWrites } from '../../../components/setup/setup-screen.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { universityOptions, useUniversities } from '../../university/api/get-universities.ts';
import { useUniversityField } from '../../university/university-field.ts';
import {
  useCentralDepartments,
  useCreateCentralDepartment,
  useUpdateCentralDepartment,
} from '../api/central-departments.ts';

const EMPTY = {
  universityId: '',
  name: '',
  code: '',
  headName: '',
  phone: '',
  email: '',
  establishedYear: '',
  remarks: '',
  status: 'true',
};
type Values = typeof EMPTY;

const FIELDS: FieldSpec<Values>[] = [
  { name: 'name', label: 'Department Name', required: true, width: 6 },
  { name: 'code', label: 'Code' },
  { name: 'headName', label: 'Head of Department' },
  { name: 'phone', label: 'Phone' },
  { name: 'email', label: 'Email' },
  { name: 'establishedYear', label: 'Established Year (AD)', type: 'number' },
  STATUS_FIELD,
  REMARKS_FIELD,
];

const COLUMNS: Column<CentralDepartment>[] = [
  { id: 'name', header: 'Department', value: (row) => row.name },
  { id: 'universityName', header: 'University', value: (row) => row.universityName },
  { id: 'code', header: 'Code', value: (row) => row.code },
  { id: 'headName', header: 'Head', value: (row) => row.headName },
  { id: 'phone', header: 'Phone', value: (row) => row.phone },
  { id: 'establishedYear', header: 'Established', value: (row) => row.establishedYear },
  { id: 'status', header: 'Status', value: (row) => (row.status ? 'Active' : 'Inactive') },
];

export function CentralDepartmentsPage() {
  const role = useRole();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  const universities = useUniversities(grantsBody);
  const [universityId, setUniversityId] = useState('');
  const list = useCentralDepartments(universityId);
  const create = useCreateCentralDepartment();
  const update = useUpdateCentralDepartment();
  const fields = [...useUniversityField<Values>(role), ...FIELDS];
  const writes = can(role, 'central-department:write');
  return (
    <SetupScreen
      title="Central Departments"
      entityName="Central Department"
      fields={fields}
      emptyValues={EMPTY}
      schema={CreateCentralDepartmentBodySchema}
      list={{ data: list.data?.data, isPending: list.isPending, error: list.error }}
      columns={COLUMNS}
      rowName={(row) => row.name}
      {...setupWrites(create, update, { create: writes, update: writes })}
      listToolbar={
        grantsBody ? (
          <FilterSelect
            label="University"
            value={universityId}
            options={universityOptions(universities.data)}
            onChange={setUniversityId}
          />
        ) : undefined
      }
      messages={{
        created: 'Central department added successfully.',
        exists: REGISTRY_MESSAGES.centralDepartmentExists,
        createFailed: (error) => serverMessage(error, 'Could not add the central department.'),
        updated: 'Central department updated successfully.',
        updateFailed: (error) => serverMessage(error, 'Could not update the central department.'),
      }}
    />
  );
}

export default CentralDepartmentsPage;
