/**
 * The calls of users, modules and permissions (api-contract 5.1): the modules, who holds
 * them, making an employee a user, staff accounts and the audit log.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AssignPermissionsBody,
  AuditEntryItem,
  CreateUserBody,
  Module,
  Page,
  SessionsEnded,
  UserListItem,
} from '@hemis/contracts';
import { apiRequest, type FormValue, type QueryValue } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { useCurrentUser } from '../../../lib/session/session-store.ts';
import type { PageRequest } from '../../../components/paged-table.tsx';

const MODULES = ['modules'] as const;
const USERS = ['users'] as const;
const AUDIT = ['audit-log'] as const;

export interface ModuleTile {
  id: number;
  name: string;
  displayName: string;
  description: string | null;
  icon: string | null;
}

export interface UserModulePermission {
  moduleId: number;
  name: string;
  displayName: string;
  isAssigned: boolean;
  icon: string | null;
}

export interface MigratedEmployee {
  id: number;
  userId: number;
  fullName: string;
  email: string;
  role: string;
  status: 'active' | 'disabled';
}

export const useModules = () =>
  useQuery(queryOptions({ queryKey: [...MODULES, 'all'], queryFn: () => apiRequest<Module[]>('Moodule') }));

export const useModuleTiles = (enabled = true) =>
  useQuery({
    queryKey: [...MODULES, 'tiles'],
    queryFn: () => apiRequest<ModuleTile[]>('ModuleCollegeAccess'),
    staleTime: 60_000,
    enabled,
  });

export const userPermissionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...MODULES, 'user', userId],
    queryFn: () => apiRequest<UserModulePermission[]>(`User/UserPermissionCollege/${userId}`),
  });

export const useUserPermissions = (userId: number | undefined) =>
  useQuery({ ...userPermissionsQueryOptions(userId ?? 0), enabled: userId !== undefined });

/**
 * The modules the signed-in staff user holds, to hide what the server would refuse; undefined
 * while they load (the menus then follow the role rules alone) and for students.
 */
export function useHeldModules(): ReadonlySet<string> | undefined {
  const user = useCurrentUser();
  const staff = user !== null && user.role !== 'Student';
  const { data } = useQuery({ ...userPermissionsQueryOptions(user?.id ?? 0), enabled: staff, staleTime: 60_000 });
  if (!data) return undefined;
  return new Set(data.filter((module) => module.isAssigned).map((module) => module.name));
}

export const useSaveModule = () =>
  useInvalidatingMutation(
    (form: Record<string, FormValue>) => apiRequest<Module>('Module', { method: 'POST', form }),
    [MODULES],
  );

export const useAssignPermissions = () =>
  useInvalidatingMutation(
    (body: AssignPermissionsBody) =>
      apiRequest<{ message: string }>('Employee/assign-permissions-to-employee', { method: 'POST', json: body }),
    [MODULES, USERS],
  );

export const useMigratedEmployees = () =>
  useQuery({
    queryKey: [...USERS, 'migrated-employees'],
    queryFn: () => apiRequest<MigratedEmployee[]>('Employee/migrated-employees'),
  });

export interface MakeUserInput {
  employeeId: number;
  employeeStatus: 'Active' | 'Inactive';
  phoneNumber?: string;
  firstName?: string;
  middleName?: string;
  lastName?: string;
  type?: string;
}

/** The answer is the clients' sentence, not JSON (api-contract 5.1). */
export const useMakeUser = () =>
  useInvalidatingMutation(
    (input: MakeUserInput) =>
      apiRequest<string>('Employee/migrate-old-employee', {
        method: 'POST',
        query: input as unknown as Record<string, QueryValue>,
      }),
    [USERS, ['employees']],
  );

export interface UserFilters {
  role?: string;
  status?: string;
}

export function useUserPage(request: PageRequest, filters: UserFilters) {
  return usePagedQuery([...USERS, 'page', request, filters], () =>
    apiRequest<Page<UserListItem>>('Users', { query: { ...request, ...filters } as Record<string, QueryValue> }),
  );
}

export const useCreateUser = () =>
  useInvalidatingMutation(
    (body: CreateUserBody) => apiRequest<{ id: number; message: string }>('Users', { method: 'POST', json: body }),
    [USERS],
  );

export const useSetUserStatus = () =>
  useInvalidatingMutation(
    ({ id, status }: { id: number; status: 'active' | 'disabled' }) =>
      apiRequest<{ message: string }>(`Users/${id}/status`, { method: 'PATCH', json: { status } }),
    [USERS, AUDIT],
  );

/** POST User/{userId}/Sessions/End: signs the user out everywhere (issue #33). */
export const useEndUserSessions = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<SessionsEnded>(`User/${id}/Sessions/End`, { method: 'POST', json: {} }),
    [AUDIT],
  );

export const useSendPasswordLink = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<{ message: string }>(`Users/${id}/password-link`, { method: 'POST', json: {} }),
    [AUDIT],
  );

export interface AuditFilters {
  userId?: string;
  entity?: string;
  from?: string;
  to?: string;
}

export function useAuditPage(request: PageRequest, filters: AuditFilters) {
  return usePagedQuery([...AUDIT, request, filters], () =>
    apiRequest<Page<AuditEntryItem>>('AuditLog', {
      query: { page: request.page, pageSize: request.pageSize, sortOrder: request.sortOrder, ...filters },
    }),
  );
}
