/**
 * The employee registration stepper (api-contract 8.2): General, Address, Work, Academic,
 * Bank and Review, checked per step by the contract's EmployeeCreateFormSchema (the server
 * parses the request with the same rules). One stepper registers teaching, non-teaching and
 * UGC employees (?employeeType=) and edits one (?id=).
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import {
  EMPLOYEE_FILE_KINDS,
  EmployeeCreateFormSchema,
  GENDERS,
  JOINING_TYPES,
  JOINING_TYPE_LABELS,
  MARITAL_STATUSES,
  NON_TEACHING_EDUCATION_LEVELS,
  RELIGIONS,
  SALUTATIONS,
  scopeOfSignedInUser,
  type Employee,
  type EmployeeFileKind,
} from '@hemis/contracts';
import {
  BsDateInput,
  CheckboxInput,
  FileInput,
  FormStepper,
  RadioInput,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  optionsOf,
  useSchemaForm,
  type Option,
} from '../../../components/form/index.ts';
import { Page, Section } from '../../../components/page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/session/session-store.ts';
import { PersonAddressInputs } from '../../address/components/address-fields.tsx';
import { useFaculties } from '../../faculty/api/get-faculties.ts';
import { useLevels } from '../../level/api/get-levels.ts';
import { employeePositions } from '../../lookups/api/employee-positions.ts';
import { ethnicGroups } from '../../lookups/api/ethnic-groups.ts';
import { departments, staffSections } from '../api/campus-setup.ts';
import { useEditEmployee, useEmployee, useRegisterEmployee } from '../api/employees.ts';
import {
  REGISTER_TITLES,
  STEP_FIELDS,
  emptyEmployeeValues,
  employeeFormFields,
  registerKindOf,
  valuesOfEmployee,
  type EmployeeFormValues,
  type FileField,
  type RegisterKind,
} from './employee-form-values.ts';

const FIX_MARKED_FIELDS = 'Please correct the fields marked in red.';
const cell = (child: ReactNode, width: 4 | 6 | 12 = 4) => <Grid size={{ xs: 12, sm: 6, md: width }}>{child}</Grid>;
const capitalized = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);
const GENDER_OPTIONS: Option[] = GENDERS.map((gender) => ({ value: gender, label: capitalized(gender) }));
const JOINING_OPTIONS: Option[] = JOINING_TYPES.map((type) => ({ value: type, label: JOINING_TYPE_LABELS[type] }));

function fileInput(kind: EmployeeFileKind) {
  const { create, label, image } = EMPLOYEE_FILE_KINDS[kind];
  return <FileInput name={create} label={label} kind={image ? 'image' : 'image-or-pdf'} />;
}

function GeneralStep() {
  const ethnic = ethnicGroups.useList();
  return (
    <Grid container spacing={2}>
      {cell(<SelectInput name="salutation" label="Salutation" options={optionsOf(SALUTATIONS)} />)}
      {cell(<TextInput name="firstName" label="First Name" required />)}
      {cell(<TextInput name="middleName" label="Middle Name" />)}
      {cell(<TextInput name="lastName" label="Last Name" required />)}
      {cell(<TextInput name="phoneNumber" label="Phone Number" />)}
      {cell(<TextInput name="email" label="Email" />)}
      {cell(<RadioInput name="gender" label="Gender" options={GENDER_OPTIONS} required />)}
      {cell(
        <SelectInput
          name="ethnicity"
          label="Ethnicity"
          options={optionsOf((ethnic.data ?? []).map((group) => group.name))}
        />,
      )}
      {cell(<SelectInput name="religion" label="Religion" options={optionsOf(RELIGIONS)} />)}
      {cell(<SelectInput name="maritalStatus" label="Marital Status" options={optionsOf(MARITAL_STATUSES)} />)}
      {cell(<BsDateInput name="dateOFBirth" adName="dateOFBirthAd" label="Date of Birth" />, 6)}
      {cell(<TextInput name="citizenshipNo" label="Citizenship No" />)}
      {cell(<TextInput name="CtzIssueDistrict" label="Citizenship Issued District" />)}
      {cell(<TextInput name="nidNo" label="NID No" />)}
      {cell(fileInput('ppSizePhoto'), 6)}
      {cell(fileInput('citizenshipFront'), 6)}
      {cell(fileInput('citizenshipBack'), 6)}
      {cell(fileInput('nidPic'), 6)}
    </Grid>
  );
}

function AddressStep() {
  const same = useWatch({ name: 'isSameAsPermament' }) as boolean;
  return (
    <Stack spacing={2}>
      <Typography variant="subtitle1">Permanent Address</Typography>
      <PersonAddressInputs prefix="p" label="Permanent" toleName="Tole" />
      <CheckboxInput name="isSameAsPermament" label="Temporary address is the same as permanent" />
      {same ? undefined : <PersonAddressInputs prefix="t" label="Temporary" toleName="Tole" />}
    </Stack>
  );
}

function WorkStep({ kind, campusUser }: { kind: RegisterKind; campusUser: boolean }) {
  const type = useWatch({ name: 'employeeType' }) as string;
  const teaching = type === 'Teaching';
  const positions = employeePositions.useList();
  const faculties = useFaculties();
  const departmentList = departments.useList();
  const sectionList = staffSections.useList();
  const typeOptions = optionsOf(
    kind === 'teaching'
      ? ['Teaching']
      : kind === 'ugcadmin'
        ? ['Teaching', 'Administrative', 'Technical', 'Other']
        : ['Administrative', 'Technical', 'Other'],
  );
  const positionOptions = (positions.data ?? [])
    .filter((post) =>
      teaching ? post.category === 'Teaching' : post.category === 'Nonteaching' && (!post.type || post.type === type),
    )
    .map((post) => ({ value: String(post.id), label: post.postName }));
  return (
    <Grid container spacing={2}>
      {cell(<SelectInput name="employeeType" label="Employee Type" options={typeOptions} required />)}
      {cell(<SelectInput name="employeePositionId" label="Position" options={positionOptions} required={teaching} />)}
      {teaching ? undefined : cell(<TextInput name="position" label="Position (if not in the list)" />)}
      {cell(<SelectInput name="joiningType" label="Joining Type" options={JOINING_OPTIONS} required />)}
      {cell(<BsDateInput name="joiningDate" adName="joiningDateAd" label="Joining Date" required />, 6)}
      {teaching
        ? cell(
            <SelectInput
              name="facultyId"
              label="Teaching Faculty"
              options={(faculties.data ?? []).map((faculty) => ({
                value: String(faculty.id),
                label: faculty.facultyName,
              }))}
            />,
          )
        : undefined}
      {campusUser && teaching
        ? cell(
            <SelectInput
              name="departmentId"
              label="Department"
              options={(departmentList.data ?? []).map((row) => ({ value: String(row.id), label: row.departmentName }))}
            />,
          )
        : undefined}
      {campusUser && !teaching
        ? cell(
            <SelectInput
              name="sectionId"
              label="Section"
              options={(sectionList.data ?? []).map((row) => ({ value: String(row.id), label: row.sectionName }))}
            />,
          )
        : undefined}
      {cell(<TextInput name="workPhone" label="Work Phone" />)}
      {cell(<TextInput name="workEmail" label="Work Email" />)}
      {cell(fileInput('joiningLetter'), 6)}
      {cell(fileInput('otherLetter'), 6)}
      {cell(fileInput('referenceLetter'), 6)}
    </Grid>
  );
}

function AcademicStep() {
  const type = useWatch({ name: 'employeeType' }) as string;
  const levels = useLevels();
  const levelOptions =
    type === 'Teaching'
      ? optionsOf((levels.data ?? []).map((level) => level.levelName))
      : optionsOf(NON_TEACHING_EDUCATION_LEVELS);
  return (
    <Grid container spacing={2}>
      {cell(
        <SelectInput
          name="levelName"
          label={type === 'Teaching' ? 'Level' : 'Level of Education'}
          options={levelOptions}
        />,
      )}
      {cell(<TextInput name="graduatedfrom" label="Graduated From (University / Board)" />)}
      {cell(<TextInput name="institutionName" label="Institution Name" />)}
      {cell(<TextInput name="facultyName" label="Faculty" />)}
      {cell(<TextInput name="programName" label="Program" />)}
      {cell(<TextInput name="enrolledYear" label="Enrolled Year" />)}
      {cell(<TextInput name="PassedYear" label="Passed Year" />)}
      {cell(fileInput('certificateCopy'), 6)}
      {cell(fileInput('transcriptCopy'), 6)}
      {cell(fileInput('marksheetCopy'), 6)}
      {cell(fileInput('otherDoc'), 6)}
    </Grid>
  );
}

function BankStep() {
  return (
    <Grid container spacing={2}>
      {cell(<TextInput name="bankName" label="Bank Name" required />, 6)}
      {cell(<TextInput name="bankAc" label="Account Number" required />, 6)}
      {cell(<TextInput name="bankBranch" label="Branch" required />, 6)}
      {cell(<TextInput name="panNo" label="PAN No" required />, 6)}
    </Grid>
  );
}

const REVIEWED: [string, keyof EmployeeFormValues][] = [
  ['Full Name', 'firstName'],
  ['Phone Number', 'phoneNumber'],
  ['Email', 'email'],
  ['Gender', 'gender'],
  ['Date of Birth (BS)', 'dateOFBirth'],
  ['Citizenship No', 'citizenshipNo'],
  ['Employee Type', 'employeeType'],
  ['Joining Type', 'joiningType'],
  ['Joining Date (BS)', 'joiningDate'],
  ['Bank', 'bankName'],
  ['Account Number', 'bankAc'],
  ['PAN No', 'panNo'],
];

function ReviewStep() {
  const values = useWatch() as EmployeeFormValues;
  const shown = (field: keyof EmployeeFormValues) =>
    field === 'firstName'
      ? [values.salutation, values.firstName, values.middleName, values.lastName].filter(Boolean).join(' ')
      : String(values[field] ?? '');
  return (
    <Table size="small" aria-label="Review">
      <TableBody>
        {REVIEWED.map(([label, field]) => (
          <TableRow key={label}>
            <TableCell component="th" scope="row">
              {label}
            </TableCell>
            <TableCell>{shown(field)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

interface StepperProps {
  kind: RegisterKind;
  record?: Employee;
}

function EmployeeStepper({ kind, record }: StepperProps) {
  const toast = useToast();
  const navigate = useNavigate();
  const user = useCurrentUser();
  // The grants body signs in as type college too (api-contract 3): the scope says who acts for a campus.
  const campusUser = user ? scopeOfSignedInUser(user).kind === 'campus' : false;
  const register = useRegisterEmployee();
  const edit = useEditEmployee();
  const form = useSchemaForm(EmployeeCreateFormSchema, {
    defaultValues: record ? valuesOfEmployee(record) : emptyEmployeeValues(kind),
    submitsValues: true,
  });
  const [failure, setFailure] = useState<string>();
  const submitLabel = record ? 'Save changes' : 'Register';

  const submit = async () => {
    setFailure(undefined);
    const values = form.getValues() as unknown as EmployeeFormValues;
    // UGC and university staff belong to no campus (campusId 0, api-contract 5.7).
    const campusId = campusUser && kind !== 'ugcadmin' ? user?.institution.id : undefined;
    try {
      if (record) await edit.mutateAsync({ id: record.id, form: employeeFormFields(values, 'update', campusId) });
      else await register.mutateAsync(employeeFormFields(values, 'create', campusId));
      toast.success(record ? 'Employee updated successfully' : 'Employee registered successfully');
      void navigate(
        values.employeeType === 'Teaching'
          ? '/employee-management/teaching-staff'
          : kind === 'ugcadmin'
            ? '/employee-management/ugc-employee'
            : '/employee-management/non-teaching-staff',
      );
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      const message =
        statusOf(error) === 400
          ? [FIX_MARKED_FIELDS, ...elsewhere].join(' ')
          : serverMessage(error, 'Could not save the employee.');
      setFailure(message);
      toast.error(message);
    }
  };

  return (
    <SchemaForm form={form} onSubmit={submit} label={REGISTER_TITLES[kind]}>
      <FormStepper
        submitLabel={submitLabel}
        submitting={form.formState.isSubmitting}
        steps={[
          { label: 'General', fields: STEP_FIELDS.general, content: <GeneralStep /> },
          { label: 'Address', fields: STEP_FIELDS.address, content: <AddressStep /> },
          { label: 'Work', fields: STEP_FIELDS.work, content: <WorkStep kind={kind} campusUser={campusUser} /> },
          { label: 'Academic', fields: STEP_FIELDS.academic, content: <AcademicStep /> },
          { label: 'Bank', fields: STEP_FIELDS.bank, content: <BankStep /> },
        ]}
        review={{ label: 'Review', content: <ReviewStep /> }}
        failure={failure}
      />
    </SchemaForm>
  );
}

/** /employee-management/employee-register?employeeType=teaching|administrator|ugcadmin[&id=] */
export function EmployeeRegisterPage() {
  const [params] = useSearchParams();
  const kind = registerKindOf(params.get('employeeType'));
  const id = Number(params.get('id')) || undefined;
  const record = useEmployee(id);
  const title = id ? REGISTER_TITLES[kind].replace('registration', 'edit') : REGISTER_TITLES[kind];
  let content;
  if (id && record.isPending) content = <PageLoader label="Loading the employee" />;
  else if (id && record.error)
    content = <Alert severity="error">{serverMessage(record.error, 'Could not load the employee.')}</Alert>;
  else content = <EmployeeStepper key={id ?? kind} kind={kind} record={record.data} />;
  return (
    <Page title={title}>
      <Section>{content}</Section>
    </Page>
  );
}

export type { FileField };
export default EmployeeRegisterPage;
