/**
 * The student list reports of api-contract 8.9: student information details (a page, or
 * every row as CSV), students by program and major, by district, and the summary by
 * campus and program. Counts are of active students only; wire names are the clients',
 * `muslim` in lower case and `edj` included.
 */
import { z } from 'zod';
import { ETHNIC_GROUPS } from '../constants/index.ts';
import { clearableText, optionalId } from './fields.ts';
import { StudentListQuerySchema } from './student.ts';

/** The ethnic groups the reports count, in the order of their columns (the seeded EthnicGroup names). */
export const REPORT_ETHNIC_GROUPS = ETHNIC_GROUPS;
export type ReportEthnicGroup = (typeof REPORT_ETHNIC_GROUPS)[number];

/**
 * Educationally disadvantaged groups: the reports' EDG (or `edj`) column counts their
 * students (api-contract 8.9: the groups other than Brahman, Chhetri and Others).
 */
export const EDG_ETHNIC_GROUPS = [
  'Madhesi',
  'Dalit',
  'Janajati',
  'Muslim',
  'Tharu',
] as const satisfies readonly ReportEthnicGroup[];

/** Filters of the count reports. A 0 (the screens' "All") filters nothing. */
export const StudentReportQuerySchema = z.object({
  batchId: optionalId(),
  /** The wire alias of batchId some screens send. */
  admissionYearId: optionalId(),
  programId: optionalId(),
  /** For the grants body and universities: one campus of their scope. */
  campusId: optionalId(),
});
export type StudentReportQuery = z.output<typeof StudentReportQuerySchema>;

/**
 * Student/GetStudentByFilter: the filters of Student/GetAllStudentPaginated, and the home
 * province and district (a name, matched without regard to case, or an id).
 */
export const StudentByFilterQuerySchema = StudentListQuerySchema.extend({
  province: clearableText(),
  district: clearableText(),
});
export type StudentByFilterQuery = z.output<typeof StudentByFilterQuerySchema>;

const nullableText = z.string().nullable();

/** A row of "Student Information Details" (and a line of its CSV). */
export const StudentByFilterRowSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  email: nullableText,
  phoneNumber: nullableText,
  ethnicity: nullableText,
  province: nullableText,
  district: nullableText,
  municipality: nullableText,
  wardNo: z.number().nullable(),
  /** The admission batch's year ("2081"). */
  batchYear: z.string(),
  facultyName: z.string(),
  levelName: z.string(),
  programName: z.string(),
  majorSubjectName: nullableText,
  section: nullableText,
});
export type StudentByFilterRow = z.infer<typeof StudentByFilterRowSchema>;

/** The CSV's columns: the screen's headings, each with the row field it shows. */
export const STUDENT_BY_FILTER_CSV_COLUMNS = [
  ['S.No.', null],
  ['Full Name', 'fullName'],
  ['Email', 'email'],
  ['Phone No.', 'phoneNumber'],
  ['Ethnicity', 'ethnicity'],
  ['Province', 'province'],
  ['District', 'district'],
  ['Municipality', 'municipality'],
  ['Ward No.', 'wardNo'],
  ['Batch Year', 'batchYear'],
  ['Faculty', 'facultyName'],
  ['Level', 'levelName'],
  ['Program', 'programName'],
  ['Major subject', 'majorSubjectName'],
  ['Section', 'section'],
] as const satisfies readonly (readonly [string, keyof StudentByFilterRow | null])[];

const countField = z.number().int();

/** Student/GetStudentCountByProgramMajor: "Students according to their program major". */
export const StudentCountByProgramMajorRowSchema = z.object({
  programName: z.string(),
  majorSubjectName: nullableText,
  male: countField,
  female: countField,
  others: countField,
  total: countField,
});
export type StudentCountByProgramMajorRow = z.infer<typeof StudentCountByProgramMajorRowSchema>;

/** Student/Report/GetStudentByDistrict: one row per home district, the last the totals ("Total"). */
export const StudentByDistrictRowSchema = z.object({
  district: z.string(),
  male: countField,
  female: countField,
  other: countField,
  totalGender: countField,
  edj: countField,
  ethnicGroup: z.array(z.object({ name: z.string(), count: countField })),
});
export type StudentByDistrictRow = z.infer<typeof StudentByDistrictRowSchema>;

/** The district of students without a home address on record. */
export const UNKNOWN_DISTRICT = 'Not given';
export const TOTAL_ROW_LABEL = 'Total';

/** Student/Report/GetStudentSummary: one row per campus and program; `None` counts students without a group. */
export const StudentSummaryRowSchema = z.object({
  campus: z.string(),
  level: z.string(),
  faculty: z.string(),
  program: z.string(),
  male: countField,
  female: countField,
  other: countField,
  totalGender: countField,
  Brahman: countField,
  Chhetri: countField,
  Madhesi: countField,
  Dalit: countField,
  Janajati: countField,
  muslim: countField,
  Tharu: countField,
  Others: countField,
  None: countField,
});
export type StudentSummaryRow = z.infer<typeof StudentSummaryRowSchema>;
