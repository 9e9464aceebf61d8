/**
 * Identity cards and the printed registration form (api-contract 6 and 8.1). Every card and
 * form is drawn by the server's PDF layer; these screens choose students, set validity and
 * download the PDFs (fetched with the session's token).
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Link as RouterLink, useParams } from 'react-router';
import { CARD_DESIGN_LABELS, CARD_DESIGNS, can, type CardDesign } from '@hemis/contracts';
import { DataTable } from '../../../components/data-table.tsx';
import { PdfPreview } from '../../../components/pdf-preview.tsx';
import { bsToAdText } from '../../../components/form/index.ts';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import {
  downloadBatch,
  downloadStudentCard,
  useCardBatches,
  useCardStudents,
  useIssueCards,
  type CardStudent,
} from '../api/id-cards.ts';

const period = (student: CardStudent) =>
  student.semester ? `${student.semester} Semester` : student.year ? `${student.year} Year` : '';

function DesignChoice({ value, onChange }: { value: CardDesign; onChange: (design: CardDesign) => void }) {
  return (
    <TextField
      select
      size="small"
      label="Design"
      value={value}
      onChange={(event) => onChange(event.target.value as CardDesign)}
      sx={{ minWidth: 140 }}
    >
      {CARD_DESIGNS.map((design) => (
        <MenuItem key={design} value={design}>
          {CARD_DESIGN_LABELS[design]}
        </MenuItem>
      ))}
    </TextField>
  );
}

function useDownload() {
  const toast = useToast();
  return (work: Promise<void>) =>
    work.catch((error: unknown) => toast.error(serverMessage(error, 'Could not download the PDF.')));
}

/** /student-management/identity-card-home */
export function IdCardHomePage() {
  const links = [
    ['Generate cards for students', '/student-management/student-list-for-id'],
    ['Students and their cards', '/student-management/all-student-cards'],
    ['Generated card batches', '/student-management/generated-id-cards'],
  ] as const;
  return (
    <Page title="Identity Card">
      <Section>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {links.map(([label, to]) => (
            <Button key={to} variant="outlined" component={RouterLink} to={to}>
              {label}
            </Button>
          ))}
        </Stack>
      </Section>
    </Page>
  );
}

