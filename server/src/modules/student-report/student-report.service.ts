/**
 * The student list reports of api-contract 8.9. Each count report is one aggregate query in
 * the database: the students in the caller's scope (scopeSql) that the enrolment lists show
 * (active and verified), counted by gender and ethnic group with FILTER, grouped by what the
 * report lists. The reports by home district and by program and major sum the home tally
 * (StudentHomeTally, kept by triggers on students and their addresses) instead: a campus's
 * few hundred rows rather than each of its students and their address. "Student Information
 * Details" is the enrolment list's query (student-query.ts)
 * with the home province and district, answered as a page, an array, or a streamed CSV.
 */
import { Readable } from 'node:stream';
import {
  EDG_ETHNIC_GROUPS,
  REPORT_ETHNIC_GROUPS,
  LARGEST_ID,
  STUDENT_BY_FILTER_CSV_COLUMNS,
  STUDENT_RECORD_MESSAGES,
  TOTAL_ROW_LABEL,
  UNKNOWN_DISTRICT,
  applicableId,
  type Page,
  type ReportEthnicGroup,
  type StudentByDistrictRow,
  type StudentByFilterQuery,
  type StudentByFilterRow,
  type StudentCountByProgramMajorRow,
  type StudentReportQuery,
  type StudentSummaryRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext } from '../../lib/context.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { scopeSql } from '../../lib/scope.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import { csvLine } from '../../lib/spreadsheet.ts';
import { fullNameOf } from '../student/student-record.ts';
import { studentListOrder, studentListWhere } from '../student/student-query.ts';
import { sameText } from '../../lib/text-match.ts';
import { inEthnicGroup, rowGenderCounts, withoutEthnicGroup } from '../../lib/row-counts.ts';
import { tallyGenderCounts } from '../dashboard/tallies.ts';

// ---------------------------------------------------------------------------
// Count reports
// ---------------------------------------------------------------------------

/**
 * The students a count report counts: in scope, active and verified (as the lists), filtered.
 * It reads only columns Student and StudentHomeTally share, so it serves both.
 */
function countedStudents(context: ReadContext, query: StudentReportQuery): Prisma.Sql {
  const conditions = [
    scopeSql(context.scope, { campus: Prisma.sql`s."campusId"`, university: Prisma.sql`s."universityId"` }),
    Prisma.sql`s.status = 'active' AND s."isVerified"`,
  ];
  const batchId = applicableId(query.batchId) ?? applicableId(query.admissionYearId);
  const programId = applicableId(query.programId);
  const campusId = applicableId(query.campusId);
  if (batchId) conditions.push(Prisma.sql`s."admissionYearId" = ${batchId}`);
  if (programId) conditions.push(Prisma.sql`s."programId" = ${programId}`);
  if (campusId) conditions.push(Prisma.sql`s."campusId" = ${campusId}`);
  return Prisma.join(conditions, ' AND ');
}

/** Counts of each gender, of each ethnic group (as columns g0 ... g7), EDG, none and all. */
const COUNTS = Prisma.sql`
  ${rowGenderCounts('s')},
  count(*) FILTER (WHERE s.ethnicity = ANY(${[...EDG_ETHNIC_GROUPS]}))::int AS edg,
  count(*) FILTER (WHERE ${withoutEthnicGroup('s')})::int AS "noGroup",
  ${Prisma.join(
    REPORT_ETHNIC_GROUPS.map(
      (group, index) =>
        Prisma.sql`count(*) FILTER (WHERE ${inEthnicGroup('s', group)})::int AS ${Prisma.raw(`g${index}`)}`,
    ),
  )}`;

interface Counts {
  male: number;
  female: number;
  other: number;
  total: number;
  edg: number;
  noGroup: number;
  [group: `g${number}`]: number;
}

const groupCount = (row: Counts, group: ReportEthnicGroup) => row[`g${REPORT_ETHNIC_GROUPS.indexOf(group)}`]!;

const tallySum = (columns: readonly string[]) =>
  Prisma.raw(`COALESCE(sum(${columns.map((column) => `s."${column}"`).join(' + ')}), 0)::int`);

/** COUNTS summed from the home tally's rows (s), whose columns are the same groups. */
const TALLY_COUNTS = Prisma.sql`
  ${tallyGenderCounts('s')},
  ${tallySum(EDG_ETHNIC_GROUPS)} AS edg,
  ${tallySum(['noEthnicity'])} AS "noGroup",
  ${Prisma.join(REPORT_ETHNIC_GROUPS.map((group, index) => Prisma.sql`${tallySum([group])} AS ${Prisma.raw(`g${index}`)}`))}`;

