/**
 * A campus's academic work with its students (issue: students): student sections
 * (api-contract 5.4), upgrades, attendance, documents and the legacy enrolment (5.5), and
 * transfers between campuses (5.6). Field names are the wire names the existing clients
 * send and read (`subjectID`, `academicCharecterCertificateSee`, `existing_<kind>`).
 */
import { z } from 'zod';
import {
  ACADEMIC_YEARS,
  PROGRAM_TYPES,
  SEMESTERS,
  type AcademicYear,
  type ProgramType,
  type Semester,
} from '../constants/index.ts';
import { STUDENT_ACADEMICS_MESSAGES as A, STUDENT_MESSAGES as M } from '../messages/messages.ts';
import {
  clearableText,
  optionalBoolean,
  optionalChoice,
  optionalId,
  optionalNumber,
  optionalUpload,
  requiredId,
  requiredText,
  whenAnObject,
  type UploadedFile,
} from './fields.ts';
import { dateInputField } from './holiday.ts';
import { PaginationQuerySchema, pageSchema } from './pagination.ts';
import {
  optionalDateInput,
  STUDENT_DOCUMENT_KINDS,
  StudentListQuerySchema,
  type StudentDocumentKind,
} from './student.ts';
import { SEMESTER_ALIASES, academicYearField, semesterField } from './subject.ts';

// ---- Student sections (SectionForStudent, api-contract 5.4) ------------------------------

export const StudentSectionSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  sectionSymbol: z.string(),
  status: z.boolean(),
  remarks: z.string().nullable(),
});
export type StudentSection = z.infer<typeof StudentSectionSchema>;

/**
 * SectionForStudent/create. The original client sends `campusId: 12` (hard-coded,
 * api-contract 9): the section always belongs to the caller's campus, so it is ignored.
 */
export const StudentSectionBodySchema = z.object({
  sectionSymbol: requiredText(A.sectionSymbolRequired),
  remarks: clearableText(),
  status: optionalBoolean(),
  campusId: optionalId(),
});
export type StudentSectionBody = z.input<typeof StudentSectionBodySchema>;
export type StudentSectionBodyParsed = z.output<typeof StudentSectionBodySchema>;

/** SectionForStudent/update/{id}: the edit sends every field again; missing ones stay. */
export const UpdateStudentSectionBodySchema = StudentSectionBodySchema.partial().extend({ id: optionalId() });
export type UpdateStudentSectionBody = z.input<typeof UpdateStudentSectionBodySchema>;
export type UpdateStudentSectionBodyParsed = z.output<typeof UpdateStudentSectionBodySchema>;

/** For the grants body and universities: the sections of one campus of their scope. */
export const StudentSectionListQuerySchema = z.object({ campusId: optionalId() });

// ---- Academic periods --------------------------------------------------------------------

export type AcademicPeriod = Semester | AcademicYear;

/** The periods of a program: a semester program has two a year (at most Eighth), an annual one at most Fourth. */
export function periodsOfProgram(programType: ProgramType, durationYears: number): readonly AcademicPeriod[] {
  const [periods, perYear] = programType === 'semester' ? [SEMESTERS, 2] : [ACADEMIC_YEARS, 1];
  const count = Math.min(Math.max(durationYears * perYear, 1), periods.length);
  return periods.slice(0, count);
}

/**
 * The period after `current` in the program, or null when `current` is its last. A student
 * not yet placed in a period is in the first one.
 */
export function nextPeriod(
  programType: ProgramType,
  durationYears: number,
  current: AcademicPeriod | null,
): AcademicPeriod | null {
  const periods = periodsOfProgram(programType, durationYears);
  const index = periods.indexOf(current ?? periods[0]!);
  // A period beyond the program's length (the program was shortened): nothing follows it.
  if (index === -1) return null;
  return periods[index + 1] ?? null;
}

// ---- Upgrade (StudentUpgrade, api-contract 5.5) ----------------------------------------------

/**
 * StudentUpgrade/GetStudentUpgradePaginated?pageNumber&pageSize&programid&semYear&BatchId&name:
 * the enrolment list's filters and page sizes.
 */
export const StudentUpgradeListQuerySchema = StudentListQuerySchema.pick({
  page: true,
  pageNumber: true,
  pageSize: true,
  programId: true,
  batchId: true,
  admissionYearId: true,
  semYear: true,
  name: true,
  campusId: true,
});
export type StudentUpgradeListQuery = z.input<typeof StudentUpgradeListQuerySchema>;
export type StudentUpgradeListQueryParsed = z.output<typeof StudentUpgradeListQuerySchema>;

