/**
 * The dashboard's figures (api-contract 5.16): students by gender in total, by faculty, level,
 * program and ethnic group, the enrolment and graduation trend over fiscal years, and the
 * campuses by type, each at the caller's scope and narrowed by the optional filters. The
 * students counted are the ones the enrolment lists show (active and verified); a fiscal year
 * narrows them to the students enrolled in it. Wire names are the clients'
 * (`GetStudentsByFacultyForDahsboard`, `GetNoOfCollgeForUniAndAdmin`).
 */
import { z } from 'zod';
import { CAMPUS_TYPES, ETHNIC_GROUPS } from '../constants/index.ts';
import { SIGNED_REPORT_MESSAGES } from '../messages/graduation.ts';
import { JOINING_TYPES } from './employee.ts';
import { optionalId, requiredUpload } from './fields.ts';
import { PaginationQuerySchema } from './pagination.ts';
import { UNIVERSITY_TYPES } from './university.ts';

/** Every filter is optional and skipped when empty or 0 ("All"); keys bind case-insensitively (`fiscalyearid`). */
export const DashboardQuerySchema = z.object({
  universityId: optionalId(),
  /** The wire aliases some report screens send for universityId. */
  uniId: optionalId(),
  university: optionalId(),
  campusId: optionalId(),
  /** The wire alias some report screens send for campusId. */
  collegeId: optionalId(),
  campusType: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(CAMPUS_TYPES, { error: 'Campus type must be constituent, community or private' }).optional(),
  ),
  provinceId: optionalId(),
  fiscalYearId: optionalId(),
  facultyId: optionalId(),
  levelId: optionalId(),
  programId: optionalId(),
});
export type DashboardQuery = z.output<typeof DashboardQuerySchema>;

