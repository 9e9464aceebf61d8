/**
 * The HEMIS Summary Report (api-contract 8.9: /college-report, /uni-report, /ugc-report), at the
 * reader's scope: students (by campus and program with the gender parity index and ethnic
 * groups, GPI by faculty and by level, by ecological belt, province and age group), graduates
 * and dropouts (by gender, by ethnic group, over the last five fiscal years), and staff
 * (teachers by qualification, faculty, department, joining type and post, the student-teacher
 * ratio, non-teaching staff by post). Each table is a collapsible section, read when opened,
 * filtered by fiscal year, level and faculty (and, above a campus, by campus type and province;
 * for the grants body, by university), and downloadable.
 */
import { useState } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  CAMPUS_TYPES,
  ECOLOGICAL_BELTS,
  ETHNIC_GROUPS,
  PASS_RATE_BY_PROGRAM_COLUMNS,
  passRateOfFiscalYearsColumns,
  passRateProgramRows,
  PROVINCE_KEYS,
  beltReportLines,
  isGrantsBodyRole,
  provinceIdOf,
  type AgeGroupReportRow,
  type BeltReportLine,
  type BeltReportRow,
  type FilterableReportRow,
  type FiscalYearCounts,
  type PassRateByProgramRow,
  type PassRateOfFiscalYears,
  type ProgramReportRow,
  type ProvinceReportRow,
  type QualificationRow,
  type StaffCountRow,
  type StudentTeacherRatioRow,
  type TitledGenderCounts,
} from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useCurrentUser } from '../../../lib/session/session-store.ts';
import { useFaculties } from '../../faculty/api/get-faculties.ts';
import { useLevels } from '../../level/api/get-levels.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { FiscalYearSelect } from '../../lookups/components/fiscal-year-select.tsx';
import { UniversitySelect } from '../../university/components/university-select.tsx';
import { NO_FILTERS, type ReportFilters } from '../api/reports.ts';
import { ReportSection, type ReportColumn } from './report-section.tsx';
import { SignedReportsSection } from './signed-reports-section.tsx';

/** Female students per male student; the national reports print it with two decimals. */
const gpi = (row: { male: number; female: number }) => (row.male === 0 ? '–' : (row.female / row.male).toFixed(2));

const genderColumns = (first: string): ReportColumn<TitledGenderCounts>[] => [
  { header: first, value: (row) => row.title },
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Other', value: (row) => row.other },
  { header: 'Total', value: (row) => row.total },
  { header: 'GPI', value: gpi },
];

const capitalized = (word: string) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** Whose summary report it is: a campus's, a university's or the country's. */
type Reader = 'campus' | 'university' | 'country';

/** Section (1): a row per campus and program; above a campus each row names its campus, for the country its university too. */
function enrollmentColumns(reader: Reader): ReportColumn<FilterableReportRow>[] {
  return [
    ...(reader === 'country'
      ? [{ header: 'University', value: (row: FilterableReportRow) => row.universityName }]
      : []),
    ...(reader === 'campus' ? [] : [{ header: 'Campus', value: (row: FilterableReportRow) => row.campus }]),
    { header: 'Level', value: (row) => row.level },
    { header: 'Faculty', value: (row) => row.faculty },
    { header: 'Program', value: (row) => row.program },
    { header: 'Male', value: (row) => row.male },
    { header: 'Female', value: (row) => row.female },
    { header: 'Others', value: (row) => row.others },
    { header: 'Total', value: (row) => row.total },
    { header: 'GPI', value: gpi },
    ...ETHNIC_GROUPS.map((group) => ({ header: group, value: (row: FilterableReportRow) => row.ethinicGroup[group] })),
  ];
}

const PROGRAM: ReportColumn<ProgramReportRow>[] = [
  { header: 'Level', value: (row) => row.level },
  { header: 'Faculty', value: (row) => row.faculty },
  { header: 'Program', value: (row) => row.program },
];
const BY_GENDER: ReportColumn<ProgramReportRow>[] = [
  ...PROGRAM,
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Others', value: (row) => row.others },
  { header: 'Total', value: (row) => row.total },
];
const BY_ETHNICITY: ReportColumn<ProgramReportRow>[] = [
  ...PROGRAM,
  { header: 'Total', value: (row) => row.total },
  ...ETHNIC_GROUPS.map((group) => ({ header: group, value: (row: ProgramReportRow) => row.ethinicGroup[group] })),
];

/** The five-year tables: a column per fiscal year, named from the first row the server answers. */
function fiveYearColumns(rows: FiscalYearCounts[]): ReportColumn<FiscalYearCounts>[] {
  const years = rows[0]?.fiscalData.map((entry) => entry.year) ?? [];
  return [
    { header: 'Level', value: (row) => row.level },
    { header: 'Program', value: (row) => row.programName },
    ...years.map((year, index) => ({
      header: year,
      value: (row: FiscalYearCounts) => row.fiscalData[index]?.count ?? 0,
    })),
  ];
}