export const StudentUpgradeRowSchema = z.object({
  studentId: z.number(),
  /** Whether the student reached their current period by an upgrade (not at registration). */
  isUpgraded: z.boolean(),
  programType: z.enum(PROGRAM_TYPES),
  semester: z.enum(SEMESTERS).nullable(),
  year: z.enum(ACADEMIC_YEARS).nullable(),
  /** Where an upgrade takes the student; null in the program's last period. */
  nextSemester: z.enum(SEMESTERS).nullable(),
  nextYear: z.enum(ACADEMIC_YEARS).nullable(),
  isLastPeriod: z.boolean(),
  programId: z.number(),
  programName: z.string(),
  batchId: z.number(),
  /** The batch's label ("2081"). */
  admissionYear: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  fullName: z.string(),
  rollNoManual: z.string().nullable(),
});
export type StudentUpgradeRow = z.infer<typeof StudentUpgradeRowSchema>;

/** `{ studentUpgrades, totalPages }` with the totals other lists carry (api-contract 4.4). */
export const StudentUpgradePageSchema = z.object({
  studentUpgrades: z.array(StudentUpgradeRowSchema),
  totalPages: z.number().int(),
  totalRecords: z.number().int(),
  totalCount: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StudentUpgradePage = z.infer<typeof StudentUpgradePageSchema>;

/**
 * One student of POST StudentUpgrade. The server computes where the student goes; the
 * `semester` or `year` sent is the period the client expects the student to reach (the
 * original client computes it, the list answers it as nextSemester/nextYear): it only
 * recognises a repeated request, which then changes nothing. `programId` and `batchId`
 * come from the record.
 */
export const StudentUpgradeItemSchema = z.object({
  studentId: requiredId(M.studentRequired),
  programId: optionalId(),
  batchId: optionalId(),
  semester: semesterField(),
  year: academicYearField(),
  isIrregular: optionalBoolean(),
});
export const StudentUpgradeBodySchema = z
  .array(StudentUpgradeItemSchema, { error: A.upgradeStudentsRequired })
  .min(1, A.upgradeStudentsRequired);
export type StudentUpgradeBody = z.input<typeof StudentUpgradeBodySchema>;
export type StudentUpgradeBodyParsed = z.output<typeof StudentUpgradeBodySchema>;

/** The texts the clients compare. */
export const StudentUpgradeAnswerSchema = z.enum([A.upgradeSuccess, A.alreadyUpgraded]);

// ---- Transfer (StudentTransfer, api-contract 5.6) -----------------------------------------------

export const TRANSFER_STATES = ['pending', 'accepted', 'outside'] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/**
 * POST StudentTransfer (multipart). The source campus is the student's own (the sent
 * `sourceCampusId` is ignored); `targetCampusId` 0 means a campus outside HEMIS, named by
 * `campusName`.
 */
export const StudentTransferBodySchema = z
  .object({
    studentId: requiredId(M.studentRequired),
    sourceCampusId: optionalId(),
    // Not requiredText: its aborting check would hide the campus name's problem in the same answer.
    transferReason: z.string({ error: A.transferReasonRequired }).trim().min(1, A.transferReasonRequired),
    transferDate: dateInputField(A.transferDateInvalid),
    maintainFees: optionalBoolean(),
    clearDues: optionalBoolean(),
    remarks: clearableText(),
    targetCampusId: optionalId(),
    campusName: clearableText(),
    targetProgramId: optionalId(),
    transferDocument: optionalUpload(),
  })
  // Checked beside the other fields' problems, so one answer names them all.
  .refine((body) => Boolean(body.targetCampusId) || Boolean(body.campusName), {
    path: ['campusName'],
    message: A.targetCampusNameRequired,
    when: whenAnObject,
  });
export type StudentTransferBody = z.input<typeof StudentTransferBodySchema>;
export type StudentTransferBodyParsed = z.output<typeof StudentTransferBodySchema>;

export const StudentTransferCreatedSchema = z.object({ id: z.number(), state: z.enum(TRANSFER_STATES) });

export const StudentTransferSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  sourceCampusId: z.number(),
  sourceCampusName: z.string(),
  /** Null for a campus outside HEMIS. */
  targetCampusId: z.number().nullable(),
  targetCampusName: z.string().nullable(),
  programName: z.string(),
  targetProgramId: z.number().nullable(),
  targetProgramName: z.string().nullable(),
  /** AD, YYYY-MM-DD. */
  transferDate: z.string(),
  transferReason: z.string(),
  maintainFees: z.boolean(),
  clearDues: z.boolean(),
  remarks: z.string().nullable(),
  state: z.enum(TRANSFER_STATES),
  hasDocument: z.boolean(),
  /** The record the target campus created when it accepted. */
  arrivedStudentId: z.number().nullable(),
});
export type StudentTransfer = z.infer<typeof StudentTransferSchema>;

