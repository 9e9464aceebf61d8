/**
 * Students (api-contract 5.5 and 8.1): the record, its create and edit forms, and the
 * enrolment list. Field names are the wire names the existing clients send and read,
 * misspellings included (`complitionYear`, `hasScolorship`, `isRegdNoManual`,
 * `guardianOccupation` beside `gOccupation`).
 */
import { z } from 'zod';
import { ACADEMIC_YEARS, GENDERS, SEMESTERS } from '../constants/index.ts';
import { formatCalendarDate, parseBsDate, parseDateInput, type DatePair } from '../calendar/index.ts';
import { STUDENT_MESSAGES as M, VALIDATION_MESSAGES as V } from '../messages/messages.ts';
import {
  clearableText,
  optionalBoolean,
  optionalChoice,
  optionalEmail,
  optionalId,
  optionalInt,
  optionalNumber,
  optionalPhone,
  optionalUpload,
  requiredChoice,
  requiredId,
  requiredText,
} from './fields.ts';
import { PaginationQuerySchema, sortByField } from './pagination.ts';
import { SEMESTER_ALIASES, academicYearField, semesterField } from './subject.ts';

/**
 * The student record's own answers (issue: students): references that do not exist or do
 * not fit the campus and program, and the answers of verification and account creation.
 */
export const STUDENT_RECORD_MESSAGES = {
  programNotOfCampus: 'The program is not run by this campus',
  levelNotOfProgram: 'The level is not the level of the chosen program',
  facultyNotOfProgram: 'The faculty is not the faculty of the chosen program',
  majorSubjectNotOfProgram: 'The major subject is not offered in this program at this campus',
  admissionYearUnknown: 'The admission year (batch) does not exist',
  fiscalYearUnknown: 'The fiscal year does not exist',
  fiscalYearMissing: 'Fiscal year is required: no fiscal year is active',
  ethnicityUnknown: 'Ethnicity must be one of the ethnic groups',
  provinceUnknown: 'The province is not in the address list',
  districtUnknown: 'The district is not in this province',
  localLevelUnknown: 'The local level is not in this district',
  wardOutOfRange: 'The ward is not a ward of this local level',
  transferredFromRequired: 'Transferred from is required',
  sectionUnknown: 'The section is not a section of this campus',
  studentsOfOneCampus: 'The students must all be of one campus',
  verified: 'Student verified successfully',
  campusRequiredForList: 'Choose a campus: the whole list is given one campus at a time',
  emailRequiredForLogin: 'The student has no email: add one before creating the login',
  emailOfStaff: 'This email belongs to a staff account',
  loginOfAnotherStudent: 'This email belongs to another student’s account',
  loginCreated: 'A link to set the password has been sent to the student’s email',
} as const;

export const NATIONALITIES = ['nepali', 'other'] as const;
export type Nationality = (typeof NATIONALITIES)[number];

export const STUDENT_STATUSES = ['active', 'transferredOut', 'graduated', 'droppedOut'] as const;
export type StudentStatus = (typeof STUDENT_STATUSES)[number];

/** The files a student's registration carries (multipart), by the field the client sends. */
export const STUDENT_REGISTRATION_FILES = {
  ppSizePhotoFile: 'ppSizePhoto',
  citizenshipFrontFile: 'citizenshipFront',
  citizenshipBackFile: 'citizenshipBack',
  nidPicFile: 'nidPic',
  digitalSignature: 'digitalSignature',
  receiptImage: 'receiptImage',
  transferDoc: 'transferDoc',
} as const;
export type StudentFileKind = (typeof STUDENT_REGISTRATION_FILES)[keyof typeof STUDENT_REGISTRATION_FILES];

