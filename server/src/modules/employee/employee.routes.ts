/** Employees (api-contract 5.7): the record, the staff list, and the documents page's files. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EmployeeCreateFormSchema,
  EmployeeFileBodySchema,
  EmployeeFileParamsSchema,
  EmployeeFileSchema,
  EmployeeListItemSchema,
  EmployeeListQuerySchema,
  EmployeePageSchema,
  EmployeeSchema,
  EmployeeUpdateFormSchema,
  IdParamsSchema,
} from '@hemis/contracts';
import { registerRouteTable, route } from '../../lib/route-table.ts';
import {
  createEmployee,
  deleteEmployeeFile,
  getEmployee,
  listEmployeeFiles,
  listEmployees,
  putEmployeeFile,
  sendEmployeeFile,
  updateEmployee,
} from './employee.service.ts';

export const employeeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploadDir } = app.config;

  registerRouteTable(app, 'employee', [
    route({
      method: 'POST',
      url: '/Employee',
      summary: 'Register an employee (multipart, with files); 409 "Employee already exists!"',
      access: 'employee:write',
      body: EmployeeCreateFormSchema,
      response: EmployeeSchema,
      status: 201,
      handler: ({ write, body }) => createEmployee(write(), uploadDir, body),
    }),
    route({
      method: 'GET',
      url: '/Employee/GetAllEmployeees',
      summary: 'The employees in scope: an array, or one page with its total when page is given; filtered and sorted',
      access: 'employee:read',
      query: EmployeeListQuerySchema,
      response: z.union([z.array(EmployeeListItemSchema), EmployeePageSchema]),
      handler: ({ read, query }) => listEmployees(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Employee/:id',
      summary: 'One employee of the caller’s scope',
      access: 'employee:read',
      params: IdParamsSchema,
      response: EmployeeSchema,
      handler: ({ read, params }) => getEmployee(read(), params.id),
    }),
    route({
      method: 'PATCH',
      url: '/Employee/:id',
      summary: 'Edit an employee (multipart, the edit form’s names); missing fields stay',
      access: 'employee:write',
      params: IdParamsSchema,
      body: EmployeeUpdateFormSchema,
      response: EmployeeSchema,
      handler: ({ write, params, body }) => updateEmployee(write(), uploadDir, params.id, body),
    }),
    route({
      method: 'GET',
      url: '/Employee/:id/files',
      summary: 'The documents kept for an employee',
      access: 'employee:read',
      params: IdParamsSchema,
      response: z.array(EmployeeFileSchema),
      handler: ({ read, params }) => listEmployeeFiles(read(), params.id),
    }),
    route({
      method: 'GET',
      url: '/Employee/:id/file/:kind',
      summary: 'An employee’s photo, scan or document (images inline, documents as downloads)',
      access: 'employee:read',
      params: EmployeeFileParamsSchema,
      handler: ({ read, reply, params }) => sendEmployeeFile(read(), reply, uploadDir, params.id, params.kind),
    }),
    route({
      method: 'PUT',
      url: '/Employee/:id/file/:kind',
      summary: 'Upload or replace one document of an employee (multipart field file)',
      access: 'employee:write',
      params: EmployeeFileParamsSchema,
      body: EmployeeFileBodySchema,
      response: z.array(EmployeeFileSchema),
      handler: ({ write, params, body }) => putEmployeeFile(write(), uploadDir, params.id, params.kind, body.file),
    }),
    route({
      method: 'DELETE',
      url: '/Employee/:id/file/:kind',
      summary: 'Remove one document of an employee',
      access: 'employee:write',
      params: EmployeeFileParamsSchema,
      response: z.array(EmployeeFileSchema),
      handler: ({ write, params }) => deleteEmployeeFile(write(), uploadDir, params.id, params.kind),
    }),
  ]);
};
