/** A campus's departments and sections (api-contract 5.4: Management/*); the client edits with PUT. */
import { z } from 'zod';
import {
  CampusSetupListQuerySchema,
  DepartmentBodySchema,
  DepartmentSchema,
  IdParamsSchema,
  SectionBodySchema,
  SectionListQuerySchema,
  SectionSchema,
  UpdateDepartmentBodySchema,
  UpdateSectionBodySchema,
} from '@hemis/contracts';
import { recordRoutes, routesPlugin, route } from '../../lib/route-table.ts';
import {
  createDepartment,
  createSection,
  getDepartment,
  listDepartments,
  listSections,
  updateDepartment,
  updateSection,
} from './department.service.ts';

const departmentTable = [
  route({
    method: 'GET',
    url: '/Management/Departments',
    summary: 'The teaching departments of the caller’s campus (grants body and universities: ?campusId=)',
    access: 'department:read',
    query: CampusSetupListQuerySchema,
    response: z.array(DepartmentSchema),
    handler: ({ read, query }) => listDepartments(read(), query.campusId),
  }),
  route({
    method: 'POST',
    url: '/Management/AddDepartment',
    summary: 'Add a department to the caller’s campus; 409 "Same Department Already Exists!!"',
    access: 'department:write',
    body: DepartmentBodySchema,
    response: DepartmentSchema,
    status: 201,
    handler: ({ write, body }) => createDepartment(write(), body),
  }),
  route({
    method: 'GET',
    url: '/Management/Department/:id',
    summary: 'One department of the caller’s scope',
    access: 'department:read',
    params: IdParamsSchema,
    response: DepartmentSchema,
    handler: ({ read, params }) => getDepartment(read(), params.id),
  }),
  route({
    method: 'PUT',
    url: '/Management/UpdateDepartment/:id',
    summary: 'Update a department of the caller’s campus; 409 "Same Department Already Exists!!"',
    access: 'department:write',
    params: IdParamsSchema,
    body: UpdateDepartmentBodySchema,
    response: DepartmentSchema,
    handler: ({ write, params, body }) => updateDepartment(write(), params.id, body),
  }),
  ...recordRoutes({
    path: '/Management/Sections',
    item: SectionSchema,
    list: {
      summary:
        'The sections of the caller’s campus, of one ?sectionType= if given (grants body and universities: ?campusId=)',
      access: 'department:read',
      query: SectionListQuerySchema,
      response: z.array(SectionSchema),
      read: listSections,
    },
    create: {
      path: '/Management/AddSection',
      summary: 'Add a section to the caller’s campus; 409 "Section already exists!"',
      access: 'department:write',
      body: SectionBodySchema,
      write: createSection,
    },
    update: {
      path: '/Management/UpdateSection',
      method: 'PUT',
      summary: 'Update a section of the caller’s campus; 409 "Section already exists!"',
      access: 'department:write',
      body: UpdateSectionBodySchema,
      write: updateSection,
    },
  }),
];

export const departmentRoutes = routesPlugin('department', departmentTable);