/** A report table downloads as a PDF, a spreadsheet or CSV (issue: dashboards and national reports). */
export const REPORT_FORMATS = ['pdf', 'xlsx', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/**
 * The most rows a report's PDF holds (about forty pages). Printing a table takes the server
 * milliseconds a row, and a longer table is read in a spreadsheet, not on paper.
 */
export const REPORT_PDF_MAX_ROWS = 1000;
export const reportPdfTooLongMessage = (rows: number) =>
  `This table has ${rows.toLocaleString('en-IN')} rows; a PDF holds at most ${REPORT_PDF_MAX_ROWS.toLocaleString('en-IN')}. Narrow the filters, or download it as Excel or CSV.`;

/** The report's filters, and `format` to download the table instead of reading it as JSON. */
export const ReportQuerySchema = DashboardQuerySchema.extend({
  format: z.preprocess(
    (value) => (value === '' || value === null ? undefined : typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(REPORT_FORMATS, { error: 'Format must be pdf, xlsx or csv' }).optional(),
  ),
});
export type ReportQuery = z.output<typeof ReportQuerySchema>;

export const GenderCountsSchema = z.object({
  male: z.number(),
  female: z.number(),
  other: z.number(),
  total: z.number(),
});
export type GenderCounts = z.infer<typeof GenderCountsSchema>;

/** A row of students by faculty, level or program. */
export const TitledGenderCountsSchema = GenderCountsSchema.extend({ title: z.string() });
export type TitledGenderCounts = z.infer<typeof TitledGenderCountsSchema>;

/** Students by ethnic group: the national groups, and "Not recorded" for students without one. */
export const TitledTotalSchema = z.object({ title: z.string(), total: z.number() });
export type TitledTotal = z.infer<typeof TitledTotalSchema>;
export const NOT_RECORDED_LABEL = 'Not recorded';

/** One fiscal year of the trend: students enrolled in it and graduates of it, by gender. */
export const TrendRowSchema = z.object({
  fiscalYearId: z.number(),
  fiscalYear: z.string(),
  maleStudents: z.number(),
  femaleStudents: z.number(),
  otherStudents: z.number(),
  totalStudents: z.number(),
  maleGraduates: z.number(),
  femaleGraduates: z.number(),
  otherGraduates: z.number(),
  totalGraduates: z.number(),
});
export type TrendRow = z.infer<typeof TrendRowSchema>;

/** The campuses of the scope by type. */
export const CampusCountsSchema = z.object({
  constituent: z.number(),
  community: z.number(),
  private: z.number(),
  total: z.number(),
});
export type CampusCounts = z.infer<typeof CampusCountsSchema>;

/** The national ethnic groups as the program reports key them (`ethinicGroup`, api-contract 5.16). */
export const EthnicGroupCountsSchema = z.object(
  Object.fromEntries(ETHNIC_GROUPS.map((group) => [group, z.number()])) as Record<
    (typeof ETHNIC_GROUPS)[number],
    z.ZodNumber
  >,
);

/**
 * A row of the program reports (graduates by gender and by ethnic group, the dropout report):
 * one program with its level and faculty, counted by gender (`others`, as the clients read it)
 * and by ethnic group. A student whose ethnic group is not recorded counts in the total only.
 */
export const ProgramReportRowSchema = z.object({
  level: z.string(),
  faculty: z.string(),
  program: z.string(),
  male: z.number(),
  female: z.number(),
  others: z.number(),
  total: z.number(),
  ethinicGroup: EthnicGroupCountsSchema,
});
export type ProgramReportRow = z.infer<typeof ProgramReportRowSchema>;

/**
 * Dashboard/GetStudentsFilterableReport: the students of one program at one campus, with the
 * campus's university, place and type, by gender (`others`) and ethnic group, as the dashboard
 * counts them. The fact sheet reads program, level, male, female and total; `campusId` and
 * `programId` name the row. A campus without a recorded local level has no province, district
 * or local level.
 */
export const FilterableReportRowSchema = z.object({
  campusId: z.number(),
  programId: z.number(),
  universityName: z.string(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  localLevel: z.string().nullable(),
  campus: z.string(),
  faculty: z.string(),
  level: z.string(),
  program: z.string(),
  male: z.number(),
  female: z.number(),
  others: z.number(),
  total: z.number(),
  campusType: z.enum(CAMPUS_TYPES),
  universityType: z.enum(UNIVERSITY_TYPES),
  ethinicGroup: EthnicGroupCountsSchema,
});
export type FilterableReportRow = z.infer<typeof FilterableReportRowSchema>;

/** The report's filters, and a page (`page`, `pageSize` up to 100): without one, every row. */
export const FilterableReportQuerySchema = ReportQuerySchema.extend(
  PaginationQuerySchema.pick({ page: true, pageNumber: true, pageSize: true }).shape,
);
export type FilterableReportQuery = z.output<typeof FilterableReportQuerySchema>;

/** The ecological belts of the districts (spec: reports by ecological belt). */
export const ECOLOGICAL_BELTS = ['Mountain', 'Hill', 'Tarai'] as const;
export type EcologicalBelt = (typeof ECOLOGICAL_BELTS)[number];

/** Dashboard/college/enrollment-by-ecological-belt: programs of each faculty and level, by the belt of the students' home district. */
export const BeltReportRowSchema = z.object({
  faculty: z.string(),
  level: z.string(),
  programs: z.array(
    z.object({
      program: z.string(),
      students: z.object(
        Object.fromEntries(ECOLOGICAL_BELTS.map((belt) => [belt, GenderCountsSchema])) as Record<
          EcologicalBelt,
          typeof GenderCountsSchema
        >,
      ),
    }),
  ),
});
export type BeltReportRow = z.infer<typeof BeltReportRowSchema>;

/** A program of the belt report on one line, its belts side by side, as its table and file show it. */
export interface BeltReportLine {
  faculty: string;
  level: string;
  program: string;
  belts: Record<EcologicalBelt, GenderCounts>;
}
export const beltReportLines = (rows: readonly BeltReportRow[]): BeltReportLine[] =>
  rows.flatMap((group) =>
    group.programs.map((entry) => ({
      faculty: group.faculty,
      level: group.level,
      program: entry.program,
      belts: entry.students,
    })),
  );

/** The provinces as the national reports key them, in their constitutional order. */
export const PROVINCE_KEYS = ['koshi', 'madesh', 'bagmati', 'gandaki', 'lumbini', 'karnali', 'sudurpaschim'] as const;

/** A province's id is its constitutional number, its place in PROVINCE_KEYS (Koshi is 1): the `provinceId` filter. */
export const provinceIdOf = (key: (typeof PROVINCE_KEYS)[number]) => PROVINCE_KEYS.indexOf(key) + 1;

/**
 * Dashboard/college/GenerateStudentByProgramProvinceReport: students of each program by home
 * province. The clients label the row with `universityName`; it holds the program's name.
 */
export const ProvinceReportRowSchema = z.object({
  universityName: z.string(),
  program: z.string(),
  ...(Object.fromEntries(PROVINCE_KEYS.map((key) => [key, z.number()])) as Record<
    (typeof PROVINCE_KEYS)[number],
    z.ZodNumber
  >),
  total: z.number(),
});
export type ProvinceReportRow = z.infer<typeof ProvinceReportRowSchema>;

/** Dashboard/Report/GetStudentsByAgeGroupFor…: students of each program by age band (the age-group setup). */
export const AgeGroupReportRowSchema = z.object({
  ageGroup: z.string(),
  program: z.string(),
  male: z.number(),
  female: z.number(),
  others: z.number(),
  total: z.number(),
});
export type AgeGroupReportRow = z.infer<typeof AgeGroupReportRowSchema>;

/** The teachers' highest qualification as the national reports group it (api-contract 5.16). */
export const QUALIFICATION_LEVELS = ['PhD.', 'MPhil', 'Master', 'Bachelor'] as const;

/** A row of the teacher reports: a qualification, a faculty or a department, by gender (`others`). */
export const StaffCountRowSchema = z.object({
  title: z.string(),
  male: z.number(),
  female: z.number(),
  others: z.number(),
  total: z.number(),
});
export type StaffCountRow = z.infer<typeof StaffCountRowSchema>;

/** Dashboard/college/teachingStaffQualifications: the contract keys the row by `level`. */
export const QualificationRowSchema = StaffCountRowSchema.omit({ title: true }).extend({ level: z.string() });
export type QualificationRow = z.infer<typeof QualificationRowSchema>;

/** Dashboard/college/StudentTeacherRatio: active students per active teacher, by faculty and in all. */
export const StudentTeacherRatioRowSchema = z.object({
  faculty: z.string(),
  students: z.number(),
  teachers: z.number(),
  /** Students per teacher, to two decimals; null without teachers. */
  ratio: z.number().nullable(),
});
export type StudentTeacherRatioRow = z.infer<typeof StudentTeacherRatioRowSchema>;

/** The label of teachers whose joining type is not recorded. */
export const JOINING_TYPE_NOT_RECORDED = 'Not recorded';

/**
 * Dashboard/GenerateTeacherReport: active teachers by joining type, by gender. One row per
 * joining type of the employee form (zeros included), then one of teachers without a recorded
 * joining type when there are any; `title` is the type as the screens print it.
 */
export const TeacherJoiningRowSchema = z.object({
  joiningType: z.enum(JOINING_TYPES).nullable(),
  title: z.string(),
  male: z.number(),
  female: z.number(),
  others: z.number(),
  total: z.number(),
});
export type TeacherJoiningRow = z.infer<typeof TeacherJoiningRowSchema>;

/** UploadReport (multipart): a campus's signed statistical report of a fiscal year, as a PDF. */
export const SignedReportFormSchema = z.object({
  fiscalYearId: z.coerce.number({ error: SIGNED_REPORT_MESSAGES.fiscalYearRequired }).int().positive({
    error: SIGNED_REPORT_MESSAGES.fiscalYearRequired,
  }),
  /** For callers above a campus; a campus uploads its own. The names the clients send with it are read from the records. */
  campusId: optionalId(),
  signedReport: requiredUpload(SIGNED_REPORT_MESSAGES.fileRequired),
});
export type SignedReportFormParsed = z.output<typeof SignedReportFormSchema>;

/** CampusReport: one signed report, as the "Statistical Report Submitted by Campus" list reads it. */
export const SignedReportSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  campusName: z.string(),
  fiscalYear: z.object({ id: z.number(), yearNepali: z.string() }),
  /** The signed PDF, served within scope. */
  signedReport: z.string(),
  /** The statistical report itself is printed anew from the figures; no stored copy. */
  statReport: z.string().nullable(),
  uploadedAt: z.string(),
});
export type SignedReport = z.infer<typeof SignedReportSchema>;

export const SignedReportQuerySchema = z.object({ fiscalYearId: optionalId(), campusId: optionalId() });
export type SignedReportQueryParsed = z.output<typeof SignedReportQuerySchema>;
