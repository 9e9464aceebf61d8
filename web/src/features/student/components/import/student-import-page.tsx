/**
 * The students' bulk import (/inload-form): choose the program (and, above a campus, the
 * campus), download the template, upload a filled .xlsx or .csv, watch every row being
 * checked, read the counts and each bad row's problem, then insert the good rows after a
 * confirmation and watch them being written. Nothing is written before Insert.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  can,
  isBatchBusy,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_MESSAGES,
  STUDENT_IMPORT_REQUIRED_COLUMNS,
  type Role,
  type StudentImportBatch,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { FormField } from '../../../../components/form-field.tsx';
import { BulkImportPage, useSpreadsheetChoice } from '../../../../components/bulk-import-page.tsx';
import {
  ImportProblemsTable,
  ImportProgress,
  spreadsheetProblem,
  type SpreadsheetRules,
} from '../../../../components/import-job.tsx';
import { Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { fieldErrorsOf } from '../../../../lib/api-client.ts';
import { useRole } from '../../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../../campus/api/get-campus-options.ts';
import { useStudentImportBatch } from '../../api/student-import-batch.ts';
import { useInsertStudentBatch } from '../../api/student-import-insert.ts';
import { useProgramsOfCampus } from '../../api/student-import-programs.ts';
import { downloadStudentTemplate } from '../../api/student-import-template.ts';
import { useUploadStudents } from '../../api/student-import-upload.ts';

const TITLE = 'Bulk Import of Students';
/** The picker offers .xls too: the server then explains how to save it as .xlsx. */
const ACCEPTED_EXTENSIONS = ['xlsx', 'xls', 'csv'];

/** Campus staff import into their own campus; everyone above a campus names one. */
const importsForOwnCampus = (role: Role | undefined) => role === 'CollegeAdmin' || role === 'CollegeUser';

const FILE_RULES: SpreadsheetRules = {
  extensions: ACCEPTED_EXTENSIONS,
  maxBytes: STUDENT_IMPORT_MAX_BYTES,
  wrongType: STUDENT_IMPORT_MESSAGES.fileRequired,
};

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

function BatchSummary({ batch }: { batch: StudentImportBatch }) {
  if (batch.state === 'failed') {
    return <Alert severity="error">{batch.job?.message ?? STUDENT_IMPORT_MESSAGES.validationFailed}</Alert>;
  }
  const counts = `Batch ${batch.batchNo} (${batch.fileName}, ${batch.programName}): ${plural(batch.totalRows, 'row')}, ${plural(
    batch.goodRows,
    'good row',
  )}, ${plural(batch.badRows, 'row')} with problems.`;
  return (
    <Stack spacing={2}>
      <Alert severity={batch.badRows > 0 ? 'warning' : 'success'}>{counts}</Alert>
      {batch.state === 'inserted' ? (
        <Alert severity="success">
          {STUDENT_IMPORT_MESSAGES.inserted}: {plural(batch.insertedRows, 'student')} added to the campus. They wait in
          the verification list.
        </Alert>
      ) : undefined}
      {batch.job?.status === 'failed' && batch.state === 'validated' ? (
        <Alert severity="error">{batch.job.message ?? STUDENT_IMPORT_MESSAGES.jobFailed}</Alert>
      ) : undefined}
      {batch.problems.length > 0 ? (
        <>
          <Typography variant="body2">
            {batch.problemCount > batch.problems.length
              ? `The first ${batch.problems.length} of ${batch.problemCount} problems:`
              : `${plural(batch.problemCount, 'problem')}:`}{' '}
            rows with problems are not inserted; fix them in the file and upload it again.
          </Typography>
          <ImportProblemsTable problems={batch.problems} />
        </>
      ) : undefined}
    </Stack>
  );
}

