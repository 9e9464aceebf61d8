/**
 * The submission API (issue #31): a university with its own student and staff systems sends a
 * campus's lists for an annual return, signed with one of its keys (api-key.service.ts). A
 * batch is checked row by row, then snapshotted and validated with the same rules as HEMIS's
 * own registers (return-snapshot.service.ts), and applied only whole: when an error remains,
 * nothing of it is written. Every answered batch is kept with its report (ReturnBatch), so a
 * resend with the same batch key gets the same answer and writes nothing.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  BATCH_MESSAGES,
  ENROLLMENT_SYSTEMS,
  SEMESTERS,
  type EnrollmentSystem,
  BatchStaffSchema,
  BatchStudentSchema,
  RETURN_MESSAGES as M,
  ReturnBatchSchema,
  type BatchIssue,
  type BatchReport,
  type BatchStaff,
  type BatchStudent,
  type Scope,
} from '@hemis/contracts';
import type { Db, PrismaClient } from '../../db/prisma.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../../lib/audit.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AttemptLimiter, AttemptLimits } from '../../lib/rate-limit.ts';
import { parseCsv } from '../../lib/spreadsheet.ts';
import { scopeWhere } from '../../lib/scope.ts';
import { authenticateApiKey, type AuthenticatedKey } from './api-key.service.ts';
import { takeSnapshot, type ReturnLists } from './return-snapshot.service.ts';

type Gender = 'male' | 'female' | 'other';
type EmployeeType = 'Teaching' | 'Administrative' | 'Technical' | 'Other';
type JoiningType = 'permanent' | 'temporary' | 'partTime' | 'contract';

const GENDERS: readonly Gender[] = ['male', 'female', 'other'];
const EMPLOYEE_TYPES: readonly EmployeeType[] = ['Teaching', 'Administrative', 'Technical', 'Other'];
const JOINING_TYPES: readonly JoiningType[] = ['permanent', 'temporary', 'partTime', 'contract'];

/**
 * Batches per key: at most this many in a window of a minute, counted in PostgreSQL so that
 * every server process enforces the same limit. A university sending one batch per campus
 * sends a thousand campuses' lists in under 20 minutes.
 */
export const BATCHES_PER_MINUTE = 60;
export const SUBMISSION_LIMITS: AttemptLimits = {
  windowMs: 60_000,
  perAccountAndAddress: BATCHES_PER_MINUTE,
  perAddress: BATCHES_PER_MINUTE,
  // The limiter's growing wait is for guessed passwords; a key's batches meet only the plain limit.
  delayAfterFailures: BATCHES_PER_MINUTE,
};

/** Row problems a report lists; beyond them one more issue says how many were left out. */
export const BATCH_ISSUES_SHOWN = 1000;

/** A batch's transaction: a large campus's snapshot and validation take seconds. */
const BATCH_TRANSACTION = { maxWait: 10_000, timeout: 120_000 };

/** The first key of the advisory lock a batch key is sent under, apart from other modules' locks. */
const LOCK_CLASS = 0x72626174;

// ---------------------------------------------------------------------------
// The body: JSON, or multipart with CSV files.
// ---------------------------------------------------------------------------

function isBlankCells(cells: string[]): boolean {
  return cells.every((cell) => cell.trim() === '');
}

/**
 * A list sent as a CSV file (multipart): a header row naming the row schema's fields (in any
 * case), then one row per record; blank cells are left out, as an absent field of a JSON row.
 * Anything else is passed on as it came, for the list's own schema to judge.
 */
function csvList(fields: readonly string[]) {
  const byLowerCase = new Map(fields.map((field) => [field.toLowerCase(), field]));
  return (value: unknown, context: z.core.$RefinementCtx): unknown => {
    if (value === '' || value === null) return undefined;
    if (!(value instanceof Uint8Array)) return value;
    const problem = (message: string) => {
      context.addIssue({ code: 'custom', message, input: undefined });
      return value;
    };
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(value);
    } catch {
      return problem(BATCH_MESSAGES.fileUnreadable);
    }
    if (text.includes('\u0000')) return problem(BATCH_MESSAGES.fileUnreadable);
    const [header = [], ...lines] = parseCsv(text.replace(/^\uFEFF/, ''));
    if (isBlankCells(header)) return problem(BATCH_MESSAGES.fileUnreadable);
    const columns: string[] = [];
    for (const cell of header) {
      const column = cell.trim();
      const field = byLowerCase.get(column.toLowerCase());
      if (!field) return problem(BATCH_MESSAGES.unknownColumn(column));
      if (columns.includes(field)) return problem(BATCH_MESSAGES.duplicateColumn(column));
      columns.push(field);
    }
    return lines
      .filter((cells) => !isBlankCells(cells))
      .map((cells) =>
        Object.fromEntries(
          columns.flatMap((field, index) => {
            const cell = cells[index]?.trim() ?? '';
            return cell === '' ? [] : [[field, cell]];
          }),
        ),
      );
  };
}

