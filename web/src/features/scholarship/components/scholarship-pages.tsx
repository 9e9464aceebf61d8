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
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
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
import { menuItems } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, useListState } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { FiscalYearSelect, useFiscalYearOptions } from '../../lookups/components/fiscal-year-select.tsx';
import { EnrolledStudentList } from '../../student/components/student-list-table.tsx';
import { downloadScholarshipReport, useSaveScholarship, useScholarshipPage } from '../api/scholarships.ts';
import { FileButton } from '../../../components/file-button.tsx';

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
  const years = useFiscalYearOptions();
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
              {menuItems(years)}
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
              {menuItems(SCHOLARSHIP_TYPES.map((type) => ({ value: type, label: type })))}
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
              {menuItems(SCHOLARSHIP_RECIPIENTS.map((recipient) => ({ value: recipient, label: recipient })))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>{field('providedBy', 'Provided By')}</Grid>
          <Grid size={{ xs: 12 }}>{field('remarks', 'Remarks', { multiline: true, minRows: 2 })}</Grid>
          <Grid size={{ xs: 12 }}>
            <FileButton accept="image/png,image/jpeg,image/webp,application/pdf" onFile={setApplication}>
              {application ? `Application: ${application.name}` : 'Attach the application (image or PDF)'}
            </FileButton>
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
  const [assigning, setAssigning] = useState<StudentListItem>();
  return (
    <Page title="Assign Scholarship/Discount">
      <Section>
        <EnrolledStudentList
          action={(row) => (
            <RowButton
              disabled={!can(role, 'scholarship:write')}
              onClick={() => setAssigning(row)}
              label={`Assign to ${row.fullName}`}
            >
              Assign
            </RowButton>
          )}
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

/** Export XLSX: the report's spreadsheet, with the list's filters. */
function ExportButton({ filters }: { filters: Parameters<typeof downloadScholarshipReport>[0] }) {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  return (
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
  );
}

function ScholarsTable({ title, type, editable }: { title: string; type?: ScholarshipType; editable: boolean }) {
  const role = useRole();
  const state = useListState({}, { fiscalYearId: '' });
  const { fiscalYearId } = state.filters;
  const filters = { scholarshipType: type, ...(fiscalYearId ? { fiscalYearId } : {}) };
  const list = useScholarshipPage(state.request, filters);
  const [editing, setEditing] = useState<Scholarship>();
  const columns = scholarColumns(!type);
  if (editable) {
    columns.push(
      actionColumn(
        (row) => (
          <RowButton
            disabled={!can(role, 'scholarship:write')}
            onClick={() => setEditing(row)}
            label={`Edit the ${row.scholarshipType.toLowerCase()} of ${row.studentName}`}
          >
            Edit
          </RowButton>
        ),
        'Actions',
      ),
    );
  }
  return (
    <ListScreen
      texts={{ title, failure: 'Could not load the scholars.', emptyText: 'No scholarships or discounts recorded.' }}
      columns={columns}
      query={list}
      rows={list.data?.scholarships}
      total={list.data?.totalCount ?? 0}
      state={state}
      toolbar={
        <FilterBar>
          <FiscalYearSelect value={fiscalYearId} onChange={(value) => state.filter({ fiscalYearId: value })} />
          {type ? <ExportButton filters={filters} /> : null}
        </FilterBar>
      }
    >
      {editing ? (
        <AssignDialog
          student={{ id: editing.studentId, fullName: editing.studentName }}
          existing={editing}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </ListScreen>
  );
}

export const ScholarsPage = () => <ScholarsTable title="List of Scholars Students" editable />;
export const ScholarshipReportPage = () => (
  <ScholarsTable title="Scholarship Report" type="Scholarship" editable={false} />
);
export const DiscountReportPage = () => <ScholarsTable title="Discount Report" type="Discount" editable={false} />;
