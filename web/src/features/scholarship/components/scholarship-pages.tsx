/**
 * Scholarships and discounts (api-contract 6 and 8.1): the students to assign one to
 * (/scholarship/students), the "List of Scholars Students" with edit (/scholarship/scholarship-list),
 * and the scholarship and discount reports with their .xlsx export
 * (/scholarship/scholarshipStudent-list, /scholarship/discountStudent-list).
 */
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  adToBs,
  formatCalendarDate,
  SCHOLARSHIP_RECIPIENTS,
  SCHOLARSHIP_TYPES,
  can,
  type Scholarship,
  type ScholarshipType,
  type StudentListItem,
} from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { FIRST_PAGE, PagedTable, type PagedColumn, type PageRequest } from '../../../components/paged-table.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { useStudents } from '../../student/api/get-students.ts';
import { STUDENT_COLUMNS as C } from '../../student/components/enrolment/student-columns.tsx';
import { useStudentListState } from '../../student/components/enrolment/use-student-list.ts';
import { StudentListTable } from '../../student/components/student-list-table.tsx';
import { downloadScholarshipReport, useSaveScholarship, useScholarshipPage } from '../api/scholarships.ts';

interface AssignValues {
  dateOfEntry: string;
  fiscalYearId: string;
  scholarshipType: ScholarshipType;
  scholarshipName: string;
  isAmount: boolean;
  amount: string;
  scholarshipPercentage: string;
  scholarshipGivenTo: string;
  providedBy: string;
  remarks: string;
}

/** Today in Nepal, in B.S.: the date of entry unless changed. */
function todayBs(): string {
  const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kathmandu' })
    .format(new Date())
    .split('-')
    .map(Number) as [number, number, number];
  return formatCalendarDate(adToBs({ year, month, day }));
}

const valuesOf = (existing: Scholarship | undefined): AssignValues => ({
  dateOfEntry: existing?.dateOfEntry ?? todayBs(),
  fiscalYearId: existing ? String(existing.fiscalYearId) : '',
  scholarshipType: existing?.scholarshipType ?? 'Scholarship',
  scholarshipName: existing?.scholarshipName ?? '',
  isAmount: existing?.isAmount ?? true,
  amount: existing?.amount === null || existing === undefined ? '' : String(existing.amount),
  scholarshipPercentage:
    existing?.scholarshipPercentage === null || existing === undefined ? '' : String(existing.scholarshipPercentage),
  scholarshipGivenTo: existing?.scholarshipGivenTo ?? 'Student Account',
  providedBy: existing?.providedBy ?? '',
  remarks: existing?.remarks ?? '',
});

