/**
 * Examinations (api-contract 5.8, screens 8.3): exam types, exam schedules (internal or board
 * exams), their papers (wire name SubjectExamSchedule), attendance and marks. The wire names
 * are the existing clients', misspellings included (`theoriticalFullMark`, `doesAppeared`,
 * `achieveScored`).
 *
 * Dates come as the clients send them (BS `YYYY/MM/DD` or AD) and are answered as both: the
 * AD day `YYYY-MM-DD` and the BS day `YYYY/MM/DD`, which reads back as BS when an edit form
 * sends the fetched record again.
 */
import { z } from 'zod';
import { formatCalendarDate } from '../calendar/bikram-sambat.ts';
import { parseDateInput } from '../calendar/date-input.ts';
import { ACADEMIC_YEARS, PROGRAM_TYPES, SEMESTERS } from '../constants/index.ts';
import { EXAM_MESSAGES as M } from '../messages/exam.ts';
import {
  clearableText,
  idList,
  optionalBoolean,
  optionalChoice,
  optionalId,
  optionalInt,
  optionalNumber,
  optionalText,
  requiredChoice,
  requiredId,
  requiredText,
} from './fields.ts';
import { PaginationQuerySchema, pageSchema, sortByField } from './pagination.ts';
import { academicYearField, semesterField } from './subject.ts';

/** Computed from today's date in Nepal, never stored. */
export const EXAM_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type ExamStatus = (typeof EXAM_STATUSES)[number];
/** ExamSchedule's examType on the wire: a board exam is `external`. */
export const EXAM_KINDS = ['internal', 'external'] as const;
export type ExamKindWire = (typeof EXAM_KINDS)[number];
/** ExamType's `exam` on the wire. */
export const EXAM_TYPE_KINDS = ['internal', 'board'] as const;
export const BOARD_SITTINGS = ['Regular', 'Partial'] as const;
/** Highest marks a part can carry (the columns hold 9999.99). */
export const MAX_MARKS = 9999;

/** The status of an exam (or of one paper, from and to its day) on `today` (AD YYYY-MM-DD). */
export function examStatusOn(today: string, dateFrom: string, dateTo: string): ExamStatus {
  if (today < dateFrom) return 'upcoming';
  return today > dateTo ? 'finished' : 'running';
}

/** A subject passes when each of its parts reaches its pass marks; null until marks are entered. */
export function paperResult(
  parts: { isTheoretical: boolean; isPractical: boolean; theoreticalPass: number; practicalPass: number },
  marks: { theoretical: number | null; practical: number | null },
): 'PASS' | 'FAIL' | null {
  const entered =
    (!parts.isTheoretical || marks.theoretical !== null) && (!parts.isPractical || marks.practical !== null);
  if (!entered) return null;
  const theoryPassed = !parts.isTheoretical || (marks.theoretical ?? 0) >= parts.theoreticalPass;
  const practicalPassed = !parts.isPractical || (marks.practical ?? 0) >= parts.practicalPass;
  return theoryPassed && practicalPassed ? 'PASS' : 'FAIL';
}

/** A date as sent (BS or AD), read as its AD day and its BS day (`YYYY/MM/DD`); blank or null count as missing. */
export function examDateField(message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: message })
      .transform((value, context) => {
        const pair = parseDateInput(value);
        if (!pair) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return { ad: formatCalendarDate(pair.ad), bs: formatCalendarDate(pair.bs, '/') };
      })
      .optional(),
  );
}
export type ExamDate = { ad: string; bs: string };

/** A status the clients send back as they read it (a computed text) counts as not sent. */
const sentBoolean = () =>
  z.preprocess(
    (value) => (typeof value === 'boolean' || value === 'true' || value === 'false' ? value : undefined),
    optionalBoolean(),
  );

// ---- Exam types (POST ExamType) ---------------------------------------------------------------

export const CreateExamTypeBodySchema = z.object({
  /** The campus; only callers without a campus of their own name one. */
  instituteID: optionalId(),
  exam: requiredChoice(EXAM_TYPE_KINDS, M.examKindInvalid, { external: 'board' }),
  examName: requiredText(M.examTypeNameRequired),
  status: sentBoolean(),
  description: clearableText(),
});
export type CreateExamTypeBody = z.input<typeof CreateExamTypeBodySchema>;
export type CreateExamTypeBodyParsed = z.output<typeof CreateExamTypeBodySchema>;

