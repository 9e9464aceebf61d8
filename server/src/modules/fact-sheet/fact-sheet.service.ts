/**
 * The campus fact sheet (api-contract 8.8). A campus's sheet puts together figures other
 * modules already count, each one aggregate in the database: the enrolled students of a fiscal
 * year by program and gender (the dashboard's filterable report over the student tally), its
 * graduates by program and gender (the dashboard's graduation report over the graduation
 * tally), its active staff by post and gender (the staff reports), and its infrastructure (the
 * infrastructure summary's totals of the registers). Staff read it at their scope (another campus answers 404 like a missing
 * one); anyone reads the public sheet of an active campus, which carries the campus's official
 * address, phone, email and website and the figures, and no person's name, phone or email.
 *
 * The list of the campuses' sheets is one statement: the campuses of the scope searched,
 * sorted and cut to a page, each with its headline figures summed from the same tallies.
 */
import {
  FACT_SHEET_MESSAGES as M,
  STATISTICAL_REPORT_MESSAGES,
  applicableId,
  isInScope,
  type FactSheet,
  type FactSheetCampus,
  type FactSheetCounts,
  type FactSheetList,
  type FactSheetListQuery,
  type FactSheetListRow,
  type FactSheetProgramRow,
  type FactSheetQuery,
  type FactSheetSortColumn,
  type FactSheetStaffRow,
  type ProgramReportRow,
  type PublicFactSheet,
  type PublicFactSheetCampus,
  type Scope,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db } from '../../db/prisma.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepal, type Clock } from '../../lib/clock.ts';
import { primaryOf, type ReadContext, type WriteContext } from '../../lib/context.ts';
import { countedPage, pageRequest } from '../../lib/pagination.ts';
import { campusInstitution } from '../../lib/pdf/institution.ts';
import { printReportPdf, sendReportPdf, type ReportPrint } from '../../lib/report-file.ts';
import { narrowToUniversity, scopeSql } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/text-match.ts';
import { countedStudents, placeConditions } from '../dashboard/dashboard.service.ts';
import { studentsFilterableReport } from '../dashboard/filterable-report.service.ts';
import { graduatesByProgram } from '../dashboard/program-reports.service.ts';
import {
  countedEmployees,
  nonTeachingPositionSummary,
  teachingByGender,
} from '../employee-report/employee-report.service.ts';
import { infrastructureTotals } from '../infrastructure/infrastructure-summary.service.ts';
import { issueOncePerDay } from '../verification/verification.service.ts';
import { factSheetParts, FACT_SHEET_TITLE } from './fact-sheet-print.ts';

type FiscalYearRef = FactSheet['fiscalYear'];

const FISCAL_YEAR_FIELDS = { id: true, yearNepali: true, yearEnglish: true } as const;

/**
 * The fiscal year asked for, or the active one: the year the setup marks active, else the
 * year today (the app's clock) falls in. None at all is the caller's to choose.
 */
async function fiscalYearOf(db: Db, clock: Clock, requested: number | undefined): Promise<FiscalYearRef> {
  const id = applicableId(requested);
  if (id) {
    const year = await db.fiscalYear.findUnique({ where: { id }, select: FISCAL_YEAR_FIELDS });
    if (!year) {
      throw AppError.validation([
        { field: 'querystring.fiscalYearId', message: STATISTICAL_REPORT_MESSAGES.fiscalYearUnknown },
      ]);
    }
    return year;
  }
  const today = new Date(`${todayInNepal(clock)}T00:00:00Z`);
  const year =
    (await db.fiscalYear.findFirst({ where: { activeFiscalYear: true }, select: FISCAL_YEAR_FIELDS })) ??
    (await db.fiscalYear.findFirst({
      where: { startDateAd: { lte: today }, endDateAd: { gte: today } },
      select: FISCAL_YEAR_FIELDS,
    }));
  if (!year) throw AppError.validation([{ field: 'querystring.fiscalYearId', message: M.noActiveFiscalYear }]);
  return year;
}

const CAMPUS_FIELDS = {
  id: true,
  universityId: true,
  status: true,
  campusName: true,
  campusNameNepali: true,
  campusType: true,
  wardNo: true,
  locality: true,
  tole: true,
  phoneNo: true,
  email: true,
  url: true,
  yearOfEstd: true,
  contactNo2: true,
  principalName: true,
  principalPhoneNo: true,
  principalPhoneNo1: true,
  principalEmail: true,
  contactName: true,
  contactEmail: true,
  contactPhoneNo: true,
  university: { select: { name: true } },
  localLevel: { select: { name: true, district: { select: { name: true, province: { select: { name: true } } } } } },
} as const;

