/**
 * The dashboard's figures and the program reports (api-contract 5.16), read by staff at their
 * own scope. The report tables also download: `?format=pdf|xlsx|csv` answers the same rows as a
 * file, with the columns declared here once.
 */
import { z } from 'zod';
import {
  beltReportLines,
  ECOLOGICAL_BELTS,
  FilterableReportQuerySchema,
  FilterableReportRowSchema,
  listOrPageSchema,
  TeacherJoiningRowSchema,
  type BeltReportLine,
  type FilterableReportRow,
  AgeGroupReportRowSchema,
  IdParamsSchema,
  MessageResponseSchema,
  SignedReportFormSchema,
  SignedReportQuerySchema,
  SignedReportSchema,
  QualificationRowSchema,
  StaffCountRowSchema,
  StudentTeacherRatioRowSchema,
  type QualificationRow,
  type StaffCountRow,
  type StudentTeacherRatioRow,
  BeltReportRowSchema,
  CampusCountsSchema,
  PROVINCE_KEYS,
  ProvinceReportRowSchema,
  type AgeGroupReportRow,
  type ProvinceReportRow,
  DashboardQuerySchema,
  ETHNIC_GROUPS,
  GenderCountsSchema,
  ProgramReportRowSchema,
  ReportQuerySchema,
  TitledGenderCountsSchema,
  TitledTotalSchema,
  TrendRowSchema,
  type ProgramReportRow,
  type ReportQuery,
  type TitledGenderCounts,
} from '@hemis/contracts';
import type { ReadContext } from '../../lib/context.ts';
import { genderColumns, type ReportColumn } from '../../lib/report-file.ts';
import {
  downloadableReportRoute,
  type ReportRouteColumn,
  type ReportRouteDeclaration,
} from '../../lib/report-route.ts';
import { routesPlugin, route } from '../../lib/route-table.ts';
import { campusCounts, studentsBy, studentsByEthnicity, totalStudents, trendSummary } from './dashboard.service.ts';
import { studentsFilterableReport } from './filterable-report.service.ts';
import { dropoutsByProgram, graduatesByProgram } from './program-reports.service.ts';
import {
  deleteSignedReport,
  listSignedReports,
  sendSignedReport,
  uploadSignedReport,
} from './signed-reports.service.ts';
import { studentsByAgeGroup, studentsByBelt, studentsByProvince } from './student-reports.service.ts';
import {
  studentTeacherRatio,
  teachersByDepartment,
  teachersByFaculty,
  teachersByJoiningType,
  teachersByQualification,
} from './teacher-reports.service.ts';
import { describeFilters } from './report-filters.ts';

const GENDER_COLUMNS = (first: string): ReportColumn<TitledGenderCounts>[] => [
  { header: first, value: (row) => row.title, weight: 3 },
  ...genderColumns('other'),
];

const PROGRAM_COLUMNS: ReportColumn<ProgramReportRow>[] = [
  { header: 'Level', value: (row) => row.level, weight: 1.5 },
  { header: 'Faculty', value: (row) => row.faculty, weight: 2 },
  { header: 'Program', value: (row) => row.program, weight: 2.5 },
  ...genderColumns('others'),
  ...ETHNIC_GROUPS.map((group) => ({ header: group, value: (row: ProgramReportRow) => row.ethinicGroup[group] })),
];

const PROVINCE_COLUMNS: ReportColumn<ProvinceReportRow>[] = [
  { header: 'Program', value: (row) => row.program, weight: 3 },
  ...PROVINCE_KEYS.map((key) => ({
    header: `${key.charAt(0).toUpperCase()}${key.slice(1)}`,
    value: (row: ProvinceReportRow) => row[key],
  })),
  { header: 'Total', value: (row) => row.total },
];

const AGE_COLUMNS: ReportColumn<AgeGroupReportRow>[] = [
  { header: 'Age group', value: (row) => row.ageGroup },
  { header: 'Program', value: (row) => row.program, weight: 3 },
  ...genderColumns('others'),
];