/** The student's document set (studentprofile, api-contract 5.5), by wire name. */
export const STUDENT_DOCUMENT_KINDS = [
  'ppSizePhoto',
  'citizenshipFront',
  'citizenshipBack',
  'nid',
  'nidBack',
  'transcript',
  'academicCharecterCertificateSee',
  'migrationCertificate',
  'academicTranscriptHS',
  'academicCharecterCertificateHS',
  'academicMigrationCertificateHS',
  'academicTranscriptBachelor',
  'academicCharecterCertificateBachelor',
  'academicMigrationCertificateBachelor',
  'academicTranscriptMaster',
  'academicCharecterCertificateMaster',
  'academicMigrationMaster',
  'anyOtherDoc1',
  'anyOtherDoc2',
  'anyOtherDoc3',
] as const;
export type StudentDocumentKind = (typeof STUDENT_DOCUMENT_KINDS)[number];

/**
 * A Bikram Sambat date as the BS picker sends it (`YYYY-MM-DDT00:00:00` with BS digits),
 * or `YYYY-MM-DD` / `YYYY/MM/DD` with BS digits, answered as its BS and AD day. Unlike the
 * general date input, a bare `YYYY-MM-DD` here is BS: the field is named BS.
 */
export function optionalBsDate(message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: message })
      .transform((value, context): { bs: string; ad: string } => {
        const text = value.trim().replace(/T00:00:00$/, '');
        const bs = parseBsDate(text);
        const pair: DatePair | undefined = bs ? parseDateInput(`${formatCalendarDate(bs)}T00:00:00`) : undefined;
        if (!pair) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return { bs: formatCalendarDate(pair.bs), ad: formatCalendarDate(pair.ad) };
      })
      .optional(),
  );
}

/** Any date a client sends (BS picker, BS with slashes, AD), answered as its BS and AD day. */
export function optionalDateInput(message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: message })
      .transform((value, context): { bs: string; ad: string } => {
        const pair = parseDateInput(value);
        if (!pair) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return { bs: formatCalendarDate(pair.bs), ad: formatCalendarDate(pair.ad) };
      })
      .optional(),
  );
}

/**
 * Names are kept as typed (the clients send them upper-cased) and answered upper-case as
 * the clients read them (issue: students, "The record"); matching ignores case.
 */
const personName = (message: string) => requiredText(message);
const optionalPersonName = () => clearableText();

/** The parts of an address; the wire names each after its kind's prefix (`pProvince`, `tProvince`). */
export const ADDRESS_PARTS = [
  'Province',
  'District',
  'LocalLevel',
  'WardNo',
  'BlockNo',
  'HouseNo',
  'Locality',
] as const;
/** `p`: the permanent address, `t`: the temporary one. */
export type AddressPrefix = 'p' | 't';
export type AddressFieldName<Prefix extends AddressPrefix> = `${Prefix}${(typeof ADDRESS_PARTS)[number]}`;

type Prefixed<Prefix extends string, Names extends readonly string[]> = {
  readonly [Index in keyof Names]: `${Prefix}${Names[Index]}`;
};

/** The wire names of one kind of address, in ADDRESS_PARTS order. */
export function addressFieldNames<const Prefix extends AddressPrefix>(prefix: Prefix) {
  return ADDRESS_PARTS.map((part) => `${prefix}${part}`) as unknown as Prefixed<Prefix, typeof ADDRESS_PARTS>;
}

/** The form's address fields: the permanent address, "same as permanent", the temporary one. */
export const STUDENT_ADDRESS_FIELDS = [
  ...addressFieldNames('p'),
  'isSameAsPermanent',
  ...addressFieldNames('t'),
] as const;

/** The form's guardian fields: the father, the mother and another guardian, each under its own names. */
export const STUDENT_GUARDIAN_FIELDS = [
  'fatherName',
  'fOccupation',
  'fatherPhoneNo',
  'fatherEmail',
  'motherName',
  'mOccupation',
  'motherPhoneNo',
  'motherEmail',
  'guardianName',
  'gOccupation',
  'guardianPhone',
  'gAddress',
  'gEmail',
] as const;

