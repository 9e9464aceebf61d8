/** Central departments (organization-management/central-departments). */
import {
  CentralDepartmentListQuerySchema,
  CentralDepartmentPageSchema,
  CentralDepartmentSchema,
  CreateCentralDepartmentBodySchema,
  UpdateCentralDepartmentBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin } from '../../lib/route-table.ts';
import {
  createCentralDepartment,
  getCentralDepartment,
  listCentralDepartments,
  updateCentralDepartment,
} from './central-department.service.ts';

const centralDepartmentTable = [
  ...recordRoutes({
    path: '/CentralDepartment',
    item: CentralDepartmentSchema,
    list: {
      summary: 'The central departments in scope: search, sort, page, filter by university',
      access: 'central-department:read',
      query: CentralDepartmentListQuerySchema,
      response: CentralDepartmentPageSchema,
      read: listCentralDepartments,
    },
    get: { summary: 'A central department', access: 'central-department:read', read: getCentralDepartment },
    create: {
      summary: 'Add a central department; a university adds its own',
      access: 'central-department:write',
      body: CreateCentralDepartmentBodySchema,
      write: createCentralDepartment,
    },
    update: {
      method: 'PATCH',
      summary: 'Update a central department',
      access: 'central-department:write',
      body: UpdateCentralDepartmentBodySchema,
      write: updateCentralDepartment,
    },
  }),
];

export const centralDepartmentRoutes = routesPlugin('central-department', centralDepartmentTable);