/** An example batch, as the OpenAPI document shows it. */
export const EXAMPLE_BATCH = {
  batchKey: '2083-84-campus-12-census-1',
  students: [
    {
      externalRef: 'S-2080-0001',
      name: 'Sita Sharma',
      registrationNo: '7-2-12-34-2080',
      citizenshipNo: '27-01-75-01234',
      programCode: 'BBS',
      gender: 'female',
      period: 'Second',
    },
    {
      externalRef: 'S-2080-0002',
      name: 'Ram Thapa',
      registrationNo: '7-2-12-35-2080',
      programId: 41,
      gender: 'male',
      period: 'Third',
    },
  ],
  staff: [
    {
      externalRef: 'E-0007',
      name: 'Hari Adhikari',
      employeeType: 'Teaching',
      position: 'Lecturer',
      joiningType: 'permanent',
      gender: 'male',
      facultyId: 3,
      qualifications: 2,
    },
  ],
};

/**
 * The submission's body: a JSON batch (ReturnBatchSchema), or a multipart form with the field
 * batchKey and the CSV files `students` and `staff` (either may be left out), read into the
 * same rows.
 */
export const SubmissionBodySchema = ReturnBatchSchema.extend({
  students: z.preprocess(csvList(Object.keys(BatchStudentSchema.shape)), ReturnBatchSchema.shape.students),
  staff: z.preprocess(csvList(Object.keys(BatchStaffSchema.shape)), ReturnBatchSchema.shape.staff),
})
  .refine((body) => body.students.length + body.staff.length > 0, { error: M.batchEmpty, path: ['students'] })
  .meta({
    // Named examples: zod leaves an `examples` list out of a schema whose input it transforms.
    'x-examples': {
      batch: {
        summary: 'Two students and a teacher of a campus (or multipart/form-data: batchKey and CSV files)',
        value: EXAMPLE_BATCH,
      },
    },
  });
export type SubmissionBody = z.output<typeof SubmissionBodySchema>;

// ---------------------------------------------------------------------------
// Row checks.
// ---------------------------------------------------------------------------

type StudentRow = ReturnLists['students'][number];
type StaffRow = ReturnLists['staff'][number];

function issue(list: 'students' | 'staff', row: number, field: string, rule: string, message: string): BatchIssue {
  return { list, row, field, rule, severity: 'error', message };
}

function choiceOf<T extends string>(choices: readonly T[], value: string | undefined): T | null | undefined {
  if (value === undefined || value === '') return null;
  return choices.find((choice) => choice.toLowerCase() === value.toLowerCase());
}

interface CampusProgram {
  id: number;
  code: string | null;
  levelId: number;
  facultyId: number;
  programType: EnrollmentSystem;
}

