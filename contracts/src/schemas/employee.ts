/**
 * Employees (api-contract 5.7 and 8.2): the record, its create and edit forms, and the staff
 * lists. Field names are the wire names the existing clients send and read, misspellings and
 * the two spellings included (`dateOFBirth` on create and `dateOfBirth` on edit,
 * `isSameAsPermament` and `isSameAsPermanent`, `CtzIssueDistrict`, `PassedYear`,
 * `GetAllEmployeees`).
 */
import { z } from 'zod';
import { GENDERS } from '../constants/index.ts';
import { EMPLOYEE_MESSAGES as M } from '../messages/employee.ts';
import { VALIDATION_MESSAGES as V } from '../messages/messages.ts';
import {
  clearableText,
  optionalBoolean,
  optionalChoice,
  optionalEmail,
  optionalId,
  optionalInt,
  optionalPhone,
  optionalUpload,
  requiredChoice,
  requiredText,
} from './fields.ts';
import { PaginationQuerySchema, pageSchema, sortByField } from './pagination.ts';
import { optionalBsDate } from './student.ts';

/** Teaching, or one of the non-teaching kinds (api-contract 4.6). */
export const EMPLOYEE_TYPES = ['Teaching', 'Administrative', 'Technical', 'Other'] as const;
export type EmployeeType = (typeof EMPLOYEE_TYPES)[number];

/** The staff lists' two groups: teaching staff, and everyone else. */
export const POSITION_TYPES = ['Teaching', 'Nonteaching'] as const;
export type PositionType = (typeof POSITION_TYPES)[number];
export const positionTypeOf = (type: EmployeeType): PositionType => (type === 'Teaching' ? 'Teaching' : 'Nonteaching');

export const JOINING_TYPES = ['permanent', 'temporary', 'contract', 'partTime'] as const;
export type JoiningType = (typeof JOINING_TYPES)[number];
export const JOINING_TYPE_LABELS: Record<JoiningType, string> = {
  permanent: 'Permanent',
  temporary: 'Temporary',
  contract: 'Contract',
  partTime: 'Part-Time',
};

export const SALUTATIONS = ['Mr.', 'Mrs.', 'Miss', 'Profesor', 'Profesor Dr.', 'Dr.', 'Assoc Prof Dr.'] as const;
export const RELIGIONS = ['Hinduism', 'Buddhism', 'Islamic', 'Sikhism', 'Kirat', 'Christian', 'Others'] as const;
export const MARITAL_STATUSES = ['Married', 'Unmarried', 'Other'] as const;
/** What a non-teaching employee picks as "level of Education" (api-contract 8.2). */
export const NON_TEACHING_EDUCATION_LEVELS = [
  'Literate',
  'DLE',
  'SLC',
  'TSLC',
  '12',
  'PCL',
  'Diploma',
  'Bachelor',
  'Master',
  'MPhil.',
  'Ph.D.',
  'N/A',
] as const;

/** Which institution's own staff a list shows: a campus's, a university's own, the grants body's. */
export const EMPLOYEE_OWNERS = ['campus', 'university', 'ugc'] as const;
export type EmployeeOwner = (typeof EMPLOYEE_OWNERS)[number];

/**
 * Every document of an employee, by its one name, with the names the create and the edit
 * forms send it under (api-contract 5.7) and the label the documents page shows.
 */