function ValidityDialog({
  open,
  onClose,
  onIssue,
  busy,
}: {
  open: boolean;
  onClose: () => void;
  onIssue: (dates: { issueDateNep: string; validityDateNep: string; validityDateEng: string }) => void;
  busy: boolean;
}) {
  const [issueDateNep, setIssue] = useState('');
  const [validityDateNep, setValidity] = useState('');
  const validityDateEng = bsToAdText(validityDateNep);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="validity-title">
      <DialogTitle id="validity-title">Add Validity Date</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Issue Date (BS)"
            placeholder="YYYY-MM-DD"
            value={issueDateNep}
            onChange={(event) => setIssue(event.target.value)}
          />
          <TextField
            label="Valid Upto (BS)"
            placeholder="YYYY-MM-DD"
            value={validityDateNep}
            onChange={(event) => setValidity(event.target.value)}
            helperText={validityDateEng ? `A.D. ${validityDateEng}` : 'A B.S. date such as 2085-03-31'}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={busy || !bsToAdText(issueDateNep) || !validityDateEng}
          onClick={() => onIssue({ issueDateNep, validityDateNep, validityDateEng })}
        >
          Generate cards
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /student-management/student-list-for-id: choose a program's students and issue their cards. */
export function StudentListForIdPage() {
  const toast = useToast();
  const programs = useCollegePrograms();
  const [programId, setProgramId] = useState<number | ''>('');
  const [search, setSearch] = useState('');
  const students = useCardStudents(programId, 1, search);
  const [chosen, setChosen] = useState<Set<number>>(new Set());
  const [dialog, setDialog] = useState(false);
  const issue = useIssueCards();
  const writer = can(useRole(), 'id-card:write');
  const toggle = (id: number) =>
    setChosen((current) => new Set(current.has(id) ? [...current].filter((other) => other !== id) : [...current, id]));
  const submit = async (dates: { issueDateNep: string; validityDateNep: string; validityDateEng: string }) => {
    if (!programId) return;
    try {
      const batch = await issue.mutateAsync({ programMgmtId: programId, studentIds: [...chosen], ...dates });
      toast.success(`${batch.count} cards generated (batch ${batch.batchNo})`);
      setChosen(new Set());
      setDialog(false);
    } catch (error) {
      toast.error(serverMessage(error, 'Could not generate the cards.'));
    }
  };
  return (
    <Page title="Student List for Identity Cards">
      <Section>
        <DataTable
          label="Students"
          rows={programId ? students.data?.students : []}
          loading={Boolean(programId) && students.isFetching}
          error={students.error ? serverMessage(students.error, 'Could not load the students.') : undefined}
          emptyText={programId ? 'No verified students in this program.' : 'Choose a program.'}
          columns={[
            {
              id: 'choose',
              header: 'Choose',
              value: (row) => (chosen.has(row.id) ? 1 : 0),
              render: (row) => (
                <Checkbox
                  checked={chosen.has(row.id)}
                  onChange={() => toggle(row.id)}
                  slotProps={{ input: { 'aria-label': `Choose ${row.fullName}` } }}
                />
              ),
            },
            { id: 'name', header: 'Full Name', value: (row) => row.fullName },
            { id: 'batch', header: 'Batch', value: (row) => row.batchNepali },
            { id: 'period', header: 'Semester/Year', value: period },
            { id: 'program', header: 'Program', value: (row) => row.programName },
            { id: 'valid', header: 'Valid Upto (B.S.)', value: (row) => row.validDateNep },
          ]}
          toolbar={
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                size="small"
                label="Program"
                value={programId}
                onChange={(event) => setProgramId(Number(event.target.value) || '')}
                sx={{ minWidth: 220 }}
              >
                {(programs.data ?? []).map((program) => (
                  <MenuItem key={program.id} value={program.id}>
                    {program.programName}
                  </MenuItem>
                ))}
              </TextField>
              <TextField size="small" label="Name" value={search} onChange={(event) => setSearch(event.target.value)} />
              {writer ? (
                <Button variant="contained" disabled={chosen.size === 0} onClick={() => setDialog(true)}>
                  Add Validity Date ({chosen.size})
                </Button>
              ) : undefined}
            </Stack>
          }
        />
      </Section>
      <ValidityDialog
        open={dialog}
        onClose={() => setDialog(false)}
        onIssue={(dates) => void submit(dates)}
        busy={issue.isPending}
      />
    </Page>
  );
}

/** /student-management/all-student-cards: students with their card's validity, each card downloadable. */
export function AllStudentCardsPage() {
  const [search, setSearch] = useState('');
  const students = useCardStudents('', 1, search);
  const download = useDownload();
  return (
    <Page title="Students and their Identity Cards">
      <Section>
        <DataTable
          label="Student cards"
          rows={students.data?.students}
          loading={students.isFetching}
          error={students.error ? serverMessage(students.error, 'Could not load the students.') : undefined}
          columns={[
            { id: 'name', header: 'Full Name', value: (row) => row.fullName },
            { id: 'program', header: 'Program', value: (row) => row.programName },
            { id: 'period', header: 'Semester/Year', value: period },
            { id: 'valid', header: 'Valid Upto (B.S.)', value: (row) => row.validDateNep ?? 'No card' },
          ]}
          rowActions={(row) =>
            row.validDateNep ? (
              <Button
                size="small"
                variant="outlined"
                onClick={() => void download(downloadStudentCard(row.id, 'landscape'))}
                aria-label={`Download the card of ${row.fullName}`}
              >
                Download card
              </Button>
            ) : null
          }
          toolbar={
            <TextField size="small" label="Name" value={search} onChange={(event) => setSearch(event.target.value)} />
          }
        />
      </Section>
    </Page>
  );
}

/** /student-management/generated-id-cards and /generated-id-cards/:id: the batches, each downloadable in either design. */
export function GeneratedCardsPage() {
  const batchNo = Number(useParams().id) || undefined;
  const batches = useCardBatches();
  const [design, setDesign] = useState<CardDesign>('landscape');
  const download = useDownload();
  const rows = batchNo ? batches.data?.filter((batch) => batch.batchNo === batchNo) : batches.data;
  return (
    <Page title={batchNo ? `Identity Cards of batch ${batchNo}` : 'Generated Identity Cards'}>
      <Section>
        <DataTable
          label="Card batches"
          rows={rows}
          loading={batches.isPending}
          error={batches.error ? serverMessage(batches.error, 'Could not load the batches.') : undefined}
          rowKey={(row) => row.batchNo}
          emptyText="No cards generated yet."
          columns={[
            { id: 'batchNo', header: 'Generation Id No.', value: (row) => row.batchNo },
            { id: 'valid', header: 'Validity Date (B.S.)', value: (row) => row.validityDateNep },
            { id: 'batch', header: 'Batch', value: (row) => row.batchName },
            { id: 'level', header: 'Level', value: (row) => row.levelName },
            { id: 'program', header: 'Program', value: (row) => row.programName },
            { id: 'count', header: 'Cards', value: (row) => row.count },
          ]}
          rowActions={(row) => (
            <Button
              size="small"
              variant="outlined"
              onClick={() => void download(downloadBatch(row.batchNo, design))}
              aria-label={`Download batch ${row.batchNo}`}
            >
              Download PDF
            </Button>
          )}
          toolbar={<DesignChoice value={design} onChange={setDesign} />}
        />
      </Section>
    </Page>
  );
}

/** /student-management/student-card/:studentId: one student's current card, previewed before it is saved. */
export function StudentCardPage() {
  const studentId = Number(useParams().studentId);
  const [design, setDesign] = useState<CardDesign>('landscape');
  return (
    <Page title="Student Identity Card">
      <Section>
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <DesignChoice value={design} onChange={setDesign} />
          <PdfPreview
            path={`Student/${studentId}/IdCard/pdf`}
            query={{ design }}
            fileName={`id-card-${studentId}.pdf`}
            title="Identity card preview"
            height={360}
          />
        </Stack>
      </Section>
    </Page>
  );
}

/** /student-management/registration-form/:studentId: the form, previewed; Download saves the form shown. */
export function RegistrationFormPage() {
  const studentId = Number(useParams().studentId);
  return (
    <Page title="Application form for the Registration">
      <Section>
        <Alert severity="info" sx={{ mb: 2 }}>
          The form is printed by the server with a verification code; printing it again replaces the earlier form’s
          code.
        </Alert>
        <PdfPreview
          path={`Student/${studentId}/RegistrationForm/pdf`}
          fileName={`registration-form-${studentId}.pdf`}
          title="Registration form preview"
          height={720}
        />
      </Section>
    </Page>
  );
}