/** The rows as the snapshot takes them, and each row's problems. */
async function checkRows(
  db: Db,
  scope: Scope,
  campusId: number,
  body: SubmissionBody,
): Promise<{ lists: ReturnLists; issues: BatchIssue[] }> {
  const facultyIds = [...new Set(body.staff.flatMap((row) => (row.facultyId ? [row.facultyId] : [])))];
  const [programs, faculties] = await Promise.all([
    db.campusProgram.findMany({
      where: scopeWhere<Prisma.CampusProgramWhereInput>(
        scope,
        { campusField: 'campusId', universityField: 'campus.universityId' },
        { campusId },
      ),
      select: { program: { select: { id: true, code: true, levelId: true, facultyId: true, programType: true } } },
    }),
    facultyIds.length
      ? db.faculty.findMany({
          where: scopeWhere<Prisma.FacultyWhereInput>(
            scope,
            { universityField: 'universityId' },
            { id: { in: facultyIds } },
          ),
          select: { id: true },
        })
      : [],
  ]);
  const byId = new Map<number, CampusProgram>(programs.map(({ program }) => [program.id, program]));
  const byCode = new Map<string, CampusProgram[]>();
  for (const { program } of programs) {
    if (!program.code) continue;
    const code = program.code.trim().toLowerCase();
    byCode.set(code, [...(byCode.get(code) ?? []), program]);
  }
  const knownFaculties = new Set(faculties.map((faculty) => faculty.id));
  const issues: BatchIssue[] = [];

  const programOf = (row: BatchStudent, rowNo: number): CampusProgram | null => {
    const fromId = row.programId === undefined ? undefined : (byId.get(row.programId) ?? null);
    if (fromId === null)
      issues.push(issue('students', rowNo, 'programId', 'batch:program', BATCH_MESSAGES.unknownProgramId));
    let fromCode: CampusProgram | null | undefined;
    if (row.programCode) {
      const matches = byCode.get(row.programCode.toLowerCase()) ?? [];
      fromCode = matches.length === 1 ? matches[0]! : null;
      if (matches.length === 0) {
        issues.push(issue('students', rowNo, 'programCode', 'batch:program', BATCH_MESSAGES.unknownProgramCode));
      } else if (matches.length > 1 && !fromId) {
        issues.push(issue('students', rowNo, 'programCode', 'batch:program', BATCH_MESSAGES.ambiguousProgramCode));
      } else if (fromId && !matches.some((program) => program.id === fromId.id)) {
        issues.push(issue('students', rowNo, 'programCode', 'batch:program', BATCH_MESSAGES.programMismatch));
      }
    }
    return fromId ?? fromCode ?? null;
  };

  const genderOf = (list: 'students' | 'staff', row: { gender?: string }, rowNo: number): Gender | null => {
    const gender = choiceOf(GENDERS, row.gender);
    if (gender === undefined) issues.push(issue(list, rowNo, 'gender', 'batch:gender', BATCH_MESSAGES.genderInvalid));
    return gender ?? null;
  };

  // A period is counted by its name in the program's system (the statistical report's columns).
  const periodOf = (row: BatchStudent, program: CampusProgram | null, rowNo: number): string | null => {
    if (!row.period) return null;
    const periods: readonly string[] = program ? ENROLLMENT_SYSTEMS[program.programType].periods : SEMESTERS;
    // A system of its own may number the periods: 2 is the second year or semester.
    const numbered = /^\d+$/.test(row.period ?? '') ? periods[Number(row.period) - 1] : row.period;
    const period = choiceOf(periods, numbered ?? `not ${row.period}`);
    if (period === undefined)
      issues.push(issue('students', rowNo, 'period', 'batch:period', BATCH_MESSAGES.periodInvalid(periods)));
    return period ?? null;
  };

  const students: StudentRow[] = body.students.map((row, index) => {
    const rowNo = index + 1;
    const program = programOf(row, rowNo);
    return {
      rowNo,
      studentId: null,
      externalRef: row.externalRef ?? null,
      name: row.name || null,
      registrationNo: row.registrationNo || null,
      citizenshipNo: row.citizenshipNo || null,
      programId: program?.id ?? null,
      levelId: program?.levelId ?? null,
      facultyId: program?.facultyId ?? null,
      gender: genderOf('students', row, rowNo),
      period: periodOf(row, program, rowNo),
    };
  });

  const staff: StaffRow[] = [];
  body.staff.forEach((row: BatchStaff, index) => {
    const rowNo = index + 1;
    const employeeType = choiceOf(EMPLOYEE_TYPES, row.employeeType);
    if (!employeeType) {
      issues.push(issue('staff', rowNo, 'employeeType', 'batch:employeeType', BATCH_MESSAGES.employeeTypeInvalid));
    }
    const joiningType = choiceOf(JOINING_TYPES, row.joiningType);
    if (joiningType === undefined) {
      issues.push(issue('staff', rowNo, 'joiningType', 'batch:joiningType', BATCH_MESSAGES.joiningTypeInvalid));
    }
    if (row.facultyId !== undefined && !knownFaculties.has(row.facultyId)) {
      issues.push(issue('staff', rowNo, 'facultyId', 'batch:faculty', BATCH_MESSAGES.unknownFaculty));
    }
    const gender = genderOf('staff', row, rowNo);
    if (!employeeType) return;
    staff.push({
      rowNo,
      employeeId: null,
      externalRef: row.externalRef ?? null,
      name: row.name || null,
      employeeType,
      position: row.position || null,
      joiningType: joiningType ?? null,
      gender,
      facultyId: row.facultyId ?? null,
      qualifications: row.qualifications ?? 0,
    });
  });
  return { lists: { students, staff }, issues };
}

