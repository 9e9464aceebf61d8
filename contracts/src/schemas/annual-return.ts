/**
 * Annual returns (issue #31, docs/decisions/0032): the grants body opens a return of a fiscal
 * year with a census date and a deadline; each campus freezes a snapshot of its statistical
 * report and of the student and staff lists it is counted from, as at the census date;
 * validation finds errors (they block submission) and warnings (each needs a written
 * explanation); the campus submits with its signed report, its university approves or
 * returns it with comments, and the grants body accepts (the return is locked) or returns it.
 * Universities with systems of their own send a campus's lists through the submission API,
 * with a key of their own.
 */
import { z } from 'zod';
import { optionalChoice, optionalId, optionalText, requiredId, requiredText } from './fields.ts';
import { PaginationQuerySchema, pageSchema, sortByField } from './pagination.ts';
import { GenderCountsSchema } from './dashboard.ts';
import { jobSchema } from './registry.ts';

export const CAMPUS_RETURN_STATUSES = ['draft', 'submitted', 'approved', 'accepted', 'returned'] as const;
export type CampusReturnStatus = (typeof CAMPUS_RETURN_STATUSES)[number];

/**
 * Where a campus stands, as the progress screen counts it: not started (no snapshot yet),
 * with errors (a snapshot whose validation found errors), in progress (a snapshot without
 * errors, not yet submitted), then the approval's own statuses.
 */
export const RETURN_PROGRESS_STATES = [
  'notStarted',
  'withErrors',
  'inProgress',
  'submitted',
  'approved',
  'accepted',
  'returned',
] as const;
export type ReturnProgressState = (typeof RETURN_PROGRESS_STATES)[number];

export const RETURN_PROGRESS_LABELS: Record<ReturnProgressState, string> = {
  notStarted: 'Not started',
  withErrors: 'With errors',
  inProgress: 'In progress',
  submitted: 'Submitted',
  approved: 'Approved by university',
  accepted: 'Accepted',
  returned: 'Returned',
};

export const FINDING_SEVERITIES = ['error', 'warning'] as const;
export type FindingSeverity = (typeof FINDING_SEVERITIES)[number];

/** The steps of a campus's return, as its history names them. */
export const RETURN_ACTIONS = ['snapshot', 'batch', 'submit', 'approve', 'accept', 'return'] as const;
export type ReturnAction = (typeof RETURN_ACTIONS)[number];

/** Reminders of the deadline, each sent once to a campus that has not submitted: days before the deadline. */
export const RETURN_REMINDER_DAYS = [7, 1] as const;

export const RETURN_MESSAGES = {
  fiscalYearRequired: 'Choose the fiscal year',
  noSuchFiscalYear: 'The fiscal year does not exist',
  censusDateInvalid: 'Census date must be a date (YYYY-MM-DD)',
  deadlineInvalid: 'Deadline must be a date (YYYY-MM-DD)',
  deadlineBeforeCensus: 'The deadline must be after the census date',
  censusOutsideYear: 'The census date must fall within the fiscal year',
  deadlineTooLate: 'The deadline must fall within a year of the fiscal year’s end',
  alreadyOpen: 'A return is already open for this fiscal year',
  noSuchReturn: 'The return does not exist',
  noSuchCampusReturn: 'The campus has no return for this fiscal year',
  noSuchCampus: 'The campus does not exist',
  notYourCampus: 'The campus is outside your scope',
  notEditable:
    'The return is not with the campus: it can be refreshed only before it is submitted or after it is returned',
  hasErrors: 'The return has errors: fix them and refresh the snapshot before submitting',
  unexplainedWarnings: 'Every warning needs an explanation before the return is submitted',
  signedReportMissing: 'Upload the signed statistical report of this fiscal year before submitting',
  notSubmitted: 'Only a submitted return is approved or returned by the university',
  notApproved: 'Only a return the university approved is accepted or returned by the grants body',
  locked: 'The return is accepted: its figures never change again',
  commentRequired: 'Write what the campus must correct',
  commentTooLong: 'The comment is at most 2000 characters',
  explanationRequired: 'Write the explanation of the warning',
  explanationTooLong: 'The explanation is at most 2000 characters',
  noSuchFinding: 'The finding does not exist',
  notAWarning: 'Only a warning takes an explanation',
  changedMeanwhile: 'The return changed meanwhile: reload it and try again',
  apiKeyNameRequired: 'Name the key (the system that will use it)',
  noSuchApiKey: 'The key does not exist',
  apiKeyRevoked: 'The key is already revoked',
  apiKeyMissing: 'Send the university’s API key in the X-Api-Key header',
  apiKeyInvalid: 'The API key is unknown or revoked',
  batchKeyRequired: 'Send a batchKey: a resend with the same key is answered the same',
  batchKeyReused: 'This batch key was used for another batch',
  batchEmpty: 'Send at least one student or staff row',
  batchRefused: 'The batch has errors: nothing was written',
  returnNotOpen: 'No return is open for this fiscal year',
} as const;
const M = RETURN_MESSAGES;

const adDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine(
      (value) => {
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
      },
      { error: message },
    );

/** AnnualReturn (POST): opens the return of a fiscal year. */
export const OpenReturnSchema = z
  .object({
    fiscalYearId: requiredId(M.fiscalYearRequired),
    censusDate: adDay(M.censusDateInvalid),
    deadline: adDay(M.deadlineInvalid),
  })
  .refine(
    // Runs even when a field failed (`when`), so it compares only what arrived as text.
    (body) =>
      typeof body.deadline !== 'string' || typeof body.censusDate !== 'string' || body.deadline > body.censusDate,
    {
      error: M.deadlineBeforeCensus,
      path: ['deadline'],
      when: (payload) => typeof payload.value === 'object' && payload.value !== null,
    },
  );
export type OpenReturnBody = z.output<typeof OpenReturnSchema>;

/** The progress of a return: how many campuses stand in each state. */
export const ReturnStateCountsSchema = z
  .object(
    Object.fromEntries(RETURN_PROGRESS_STATES.map((state) => [state, z.number()])) as Record<
      ReturnProgressState,
      z.ZodNumber
    >,
  )
  .extend({ total: z.number() });
export type ReturnStateCounts = z.infer<typeof ReturnStateCountsSchema>;

export const AnnualReturnSchema = z.object({
  id: z.number(),
  fiscalYearId: z.number(),
  fiscalYear: z.string(),
  censusDate: z.string(),
  deadline: z.string(),
  createdAt: z.string(),
  /** At the reader's scope. */
  progress: ReturnStateCountsSchema,
});
export type AnnualReturn = z.infer<typeof AnnualReturnSchema>;

/** AnnualReturn/{id}/Progress: the campuses of the reader's scope, counted by state, by university and by province. */
export const ReturnProgressQuerySchema = PaginationQuerySchema.extend({
  universityId: optionalId(),
  provinceId: optionalId(),
  state: optionalChoice(RETURN_PROGRESS_STATES, 'State is not one of the progress states'),
  sortBy: sortByField(['campusName', 'universityName', 'state', 'errorCount', 'submittedAt']),
});
export type ReturnProgressQuery = z.output<typeof ReturnProgressQuerySchema>;

