/**
 * Users, modules and permissions (api-contract 5.1 and the /user-management screens): the
 * modules and their flags, who holds which, "make user" for employees, staff accounts and
 * the audit log.
 */
import { z } from 'zod';
import {
  AssignPermissionsBodySchema,
  AuditPageSchema,
  AuditQuerySchema,
  CreateUserBodySchema,
  CreatedUserSchema,
  IdParamsSchema,
  MakeUserQuerySchema,
  MessageResponseSchema,
  MigratedEmployeeSchema,
  ModuleBodySchema,
  ModuleSchema,
  ModuleTileSchema,
  NoBodySchema,
  UserIdParamsSchema,
  UserListQuerySchema,
  UserModulePermissionSchema,
  UserPageSchema,
  UserStatusBodySchema,
} from '@hemis/contracts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import {
  accountMail,
  createUser,
  listUsers,
  makeEmployeeUser,
  migratedEmployees,
  sendPasswordLink,
  setUserStatus,
} from './accounts.service.ts';
import { listAuditEntries } from './audit-log.service.ts';
import {
  assignPermissions,
  listModules,
  moduleTiles,
  saveModule,
  userModulePermissions,
} from './module-permissions.service.ts';

export const userAdminRoutes = routesPlugin('users-and-modules', (app) => [
  route({
    method: 'GET',
    url: '/Moodule',
    summary: 'Every module with its flags (the path’s spelling is the clients’)',
    access: 'module:read',
    response: z.array(ModuleSchema),
    handler: ({ read }) => listModules(read()),
  }),
  route({
    method: 'POST',
    url: '/Module',
    summary: 'Add a module (Id 0) or change one: name, description, flags, order and icon (multipart)',
    access: 'module:write',
    body: ModuleBodySchema,
    response: ModuleSchema,
    status: 201,
    handler: ({ write, body }) => saveModule(write(), app.fileStore, body),
  }),
  route({
    method: 'GET',
    url: '/ModuleCollegeAccess',
    summary: 'The modules open to the caller’s institution, for the home tiles',
    access: 'module:read',
    response: z.array(ModuleTileSchema),
    handler: ({ write }) => moduleTiles(write()),
  }),
  route({
    method: 'GET',
    url: '/User/UserPermissionCollege/:userId',
    summary: 'Every module open to a user and whether they hold it (their own, or a user the caller administers)',
    access: 'module:read',
    params: UserIdParamsSchema,
    response: z.array(UserModulePermissionSchema),
    handler: ({ write, params }) => userModulePermissions(write(), app.modules, params.userId),
  }),
  route({
    method: 'POST',
    url: '/Employee/assign-permissions-to-employee',
    summary: 'Give or take away modules of a staff user below the caller, one entry per module',
    access: 'permission:assign',
    body: AssignPermissionsBodySchema,
    response: MessageResponseSchema,
    handler: ({ write, body }) => assignPermissions(write(), body),
  }),
  route({
    method: 'GET',
    url: '/Employee/migrated-employees',
    summary: 'The employees in scope who have a login',
    access: 'user:read',
    response: z.array(MigratedEmployeeSchema),
    handler: ({ read }) => migratedEmployees(read()),
  }),
  route({
    method: 'POST',
    url: '/Employee/migrate-old-employee',
    summary:
      'Make an employee a user: create or update their login and email a set-password link (answers the clients’ text)',
    access: 'user:write',
    query: MakeUserQuerySchema,
    body: NoBodySchema,
    handler: async ({ write, query, reply }) =>
      reply.type('text/plain; charset=utf-8').send(await makeEmployeeUser(write(), accountMail(app), query)),
  }),
  route({
    method: 'GET',
    url: '/Users',
    summary: 'The staff accounts in the caller’s scope: searched, filtered by role and status, sorted and paged',
    access: 'user:read',
    query: UserListQuerySchema,
    response: UserPageSchema,
    handler: ({ write, query }) => listUsers(write(), query),
  }),
  route({
    method: 'POST',
    url: '/Users',
    summary: 'Add a staff account below the caller’s role; the user gets a link to choose a password',
    access: 'user:write',
    body: CreateUserBodySchema,
    response: CreatedUserSchema,
    status: 201,
    handler: ({ write, body }) => createUser(write(), accountMail(app), body),
  }),
  route({
    method: 'PATCH',
    url: '/Users/:id/status',
    summary: 'Disable (sessions end at once) or enable a user below the caller',
    access: 'user:write',
    params: IdParamsSchema,
    body: UserStatusBodySchema,
    response: MessageResponseSchema,
    handler: ({ write, params, body }) => setUserStatus(write(), params.id, body.status),
  }),
  route({
    method: 'POST',
    url: '/Users/:id/password-link',
    summary: 'Email a user below the caller a new link to choose a password',
    access: 'user:write',
    params: IdParamsSchema,
    body: NoBodySchema,
    response: MessageResponseSchema,
    handler: ({ write, params }) => sendPasswordLink(write(), accountMail(app), params.id),
  }),
  route({
    method: 'GET',
    url: '/AuditLog',
    summary: 'The audit log of the caller’s scope, newest first, filtered by user, record type, action and date, paged',
    access: 'audit:read',
    query: AuditQuerySchema,
    response: AuditPageSchema,
    handler: ({ write, query }) => listAuditEntries(write(), query),
  }),
]);