export const StudentTransferPageSchema = pageSchema(StudentTransferSchema);
export const StudentTransferListQuerySchema = PaginationQuerySchema.pick({
  page: true,
  pageNumber: true,
  pageSize: true,
}).extend({
  /** Any part of the student's name. */
  name: clearableText(),
});
export type StudentTransferListQueryParsed = z.output<typeof StudentTransferListQuerySchema>;

/** A campus in HEMIS a student can be transferred to (StudentTransfer/TargetCampuses). */
export const TransferTargetCampusSchema = z.object({
  id: z.number(),
  campusName: z.string(),
  universityId: z.number(),
  universityName: z.string(),
});
export type TransferTargetCampus = z.infer<typeof TransferTargetCampusSchema>;

export const AcceptedTransferSchema = z.object({ id: z.number() });

// ---- Attendance (AttendanceStudent, api-contract 5.5) -------------------------------------------

function requiredBoolean(message: string) {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])], { error: message })
    .transform((value) => value === true || value === 'true');
}

/** Binds an object's keys to the shape's spelling whatever their case (`subjectID`). */
function withKeysOf(keys: readonly string[]) {
  const canonical = new Map(keys.map((key) => [key.toLowerCase(), key]));
  return (value: unknown) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [canonical.get(key.toLowerCase()) ?? key, item]),
    );
  };
}

const attendanceRowShape = {
  studentId: requiredId(M.studentRequired),
  subjectId: requiredId(A.subjectRequired),
  hasAttended: requiredBoolean(A.hasAttendedRequired),
  dateAttended: dateInputField(A.attendanceDateInvalid),
  timeAttended: clearableText(),
  semester: clearableText(),
  /** The section's symbol ("A"); the student's own section when missing. */
  section: clearableText(),
  /** Ignored: the student's campus. */
  campusId: optionalId(),
};
export const AttendanceRowSchema = z.preprocess(
  withKeysOf(Object.keys(attendanceRowShape)),
  z.object(attendanceRowShape),
);

/** POST AttendanceStudent: `{ attendanceData: [...], studentIds }`; `studentIds` repeats the rows' students. */
export const AttendanceBodySchema = z.object({
  attendanceData: z.array(AttendanceRowSchema, { error: A.attendanceRequired }).min(1, A.attendanceRequired),
  studentIds: z.array(z.unknown()).optional(),
});
export type AttendanceBody = z.input<typeof AttendanceBodySchema>;
export type AttendanceBodyParsed = z.output<typeof AttendanceBodySchema>;

export const AttendanceSavedSchema = z.object({ saved: z.number().int() });

/** GET AttendanceStudent: the class to mark, by subject and day. */
export const AttendanceRosterQuerySchema = z.object({
  subjectId: requiredId(A.subjectRequired),
  date: dateInputField(A.attendanceDateInvalid),
  sectionId: optionalId(),
  programId: optionalId(),
  /** The subject's own semester or year when missing. */
  semYear: optionalChoice(SEMESTERS, M.semYearInvalid, SEMESTER_ALIASES),
});
export type AttendanceRosterQuery = z.input<typeof AttendanceRosterQuerySchema>;
export type AttendanceRosterQueryParsed = z.output<typeof AttendanceRosterQuerySchema>;

export const AttendanceRosterRowSchema = z.object({
  studentId: z.number(),
  fullName: z.string(),
  rollNoManual: z.string().nullable(),
  section: z.string().nullable(),
  /** Null when the day is not marked yet. */
  hasAttended: z.boolean().nullable(),
  timeAttended: z.string().nullable(),
});
export type AttendanceRosterRow = z.infer<typeof AttendanceRosterRowSchema>;

// ---- Documents (studentprofile, api-contract 5.5) ---------------------------------------------

const documentUrls = Object.fromEntries(STUDENT_DOCUMENT_KINDS.map((kind) => [kind, z.string().nullable()])) as Record<
  StudentDocumentKind,
  z.ZodNullable<z.ZodString>
>;

