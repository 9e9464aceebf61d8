/** Management/Departments and Management/Sections (api-contract 5.4): a campus's own lists. */
import { STUDENT_SECTION_TYPE, type Department, type Section } from '@hemis/contracts';
import { lookupResource } from '../../lookups/api/lookup-resource.ts';

export const departments = lookupResource<Department>('departments', {
  list: 'Management/Departments',
  create: 'Management/AddDepartment',
  update: (id) => `Management/UpdateDepartment/${id}`,
});

/** The staff's sections: every type but the students' (those are /addSection's). */
export const staffSections = lookupResource<Section>('staff-sections', {
  list: `Management/Sections?exceptSectionType=${STUDENT_SECTION_TYPE}`,
  create: 'Management/AddSection',
  update: (id) => `Management/UpdateSection/${id}`,
});

/** /addSection's sections: the students' ones of the same API, kept apart by their type. */
export const studentTypeSections = lookupResource<Section>('student-type-sections', {
  list: `Management/Sections?sectionType=${STUDENT_SECTION_TYPE}`,
  create: 'Management/AddSection',
  update: (id) => `Management/UpdateSection/${id}`,
});