/** The address of one kind, as the address cascade sends it: names (or ids) from Address/GetAll. */
function addressFields<const Prefix extends AddressPrefix>(prefix: Prefix) {
  return {
    [`${prefix}Province`]: clearableText(),
    [`${prefix}District`]: clearableText(),
    [`${prefix}LocalLevel`]: clearableText(),
    [`${prefix}WardNo`]: optionalInt({ min: 1, max: 99, message: M.wardInvalid }),
    [`${prefix}BlockNo`]: clearableText(),
    [`${prefix}HouseNo`]: clearableText(),
    [`${prefix}Locality`]: clearableText(),
  } as { [K in Exclude<AddressFieldName<Prefix>, `${Prefix}WardNo`>]: ReturnType<typeof clearableText> } & {
    [K in `${Prefix}WardNo`]: ReturnType<typeof optionalInt>;
  };
}

/**
 * What Student/Create and Student/EnrolledOfTransferred send (multipart). The campus and
 * university come from the signed-in user; only callers above a campus name a campus.
 */
export const StudentBodySchema = z.object({
  campusId: optionalId(),
  universityId: optionalId(),
  // General information.
  nepaliName: clearableText(),
  firstName: personName(V.firstNameRequired),
  middleName: optionalPersonName(),
  lastName: personName(V.lastNameRequired),
  phoneNumber: optionalPhone(M.phoneInvalid),
  email: optionalEmail(),
  doBBS: optionalBsDate(M.dateOfBirthInvalid),
  /** Read only when doBBS is missing: the BS date decides. */
  doBAD: optionalDateInput(M.dateOfBirthInvalid),
  gender: requiredChoice(GENDERS, V.genderRequired),
  ethnicity: clearableText(),
  nationality: optionalChoice(NATIONALITIES, M.nationalityInvalid),
  religion: clearableText(),
  disabilityStatus: optionalBoolean(),
  disabilityType: clearableText(),
  edg: optionalBoolean(),
  isMuktaKamaiya: optionalBoolean(),
  isFromMartyrFamily: optionalBoolean(),
  citizenshipNo: clearableText(),
  citizenIssueDist: clearableText(),
  nidNo: clearableText(),
  // Addresses.
  ...addressFields('p'),
  isSameAsPermanent: optionalBoolean(),
  ...addressFields('t'),
  // Guardians.
  fatherName: clearableText(),
  fOccupation: clearableText(),
  fatherPhoneNo: optionalPhone(M.phoneInvalid),
  fatherEmail: optionalEmail(),
  motherName: clearableText(),
  mOccupation: clearableText(),
  motherPhoneNo: optionalPhone(M.phoneInvalid),
  motherEmail: optionalEmail(),
  guardianName: clearableText(),
  gOccupation: clearableText(),
  /** The edit form's name for gOccupation. */
  guardianOccupation: clearableText(),
  guardianPhone: optionalPhone(M.phoneInvalid),
  gAddress: clearableText(),
  gEmail: optionalEmail(),
  // Program registration.
  levelId: requiredId(M.levelRequired),
  facultyId: requiredId(M.facultyRequired),
  programId: requiredId(M.programRequired),
  majorSubjectId: optionalId(),
  admissionYearId: requiredId(M.admissionYearRequired),
  /** The active fiscal year when missing. */
  fiscalYearId: optionalId(),
  complitionYear: clearableText(),
  dateOfEnrollment: optionalDateInput(M.dateOfEnrollmentInvalid),
  year: academicYearField(),
  semester: semesterField(),
  rollNoManual: clearableText(),
  universityRegdNo: clearableText(),
  symbolNo: clearableText(),
  isRollNoManual: optionalBoolean(),
  isRegNoManual: optionalBoolean(),
  /** The edit form's name for isRegNoManual. */
  isRegdNoManual: optionalBoolean(),
  // Entrance and fee facts.
  entranceScore: optionalNumber(0, 99999, M.entranceScoreInvalid),
  /**
   * The original client sends entranceSymbol twice, the second time with the scholarship
   * amount (api-contract 9): the first is the symbol, a second value is ignored.
   */
  entranceSymbol: z.preprocess((value) => (Array.isArray(value) ? value[0] : value), clearableText()),
  programFee: optionalNumber(0, 9_999_999_999, M.amountInvalid),
  paidAmount: optionalNumber(0, 9_999_999_999, M.amountInvalid),
  hasScolorship: optionalBoolean(),
  scholarshipAmount: optionalNumber(0, 9_999_999_999, M.amountInvalid),
  // Transfer in (EnrolledOfTransferred and edits of transferred-in students).
  programType: clearableText(),
  isTransferredIn: optionalBoolean(),
  transferStatus: optionalBoolean(),
  transferredFrom: clearableText(),
  transferredDate: optionalDateInput(M.transferredDateInvalid),
  // Files (checked by content on the server).
  ppSizePhotoFile: optionalUpload(),
  /** The edit form's name for ppSizePhotoFile. */
  ppSizePhoto: optionalUpload(),
  citizenshipFrontFile: optionalUpload(),
  citizenshipBackFile: optionalUpload(),
  nidPicFile: optionalUpload(),
  digitalSignature: optionalUpload(),
  receiptImage: optionalUpload(),
  transferDoc: optionalUpload(),
});
export type StudentBody = z.input<typeof StudentBodySchema>;
export type StudentBodyParsed = z.output<typeof StudentBodySchema>;

