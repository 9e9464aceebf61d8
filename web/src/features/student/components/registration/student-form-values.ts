/**
 * The registration stepper's values (api-contract 5.5 and 8.1), the record read back as
 * values for an edit, and the multipart fields sent: blank fields are left out of a
 * registration and sent blank on an edit (where blank clears), files only when chosen.
 * Field names are the wire names, so the schema that checks the form is the server's own
 * (StudentBodySchema) and a 400 issue lands on the field it names.
 */
import {
  ADDRESS_PARTS,
  STUDENT_ADDRESS_FIELDS,
  STUDENT_GUARDIAN_FIELDS,
  addressFieldNames,
  type StudentRecord,
} from '@hemis/contracts';
import {
  adToBsText,
  bsToAdText,
  fileRules,
  todayAdText,
  type FieldErrors,
  type FileKind,
} from '../../../../components/form/index.ts';
import type { FormValue } from '../../../../lib/api-client.ts';

/** What the stepper does: register, edit, or register a student transferred in from outside HEMIS. */
export type StudentFormMode = 'create' | 'update' | 'transfer-in';

/** The general step's typed fields (its yes/no flags and files are apart). */
const GENERAL_TEXT_FIELDS = [
  'nepaliName',
  'firstName',
  'middleName',
  'lastName',
  'phoneNumber',
  'email',
  'doBBS',
  'doBAD',
  'gender',
  'nationality',
  'ethnicity',
  'religion',
  'disabilityStatus',
  'disabilityType',
  'citizenshipNo',
  'citizenIssueDist',
  'nidNo',
] as const;

/** The program registration's typed fields: where the student studies, then what they paid. */
const PLACEMENT_FIELDS = [
  'levelId',
  'facultyId',
  'programId',
  'majorSubjectId',
  'rollNoManual',
  'universityRegdNo',
  'admissionYearId',
  'complitionYear',
] as const;
const PAYMENT_FIELDS = ['fiscalYearId', 'entranceScore', 'entranceSymbol', 'programFee', 'paidAmount'] as const;

/** Transfer facts are sent only for students who came in from outside HEMIS. */
const TRANSFER_FIELDS = ['programType', 'year', 'semester', 'transferredFrom', 'transferredDate'] as const;

export const STUDENT_TEXT_FIELDS = [
  ...GENERAL_TEXT_FIELDS,
  ...addressFieldNames('p'),
  ...addressFieldNames('t'),
  ...STUDENT_GUARDIAN_FIELDS,
  ...PLACEMENT_FIELDS,
  'dateOfEnrollment',
  ...PAYMENT_FIELDS,
  'scholarshipAmount',
  ...TRANSFER_FIELDS,
] as const;
export type StudentTextField = (typeof STUDENT_TEXT_FIELDS)[number];

export const STUDENT_FLAG_FIELDS = [
  'edg',
  'isMuktaKamaiya',
  'isFromMartyrFamily',
  'isSameAsPermanent',
  'hasScolorship',
] as const;
export type StudentFlagField = (typeof STUDENT_FLAG_FIELDS)[number];

/** The files of the form, by the name Student/Create reads, with what each may be. */
export const STUDENT_FILE_FIELDS = {
  citizenshipFrontFile: ['image-or-pdf', 'Citizenship (front)'],
  citizenshipBackFile: ['image-or-pdf', 'Citizenship (back)'],
  nidPicFile: ['image-or-pdf', 'National ID'],
  ppSizePhotoFile: ['image', 'PP size photo'],
  digitalSignature: ['image', 'Digital signature'],
  receiptImage: ['image-or-pdf', 'Receipt'],
  transferDoc: ['image-or-pdf', 'Transfer document'],
} as const satisfies Record<string, readonly [FileKind, string]>;
export type StudentFileField = keyof typeof STUDENT_FILE_FIELDS;