/** At most BATCH_ISSUES_SHOWN issues, then one saying how many more there are. */
function shown(issues: BatchIssue[]): BatchIssue[] {
  if (issues.length <= BATCH_ISSUES_SHOWN) return issues;
  const more = issues.length - BATCH_ISSUES_SHOWN;
  return [
    ...issues.slice(0, BATCH_ISSUES_SHOWN),
    {
      list: null,
      row: null,
      field: null,
      rule: 'batch:more',
      severity: issues[BATCH_ISSUES_SHOWN]!.severity,
      message: `${more} more problem${more === 1 ? '' : 's'} of this kind are not listed`,
    },
  ];
}

/** The rows a finding names, as its rows JSON keeps them: { students?: rowNo[], staff?: rowNo[] }. */
function rowsOf(rows: Prisma.JsonValue, list: 'students' | 'staff'): number[] {
  if (typeof rows !== 'object' || rows === null || Array.isArray(rows)) return [];
  const numbers = rows[list];
  return Array.isArray(numbers) ? numbers.filter((value): value is number => typeof value === 'number') : [];
}

/** A finding of validation as the report's issues: one per row it names, or one for the whole campus. */
function findingIssues(finding: {
  rule: string;
  severity: 'error' | 'warning';
  message: string;
  rows: Prisma.JsonValue;
}): BatchIssue[] {
  const named = (['students', 'staff'] as const).flatMap((list) =>
    rowsOf(finding.rows, list).map((row) => ({ list, row })),
  );
  const at = named.length ? named : [{ list: null, row: null }];
  return at.map(({ list, row }) => ({
    list,
    row,
    field: null,
    rule: finding.rule,
    severity: finding.severity,
    message: finding.message,
  }));
}

// ---------------------------------------------------------------------------
// The batch.
// ---------------------------------------------------------------------------

/** A JSON text of the value with the keys of every object sorted: the same content, the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** What a batch is: where it goes and its rows, whichever encoding carried them. */
function contentHash(fiscalYearId: number, campusId: number, body: SubmissionBody): string {
  const content = canonicalJson({ fiscalYearId, campusId, students: body.students, staff: body.staff });
  return createHash('sha256').update(content).digest('hex');
}

/** The report as ReturnBatch keeps it: the answer sent, and the hash of the content it answered. */
type KeptReport = BatchReport & { contentHash: string };

export interface SubmissionRequest {
  fiscalYearId: number;
  campusId: number;
  /** The X-Api-Key header as it came. */
  apiKey: string | string[] | undefined;
  body: SubmissionBody;
  requestId: string;
  ip: string;
}

/** The answer: the report, applied (200) or refused whole (422). */
export interface SubmissionOutcome {
  status: 200 | 422;
  report: BatchReport;
}

function outcomeOf(report: BatchReport): SubmissionOutcome {
  return { status: report.applied ? 200 : 422, report };
}

/** An earlier answer to the same batch key: given again for the same content, refused for other content. */
function replayOf(kept: { report: Prisma.JsonValue }, hash: string): SubmissionOutcome {
  const { contentHash: keptHash, ...report } = kept.report as unknown as KeptReport;
  if (keptHash !== hash) throw AppError.conflict(M.batchKeyReused);
  return outcomeOf({ ...report, replayed: true });
}

async function lockBatchKey(db: Db, universityId: number, batchKey: string) {
  const name = `${universityId}|${batchKey}`;
  await db.$executeRaw`SELECT pg_advisory_xact_lock(${LOCK_CLASS}::int4, hashtext(${name}))`;
}

/** The campus's return must be with the campus: none yet, a draft, or returned to it. */
async function assertWithCampus(db: Db, annualReturnId: number, campusId: number) {
  const [current] = await db.$queryRaw<{ status: string }[]>`
    SELECT status::text AS status FROM "CampusReturn"
     WHERE "annualReturnId" = ${annualReturnId} AND "campusId" = ${campusId}
       FOR UPDATE`;
  if (!current || current.status === 'draft' || current.status === 'returned') return;
  throw AppError.conflict(current.status === 'accepted' ? M.locked : M.notEditable);
}

/**
 * Checks, snapshots and validates a batch in one transaction, held under a lock on its batch
 * key so that a resend racing the first send waits for its answer. The snapshot is taken
 * after a savepoint: when validation finds an error, the transaction rolls back to it, so
 * neither the rows nor the campus's return change, and only the batch with its report is kept.
 */
