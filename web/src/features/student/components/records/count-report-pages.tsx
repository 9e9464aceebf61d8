/**
 * The count reports of api-contract 8.9, each filtered by admission year and program:
 * students by district (/student-management/student-by-district, /student-by-district),
 * students by program major (/student-management/summary-by-major) and the student summary
 * per campus program (/student-management/student-summary-detail and its other paths).
 */
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Page, Section } from '../../../../components/page.tsx';
import {
  EDG_ETHNIC_GROUPS,
  TOTAL_ROW_LABEL,
  type StudentByDistrictRow as DistrictCount,
  type StudentCountByProgramMajorRow as ProgramMajorCount,
  type StudentSummaryRow as CampusProgramSummary,
} from '@hemis/contracts';
import {
  SUMMARY_ETHNIC_COLUMNS,
  useStudentCountByProgramMajor,
  useStudentsByDistrict,
  useStudentSummary,
} from '../../api/student-reports.ts';
import { CountTable, sumRows, type CountColumn } from './count-table.tsx';
import { NO_REPORT_FILTERS, ReportFilters, reportQuery, type ReportFilterValues } from './report-filters.tsx';

/** The report's filters (batch and program) and what it shows for them. */
function CountReport({ title, children }: { title: string; children: (filters: CountFilters) => ReactNode }) {
  const [filters, setFilters] = useState<ReportFilterValues>(NO_REPORT_FILTERS);
  return (
    <Page title={title}>
      <Section>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
          <ReportFilters value={filters} onChange={setFilters} />
        </Box>
        {children(reportQuery(filters))}
      </Section>
    </Page>
  );
}

type CountFilters = ReturnType<typeof reportQuery>;

const genderColumns = <T,>(
  fields: { male: keyof T; female: keyof T; other: keyof T; total: keyof T },
  short: boolean,
) =>
  (
    [
      ['male', short ? 'M' : 'Male'],
      ['female', short ? 'F' : 'Female'],
      ['other', short ? 'O' : 'Other'],
      ['total', 'Total'],
    ] as const
  ).map(([name, header]): CountColumn<T> => ({
    id: String(fields[name]),
    header,
    group: 'Gender',
    numeric: true,
    value: (row) => row[fields[name]] as number,
  }));

// ---- Students by district ------------------------------------------------------------------

/** The ethnic groups the rows name, in the order they first appear. */
function ethnicNames(rows: readonly DistrictCount[]): string[] {
  return [...new Set(rows.flatMap((row) => row.ethnicGroup.map((group) => group.name)))];
}

export function StudentByDistrictPage() {
  return <CountReport title="Student By District">{(filters) => <DistrictTable filters={filters} />}</CountReport>;
}

function DistrictTable({ filters }: { filters: CountFilters }) {
  const report = useStudentsByDistrict(filters);
  const all = report.data ?? [];
  // The server sends the totals row last.
  const last = all.at(-1);
  const totals = last?.district === TOTAL_ROW_LABEL ? last : undefined;
  const rows = totals ? all.slice(0, -1) : all;
  const columns: CountColumn<DistrictCount>[] = [
    { id: 'district', header: 'District', value: (row) => row.district },
    ...genderColumns<DistrictCount>({ male: 'male', female: 'female', other: 'other', total: 'totalGender' }, true),
    { id: 'edj', header: 'EDJ', numeric: true, value: (row) => row.edj },
    ...ethnicNames(all).map((name): CountColumn<DistrictCount> => ({
      id: `ethnic-${name}`,
      header: name,
      group: 'Caste/Ethnicity',
      numeric: true,
      value: (row) => row.ethnicGroup.find((group) => group.name === name)?.count ?? 0,
    })),
  ];
  return (
    <CountTable
      label="Students by district"
      csvName="students-by-district.csv"
      columns={columns}
      rows={rows}
      totals={totals}
      loading={report.isFetching}
      error={Boolean(report.error)}
      emptyText="No students match."
    />
  );
}

// ---- Students by program major ---------------------------------------------------------------

const MAJOR_COLUMNS: CountColumn<ProgramMajorCount>[] = [
  { id: 'programName', header: 'Program Name', value: (row) => row.programName },
  { id: 'majorSubjectName', header: 'Program Major', value: (row) => row.majorSubjectName ?? '—' },
  { id: 'male', header: 'Male', numeric: true, value: (row) => row.male },
  { id: 'female', header: 'Female', numeric: true, value: (row) => row.female },
  { id: 'others', header: 'Other', numeric: true, value: (row) => row.others },
  { id: 'total', header: 'Total', numeric: true, value: (row) => row.total },
];

export function SummaryByMajorPage() {
  return (
    <CountReport title="Students according to their program major">
      {(filters) => <MajorSummaryTable filters={filters} />}
    </CountReport>
  );
}

function MajorSummaryTable({ filters }: { filters: CountFilters }) {
  const report = useStudentCountByProgramMajor(filters);
  const rows = report.data ?? [];
  const totals = sumRows(rows, 'programName', TOTAL_ROW_LABEL);
  return (
    <CountTable
      label="Students by program major"
      csvName="students-by-program-major.csv"
      numbered
      columns={MAJOR_COLUMNS}
      rows={rows}
      totals={totals ? { ...totals, majorSubjectName: '' } : undefined}
      loading={report.isFetching}
      error={Boolean(report.error)}
      emptyText="No students match."
    />
  );
}

// ---- Student summary per campus program ---------------------------------------------------

/** The summary's column of an ethnic group: the clients read `muslim` in lower case. */
const summaryColumnOf = (group: (typeof EDG_ETHNIC_GROUPS)[number]) => (group === 'Muslim' ? 'muslim' : group);

/** EDG: the students of the educationally disadvantaged groups (the contract's list). */
const edgOf = (row: CampusProgramSummary) =>
  EDG_ETHNIC_GROUPS.reduce((sum, group) => sum + row[summaryColumnOf(group)], 0);

const SUMMARY_COLUMNS: CountColumn<CampusProgramSummary>[] = [
  { id: 'campus', header: 'Campus Name', value: (row) => row.campus },
  { id: 'level', header: 'Level', value: (row) => row.level },
  { id: 'faculty', header: 'Faculty', value: (row) => row.faculty },
  { id: 'program', header: 'Program', value: (row) => row.program },
  ...genderColumns<CampusProgramSummary>(
    { male: 'male', female: 'female', other: 'other', total: 'totalGender' },
    false,
  ),
  { id: 'edg', header: 'EDG', numeric: true, value: edgOf },
  ...SUMMARY_ETHNIC_COLUMNS.map((name): CountColumn<CampusProgramSummary> => ({
    id: name,
    header: name === 'muslim' ? 'Muslim' : name,
    group: 'Caste/Ethnicity',
    numeric: true,
    value: (row) => row[name],
  })),
];

export function StudentSummaryPage() {
  return <CountReport title="Student Summary">{(filters) => <SummaryTable filters={filters} />}</CountReport>;
}

function SummaryTable({ filters }: { filters: CountFilters }) {
  const report = useStudentSummary(filters);
  const rows = report.data ?? [];
  return (
    <CountTable
      label="Student summary"
      csvName="student-summary.csv"
      numbered
      columns={SUMMARY_COLUMNS}
      rows={rows}
      totals={sumRows(rows, 'campus', TOTAL_ROW_LABEL)}
      loading={report.isFetching}
      error={Boolean(report.error)}
      emptyText="No students match."
    />
  );
}