/** PATCH Student/{id} (multipart, answers 200): the edit stepper sends every field again. */
export const UpdateStudentBodySchema = StudentBodySchema.partial().extend({ id: optionalId() });
export type UpdateStudentBody = z.input<typeof UpdateStudentBodySchema>;
export type UpdateStudentBodyParsed = z.output<typeof UpdateStudentBodySchema>;

/** POST Student/EnrolledOfTransferred: a student arriving from outside HEMIS names where from. */
export const TransferredStudentBodySchema = StudentBodySchema.extend({
  transferredFrom: requiredText(STUDENT_RECORD_MESSAGES.transferredFromRequired),
});
export type TransferredStudentBody = z.input<typeof TransferredStudentBodySchema>;

/** Student/Create and Student/EnrolledOfTransferred answer the new record's id (201). */
export const StudentCreatedSchema = z.object({ id: z.number() });

/** Every kind of file a student has: the registration's and the document set's. */
export const STUDENT_FILE_KINDS = [
  ...new Set([...Object.values(STUDENT_REGISTRATION_FILES), ...STUDENT_DOCUMENT_KINDS]),
] as [StudentFileKind | StudentDocumentKind, ...(StudentFileKind | StudentDocumentKind)[]];

/** The file endpoint's URL of a student's file, as records and documents answer it. */
export function studentFileUrl(studentId: number, kind: string): string {
  return `/api/Student/${studentId}/file/${kind}`;
}

/** The same for the signed-in student's own file (the Student role reads no staff route). */
export function ownStudentFileUrl(kind: string): string {
  return `/api/Student/Me/file/${kind}`;
}

export const StudentFileParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  kind: z.enum(STUDENT_FILE_KINDS, { error: 'Unknown kind of student file' }),
});
export const OwnStudentFileParamsSchema = StudentFileParamsSchema.pick({ kind: true });

const nullableText = z.string().nullable();

/** Where a student is placed, by id and name, as the record and the list row both answer it. */
const placementFields = {
  levelId: z.number(),
  levelName: z.string(),
  facultyId: z.number(),
  facultyName: z.string(),
  programId: z.number(),
  programName: z.string(),
  programShortName: z.string(),
  majorSubjectId: z.number().nullable(),
  majorSubjectName: nullableText,
};

