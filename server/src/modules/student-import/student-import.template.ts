/**
 * The students' import template (GET StudentInload/Template): an empty first sheet with one
 * column per field (the import reads the first sheet only), and a second sheet listing the
 * values the columns accept, taken from the database: genders, batches, fiscal years, ethnic
 * groups, the program's majors at the campus, semesters or years, nationalities, yes and no.
 */
import {
  ACADEMIC_YEARS,
  GENDERS,
  NATIONALITIES,
  SEMESTERS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_REQUIRED_COLUMNS,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { writeXlsx, XLSX_CONTENT_TYPE } from '../../lib/spreadsheet.ts';

export const TEMPLATE_FILE_NAME = 'hemis-students-template.xlsx';

/** Lists side by side: a header row of titles, then the values of each list down its column. */
function sideBySide(lists: { title: string; values: readonly string[] }[]) {
  const height = Math.max(0, ...lists.map((list) => list.values.length));
  const rows = Array.from({ length: height }, (_, index) => lists.map((list) => list.values[index] ?? ''));
  return { header: lists.map((list) => list.title), rows };
}

export async function studentTemplate(
  db: Db,
  program: { id: number; programName: string; programType: 'annual' | 'semester' } | null,
  campusId: number | null,
): Promise<{ bytes: Buffer; type: string; name: string }> {
  const [batches, fiscalYears, ethnicGroups, majors] = await Promise.all([
    db.batch.findMany({ where: { status: true }, select: { batchNepali: true }, orderBy: { batchNepali: 'desc' } }),
    db.fiscalYear.findMany({ select: { yearNepali: true }, orderBy: { index: 'desc' } }),
    db.ethnicGroup.findMany({ select: { name: true }, orderBy: { name: 'asc' } }),
    program && campusId
      ? db.majorSubject.findMany({
          where: { programId: program.id, campusId, status: true },
          select: { majorSubjectName: true },
          orderBy: { majorSubjectName: 'asc' },
        })
      : [],
  ]);
  const periods =
    program?.programType === 'annual'
      ? [{ title: 'year', values: ACADEMIC_YEARS }]
      : program?.programType === 'semester'
        ? [{ title: 'semester', values: SEMESTERS }]
        : [
            { title: 'semester (semester programs)', values: SEMESTERS },
            { title: 'year (annual programs)', values: ACADEMIC_YEARS },
          ];
  const accepted = sideBySide([
    { title: 'gender', values: GENDERS },
    { title: 'batch', values: batches.map((batch) => batch.batchNepali) },
    { title: 'fiscalYear (blank: the current one)', values: fiscalYears.map((year) => year.yearNepali) },
    { title: 'ethnicity', values: ethnicGroups.map((group) => group.name) },
    {
      title: program ? `majorSubject (${program.programName})` : 'majorSubject (choose the program first)',
      values: majors.map((major) => major.majorSubjectName),
    },
    ...periods,
    { title: 'nationality', values: NATIONALITIES },
    { title: 'yes/no columns', values: ['yes', 'no'] },
  ]);
  const notes = [
    [`Required columns: ${STUDENT_IMPORT_REQUIRED_COLUMNS.join(', ')}.`],
    ['Dates of birth (doBBS) in B.S. as YYYY-MM-DD; dateOfEnrollment and doBAD in A.D. as YYYY-MM-DD.'],
    ['Addresses (pProvince, pDistrict, pLocalLevel, pWardNo ...) by their names in the address list.'],
    ['Leave semester or year blank for the first one. Only the first sheet is read.'],
  ];
  return {
    bytes: await writeXlsx([
      { name: 'Students', header: STUDENT_IMPORT_COLUMNS, rows: [] },
      { name: 'Accepted values', header: accepted.header, rows: accepted.rows },
      { name: 'Notes', header: ['How to fill the Students sheet'], rows: notes },
    ]),
    type: XLSX_CONTENT_TYPE,
    name: TEMPLATE_FILE_NAME,
  };
}