const BELT_COLUMNS: ReportColumn<BeltReportLine>[] = [
  { header: 'Level', value: (row) => row.level, weight: 1.5 },
  { header: 'Faculty', value: (row) => row.faculty, weight: 2 },
  { header: 'Program', value: (row) => row.program, weight: 2.5 },
  ...ECOLOGICAL_BELTS.flatMap((belt) =>
    (['male', 'female', 'other', 'total'] as const).map((count) => ({
      header: `${belt} ${count}`,
      value: (row: BeltReportLine) => row.belts[belt][count],
    })),
  ),
];

/** The campus's place and the university's type stay in the spreadsheet: a PDF page has no room for them. */
const FILTERABLE_COLUMNS: ReportRouteColumn<FilterableReportRow>[] = [
  { header: 'University', value: (row) => row.universityName, weight: 2 },
  { header: 'University type', value: (row) => row.universityType, spreadsheetOnly: true },
  { header: 'Campus', value: (row) => row.campus, weight: 2.5 },
  { header: 'Campus type', value: (row) => row.campusType, weight: 1.3 },
  { header: 'Province', value: (row) => row.province ?? '', weight: 1.3 },
  { header: 'District', value: (row) => row.district ?? '', spreadsheetOnly: true },
  { header: 'Local level', value: (row) => row.localLevel ?? '', spreadsheetOnly: true },
  ...PROGRAM_COLUMNS,
];

const staffColumns = (first: string): ReportColumn<StaffCountRow>[] => [
  { header: first, value: (row) => row.title, weight: 3 },
  ...genderColumns('others'),
];

const QUALIFICATION_COLUMNS: ReportColumn<QualificationRow>[] = [
  { header: 'Qualification', value: (row) => row.level, weight: 2 },
  ...genderColumns('others'),
];

const RATIO_COLUMNS: ReportColumn<StudentTeacherRatioRow>[] = [
  { header: 'Faculty', value: (row) => row.faculty, weight: 3 },
  { header: 'Students', value: (row) => row.students },
  { header: 'Teachers', value: (row) => row.teachers },
  { header: 'Students per teacher', value: (row) => row.ratio ?? '–' },
];

/** A report route with the dashboard's filters: its rows as JSON, or with ?format= as a file of the declared columns. */
function reportRoute<Row>(
  options: ReportRouteDeclaration & {
    row: z.ZodType<Row>;
    columns: readonly ReportColumn<Row>[];
    compute(context: ReadContext, query: ReportQuery): Promise<Row[]>;
  },
) {
  return downloadableReportRoute({
    ...options,
    query: ReportQuerySchema,
    response: z.array(options.row),
    describe: (db, query) => describeFilters(db, query),
  });
}