export const ExamTypeSchema = z.object({
  id: z.number(),
  instituteID: z.number(),
  exam: z.enum(EXAM_TYPE_KINDS),
  examName: z.string(),
  status: z.boolean(),
  description: z.string().nullable(),
});
export type ExamType = z.infer<typeof ExamTypeSchema>;

// ---- Exam schedules ---------------------------------------------------------------------------

const scheduleFields = {
  id: optionalId(),
  /** Only for callers without a campus of their own. */
  campusId: optionalId(),
  fiscalYearId: requiredId(M.fiscalYearRequired),
  batchId: requiredId(M.batchRequired),
  programMgmtId: requiredId(M.programRequired),
  examType: requiredChoice(EXAM_KINDS, M.examTypeInvalid, { board: 'external' }),
  /** Regular or Partial for a board exam; '' for an internal one. */
  type: optionalChoice(BOARD_SITTINGS, M.boardSittingInvalid),
  /** Built on the server when not sent. */
  examName: optionalText(),
  /** AD (ISO) as the client converts it; the BS fields win when both are sent. */
  dateFrom: examDateField(M.dateFromInvalid),
  dateTo: examDateField(M.dateToInvalid),
  dateFromNepali: examDateField(M.dateFromInvalid),
  dateToNepali: examDateField(M.dateToInvalid),
  status: sentBoolean(),
  description: clearableText(),
  year: academicYearField(),
  semester: semesterField(),
};

interface ScheduleDates {
  dateFrom?: ExamDate;
  dateTo?: ExamDate;
  dateFromNepali?: ExamDate;
  dateToNepali?: ExamDate;
}

/** The exam's first and last day as sent: the BS field when sent, else the AD one. */
export function scheduleDates(body: ScheduleDates): { from?: ExamDate; to?: ExamDate } {
  return { from: body.dateFromNepali ?? body.dateFrom, to: body.dateToNepali ?? body.dateTo };
}

function checkScheduleDates(body: ScheduleDates & { examType?: string; type?: string }, creating: boolean) {
  const issues: { path: string[]; message: string }[] = [];
  const { from, to } = scheduleDates(body);
  if (creating && !from) issues.push({ path: ['dateFromNepali'], message: M.dateFromInvalid });
  if (creating && !to) issues.push({ path: ['dateToNepali'], message: M.dateToInvalid });
  if (from && to && to.ad < from.ad) issues.push({ path: ['dateToNepali'], message: M.dateToBeforeFrom });
  if (creating && body.examType === 'external' && !body.type)
    issues.push({ path: ['type'], message: M.boardSittingInvalid });
  return issues;
}

export const CreateExamScheduleBodySchema = z.object(scheduleFields).superRefine((body, context) => {
  for (const issue of checkScheduleDates(body, true)) context.addIssue({ code: 'custom', ...issue });
});
export type CreateExamScheduleBody = z.input<typeof CreateExamScheduleBodySchema>;
export type CreateExamScheduleBodyParsed = z.output<typeof CreateExamScheduleBodySchema>;

/** PUT ExamSchedule/{id}: the fetched record with the edits; fields not sent stay as they are. */
export const UpdateExamScheduleBodySchema = z
  .object(scheduleFields)
  .partial()
  .superRefine((body, context) => {
    for (const issue of checkScheduleDates(body, false)) context.addIssue({ code: 'custom', ...issue });
  });
export type UpdateExamScheduleBody = z.input<typeof UpdateExamScheduleBodySchema>;
export type UpdateExamScheduleBodyParsed = z.output<typeof UpdateExamScheduleBodySchema>;

export const ExamScheduleSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  fiscalYearId: z.number(),
  /** "2081/82" */
  fiscalYear: z.string(),
  batchId: z.number(),
  /** The batch's BS year, "2081". */
  batch: z.string(),
  programMgmtId: z.number(),
  programName: z.string(),
  programShortName: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  examType: z.enum(EXAM_KINDS),
  /** Regular or Partial for a board exam, '' for an internal one. */
  type: z.string(),
  examName: z.string(),
  /** Always null: a schedule covers every subject of its period (the client's form reads it). */
  subjectName: z.null(),
  /** AD, YYYY-MM-DD */
  dateFrom: z.string(),
  dateTo: z.string(),
  /** BS, YYYY/MM/DD */
  dateFromNepali: z.string(),
  dateToNepali: z.string(),
  description: z.string().nullable(),
  year: z.enum(ACADEMIC_YEARS).nullable(),
  semester: z.enum(SEMESTERS).nullable(),
  /** Computed from today's date in Nepal. */
  status: z.enum(EXAM_STATUSES),
  resultsPublishedAt: z.string().nullable(),
});
export type ExamSchedule = z.infer<typeof ExamScheduleSchema>;