/** The record's field naming each file's URL. */
export const KEPT_FILE_OF: Record<StudentFileField, keyof StudentRecord> = {
  citizenshipFrontFile: 'citizenshipFront',
  citizenshipBackFile: 'citizenshipBack',
  nidPicFile: 'nidPic',
  ppSizePhotoFile: 'ppSizePhoto',
  digitalSignature: 'digitalSignature',
  receiptImage: 'receiptImage',
  transferDoc: 'transferDoc',
};

/** Scans and photos may be up to 5 MB each (the server's limit for private files). */
export const STUDENT_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** Fields the form holds that are not sent: the BS day beside an AD date the API reads. */
export const FORM_ONLY_FIELDS = ['dateOfEnrollmentBs', 'transferredDateBs'] as const;

export type StudentFormValues = Record<StudentTextField | (typeof FORM_ONLY_FIELDS)[number], string> &
  Record<StudentFlagField, boolean> &
  Record<StudentFileField, File | undefined>;

export function emptyStudentValues(today = todayAdText()): StudentFormValues {
  const values = {} as Record<string, unknown>;
  for (const name of [...STUDENT_TEXT_FIELDS, ...FORM_ONLY_FIELDS]) values[name] = '';
  for (const name of STUDENT_FLAG_FIELDS) values[name] = false;
  for (const name of Object.keys(STUDENT_FILE_FIELDS)) values[name] = undefined;
  return {
    ...(values as StudentFormValues),
    nationality: 'nepali',
    disabilityStatus: 'false',
    // The date of enrollment is today unless changed (api-contract 8.1).
    dateOfEnrollment: today,
    dateOfEnrollmentBs: adToBsText(today),
  };
}

/** The calendar day of a date the record answers (`2081-04-15`, or with a time after it). */
const dayOf = (value: string | null) => (value ?? '').slice(0, 10);
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** What the edit stepper shows for a record read back (GET Student/{id}). */
export function recordToValues(record: StudentRecord): StudentFormValues {
  const values = emptyStudentValues('');
  for (const name of STUDENT_TEXT_FIELDS) {
    const value = (record as unknown as Record<string, unknown>)[name];
    if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
  }
  for (const name of STUDENT_FLAG_FIELDS) values[name] = record[name];
  const doBBS = dayOf(record.doBBS);
  const dateOfEnrollment = dayOf(record.dateOfEnrollment);
  // The record answers the transfer's day as it was kept: the BS day.
  const transferredDateBs = dayOf(record.transferredDate);
  return {
    ...values,
    doBBS,
    doBAD: dayOf(record.doBAD) || bsToAdText(doBBS),
    disabilityStatus: String(record.disabilityStatus),
    gOccupation: text(record.gOccupation ?? record.guardianOccupation),
    majorSubjectId: text(record.majorSubjectId),
    dateOfEnrollment,
    dateOfEnrollmentBs: adToBsText(dateOfEnrollment),
    transferredDate: bsToAdText(transferredDateBs),
    transferredDateBs,
  };
}

/** The temporary address's fields with the permanent one's partner ("same as permanent"). */
const TEMPORARY_OF_PERMANENT = ADDRESS_PARTS.map((part) => [`p${part}`, `t${part}`] as const);

/** The names an edit sends where Student/Create reads another (api-contract 5.5, PATCH Student/{id}). */
const EDIT_NAMES: Partial<Record<string, string>> = {
  ppSizePhotoFile: 'ppSizePhoto',
  gOccupation: 'guardianOccupation',
};

/** A 400 answer to an edit names the edit's fields: each back to the form's field. */
export const SERVER_FIELD_ALIASES: Record<string, string> = {
  ppSizePhoto: 'ppSizePhotoFile',
  guardianOccupation: 'gOccupation',
};

/**
 * The multipart fields of the form. `transferredIn` sends the transfer facts (the transfer-in
 * register, and edits of students who came in that way).
 */
