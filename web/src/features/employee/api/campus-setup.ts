/** Management/Departments and Management/Sections (api-contract 5.4): a campus's own lists. */
import type { Department, Section } from '@hemis/contracts';
import { lookupResource } from '../../lookups/api/lookup-resource.ts';

export const departments = lookupResource<Department>('departments', {
  list: 'Management/Departments',
  create: 'Management/AddDepartment',
  update: (id) => `Management/UpdateDepartment/${id}`,
});

export const staffSections = lookupResource<Section>('staff-sections', {
  list: 'Management/Sections',
  create: 'Management/AddSection',
  update: (id) => `Management/UpdateSection/${id}`,
});