export const EXAM_SCHEDULE_SORT_COLUMNS = ['dateFrom', 'dateTo', 'examName', 'programName', 'id'] as const;

export const ExamScheduleListQuerySchema = PaginationQuerySchema.extend({
  /** The program's name, as the exam list filters (case-insensitive). */
  programName: optionalText(),
  programId: optionalId(),
  batchId: optionalId(),
  fiscalYearId: optionalId(),
  examType: optionalChoice(EXAM_KINDS, M.examTypeInvalid, { board: 'external' }),
  sortBy: sortByField(EXAM_SCHEDULE_SORT_COLUMNS),
});
export type ExamScheduleListQuery = z.output<typeof ExamScheduleListQuerySchema>;

/** The list answers a page in both cases: without paging, every schedule as one page. */
export const ExamSchedulePageSchema = pageSchema(ExamScheduleSchema);

// ---- Papers (SubjectExamSchedule) -------------------------------------------------------------

const TIME = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/;

/** "HH:MM" (also "HH:MM:SS" and "10:00 AM"), answered as 24-hour "HH:MM". */
export function examTimeField(message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: message })
      .transform((value, context) => {
        const match = TIME.exec(value.trim());
        let hours = Number(match?.[1]);
        const minutes = Number(match?.[2]);
        const half = match?.[3]?.toUpperCase();
        if (half) hours = half === 'PM' ? (hours % 12) + 12 : hours % 12;
        if (!match || hours > 23 || minutes > 59 || (half && Number(match[1]) > 12)) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
      })
      .optional(),
  );
}

const marksField = (message: string) => optionalNumber(0, MAX_MARKS, message);

const routineFields = {
  id: optionalId(),
  examScheduleId: requiredId(M.scheduleRequired),
  subjectID: requiredId(M.subjectRequired),
  isTheoretical: sentBoolean(),
  isPractical: sentBoolean(),
  /** BS as the picker sends it (or AD). */
  examDate: examDateField(M.examDateInvalid),
  examTime: examTimeField(M.examTimeInvalid),
  theoreticalFullMarks: marksField(M.fullMarkInvalid),
  theoreticalPassMarks: marksField(M.passMarkInvalid),
  practicalFullMark: marksField(M.fullMarkInvalid),
  practicalPassMark: marksField(M.passMarkInvalid),
  /** The schedule's period is the paper's; these are read and ignored. */
  year: z.unknown().optional(),
  semester: z.unknown().optional(),
  description: clearableText(),
};

export const CreateSubjectExamScheduleBodySchema = z.object(routineFields).superRefine((body, context) => {
  if (!body.examDate) context.addIssue({ code: 'custom', path: ['examDate'], message: M.examDateInvalid });
  if (!body.examTime) context.addIssue({ code: 'custom', path: ['examTime'], message: M.examTimeInvalid });
});
export type CreateSubjectExamScheduleBody = z.input<typeof CreateSubjectExamScheduleBodySchema>;
export type CreateSubjectExamScheduleBodyParsed = z.output<typeof CreateSubjectExamScheduleBodySchema>;

/** PUT SubjectExamSchedule/{id}: the fetched record with the edits (its own hard-coded `nepaliExamDate` is ignored). */
export const UpdateSubjectExamScheduleBodySchema = z.object(routineFields).partial();
export type UpdateSubjectExamScheduleBody = z.input<typeof UpdateSubjectExamScheduleBodySchema>;
export type UpdateSubjectExamScheduleBodyParsed = z.output<typeof UpdateSubjectExamScheduleBodySchema>;

export const SubjectExamScheduleSchema = z.object({
  id: z.number(),
  examName: z.string(),
  examScheduleId: z.number(),
  examType: z.enum(EXAM_KINDS),
  programId: z.number(),
  programName: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  batchId: z.number(),
  subjectID: z.number(),
  subjectName: z.string(),
  code: z.string(),
  isTheoretical: z.boolean(),
  isPractical: z.boolean(),
  /** BS, YYYY/MM/DD */
  examDate: z.string(),
  /** AD, YYYY-MM-DD */
  examDateAd: z.string(),
  examTime: z.string(),
  /** 0 for a part the paper does not have. */
  theoreticalFullMarks: z.number(),
  theoreticalPassMarks: z.number(),
  practicalFullMark: z.number(),
  practicalPassMark: z.number(),
  description: z.string().nullable(),
  /** The paper's day against today's date in Nepal. */
  status: z.enum(EXAM_STATUSES),
  semester: z.enum(SEMESTERS).nullable(),
  year: z.enum(ACADEMIC_YEARS).nullable(),
});
export type SubjectExamSchedule = z.infer<typeof SubjectExamScheduleSchema>;

