/**
 * Students' bulk import (/inload-form; api-contract 5.5 StudentInload): the template's
 * columns, the upload (StudentInload/Inload, answered "Uploaded. BatchNo: <n>"), the batch
 * view with each bad row's problems, and the insert of its good rows (StudentInload/Insert).
 */
import { z } from 'zod';
import { STUDENT_IMPORT_MESSAGES as M } from '../messages/messages.ts';
import { optionalId, optionalText, requiredId, type UploadedFile } from './fields.ts';
import { IMPORT_JOB_PHASES, IMPORT_JOB_STATUSES } from './registry.ts';
import { STUDENT_ADDRESS_FIELDS, STUDENT_GUARDIAN_FIELDS } from './student.ts';

/**
 * The template's columns, one per field of the registration form (StudentBodySchema) that a
 * file can carry, under the form's wire names. Where the form sends an id, the file names the
 * record instead: `batch` (the admission batch's B.S. year), `fiscalYear`, `majorSubject`.
 * The program (and its level and faculty) and the campus are chosen on the screen.
 */
export const STUDENT_IMPORT_COLUMNS = [
  // General information.
  'firstName',
  'middleName',
  'lastName',
  'nepaliName',
  'gender',
  'doBBS',
  'doBAD',
  'phoneNumber',
  'email',
  'ethnicity',
  'nationality',
  'religion',
  'disabilityStatus',
  'disabilityType',
  'edg',
  'isMuktaKamaiya',
  'isFromMartyrFamily',
  'citizenshipNo',
  'citizenIssueDist',
  'nidNo',
  // Permanent and temporary addresses, then guardians.
  ...STUDENT_ADDRESS_FIELDS,
  ...STUDENT_GUARDIAN_FIELDS,
  // Program registration.
  'majorSubject',
  'batch',
  'fiscalYear',
  'complitionYear',
  'dateOfEnrollment',
  'semester',
  'year',
  'rollNoManual',
  'universityRegdNo',
  'symbolNo',
  // Entrance and fee facts.
  'entranceScore',
  'entranceSymbol',
  'programFee',
  'paidAmount',
  'hasScolorship',
  'scholarshipAmount',
] as const;
export type StudentImportColumn = (typeof STUDENT_IMPORT_COLUMNS)[number];

/** Columns every file must have (a row may still leave optional ones blank). */
export const STUDENT_IMPORT_REQUIRED_COLUMNS = [
  'firstName',
  'lastName',
  'gender',
  'batch',
] as const satisfies readonly StudentImportColumn[];

/** Columns answered yes or no (also true/false, y/n, 1/0). */
export const STUDENT_IMPORT_BOOLEAN_COLUMNS = [
  'disabilityStatus',
  'edg',
  'isMuktaKamaiya',
  'isFromMartyrFamily',
  'isSameAsPermanent',
  'hasScolorship',
] as const satisfies readonly StudentImportColumn[];

/** At most this many rows per file: 10,000 students validate and insert in seconds. */
export const STUDENT_IMPORT_MAX_ROWS = 10_000;
/** The upload limit of every multipart file (5 MB): a 10,000-row file fits. */
export const STUDENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** What the upload takes; .xls is refused with a message asking for one of these. */
export const STUDENT_IMPORT_FILE_TYPES = ['xlsx', 'csv'] as const;
/** The problems a batch view lists; the count says how many there are in all. */
export const STUDENT_IMPORT_PROBLEMS_SHOWN = 1000;

function uploadedFile(message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.custom<UploadedFile>(
      (value) => value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob),
      { error: message },
    ),
  );
}

/**
 * POST StudentInload/Inload (multipart). The campus is the caller's own; callers above a
 * campus name one of their scope. The clients also send universityId, which the campus decides.
 */
export const StudentInloadBodySchema = z.object({
  programId: requiredId(M.programRequired),
  fileInLoad: uploadedFile(M.fileRequired),
  campusId: optionalId(),
  universityId: optionalId(),
  /** The chosen file's name, which the screen sends (multipart parts lose it here). */
  fileName: optionalText(),
});
export type StudentInloadBody = z.input<typeof StudentInloadBodySchema>;

/** The text the clients read the batch number from. */
export function uploadedAnswer(batchNo: number): string {
  return `Uploaded. BatchNo: ${batchNo}`;
}

/** The batch number in an upload's answer, as the clients read it. */
export function batchNoOf(answer: string): number | undefined {
  const match = /BatchNo:\s*(\d+)/.exec(answer);
  return match ? Number(match[1]) : undefined;
}

export const StudentImportBatchParamsSchema = z.object({ batchNo: z.coerce.number().int().min(1) });

/** POST StudentInload/Insert?BatchNo=<n> (any casing of BatchNo). */
export const StudentImportInsertQuerySchema = z.object({ BatchNo: requiredId('BatchNo is required') });

export const STUDENT_IMPORT_STATES = ['validating', 'validated', 'inserting', 'inserted', 'failed'] as const;
export type StudentImportState = (typeof STUDENT_IMPORT_STATES)[number];

export const StudentImportProblemSchema = z.object({
  /** The row's number as a spreadsheet shows it (the header is row 1). */
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export type StudentImportProblem = z.infer<typeof StudentImportProblemSchema>;

/** GET StudentInload/Batch/{n}, and the answer to Insert. */
export const StudentImportBatchSchema = z.object({
  batchNo: z.number().int(),
  state: z.enum(STUDENT_IMPORT_STATES),
  fileName: z.string(),
  campusId: z.number().int(),
  programId: z.number().int(),
  programName: z.string(),
  totalRows: z.number().int(),
  goodRows: z.number().int(),
  badRows: z.number().int(),
  insertedRows: z.number().int(),
  /** The batch's current job (checking, then inserting), as the screen shows its progress. */
  job: z
    .object({
      status: z.enum(IMPORT_JOB_STATUSES),
      phase: z.enum(IMPORT_JOB_PHASES),
      processed: z.number().int(),
      total: z.number().int(),
      message: z.string().nullable(),
    })
    .nullable(),
  /** Each bad row's problems, by row then column; at most STUDENT_IMPORT_PROBLEMS_SHOWN. */
  problems: z.array(StudentImportProblemSchema),
  problemCount: z.number().int(),
  createdAt: z.string(),
  insertedAt: z.string().nullable(),
});
export type StudentImportBatch = z.infer<typeof StudentImportBatchSchema>;

/**
 * Whether a batch's job is still under way (the screen polls until it is not): the batch is
 * being checked or inserted, or its job has not yet recorded how it ended.
 */
export function isBatchBusy(batch: Pick<StudentImportBatch, 'state' | 'job'>): boolean {
  return (
    batch.state === 'validating' ||
    batch.state === 'inserting' ||
    batch.job?.status === 'queued' ||
    batch.job?.status === 'running'
  );
}
