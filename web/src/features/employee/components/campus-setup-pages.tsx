/**
 * Department Management (/other-setup/add-department) and Section Management
 * (/other-setup/add-section): a campus's teaching departments and non-teaching sections.
 */
import {
  DepartmentBodySchema,
  EMPLOYEE_MESSAGES,
  SectionBodySchema,
  type Department,
  type Section,
} from '@hemis/contracts';
import { LookupPage } from '../../lookups/components/lookup-page.tsx';
import { departments, staffSections } from '../api/campus-setup.ts';

const STATUS_OPTIONS = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];
const statusText = (status: boolean) => (status ? 'Active' : 'Inactive');

const EMPTY_DEPARTMENT = { departmentName: '', status: 'true', remarks: '' };

export function DepartmentPage() {
  return (
    <LookupPage<Department, typeof EMPTY_DEPARTMENT>
      title="Department Management"
      entityName="Department"
      resource={departments}
      emptyValues={EMPTY_DEPARTMENT}
      fields={[
        { name: 'departmentName', label: 'Department Name', required: true },
        { name: 'status', label: 'Status', options: STATUS_OPTIONS },
        { name: 'remarks', label: 'Remarks', type: 'textarea', width: 12 },
      ]}
      schema={DepartmentBodySchema}
      toBody={(values) => ({ ...values, status: values.status === 'true', remarks: values.remarks || undefined })}
      toValues={(row) => ({
        departmentName: row.departmentName,
        status: String(row.status),
        remarks: row.remarks ?? '',
      })}
      columns={[
        { id: 'departmentName', header: 'Department Name', value: (row) => row.departmentName },
        { id: 'status', header: 'Status', value: (row) => statusText(row.status) },
        { id: 'remarks', header: 'Remarks', value: (row) => row.remarks },
      ]}
      rowName={(row) => row.departmentName}
      exists={EMPLOYEE_MESSAGES.departmentExists}
      writePermission="department:write"
    />
  );
}

/** Staff sections are sent with type "Staff": an edit must send a non-empty type (api-contract 5.4). */
const EMPTY_SECTION = { sectionName: '', index: '', status: 'true', remarks: '' };

export function SectionPage() {
  return (
    <LookupPage<Section, typeof EMPTY_SECTION>
      title="Section Management"
      entityName="Section"
      resource={staffSections}
      emptyValues={EMPTY_SECTION}
      fields={[
        { name: 'sectionName', label: 'Section Name', required: true },
        { name: 'index', label: 'Index', type: 'number' },
        { name: 'status', label: 'Status', options: STATUS_OPTIONS },
        { name: 'remarks', label: 'Remarks', type: 'textarea', width: 12 },
      ]}
      schema={SectionBodySchema}
      toBody={(values) => ({
        sectionName: values.sectionName,
        sectionType: 'Staff',
        index: values.index === '' ? undefined : Number(values.index),
        status: values.status === 'true',
        remarks: values.remarks || undefined,
      })}
      toValues={(row) => ({
        sectionName: row.sectionName,
        index: row.index === null ? '' : String(row.index),
        status: String(row.status),
        remarks: row.remarks ?? '',
      })}
      columns={[
        { id: 'sectionName', header: 'Section Name', value: (row) => row.sectionName },
        { id: 'index', header: 'Index', value: (row) => row.index },
        { id: 'status', header: 'Status', value: (row) => statusText(row.status) },
        { id: 'remarks', header: 'Remarks', value: (row) => row.remarks },
      ]}
      rowName={(row) => row.sectionName}
      exists={EMPLOYEE_MESSAGES.sectionExists}
      writePermission="department:write"
    />
  );
}