/** GetAllPaged: `batchId` is the exam schedule's id (one client wrapper names it so). */
export const SubjectExamScheduleListQuerySchema = PaginationQuerySchema.extend({
  batchId: optionalId(),
  examScheduleId: optionalId(),
});
export type SubjectExamScheduleListQuery = z.output<typeof SubjectExamScheduleListQuerySchema>;
export const SubjectExamSchedulePageSchema = pageSchema(SubjectExamScheduleSchema);

// ---- Attendance (ExamAppearManagement, BulkExamAttend/GetAllStudent) ---------------------------

export const RoutineAttendanceQuerySchema = z.object({
  subjectExamScheduleId: requiredId(M.routineRequired),
  /** The answer holds the one paper asked for; these are read and ignored. */
  page: optionalInt({ min: 1 }),
  pageSize: optionalInt({ min: 1 }),
  studentPage: optionalInt({ min: 1, message: 'Page must be a whole number from 1' }),
  studentPageSize: optionalInt({ min: 1, max: 100, message: 'Page size must be a whole number from 1 to 100' }),
  studentName: optionalText(),
});
export type RoutineAttendanceQuery = z.output<typeof RoutineAttendanceQuerySchema>;

export const StudentExamRecordSchema = z.object({
  studentId: z.number(),
  name: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  rollNo: z.string().nullable(),
  /** null until attendance is recorded. */
  doesAppear: z.boolean().nullable(),
  remarks: z.string().nullable(),
  theoreticalMarks: z.number().nullable(),
  practicalMarks: z.number().nullable(),
  version: z.number(),
});

export const RoutineAttendanceSchema = z.object({
  subjectExamScheduleId: z.number(),
  subjectName: z.string(),
  theoreticalFullMarks: z.number(),
  theoreticalPassMarks: z.number(),
  practicalFullMark: z.number(),
  practicalPassMark: z.number(),
  studentTotalRecords: z.number(),
  studentExamRecords: z.array(StudentExamRecordSchema),
});
export const RoutineAttendanceResponseSchema = z.array(RoutineAttendanceSchema);
export type RoutineAttendance = z.infer<typeof RoutineAttendanceSchema>;

/**
 * POST ExamAppearManagement/upsert (multipart): the students arrive as `StudentIds[0]`,
 * `StudentIds[1]` ... or as a repeated `StudentIds`; the indexed keys are gathered by the service.
 */
export const ExamAppearUpsertBodySchema = z
  .object({
    subjectExamScheduleId: requiredId(M.routineRequired),
    doesAppeared: optionalBoolean(),
    remarks: clearableText(),
    studentIds: idList(M.studentsRequired),
  })
  .catchall(z.unknown());
export type ExamAppearUpsertBodyParsed = z.output<typeof ExamAppearUpsertBodySchema>;

/** Gathers the ids of `StudentIds[0]`, `StudentIds[1]` ... keys; a key with no number in it is refused. */
export function indexedStudentIds(body: Record<string, unknown>): { ids: number[]; invalid: boolean } {
  const ids: number[] = [];
  let invalid = false;
  for (const [key, value] of Object.entries(body)) {
    if (!/^studentids\[\d*\]$/i.test(key)) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const id =
        typeof item === 'number'
          ? item
          : typeof item === 'string' && /^\d{1,9}$/.test(item.trim())
            ? Number(item)
            : NaN;
      if (Number.isSafeInteger(id) && id > 0) ids.push(id);
      else invalid = true;
    }
  }
  return { ids, invalid };
}

export const ExamAppearedStudentsQuerySchema = PaginationQuerySchema.extend({
  /** The student's batch. */
  batchId: optionalId(),
  programId: optionalId(),
  semester: semesterField(),
  year: academicYearField(),
  name: optionalText(),
  examScheduleId: optionalId(),
  subjectExamScheduleId: optionalId(),
});
export type ExamAppearedStudentsQuery = z.output<typeof ExamAppearedStudentsQuerySchema>;

