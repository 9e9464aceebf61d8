/**
 * The seven sections of the statistical report (api-contract 8.9), each a collapsible panel
 * read only when opened: the enrolment of annual and of semester programs (one line per program
 * and period), the board exams' appeared and passed students by program, staff by post (staff
 * as recorded today: their records are not kept per fiscal year), research by activity type,
 * the infrastructure registers as they stand, and income and expenditure by head; a section with
 * nothing recorded for the selection says so. The statistical report and the campus accordion
 * (/form-management/prabhat) show the same panels.
 */
import {
  FINANCE_SUMMARY_COLUMNS,
  INFRASTRUCTURE_FIGURE_COLUMNS,
  PASS_RATE_BY_PROGRAM_COLUMNS,
  RESEARCH_SUMMARY_COLUMNS,
  STATISTICAL_REPORT_MESSAGES as M,
  STATISTICAL_REPORT_SECTIONS,
  STAFF_BY_POST_COLUMNS,
  enrollmentColumns,
  enrollmentLines,
  financeSummaryLines,
  infrastructureFigures,
  infrastructureRecorded,
  passRateProgramRows,
  researchSummaryLines,
  type EnrollmentLine,
  type EnrollmentSystem,
  type FinanceSummary,
  type FinanceSummaryLine,
  type InfrastructureFigure,
  type InfrastructureSummary,
  type PassRateByProgramRow,
  type ProgramEnrollmentRow,
  type ResearchSummary,
  type ResearchSummaryLine,
  type StaffSummaryRow,
} from '@hemis/contracts';
import { summaryRows, type ReportFilters } from '../../reports/api/reports.ts';
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
          case 'research':
            return (
              <ReportSection<ResearchSummaryLine>
                key={section.key}
                title={section.title}
                path="ResearchSummary"
                filters={filters}
                columns={RESEARCH_SUMMARY_COLUMNS}
                select={summaryRows((summary: ResearchSummary) => summary.total.count > 0, researchSummaryLines)}
                emptyMessage={M.noResearch}
              />
            );
          case 'infrastructure':
            return (
              <ReportSection<InfrastructureFigure>
                key={section.key}
                title={section.title}
                path="InfrastructureSummary"
                filters={filters}
                columns={INFRASTRUCTURE_FIGURE_COLUMNS}
                select={summaryRows(
                  (summary: InfrastructureSummary) => infrastructureRecorded(summary.totals),
                  (summary) => infrastructureFigures(summary.totals),
                )}
                notes={[M.infrastructureAsRecorded]}
                emptyMessage={M.noInfrastructure}
              />
            );
          case 'finance':
            return (
              <ReportSection<FinanceSummaryLine>
                key={section.key}
                title={section.title}
                path="FinanceSummary"
                filters={filters}
                columns={FINANCE_SUMMARY_COLUMNS}
                select={summaryRows((summary: FinanceSummary) => summary.entries > 0, financeSummaryLines)}
                notes={[M.noBankDetails]}
                emptyMessage={M.noFinance}
              />
            );
        }
      })}
    </div>
  );
}
