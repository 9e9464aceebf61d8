/**
 * The dropout dialog (api-contract 8.1): the student's name, roll no, email, program,
 * semester/year and batch, with the reason, the date of entry (BS with its AD day) and
 * remarks. The student then leaves the active lists until the dropout is reverted.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DropoutBodySchema, can } from '@hemis/contracts';
import {
  applyServerErrors,
  BsDateInput,
  SchemaForm,
  TextInput,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useRecordDropout } from '../api/dropouts.ts';
import { StudentFact } from '../../student/components/enrolment/student-details.tsx';

/** What the dialog shows of the student; the student lists' rows carry it. */
export interface DropoutCandidate {
  id: number;
  fullName: string;
  rollNoManual: string | null;
  email: string | null;
  programName: string;
  period: string;
  admissionYear: string;
}

export function DropoutDialog({ student, onClose }: { student: DropoutCandidate; onClose: () => void }) {
  const toast = useToast();
  const record = useRecordDropout();
  const form = useSchemaForm(DropoutBodySchema, {
    defaultValues: { studentId: String(student.id), reason: '', dateOfEntry: '', dateOfEntryBs: '', remarks: '' },
  });
  return (
    <Dialog
      open
      onClose={record.isPending ? undefined : onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="dropout-title"
    >
      <DialogTitle id="dropout-title">Dropout of {student.fullName}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' }, gap: 2, my: 2 }}>
          <StudentFact label="Student Name" value={student.fullName} />
          <StudentFact label="Roll No" value={student.rollNoManual} />
          <StudentFact label="Email" value={student.email} />
          <StudentFact label="Program" value={student.programName} />
          <StudentFact label="Semester/Year" value={student.period} />
          <StudentFact label="Batch" value={student.admissionYear} />
        </Box>
        <SchemaForm
          form={form}
          id="dropout-form"
          label="Dropout"
          onSubmit={(body) =>
            record.mutate(
              {
                studentId: body.studentId,
                reason: body.reason,
                dateOfEntry: body.dateOfEntry.ad,
                remarks: body.remarks,
              },
              {
                onSuccess: () => {
                  toast.success(`${student.fullName} was recorded as dropped out`);
                  onClose();
                },
                onError: (error) => {
                  applyServerErrors(form, error);
                  toast.error(serverMessage(error, 'The dropout could not be saved'));
                },
              },
            )
          }
        >
          <Stack spacing={2}>
            <TextInput name="reason" label="Reason" required multiline minRows={2} />
            <BsDateInput name="dateOfEntryBs" adName="dateOfEntry" label="Date of Entry" required />
            <TextInput name="remarks" label="Remarks" multiline minRows={2} />
          </Stack>
        </SchemaForm>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={record.isPending}>
          Cancel
        </Button>
        <Button type="submit" form="dropout-form" variant="contained" color="warning" disabled={record.isPending}>
          {record.isPending ? 'Saving…' : 'Record dropout'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The per-row Dropout button of the student lists (this page and the upgrade screen). */
export function DropoutButton({ name, onClick }: { name: string; onClick: () => void }) {
  const role = useRole();
  return can(role, 'dropout:write') ? (
    <Button size="small" variant="outlined" color="warning" onClick={onClick} aria-label={`Dropout ${name}`}>
      Dropout
    </Button>
  ) : null;
}
