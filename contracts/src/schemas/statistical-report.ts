/**
 * The statistical report (api-contract 8.9: /form-management/statisticalReport, by fiscal
 * year, "Export to PDF"): its seven sections, the enrolment tables of sections 1 and 2
 * (Dashboard/GetAnnualProgramReport and GetSemesterProgramReport, api-contract 5.16, whose
 * shape the contract leaves open), and the columns the screen and the printed copy share.
 */
import { z } from 'zod';
import { ACADEMIC_YEARS, SEMESTERS } from '../constants/index.ts';
import { STATISTICAL_REPORT_MESSAGES as M } from '../messages/statistical-report.ts';
import { GenderCountsSchema, NOT_RECORDED_LABEL, type GenderCounts } from './dashboard.ts';
import { JOINING_TYPES, JOINING_TYPE_LABELS } from './employee.ts';
import type { StaffSummaryRow } from './employee-records.ts';
import { optionalId, requiredId } from './fields.ts';
import { figureSource } from './annual-return.ts';

/** A program's system: an annual program counts its students by year, a semester program by semester. */
export const ENROLLMENT_SYSTEMS = {
  annual: { periods: ACADEMIC_YEARS, key: 'years', period: 'Year', unit: 'year' },
  semester: { periods: SEMESTERS, key: 'semesters', period: 'Semester', unit: 'semester' },
} as const;
export type EnrollmentSystem = keyof typeof ENROLLMENT_SYSTEMS;

const periodCounts = <Period extends string>(periods: readonly Period[]) =>
  z.object(
    Object.fromEntries(periods.map((period) => [period, GenderCountsSchema])) as Record<
      Period,
      typeof GenderCountsSchema
    >,
  );

/**
 * One program (with its level and faculty): its students in all (male, female, other, total),
 * in each period of study, zeros included, and those whose period is not recorded.
 */
const ProgramEnrollmentSchema = GenderCountsSchema.extend({
  level: z.string(),
  faculty: z.string(),
  program: z.string(),
  notRecorded: GenderCountsSchema,
});

/** Dashboard/GetAnnualProgramReport: an annual program's students by current year (Student.year) and gender. */
export const AnnualProgramReportRowSchema = ProgramEnrollmentSchema.extend({ years: periodCounts(ACADEMIC_YEARS) });
export type AnnualProgramReportRow = z.infer<typeof AnnualProgramReportRowSchema>;

/** Dashboard/GetSemesterProgramReport: a semester program's students by current semester (Student.semester) and gender. */
export const SemesterProgramReportRowSchema = ProgramEnrollmentSchema.extend({ semesters: periodCounts(SEMESTERS) });
export type SemesterProgramReportRow = z.infer<typeof SemesterProgramReportRowSchema>;

export type ProgramEnrollmentRow = AnnualProgramReportRow | SemesterProgramReportRow;

/** A line of the enrolment tables as printed and shown: one program in one period, or in all. */
export interface EnrollmentLine extends GenderCounts {
  level: string;
  faculty: string;
  program: string;
  period: string;
}

/**
 * The lines of an enrolment table: for each program, the periods that have students (and the
 * students whose period is not recorded), then the program's total over all periods.
 */
export function enrollmentLines(system: EnrollmentSystem, rows: readonly ProgramEnrollmentRow[]): EnrollmentLine[] {
  const { periods, key, unit } = ENROLLMENT_SYSTEMS[system];
  return rows.flatMap((row) => {
    const byPeriod = (row as Record<string, unknown>)[key] as Record<string, GenderCounts>;
    const line = (period: string, counts: GenderCounts): EnrollmentLine => ({
      level: row.level,
      faculty: row.faculty,
      program: row.program,
      period,
      male: counts.male,
      female: counts.female,
      other: counts.other,
      total: counts.total,
    });
    return [
      ...periods
        .filter((period) => byPeriod[period]!.total > 0)
        .map((period) => line(`${period} ${unit}`, byPeriod[period]!)),
      ...(row.notRecorded.total > 0 ? [line(NOT_RECORDED_LABEL, row.notRecorded)] : []),
      line(`All ${unit}s`, row),
    ];
  });
}

/** A column of a report table, read the same on the screen and in the printed copy. */
export interface ReportTableColumn<Row> {
  header: string;
  value(row: Row): string | number;
  /** Share of the printed table's width (1 unless given). */
  weight?: number;
}

export const enrollmentColumns = (system: EnrollmentSystem): ReportTableColumn<EnrollmentLine>[] => [
  { header: 'Level', value: (row) => row.level, weight: 1.5 },
  { header: 'Faculty', value: (row) => row.faculty, weight: 2 },
  { header: 'Program', value: (row) => row.program, weight: 2.5 },
  { header: ENROLLMENT_SYSTEMS[system].period, value: (row) => row.period, weight: 1.5 },
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Other', value: (row) => row.other },
  { header: 'Total', value: (row) => row.total },
];

/** Staff by post (Employee/Report/GetTeaching…/GetNonTeachingStaffByPostSummary): joining types, genders and the total. */
export const STAFF_BY_POST_COLUMNS: ReportTableColumn<StaffSummaryRow>[] = [
  { header: 'Post', value: (row) => row.position ?? '', weight: 3 },
  ...JOINING_TYPES.map((joining) => ({
    header: JOINING_TYPE_LABELS[joining],
    value: (row: StaffSummaryRow) => Number(row[`${joining}Total`] ?? 0),
  })),
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Other', value: (row) => row.other },
  { header: 'Total', value: (row) => row.grandTotal },
];

/**
 * The seven sections (api-contract 8.9), in order. Section 3 shows the board exams' pass rate
 * by program (Dashboard/GetPassRateByProgram); 5 to 7 the research, infrastructure and finance
 * summaries (ResearchSummary, InfrastructureSummary, FinanceSummary).
 */
export const STATISTICAL_REPORT_SECTIONS = [
  { key: 'annualEnrollment', title: '1. Enrollment in programs of the annual system' },
  { key: 'semesterEnrollment', title: '2. Enrollment in programs of the semester system' },
  { key: 'appearedPassed', title: '3. Students appeared and passed' },
  { key: 'staffByPost', title: '4. Teaching and non-teaching staff by post' },
  { key: 'research', title: '5. Research, publication and fellowship' },
  { key: 'infrastructure', title: '6. Physical infrastructure' },
  { key: 'finance', title: '7. Financial details' },
] as const;
export type StatisticalReportSection = (typeof STATISTICAL_REPORT_SECTIONS)[number];
export type StatisticalReportSectionKey = StatisticalReportSection['key'];

export const statisticalReportSection = <Key extends StatisticalReportSectionKey>(key: Key) =>
  STATISTICAL_REPORT_SECTIONS.find((section) => section.key === key) as Extract<StatisticalReportSection, { key: Key }>;

export const STATISTICAL_REPORT_TITLE = 'Statistical Report';

/**
 * StatisticalReport/pdf: the whole report of a fiscal year as one PDF, of the caller's scope
 * or, within it, of one university or one campus, read live or as returned.
 */
export const StatisticalReportQuerySchema = z.object({
  fiscalYearId: requiredId(M.fiscalYearRequired),
  universityId: optionalId(),
  campusId: optionalId(),
  /** Live (the registers now, the default) or as returned (the fiscal year's accepted annual returns). */
  source: figureSource(),
});
export type StatisticalReportQuery = z.output<typeof StatisticalReportQuerySchema>;