type CampusRecord = NonNullable<Awaited<ReturnType<typeof findCampus>>>;

function findCampus(db: Db, campusId: number) {
  return db.campus.findUnique({ where: { id: campusId }, select: CAMPUS_FIELDS });
}

/** The campus's own official details: what its public sheet shows. */
function publicCampus(campus: CampusRecord): PublicFactSheetCampus {
  return {
    id: campus.id,
    campusName: campus.campusName,
    campusNameNepali: campus.campusNameNepali,
    campusType: campus.campusType,
    universityName: campus.university.name,
    province: campus.localLevel?.district.province.name ?? null,
    district: campus.localLevel?.district.name ?? null,
    localLevel: campus.localLevel?.name ?? null,
    wardNo: campus.wardNo,
    locality: campus.locality ?? campus.tole,
    phoneNo: campus.phoneNo,
    email: campus.email,
    url: campus.url,
    yearOfEstd: campus.yearOfEstd,
  };
}

/** The campus block as staff read it: the principal's and the focal person's contacts too. */
function staffCampus(campus: CampusRecord): FactSheetCampus {
  return {
    ...publicCampus(campus),
    contactNo2: campus.contactNo2,
    principalName: campus.principalName,
    principalPhoneNo: campus.principalPhoneNo,
    principalPhoneNo1: campus.principalPhoneNo1,
    principalEmail: campus.principalEmail,
    contactName: campus.contactName,
    contactEmail: campus.contactEmail,
    contactPhoneNo: campus.contactPhoneNo,
  };
}

/** The campus of a staff member's sheet, within their scope; any other answers 404 like a missing one. */
async function campusInScope(context: ReadContext, campusId: number): Promise<CampusRecord> {
  const campus = await findCampus(context.prisma, campusId);
  if (!campus || !isInScope(context.scope, { campusId: campus.id, universityId: campus.universityId })) {
    throw AppError.notFound('Campus');
  }
  return campus;
}

/** The campus of a public sheet: an active campus only. */
async function publicCampusRecord(db: Db, campusId: number): Promise<CampusRecord> {
  const campus = await findCampus(db, campusId);
  if (!campus?.status) throw AppError.notFound('Campus');
  return campus;
}

/** A context narrowed to the campus, so that every figure reuses its module's scoped aggregate. */
function ofCampus<Context extends ReadContext>(context: Context, campus: CampusRecord): Context {
  const scope: Scope = { kind: 'campus', campusId: campus.id, universityId: campus.universityId };
  return { ...context, scope };
}

function totalOf(rows: readonly FactSheetCounts[]): FactSheetCounts {
  return rows.reduce(
    (sum, row) => ({
      male: sum.male + row.male,
      female: sum.female + row.female,
      other: sum.other + row.other,
      total: sum.total + row.total,
    }),
    { male: 0, female: 0, other: 0, total: 0 },
  );
}

const tableOf = <Row extends FactSheetCounts>(rows: Row[]) => ({ rows, total: totalOf(rows) });

type Figures = Omit<FactSheet, 'campus'>;

/** A program's row of the dashboard's reports (students or graduates), by gender. */
type ProgramCounts = Pick<ProgramReportRow, 'program' | 'level' | 'faculty' | 'male' | 'female' | 'others' | 'total'>;

/** The figures of one campus (the context narrowed to it) for the fiscal year. */
async function figuresOf(context: ReadContext, campusId: number, fiscalYear: FiscalYearRef): Promise<Figures> {
  const filters = { campusId, fiscalYearId: fiscalYear.id };
  const [enrolled, graduated, teaching, nonTeaching, infrastructure] = await Promise.all([
    studentsFilterableReport(context, filters),
    graduatesByProgram(context, filters),
    teachingByGender(context, { campusId }),
    nonTeachingPositionSummary(context, { campusId }),
    infrastructureTotals(context),
  ]);
  // Without a page the filterable report answers every row.
  const enrolledRows = Array.isArray(enrolled) ? enrolled : enrolled.data;
  const program = (row: ProgramCounts): FactSheetProgramRow => ({
    program: row.program,
    level: row.level,
    faculty: row.faculty,
    male: row.male,
    female: row.female,
    other: row.others,
    total: row.total,
  });
  const staff = (position: string, row: { male: number; female: number; other: number }, total: number) =>
    ({ position, male: row.male, female: row.female, other: row.other, total }) satisfies FactSheetStaffRow;
  return {
    fiscalYear,
    enrolled: tableOf(enrolledRows.map(program)),
    graduated: tableOf(graduated.map(program)),
    teachingStaff: tableOf(teaching.map((row) => staff(row.position, row, row.total))),
    nonTeachingStaff: tableOf(nonTeaching.map((row) => staff(row.post.positionName, row, row.grandTotal))),
    infrastructure,
  };
}