export const dashboardRoutes = routesPlugin('dashboard', (app) => {
  const print = app.printing;
  const byTitle = (url: string, by: 'faculty' | 'level' | 'program', first: string) =>
    reportRoute({
      url,
      summary: `Active students by ${by} and gender, largest first`,
      title: `Students by ${by}`,
      access: 'dashboard:read',
      row: TitledGenderCountsSchema,
      columns: GENDER_COLUMNS(first),
      compute: (context, query) => studentsBy(context, query, by),
      print,
    });
  const programReport = (
    url: string,
    summary: string,
    title: string,
    compute: typeof graduatesByProgram,
    snapshot?: string,
  ) =>
    reportRoute({
      url,
      summary,
      title,
      access: 'report:read',
      row: ProgramReportRowSchema,
      columns: PROGRAM_COLUMNS,
      compute,
      print,
      ...(snapshot ? { snapshot } : {}),
    });
  return [
    route({
      method: 'GET',
      url: '/Student/GetTotalStudents',
      summary: 'Active students by gender, at the caller’s scope and filters',
      access: 'dashboard:read',
      report: true,
      query: DashboardQuerySchema,
      response: GenderCountsSchema,
      handler: ({ read, query }) => totalStudents(read(), query),
    }),
    byTitle('/Student/GetStudentsByFacultyForDahsboard', 'faculty', 'Faculty'),
    byTitle('/Student/GetStudentsByLevelForDahsboard', 'level', 'Level'),
    byTitle('/Student/GetStudentsByProgram', 'program', 'Program'),
    route({
      method: 'GET',
      url: '/Dashboard/GetStudentByEthnicity',
      summary: 'Active students by national ethnic group (and those without one)',
      access: 'dashboard:read',
      report: true,
      query: DashboardQuerySchema,
      response: z.array(TitledTotalSchema),
      handler: ({ read, query }) => studentsByEthnicity(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Dashboard/Trend-summary',
      summary: 'For the last five fiscal years: students enrolled and graduates, by gender',
      access: 'dashboard:read',
      report: true,
      query: DashboardQuerySchema,
      response: z.array(TrendRowSchema),
      handler: ({ read, query }) => trendSummary(read(), query),
    }),
    route({
      method: 'GET',
      url: '/Dashboard/GetNoOfCollgeForUniAndAdmin',
      summary: 'The campuses of the caller’s scope by type',
      access: 'dashboard:read',
      report: true,
      query: DashboardQuerySchema,
      response: CampusCountsSchema,
      handler: ({ read, query }) => campusCounts(read(), query),
    }),
    programReport(
      '/Dashboard/College/GetGraduationByGender',
      'Graduates per program by gender (and ethnic group), at the caller’s scope and filters',
      'Graduates by gender',
      graduatesByProgram,
    ),
    programReport(
      '/Dashboard/College/GetGraduationByEthnicity',
      'Graduates per program by ethnic group (and gender), at the caller’s scope and filters',
      'Graduates by ethnic group',
      graduatesByProgram,
    ),
    downloadableReportRoute({
      url: '/Dashboard/college/enrollment-by-ecological-belt',
      summary: 'Students of each faculty, level and program by the ecological belt of their home district, by gender',
      title: 'Students by ecological belt',
      access: 'report:read',
      query: ReportQuerySchema,
      response: z.array(BeltReportRowSchema),
      compute: studentsByBelt,
      snapshot: 'students-by-ecological-belt',
      fileRows: beltReportLines,
      columns: BELT_COLUMNS,
      describe: (db, query) => describeFilters(db, query),
      print,
    }),
    downloadableReportRoute({
      url: '/Dashboard/GetStudentsFilterableReport',
      summary:
        'Students of each campus and program by gender and ethnic group, with the campus’s university, place and type; every row, or a page (?page=&pageSize=)',
      title: 'Students by campus and program',
      access: 'report:read',
      query: FilterableReportQuerySchema,
      response: listOrPageSchema(FilterableReportRowSchema),
      compute: studentsFilterableReport,
      // A download holds every row of the filters, whatever page the screen shows.
      fileQuery: (query) => ({ ...query, page: undefined, pageNumber: undefined, pageSize: undefined }),
      // Beyond a campus the whole table is thousands of rows, 2.2 MB of JSON for the country.
      snapshot: 'students-by-campus-and-program-table',
      fileRows: (answer) => ('data' in answer ? answer.data : answer),
      columns: FILTERABLE_COLUMNS,
      describe: (db, query) => describeFilters(db, query),
      print,
    }),
    reportRoute({
      url: '/Dashboard/GenerateTeacherReport',
      summary:
        'Active teachers by joining type and gender; a fiscal year narrows them to those who had joined by its end',
      title: 'Teachers by joining type',
      access: 'report:read',
      row: TeacherJoiningRowSchema,
      columns: staffColumns('Joining type'),
      compute: teachersByJoiningType,
      print,
    }),
    reportRoute({
      url: '/Dashboard/college/GenerateStudentByProgramProvinceReport',
      summary: 'Students of each program by the province of their home address',
      title: 'Students by province',
      access: 'report:read',
      row: ProvinceReportRowSchema,
      columns: PROVINCE_COLUMNS,
      compute: studentsByProvince,
      snapshot: 'students-by-province',
      print,
    }),
    ...['College', 'Uni', 'Ugc'].map((level) =>
      reportRoute({
        url: `/Dashboard/Report/GetStudentsByAgeGroupFor${level}`,
        summary: 'Students of each program by age band (the age-group setup) and gender, at the caller’s scope',
        title: 'Students by age group',
        access: 'report:read',
        row: AgeGroupReportRowSchema,
        columns: AGE_COLUMNS,
        compute: studentsByAgeGroup,
        snapshot: 'students-by-age-group',
        print,
      }),
    ),
    reportRoute({
      url: '/Dashboard/college/teachingStaffQualifications',
      summary: 'Active teachers by highest qualification (PhD., MPhil, Master, Bachelor) and gender',
      title: 'Teachers by qualification',
      access: 'report:read',
      row: QualificationRowSchema,
      columns: QUALIFICATION_COLUMNS,
      compute: teachersByQualification,
      print,
    }),
    reportRoute({
      url: '/Dashboard/College/GetTeachingStaffDistribution',
      summary: 'Active teachers by the faculty they teach in, by gender',
      title: 'Teachers by faculty',
      access: 'report:read',
      row: StaffCountRowSchema,
      columns: staffColumns('Faculty'),
      compute: teachersByFaculty,
      print,
    }),
    reportRoute({
      url: '/Dashboard/College/GetTeachingStaffByDepartment',
      summary: 'Active teachers by department, by gender',
      title: 'Teachers by department',
      access: 'report:read',
      row: StaffCountRowSchema,
      columns: staffColumns('Department'),
      compute: teachersByDepartment,
      print,
    }),
    reportRoute({
      url: '/Dashboard/college/StudentTeacherRatio',
      summary: 'Active students per active teacher, by faculty and in all',
      title: 'Student-teacher ratio',
      access: 'report:read',
      row: StudentTeacherRatioRowSchema,
      columns: RATIO_COLUMNS,
      compute: studentTeacherRatio,
      print,
    }),
    route({
      method: 'POST',
      url: '/UploadReport',
      summary:
        'Upload the campus’s signed statistical report of a fiscal year (PDF, multipart); 409 when already uploaded',
      access: 'report:upload',
      body: SignedReportFormSchema,
      response: SignedReportSchema,
      status: 201,
      handler: ({ write, body }) => uploadSignedReport(write(), print.fileStore, body),
    }),
    route({
      method: 'GET',
      url: '/CampusReport',
      report: false,
      summary: 'The signed reports the campuses in scope submitted (?fiscalYearId=, ?campusId=)',
      access: 'report:read',
      query: SignedReportQuerySchema,
      response: z.array(SignedReportSchema),
      handler: ({ read, query }) => listSignedReports(read(), query),
    }),
    route({
      method: 'GET',
      url: '/CampusReport/GetByCampus/:id',
      report: false,
      summary: 'The signed reports of one campus of the caller’s scope',
      access: 'report:read',
      params: IdParamsSchema,
      response: z.array(SignedReportSchema),
      handler: ({ read, params }) => listSignedReports(read(), { campusId: params.id }),
    }),
    route({
      method: 'GET',
      url: '/UploadReport/:id/file',
      report: false,
      summary: 'A signed report’s PDF, within scope',
      access: 'report:read',
      params: IdParamsSchema,
      handler: ({ read, reply, params }) => sendSignedReport(read(), reply, print.fileStore, params.id),
    }),
    route({
      method: 'DELETE',
      url: '/UploadReport/:id',
      summary: 'Withdraw a signed report of the campus',
      access: 'report:upload',
      params: IdParamsSchema,
      response: MessageResponseSchema,
      handler: ({ write, params }) => deleteSignedReport(write(), print.fileStore, params.id),
    }),
    programReport(
      '/Dashboard/GetStudentsDropOutReport',
      'Dropouts per program by gender and ethnic group, by the dropout’s fiscal year',
      'Dropout report',
      dropoutsByProgram,
      // Each dropout is counted by its student's own row: for the country, thousands joined with 600,000.
      'dropouts-by-program',
    ),
  ];
});
