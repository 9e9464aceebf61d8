/** The filters of a report as its printed copy states them, with names for ids and the fiscal year in B.S. */
import { applicableId, type DashboardQuery } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';

export async function describeFilters(
  db: Db,
  query: DashboardQuery,
  /** Whether the report is of a fiscal year (false for the five-year tables, which show their own). */
  { ofFiscalYear = true }: { ofFiscalYear?: boolean } = {},
): Promise<string[]> {
  const id = (value: number | undefined) => applicableId(value);
  const universityId = id(query.universityId) ?? id(query.uniId) ?? id(query.university);
  const campusId = id(query.campusId) ?? id(query.collegeId);
  const [fiscalYear, university, campus, province, faculty, level, program] = await Promise.all([
    ofFiscalYear && id(query.fiscalYearId)
      ? db.fiscalYear.findUnique({ where: { id: query.fiscalYearId! }, select: { yearNepali: true } })
      : null,
    universityId ? db.university.findUnique({ where: { id: universityId }, select: { name: true } }) : null,
    campusId ? db.campus.findUnique({ where: { id: campusId }, select: { campusName: true } }) : null,
    id(query.provinceId) ? db.province.findUnique({ where: { id: query.provinceId! }, select: { name: true } }) : null,
    id(query.facultyId)
      ? db.faculty.findUnique({ where: { id: query.facultyId! }, select: { facultyName: true } })
      : null,
    id(query.levelId) ? db.level.findUnique({ where: { id: query.levelId! }, select: { levelName: true } }) : null,
    id(query.programId)
      ? db.program.findUnique({ where: { id: query.programId! }, select: { programName: true } })
      : null,
  ]);
  return [
    ofFiscalYear ? (fiscalYear ? `Fiscal year ${fiscalYear.yearNepali} (B.S.)` : 'All fiscal years') : null,
    university ? `University: ${university.name}` : null,
    campus ? `Campus: ${campus.campusName}` : null,
    query.campusType ? `Campus type: ${query.campusType}` : null,
    province ? `Province: ${province.name}` : null,
    faculty ? `Faculty: ${faculty.facultyName}` : null,
    level ? `Level: ${level.levelName}` : null,
    program ? `Program: ${program.programName}` : null,
  ].filter((filter): filter is string => filter !== null);
}