/** GET Student/{id}: the whole record (api-contract 5.5, "Student record fields"). */
export const StudentRecordSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  universityId: z.number(),
  status: z.enum(STUDENT_STATUSES),
  nepaliName: nullableText,
  firstName: z.string(),
  middleName: nullableText,
  lastName: z.string(),
  phoneNumber: nullableText,
  email: nullableText,
  doBBS: nullableText,
  doBAD: nullableText,
  gender: z.enum(GENDERS),
  ethnicity: nullableText,
  nationality: z.enum(NATIONALITIES),
  religion: nullableText,
  disabilityStatus: z.boolean(),
  disabilityType: nullableText,
  edg: z.boolean(),
  isMuktaKamaiya: z.boolean(),
  isFromMartyrFamily: z.boolean(),
  citizenshipNo: nullableText,
  citizenIssueDist: nullableText,
  nidNo: nullableText,
  ppSizePhoto: nullableText,
  citizenshipFront: nullableText,
  citizenshipBack: nullableText,
  nidPic: nullableText,
  digitalSignature: nullableText,
  pProvince: nullableText,
  pDistrict: nullableText,
  pLocalLevel: nullableText,
  pWardNo: z.number().nullable(),
  pBlockNo: nullableText,
  pHouseNo: nullableText,
  pLocality: nullableText,
  isSameAsPermanent: z.boolean(),
  tProvince: nullableText,
  tDistrict: nullableText,
  tLocalLevel: nullableText,
  tWardNo: z.number().nullable(),
  tBlockNo: nullableText,
  tHouseNo: nullableText,
  tLocality: nullableText,
  fatherName: nullableText,
  fOccupation: nullableText,
  fatherPhoneNo: nullableText,
  fatherEmail: nullableText,
  motherName: nullableText,
  mOccupation: nullableText,
  motherPhoneNo: nullableText,
  motherEmail: nullableText,
  guardianName: nullableText,
  gOccupation: nullableText,
  guardianOccupation: nullableText,
  guardianPhone: nullableText,
  gAddress: nullableText,
  gEmail: nullableText,
  ...placementFields,
  programType: z.string(),
  admissionYearId: z.number(),
  /** The batch's label ("2081"). */
  admissionYear: z.string(),
  batchNameNepali: z.string(),
  complitionYear: nullableText,
  fiscalYearId: z.number(),
  dateOfEnrollment: nullableText,
  rollNoManual: nullableText,
  /** The same as rollNoManual: some clients read rollNo. */
  rollNo: nullableText,
  universityRegdNo: nullableText,
  symbolNo: nullableText,
  year: z.enum(ACADEMIC_YEARS).nullable(),
  semester: z.enum(SEMESTERS).nullable(),
  /** The section's symbol. */
  section: nullableText,
  sectionForStudentId: z.number().nullable(),
  sectionId: z.number().nullable(),
  entranceScore: z.number().nullable(),
  entranceSymbol: nullableText,
  programFee: z.number().nullable(),
  paidAmount: z.number().nullable(),
  hasScolorship: z.boolean(),
  scholarshipAmount: z.number().nullable(),
  receiptImage: nullableText,
  isRollNoManual: z.boolean(),
  isRegNoManual: z.boolean(),
  isRegdNoManual: z.boolean(),
  isVerified: z.boolean(),
  isTransferredIn: z.boolean(),
  transferStatus: z.boolean(),
  transferredFrom: nullableText,
  transferredDate: nullableText,
  transferDoc: nullableText,
  validDateNep: nullableText,
  validDate: nullableText,
  uniName: z.string(),
  collegeName: z.string(),
});
export type StudentRecord = z.infer<typeof StudentRecordSchema>;

/** A row of the enrolment lists (Student/GetAllStudentPaginated and the lists built on it). */
export const StudentListItemSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  middleName: nullableText,
  lastName: z.string(),
  fullName: z.string(),
  gender: z.enum(GENDERS),
  doBBS: nullableText,
  ethnicity: nullableText,
  admissionYearId: z.number(),
  admissionYear: z.string(),
  batchNameNepali: z.string(),
  fiscalYearId: z.number(),
  fiscalYear: z.string(),
  year: z.enum(ACADEMIC_YEARS).nullable(),
  semester: z.enum(SEMESTERS).nullable(),
  programType: z.string(),
  rollNoManual: nullableText,
  universityRegdNo: nullableText,
  symbolNo: nullableText,
  phoneNumber: nullableText,
  email: nullableText,
  ...placementFields,
  section: nullableText,
  sectionId: z.number().nullable(),
  isVerified: z.boolean(),
  isTransferredIn: z.boolean(),
  transferredFrom: nullableText,
  transferredDate: nullableText,
  campusId: z.number(),
  collegeName: z.string(),
});
export type StudentListItem = z.infer<typeof StudentListItemSchema>;

