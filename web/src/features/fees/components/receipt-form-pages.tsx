/**
 * Issuing a receipt (api-contract 8.4): the campus's enrolled students to pick from
 * (/receipt-management/students), the receipt form of an enrolled student
 * (/receipt-management/receipt-form/{studentId}) and of another payer, whose batch, program
 * and name are typed in (/receipt-management/student-list-others). The form offers the course
 * fees set up for the student's batch and program (and major) and the campus's general fees,
 * each ticked with an amount that may be changed; the receipt number shown is the next one,
 * which the server takes only when it issues the receipt.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate, useParams } from 'react-router';
import { ACADEMIC_YEARS, can, formatAmount, PROGRAM_TYPES, SEMESTERS, type StudentRecord } from '@hemis/contracts';
import { FileButton } from '../../../components/file-button.tsx';
import { menuItems } from '../../../components/filter-select.tsx';
import { adToBsText, bsToAdText, todayAdText } from '../../../components/form/calendar-text.ts';
import { Page, Section } from '../../../components/page.tsx';
import { RowButton } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { batches } from '../../lookups/api/batches.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { fiscalYearOptions } from '../../lookups/components/fiscal-year-select.tsx';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import { programOptions } from '../../program/program-options.ts';
import { useStudent } from '../../student/api/get-student.ts';
import { EnrolledStudentList } from '../../student/components/student-list-table.tsx';
import { useFeeItems } from '../api/fee-items.ts';
import { useCourseFees } from '../api/fee-types.ts';
import { useGenerateReceipt, useNextReceiptNo } from '../api/receipts.ts';
import {
  amountText,
  feeKey,
  generateReceiptBody,
  receiptFormErrors,
  receiptIssuesByField,
  rupeesOf,
  totalPaisa,
  type FeeChoice,
  type OfferedFee,
  type ReceiptFormErrors,
  type ReceiptFormInput,
} from '../receipt-form.ts';

/** /receipt-management/students (student-list, student-list-enrolled): the enrolled students, each to a receipt. */
export function ReceiptStudentsPage() {
  const mayIssue = can(useRole(), 'receipt:issue');
  return (
    <Page title="Receipt for Enrolled Students">
      <Section>
        <EnrolledStudentList
          action={(row) => (
            <RowButton
              disabled={!mayIssue}
              to={`/receipt-management/receipt-form/${row.id}`}
              label={`Generate a receipt for ${row.fullName}`}
            >
              Generate Receipt
            </RowButton>
          )}
        />
      </Section>
    </Page>
  );
}

/** The payer's facts the form starts from: an enrolled student's, or none for another payer. */
type Payer = Pick<
  ReceiptFormInput,
  'studentId' | 'fullName' | 'programId' | 'batchId' | 'programType' | 'period' | 'rollNo'
> & { majorSubjectId: number | null };

const OTHER_PAYER: Payer = {
  studentId: 0,
  fullName: '',
  programId: '',
  batchId: '',
  programType: '',
  period: '',
  rollNo: '',
  majorSubjectId: null,
};

function payerOf(student: StudentRecord): Payer {
  return {
    studentId: student.id,
    fullName: [student.firstName, student.middleName, student.lastName].filter(Boolean).join(' '),
    programId: String(student.programId),
    batchId: String(student.admissionYearId),
    programType: student.programType,
    period: (student.programType === 'annual' ? student.year : student.semester) ?? '',
    rollNo: student.rollNo ?? '',
    majorSubjectId: student.majorSubjectId,
  };
}

/** The names the request (and so the errors) give the fields the form names otherwise. */
const ERROR_KEY: Partial<Record<string, string>> = { programId: 'programMgmtId', fiscalYearId: 'fiscalYearID' };

const periodOptions = (programType: string) =>
  (programType === 'annual' ? ACADEMIC_YEARS : SEMESTERS).map((value) => ({ value, label: value }));

function Cell({ children, md = 4 }: { children: ReactNode; md?: 3 | 4 | 6 | 12 }) {
  return <Grid size={{ xs: 12, sm: 6, md }}>{children}</Grid>;
}

