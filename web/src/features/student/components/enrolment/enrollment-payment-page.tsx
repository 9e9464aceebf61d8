/**
 * /enrollment/:id, the "Payment Form" (api-contract 5.5 and 6: EnrollmentForm): a campus
 * records an enrolment payment of one of its students (the fee, the amount to pay, a
 * scholarship, the period paid for, the day, the fiscal year and the receipt's scan), and sees
 * the student's payments recorded so far. The student's own facts come from the record, so the
 * form does not ask for them again.
 */
import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { Link as RouterLink } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  ACADEMIC_YEARS,
  EnrollmentBodySchema,
  IMAGE_UPLOAD_MAX_BYTES,
  SEMESTERS,
  can,
  type StudentRecord,
} from '@hemis/contracts';
import {
  applyServerErrors,
  BsDateInput,
  CheckboxInput,
  FileInput,
  fileRules,
  optionsOf,
  SchemaForm,
  SelectInput,
  TextInput,
  useSchemaForm,
  type FieldErrors,
} from '../../../../components/form/index.ts';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useRole } from '../../../../lib/session/session-store.ts';
import { fiscalYears } from '../../../lookups/api/fiscal-years.ts';
import { useEnrolmentPrograms } from '../../../program/api/get-enrolment-programs.ts';
import { useRecordEnrollment } from '../../api/student-enrollments.ts';
import { FactList, studentFullName } from './student-details.tsx';
import { StudentPaymentsTable } from './student-payments-table.tsx';
import { periodLabel } from './student-period.ts';
import { useRouteStudent } from './route-student.tsx';

const TITLE = 'Payment Form';

interface PaymentValues {
  studentId: string;
  feeType: string;
  programFee: string;
  feeToPay: string;
  haveScholarship: boolean;
  scholarshipAmount: string;
  yearSemester: string;
  dateOfPaymentBs: string;
  dateOfPayment: string;
  fiscalYear: string;
  remarks: string;
  receipt: File | undefined;
}

const emptyPayment = (student: StudentRecord): PaymentValues => ({
  studentId: String(student.id),
  feeType: '',
  programFee: student.programFee === null ? '' : String(student.programFee),
  feeToPay: '',
  haveScholarship: student.hasScolorship,
  scholarshipAmount: student.scholarshipAmount === null ? '' : String(student.scholarshipAmount),
  yearSemester: (student.programType === 'annual' ? student.year : student.semester) ?? '',
  dateOfPaymentBs: '',
  dateOfPayment: '',
  fiscalYear: '',
  remarks: '',
  receipt: undefined,
});

const receiptRule = fileRules({ receipt: ['image-or-pdf', 'The receipt'] }, IMAGE_UPLOAD_MAX_BYTES);

function paymentRules(values: PaymentValues): FieldErrors {
  return {
    ...receiptRule(values as unknown as Record<string, unknown>),
    scholarshipAmount:
      values.haveScholarship && values.scholarshipAmount.trim() === ''
        ? 'Enter the scholarship amount, or untick the scholarship'
        : undefined,
  };
}

