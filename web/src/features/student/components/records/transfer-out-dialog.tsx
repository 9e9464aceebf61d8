/**
 * "Student Transfer Out" (api-contract 8.1): the student's facts, then where they go (a
 * campus in HEMIS, or one outside it named by hand), the target program, why and when,
 * the fee flags, remarks and the transfer document. Asks once more before sending: the
 * student then leaves the campus's active lists.
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
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StudentListItem } from '@hemis/contracts';
import { FormField } from '../../../../components/form-field.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useUniversityPrograms } from '../../../program/api/get-university-programs.ts';
import {
  useTransferStudentOut,
  useTransferTargetCampuses,
  type TransferOutInput,
} from '../../api/student-transfers.ts';
import { BsDateField } from './bs-date-field.tsx';
import { ConfirmDialog } from '../enrolment/confirm-dialog.tsx';
import { periodLabel } from '../enrolment/student-period.ts';
import {
  checkTransferOut,
  EMPTY_TRANSFER_OUT,
  OTHER_CAMPUS,
  serverErrors,
  toTransferOutInput,
  type TransferOutErrors,
  type TransferOutValues,
} from './transfer-out-form.ts';

export const TRANSFER_OUT_LABELS = {
  title: 'Student Transfer Out',
  targetCampus: 'Transfer to Campus',
  otherCampus: 'Campus not in list (Other Campus)',
  campusName: 'Campus Name',
  targetProgram: 'Target Program',
  reason: 'Transfer Reason',
  date: 'Transfer Date',
  maintainFees: 'Maintain fees',
  clearDues: 'Clear dues',
  remarks: 'Remarks',
  document: 'Transfer Document',
} as const;

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

export function TransferOutDialog({ student, onClose }: { student: StudentListItem; onClose: () => void }) {
  const toast = useToast();
  const transfer = useTransferStudentOut();
  const campuses = useTransferTargetCampuses();
  const [values, setValues] = useState<TransferOutValues>(EMPTY_TRANSFER_OUT);
  const [errors, setErrors] = useState<TransferOutErrors>({});
  const [confirming, setConfirming] = useState<TransferOutInput>();

  // Campuses in HEMIS other than the student's own.
  const targets = (campuses.data ?? []).filter((campus) => campus.id !== student.campusId);
  const target = targets.find((campus) => String(campus.id) === values.targetCampus);
  // The target program is one of the receiving university's (the student's own for another campus).
  const programs = useUniversityPrograms(target?.universityId ?? 0, values.targetCampus !== '');
  const set = <K extends keyof TransferOutValues>(name: K, value: TransferOutValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const review = () => {
    const input = toTransferOutInput(student, values);
    const found = checkTransferOut(input, values);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setConfirming(input);
  };

  const send = async (input: TransferOutInput) => {
    try {
      await transfer.mutateAsync(input);
      toast.success(`${student.fullName} was transferred out`);
      onClose();
    } catch (error) {
      setConfirming(undefined);
      setErrors(serverErrors(error));
      toast.error(serverMessage(error, 'The transfer could not be saved'));
    }
  };

  const destination =
    values.targetCampus === OTHER_CAMPUS ? values.campusName.trim() : (target?.campusName ?? values.targetCampus);

  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="transfer-out-title">
        <DialogTitle id="transfer-out-title">{TRANSFER_OUT_LABELS.title}</DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(5, 1fr)' },
              gap: 2,
              mb: 3,
              mt: 1,
            }}
          >
            <Fact label="Full Name" value={student.fullName} />
            <Fact label="Roll No" value={student.rollNoManual ?? '—'} />
            <Fact label="Current Program" value={student.programName} />
            <Fact label="Semester/Year" value={periodLabel(student)} />
            <Fact label="Admission Year" value={student.admissionYear} />
          </Box>
          {campuses.error ? <Alert severity="error">Could not load the campuses.</Alert> : undefined}
          <Stack spacing={2}>
            <FormField
              select
              required
              label={TRANSFER_OUT_LABELS.targetCampus}
              value={values.targetCampus}
              error={errors.targetCampus}
              onChange={(event) => {
                set('targetCampus', event.target.value);
                set('targetProgramId', '');
              }}
            >
              {targets.map((campus) => (
                <MenuItem key={campus.id} value={String(campus.id)}>
                  {campus.campusName}
                </MenuItem>
              ))}
              <MenuItem value={OTHER_CAMPUS}>{TRANSFER_OUT_LABELS.otherCampus}</MenuItem>
            </FormField>
            {values.targetCampus === OTHER_CAMPUS ? (
              <FormField
                required
                label={TRANSFER_OUT_LABELS.campusName}
                value={values.campusName}
                error={errors.campusName}
                onChange={(event) => set('campusName', event.target.value)}
              />
            ) : undefined}
            <FormField
              select
              label={TRANSFER_OUT_LABELS.targetProgram}
              value={values.targetProgramId}
              error={errors.targetProgramId}
              disabled={!values.targetCampus}
              onChange={(event) => set('targetProgramId', event.target.value)}
            >
              <MenuItem value="">Not chosen</MenuItem>
              {(programs.data ?? []).map((program) => (
                <MenuItem key={program.id} value={String(program.id)}>
                  {program.programName}
                </MenuItem>
              ))}
            </FormField>
            <FormField
              required
              label={TRANSFER_OUT_LABELS.reason}
              value={values.transferReason}
              error={errors.transferReason}
              onChange={(event) => set('transferReason', event.target.value)}
            />
            <BsDateField
              label={TRANSFER_OUT_LABELS.date}
              required
              value={values.transferDate}
              error={errors.transferDate}
              onChange={(day) => set('transferDate', day)}
            />
            <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={values.maintainFees}
                    onChange={(event) => set('maintainFees', event.target.checked)}
                  />
                }
                label={TRANSFER_OUT_LABELS.maintainFees}
              />
              <FormControlLabel
                control={
                  <Checkbox checked={values.clearDues} onChange={(event) => set('clearDues', event.target.checked)} />
                }
                label={TRANSFER_OUT_LABELS.clearDues}
              />
            </Box>
            <FormField
              multiline
              minRows={2}
              label={TRANSFER_OUT_LABELS.remarks}
              value={values.remarks}
              error={errors.remarks}
              onChange={(event) => set('remarks', event.target.value)}
            />
            <FormField
              type="file"
              label={TRANSFER_OUT_LABELS.document}
              error={errors.transferDocument}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { accept: 'image/*,application/pdf' } }}
              onChange={(event) => set('transferDocument', (event.target as HTMLInputElement).files?.[0])}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="contained" onClick={review}>
            Transfer
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={confirming !== undefined}
        title="Confirm the transfer"
        confirmLabel="Yes, transfer"
        busy={transfer.isPending}
        onClose={() => setConfirming(undefined)}
        onConfirm={() => confirming && void send(confirming)}
      >
        Transfer {student.fullName} to {destination}? The student leaves this campus&apos;s active lists.
      </ConfirmDialog>
    </>
  );
}
