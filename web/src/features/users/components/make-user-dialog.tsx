/**
 * "Make User" (the Role action of the staff lists, api-contract 8.2): gives an employee a
 * login, or updates it, with the names, phone and status shown here. The employee chooses a
 * password from the emailed link; a campus's staff then hold only the modules granted to
 * them (assign-permission-campus).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import type { EmployeeListItem } from '@hemis/contracts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useMakeUser } from '../api/users.ts';

export function MakeUserDialog({ employee, onClose }: { employee: EmployeeListItem; onClose: () => void }) {
  const toast = useToast();
  const makeUser = useMakeUser();
  const [names, setNames] = useState({
    firstName: employee.firstName,
    middleName: employee.middleName ?? '',
    lastName: employee.lastName,
    phoneNumber: employee.phoneNumber ?? employee.workPhone ?? '',
  });
  const [status, setStatus] = useState<'Active' | 'Inactive'>('Active');
  const [error, setError] = useState<string>();
  const email = employee.email ?? employee.workEmail;

  const submit = () => {
    setError(undefined);
    makeUser.mutate(
      {
        employeeId: employee.id,
        employeeStatus: status,
        ...names,
        type: employee.positionType,
      },
      {
        onSuccess: (answer) => {
          toast.success(answer);
          onClose();
        },
        onError: (failure) => setError(serverMessage(failure, 'The login could not be made')),
      },
    );
  };

  const field = (name: keyof typeof names, label: string) => (
    <TextField
      label={label}
      fullWidth
      value={names[name]}
      onChange={(event) => setNames({ ...names, [name]: event.target.value })}
    />
  );

  return (
    <Dialog
      open
      onClose={makeUser.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="make-user-title"
    >
      <DialogTitle id="make-user-title">{employee.user ? 'Update user' : 'Make user'}</DialogTitle>
      <DialogContent>
        {error ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        ) : null}
        {!email ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            This employee has no email: add one to their record first.
          </Alert>
        ) : null}
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          <Grid size={{ xs: 12, sm: 4 }}>{field('firstName', 'First Name')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{field('middleName', 'Middle Name')}</Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{field('lastName', 'Last Name')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{field('phoneNumber', 'Phone')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField label="Email" fullWidth value={email ?? ''} slotProps={{ input: { readOnly: true } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Position"
              fullWidth
              value={employee.postName ?? employee.position ?? ''}
              slotProps={{ input: { readOnly: true } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RadioGroup
              row
              aria-label="Employee Status"
              value={status}
              onChange={(event) => setStatus(event.target.value as 'Active' | 'Inactive')}
            >
              <FormControlLabel value="Active" control={<Radio />} label="Active" />
              <FormControlLabel value="Inactive" control={<Radio />} label="Inactive" />
            </RadioGroup>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={makeUser.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={makeUser.isPending || !email}>
          {makeUser.isPending ? 'Saving…' : employee.user ? 'Update user' : 'Make user'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