export const EMPLOYEE_FILE_KINDS = {
  ppSizePhoto: { label: 'Profile Photo', create: 'pPhoto', edit: 'ppSizePhoto', image: true },
  citizenshipFront: { label: 'Citizenship Front', create: 'ctzFr', edit: 'citizenshipFront', image: true },
  citizenshipBack: { label: 'Citizenship Back', create: 'ctzBr', edit: 'citizenshipBack', image: true },
  nidPic: { label: 'NID', create: 'nid', edit: 'nidPic', image: true },
  certificateCopy: { label: 'Certificate', create: 'cert', edit: 'certificateCopy', image: false },
  transcriptCopy: { label: 'Transcript', create: 'trans', edit: 'transcriptCopy', image: false },
  marksheetCopy: { label: 'Marksheet', create: 'Mark', edit: 'marksheetCopy', image: false },
  otherDoc: { label: 'Other academic document', create: 'otherF', edit: 'otherDoc', image: false },
  joiningLetter: { label: 'Joining Letter', create: 'joiLet', edit: 'joiningLetter', image: false },
  otherLetter: { label: 'Other Letter', create: 'othLet', edit: 'otherLetter', image: false },
  referenceLetter: { label: 'Reference Letter', create: 'refLet', edit: 'referenceletter', image: false },
} as const;
export type EmployeeFileKind = keyof typeof EMPLOYEE_FILE_KINDS;
export const EMPLOYEE_FILE_KIND_NAMES = Object.keys(EMPLOYEE_FILE_KINDS) as [EmployeeFileKind, ...EmployeeFileKind[]];

/** The edit form sends these placeholders for a file it does not replace (api-contract 5.7). */
const KEEP_FILE_PLACEHOLDERS = new Set(['nidPicValue', 'citizenshipFrontValue', 'citizenshipBackValue', 'string']);

/** A file field of either form: an upload, or nothing ('' or a keep-placeholder). */
function employeeUpload() {
  return z.preprocess(
    (value) => (typeof value === 'string' && KEEP_FILE_PLACEHOLDERS.has(value) ? undefined : value),
    optionalUpload(),
  );
}

const year = () => optionalInt({ min: 1900, max: 2200, message: M.yearInvalid });

/** The first of a key the edit form appends twice (api-contract 5.7: "some keys appended twice"). */
const firstOf = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value[0] : value), schema);

function addressFields<const Prefix extends 'p' | 't'>(prefix: Prefix) {
  return {
    [`${prefix}Province`]: firstOf(clearableText()),
    [`${prefix}District`]: firstOf(clearableText()),
    [`${prefix}LocalLevel`]: firstOf(clearableText()),
    [`${prefix}WardNo`]: firstOf(optionalInt({ min: 1, max: 99, message: 'Ward must be a number from 1 to 99' })),
    [`${prefix}BlockNo`]: firstOf(clearableText()),
    [`${prefix}HouseNo`]: firstOf(clearableText()),
    [`${prefix}Tole`]: firstOf(clearableText()),
  } as Record<
    `${Prefix}${'Province' | 'District' | 'LocalLevel' | 'BlockNo' | 'HouseNo' | 'Tole'}`,
    ReturnType<typeof clearableText>
  > &
    Record<`${Prefix}WardNo`, ReturnType<typeof optionalInt>>;
}

/** The fields both forms share under one name. */
const sharedFields = {
  campusId: optionalId(),
  employeeType: requiredChoice(EMPLOYEE_TYPES, M.employeeTypeRequired),
  salutation: optionalChoice(SALUTATIONS, M.salutationInvalid),
  firstName: requiredText(V.firstNameRequired),
  middleName: clearableText(),
  lastName: requiredText(V.lastNameRequired),
  phoneNumber: optionalPhone(M.phoneInvalid),
  email: optionalEmail(),
  gender: requiredChoice(GENDERS, V.genderRequired),
  ethnicity: clearableText(),
  religion: optionalChoice(RELIGIONS, M.religionInvalid),
  maritalStatus: optionalChoice(MARITAL_STATUSES, M.maritalStatusInvalid),
  citizenshipNo: clearableText(),
  CtzIssueDistrict: clearableText(),
  nidNo: clearableText(),
  /** Read only when the BS date is missing. */
  dateOFBirthAd: clearableText(),
  // Work.
  employeePositionId: optionalId(),
  position: clearableText(),
  joiningType: optionalChoice(JOINING_TYPES, M.joiningTypeRequired),
  joiningDate: optionalBsDate(M.joiningDateInvalid),
  facultyId: optionalId(),
  teachingFacultyName: clearableText(),
  departmentId: optionalId(),
  sectionId: optionalId(),
  fiscalYearId: optionalId(),
  workPhone: optionalPhone(M.phoneInvalid),
  workEmail: optionalEmail(),
  code: clearableText(),
  orgId: clearableText(),
  employeeStatus: optionalBoolean(),
  // Academic.
  graduatedfrom: clearableText(),
  levelName: clearableText(),
  facultyName: clearableText(),
  programName: clearableText(),
  institutionName: clearableText(),
  enrolledYear: year(),
  PassedYear: year(),
  // Bank.
  bankName: requiredText(M.bankNameRequired),
  bankAc: requiredText(M.bankAcRequired),
  bankBranch: requiredText(M.bankBranchRequired),
  panNo: requiredText(M.panNoRequired),
  // Addresses.
  ...addressFields('p'),
  ...addressFields('t'),
};