export function studentFormFields(
  values: StudentFormValues,
  mode: StudentFormMode,
  transferredIn = mode === 'transfer-in',
): Record<string, FormValue> {
  const editing = mode === 'update';
  const source: Record<string, string> = {};
  for (const name of STUDENT_TEXT_FIELDS) source[name] = values[name].trim();
  if (values.isSameAsPermanent) {
    for (const [permanent, temporary] of TEMPORARY_OF_PERMANENT) source[temporary] = source[permanent]!;
  }
  if (source.disabilityStatus !== 'true') source.disabilityType = '';
  if (!values.hasScolorship) source.scholarshipAmount = '';
  if (!transferredIn) for (const name of TRANSFER_FIELDS) delete source[name];

  const fields: Record<string, FormValue> = {};
  for (const [name, value] of Object.entries(source)) {
    if (value || editing) fields[(editing && EDIT_NAMES[name]) || name] = value;
  }
  for (const name of STUDENT_FLAG_FIELDS) fields[name] = values[name];
  for (const name of Object.keys(STUDENT_FILE_FIELDS) as StudentFileField[]) {
    const file = values[name];
    if (file) fields[(editing && EDIT_NAMES[name]) || name] = file;
  }
  // Numbers the campus types itself (api-contract 5.5: the register sends both flags true).
  if (editing) fields.isRegdNoManual = true;
  else Object.assign(fields, { isRollNoManual: true, isRegNoManual: true });
  return fields;
}

export const STUDENT_RULE_MESSAGES = {
  disabilityTypeRequired: 'Disability type is required',
  scholarshipAmountRequired: 'Scholarship amount is required',
  transferredDateRequired: 'Transferred date is required',
  yearRequired: 'Year is required',
  semesterRequired: 'Semester is required',
} as const;

/**
 * Rules the contract's schema cannot check alone: fields that depend on others, and files.
 * (A transfer-in's "Transferred from" is the contract's own: TransferredStudentBodySchema.)
 */
export function studentRules(mode: StudentFormMode) {
  const files = fileRules(STUDENT_FILE_FIELDS, STUDENT_FILE_MAX_BYTES);
  return (values: StudentFormValues): FieldErrors => {
    const M = STUDENT_RULE_MESSAGES;
    const errors: FieldErrors = { ...files(values) };
    if (values.disabilityStatus === 'true' && !values.disabilityType.trim())
      errors.disabilityType = M.disabilityTypeRequired;
    if (values.hasScolorship && !values.scholarshipAmount.trim())
      errors.scholarshipAmount = M.scholarshipAmountRequired;
    if (mode === 'transfer-in') {
      if (!values.transferredDate.trim()) errors.transferredDateBs = M.transferredDateRequired;
      // The program's type (set with the program) says whether it counts years or semesters.
      if (values.programType === 'annual' && !values.year) errors.year = M.yearRequired;
      if (values.programType === 'semester' && !values.semester) errors.semester = M.semesterRequired;
    }
    return errors;
  };
}

/** The fields each step shows, so Next checks only those. */
export const STEP_FIELDS = {
  general: [
    ...GENERAL_TEXT_FIELDS,
    'edg',
    'isMuktaKamaiya',
    'isFromMartyrFamily',
    'citizenshipFrontFile',
    'citizenshipBackFile',
    'nidPicFile',
    'ppSizePhotoFile',
    'digitalSignature',
  ],
  address: STUDENT_ADDRESS_FIELDS,
  guardian: STUDENT_GUARDIAN_FIELDS,
  program: [
    ...PLACEMENT_FIELDS,
    'dateOfEnrollmentBs',
    'dateOfEnrollment',
    ...PAYMENT_FIELDS,
    'hasScolorship',
    'scholarshipAmount',
    'receiptImage',
    'year',
    'semester',
    'transferredFrom',
    'transferredDateBs',
    'transferredDate',
    'transferDoc',
  ],
} as const satisfies Record<string, readonly (keyof StudentFormValues)[]>;
