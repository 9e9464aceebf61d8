/**
 * The modules a staff user holds, as checkboxes: what User/UserPermissionCollege answers for
 * the user, saved with one entry per module (Employee/assign-permissions-to-employee). Used
 * by the assign-permission screens and the users list's Permissions dialog.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { CheckboxGroup } from '../../../components/checkbox-group.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useAssignPermissions, useUserPermissions } from '../api/users.ts';

export function ModulePermissions({
  userId,
  name,
  editable,
  onSaved,
}: {
  userId: number;
  name: string;
  /** Administrators hold every module by role: theirs are shown, not changed. */
  editable: boolean;
  onSaved?: () => void;
}) {
  const toast = useToast();
  const permissions = useUserPermissions(userId);
  const save = useAssignPermissions();
  const [checked, setChecked] = useState<number[]>([]);
  useEffect(() => {
    if (permissions.data)
      setChecked(permissions.data.filter((module) => module.isAssigned).map((module) => module.moduleId));
  }, [permissions.data]);

  const submit = () => {
    const modules = permissions.data ?? [];
    save.mutate(
      {
        userId,
        moduleIds: modules.map((module) => ({
          moduleId: module.moduleId,
          isAssigned: checked.includes(module.moduleId),
        })),
      },
      {
        onSuccess: () => {
          toast.success(`Permissions of ${name} saved`);
          onSaved?.();
        },
        onError: (error) => toast.error(serverMessage(error, 'The permissions could not be saved')),
      },
    );
  };

  return (
    <Stack spacing={2}>
      {permissions.error ? (
        <Alert severity="error">{serverMessage(permissions.error, 'The permissions could not be loaded')}</Alert>
      ) : null}
      {!editable ? (
        <Alert severity="info">This user holds every module open to their institution, by their role.</Alert>
      ) : null}
      <CheckboxGroup
        label={`Modules of ${name}`}
        choices={(permissions.data ?? []).map((module) => ({ id: module.moduleId, label: module.displayName }))}
        checked={checked}
        onToggle={(id, on) => setChecked((current) => (on ? [...current, id] : current.filter((item) => item !== id)))}
        emptyText="No module is open to this user's institution."
        loading={permissions.isPending}
        disabled={!editable || save.isPending}
      />
      {editable ? (
        <div>
          <Button variant="contained" onClick={submit} disabled={save.isPending || permissions.isPending}>
            {save.isPending ? 'Saving…' : 'Save permissions'}
          </Button>
        </div>
      ) : null}
    </Stack>
  );
}