function PaymentForm({ student }: { student: StudentRecord }) {
  const toast = useToast();
  const record = useRecordEnrollment(student.id);
  const programs = useEnrolmentPrograms();
  const years = fiscalYears.useList();
  const form = useSchemaForm(EnrollmentBodySchema, {
    defaultValues: emptyPayment(student),
    rules: paymentRules,
    submitsValues: true,
  });
  const haveScholarship = useWatch({ control: form.control, name: 'haveScholarship' }) as boolean;

  // The active fiscal year is the default once the list arrives.
  const activeYear = years.data?.find((year) => year.activeFiscalYear)?.yearNepali;
  useEffect(() => {
    if (activeYear && !form.getValues('fiscalYear')) form.setValue('fiscalYear', activeYear);
  }, [activeYear, form]);

  const program = programs.data?.programs.find((candidate) => candidate.id === student.programId);
  const annual = student.programType === 'annual';
  const periods = program ? (annual ? program.years : program.semesters) : annual ? ACADEMIC_YEARS : SEMESTERS;

  const submit = async (output: unknown) => {
    const values = output as PaymentValues;
    try {
      await record.mutateAsync({
        feeType: values.feeType,
        programFee: values.programFee,
        feeToPay: values.feeToPay,
        haveScholarship: values.haveScholarship,
        scholarshipAmount: values.haveScholarship ? values.scholarshipAmount : '',
        yearSemesterType: annual ? 'Year' : 'Semester',
        yearSemester: values.yearSemester,
        dateOfPayment: values.dateOfPayment,
        fiscalYear: values.fiscalYear,
        remarks: values.remarks,
        receipt: values.receipt,
      });
      toast.success(`The payment of ${studentFullName(student)} was recorded`);
      form.reset({ ...emptyPayment(student), fiscalYear: values.fiscalYear });
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      toast.error(elsewhere[0] ?? serverMessage(error, 'The payment could not be recorded'));
    }
  };

  const feeTypes = programs.data?.feeTypes ?? [];
  return (
    <SchemaForm form={form} label={TITLE} onSubmit={submit}>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          {feeTypes.length > 0 ? (
            <SelectInput
              name="feeType"
              label="Fee Type"
              emptyLabel="None"
              options={optionsOf(feeTypes.map((fee) => fee.name))}
            />
          ) : (
            <TextInput name="feeType" label="Fee Type" />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput name="programFee" label="Program Fee (NPR)" type="number" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextInput name="feeToPay" label="Fee to Pay (NPR)" type="number" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput
            name="yearSemester"
            label={annual ? 'Year' : 'Semester'}
            emptyLabel="Not chosen"
            options={periods.map((period) => ({ value: period, label: `${period} ${annual ? 'year' : 'semester'}` }))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput
            name="fiscalYear"
            label="Fiscal Year"
            emptyLabel="Not chosen"
            options={optionsOf((years.data ?? []).map((year) => year.yearNepali))}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CheckboxInput name="haveScholarship" label="Has scholarship" />
          {haveScholarship ? (
            <TextInput name="scholarshipAmount" label="Scholarship Amount (NPR)" type="number" required />
          ) : undefined}
        </Grid>
        <Grid size={12}>
          <BsDateInput name="dateOfPaymentBs" adName="dateOfPayment" label="Date of Payment" />
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <TextInput name="remarks" label="Remarks" multiline minRows={3} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FileInput name="receipt" label="Receipt" kind="image-or-pdf" />
        </Grid>
      </Grid>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={record.isPending}>
          {record.isPending ? 'Saving…' : 'Record Payment'}
        </Button>
      </Box>
    </SchemaForm>
  );
}

export function EnrollmentPaymentPage() {
  const writer = can(useRole(), 'student:write');
  const { record, fallback } = useRouteStudent(TITLE);

  if (!record) return fallback;
  return (
    <Page title={TITLE}>
      <Section title="Student">
        <FactList
          label="Student"
          facts={[
            ['Full Name', studentFullName(record)],
            ['Program', record.programName],
            ['Semester/Year', periodLabel(record)],
            ['Admission Year (Batch)', record.admissionYear],
            ['Roll No', record.rollNoManual],
            ['Campus', record.collegeName],
          ]}
        />
        <Button component={RouterLink} to={`/academic-info/${record.id}`} sx={{ mt: 2 }}>
          Academic information
        </Button>
      </Section>
      {writer ? (
        <Section title="Record a payment">
          <PaymentForm student={record} />
        </Section>
      ) : undefined}
      <Section title="Payments">
        <StudentPaymentsTable studentId={record.id} label="Payments" />
      </Section>
    </Page>
  );
}

export default EnrollmentPaymentPage;