export const STUDENT_SORT_COLUMNS = [
  'name',
  'rollNoManual',
  'universityRegdNo',
  'admissionYear',
  'program',
  'createdAt',
] as const;
export type StudentSortColumn = (typeof STUDENT_SORT_COLUMNS)[number];

/** A semester or a year, whichever the program has (the filter's semYear sends either vocabulary). */
export const SEM_YEAR_VALUES = [...SEMESTERS] as const;

/** The enrolment list offers 50 to 400 rows a page (api-contract 8.1), more than other lists. */
export const STUDENT_LIST_MAX_PAGE_SIZE = 400;
const STUDENT_PAGE_SIZE_MESSAGE = `Page size must be a whole number from 1 to ${STUDENT_LIST_MAX_PAGE_SIZE}`;

/**
 * Student/GetAllStudentPaginated's filters (api-contract 5.5). `isVerified` defaults to
 * true; `BatchId`/`batchId`/`admissionYearId` and `programid`/`programId` are aliases the
 * clients send. `semYear` is a semester name (First ... Eighth, or Five/Six/Seven) or a
 * year name (First ... Fourth): it matches either.
 */
export const StudentListQuerySchema = PaginationQuerySchema.extend({
  pageSize: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: STUDENT_PAGE_SIZE_MESSAGE })
      .int({ error: STUDENT_PAGE_SIZE_MESSAGE })
      .min(1, { error: STUDENT_PAGE_SIZE_MESSAGE })
      .max(STUDENT_LIST_MAX_PAGE_SIZE, { error: STUDENT_PAGE_SIZE_MESSAGE })
      .optional(),
  ),
  isVerified: optionalBoolean(),
  admissionYearId: optionalId(),
  batchId: optionalId(),
  programId: optionalId(),
  majorSubjectId: optionalId(),
  levelId: optionalId(),
  facultyId: optionalId(),
  fiscalYearId: optionalId(),
  sectionId: optionalId(),
  semYear: optionalChoice(SEMESTERS, M.semYearInvalid, SEMESTER_ALIASES),
  isTransferredIn: optionalBoolean(),
  gender: optionalChoice(GENDERS, V.genderRequired),
  name: clearableText(),
  /** For the grants body and universities: one campus of their scope. */
  campusId: optionalId(),
  sortBy: sortByField(STUDENT_SORT_COLUMNS),
});
export type StudentListQuery = z.output<typeof StudentListQuerySchema>;

/** `{ students, totalPages }` with the totals other clients read (api-contract 4.4). */
export const StudentPageSchema = z.object({
  students: z.array(StudentListItemSchema),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StudentPage = z.infer<typeof StudentPageSchema>;

/** PATCH Student/UpdateStudentIdentifiers. */
export const UpdateStudentIdentifiersBodySchema = z.object({
  id: requiredId(M.studentRequired),
  symbolNo: clearableText(),
  rollNoManual: clearableText(),
  universityRegdNo: clearableText(),
  majorSubjectId: optionalId(),
});
export type UpdateStudentIdentifiersBody = z.input<typeof UpdateStudentIdentifiersBodySchema>;
export type UpdateStudentIdentifiersBodyParsed = z.output<typeof UpdateStudentIdentifiersBodySchema>;

/** PATCH Student/BulkUpdateSection: one request per section symbol. */
export const BulkUpdateSectionBodySchema = z.object({
  studentIds: z.array(z.coerce.number().int().positive(), { error: M.studentIdsRequired }).min(1, M.studentIdsRequired),
  section: requiredText(M.sectionRequired),
});
export type BulkUpdateSectionBody = z.input<typeof BulkUpdateSectionBodySchema>;
export type BulkUpdateSectionBodyParsed = z.output<typeof BulkUpdateSectionBodySchema>;

/** What BulkUpdateSection answers: how many students now sit in the section. */
export const BulkUpdateSectionResponseSchema = z.object({ updated: z.number().int() });

export { SEMESTERS as STUDENT_SEMESTERS };
