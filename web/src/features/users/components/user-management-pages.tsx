/**
 * User management (spec section 2, /user-management/): the users an administrator looks
 * after (permission-management), adding one (add-user), the modules and their flags
 * (add-module, assign-permission-ugc, assign-permission-uni), granting modules to staff
 * users (assign-permission, assign-permission-campus), the grants body's staff with logins
 * (ugc-employee-user) and the audit log (audit). The server decides who may do what; these
 * screens show what it answers.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  CreateUserBodySchema,
  ROLES,
  can,
  hasGrantedModules,
  holdsEveryModule,
  rolesBelow,
  type Module,
  type Role,
  type UserListItem,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DataTable } from '../../../components/data-table.tsx';
import {
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, type ListTexts, useListState, rowsOf } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { FIRST_PAGE, type PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCurrentUser, useRole } from '../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../campus/api/get-campus-options.ts';
import { ResetTwoFactorButton } from '../../two-factor/components/reset-two-factor-button.tsx';
import { TwoFactorPolicySection } from '../../two-factor/components/two-factor-policy-section.tsx';
import { universityOptions, useUniversities } from '../../university/api/get-universities.ts';
import {
  useCreateUser,
  useEndUserSessions,
  useMigratedEmployees,
  useModules,
  useSaveModule,
  useSendPasswordLink,
  useSetUserStatus,
  useUserPage,
  type UserFilters,
} from '../api/users.ts';
import { ModulePermissions } from './module-permissions.tsx';
import { FileButton } from '../../../components/file-button.tsx';

const ROLE_LABELS: Record<Role, string> = {
  SuperAdmin: 'Super Admin',
  Admin: 'Admin',
  UgcAdmin: 'UGC Admin',
  UniAdmin: 'University Admin',
  CollegeAdmin: 'Campus Admin',
  CollegeUser: 'Campus User',
  Student: 'Student',
};

const USER_STATUSES = [
  { value: 'active', label: 'Active' },
  { value: 'disabled', label: 'Disabled' },
];

const dateTime = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

// ---- Users (permission-management) ------------------------------------------------------

function PermissionsDialog({ user, onClose }: { user: UserListItem; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="permissions-title">
      <DialogTitle id="permissions-title">Permissions of {user.fullName}</DialogTitle>
      <DialogContent>
        <ModulePermissions
          userId={user.id}
          name={user.fullName}
          editable={hasGrantedModules(user.role)}
          onSaved={onClose}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

const USERS_LIST: ListTexts = {
  title: 'Users and Permissions',
  label: 'Users',
  failure: 'The users could not be loaded',
  emptyText: 'No users match.',
};

export function UsersPage() {
  const role = useRole();
  const me = useCurrentUser();
  const toast = useToast();
  const writer = can(role, 'user:write');
  const state = useListState<UserFilters>({ sortBy: 'name' });
  const { filters, filter } = state;
  const list = useUserPage(state.request, filters);
  const setStatus = useSetUserStatus();
  const sendLink = useSendPasswordLink();
  const endSessions = useEndUserSessions();
  const sessionManager = can(role, 'session:manage');
  const [permissionsOf, setPermissionsOf] = useState<UserListItem>();
  const [statusChange, setStatusChange] = useState<UserListItem>();
  const [sessionsEnding, setSessionsEnding] = useState<UserListItem>();
  const below = (user: UserListItem) => role !== undefined && rolesBelow(role).includes(user.role);

  const columns: PagedColumn<UserListItem>[] = [
    { id: 'name', header: 'Full Name', cell: (row) => row.fullName, sortKey: 'name' },
    { id: 'email', header: 'Email', cell: (row) => row.email, sortKey: 'email' },
    { id: 'role', header: 'Role', cell: (row) => ROLE_LABELS[row.role], sortKey: 'role' },
    { id: 'institution', header: 'Institution', cell: (row) => row.institutionName },
    { id: 'status', header: 'Status', cell: (row) => (row.status === 'active' ? 'Active' : 'Disabled') },
    { id: 'lastSignIn', header: 'Last Sign-in', cell: (row) => dateTime(row.lastSignInAt), sortKey: 'lastSignInAt' },
    {
      id: 'modules',
      header: 'Modules',
      cell: (row) => (holdsEveryModule(row.role) ? 'All (by role)' : row.modules.join(', ') || 'None'),
    },
    actionColumn((row) => (
      <RowButtons>
        <RowButton onClick={() => setPermissionsOf(row)} label={`Permissions of ${row.fullName}`}>
          Permissions
        </RowButton>
        <RowButton
          color={row.status === 'active' ? 'warning' : 'success'}
          disabled={!writer || !below(row) || row.id === me?.id}
          onClick={() => setStatusChange(row)}
          label={`${row.status === 'active' ? 'Disable' : 'Enable'} ${row.fullName}`}
        >
          {row.status === 'active' ? 'Disable' : 'Enable'}
        </RowButton>
        <RowButton
          disabled={!writer || !below(row) || row.status !== 'active' || sendLink.isPending}
          onClick={() =>
            sendLink.mutate(row.id, {
              onSuccess: (answer) => toast.success(answer.message),
              onError: (error) => toast.error(serverMessage(error, 'The link could not be sent')),
            })
          }
          label={`Send a password link to ${row.fullName}`}
        >
          Send link
        </RowButton>
        <ResetTwoFactorButton user={row} disabled={!writer || !below(row)} />
        <RowButton
          color="warning"
          disabled={!sessionManager || !below(row)}
          onClick={() => setSessionsEnding(row)}
          label={`End sessions of ${row.fullName}`}
        >
          End sessions
        </RowButton>
      </RowButtons>
    )),
  ];

  return (
    <ListScreen
      texts={USERS_LIST}
      columns={columns}
      query={list}
      state={state}
      toolbar={
        <FilterBar>
          <FilterSelect
            label="Role"
            allLabel="Any role"
            value={filters.role ?? ''}
            options={ROLES.filter((option) => option !== 'Student').map((option) => ({
              value: option,
              label: ROLE_LABELS[option],
            }))}
            onChange={(value) => filter({ role: value || undefined })}
          />
          <FilterSelect
            label="Status"
            allLabel="Any status"
            value={filters.status ?? ''}
            options={USER_STATUSES}
            onChange={(value) => filter({ status: value || undefined })}
          />
          {writer ? (
            <Button variant="contained" component={RouterLink} to="/user-management/add-user">
              Add user
            </Button>
          ) : null}
        </FilterBar>
      }
    >
      {can(role, 'two-factor:policy') ? <TwoFactorPolicySection roleLabels={ROLE_LABELS} /> : null}
      {permissionsOf ? <PermissionsDialog user={permissionsOf} onClose={() => setPermissionsOf(undefined)} /> : null}
      {statusChange ? (
        <ConfirmDialog
          open
          title={statusChange.status === 'active' ? 'Disable this user?' : 'Enable this user?'}
          confirmLabel={statusChange.status === 'active' ? 'Disable' : 'Enable'}
          busy={setStatus.isPending}
          onClose={() => setStatusChange(undefined)}
          onConfirm={() =>
            setStatus.mutate(
              { id: statusChange.id, status: statusChange.status === 'active' ? 'disabled' : 'active' },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  setStatusChange(undefined);
                },
                onError: (error) => toast.error(serverMessage(error, 'The status could not be changed')),
              },
            )
          }
        >
          {statusChange.status === 'active'
            ? `${statusChange.fullName} will be signed out at once and cannot sign in until enabled again.`
            : `${statusChange.fullName} will be able to sign in again.`}
        </ConfirmDialog>
      ) : null}
      {sessionsEnding ? (
        <ConfirmDialog
          open
          title="End this user’s sessions?"
          confirmLabel="End sessions"
          busy={endSessions.isPending}
          onClose={() => setSessionsEnding(undefined)}
          onConfirm={() =>
            endSessions.mutate(sessionsEnding.id, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setSessionsEnding(undefined);
              },
              onError: (error) => toast.error(serverMessage(error, 'The sessions could not be ended')),
            })
          }
        >
          {`${sessionsEnding.fullName} will be signed out everywhere at once, and can sign in again with their password.`}
        </ConfirmDialog>
      ) : null}
    </ListScreen>
  );
}

// ---- Add user -----------------------------------------------------------------------------

interface AddUserValues {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  gender: string;
  role: string;
  campusId: string;
  universityId: string;
  [key: string]: string;
}

const EMPTY_USER: AddUserValues = {
  firstName: '',
  middleName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  gender: '',
  role: '',
  campusId: '',
  universityId: '',
};

export function AddUserPage() {
  const role = useRole();
  const me = useCurrentUser();
  const toast = useToast();
  const navigate = useNavigate();
  const form = useSchemaForm(CreateUserBodySchema, { defaultValues: EMPTY_USER });
  const chosenRole = form.watch('role') as Role | '';
  const campusLevel = chosenRole === 'CollegeAdmin' || chosenRole === 'CollegeUser';
  const aboveCampus = me?.type !== 'college' || role === 'SuperAdmin' || role === 'Admin' || role === 'UgcAdmin';
  const campuses = useCampusOptions(campusLevel && aboveCampus);
  const universities = useUniversities(chosenRole === 'UniAdmin');
  const modules = useModules();
  const [grants, setGrants] = useState<string[]>([]);
  const save = useCreateUser();
  const roles = role ? rolesBelow(role) : [];
  const collegeModules = (modules.data ?? []).filter((module) => module.isActive && module.accessToCollege);

  if (!can(role, 'user:write')) {
    return (
      <Page title="Add User">
        <Alert severity="info">Your role does not add users.</Alert>
      </Page>
    );
  }

  return (
    <Page title="Add User">
      <Section>
        <SchemaForm
          form={form}
          label="Add user"
          onSubmit={(body) =>
            save.mutate(
              { ...body, modules: chosenRole === 'CollegeUser' ? grants : undefined },
              {
                onSuccess: (answer) => {
                  toast.success(answer.message);
                  void navigate('/user-management/permission-management');
                },
                onError: (error) => {
                  const elsewhere = applyServerErrors(form, error);
                  const onFields = error instanceof ApiError && error.issues.length > elsewhere.length;
                  if (!onFields) toast.error(serverMessage(error, 'The user could not be added'));
                },
              },
            )
          }
        >
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextInput name="firstName" label="First Name" required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextInput name="middleName" label="Middle Name" />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextInput name="lastName" label="Last Name" required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextInput name="email" label="Email" required />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <TextInput
                name="phoneNumber"
                label="Phone Number"
                normalize={(value) => value.replace(/\D/g, '').slice(0, 10)}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectInput
                name="gender"
                label="Gender"
                emptyLabel="Not given"
                options={[
                  { value: 'male', label: 'Male' },
                  { value: 'female', label: 'Female' },
                  { value: 'other', label: 'Other' },
                ]}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectInput
                name="role"
                label="Role"
                required
                options={roles.map((option) => ({ value: option, label: ROLE_LABELS[option] }))}
              />
            </Grid>
            {campusLevel && aboveCampus ? (
              <Grid size={{ xs: 12, md: 8 }}>
                <SelectInput
                  name="campusId"
                  label="Campus"
                  required
                  options={(campuses.data ?? []).map((campus) => ({
                    value: String(campus.id),
                    label: campus.campusName,
                  }))}
                />
              </Grid>
            ) : null}
            {chosenRole === 'UniAdmin' && me?.type !== 'Uni' ? (
              <Grid size={{ xs: 12, md: 8 }}>
                <SelectInput
                  name="universityId"
                  label="University"
                  required
                  options={universityOptions(universities.data)}
                />
              </Grid>
            ) : null}
          </Grid>
          {chosenRole === 'CollegeUser' ? (
            <Box sx={{ mt: 2 }}>
              <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
                Modules
              </Typography>
              <Stack direction="row" sx={{ flexWrap: 'wrap' }}>
                {collegeModules.map((module) => (
                  <label key={module.id} style={{ marginRight: 16 }}>
                    <Checkbox
                      checked={grants.includes(module.name)}
                      onChange={(event) =>
                        setGrants((current) =>
                          event.target.checked
                            ? [...current, module.name]
                            : current.filter((key) => key !== module.name),
                        )
                      }
                    />
                    {module.displayName}
                  </label>
                ))}
              </Stack>
            </Box>
          ) : null}
          <Stack direction="row" spacing={2} sx={{ mt: 3 }}>
            <Button type="submit" variant="contained" disabled={save.isPending}>
              {save.isPending ? 'Adding…' : 'Add user'}
            </Button>
            <Button component={RouterLink} to="/user-management/permission-management">
              Cancel
            </Button>
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            The user gets an email with a link to choose their password.
          </Typography>
        </SchemaForm>
      </Section>
    </Page>
  );
}

// ---- Modules (add-module, assign-permission-ugc, assign-permission-uni) -------------------

type Level = 'accessToUgc' | 'accessToUni' | 'accessToCollege';
const LEVEL_LABELS: Record<Level, string> = {
  accessToUgc: 'UGC',
  accessToUni: 'University',
  accessToCollege: 'Campus',
};

function moduleForm(module: Module, changes: Partial<Record<Level | 'isActive', boolean>>) {
  const next = { ...module, ...changes };
  return {
    Id: module.id,
    DisplayName: module.displayName,
    Description: module.description ?? '',
    IsActive: next.isActive,
    AccessToUgc: next.accessToUgc,
    AccessToUni: next.accessToUni,
    AccessToCollege: next.accessToCollege,
    index: module.index,
  };
}

function ModuleFlagsTable({ levels, title }: { levels: readonly Level[]; title: string }) {
  const role = useRole();
  const toast = useToast();
  const modules = useModules();
  const save = useSaveModule();
  const editable = can(role, 'module:write');
  const toggle = (module: Module, flag: Level | 'isActive', value: boolean) =>
    save.mutate(moduleForm(module, { [flag]: value }), {
      onSuccess: () => toast.success(`${module.displayName} saved`),
      onError: (error) => toast.error(serverMessage(error, 'The module could not be saved')),
    });
  const flagColumn = (flag: Level | 'isActive', header: string) => ({
    id: flag,
    header,
    value: (row: Module) => (row[flag] ? 'Yes' : 'No'),
    render: (row: Module) => (
      <Checkbox
        checked={row[flag]}
        disabled={!editable || save.isPending}
        onChange={(event) => toggle(row, flag, event.target.checked)}
        slotProps={{ input: { 'aria-label': `${header}: ${row.displayName}` } }}
      />
    ),
  });
  return (
    <Section title={title}>
      {!editable ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only the grants body’s Super Admin changes which modules are open.
        </Alert>
      ) : null}
      <DataTable<Module>
        label={title}
        columns={[
          { id: 'index', header: 'Order', value: (row) => row.index },
          { id: 'displayName', header: 'Module', value: (row) => row.displayName },
          { id: 'description', header: 'Description', value: (row) => row.description },
          flagColumn('isActive', 'Active'),
          ...levels.map((level) => flagColumn(level, `Open to ${LEVEL_LABELS[level]}`)),
        ]}
        {...rowsOf(modules, 'The modules could not be loaded')}
      />
    </Section>
  );
}

export function AddModulePage() {
  const role = useRole();
  const toast = useToast();
  const save = useSaveModule();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [order, setOrder] = useState('');
  const [icon, setIcon] = useState<File>();
  const [error, setError] = useState<string>();
  const editable = can(role, 'module:write');
  return (
    <Page title="Modules">
      {editable ? (
        <Section title="Add a module">
          <Box
            component="form"
            aria-label="Add module"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              setError(undefined);
              save.mutate(
                {
                  Id: 0,
                  DisplayName: name,
                  Description: description,
                  IsActive: true,
                  AccessToUgc: true,
                  AccessToUni: true,
                  AccessToCollege: true,
                  index: order,
                  IconImage: icon,
                },
                {
                  onSuccess: (module) => {
                    toast.success(`${module.displayName} added`);
                    setName('');
                    setDescription('');
                    setOrder('');
                    setIcon(undefined);
                  },
                  onError: (failure) => setError(serverMessage(failure, 'The module could not be added')),
                },
              );
            }}
          >
            {error ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            ) : null}
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 4 }}>
                <TextField
                  label="Display Name"
                  required
                  fullWidth
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <TextField
                  label="Description"
                  fullWidth
                  value={description}
                  onChange={(event) => setDescription(event.target.value)}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 2 }}>
                <TextField
                  label="Order"
                  type="number"
                  fullWidth
                  value={order}
                  onChange={(event) => setOrder(event.target.value)}
                />
              </Grid>
              <Grid size={{ xs: 12 }}>
                <FileButton accept="image/png,image/jpeg,image/webp" onFile={setIcon}>
                  {icon ? `Icon: ${icon.name}` : 'Choose an icon (PNG, JPEG or WebP)'}
                </FileButton>
              </Grid>
            </Grid>
            <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={save.isPending}>
              {save.isPending ? 'Adding…' : 'Add module'}
            </Button>
          </Box>
        </Section>
      ) : null}
      <ModuleFlagsTable
        levels={['accessToUgc', 'accessToUni', 'accessToCollege']}
        title="Modules and who they are open to"
      />
    </Page>
  );
}

export function UgcModulesPage() {
  return (
    <Page title="Assign Permission (UGC)">
      <ModuleFlagsTable levels={['accessToUgc']} title="Modules open to the grants body" />
    </Page>
  );
}

export function UniversityModulesPage() {
  return (
    <Page title="Assign Permission (University)">
      <ModuleFlagsTable levels={['accessToUni']} title="Modules open to universities" />
    </Page>
  );
}

// ---- Granting modules to staff users ------------------------------------------------------

interface Grantee {
  userId: number;
  fullName: string;
  email: string;
  role: Role;
}

function GranteePicker({ grantees, loading }: { grantees: readonly Grantee[]; loading: boolean }) {
  const [chosen, setChosen] = useState<number>();
  const grantee = grantees.find((candidate) => candidate.userId === chosen);
  return (
    <Stack spacing={3}>
      <TextField
        select
        label="User"
        value={chosen ?? ''}
        onChange={(event) => setChosen(Number(event.target.value) || undefined)}
        sx={{ maxWidth: 480 }}
        disabled={loading}
        helperText={loading ? 'Loading users…' : grantees.length === 0 ? 'No staff user yet' : undefined}
      >
        {grantees.map((candidate) => (
          <MenuItem key={candidate.userId} value={candidate.userId}>
            {candidate.fullName} ({candidate.email})
          </MenuItem>
        ))}
      </TextField>
      {grantee ? (
        <ModulePermissions
          key={grantee.userId}
          userId={grantee.userId}
          name={grantee.fullName}
          editable={hasGrantedModules(grantee.role)}
        />
      ) : null}
    </Stack>
  );
}

/** assign-permission-campus (api-contract 5.1): the campus's employees with logins, and their modules. */
export function CampusPermissionPage() {
  const employees = useMigratedEmployees();
  const grantees = (employees.data ?? []).map((employee) => ({
    userId: employee.userId,
    fullName: employee.fullName,
    email: employee.email,
    role: employee.role as Role,
  }));
  return (
    <Page title="Assign Permission (Campus)">
      <Section title="Modules of a staff user">
        {employees.error ? (
          <Alert severity="error">{serverMessage(employees.error, 'The staff users could not be loaded')}</Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Staff become users with “Role” on the staff lists. A campus user may use only the modules ticked here.
        </Typography>
        <GranteePicker grantees={grantees} loading={employees.isPending} />
      </Section>
    </Page>
  );
}

/** assign-permission: any staff user in the administrator's scope whose modules are granted. */
export function AssignPermissionPage() {
  const users = useUserPage(
    { ...FIRST_PAGE, pageSize: 100, sortBy: 'name' },
    { role: 'CollegeUser', status: 'active' },
  );
  const grantees = (users.data?.data ?? []).map((user) => ({
    userId: user.id,
    fullName: `${user.fullName} – ${user.institutionName}`,
    email: user.email,
    role: user.role,
  }));
  return (
    <Page title="Assign Permission">
      <Section title="Modules of a staff user">
        <GranteePicker grantees={grantees} loading={users.isPending} />
      </Section>
    </Page>
  );
}

/** ugc-employee-user: the grants body's employees who have logins. */
export function UgcEmployeeUserPage() {
  const employees = useMigratedEmployees();
  const ugc = (employees.data ?? []).filter((employee) => ['SuperAdmin', 'Admin', 'UgcAdmin'].includes(employee.role));
  return (
    <Page title="UGC Employee Users">
      <Section>
        <DataTable
          label="UGC employee users"
          columns={[
            { id: 'fullName', header: 'Full Name', value: (row) => row.fullName },
            { id: 'email', header: 'Email', value: (row) => row.email },
            { id: 'role', header: 'Role', value: (row) => ROLE_LABELS[row.role as Role] ?? row.role },
            { id: 'status', header: 'Status', value: (row) => (row.status === 'active' ? 'Active' : 'Disabled') },
          ]}
          rows={ugc}
          loading={employees.isPending}
          error={employees.error ? serverMessage(employees.error, 'The users could not be loaded') : undefined}
          emptyText="No UGC employee has a login yet. Use “Role” on the UGC employee list."
        />
      </Section>
    </Page>
  );
}
