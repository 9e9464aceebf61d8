/**
 * A campus's snapshot for an annual return (issue #31): the lists the statistical report is
 * counted from as at the census date (ReturnStudent, ReturnStaff), the figures of the
 * sections not counted from them (CampusReturn.figures), then validation (return-rules.ts)
 * into ReturnFinding. One call replaces all of it, inside the caller's transaction, so that a
 * submission batch that validation refuses is rolled back whole.
 */
import type { FinanceSummary, InfrastructureTotals, PassRateByProgram, ResearchSummary } from '@hemis/contracts';
import type { Db, PrismaClient } from '../../db/prisma.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import { fixedClock } from '../../lib/clock.ts';
import type { ReadContext } from '../../lib/context.ts';
import { countedStudents } from '../dashboard/dashboard.service.ts';
import { infrastructureTotals } from '../infrastructure/infrastructure-summary.service.ts';
import { passRateByProgram } from '../pass-rate/pass-rate-figures.service.ts';
import { financeSummary, researchSummary } from '../statistical-report/research-finance-summary.service.ts';
import { ruleContext, validateSnapshot } from './return-rules.ts';

export interface ReturnTarget {
  annualReturn: { id: number; fiscalYearId: number; censusDate: Date };
  campusId: number;
  universityId: number;
}

/** A university's own lists (submission API), in place of HEMIS's registers. */
export interface ReturnLists {
  students: Omit<Prisma.ReturnStudentCreateManyInput, 'campusReturnId'>[];
  staff: Omit<Prisma.ReturnStaffCreateManyInput, 'campusReturnId'>[];
}

export interface SnapshotOutcome {
  campusReturnId: number;
  errors: number;
  warnings: number;
  unexplained: number;
}

/**
 * The figures kept in CampusReturn.figures: the sections of the statistical report not
 * counted from the lists, as the existing aggregates answer them for the one campus.
 */
export interface ReturnFigures {
  passRates: PassRateByProgram;
  research: ResearchSummary;
  infrastructure: InfrastructureTotals;
  finance: FinanceSummary;
}

/** A snapshot of a campus with many students takes a few seconds; the default 5 s is too close. */
const SNAPSHOT_TRANSACTION = { timeout: 120_000, maxWait: 30_000 } as const;

/**
 * Takes (or refreshes) the campus's snapshot: creates its CampusReturn when it has none,
 * replaces its rows, figures and findings, keeps the explanations of warnings found again,
 * counts errors, warnings and unexplained warnings, records a ReturnStep ('snapshot', or
 * 'batch' when `lists` is given) and answers the counts. The caller checks that the return is
 * with the campus (draft or returned); a returned return goes back to draft.
 */
export async function takeSnapshot(
  db: Db,
  target: ReturnTarget,
  options: { byUserId: number; at: Date; lists?: ReturnLists },
): Promise<SnapshotOutcome> {
  // Given the client rather than a transaction's (which has no $connect), the snapshot is still written whole.
  if ('$connect' in db) return db.$transaction((tx) => snapshotIn(tx, target, options), SNAPSHOT_TRANSACTION);
  return snapshotIn(db, target, options);
}

/** YYYY-MM-DD of a date column's value. */
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

