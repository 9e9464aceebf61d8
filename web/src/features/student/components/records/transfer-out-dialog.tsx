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
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { StudentTransferBodySchema, type StudentListItem } from '@hemis/contracts';
import { useWatch } from 'react-hook-form';
import {
  applyServerErrors,
  BsDateInput,
  CheckboxInput,
  FileInput,
  SchemaForm,
  SelectInput,
  TextInput,
  useSchemaForm,
} from '../../../../components/form/index.ts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useUniversityPrograms } from '../../../program/api/get-university-programs.ts';
import {
  useTransferStudentOut,
  useTransferTargetCampuses,
  type TransferOutInput,
} from '../../api/student-transfers.ts';
import { periodLabel } from '../enrolment/student-period.ts';
import {
  emptyTransferOut,
  OTHER_CAMPUS,
  toTransferOutInput,
  transferOutRules,
  type TransferOutOutput,
  type TransferOutValues,
} from './transfer-out-form.ts';
import { StudentFact } from '../enrolment/student-details.tsx';

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

export function TransferOutDialog({ student, onClose }: { student: StudentListItem; onClose: () => void }) {
  const toast = useToast();
  const transfer = useTransferStudentOut();
  const campuses = useTransferTargetCampuses();
  const form = useSchemaForm(StudentTransferBodySchema, {
    defaultValues: emptyTransferOut(student),
    rules: transferOutRules,
  });
  const [confirming, setConfirming] = useState<TransferOutInput>();
  const [targetCampusId, campusName] = useWatch({
    control: form.control,
    name: ['targetCampusId', 'campusName'],
  }) as [TransferOutValues['targetCampusId'], TransferOutValues['campusName']];

  // Campuses in HEMIS other than the student's own.
  const targets = (campuses.data ?? []).filter((campus) => campus.id !== student.campusId);
  const target = targets.find((campus) => String(campus.id) === targetCampusId);
  // The target program is one of the receiving university's (the student's own for another campus).
  const programs = useUniversityPrograms(target?.universityId ?? 0, targetCampusId !== '');

  const review = (output: TransferOutOutput) => setConfirming(toTransferOutInput(student, output));

  const send = async (input: TransferOutInput) => {
    try {
      await transfer.mutateAsync(input);
      toast.success(`${student.fullName} was transferred out`);
      onClose();
    } catch (error) {
      setConfirming(undefined);
      applyServerErrors(form, error);
      toast.error(serverMessage(error, 'The transfer could not be saved'));
    }
  };

  const destination = targetCampusId === OTHER_CAMPUS ? campusName.trim() : (target?.campusName ?? targetCampusId);

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
            <StudentFact label="Full Name" value={student.fullName} />
            <StudentFact label="Roll No" value={student.rollNoManual} />
            <StudentFact label="Current Program" value={student.programName} />
            <StudentFact label="Semester/Year" value={periodLabel(student)} />
            <StudentFact label="Admission Year" value={student.admissionYear} />
          </Box>
          {campuses.error ? <Alert severity="error">Could not load the campuses.</Alert> : undefined}
          <SchemaForm form={form} id="transfer-out-form" label={TRANSFER_OUT_LABELS.title} onSubmit={review}>
            <Stack spacing={2}>
              <SelectInput
                name="targetCampusId"
                required
                label={TRANSFER_OUT_LABELS.targetCampus}
                options={[
                  ...targets.map((campus) => ({ value: String(campus.id), label: campus.campusName })),
                  { value: OTHER_CAMPUS, label: TRANSFER_OUT_LABELS.otherCampus },
                ]}
                // Another campus runs other programs, and only a campus outside HEMIS is named by hand.
                onValueChange={() => {
                  form.setValue('targetProgramId', '');
                  form.setValue('campusName', '');
                }}
              />
              {targetCampusId === OTHER_CAMPUS ? (
                <TextInput name="campusName" required label={TRANSFER_OUT_LABELS.campusName} />
              ) : undefined}
              <SelectInput
                name="targetProgramId"
                label={TRANSFER_OUT_LABELS.targetProgram}
                emptyLabel="Not chosen"
                disabled={!targetCampusId}
                options={(programs.data ?? []).map((program) => ({
                  value: String(program.id),
                  label: program.programName,
                }))}
              />
              <TextInput name="transferReason" required label={TRANSFER_OUT_LABELS.reason} />
              <BsDateInput name="transferDateBs" adName="transferDate" label={TRANSFER_OUT_LABELS.date} required />
              <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
                <CheckboxInput name="maintainFees" label={TRANSFER_OUT_LABELS.maintainFees} />
                <CheckboxInput name="clearDues" label={TRANSFER_OUT_LABELS.clearDues} />
              </Box>
              <TextInput name="remarks" multiline minRows={2} label={TRANSFER_OUT_LABELS.remarks} />
              <Box sx={{ maxWidth: 280 }}>
                <FileInput name="transferDocument" label={TRANSFER_OUT_LABELS.document} kind="image-or-pdf" />
              </Box>
            </Stack>
          </SchemaForm>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" form="transfer-out-form" variant="contained">
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
