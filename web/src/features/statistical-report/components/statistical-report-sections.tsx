/**
 * The seven sections of the statistical report (api-contract 8.9), each a collapsible panel
 * read only when opened: the enrolment of annual and of semester programs (one line per program
 * and period), the board exams' appeared and passed students by program, staff by post (staff
 * as recorded today: their records are not kept per fiscal year), research by activity type,
 * the infrastructure registers as they stand, and income and expenditure by head; a section with
 * nothing recorded for the selection says so. The statistical report and the campus accordion
 * (/form-management/prabhat) show the same panels. Titles and table headings are the
 * contracts' (statistical-report-headings.ts, as the printed copy has them), figures in
 * Devanagari digits in Nepali.
 */
import { useTranslation } from 'react-i18next';
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
  localDigits,
  passRateProgramRows,
  researchSummaryLines,
  statisticalReportColumns,
  statisticalReportHeading,
  type EnrollmentLine,
  type EnrollmentSystem,
  type FinanceSummary,
  type FinanceSummaryLine,
  type InfrastructureFigure,
  type InfrastructureSummary,
  type Language,
  type PassRateByProgramRow,
  type ProgramEnrollmentRow,
  type ReportTableColumn,
  type ResearchSummary,
  type ResearchSummaryLine,
  type StaffSummaryRow,
} from '@hemis/contracts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { summaryRows, type ReportFilters } from '../../reports/api/reports.ts';
import { ReportSection } from '../../reports/components/report-section.tsx';

/** A table's columns as the screen shows them: headings in `language`, counted figures in its digits. */
function columnsIn<Row>(columns: readonly ReportTableColumn<Row>[], language: Language): ReportTableColumn<Row>[] {
  if (language === 'en') return [...columns];
  return statisticalReportColumns(columns, language).map((column) => ({
    ...column,
    value: (row: Row) => {
      const value = column.value(row);
      return typeof value === 'number' ? localDigits(value, language) : value;
    },
  }));
}

const ENROLLMENT = {
  annual: { path: 'Dashboard/GetAnnualProgramReport', columns: enrollmentColumns('annual') },
  semester: { path: 'Dashboard/GetSemesterProgramReport', columns: enrollmentColumns('semester') },
} as const;

function EnrollmentSection({
  title,
  system,
  filters,
  language,
}: {
  title: string;
  system: EnrollmentSystem;
  filters: ReportFilters;
  language: Language;
}) {
  return (
    <ReportSection<EnrollmentLine>
      title={title}
      path={ENROLLMENT[system].path}
      filters={filters}
      columns={columnsIn(ENROLLMENT[system].columns, language)}
      select={(answer) => enrollmentLines(system, answer as ProgramEnrollmentRow[])}
    />
  );
}

const STAFF = [
  { staff: 'teachingStaff', path: 'Employee/Report/GetTeachingStaffByPostSummary' },
  { staff: 'nonTeachingStaff', path: 'Employee/Report/GetNonTeachingStaffByPostSummary' },
] as const;

export function StatisticalReportSections({ filters }: { filters: ReportFilters }) {
  const { t } = useTranslation('statistical-report');
  const language = useLanguage();
  return (
    <div>
      {STATISTICAL_REPORT_SECTIONS.map((section) => {
        const title = statisticalReportHeading(section.title, language);
        switch (section.key) {
          case 'annualEnrollment':
          case 'semesterEnrollment':
            return (
              <EnrollmentSection
                key={section.key}
                title={title}
                system={section.key === 'annualEnrollment' ? 'annual' : 'semester'}
                filters={filters}
                language={language}
              />
            );
          case 'appearedPassed':
            return (
              <ReportSection<PassRateByProgramRow>
                key={section.key}
                title={title}
                path="Dashboard/GetPassRateByProgram"
                filters={filters}
                columns={columnsIn(PASS_RATE_BY_PROGRAM_COLUMNS, language)}
                select={passRateProgramRows}
              />
            );
          case 'staffByPost':
            return STAFF.map(({ staff, path }) => (
              <ReportSection<StaffSummaryRow>
                key={path}
                title={t('staffSection', { section: title, staff: t(staff) })}
                path={path}
                filters={filters}
                columns={columnsIn(STAFF_BY_POST_COLUMNS, language)}
                downloadable={false}
              />
            ));
          case 'research':
            return (
              <ReportSection<ResearchSummaryLine>
                key={section.key}
                title={title}
                path="ResearchSummary"
                filters={filters}
                columns={columnsIn(RESEARCH_SUMMARY_COLUMNS, language)}
                select={summaryRows((summary: ResearchSummary) => summary.total.count > 0, researchSummaryLines)}
                emptyMessage={M.noResearch}
              />
            );
          case 'infrastructure':
            return (
              <ReportSection<InfrastructureFigure>
                key={section.key}
                title={title}
                path="InfrastructureSummary"
                filters={filters}
                columns={columnsIn(INFRASTRUCTURE_FIGURE_COLUMNS, language)}
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
                title={title}
                path="FinanceSummary"
                filters={filters}
                columns={columnsIn(FINANCE_SUMMARY_COLUMNS, language)}
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