/** Student/GetStudentCountByProgramMajor: programs and majors of the same name count together. */
export async function countByProgramMajor(
  context: ReadContext,
  query: StudentReportQuery,
): Promise<StudentCountByProgramMajorRow[]> {
  // By gender only: the report has no ethnic group columns. The campus's tally rows are summed by
  // program and major first (a few dozen) and each major's name then looked up by its key: joined,
  // the planner expected hundreds and read every subject of the country. The tally's "no major"
  // is 0, no subject's id, so those students meet no name and count in a row of their own.
  const rows = await context.prisma.$queryRaw<
    (Pick<Counts, 'male' | 'female' | 'other' | 'total'> & { programName: string; majorSubjectName: string | null })[]
  >`
    SELECT p."programName", s."majorSubjectName", ${tallyGenderCounts('s')}
      FROM (SELECT s."programId", s.male, s.female, s.other, s.total,
                   (SELECT m."majorSubjectName" FROM "MajorSubject" m WHERE m.id = s."majorSubjectId") AS "majorSubjectName"
              FROM (SELECT s."programId", s."majorSubjectId", ${tallyGenderCounts('s')}
                      FROM "StudentHomeTally" s
                     WHERE ${countedStudents(context, query)}
                     GROUP BY s."programId", s."majorSubjectId") s) s
      JOIN "Program" p ON p.id = s."programId"
     GROUP BY p."programName", s."majorSubjectName"
    HAVING sum(s.total) > 0
     ORDER BY p."programName", s."majorSubjectName" NULLS LAST`;
  return rows.map((row) => ({
    programName: row.programName,
    majorSubjectName: row.majorSubjectName,
    male: row.male,
    female: row.female,
    others: row.other,
    total: row.total,
  }));
}

/** Student/Report/GetStudentByDistrict: by home (permanent) district, then the totals row. */
export async function countByDistrict(
  context: ReadContext,
  query: StudentReportQuery,
): Promise<StudentByDistrictRow[]> {
  const rows = await context.prisma.$queryRaw<(Counts & { district: string | null; isTotal: number })[]>`
    SELECT d.name AS district, GROUPING(d.name) AS "isTotal", ${TALLY_COUNTS}
      FROM "StudentHomeTally" s
      LEFT JOIN "District" d ON d.id = s."districtId"
     WHERE ${countedStudents(context, query)}
     GROUP BY GROUPING SETS ((d.name), ())
    HAVING GROUPING(d.name) = 1 OR sum(s.total) > 0
     ORDER BY GROUPING(d.name), d.name NULLS LAST`;
  return rows.map((row) => ({
    district: row.isTotal ? TOTAL_ROW_LABEL : (row.district ?? UNKNOWN_DISTRICT),
    male: row.male,
    female: row.female,
    other: row.other,
    totalGender: row.total,
    edj: row.edg,
    ethnicGroup: REPORT_ETHNIC_GROUPS.map((name) => ({ name, count: groupCount(row, name) })),
  }));
}

/** Student/Report/GetStudentSummary: one row per campus and program, by gender and ethnic group. */
export async function studentSummary(context: ReadContext, query: StudentReportQuery): Promise<StudentSummaryRow[]> {
  const rows = await context.prisma.$queryRaw<
    (Counts & { campus: string; level: string; faculty: string; program: string })[]
  >`
    SELECT c."campusName" AS campus, l."levelName" AS level, f."facultyName" AS faculty, p."programName" AS program, g.*
      FROM (SELECT s."campusId", s."levelId", s."facultyId", s."programId", ${COUNTS}
              FROM "Student" s
             WHERE ${countedStudents(context, query)}
             GROUP BY s."campusId", s."levelId", s."facultyId", s."programId") g
      JOIN "Campus" c ON c.id = g."campusId"
      JOIN "Level" l ON l.id = g."levelId"
      JOIN "Faculty" f ON f.id = g."facultyId"
      JOIN "Program" p ON p.id = g."programId"
     ORDER BY c."campusName", l."levelName", f."facultyName", p."programName"`;
  return rows.map((row) => ({
    campus: row.campus,
    level: row.level,
    faculty: row.faculty,
    program: row.program,
    male: row.male,
    female: row.female,
    other: row.other,
    totalGender: row.total,
    Brahman: groupCount(row, 'Brahman'),
    Chhetri: groupCount(row, 'Chhetri'),
    Madhesi: groupCount(row, 'Madhesi'),
    Dalit: groupCount(row, 'Dalit'),
    Janajati: groupCount(row, 'Janajati'),
    muslim: groupCount(row, 'Muslim'),
    Tharu: groupCount(row, 'Tharu'),
    Others: groupCount(row, 'Others'),
    None: row.noGroup,
  }));
}

// ---------------------------------------------------------------------------
// Student Information Details
// ---------------------------------------------------------------------------

/** A place named by its id or by its name in any case. */
function placeWhere(place: string): Prisma.ProvinceWhereInput & Prisma.DistrictWhereInput {
  // Digits beyond an id's range are no id, and as a name they match no place either.
  return /^\d+$/.test(place) && Number(place) <= LARGEST_ID ? { id: Number(place) } : { name: sameText(place) };
}