function FiveYearSection({ title, path, filters }: { title: string; path: string; filters: ReportFilters }) {
  return <ReportSection<FiscalYearCounts> title={title} path={path} filters={filters} columns={fiveYearColumns} />;
}

/** One row per program, its belts side by side (the answer groups programs by faculty and level). */
const beltRows = (answer: unknown[]) => beltReportLines(answer as BeltReportRow[]);
const BY_BELT: ReportColumn<BeltReportLine>[] = [
  { header: 'Level', value: (row) => row.level },
  { header: 'Faculty', value: (row) => row.faculty },
  { header: 'Program', value: (row) => row.program },
  ...ECOLOGICAL_BELTS.flatMap((belt) => [
    { header: `${belt} male`, value: (row: BeltReportLine) => row.belts[belt].male },
    { header: `${belt} female`, value: (row: BeltReportLine) => row.belts[belt].female },
    { header: `${belt} total`, value: (row: BeltReportLine) => row.belts[belt].total },
  ]),
];

const BY_PROVINCE: ReportColumn<ProvinceReportRow>[] = [
  { header: 'Program', value: (row) => row.program },
  ...PROVINCE_KEYS.map((key) => ({ header: capitalized(key), value: (row: ProvinceReportRow) => row[key] })),
  { header: 'Total', value: (row) => row.total },
];

const BY_AGE: ReportColumn<AgeGroupReportRow>[] = [
  { header: 'Age group', value: (row) => row.ageGroup },
  { header: 'Program', value: (row) => row.program },
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Others', value: (row) => row.others },
  { header: 'Total', value: (row) => row.total },
];

const teacherColumns = (first: string): ReportColumn<StaffCountRow>[] => [
  { header: first, value: (row) => row.title },
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Others', value: (row) => row.others },
  { header: 'Total', value: (row) => row.total },
];

const BY_QUALIFICATION: ReportColumn<QualificationRow>[] = [
  { header: 'Qualification', value: (row) => row.level },
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Others', value: (row) => row.others },
  { header: 'Total', value: (row) => row.total },
];

const RATIO: ReportColumn<StudentTeacherRatioRow>[] = [
  { header: 'Faculty', value: (row) => row.faculty },
  { header: 'Students', value: (row) => row.students },
  { header: 'Teachers', value: (row) => row.teachers },
  { header: 'Students per teacher', value: (row) => row.ratio ?? '–' },
];

interface StaffRow {
  position?: string;
  post?: { positionName: string };
  male: number;
  female: number;
  other: number;
  total?: number;
  grandTotal?: number;
}
const STAFF: ReportColumn<StaffRow>[] = [
  { header: 'Post', value: (row) => row.position ?? row.post?.positionName ?? '' },
  { header: 'Male', value: (row) => row.male },
  { header: 'Female', value: (row) => row.female },
  { header: 'Other', value: (row) => row.other },
  { header: 'Total', value: (row) => row.total ?? row.grandTotal ?? 0 },
];