export const ReturnProgressCampusSchema = z.object({
  campusId: z.number(),
  campusName: z.string(),
  universityId: z.number(),
  universityName: z.string(),
  province: z.string().nullable(),
  state: z.enum(RETURN_PROGRESS_STATES),
  campusReturnId: z.number().nullable(),
  errorCount: z.number(),
  warningCount: z.number(),
  unexplainedCount: z.number(),
  snapshotAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type ReturnProgressCampus = z.infer<typeof ReturnProgressCampusSchema>;

export const ReturnProgressSchema = z.object({
  annualReturn: AnnualReturnSchema.omit({ progress: true }),
  totals: ReturnStateCountsSchema,
  byUniversity: z.array(ReturnStateCountsSchema.extend({ universityId: z.number(), universityName: z.string() })),
  byProvince: z.array(ReturnStateCountsSchema.extend({ provinceId: z.number().nullable(), province: z.string() })),
  campuses: pageSchema(ReturnProgressCampusSchema),
});
export type ReturnProgress = z.infer<typeof ReturnProgressSchema>;

/** One finding of validation, with the rows behind it (at most 50 shown) and the screen that fixes them. */
export const ReturnFindingSchema = z.object({
  id: z.number(),
  rule: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  subject: z.string(),
  message: z.string(),
  rowCount: z.number(),
  /** The rows behind it, as the campus knows them: a student's or employee's name and number. */
  rows: z.array(
    z.object({
      list: z.enum(['students', 'staff', 'programs', 'marks']),
      rowNo: z.number().nullable(),
      recordId: z.number().nullable(),
      label: z.string(),
      /** The web screen that fixes the row, when HEMIS has one. */
      fixAt: z.string().nullable(),
    }),
  ),
  explanation: z.string().nullable(),
  explainedAt: z.string().nullable(),
});
export type ReturnFinding = z.infer<typeof ReturnFindingSchema>;

export const ReturnStepSchema = z.object({
  id: z.number(),
  action: z.enum(RETURN_ACTIONS),
  fromStatus: z.enum(CAMPUS_RETURN_STATUSES).nullable(),
  toStatus: z.enum(CAMPUS_RETURN_STATUSES),
  comment: z.string().nullable(),
  by: z.string(),
  at: z.string(),
});
export type ReturnStep = z.infer<typeof ReturnStepSchema>;

/** AnnualReturn/{id}/Campus/{campusId}: a campus's return as the campus and its reviewers see it. */
export const CampusReturnSchema = z.object({
  annualReturn: AnnualReturnSchema.omit({ progress: true }),
  campusId: z.number(),
  campusName: z.string(),
  universityId: z.number(),
  universityName: z.string(),
  state: z.enum(RETURN_PROGRESS_STATES),
  campusReturnId: z.number().nullable(),
  status: z.enum(CAMPUS_RETURN_STATUSES).nullable(),
  listSource: z.enum(['registers', 'batch']).nullable(),
  snapshotAt: z.string().nullable(),
  studentCount: z.number(),
  staffCount: z.number(),
  errorCount: z.number(),
  warningCount: z.number(),
  unexplainedCount: z.number(),
  /** Whether the campus has uploaded its signed statistical report of the fiscal year. */
  signedReportUploaded: z.boolean(),
  returnComment: z.string().nullable(),
  version: z.number(),
  findings: z.array(ReturnFindingSchema),
  steps: z.array(ReturnStepSchema),
});
export type CampusReturn = z.infer<typeof CampusReturnSchema>;

export const CampusReturnParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  campusId: z.coerce.number().int().min(1),
});
export type CampusReturnParams = z.output<typeof CampusReturnParamsSchema>;

export const FindingParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  findingId: z.coerce.number().int().min(1),
});

/** A step of the approval sent with the version read, so that two reviewers never both act on one state. */
export const ReturnDecisionSchema = z.object({
  version: z.coerce.number().int().min(0),
  comment: optionalText().refine((value) => !value || value.length <= 2000, { error: M.commentTooLong }),
});
export type ReturnDecisionBody = z.output<typeof ReturnDecisionSchema>;

/** Returning a return to the campus needs a comment saying what to correct. */
export const ReturnToCampusSchema = z.object({
  version: z.coerce.number().int().min(0),
  comment: requiredText(M.commentRequired).refine((value) => value.length <= 2000, { error: M.commentTooLong }),
});
export type ReturnToCampusBody = z.output<typeof ReturnToCampusSchema>;