const createFiles = Object.fromEntries(
  Object.values(EMPLOYEE_FILE_KINDS).map((kind) => [kind.create, employeeUpload()]),
) as Record<(typeof EMPLOYEE_FILE_KINDS)[EmployeeFileKind]['create'], ReturnType<typeof employeeUpload>>;
const editFiles = Object.fromEntries(
  Object.values(EMPLOYEE_FILE_KINDS).map((kind) => [kind.edit, employeeUpload()]),
) as Record<(typeof EMPLOYEE_FILE_KINDS)[EmployeeFileKind]['edit'], ReturnType<typeof employeeUpload>>;

/** POST Employee (multipart): the create form's names. */
export const EmployeeCreateFormSchema = z.object({
  ...sharedFields,
  dateOFBirth: optionalBsDate(M.dateOfBirthInvalid),
  isSameAsPermament: optionalBoolean(),
  ...createFiles,
});
export type EmployeeCreateForm = z.input<typeof EmployeeCreateFormSchema>;
export type EmployeeCreateFormParsed = z.output<typeof EmployeeCreateFormSchema>;

/** PATCH Employee/{id} (multipart): the edit form's names; what is missing stays as it is. */
export const EmployeeUpdateFormSchema = z
  .object({
    ...sharedFields,
    id: optionalId(),
    dateOfBirth: optionalBsDate(M.dateOfBirthInvalid),
    /** The create form's name, accepted on edit too. */
    dateOFBirth: optionalBsDate(M.dateOfBirthInvalid),
    isSameAsPermanent: optionalBoolean(),
    isSameAsPermament: optionalBoolean(),
    /** Sent as the literal "string" by the original edit form; not an employee field. */
    admissionYear: clearableText(),
    ...editFiles,
  })
  .partial();
export type EmployeeUpdateForm = z.input<typeof EmployeeUpdateFormSchema>;
export type EmployeeUpdateFormParsed = z.output<typeof EmployeeUpdateFormSchema>;

export const EmployeeFileSchema = z.object({
  kind: z.enum(EMPLOYEE_FILE_KIND_NAMES),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  uploadedAt: z.string(),
  /** The scoped endpoint that sends the bytes. */
  url: z.string(),
});
export type EmployeeFile = z.infer<typeof EmployeeFileSchema>;

export function employeeFileUrl(employeeId: number, kind: string): string {
  return `/api/Employee/${employeeId}/file/${kind}`;
}

export const EmployeeFileParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  kind: z.enum(EMPLOYEE_FILE_KIND_NAMES, { error: M.fileKindUnknown }),
});
export const EmployeeFileBodySchema = z.object({ file: optionalUpload() });

const text = z.string().nullable();

const institutionFields = {
  campus: z.object({ id: z.number(), campusName: z.string(), university: z.object({ name: z.string() }) }).nullable(),
};