export function StudentImportPage() {
  const role = useRole();
  const ownCampus = importsForOwnCampus(role);
  const [campusId, setCampusId] = useState<number | undefined>();
  const [programId, setProgramId] = useState<number | undefined>();
  const choice = useSpreadsheetChoice((file) => spreadsheetProblem(file, FILE_RULES));
  const [batchNo, setBatchNo] = useState<number | undefined>();
  const [confirming, setConfirming] = useState(false);
  const allowed = can(role, 'student:import');
  const campuses = useCampusOptions(allowed && !ownCampus);
  const programs = useProgramsOfCampus(
    ownCampus ? undefined : campusId,
    allowed && (ownCampus || campusId !== undefined),
  );
  const upload = useUploadStudents();
  const insert = useInsertStudentBatch();
  const batch = useStudentImportBatch(batchNo);
  const busy = upload.isPending || insert.isPending || (batch.data ? isBatchBusy(batch.data) : batchNo !== undefined);
  const placeChosen = programId !== undefined && (ownCampus || campusId !== undefined);
  const place = { programId, campusId: ownCampus ? undefined : campusId };

  const send = async (file: File) => {
    if (programId === undefined) return;
    setBatchNo(undefined);
    try {
      setBatchNo(await upload.mutateAsync({ ...place, programId, file }));
    } catch (error) {
      choice.setProblem(fieldErrorsOf(error).fileInLoad ?? serverMessage(error, 'The file could not be sent.'));
    }
  };

  return (
    <BulkImportPage
      title={TITLE}
      allowed={allowed}
      notAllowed="Only the staff who keep a campus's student register import students."
      before={
        <Section title="Program">
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {ownCampus ? undefined : (
              <FormField
                select
                label="Campus"
                required
                value={campusId ?? ''}
                onChange={(event) => {
                  setCampusId(Number(event.target.value) || undefined);
                  setProgramId(undefined);
                }}
              >
                {(campuses.data ?? []).map((campus) => (
                  <MenuItem key={campus.id} value={campus.id}>
                    {campus.campusName}
                  </MenuItem>
                ))}
              </FormField>
            )}
            <FormField
              select
              label="Program"
              required
              disabled={!ownCampus && campusId === undefined}
              value={programId ?? ''}
              onChange={(event) => setProgramId(Number(event.target.value) || undefined)}
            >
              {(programs.data ?? []).map((program) => (
                <MenuItem key={program.id} value={program.id}>
                  {program.programName}
                </MenuItem>
              ))}
            </FormField>
          </Stack>
        </Section>
      }
      templateText={
        <Typography variant="body2">
          One row per student, one column per field of the registration form; the second sheet lists the values the
          columns accept (with the program chosen, its majors). Columns every file needs:{' '}
          {STUDENT_IMPORT_REQUIRED_COLUMNS.join(', ')}. At most {STUDENT_IMPORT_MAX_ROWS.toLocaleString('en')} rows in
          .xlsx or .csv.
        </Typography>
      }
      templates={[{ label: 'Download template (.xlsx)', download: () => downloadStudentTemplate(place) }]}
      uploadLabel="Students file"
      uploadText="Every row is checked first; nothing is written until you insert the good rows."
      choice={choice}
      extensions={ACCEPTED_EXTENSIONS}
      onChoose={() => setBatchNo(undefined)}
      fileRequired={STUDENT_IMPORT_MESSAGES.fileRequired}
      onUpload={(file) => void send(file)}
      busy={busy}
      notReady={placeChosen ? undefined : `Choose the program${ownCampus ? '' : ' and its campus'} first.`}
      submitText={upload.isPending ? 'Uploading…' : 'Upload and check'}
    >
      {batchNo !== undefined || upload.isPending ? (
        <Section title="Batch">
          <Stack spacing={2}>
            {upload.isPending || (batchNo !== undefined && !batch.data) ? (
              <LinearProgress aria-label="Sending the file" />
            ) : undefined}
            {batch.data?.job && isBatchBusy(batch.data) ? <ImportProgress job={batch.data.job} /> : undefined}
            {batch.error ? (
              <Alert severity="error">{serverMessage(batch.error, 'Could not follow the import.')}</Alert>
            ) : undefined}
            {batch.data && !isBatchBusy(batch.data) ? <BatchSummary batch={batch.data} /> : undefined}
            {batch.data?.state === 'validated' && batch.data.goodRows > 0 && !isBatchBusy(batch.data) ? (
              <Box>
                <Button variant="contained" onClick={() => setConfirming(true)} disabled={insert.isPending}>
                  Insert {plural(batch.data.goodRows, 'good row')}
                </Button>
              </Box>
            ) : undefined}
            {insert.error ? (
              <Alert severity="error">{serverMessage(insert.error, 'The rows could not be inserted.')}</Alert>
            ) : undefined}
          </Stack>
        </Section>
      ) : undefined}
      <ConfirmDialog
        open={confirming}
        title={`Insert ${plural(batch.data?.goodRows ?? 0, 'student')}?`}
        confirmLabel="Insert now"
        onConfirm={() => {
          setConfirming(false);
          if (batchNo !== undefined) insert.mutate(batchNo);
        }}
        onClose={() => setConfirming(false)}
      >
        The good rows of batch {batchNo} are written as students of the campus, all at once; rows with problems are left
        out. Inserting the same batch again adds nothing.
      </ConfirmDialog>
    </BulkImportPage>
  );
}

export default StudentImportPage;