export const ExplainFindingSchema = z.object({
  explanation: requiredText(M.explanationRequired).refine((value) => value.length <= 2000, {
    error: M.explanationTooLong,
  }),
});
export type ExplainFindingBody = z.output<typeof ExplainFindingSchema>;

/** A snapshot's lists, paged: the students or staff as counted. */
export const ReturnListQuerySchema = PaginationQuerySchema.extend({
  sortBy: sortByField(['rowNo', 'name']),
});

export const ReturnStudentRowSchema = z.object({
  rowNo: z.number(),
  studentId: z.number().nullable(),
  externalRef: z.string().nullable(),
  name: z.string().nullable(),
  registrationNo: z.string().nullable(),
  program: z.string().nullable(),
  gender: z.string().nullable(),
  period: z.string().nullable(),
});
export const ReturnStaffRowSchema = z.object({
  rowNo: z.number(),
  employeeId: z.number().nullable(),
  externalRef: z.string().nullable(),
  name: z.string().nullable(),
  employeeType: z.string(),
  position: z.string().nullable(),
  gender: z.string().nullable(),
  qualifications: z.number(),
});
export const ReturnStudentPageSchema = pageSchema(ReturnStudentRowSchema);
export const ReturnStaffPageSchema = pageSchema(ReturnStaffRowSchema);

// ---------------------------------------------------------------------------
// The submission API: a university's keys and its batches.
// ---------------------------------------------------------------------------

export const CreateApiKeySchema = z.object({
  name: requiredText(M.apiKeyNameRequired).refine((value) => value.length <= 100, {
    error: 'The name is at most 100 characters',
  }),
  /** The grants body names the university; a UniAdmin's key is always their own university's. */
  universityId: optionalId(),
});
export type CreateApiKeyBody = z.output<typeof CreateApiKeySchema>;

export const ApiKeySchema = z.object({
  id: z.number(),
  universityId: z.number(),
  universityName: z.string(),
  name: z.string(),
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to a new key: the only time its secret is shown. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ key: z.string() });

/** X-Api-Key: the header a university's system signs its batches with. */
export const API_KEY_HEADER = 'x-api-key';

/** A student row of a batch: what the figures and the validation read. */
export const BatchStudentSchema = z.object({
  externalRef: z.string().trim().min(1).max(100).optional(),
  name: z.string().trim().max(200).optional(),
  registrationNo: z.string().trim().max(100).optional(),
  citizenshipNo: z.string().trim().max(100).optional(),
  /** The HEMIS program's code or id. */
  programCode: z.string().trim().max(50).optional(),
  programId: z.coerce.number().int().min(1).optional(),
  gender: z.string().trim().optional(),
  period: z.string().trim().max(20).optional(),
});
export type BatchStudent = z.output<typeof BatchStudentSchema>;

export const BatchStaffSchema = z.object({
  externalRef: z.string().trim().min(1).max(100).optional(),
  name: z.string().trim().max(200).optional(),
  employeeType: z.string().trim(),
  position: z.string().trim().max(200).optional(),
  joiningType: z.string().trim().optional(),
  gender: z.string().trim().optional(),
  facultyId: z.coerce.number().int().min(1).optional(),
  qualifications: z.coerce.number().int().min(0).max(100).optional(),
});
export type BatchStaff = z.output<typeof BatchStaffSchema>;

export const ReturnBatchSchema = z.object({
  batchKey: requiredText(M.batchKeyRequired).refine((value) => value.length <= 100, {
    error: 'The batch key is at most 100 characters',
  }),
  students: z.array(BatchStudentSchema).max(100_000).default([]),
  staff: z.array(BatchStaffSchema).max(20_000).default([]),
});
export type ReturnBatchBody = z.output<typeof ReturnBatchSchema>;

/** A row's problem in a batch: which list and row (1-based), which field, and what is wrong. */
export const BatchIssueSchema = z.object({
  list: z.enum(['students', 'staff']).nullable(),
  row: z.number().nullable(),
  field: z.string().nullable(),
  rule: z.string(),
  severity: z.enum(FINDING_SEVERITIES),
  message: z.string(),
});
export type BatchIssue = z.infer<typeof BatchIssueSchema>;

