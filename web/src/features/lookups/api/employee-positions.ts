/** EmployeePositions: GET, POST, PUT by id (spec section 7, api-contract 5.2). */
import type { EmployeePosition } from '@hemis/contracts';
import { lookupResource } from './lookup-resource.ts';

export const employeePositions = lookupResource<EmployeePosition>('employee-positions', {
  list: 'EmployeePositions',
  create: 'EmployeePositions',
  update: (id) => `EmployeePositions/${id}`,
});
