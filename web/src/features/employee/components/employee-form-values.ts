/**
 * The registration stepper's values (api-contract 5.7 and 8.2) under the create form's wire
 * names, so the contract's EmployeeCreateFormSchema checks the form and a 400 issue lands on
 * the field it names; an edit reads the record back into the same values and sends the files
 * under the edit form's names.
 */
import { EMPLOYEE_FILE_KINDS, type Employee, type EmployeeFileKind } from '@hemis/contracts';
import type { FormValue } from '../../../lib/api-client.ts';

/** Which stepper the URL asks for (?employeeType=): its title and the kinds of employee it registers. */
export type RegisterKind = 'teaching' | 'administrator' | 'ugcadmin';

export const REGISTER_TITLES: Record<RegisterKind, string> = {
  teaching: 'Teaching staff registration',
  administrator: 'Non-teaching staff registration',
  ugcadmin: 'UGC Employee registration',
};

export function registerKindOf(text: string | null): RegisterKind {
  return text === 'administrator' || text === 'ugcadmin' ? text : 'teaching';
}

/** A file field of the create form, by the document it is. */
export type FileField = (typeof EMPLOYEE_FILE_KINDS)[EmployeeFileKind]['create'];

/** The fields of each step the record keeps as text; the step adds its files. */
const PERSON_FIELDS = [
  'salutation',
  'firstName',
  'middleName',
  'lastName',
  'phoneNumber',
  'email',
  'gender',
  'ethnicity',
  'religion',
  'maritalStatus',
  'dateOFBirth',
  'citizenshipNo',
  'CtzIssueDistrict',
  'nidNo',
] as const;
const WORK_FIELDS = [
  'employeeType',
  'employeePositionId',
  'position',
  'joiningType',
  'joiningDate',
  'facultyId',
  'departmentId',
  'sectionId',
  'workPhone',
  'workEmail',
] as const;
const ACADEMIC_FIELDS = [
  'levelName',
  'graduatedfrom',
  'institutionName',
  'facultyName',
  'programName',
  'enrolledYear',
  'PassedYear',
] as const;
const BANK_FIELDS = ['bankName', 'bankAc', 'bankBranch', 'panNo'] as const;

/** The address tree's levels of the permanent (`p`) or temporary (`t`) address. */
const addressLevels = <P extends 'p' | 't'>(prefix: P) =>
  [`${prefix}Province`, `${prefix}District`, `${prefix}LocalLevel`, `${prefix}WardNo`] as const;
const addressFields = <P extends 'p' | 't'>(prefix: P) =>
  [...addressLevels(prefix), `${prefix}Tole`, `${prefix}HouseNo`, `${prefix}BlockNo`] as const;

const TEXT_FIELDS = [
  ...PERSON_FIELDS,
  'dateOFBirthAd',
  ...WORK_FIELDS,
  'joiningDateAd',
  ...ACADEMIC_FIELDS,
  ...BANK_FIELDS,
  ...addressFields('p'),
  ...addressFields('t'),
] as const;
type TextField = (typeof TEXT_FIELDS)[number];

export type EmployeeFormValues = Record<TextField, string> & { isSameAsPermament: boolean } & Partial<
    Record<FileField, File>
  >;

export const STEP_FIELDS = {
  general: [...PERSON_FIELDS, 'pPhoto', 'ctzFr', 'ctzBr', 'nid'],
  address: [...addressLevels('p'), 'pTole', ...addressLevels('t')],
  work: [...WORK_FIELDS, 'joiLet', 'othLet', 'refLet'],
  academic: [...ACADEMIC_FIELDS, 'cert', 'trans', 'Mark', 'otherF'],
  bank: BANK_FIELDS,
} as const;

export function emptyEmployeeValues(kind: RegisterKind): EmployeeFormValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>;
  return {
    ...values,
    employeeType: kind === 'teaching' ? 'Teaching' : 'Administrative',
    gender: '',
    isSameAsPermament: true,
  };
}

const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** The record as the stepper's values, for an edit. */
export function valuesOfEmployee(record: Employee): EmployeeFormValues {
  const values = emptyEmployeeValues('teaching');
  const fields: Partial<Record<TextField, string | number | null>> = {
    ...Object.fromEntries(
      TEXT_FIELDS.map((field) => [field, (record as unknown as Record<string, string | number | null>)[field]]),
    ),
    dateOFBirth: record.dateOfBirth,
    joiningDate: record.joiningDate,
    joiningDateAd: record.joiningDateAd,
  };
  for (const field of TEXT_FIELDS) values[field] = text(fields[field]);
  return { ...values, isSameAsPermament: record.isSameAsPermanent };
}

/**
 * The multipart fields: every text field (blank clears on an edit; the server ignores blank
 * on a create), the box, and chosen files under the create or the edit form's names.
 */
export function employeeFormFields(
  values: EmployeeFormValues,
  mode: 'create' | 'update',
  campusId: number | undefined,
): Record<string, FormValue> {
  const fields: Record<string, FormValue> = {};
  for (const field of TEXT_FIELDS) fields[field] = values[field];
  fields.campusId = campusId ?? 0;
  fields[mode === 'create' ? 'isSameAsPermament' : 'isSameAsPermanent'] = values.isSameAsPermament;
  for (const kind of Object.values(EMPLOYEE_FILE_KINDS)) {
    const file = values[kind.create];
    if (file) fields[kind[mode === 'create' ? 'create' : 'edit']] = file;
  }
  if (mode === 'update') {
    fields.dateOfBirth = values.dateOFBirth;
    delete fields.dateOFBirth;
  }
  return fields;
}