/** The enrolment list's students whose home (permanent address) is in the province and district asked for. */
function studentByFilterWhere(context: ReadContext, query: StudentByFilterQuery): Prisma.StudentWhereInput {
  const home: Prisma.StudentAddressWhereInput[] = [
    ...(query.province ? [{ province: placeWhere(query.province) }] : []),
    ...(query.district ? [{ district: placeWhere(query.district) }] : []),
  ];
  const listed = studentListWhere(context.scope, query);
  return home.length ? { AND: [listed, { addresses: { some: { kind: 'permanent', AND: home } } }] } : listed;
}

const DETAIL_SELECT = {
  id: true,
  ...NAME_SELECT,
  email: true,
  phoneNumber: true,
  ethnicity: true,
  admissionYear: { select: { batchNepali: true } },
  faculty: { select: { facultyName: true } },
  level: { select: { levelName: true } },
  program: { select: { programName: true } },
  majorSubject: { select: { majorSubjectName: true } },
  section: { select: { sectionSymbol: true } },
  addresses: {
    where: { kind: 'permanent' },
    select: {
      wardNo: true,
      province: { select: { name: true } },
      district: { select: { name: true } },
      localLevel: { select: { name: true } },
    },
  },
} as const satisfies Prisma.StudentSelect;

function toDetailRow(row: Prisma.StudentGetPayload<{ select: typeof DETAIL_SELECT }>): StudentByFilterRow {
  const [home] = row.addresses;
  return {
    id: row.id,
    fullName: fullNameOf(row),
    email: row.email,
    phoneNumber: row.phoneNumber,
    ethnicity: row.ethnicity,
    province: home?.province?.name ?? null,
    district: home?.district?.name ?? null,
    municipality: home?.localLevel?.name ?? null,
    wardNo: home?.wardNo ?? null,
    batchYear: row.admissionYear.batchNepali,
    facultyName: row.faculty.facultyName,
    levelName: row.level.levelName,
    programName: row.program.programName,
    majorSubjectName: row.majorSubject?.majorSubjectName ?? null,
    section: row.section?.sectionSymbol ?? null,
  };
}

/**
 * Student/GetStudentByFilter: a page when one is asked for; otherwise every row, of one
 * campus at a time (as Student/GetAllStudent: a national array would be 600,000 rows; the
 * CSV streams those).
 */
export async function listStudentsByFilter(
  context: ReadContext,
  query: StudentByFilterQuery,
): Promise<StudentByFilterRow[] | Page<StudentByFilterRow>> {
  const paged = query.page !== undefined || query.pageNumber !== undefined || query.pageSize !== undefined;
  if (!paged && context.scope.kind !== 'campus' && !applicableId(query.campusId)) {
    throw AppError.validation([
      { field: 'querystring.campusId', message: STUDENT_RECORD_MESSAGES.campusRequiredForList },
    ]);
  }
  const where = studentByFilterWhere(context, query);
  return listOrPage(
    query,
    async (window) =>
      (
        await context.prisma.student.findMany({
          where,
          select: DETAIL_SELECT,
          orderBy: studentListOrder(query),
          ...window,
        })
      ).map(toDetailRow),
    () => context.prisma.student.count({ where }),
  );
}

/** Rows read per query while the CSV streams: memory stays flat whatever the size. */
const CSV_BATCH = 1000;
const BYTE_ORDER_MARK = '\uFEFF';

/**
 * Student/GetStudentByFilter/csv: every matching row, in the list's order, as UTF-8 CSV with
 * a byte order mark (so spreadsheet programs read Nepali names), read in batches by cursor
 * and sent as it is read.
 */
export function studentsByFilterCsv(context: ReadContext, query: StudentByFilterQuery): Readable {
  const where = studentByFilterWhere(context, query);
  const orderBy = studentListOrder(query);
  async function* lines(): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + csvLine(STUDENT_BY_FILTER_CSV_COLUMNS.map(([heading]) => heading));
    let cursor: number | undefined;
    let serial = 0;
    for (;;) {
      const batch = await context.prisma.student.findMany({
        where,
        select: DETAIL_SELECT,
        orderBy,
        take: CSV_BATCH,
        ...(cursor === undefined ? {} : { cursor: { id: cursor }, skip: 1 }),
      });
      let text = '';
      for (const student of batch) {
        serial += 1;
        const row = toDetailRow(student);
        text += csvLine(
          STUDENT_BY_FILTER_CSV_COLUMNS.map(([, field]) =>
            field === null ? String(serial) : String(row[field] ?? ''),
          ),
        );
      }
      if (text) yield text;
      if (batch.length < CSV_BATCH) return;
      cursor = batch.at(-1)!.id;
    }
  }
  return Readable.from(lines());
}
