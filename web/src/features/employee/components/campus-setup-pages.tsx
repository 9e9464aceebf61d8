/**
 * Department Management (/other-setup/add-department), Section Management
 * (/other-setup/add-section) and Student Section Management (/addSection): a campus's
 * teaching departments, its non-teaching sections and the students' sections of the same API.
 */
import {
  DepartmentBodySchema,
  EMPLOYEE_MESSAGES,
  SectionBodySchema,
  STUDENT_SECTION_TYPE,
  type Department,
  type Section,
} from '@hemis/contracts';
import { REMARKS_FIELD, STATUS_FIELD } from '../../../components/setup/field-grid.tsx';
import { LookupPage } from '../../lookups/components/lookup-page.tsx';
import { departments, staffSections, studentTypeSections } from '../api/campus-setup.ts';

const EMPTY_DEPARTMENT = { departmentName: '', status: 'true', remarks: '' };

export function DepartmentPage() {
  return (
    <LookupPage<Department, typeof EMPTY_DEPARTMENT>
      title="Department Management"
      entityName="Department"
      resource={departments}
      emptyValues={EMPTY_DEPARTMENT}
      fields={[{ name: 'departmentName', label: 'Department Name', required: true }, STATUS_FIELD, REMARKS_FIELD]}
      schema={DepartmentBodySchema}
      toBody={(values) => ({ ...values, status: values.status === 'true', remarks: values.remarks || undefined })}
      rowName={(row) => row.departmentName}
      exists={EMPLOYEE_MESSAGES.departmentExists}
      writePermission="department:write"
    />
  );
}

/** The section form's values; the type is the screen's, never typed. */
const EMPTY_SECTION = { sectionName: '', index: '', status: 'true', remarks: '' };

/** A screen of Management/Sections: an edit must send a non-empty type (api-contract 5.4). */
function SectionsScreen({
  title,
  resource,
  sectionType,
}: {
  title: string;
  resource: typeof staffSections;
  sectionType: string;
}) {
  return (
    <LookupPage<Section, typeof EMPTY_SECTION>
      title={title}
      entityName="Section"
      resource={resource}
      emptyValues={EMPTY_SECTION}
      fields={[
        { name: 'sectionName', label: 'Section Name', required: true },
        { name: 'index', label: 'Index', type: 'number' },
        STATUS_FIELD,
        REMARKS_FIELD,
      ]}
      schema={SectionBodySchema}
      toBody={(values) => ({
        sectionName: values.sectionName,
        sectionType,
        index: values.index === '' ? undefined : Number(values.index),
        status: values.status === 'true',
        remarks: values.remarks || undefined,
      })}
      rowName={(row) => row.sectionName}
      exists={EMPLOYEE_MESSAGES.sectionExists}
      writePermission="department:write"
    />
  );
}

/** /other-setup/add-section: the staff's sections, sent with type "Staff". */
export function SectionPage() {
  return <SectionsScreen title="Section Management" resource={staffSections} sectionType="Staff" />;
}

/** /addSection: the older screen of students' sections through the same API, type "Student". */
export function StudentTypeSectionPage() {
  return (
    <SectionsScreen
      title="Student Section Management"
      resource={studentTypeSections}
      sectionType={STUDENT_SECTION_TYPE}
    />
  );
}