/** GET /FactSheet/{campusId}: the sheet of a campus of the caller's scope. */
export async function factSheet(context: ReadContext, campusId: number, query: FactSheetQuery): Promise<FactSheet> {
  const campus = await campusInScope(context, campusId);
  const fiscalYear = await fiscalYearOf(context.prisma, context.clock, query.fiscalYearId);
  const figures = await figuresOf(ofCampus(context, campus), campus.id, fiscalYear);
  return { campus: staffCampus(campus), ...figures };
}

/** What the public routes need: the database (the reports database, with the primary behind it) and the clock, no caller. */
export interface PublicReader {
  prisma: ReadContext['prisma'];
  replica?: ReadContext['replica'];
  clock: Clock;
}

async function publicSheetOf(reader: PublicReader, campusId: number, query: FactSheetQuery) {
  const campus = await publicCampusRecord(reader.prisma, campusId);
  const fiscalYear = await fiscalYearOf(reader.prisma, reader.clock, query.fiscalYearId);
  // Read at this moment: the reader may be the app, whose clock a test moves.
  const context: ReadContext = {
    prisma: reader.prisma,
    ...(reader.replica ? { replica: reader.replica } : {}),
    clock: reader.clock,
    actor: null,
    scope: { kind: 'none' },
  };
  const figures = await figuresOf(ofCampus(context, campus), campus.id, fiscalYear);
  return { campus, sheet: { campus: publicCampus(campus), ...figures } satisfies PublicFactSheet };
}

/** GET /public/FactSheet/{campusId}: an active campus's official details and figures, nothing personal. */
export async function publicFactSheet(
  reader: PublicReader,
  campusId: number,
  query: FactSheetQuery,
): Promise<PublicFactSheet> {
  return (await publicSheetOf(reader, campusId, query)).sheet;
}

/**
 * GET /FactSheet/{campusId}/pdf: the sheet as a verifiable report under the campus's header, its
 * figures read through `reader` (the reports database), the copy issued through `context`.
 */
export async function sendFactSheetPdf(
  reader: ReadContext,
  context: WriteContext,
  reply: FastifyReply,
  print: ReportPrint,
  campusId: number,
  query: FactSheetQuery,
) {
  const campus = await campusInScope(reader, campusId);
  const fiscalYear = await fiscalYearOf(reader.prisma, reader.clock, query.fiscalYearId);
  const sheet: FactSheet = {
    campus: staffCampus(campus),
    ...(await figuresOf(ofCampus(reader, campus), campus.id, fiscalYear)),
  };
  return sendReportPdf(ofCampus(context, campus), reply, print, {
    title: FACT_SHEET_TITLE,
    filters: [`Fiscal year ${fiscalYear.yearNepali} (B.S.)`],
    parts: factSheetParts(sheet),
  });
}

/**
 * GET /public/FactSheet/{campusId}/pdf: the public sheet under the campus's header, with the
 * verification code of the day's public copy of that fiscal year (issued by the first download
 * of the day, shared by the rest, so anonymous readers do not write a record each), and where
 * the current figures are published.
 */
export async function sendPublicFactSheetPdf(
  reader: PublicReader,
  reply: FastifyReply,
  print: ReportPrint,
  campusId: number,
  query: FactSheetQuery,
) {
  const { campus, sheet } = await publicSheetOf(reader, campusId, query);
  const institution = await campusInstitution(reader.prisma, print.fileStore, campus.id);
  const fiscalYear = `Fiscal year ${sheet.fiscalYear.yearNepali} (B.S.)`;
  const document = await issueOncePerDay(primaryOf(reader), reader.clock, {
    kind: 'public-fact-sheet',
    subjectType: 'campus',
    subjectId: campus.id,
    campusId: campus.id,
    holderName: FACT_SHEET_TITLE,
    campusName: campus.campusName,
    programName: null,
    particulars: fiscalYear,
    issuedById: null,
  });
  const mark = { code: document.code, url: `${print.publicUrl}/verify/${document.code}` };
  return printReportPdf(
    reader.clock,
    reply,
    { institution, issuer: campus.campusName, mark },
    {
      title: FACT_SHEET_TITLE,
      filters: [fiscalYear],
      parts: [
        { notes: [M.publicCopy, `Published at ${print.publicUrl}/public/fact-sheet/${campus.id}`] },
        ...factSheetParts(sheet),
      ],
    },
  );
}