/** The offered fees of one kind, each a checkbox with its amount and remarks. */
function FeeChoices({
  title,
  fees,
  choices,
  errors,
  loading,
  emptyText,
  onChange,
}: {
  title: string;
  fees: readonly OfferedFee[];
  choices: Readonly<Record<string, FeeChoice>>;
  errors: ReceiptFormErrors;
  loading: boolean;
  emptyText: string;
  onChange: (key: string, choice: FeeChoice) => void;
}) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 1 }}>
        {title}
      </Typography>
      {loading ? <LinearProgress aria-label={`Loading ${title}`} /> : null}
      {!loading && fees.length === 0 ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      <Stack spacing={1}>
        {fees.map((fee) => {
          const key = feeKey(fee);
          const choice = choices[key]!;
          return (
            <Stack key={key} direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
              <FormControlLabel
                sx={{ minWidth: 240 }}
                control={
                  <Checkbox
                    checked={choice.ticked}
                    onChange={(event) => onChange(key, { ...choice, ticked: event.target.checked })}
                  />
                }
                label={fee.name}
              />
              <TextField
                size="small"
                label={`Amount of ${fee.name} (NPR)`}
                value={choice.amount}
                disabled={!choice.ticked}
                inputMode="decimal"
                error={Boolean(errors[key])}
                helperText={errors[key]}
                onChange={(event) => onChange(key, { ...choice, amount: event.target.value })}
              />
              <TextField
                size="small"
                label={`Remarks of ${fee.name}`}
                value={choice.remarks}
                disabled={!choice.ticked}
                onChange={(event) => onChange(key, { ...choice, remarks: event.target.value })}
              />
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}

function ReceiptForm({ payer, other }: { payer: Payer; other: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const years = fiscalYears.useList();
  const batchList = batches.useList();
  const programs = useCollegePrograms();
  const generate = useGenerateReceipt();
  const [values, setValues] = useState(() => ({
    ...payer,
    fiscalYearId: '',
    dateOfPayment: adToBsText(todayAdText()),
    remarks: '',
  }));
  const [application, setApplication] = useState<File | undefined>();
  const [picked, setPicked] = useState<Record<string, FeeChoice>>({});
  const [errors, setErrors] = useState<ReceiptFormErrors>({});
  const set = (changes: Partial<typeof values>) => setValues((current) => ({ ...current, ...changes }));

  // The active fiscal year until another is chosen.
  const activeYear = years.data?.find((year) => year.activeFiscalYear);
  useEffect(() => {
    if (activeYear && !values.fiscalYearId) set({ fiscalYearId: String(activeYear.id) });
  }, [activeYear, values.fiscalYearId]);
  const receiptNo = useNextReceiptNo(values.fiscalYearId);

  const courseFees = useCourseFees(Number(values.batchId) || undefined, Number(values.programId) || undefined);
  const feeItems = useFeeItems();
  const course: OfferedFee[] = (courseFees.data ?? [])
    .filter((fee) => fee.majorSubjectId === null || fee.majorSubjectId === payer.majorSubjectId || other)
    .map((fee) => ({
      kind: 'course',
      id: fee.id,
      name: fee.majorSubjectName ? `${fee.name} (${fee.majorSubjectName})` : fee.name,
      amount: fee.amount,
    }));
  const general: OfferedFee[] = (feeItems.data ?? [])
    .filter((item) => item.feeType === 'generalFee' && item.status)
    .map((item) => ({ kind: 'general', id: item.id, name: item.feeName, amount: item.amount }));
  const offered = [...course, ...general];
  const choices = Object.fromEntries(
    offered.map((fee) => [
      feeKey(fee),
      picked[feeKey(fee)] ?? { ticked: false, amount: amountText(fee.amount), remarks: '' },
    ]),
  );
  const pick = (key: string, choice: FeeChoice) => setPicked((current) => ({ ...current, [key]: choice }));

  const input: ReceiptFormInput = {
    ...values,
    receiptNo: receiptNo.data,
    application,
    offered,
    choices,
  };
  const total = totalPaisa(input);

  const submit = () => {
    const problems = receiptFormErrors(input);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      toast.error('Please correct the marked fields.');
      return;
    }
    generate.mutate(generateReceiptBody(input), {
      onSuccess: (created) => {
        toast.success('Receipt generated successfully');
        void navigate(`/receipt-management/receipt-details/${created.id}`);
      },
      onError: (error) => {
        const { fields, other: elsewhere } = receiptIssuesByField(fieldErrorsOf(error), input);
        setErrors(fields);
        const said = elsewhere.length > 0 ? elsewhere.join(' ') : undefined;
        if (said || Object.keys(fields).length === 0) toast.error(said ?? serverMessage(error, 'Duplicate Entry'));
      },
    });
  };

  const text = (name: keyof typeof values, label: string, extra: object = {}) => (
    <TextField
      size="small"
      fullWidth
      label={label}
      value={values[name] ?? ''}
      onChange={(event) => set({ [name]: event.target.value })}
      error={Boolean(errors[ERROR_KEY[name] ?? name])}
      helperText={errors[ERROR_KEY[name] ?? name]}
      {...extra}
    />
  );
  const readOnly = { slotProps: { input: { readOnly: true } } };
  const batchLabel = batchList.data?.find((batch) => String(batch.id) === values.batchId)?.batchNepali ?? '';
  const programLabel = programs.data?.find((program) => String(program.id) === values.programId)?.programName ?? '';

  return (
    <Section title="Please fill up the form to generate a new Receipt">
      <Grid container spacing={2} component="form" aria-label="Receipt" noValidate>
        <Cell>
          {text('fiscalYearId', 'Fiscal Year', {
            select: true,
            required: true,
            children: menuItems(fiscalYearOptions(years.data)),
          })}
        </Cell>
        <Cell>
          <TextField
            size="small"
            fullWidth
            label="Receipt No."
            value={receiptNo.data ?? ''}
            helperText="Given when the receipt is generated"
            slotProps={{ input: { readOnly: true } }}
          />
        </Cell>
        <Cell>
          {other
            ? text('batchId', 'Batch Year', {
                select: true,
                children: menuItems(
                  (batchList.data ?? []).map((batch) => ({ value: String(batch.id), label: batch.batchNepali })),
                ),
              })
            : text('batchId', 'Batch', { ...readOnly, value: batchLabel })}
        </Cell>
        <Cell>
          {other
            ? text('programId', 'Program', {
                select: true,
                required: true,
                children: menuItems(programOptions(programs.data)),
              })
            : text('programId', 'Program Name', { ...readOnly, value: programLabel })}
        </Cell>
        <Cell>
          {other
            ? text('programType', 'Program Type', {
                select: true,
                children: menuItems(PROGRAM_TYPES.map((type) => ({ value: type, label: type }))),
              })
            : text('programType', 'Program Type', readOnly)}
        </Cell>
        <Cell>
          {text('period', values.programType === 'annual' ? 'Year' : 'Semester', {
            select: true,
            children: menuItems(periodOptions(values.programType)),
          })}
        </Cell>
        <Cell>{text('fullName', 'Student Name', { required: true, ...(other ? {} : readOnly) })}</Cell>
        <Cell>{text('rollNo', 'Roll No.', other ? {} : readOnly)}</Cell>
        {[
          {
            title: 'Course-specific Fees',
            fees: course,
            loading: courseFees.isFetching,
            emptyText:
              values.batchId && values.programId
                ? 'No course-specific fee is set up for this batch and program.'
                : 'Choose the batch and program to see their course-specific fees.',
          },
          {
            title: 'General Fees',
            fees: general,
            loading: feeItems.isPending,
            emptyText: 'No general fee item is set up.',
          },
        ].map((kind) => (
          <Cell key={kind.title} md={12}>
            <FeeChoices {...kind} choices={choices} errors={errors} onChange={pick} />
          </Cell>
        ))}
        <Cell md={12}>
          {errors.items ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errors.items}
            </Alert>
          ) : null}
        </Cell>
        <Cell md={12}>
          <Typography variant="h6" aria-live="polite">
            Total: NPR {formatAmount(rupeesOf(total), 'en')}
          </Typography>
        </Cell>
        <Cell>
          {text('dateOfPayment', 'Date of Payment (B.S.)', {
            required: true,
            placeholder: 'YYYY-MM-DD',
            helperText: errors.dateOfPayment ?? (bsToAdText(values.dateOfPayment) || 'YYYY-MM-DD'),
          })}
        </Cell>
        <Cell>
          <FileButton
            fullWidth
            accept="image/*,application/pdf"
            inputLabel="Application"
            onFile={(file) => setApplication(file)}
          >
            {application ? `Application: ${application.name}` : 'Upload Application (optional)'}
          </FileButton>
          {errors.uploadApplication ? (
            <Typography color="error" variant="caption">
              {errors.uploadApplication}
            </Typography>
          ) : null}
        </Cell>
        <Cell md={12}>{text('remarks', 'Remarks', { multiline: true, minRows: 2 })}</Cell>
      </Grid>
      <Button variant="contained" sx={{ mt: 3 }} onClick={submit} disabled={generate.isPending}>
        {generate.isPending ? 'Generating…' : 'Generate Receipt'}
      </Button>
    </Section>
  );
}

/** /receipt-management/receipt-form/{studentId} */
export function ReceiptFormPage() {
  const student = useStudent(Number(useParams().id));
  const mayIssue = can(useRole(), 'receipt:issue');
  return (
    <Page title="Generate Receipt">
      {!mayIssue ? <Alert severity="warning">Your role may not generate receipts.</Alert> : null}
      {student.isPending ? <LinearProgress aria-label="Loading the student" /> : null}
      {student.error ? (
        <Alert severity="error">{serverMessage(student.error, 'Could not load the student.')}</Alert>
      ) : null}
      {student.data && mayIssue ? (
        <ReceiptForm key={student.data.id} payer={payerOf(student.data)} other={false} />
      ) : null}
    </Page>
  );
}

/** /receipt-management/student-list-others: a receipt for a payer who is not an enrolled student. */
export function OtherReceiptPage() {
  const mayIssue = can(useRole(), 'receipt:issue');
  return (
    <Page title="Receipt for Other Students">
      {mayIssue ? (
        <ReceiptForm payer={OTHER_PAYER} other />
      ) : (
        <Alert severity="warning">Your role may not generate receipts.</Alert>
      )}
    </Page>
  );
}