/** The assign dialog of api-contract 8.1, for a new scholarship or discount or to change one. */
function AssignDialog({
  student,
  existing,
  onClose,
}: {
  student: { id: number; fullName: string };
  existing?: Scholarship;
  onClose: () => void;
}) {
  const toast = useToast();
  const years = fiscalYears.useList();
  const save = useSaveScholarship();
  const [values, setValues] = useState<AssignValues>(valuesOf(existing));
  const [application, setApplication] = useState<File>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof AssignValues>(name: K, value: AssignValues[K]) =>
    setValues({ ...values, [name]: value });
  const field = (
    name: 'dateOfEntry' | 'scholarshipName' | 'amount' | 'scholarshipPercentage' | 'providedBy' | 'remarks',
    label: string,
    extra: object = {},
  ) => (
    <TextField
      label={label}
      fullWidth
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      {...extra}
    />
  );
  const submit = () => {
    setErrors({});
    save.mutate(
      {
        id: existing?.id,
        form: {
          studentId: student.id,
          campusId: 0,
          providedBy: values.providedBy,
          scholarshipGivenTo: values.scholarshipGivenTo,
          scholarshipName: values.scholarshipName,
          scholarshipType: values.scholarshipType,
          fiscalYearId: values.fiscalYearId,
          dateOfEntry: values.dateOfEntry,
          remarks: values.remarks,
          amount: values.isAmount ? values.amount : '0',
          scholarshipPercentage: values.isAmount ? '0' : values.scholarshipPercentage,
          isAmount: values.isAmount,
          isScholarship: values.scholarshipType === 'Scholarship',
          applicationFile: application,
        },
      },
      {
        onSuccess: () => {
          toast.success(`${values.scholarshipType} of ${student.fullName} saved`);
          onClose();
        },
        onError: (error) => {
          setErrors(fieldErrorsOf(error));
          toast.error(serverMessage(error, 'The scholarship could not be saved'));
        },
      },
    );
  };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} fullWidth maxWidth="md" aria-labelledby="assign-title">
      <DialogTitle id="assign-title">
        {existing ? 'Change' : 'Assign'} scholarship or discount: {student.fullName}
      </DialogTitle>
      <DialogContent>
        <Grid container spacing={2} sx={{ mt: 0.5 }}>
          <Grid size={{ xs: 12, sm: 4 }}>
            {field('dateOfEntry', 'Date of Entry (BS)', { placeholder: 'YYYY-MM-DD', required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              label="Fiscal Year"
              required
              fullWidth
              value={values.fiscalYearId}
              onChange={(event) => set('fiscalYearId', event.target.value)}
              error={Boolean(errors.fiscalYearId)}
              helperText={errors.fiscalYearId}
            >
              {(years.data ?? []).map((year) => (
                <MenuItem key={year.id} value={String(year.id)}>
                  {year.yearNepali}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              label="Type"
              fullWidth
              value={values.scholarshipType}
              onChange={(event) => set('scholarshipType', event.target.value as ScholarshipType)}
            >
              {SCHOLARSHIP_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            {field('scholarshipName', 'Scholarship/Discount Name', { required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RadioGroup
              row
              aria-label="Given as"
              value={values.isAmount ? 'amount' : 'percentage'}
              onChange={(event) => set('isAmount', event.target.value === 'amount')}
            >
              <FormControlLabel value="amount" control={<Radio />} label="Amount (Rs.)" />
              <FormControlLabel value="percentage" control={<Radio />} label="Percentage" />
            </RadioGroup>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            {values.isAmount
              ? field('amount', 'Scholarship Amount (Rs.)', { type: 'number', required: true })
              : field('scholarshipPercentage', 'Percentage (%)', { type: 'number', required: true })}
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              select
              label="Scholarship Given To"
              fullWidth
              value={values.scholarshipGivenTo}
              onChange={(event) => set('scholarshipGivenTo', event.target.value)}
            >
              {SCHOLARSHIP_RECIPIENTS.map((recipient) => (
                <MenuItem key={recipient} value={recipient}>
                  {recipient}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{field('providedBy', 'Provided By')}</Grid>
          <Grid size={{ xs: 12 }}>{field('remarks', 'Remarks', { multiline: true, minRows: 2 })}</Grid>
          <Grid size={{ xs: 12 }}>
            <Button component="label" variant="outlined">
              {application ? `Application: ${application.name}` : 'Attach the application (image or PDF)'}
              <input
                hidden
                type="file"
                accept="image/png,image/jpeg,image/webp,application/pdf"
                onChange={(event) => setApplication(event.target.files?.[0])}
              />
            </Button>
          </Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** /scholarship/students: the enrolled students, each with Assign. */
export function AssignScholarshipPage() {
  const role = useRole();
  const state = useStudentListState({ isVerified: true }, 50);
  const list = useStudents(state.request, state.filters);
  const [assigning, setAssigning] = useState<StudentListItem>();
  const columns: PagedColumn<StudentListItem>[] = [
    C.fullName,
    C.dobBs,
    C.admissionYear,
    C.period,
    C.rollNo,
    C.program,
    {
      id: 'action',
      header: 'Action',
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          disabled={!can(role, 'scholarship:write')}
          onClick={() => setAssigning(row)}
          aria-label={`Assign to ${row.fullName}`}
        >
          Assign
        </Button>
      ),
    },
  ];
  return (
    <Page title="Assign Scholarship/Discount">
      <Section>
        <StudentListTable
          label="Enrolled students"
          columns={columns}
          rows={list.data?.students}
          rowKey={(row) => row.id}
          list={list}
          state={state}
          emptyText="No enrolled students match."
          pageSizeOptions={[50, 100]}
        />
      </Section>
      {assigning ? <AssignDialog student={assigning} onClose={() => setAssigning(undefined)} /> : null}
    </Page>
  );
}

const amountText = (row: Scholarship) =>
  row.isAmount ? `Rs ${row.amount?.toLocaleString('en-IN') ?? 0}` : `${row.scholarshipPercentage ?? 0} %`;

function scholarColumns(withType: boolean): PagedColumn<Scholarship>[] {
  return [
    { id: 'name', header: 'Full Name', cell: (row) => row.studentName },
    { id: 'gender', header: 'Gender', cell: (row) => row.gender },
    { id: 'dob', header: 'DOB(BS)', cell: (row) => row.doBBS ?? '' },
    { id: 'ethnicity', header: 'Ethnicity', cell: (row) => row.ethnicity ?? '' },
    { id: 'batch', header: 'Batch Year', cell: (row) => row.batchNepali },
    { id: 'fiscalYear', header: 'Fiscal Year', cell: (row) => row.yearNepali },
    { id: 'period', header: 'Semester/Year', cell: (row) => row.semester ?? row.year ?? '' },
    { id: 'roll', header: 'Roll No', cell: (row) => row.rollNoManual ?? '' },
    ...(withType ? [{ id: 'type', header: 'Scholarship Type', cell: (row: Scholarship) => row.scholarshipType }] : []),
    { id: 'amount', header: 'Amount', cell: amountText },
    { id: 'level', header: 'Level', cell: (row) => row.levelName },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
  ];
}

function ScholarsTable({ title, type, editable }: { title: string; type?: ScholarshipType; editable: boolean }) {
  const role = useRole();
  const toast = useToast();
  const years = fiscalYears.useList();
  const [request, setRequest] = useState<PageRequest>({ ...FIRST_PAGE });
  const [fiscalYearId, setFiscalYearId] = useState('');
  const filters = { scholarshipType: type, ...(fiscalYearId ? { fiscalYearId } : {}) };
  const list = useScholarshipPage(request, filters);
  const [editing, setEditing] = useState<Scholarship>();
  const [exporting, setExporting] = useState(false);
  const columns = scholarColumns(!type);
  if (editable) {
    columns.push({
      id: 'action',
      header: 'Actions',
      cell: (row) => (
        <Button
          size="small"
          variant="outlined"
          disabled={!can(role, 'scholarship:write')}
          onClick={() => setEditing(row)}
          aria-label={`Edit the ${row.scholarshipType.toLowerCase()} of ${row.studentName}`}
        >
          Edit
        </Button>
      ),
    });
  }
  return (
    <Page title={title}>
      <Section>
        <PagedTable
          label={title}
          columns={columns}
          rows={list.data?.scholarships}
          total={list.data?.totalCount ?? 0}
          rowKey={(row) => row.id}
          request={request}
          onRequest={setRequest}
          loading={list.isFetching}
          error={list.error ? serverMessage(list.error, 'Could not load the scholars.') : undefined}
          emptyText="No scholarships or discounts recorded."
          toolbar={
            <Stack direction="row" spacing={2}>
              <TextField
                select
                size="small"
                label="Fiscal Year"
                value={fiscalYearId}
                onChange={(event) => {
                  setFiscalYearId(event.target.value);
                  setRequest({ ...request, page: 1 });
                }}
                sx={{ minWidth: 140 }}
              >
                <MenuItem value="">
                  <em>All</em>
                </MenuItem>
                {(years.data ?? []).map((year) => (
                  <MenuItem key={year.id} value={String(year.id)}>
                    {year.yearNepali}
                  </MenuItem>
                ))}
              </TextField>
              {type ? (
                <Button
                  variant="outlined"
                  disabled={exporting}
                  onClick={() => {
                    setExporting(true);
                    downloadScholarshipReport(filters)
                      .catch((error: unknown) => toast.error(serverMessage(error, 'Could not export the report.')))
                      .finally(() => setExporting(false));
                  }}
                >
                  {exporting ? 'Exporting…' : 'Export XLSX'}
                </Button>
              ) : null}
            </Stack>
          }
        />
      </Section>
      {editing ? (
        <AssignDialog
          student={{ id: editing.studentId, fullName: editing.studentName }}
          existing={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Page>
  );
}

export const ScholarsPage = () => <ScholarsTable title="List of Scholars Students" editable />;
export const ScholarshipReportPage = () => (
  <ScholarsTable title="Scholarship Report" type="Scholarship" editable={false} />
);
export const DiscountReportPage = () => <ScholarsTable title="Discount Report" type="Discount" editable={false} />;