export const ExamAppearedStudentSchema = z.object({
  studentId: z.number(),
  fullName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  rollNo: z.string().nullable(),
  gender: z.string(),
  phoneNo: z.string().nullable(),
  batchYear: z.string(),
  year: z.enum(ACADEMIC_YEARS).nullable(),
  semester: z.enum(SEMESTERS).nullable(),
  program: z.number(),
  programName: z.string(),
  programShortName: z.string(),
  levelName: z.string(),
  facultyName: z.string(),
  doesAppear: z.boolean(),
  remarks: z.string().nullable(),
});
export const ExamAppearedStudentPageSchema = pageSchema(ExamAppearedStudentSchema);

/** BulkExamAttend/GetAllStudent: the students who may sit an exam (by the exam, or by its program, batch and period). */
export const EligibleStudentsQuerySchema = PaginationQuerySchema.extend({
  batchId: optionalId(),
  programId: optionalId(),
  year: academicYearField(),
  semester: semesterField(),
  majorSubjectId: optionalId(),
  examScheduleId: optionalId(),
  name: optionalText(),
});
export type EligibleStudentsQuery = z.output<typeof EligibleStudentsQuerySchema>;

export const EligibleStudentSchema = z.object({
  id: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  rollNoManual: z.string().nullable(),
  batchNameNepali: z.string(),
  programName: z.string(),
  majorSubjectId: z.number().nullable(),
  year: z.enum(ACADEMIC_YEARS).nullable(),
  semester: z.enum(SEMESTERS).nullable(),
});
export const EligibleStudentPageSchema = pageSchema(EligibleStudentSchema).extend({ total: z.number() });
export type EligibleStudent = z.infer<typeof EligibleStudentSchema>;

// ---- Marks (MarksEntry) -----------------------------------------------------------------------

export const MarksRowSchema = z.object({
  subjectExamScheduleId: requiredId(M.routineRequired),
  studentID: requiredId(M.studentRequired),
  /** Theory plus practical as the client adds them; the server adds them itself. */
  achieveScored: z.unknown().optional(),
  /** Missing or null: not entered. */
  theoreticalMarks: marksField(M.marksInvalid),
  practicalMarks: marksField(M.marksInvalid),
  remarks: clearableText(),
  /** The row's version as read (HEMIS's own screen); without it the row is saved as sent. */
  version: optionalInt({ min: 0 }),
});
export type MarksRow = z.output<typeof MarksRowSchema>;

/** The contract's plain array, or HEMIS's own `{ rows, reason }` (a reason is needed once results are published). */
export const MarksEntryBodySchema = z.union([
  z.array(MarksRowSchema).min(1, { error: M.marksRowsRequired }),
  z.object({
    rows: z.array(MarksRowSchema, { error: M.marksRowsRequired }).min(1, { error: M.marksRowsRequired }),
    reason: optionalText(),
  }),
]);
export type MarksEntryBody = z.input<typeof MarksEntryBodySchema>;
export type MarksEntryBodyParsed = z.output<typeof MarksEntryBodySchema>;

export const MarksEntryResponseSchema = z.object({
  message: z.string(),
  saved: z.number(),
  rows: z.array(z.object({ subjectExamScheduleId: z.number(), studentID: z.number(), version: z.number() })),
});

/** FilterByExam: by paper, or by exam (`examScheduleId`, which one client wrapper sends as `BatchId`). */
export const MarksFilterQuerySchema = PaginationQuerySchema.extend({
  subjectExamScheduleId: optionalId(),
  examScheduleId: optionalId(),
  batchId: optionalId(),
  name: optionalText(),
});
export type MarksFilterQuery = z.output<typeof MarksFilterQuerySchema>;

export const EnteredMarksSchema = z.object({
  /** The student's id: a sitting is named by its paper and its student. */
  id: z.number(),
  subjectExamScheduleId: z.number(),
  studentID: z.number(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  rollNo: z.string().nullable(),
  subjectName: z.string(),
  examName: z.string(),
  programName: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  semester: z.enum(SEMESTERS).nullable(),
  year: z.enum(ACADEMIC_YEARS).nullable(),
  theoriticalFullMark: z.number(),
  theoriticalPassMark: z.number(),
  theoreticalMarks: z.number().nullable(),
  practicalFullMark: z.number(),
  practicalPassMark: z.number(),
  practicalMarks: z.number().nullable(),
  achieveScored: z.number().nullable(),
  /** PASS or FAIL, computed; null until the marks are entered. */
  remarks: z.enum(['PASS', 'FAIL']).nullable(),
  version: z.number(),
});
export const EnteredMarksPageSchema = pageSchema(EnteredMarksSchema);
export type EnteredMarks = z.infer<typeof EnteredMarksSchema>;