export function SummaryReportPage() {
  const user = useCurrentUser();
  const reader: Reader =
    user?.role === 'CollegeAdmin' || user?.role === 'CollegeUser'
      ? 'campus'
      : user?.role === 'UniAdmin'
        ? 'university'
        : 'country';
  const grantsBody = user?.role !== undefined && isGrantsBodyRole(user.role);
  const years = fiscalYears.useList();
  const levels = useLevels();
  const faculties = useFaculties();
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const year = years.data?.find((entry) => String(entry.id) === filters.fiscalYearId);
  const institution =
    reader === 'campus'
      ? user!.institution.campusName
      : reader === 'university'
        ? (user?.uniName ?? 'the university')
        : 'Nepal';
  const set = (key: keyof ReportFilters) => (value: string) => setFilters({ ...filters, [key]: value });
  return (
    <Page title={`Summary Report of ${institution}${year ? ` (F.Y. ${year.yearNepali})` : ''}`}>
      <Section>
        <Grid container spacing={2} aria-label="Report filters" role="group">
          <Grid size={{ xs: 12, md: 4 }}>
            <FiscalYearSelect fullWidth value={filters.fiscalYearId} onChange={set('fiscalYearId')} />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FilterSelect
              fullWidth
              label="Level"
              value={filters.levelId}
              options={(levels.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.levelName }))}
              onChange={set('levelId')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <FilterSelect
              fullWidth
              label="Faculty"
              value={filters.facultyId}
              options={(faculties.data ?? []).map((entry) => ({ value: String(entry.id), label: entry.facultyName }))}
              onChange={set('facultyId')}
            />
          </Grid>
          {grantsBody ? (
            <Grid size={{ xs: 12, md: 4 }}>
              <UniversitySelect value={filters.universityId ?? ''} onChange={set('universityId')} />
            </Grid>
          ) : null}
          {reader === 'campus' ? null : (
            <>
              <Grid size={{ xs: 12, md: 4 }}>
                <FilterSelect
                  fullWidth
                  label="Campus Type"
                  value={filters.campusType ?? ''}
                  options={CAMPUS_TYPES.map((type) => ({ value: type, label: capitalized(type) }))}
                  onChange={set('campusType')}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 4 }}>
                <FilterSelect
                  fullWidth
                  label="Province"
                  value={filters.provinceId ?? ''}
                  options={PROVINCE_KEYS.map((key) => ({ value: String(provinceIdOf(key)), label: capitalized(key) }))}
                  onChange={set('provinceId')}
                />
              </Grid>
            </>
          )}
        </Grid>
      </Section>
      {[
        {
          heading: 'Students',
          sections: (
            <>
              <ReportSection
                title="(1) Enrollment by program"
                path="Dashboard/GetStudentsFilterableReport"
                filters={filters}
                columns={enrollmentColumns(reader)}
                paged
              />
              <ReportSection
                title="(2) Gender parity by faculty"
                path="Student/GetStudentsByFacultyForDahsboard"
                filters={filters}
                columns={genderColumns('Faculty')}
              />
              <ReportSection
                title="(2) Gender parity by level"
                path="Student/GetStudentsByLevelForDahsboard"
                filters={filters}
                columns={genderColumns('Level')}
              />
              <ReportSection<BeltReportLine>
                title="(3) Gender by ecological belt"
                path="Dashboard/college/enrollment-by-ecological-belt"
                filters={filters}
                columns={BY_BELT}
                select={beltRows}
              />
              <ReportSection
                title="(4) Students by province"
                path="Dashboard/college/GenerateStudentByProgramProvinceReport"
                filters={filters}
                columns={BY_PROVINCE}
              />
              <ReportSection
                title="(5) Students by age group"
                path="Dashboard/Report/GetStudentsByAgeGroupForCollege"
                filters={filters}
                columns={BY_AGE}
              />
            </>
          ),
        },
        {
          heading: 'Graduated & dropout',
          sections: (
            <>
              <ReportSection<PassRateByProgramRow>
                title="(1) Pass rate by program"
                path="Dashboard/GetPassRateByProgram"
                filters={filters}
                columns={PASS_RATE_BY_PROGRAM_COLUMNS}
                select={passRateProgramRows}
              />
              <ReportSection<PassRateOfFiscalYears>
                title="(2) Pass rate in the last five fiscal years"
                path="PassRateCalculation/GetPassRateCalculation"
                filters={filters}
                columns={passRateOfFiscalYearsColumns}
              />
              <ReportSection
                title="(3) Graduated by gender"
                path="Dashboard/College/GetGraduationByGender"
                filters={filters}
                columns={BY_GENDER}
              />
              <ReportSection
                title="(4) Graduated by ethnicity"
                path="Dashboard/College/GetGraduationByEthnicity"
                filters={filters}
                columns={BY_ETHNICITY}
              />
              <FiveYearSection
                title="(5) Graduated in the last five fiscal years"
                path="Graduation/GetGraduationOfFiscalYear"
                filters={filters}
              />
              <ReportSection
                title="(6) Dropout by gender"
                path="Dashboard/GetStudentsDropOutReport"
                filters={filters}
                columns={BY_GENDER}
              />
              <ReportSection
                title="(7) Dropout by ethnicity"
                path="Dashboard/GetStudentsDropOutReport"
                filters={filters}
                columns={BY_ETHNICITY}
              />
              <FiveYearSection
                title="(8) Dropout in the last five fiscal years"
                path="DropOut/GetDropoutOfFiscalYear"
                filters={filters}
              />
            </>
          ),
        },
        {
          heading: 'Staff',
          sections: (
            <>
              <ReportSection
                title="Teachers by qualification"
                path="Dashboard/college/teachingStaffQualifications"
                filters={filters}
                columns={BY_QUALIFICATION}
              />
              <ReportSection
                title="Teachers by faculty"
                path="Dashboard/College/GetTeachingStaffDistribution"
                filters={filters}
                columns={teacherColumns('Faculty')}
              />
              <ReportSection
                title="Teachers by department"
                path="Dashboard/College/GetTeachingStaffByDepartment"
                filters={filters}
                columns={teacherColumns('Department')}
              />
              <ReportSection
                title="Teachers by joining type"
                path="Dashboard/GenerateTeacherReport"
                filters={filters}
                columns={teacherColumns('Joining type')}
              />
              <ReportSection
                title="Student-teacher ratio"
                path="Dashboard/college/StudentTeacherRatio"
                filters={filters}
                columns={RATIO}
              />
              <ReportSection
                title="Teachers by position"
                path="Employee/Report/GetTeachingEmployeeByGender"
                filters={filters}
                columns={STAFF}
              />
              <ReportSection
                title="Non-teaching staff by position"
                path="Employee/Report/GetNonTeachingStaffPositionSummary"
                filters={filters}
                columns={STAFF}
              />
            </>
          ),
        },
      ].map(({ heading, sections }) => (
        <Stack key={heading} spacing={1} component="section" aria-label={heading}>
          <Typography component="h2" variant="h6">
            {heading}
          </Typography>
          <div>{sections}</div>
        </Stack>
      ))}
      <SignedReportsSection />
    </Page>
  );
}

export default SummaryReportPage;
