/**
 * The seven sections of the statistical report (api-contract 8.9), each a collapsible panel
 * read only when opened: the enrolment of annual and of semester programs (one line per program
 * and period), the board exams' appeared and passed students by program, staff by post (staff
 * as recorded today: their records are not kept per fiscal year), and, for the sections whose module HEMIS does not have yet, the
 * statement that no data has been recorded. The statistical report and the campus accordion
 * (/form-management/prabhat) show the same panels.
 */
import {
  PASS_RATE_BY_PROGRAM_COLUMNS,
  passRateProgramRows,
  STATISTICAL_REPORT_SECTIONS,
  STAFF_BY_POST_COLUMNS,
  enrollmentColumns,
  enrollmentLines,
  type EnrollmentLine,
  type EnrollmentSystem,
  type PassRateByProgramRow,
  type ProgramEnrollmentRow,
  type StaffSummaryRow,
} from '@hemis/contracts';
import type { ReportFilters } from '../../reports/api/reports.ts';
import { NoDataSection } from '../../reports/components/no-data-section.tsx';
import { ReportSection } from '../../reports/components/report-section.tsx';

const ENROLLMENT = {
  annual: { path: 'Dashboard/GetAnnualProgramReport', columns: enrollmentColumns('annual') },
  semester: { path: 'Dashboard/GetSemesterProgramReport', columns: enrollmentColumns('semester') },
} as const;

function EnrollmentSection({
  title,
  system,
  filters,
}: {
  title: string;
  system: EnrollmentSystem;
  filters: ReportFilters;
}) {
  return (
    <ReportSection<EnrollmentLine>
      title={title}
      path={ENROLLMENT[system].path}
      filters={filters}
      columns={ENROLLMENT[system].columns}
      select={(answer) => enrollmentLines(system, answer as ProgramEnrollmentRow[])}
    />
  );
}

const STAFF = [
  { staff: 'teaching staff', path: 'Employee/Report/GetTeachingStaffByPostSummary' },
  { staff: 'non-teaching staff', path: 'Employee/Report/GetNonTeachingStaffByPostSummary' },
] as const;

export function StatisticalReportSections({ filters }: { filters: ReportFilters }) {
  return (
    <div>
      {STATISTICAL_REPORT_SECTIONS.map((section) => {
        if ('awaits' in section)
          return <NoDataSection key={section.key} title={section.title} awaits={section.awaits} />;
        switch (section.key) {
          case 'annualEnrollment':
            return <EnrollmentSection key={section.key} title={section.title} system="annual" filters={filters} />;
          case 'semesterEnrollment':
            return <EnrollmentSection key={section.key} title={section.title} system="semester" filters={filters} />;
          case 'appearedPassed':
            return (
              <ReportSection<PassRateByProgramRow>
                key={section.key}
                title={section.title}
                path="Dashboard/GetPassRateByProgram"
                filters={filters}
                columns={PASS_RATE_BY_PROGRAM_COLUMNS}
                select={passRateProgramRows}
              />
            );
          case 'staffByPost':
            return STAFF.map(({ staff, path }) => (
              <ReportSection<StaffSummaryRow>
                key={path}
                title={`${section.title}: ${staff}, as recorded today`}
                path={path}
                filters={filters}
                columns={STAFF_BY_POST_COLUMNS}
                downloadable={false}
              />
            ));
        }
      })}
    </div>
  );
}