async function applyBatch(
  prisma: PrismaClient,
  clock: Clock,
  key: AuthenticatedKey,
  campus: { id: number; universityId: number },
  request: SubmissionRequest,
): Promise<SubmissionOutcome> {
  const { body, fiscalYearId } = request;
  const hash = contentHash(fiscalYearId, campus.id, body);
  const at = clock.now();
  const creator = await prisma.user.findUnique({ where: { id: key.createdById }, select: { email: true, role: true } });
  return prisma.$transaction(async (db) => {
    await lockBatchKey(db, key.universityId, body.batchKey);
    const kept = await db.returnBatch.findUnique({
      where: { universityId_batchKey: { universityId: key.universityId, batchKey: body.batchKey } },
      select: { report: true },
    });
    if (kept) return replayOf(kept, hash);

    const annualReturn = await db.annualReturn.findUnique({
      where: { fiscalYearId },
      select: { id: true, fiscalYearId: true, censusDate: true },
    });
    if (!annualReturn) throw AppError.conflict(M.returnNotOpen);
    await assertWithCampus(db, annualReturn.id, campus.id);

    const { lists, issues } = await checkRows(db, key.scope, campus.id, body);
    const errors = issues.filter((found) => found.severity === 'error');
    const warnings: BatchIssue[] = [];
    if (errors.length === 0) {
      await db.$executeRaw`SAVEPOINT return_batch`;
      const snapshot = await takeSnapshot(
        db,
        { annualReturn, campusId: campus.id, universityId: campus.universityId },
        { byUserId: key.createdById, at, lists },
      );
      const findings = await db.returnFinding.findMany({
        where: { campusReturnId: snapshot.campusReturnId },
        select: { rule: true, severity: true, message: true, rows: true },
        orderBy: { id: 'asc' },
      });
      for (const finding of findings) {
        (finding.severity === 'error' ? errors : warnings).push(...findingIssues(finding));
      }
      if (errors.length > 0) await db.$executeRaw`ROLLBACK TO SAVEPOINT return_batch`;
      else await db.$executeRaw`RELEASE SAVEPOINT return_batch`;
    }

    const report: BatchReport = {
      batchKey: body.batchKey,
      applied: errors.length === 0,
      campusId: campus.id,
      fiscalYearId,
      studentRows: body.students.length,
      staffRows: body.staff.length,
      errors: shown(errors),
      warnings: shown(warnings),
      replayed: false,
    };
    const keptReport: KeptReport = { ...report, contentHash: hash };
    const batch = await db.returnBatch.create({
      data: {
        universityId: key.universityId,
        apiKeyId: key.id,
        batchKey: body.batchKey,
        annualReturnId: annualReturn.id,
        campusId: campus.id,
        applied: report.applied,
        studentRows: report.studentRows,
        staffRows: report.staffRows,
        report: keptReport as unknown as Prisma.InputJsonValue,
      },
      select: { id: true },
    });
    // The university's action, sent with the key of the user who created it.
    await recordAudit(db, {
      actor: { userId: key.createdById, email: creator?.email ?? null, role: creator?.role ?? null },
      action: 'create',
      entity: 'ReturnBatch',
      entityId: batch.id,
      changes: {
        apiKeyId: key.id,
        apiKeyPrefix: key.prefix,
        batchKey: body.batchKey,
        fiscalYearId,
        campusId: campus.id,
        applied: report.applied,
        studentRows: report.studentRows,
        staffRows: report.staffRows,
        errors: errors.length,
        warnings: warnings.length,
      },
      requestId: request.requestId,
      ip: request.ip,
    });
    return outcomeOf(report);
  }, BATCH_TRANSACTION);
}

/**
 * POST Submission/AnnualReturn/{fiscalYearId}/Campus/{campusId}: the key is checked (401), its
 * batches counted against its limit (429), the campus must be its university's (404 like a
 * missing one), then the batch is answered, applied or refused whole.
 */
export async function submitBatch(
  prisma: PrismaClient,
  clock: Clock,
  limiter: AttemptLimiter,
  request: SubmissionRequest,
): Promise<SubmissionOutcome> {
  const key = await authenticateApiKey(prisma, clock, request.apiKey);
  const counted = `api-key:${key.id}`;
  await limiter.begin('return-batch', { account: counted, address: counted });
  const campus = await prisma.campus.findFirst({
    where: scopeWhere<Prisma.CampusWhereInput>(
      key.scope,
      { campusField: 'id', universityField: 'universityId' },
      { id: request.campusId },
    ),
    select: { id: true, universityId: true },
  });
  if (!campus) throw new AppError('NOT_FOUND', M.noSuchCampus);
  return applyBatch(prisma, clock, key, campus, request);
}