/** GET Employee/{id}: the record under both spellings the clients read. */
export const EmployeeSchema = z.object({
  id: z.number(),
  userId: z.number().nullable(),
  campusId: z.number().nullable(),
  universityId: z.number().nullable(),
  owner: z.enum(EMPLOYEE_OWNERS),
  employeeType: z.enum(EMPLOYEE_TYPES),
  positionType: z.enum(POSITION_TYPES),
  salutation: text,
  firstName: z.string(),
  middleName: text,
  lastName: z.string(),
  fullName: z.string(),
  phoneNumber: text,
  email: text,
  gender: z.enum(GENDERS),
  ethnicity: text,
  religion: text,
  maritalStatus: text,
  citizenshipNo: text,
  CtzIssueDistrict: text,
  ctzIssueDistrict: text,
  nidNo: text,
  dateOFBirth: text,
  dateOfBirth: text,
  dateOFBirthAd: text,
  employeePositionId: z.number().nullable(),
  postName: text,
  position: text,
  joiningType: z.enum(JOINING_TYPES).nullable(),
  joiningDate: text,
  joiningDateAd: text,
  facultyId: z.number().nullable(),
  teachingFacultyName: text,
  departmentId: z.number().nullable(),
  departmentName: text,
  sectionId: z.number().nullable(),
  sectionName: text,
  fiscalYearId: z.number().nullable(),
  employeeStatus: z.boolean(),
  workPhone: text,
  workEmail: text,
  code: text,
  orgId: text,
  graduatedfrom: text,
  levelName: text,
  facultyName: text,
  programName: text,
  institutionName: text,
  enrolledYear: text,
  PassedYear: text,
  passedYear: text,
  bankName: text,
  bankAc: text,
  bankBranch: text,
  panNo: text,
  pProvince: text,
  pDistrict: text,
  pLocalLevel: text,
  pWardNo: z.number().nullable(),
  pBlockNo: text,
  pHouseNo: text,
  pTole: text,
  isSameAsPermament: z.boolean(),
  isSameAsPermanent: z.boolean(),
  tProvince: text,
  tDistrict: text,
  tLocalLevel: text,
  tWardNo: z.number().nullable(),
  tBlockNo: text,
  tHouseNo: text,
  tTole: text,
  ...institutionFields,
  files: z.array(EmployeeFileSchema),
});
export type Employee = z.infer<typeof EmployeeSchema>;

/** A row of Employee/GetAllEmployeees (api-contract 5.7) and of the paged staff lists. */
export const EmployeeListItemSchema = z.object({
  id: z.number(),
  user: z.object({ salutation: text, firstName: z.string(), middleName: text, lastName: z.string() }).nullable(),
  salutation: text,
  firstName: z.string(),
  middleName: text,
  lastName: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS),
  ...institutionFields,
  code: text,
  employeeType: z.enum(EMPLOYEE_TYPES),
  positionType: z.enum(POSITION_TYPES),
  postName: text,
  citizenshipNo: text,
  orgId: text,
  dateOFBirth: text,
  position: text,
  joiningType: z.enum(JOINING_TYPES).nullable(),
  joiningDate: text,
  workPhone: text,
  workEmail: text,
  phoneNumber: text,
  email: text,
  employeeStatus: z.boolean(),
});
export type EmployeeListItem = z.infer<typeof EmployeeListItemSchema>;

export const EMPLOYEE_SORT_COLUMNS = ['name', 'joiningDate', 'createdAt', 'employeeType'] as const;

/** Filters of the staff lists; `page` turns the answer into one page with its total. */
export const EmployeeListQuerySchema = PaginationQuerySchema.extend({
  employeeType: optionalChoice(EMPLOYEE_TYPES, M.employeeTypeRequired),
  positionType: optionalChoice(POSITION_TYPES, 'Position type must be Teaching or Nonteaching'),
  owner: optionalChoice(EMPLOYEE_OWNERS, 'Owner must be campus, university or ugc'),
  campusId: optionalId(),
  search: clearableText(),
  sortBy: sortByField(EMPLOYEE_SORT_COLUMNS),
});
export type EmployeeListQuery = z.input<typeof EmployeeListQuerySchema>;
export type EmployeeListQueryParsed = z.output<typeof EmployeeListQuerySchema>;

export const EmployeePageSchema = pageSchema(EmployeeListItemSchema);
export type EmployeePage = z.infer<typeof EmployeePageSchema>;
