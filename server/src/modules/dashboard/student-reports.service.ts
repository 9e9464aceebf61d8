/**
 * The student sections of the summary report (api-contract 5.16 and 8.9): students by the
 * ecological belt and by the province of their home (permanent) address, and by age band of the
 * age-group setup. The students are the dashboard's (countedStudents); a student whose home
 * address or date of birth is not recorded is left out of these tables. Belt and province are
 * summed from the home tally (StudentHomeTally: students by program and home district and
 * province, kept by triggers), so a campus reads a few hundred rows, not each student's address.
 */
import {
  ECOLOGICAL_BELTS,
  PROVINCE_KEYS,
  type AgeGroupReportRow,
  type BeltReportRow,
  type DashboardQuery,
  type EcologicalBelt,
  type GenderCounts,
  type ProvinceReportRow,
} from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext } from '../../lib/context.ts';
import { countedStudents } from './dashboard.service.ts';
import { tallyGenderCounts } from './tallies.ts';

const PROGRAM = Prisma.sql`
  JOIN "Program" p ON p.id = s."programId"
  JOIN "Level" l ON l.id = p."levelId"
  JOIN "Faculty" f ON f.id = p."facultyId"`;

/** The home tally's rows, aliased as the students countedStudents names (s). */
const HOME_TALLY = Prisma.sql`"StudentHomeTally" s`;

const NONE: GenderCounts = { male: 0, female: 0, other: 0, total: 0 };

/** Dashboard/college/enrollment-by-ecological-belt: faculty and level, their programs, each belt by gender. */
export async function studentsByBelt(context: ReadContext, query: DashboardQuery): Promise<BeltReportRow[]> {
  const rows = await context.prisma.$queryRaw<
    (GenderCounts & { faculty: string; level: string; program: string; belt: EcologicalBelt })[]
  >`
    SELECT f."facultyName" AS faculty, l."levelName" AS level, p."programName" AS program,
           d."ecologicalBelt"::text AS belt, ${tallyGenderCounts('s')}
      FROM ${HOME_TALLY} ${PROGRAM} JOIN "District" d ON d.id = s."districtId"
     WHERE ${countedStudents(context, query)}
     GROUP BY f."facultyName", l."levelName", p.id, p."programName", d."ecologicalBelt"
    HAVING sum(s.total) > 0
     ORDER BY 1, 2, 3`;
  const groups = new Map<string, BeltReportRow>();
  for (const row of rows) {
    const key = `${row.faculty}\u0000${row.level}`;
    const group = groups.get(key) ?? { faculty: row.faculty, level: row.level, programs: [] };
    groups.set(key, group);
    let program = group.programs.find((entry) => entry.program === row.program);
    if (!program) {
      program = {
        program: row.program,
        students: Object.fromEntries(ECOLOGICAL_BELTS.map((belt) => [belt, { ...NONE }])) as Record<
          EcologicalBelt,
          GenderCounts
        >,
      };
      group.programs.push(program);
    }
    program.students[row.belt] = { male: row.male, female: row.female, other: row.other, total: row.total };
  }
  return [...groups.values()];
}

/** Dashboard/college/GenerateStudentByProgramProvinceReport: each program's students by home province. */
export async function studentsByProvince(context: ReadContext, query: DashboardQuery): Promise<ProvinceReportRow[]> {
  return context.prisma.$queryRaw<ProvinceReportRow[]>`
    SELECT p."programName" AS "universityName", p."programName" AS program,
           ${Prisma.join(
             PROVINCE_KEYS.map(
               (key) =>
                 Prisma.sql`COALESCE(sum(s.total) FILTER (WHERE r."reportKey" = ${key}), 0)::int AS ${Prisma.raw(`"${key}"`)}`,
             ),
           )},
           sum(s.total)::int AS total
      FROM ${HOME_TALLY} ${PROGRAM} JOIN "Province" r ON r.id = s."provinceId"
     WHERE ${countedStudents(context, query)}
     GROUP BY p.id, p."programName"
    HAVING sum(s.total) > 0
     ORDER BY p."programName", p.id`;
}

/** Dashboard/Report/GetStudentsByAgeGroupFor…: each age band of the setup and program, by gender; age in completed years today. */
export function studentsByAgeGroup(context: ReadContext, query: DashboardQuery): Promise<AgeGroupReportRow[]> {
  // Students are counted by program, gender and age before meeting the bands: each student's age
  // is worked out once, not once for every band.
  return context.prisma.$queryRaw<AgeGroupReportRow[]>`
    SELECT COALESCE(NULLIF(b.remarks, ''), b."ageFrom" || '-' || b."ageTo") AS "ageGroup", p."programName" AS program,
           COALESCE(sum(s.students) FILTER (WHERE s.gender = 'male'), 0)::int AS male,
           COALESCE(sum(s.students) FILTER (WHERE s.gender = 'female'), 0)::int AS female,
           COALESCE(sum(s.students) FILTER (WHERE s.gender = 'other'), 0)::int AS others,
           sum(s.students)::int AS total
      FROM (SELECT s."programId", s.gender, date_part('year', age(${todayInNepal(context.clock)}::date, s."doBAD")) AS years,
                   count(*) AS students
              FROM "Student" s
             WHERE ${countedStudents(context, query)} AND s."doBAD" IS NOT NULL
             GROUP BY 1, 2, 3) s ${PROGRAM}
      JOIN "AgeGroup" b ON s.years BETWEEN b."ageFrom" AND b."ageTo"
     GROUP BY b."ageIndex", 1, p.id, p."programName"
     ORDER BY b."ageIndex", p."programName", p.id`;
}