async function snapshotIn(
  db: Prisma.TransactionClient,
  target: ReturnTarget,
  options: { byUserId: number; at: Date; lists?: ReturnLists },
): Promise<SnapshotOutcome> {
  const { annualReturn, campusId, universityId } = target;
  const { at, lists } = options;
  const source = lists ? 'batch' : 'registers';

  // The aggregates of the statistical report, at the one campus, on this transaction.
  const subject: ReadContext = {
    prisma: db as PrismaClient,
    clock: fixedClock(at),
    scope: { kind: 'campus', campusId, universityId },
    actor: null,
  };
  const year = { fiscalYearId: annualReturn.fiscalYearId };
  const figures: ReturnFigures = {
    passRates: await passRateByProgram(subject, year),
    research: await researchSummary(subject, year),
    infrastructure: await infrastructureTotals(subject),
    finance: await financeSummary(subject, year),
  };

  // The campus's return, created or back to draft; the previous status for its step.
  const [campusReturn] = await db.$queryRaw<{ id: number; fromStatus: string | null }[]>`
    WITH previous AS (
      SELECT status FROM "CampusReturn" WHERE "annualReturnId" = ${annualReturn.id} AND "campusId" = ${campusId}
    )
    INSERT INTO "CampusReturn" AS c ("annualReturnId", "campusId", "universityId", status, "listSource",
                                     "snapshotAt", figures, version, "updatedAt")
    VALUES (${annualReturn.id}, ${campusId}, ${universityId}, 'draft', ${source}::"ReturnListSource",
            ${at}, ${JSON.stringify(figures)}::jsonb, 1, ${at})
    ON CONFLICT ("annualReturnId", "campusId") DO UPDATE
       SET status = 'draft', "listSource" = EXCLUDED."listSource", "snapshotAt" = EXCLUDED."snapshotAt",
           figures = EXCLUDED.figures, version = c.version + 1, "updatedAt" = EXCLUDED."updatedAt"
    RETURNING c.id, (SELECT status::text FROM previous) AS "fromStatus"`;
  const campusReturnId = campusReturn!.id;

  await db.$executeRaw`DELETE FROM "ReturnStudent" WHERE "campusReturnId" = ${campusReturnId}`;
  await db.$executeRaw`DELETE FROM "ReturnStaff" WHERE "campusReturnId" = ${campusReturnId}`;
  let studentCount: number;
  let staffCount: number;
  if (lists) {
    studentCount = (
      await db.returnStudent.createMany({ data: lists.students.map((row) => ({ ...row, campusReturnId })) })
    ).count;
    staffCount = (await db.returnStaff.createMany({ data: lists.staff.map((row) => ({ ...row, campusReturnId })) }))
      .count;
  } else {
    studentCount = await copyStudents(db, subject, campusReturnId, annualReturn);
    staffCount = await copyStaff(db, campusReturnId, campusId, annualReturn.censusDate);
  }

  const findings = await validateSnapshot(
    db,
    ruleContext(db, { campusReturnId, campusId, universityId, fiscalYearId: annualReturn.fiscalYearId }),
  );

  // A warning found again keeps what the campus wrote about it.
  const explained = await db.returnFinding.findMany({
    where: { campusReturnId, severity: 'warning', explanation: { not: null } },
    select: { rule: true, subject: true, explanation: true, explainedById: true, explainedAt: true },
  });
  const explanationOf = new Map(explained.map((finding) => [`${finding.rule}\u0000${finding.subject}`, finding]));
  await db.returnFinding.deleteMany({ where: { campusReturnId } });
  const rows = findings.map((finding) => {
    const kept =
      finding.severity === 'warning' ? explanationOf.get(`${finding.rule}\u0000${finding.subject}`) : undefined;
    return {
      campusReturnId,
      rule: finding.rule,
      severity: finding.severity,
      subject: finding.subject,
      message: finding.message,
      rows: finding.rows as Prisma.InputJsonObject,
      rowCount: finding.rowCount,
      explanation: kept?.explanation ?? null,
      explainedById: kept?.explainedById ?? null,
      explainedAt: kept?.explainedAt ?? null,
    };
  });
  if (rows.length) await db.returnFinding.createMany({ data: rows });
  const errors = rows.filter((row) => row.severity === 'error').length;
  const warnings = rows.length - errors;
  const unexplained = rows.filter((row) => row.severity === 'warning' && row.explanation === null).length;

  await db.campusReturn.update({
    where: { id: campusReturnId },
    data: { studentCount, staffCount, errorCount: errors, warningCount: warnings, unexplainedCount: unexplained },
  });
  await db.returnStep.create({
    data: {
      campusReturnId,
      action: lists ? 'batch' : 'snapshot',
      fromStatus: (campusReturn!.fromStatus as Prisma.ReturnStepCreateManyInput['fromStatus']) ?? null,
      toStatus: 'draft',
      byId: options.byUserId,
      at,
    },
  });
  return { campusReturnId, errors, warnings, unexplained };
}

/**
 * The students the statistical report counts for the fiscal year at the campus (active,
 * verified, of that fiscal year: the dashboard's countedStudents) enrolled on or before the
 * census date (the enrolment date, else the day the record was made in Nepal), numbered in
 * the order they were registered. One INSERT … SELECT.
 */
function copyStudents(
  db: Prisma.TransactionClient,
  subject: ReadContext,
  campusReturnId: number,
  annualReturn: ReturnTarget['annualReturn'],
): Promise<number> {
  return db.$executeRaw`
    INSERT INTO "ReturnStudent" ("campusReturnId", "rowNo", "studentId", name, "registrationNo", "citizenshipNo",
                                 "programId", "levelId", "facultyId", gender, period)
    SELECT ${campusReturnId}, row_number() OVER (ORDER BY s.id), s.id,
           upper(concat_ws(' ', s."firstName", NULLIF(s."middleName", ''), s."lastName")),
           s."universityRegdNo", s."citizenshipNo", s."programId", s."levelId", s."facultyId", s.gender,
           CASE p."programType" WHEN 'annual' THEN s.year::text ELSE s.semester::text END
      FROM "Student" s
      JOIN "Program" p ON p.id = s."programId"
     WHERE ${countedStudents(subject, { fiscalYearId: annualReturn.fiscalYearId })}
       AND COALESCE(s."dateOfEnrollment", (s."createdAt" AT TIME ZONE 'UTC' AT TIME ZONE 'Asia/Kathmandu')::date)
           <= ${dayOf(annualReturn.censusDate)}::date`;
}

/**
 * The campus's employees at work (employeeStatus) who joined on or before the census date, or
 * whose joining date is not recorded, numbered in the order they were registered: the post is
 * the teaching position's name (teaching staff) or the post written for non-teaching staff,
 * each falling back on the other. One INSERT … SELECT.
 */
function copyStaff(db: Prisma.TransactionClient, campusReturnId: number, campusId: number, censusDate: Date) {
  return db.$executeRaw`
    INSERT INTO "ReturnStaff" ("campusReturnId", "rowNo", "employeeId", name, "employeeType", position,
                               "joiningType", gender, "facultyId", qualifications)
    SELECT ${campusReturnId}, row_number() OVER (ORDER BY e.id), e.id,
           concat_ws(' ', e."firstName", NULLIF(e."middleName", ''), e."lastName"), e."employeeType",
           CASE WHEN e."employeeType" = 'Teaching' THEN COALESCE(p."postName", NULLIF(e.position, ''))
                ELSE COALESCE(NULLIF(e.position, ''), p."postName") END,
           e."joiningType", e.gender, e."facultyId",
           (SELECT count(*)::int FROM "EmployeeQualification" q WHERE q."employeeId" = e.id)
      FROM "Employee" e
      LEFT JOIN "EmployeePosition" p ON p.id = e."employeePositionId"
     WHERE e."campusId" = ${campusId} AND e."employeeStatus"
       AND (e."joiningDateAd" IS NULL OR e."joiningDateAd" <= ${dayOf(censusDate)}::date)`;
}
