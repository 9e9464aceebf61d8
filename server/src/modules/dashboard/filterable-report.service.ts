/**
 * Dashboard/GetStudentsFilterableReport (api-contract 5.16; summary report section 1, fact
 * sheet): one row per campus and program of the caller's scope, the students counted as the
 * dashboard counts them (countedStudents over the student tally), by gender and national ethnic
 * group, with the campus's university, place and type. One statement: the tally rows summed by
 * campus and program, then named, ordered and, when a page is asked for, cut to it with the
 * number of rows in all.
 *
 * The rows grow with the programs the campuses run, not with the students: a campus has tens,
 * the country thousands. Without a page the answer is every row (the clients that read an array
 * keep working, and a download holds the whole table); the summary report asks for pages.
 */
import type { FilterableReportQuery, FilterableReportRow, Page } from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';
import type { ReadContext } from '../../lib/context.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { countedStudents } from './dashboard.service.ts';
import { tallyEthnicObject, tallyGenderCounts } from './tallies.ts';

export async function studentsFilterableReport(
  context: ReadContext,
  query: FilterableReportQuery,
): Promise<FilterableReportRow[] | Page<FilterableReportRow>> {
  const page = pageRequest(query);
  const window = page ? Prisma.sql`LIMIT ${page.take} OFFSET ${page.skip}` : Prisma.empty;
  // The total comes back on a row of its own even when the page asked for lies past the end.
  const rows = await context.prisma.$queryRaw<({ rowCount: number } & Partial<FilterableReportRow>)[]>`
    WITH counted AS (
      SELECT s."campusId", s."programId", ${tallyGenderCounts('s', 'others')}, ${tallyEthnicObject('s')} AS "ethinicGroup"
        FROM "StudentTally" s
       WHERE ${countedStudents(context, query)}
       GROUP BY s."campusId", s."programId"
      HAVING sum(s.total) > 0
    )
    SELECT (SELECT count(*)::int FROM counted) AS "rowCount", r.*
      FROM (VALUES (1)) AS one (n)
      LEFT JOIN LATERAL (
        SELECT k."campusId", k."programId", u.name AS "universityName", pr.name AS province, d.name AS district,
               ll.name AS "localLevel", c."campusName" AS campus, f."facultyName" AS faculty,
               l."levelName" AS level, p."programName" AS program, k.male, k.female, k.others, k.total,
               c."campusType"::text AS "campusType", u.type::text AS "universityType", k."ethinicGroup"
          FROM counted k
          JOIN "Campus" c ON c.id = k."campusId"
          JOIN "University" u ON u.id = c."universityId"
          LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId"
          LEFT JOIN "District" d ON d.id = ll."districtId"
          LEFT JOIN "Province" pr ON pr.id = d."provinceId"
          JOIN "Program" p ON p.id = k."programId"
          JOIN "Level" l ON l.id = p."levelId"
          JOIN "Faculty" f ON f.id = p."facultyId"
         ORDER BY u.name, c."campusName", l."levelName", f."facultyName", p."programName", c.id, p.id
         ${window}
      ) r ON TRUE`;
  const found = rows
    .filter((row) => row.campusId !== null && row.campusId !== undefined)
    .map(({ rowCount: _rowCount, ...row }) => row as FilterableReportRow);
  return page ? toPage(found, rows[0]?.rowCount ?? 0, page) : found;
}