/** The list's sort columns as SQL over the listed rows (k). */
const SORT_COLUMNS: Record<FactSheetSortColumn, Prisma.Sql> = {
  campusName: Prisma.sql`k."campusName"`,
  universityName: Prisma.sql`k."universityName"`,
  district: Prisma.sql`k.district`,
  students: Prisma.sql`students`,
  graduates: Prisma.sql`graduates`,
  teachingStaff: Prisma.sql`"teachingStaff"`,
  nonTeachingStaff: Prisma.sql`"nonTeachingStaff"`,
};

/** The campuses the list shows: of the scope, named like the search. */
function listedCampuses(scope: Scope, search: string | undefined): Prisma.Sql {
  const conditions = [scopeSql(scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` })];
  if (search) conditions.push(Prisma.sql`c."campusName" ILIKE ${containsPattern(search)}`);
  return Prisma.join(conditions, ' AND ');
}

/**
 * GET /FactSheet: the campuses of the caller's scope (of one university when asked), searched
 * by name, sorted and paged, each with the students enrolled and graduated in the fiscal year
 * and the active teaching and non-teaching staff. One statement whatever the page: the figures
 * are summed per campus from the tallies and the employees of the listed campuses.
 */
export async function factSheetList(context: ReadContext, query: FactSheetListQuery): Promise<FactSheetList> {
  const fiscalYear = await fiscalYearOf(context.prisma, context.clock, query.fiscalYearId);
  const scoped: ReadContext = {
    ...context,
    scope: narrowToUniversity(context.scope, applicableId(query.universityId)),
  };
  const request = pageRequest(query) ?? pageRequest({ page: 1 })!;
  const campuses = listedCampuses(scoped.scope, query.search);
  const listed = (alias: string) => Prisma.raw(`${alias}."campusId" IN (SELECT id FROM listed)`);
  const order = Prisma.raw(query.sortOrder === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS LAST');
  const orderBy = query.sortBy
    ? Prisma.sql`${SORT_COLUMNS[query.sortBy]} ${order}, k."campusName" ASC, k.id ASC`
    : Prisma.sql`k."campusName" ${order}, k.id ASC`;
  const rows = await context.prisma.$queryRaw<(FactSheetListRow & { total: number })[]>`
    WITH listed AS (SELECT c.id FROM "Campus" c WHERE ${campuses}),
    enrolled AS (
      SELECT s."campusId", sum(s.total)::int AS n FROM "StudentTally" s
       WHERE ${countedStudents(scoped, { fiscalYearId: fiscalYear.id })} AND ${listed('s')}
       GROUP BY 1),
    graduated AS (
      SELECT x."campusId", sum(x.total)::int AS n FROM "GraduationTally" x
       WHERE ${Prisma.join(placeConditions(scoped, {}, 'x'), ' AND ')} AND x.status = 'graduated'
         AND x."fiscalYearId" = ${fiscalYear.id} AND ${listed('x')}
       GROUP BY 1),
    staff AS (
      SELECT e."campusId", count(*) FILTER (WHERE e."employeeType" = 'Teaching')::int AS teaching,
             count(*) FILTER (WHERE e."employeeType" <> 'Teaching')::int AS "nonTeaching"
        FROM "Employee" e
       WHERE ${countedEmployees(scoped, {}, 'all')} AND ${listed('e')}
       GROUP BY 1)
    SELECT k.id AS "campusId", k."campusName", k."campusType", k."universityId", k."universityName", k.district,
           COALESCE(en.n, 0) AS students, COALESCE(gr.n, 0) AS graduates,
           COALESCE(st.teaching, 0) AS "teachingStaff", COALESCE(st."nonTeaching", 0) AS "nonTeachingStaff",
           count(*) OVER ()::int AS total
      FROM (SELECT c.id, c."campusName", c."campusType"::text AS "campusType", c."universityId",
                   u.name AS "universityName", d.name AS district
              FROM "Campus" c
              JOIN "University" u ON u.id = c."universityId"
              LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId"
              LEFT JOIN "District" d ON d.id = ll."districtId"
             WHERE c.id IN (SELECT id FROM listed)) k
      LEFT JOIN enrolled en ON en."campusId" = k.id
      LEFT JOIN graduated gr ON gr."campusId" = k.id
      LEFT JOIN staff st ON st."campusId" = k.id
     ORDER BY ${orderBy}
     LIMIT ${request.take} OFFSET ${request.skip}`;
  const page = await countedPage(rows, request, async () => {
    const [counted] = await context.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "Campus" c WHERE ${campuses}`;
    return counted?.n ?? 0;
  });
  return { ...page, data: page.data.map(({ total: _total, ...row }) => row), fiscalYear };
}
