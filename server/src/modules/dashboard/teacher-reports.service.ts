/**
 * The teacher sections of the summary report (api-contract 5.16 and 8.9): active teachers by
 * highest qualification, by teaching faculty and by department, and the student-teacher ratio,
 * at the caller's scope and the dashboard's place filters (university, campus, campus type,
 * province). A teacher counts once, under their highest qualification.
 */
import {
  JOINING_TYPES,
  JOINING_TYPE_LABELS,
  JOINING_TYPE_NOT_RECORDED,
  QUALIFICATION_LEVELS,
  applicableId,
  type DashboardQuery,
  type JoiningType,
  type QualificationRow,
  type StaffCountRow,
  type StudentTeacherRatioRow,
  type TeacherJoiningRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { countedStudents, placeConditions } from './dashboard.service.ts';

const NOT_GIVEN = 'Not given';

function countedTeachers(context: ReadContext, query: DashboardQuery): Prisma.Sql {
  return Prisma.join(
    [...placeConditions(context, query, 'e'), Prisma.sql`e."employeeStatus" AND e."employeeType" = 'Teaching'`],
    ' AND ',
  );
}

const GENDERS_SQL = Prisma.sql`
  count(*) FILTER (WHERE e.gender = 'male')::int AS male,
  count(*) FILTER (WHERE e.gender = 'female')::int AS female,
  count(*) FILTER (WHERE e.gender = 'other')::int AS others,
  count(*)::int AS total`;

/**
 * The rank of a qualification's level name as typed ("Ph.D.", "M.Phil.", "Master's Degree",
 * "Bachelor"): 1 for a doctorate to 4 for a bachelor's degree, null for anything lower.
 */
const RANK = Prisma.sql`CASE
  WHEN q."levelName" ~* 'ph\\.?\\s*d' THEN 1
  WHEN q."levelName" ~* 'm\\.?\\s*phil' THEN 2
  WHEN q."levelName" ~* 'master|^m\\.' THEN 3
  WHEN q."levelName" ~* 'bachelor|^b\\.' THEN 4
END`;

/** Dashboard/college/teachingStaffQualifications: every level, zeros included. */
export async function teachersByQualification(
  context: ReadContext,
  query: DashboardQuery,
): Promise<QualificationRow[]> {
  const rows = await context.prisma.$queryRaw<(StaffCountRow & { rank: number })[]>`
    WITH highest AS (
      SELECT q."employeeId", min(${RANK}) AS rank FROM "EmployeeQualification" q GROUP BY 1
    )
    SELECT h.rank, ${GENDERS_SQL}
      FROM "Employee" e JOIN highest h ON h."employeeId" = e.id
     WHERE ${countedTeachers(context, query)} AND h.rank IS NOT NULL
     GROUP BY 1`;
  return QUALIFICATION_LEVELS.map((level, index) => {
    const row = rows.find((candidate) => candidate.rank === index + 1);
    return { level, male: row?.male ?? 0, female: row?.female ?? 0, others: row?.others ?? 0, total: row?.total ?? 0 };
  });
}

/** Dashboard/College/GetTeachingStaffDistribution: teachers by the faculty they teach in. */
export function teachersByFaculty(context: ReadContext, query: DashboardQuery): Promise<StaffCountRow[]> {
  return context.prisma.$queryRaw<StaffCountRow[]>`
    SELECT COALESCE(f."facultyName", NULLIF(e."teachingFacultyName", ''), ${NOT_GIVEN}) AS title, ${GENDERS_SQL}
      FROM "Employee" e LEFT JOIN "Faculty" f ON f.id = e."facultyId"
     WHERE ${countedTeachers(context, query)}
     GROUP BY 1 ORDER BY total DESC, 1`;
}

/** Dashboard/College/GetTeachingStaffByDepartment: teachers by their campus department. */
export function teachersByDepartment(context: ReadContext, query: DashboardQuery): Promise<StaffCountRow[]> {
  return context.prisma.$queryRaw<StaffCountRow[]>`
    SELECT COALESCE(d."departmentName", ${NOT_GIVEN}) AS title, ${GENDERS_SQL}
      FROM "Employee" e LEFT JOIN "Department" d ON d.id = e."departmentId"
     WHERE ${countedTeachers(context, query)}
     GROUP BY 1 ORDER BY total DESC, 1`;
}

/**
 * Dashboard/college/StudentTeacherRatio: by faculty (teachers by the faculty they teach in), then
 * "All". Students are summed from the student tally (tallies.ts), which keeps each student's own
 * faculty: counting the country's rows took seconds.
 */
export async function studentTeacherRatio(
  context: ReadContext,
  query: DashboardQuery,
): Promise<StudentTeacherRatioRow[]> {
  // Each side is read once: its rows per faculty and, by the empty grouping set, its total
  // (teachers without a faculty count in the total only).
  const counted = await context.prisma.$queryRaw<
    { faculty: string | null; everyone: boolean; students: number; teachers: number }[]
  >`
    WITH students AS (
      SELECT f."facultyName" AS faculty, GROUPING(f."facultyName") = 1 AS everyone, sum(s.total)::int AS n
        FROM "StudentTally" s JOIN "Faculty" f ON f.id = s."facultyId"
       WHERE ${countedStudents(context, query)}
       GROUP BY GROUPING SETS ((f."facultyName"), ())
    ), teachers AS (
      SELECT f."facultyName" AS faculty, GROUPING(f."facultyName") = 1 AS everyone, count(*)::int AS n
        FROM "Employee" e LEFT JOIN "Faculty" f ON f.id = e."facultyId"
       WHERE ${countedTeachers(context, query)}
       GROUP BY GROUPING SETS ((f."facultyName"), ())
    )
    SELECT COALESCE(s.faculty, t.faculty) AS faculty, COALESCE(s.everyone, t.everyone) AS everyone,
           COALESCE(s.n, 0) AS students, COALESCE(t.n, 0) AS teachers
      FROM (SELECT * FROM students WHERE everyone OR n > 0) s
      FULL JOIN (SELECT * FROM teachers WHERE everyone OR faculty IS NOT NULL) t
        ON t.everyone = s.everyone AND t.faculty IS NOT DISTINCT FROM s.faculty
     ORDER BY 2, 1`;
  const rows = counted.filter((row) => !row.everyone) as { faculty: string; students: number; teachers: number }[];
  const all = counted.find((row) => row.everyone) ?? { students: 0, teachers: 0 };
  const ratio = (students: number, teachers: number) =>
    teachers === 0 ? null : Math.round((students / teachers) * 100) / 100;
  return [
    ...rows.map(({ faculty, students, teachers }) => ({
      faculty,
      students,
      teachers,
      ratio: ratio(students, teachers),
    })),
    { faculty: 'All', students: all.students, teachers: all.teachers, ratio: ratio(all.students, all.teachers) },
  ];
}

/**
 * Dashboard/GenerateTeacherReport: teachers by joining type, by gender. A fiscal year narrows
 * them to those who had joined by its end; a teacher whose joining date is not recorded counts
 * in every year, as nothing says they were not there.
 */
export async function teachersByJoiningType(context: ReadContext, query: DashboardQuery): Promise<TeacherJoiningRow[]> {
  const fiscalYearId = applicableId(query.fiscalYearId);
  const joinedBy = fiscalYearId
    ? Prisma.sql`AND EXISTS (SELECT 1 FROM "FiscalYear" y WHERE y.id = ${fiscalYearId}
                   AND (e."joiningDateAd" IS NULL OR e."joiningDateAd" <= y."endDateAd"))`
    : Prisma.empty;
  const rows = await context.prisma.$queryRaw<(StaffCountRow & { joiningType: JoiningType | null })[]>`
    SELECT e."joiningType"::text AS "joiningType", ${GENDERS_SQL}
      FROM "Employee" e
     WHERE ${countedTeachers(context, query)} ${joinedBy}
     GROUP BY 1`;
  const none = { male: 0, female: 0, others: 0, total: 0 };
  const counts = ({ male, female, others, total }: typeof none) => ({ male, female, others, total });
  const unrecorded = rows.find((row) => row.joiningType === null);
  return [
    ...JOINING_TYPES.map((joiningType) => ({
      joiningType,
      title: JOINING_TYPE_LABELS[joiningType],
      ...counts(rows.find((row) => row.joiningType === joiningType) ?? none),
    })),
    ...(unrecorded ? [{ joiningType: null, title: JOINING_TYPE_NOT_RECORDED, ...counts(unrecorded) }] : []),
  ];
}