/** A student's documents: each kind's download address, or null when there is none. */
export const StudentDocumentsSchema = z.object({
  /** The document set's own id; null while only registration files exist. */
  id: z.number().nullable(),
  studentId: z.number(),
  campusId: z.number(),
  remark: z.string().nullable(),
  ...documentUrls,
});
export type StudentDocuments = z.infer<typeof StudentDocumentsSchema>;

/** What a form says about one document: a new file, clear it, or nothing (keep it). */
export type DocumentChange = { file: UploadedFile } | 'clear' | undefined;

function isUploadedFile(value: unknown): value is UploadedFile {
  return value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob);
}

const fileSize = (file: UploadedFile) => (file instanceof Uint8Array ? file.byteLength : file.size);

/**
 * A document field of the upsert: a file replaces, "" (or an empty file, api-contract 4.2)
 * clears, any other text (a file name or address sent back) keeps.
 */
function documentField() {
  return z
    .unknown()
    .refine((value) => value === undefined || value === null || typeof value === 'string' || isUploadedFile(value), {
      error: 'The document must be an uploaded file',
    })
    .transform((value): DocumentChange => {
      if (isUploadedFile(value)) return fileSize(value) === 0 ? 'clear' : { file: value };
      if (value === null || (typeof value === 'string' && value.trim() === '')) return 'clear';
      return undefined;
    })
    .optional();
}

export const existingDocumentKey = (kind: StudentDocumentKind) => `existing_${kind}` as const;

const documentFields = Object.fromEntries(
  STUDENT_DOCUMENT_KINDS.flatMap((kind) => [
    [kind, documentField()],
    [existingDocumentKey(kind), z.unknown().optional()],
  ]),
) as Record<StudentDocumentKind, ReturnType<typeof documentField>> &
  Record<`existing_${StudentDocumentKind}`, z.ZodOptional<z.ZodUnknown>>;

/**
 * POST studentprofile/upsert (multipart): per kind a File (replace), `existing_<kind>` (keep,
 * whatever its value) or "" (clear); a kind not sent at all stays as it is. The campus and
 * the names the client sends come from the record.
 */
export const StudentDocumentsUpsertBodySchema = z.object({
  studentId: requiredId(M.studentRequired),
  id: optionalId(),
  remark: clearableText(),
  ...documentFields,
});
export type StudentDocumentsUpsertBody = z.input<typeof StudentDocumentsUpsertBodySchema>;
export type StudentDocumentsUpsertBodyParsed = z.output<typeof StudentDocumentsUpsertBodySchema>;

export const StudentIdParamsSchema = z.object({ studentId: z.coerce.number().int().min(1) });

// ---- Legacy enrolment (Enrollment, /enrollment/:id) -----------------------------------------

const amount = () => optionalNumber(0, 9_999_999_999, M.amountInvalid);

/**
 * POST Enrollment (multipart). The original form spreads the student's fields into the
 * request too (batch, rollNo, faculty, program ...); the record already holds them, so
 * they are ignored.
 */
export const EnrollmentBodySchema = z.object({
  studentId: requiredId(M.studentRequired),
  feeType: clearableText(),
  programFee: amount(),
  feeToPay: amount(),
  haveScholarship: optionalBoolean(),
  scholarshipAmount: amount(),
  yearSemesterType: clearableText(),
  yearSemester: clearableText(),
  dateOfPayment: optionalDateInput(A.dateOfPaymentInvalid),
  fiscalYear: clearableText(),
  remarks: clearableText(),
  receipt: optionalUpload(),
});
export type EnrollmentBody = z.input<typeof EnrollmentBodySchema>;
export type EnrollmentBodyParsed = z.output<typeof EnrollmentBodySchema>;

export const EnrollmentSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  campusId: z.number(),
  feeType: z.string().nullable(),
  programFee: z.number().nullable(),
  feeToPay: z.number().nullable(),
  haveScholarship: z.boolean(),
  scholarshipAmount: z.number().nullable(),
  yearSemesterType: z.string().nullable(),
  yearSemester: z.string().nullable(),
  /** AD, YYYY-MM-DD. */
  dateOfPayment: z.string().nullable(),
  fiscalYear: z.string().nullable(),
  remarks: z.string().nullable(),
  hasReceipt: z.boolean(),
  createdAt: z.string(),
});
export type Enrollment = z.infer<typeof EnrollmentSchema>;

export const EnrollmentQuerySchema = z.object({ studentId: requiredId(M.studentRequired) });
export const EnrollmentCreatedSchema = z.object({ id: z.number() });