export const BatchReportSchema = z.object({
  batchKey: z.string(),
  applied: z.boolean(),
  campusId: z.number(),
  fiscalYearId: z.number(),
  studentRows: z.number(),
  staffRows: z.number(),
  errors: z.array(BatchIssueSchema),
  warnings: z.array(BatchIssueSchema),
  /** True when this answer repeats the one given to an earlier send of the same batch key. */
  replayed: z.boolean(),
});
export type BatchReport = z.infer<typeof BatchReportSchema>;

/** Figures read live, or from the accepted returns of the fiscal year. */
export const FIGURE_SOURCES = ['live', 'returned'] as const;
export type FigureSource = (typeof FIGURE_SOURCES)[number];
export const figureSource = () => optionalChoice(FIGURE_SOURCES, 'Source must be live or returned');

/**
 * AnnualReturn/{id}/Figures: the national figures "as returned", read from the accepted
 * returns only, at the reader's scope, saying how many campuses are in.
 */
export const ReturnedFiguresSchema = z.object({
  annualReturnId: z.number(),
  fiscalYear: z.string(),
  campusesIn: z.number(),
  campusesTotal: z.number(),
  students: GenderCountsSchema,
  teachingStaff: z.number(),
  nonTeachingStaff: z.number(),
  byUniversity: z.array(
    z.object({
      universityId: z.number(),
      universityName: z.string(),
      campusesIn: z.number(),
      campusesTotal: z.number(),
      students: z.number(),
      teachingStaff: z.number(),
      nonTeachingStaff: z.number(),
    }),
  ),
});
export type ReturnedFigures = z.infer<typeof ReturnedFiguresSchema>;

/** AnnualReturn/{id}/Figures: the reader's scope, or one university or campus in it. */
export const ReturnedFiguresQuerySchema = z.object({ universityId: optionalId(), campusId: optionalId() });
export type ReturnedFiguresQuery = z.output<typeof ReturnedFiguresQuerySchema>;

/** The problems of a batch's rows and files that the submission API names, each on its row and field. */
export const BATCH_MESSAGES = {
  unknownProgramId: 'The program is not one the campus runs',
  unknownProgramCode: 'No program the campus runs has this code',
  ambiguousProgramCode: 'More than one program the campus runs has this code: send programId',
  programMismatch: 'programCode and programId name different programs',
  genderInvalid: 'Gender must be male, female or other',
  periodInvalid: (periods: readonly string[]) => `Period must be one of ${periods.join(', ')}`,
  employeeTypeInvalid: 'Employee type must be Teaching, Administrative, Technical or Other',
  joiningTypeInvalid: 'Joining type must be permanent, temporary, partTime or contract',
  unknownFaculty: 'The faculty is not one of the university’s',
  fileUnreadable: 'The file must be CSV text in UTF-8, with a header row',
  unknownColumn: (column: string) => `The header names a column the list does not have: ${column}`,
  duplicateColumn: (column: string) => `The header names a column twice: ${column}`,
} as const;

/**
 * AnnualReturn/{id}/Snapshots: the snapshot of every campus whose return is with the campus,
 * taken in the background; the job's result says how many were taken and how many failed.
 */
export const ReturnSnapshotsResultSchema = z.object({
  campuses: z.number(),
  taken: z.number(),
  /** Campuses whose return left the campus (submitted meanwhile) before their turn came. */
  skipped: z.number(),
  failed: z.number(),
});
export type ReturnSnapshotsResult = z.infer<typeof ReturnSnapshotsResultSchema>;
export const ReturnSnapshotsJobSchema = jobSchema(ReturnSnapshotsResultSchema);
export type ReturnSnapshotsJob = z.infer<typeof ReturnSnapshotsJobSchema>;

export const ReturnJobParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  jobId: z.uuid(),
});
