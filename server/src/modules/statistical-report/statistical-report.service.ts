/**
 * The statistical report (api-contract 8.9: /form-management/statisticalReport) as one PDF of a
 * fiscal year, of the caller's scope or of one university or campus within it. Its seven
 * sections (contracts: STATISTICAL_REPORT_SECTIONS): the enrolment of annual and of semester
 * programs (program-enrollment.service.ts), the board exams' appeared and passed students by
 * program (the pass-rate module's aggregate over its tally), staff by post (the staff reports'
 * own aggregate), research, publications and fellowships of the year, the infrastructure
 * registers as they stand, and the year's income and expenditure (their summaries'
 * aggregates); a section with nothing recorded for the subject says so. Aggregates in the
 * database, run together, the enrolment read for more than one campus from the same recent
 * count its routes serve; nothing counted here.
 */
import {
  STATISTICAL_REPORT_MESSAGES as M,
  STATISTICAL_REPORT_SECTIONS,
  STATISTICAL_REPORT_TITLE,
  STAFF_BY_POST_COLUMNS,
  PASS_RATE_BY_PROGRAM_COLUMNS,
  FINANCE_SUMMARY_COLUMNS,
  INFRASTRUCTURE_FIGURE_COLUMNS,
  RESEARCH_SUMMARY_COLUMNS,
  type FinanceSummary,
  type InfrastructureTotals,
  type PassRateByProgram,
  type ResearchSummary,
  applicableId,
  enrollmentColumns,
  enrollmentLines,
  financeSummaryLines,
  infrastructureFigures,
  infrastructureRecorded,
  researchSummaryLines,
  statisticalReportSection,
  type EnrollmentSystem,
  type ProgramEnrollmentRow,
  type StaffSummaryRow,
  type StatisticalReportQuery,
  type StatisticalReportSectionKey,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { WriteContext } from '../../lib/context.ts';
import { printedTable, sendReportPdf, type ReportPart, type ReportPrint } from '../../lib/report-file.ts';
import { countedOrSnapshot, figuresAsOfLine } from '../../lib/report-snapshots.ts';
import { reportSubject } from '../../lib/report-subject.ts';
import { describeFilters } from '../dashboard/report-filters.ts';
import { staffSummary } from '../employee-report/employee-report.service.ts';
import { infrastructureTotals } from '../infrastructure/infrastructure-summary.service.ts';
import { passRateByProgram } from '../pass-rate/pass-rate-figures.service.ts';
import { ENROLLMENT_SNAPSHOTS, programEnrollment } from './program-enrollment.service.ts';
import { financeSummary, researchSummary } from './research-finance-summary.service.ts';
import {
  campusesIn,
  returnedEnrollment,
  returnedFinance,
  returnedInfrastructure,
  returnedPassRates,
  returnedResearch,
  returnedStaff,
} from '../annual-return/returned-figures.service.ts';

const enrollmentPart = (
  key: StatisticalReportSectionKey,
  system: EnrollmentSystem,
  rows: ProgramEnrollmentRow[],
): ReportPart => ({
  heading: statisticalReportSection(key).title,
  ...(rows.length
    ? { table: printedTable(enrollmentColumns(system), enrollmentLines(system, rows)) }
    : { notes: [M.noStudents] }),
});

const passRatePart = (key: StatisticalReportSectionKey, answer: PassRateByProgram): ReportPart => ({
  heading: statisticalReportSection(key).title,
  ...(answer.programs.length
    ? { table: printedTable(PASS_RATE_BY_PROGRAM_COLUMNS, answer.programs) }
    : { notes: [M.noBoardExamResults] }),
});

const staffPart = (title: string, rows: StaffSummaryRow[]): ReportPart =>
  rows.length ? { notes: [title], table: printedTable(STAFF_BY_POST_COLUMNS, rows) } : { notes: [title, M.noStaff] };

const researchPart = (title: string, research: ResearchSummary): ReportPart =>
  research.total.count > 0
    ? { heading: title, table: printedTable(RESEARCH_SUMMARY_COLUMNS, researchSummaryLines(research)) }
    : { heading: title, notes: [M.noResearch] };

const infrastructurePart = (title: string, totals: InfrastructureTotals, note: string): ReportPart =>
  infrastructureRecorded(totals)
    ? {
        heading: title,
        notes: [note],
        table: printedTable(INFRASTRUCTURE_FIGURE_COLUMNS, infrastructureFigures(totals)),
      }
    : { heading: title, notes: [note, M.noInfrastructure] };

/** The income and expenditure by head, then the statement that HEMIS records no bank details. */
const financeParts = (title: string, finance: FinanceSummary): ReportPart[] =>
  finance.entries > 0
    ? [
        { heading: title, table: printedTable(FINANCE_SUMMARY_COLUMNS, financeSummaryLines(finance)) },
        { notes: [M.noBankDetails] },
      ]
    : [{ heading: title, notes: [M.noFinance, M.noBankDetails] }];

/** StatisticalReport/pdf: every section, in order, in one verifiable PDF. */
export async function sendStatisticalReport(
  context: WriteContext,
  reply: FastifyReply,
  print: ReportPrint,
  query: StatisticalReportQuery,
) {
  const fiscalYear = await context.prisma.fiscalYear.findUnique({
    where: { id: query.fiscalYearId },
    select: { id: true },
  });
  if (!fiscalYear) throw AppError.validation([{ field: 'querystring.fiscalYearId', message: M.fiscalYearUnknown }]);
  const subject = await reportSubject(context, query);
  const [figures, described] = await Promise.all([
    query.source === 'returned' ? returnedSections(subject, fiscalYear.id) : liveSections(subject, fiscalYear.id),
    describeFilters(context.prisma, {
      fiscalYearId: fiscalYear.id,
      universityId: applicableId(query.universityId),
      campusId: applicableId(query.campusId),
    }),
  ]);
  const { annual, semester, passRates, teaching, nonTeaching, research, infrastructure, finance } = figures;
  const parts = STATISTICAL_REPORT_SECTIONS.flatMap((section): ReportPart[] => {
    switch (section.key) {
      case 'annualEnrollment':
        return [enrollmentPart(section.key, 'annual', annual)];
      case 'semesterEnrollment':
        return [enrollmentPart(section.key, 'semester', semester)];
      case 'appearedPassed':
        return [passRatePart(section.key, passRates)];
      case 'staffByPost':
        return [
          { heading: section.title, notes: [figures.staffNote] },
          staffPart('Teaching staff', teaching),
          staffPart('Non-teaching staff', nonTeaching),
        ];
      case 'research':
        return [researchPart(section.title, research)];
      case 'infrastructure':
        return [infrastructurePart(section.title, infrastructure, figures.infrastructureNote)];
      case 'finance':
        return financeParts(section.title, finance);
    }
  });
  return sendReportPdf(subject, reply, print, {
    title: STATISTICAL_REPORT_TITLE,
    filters: [...described, ...figures.sourceLines],
    parts,
  });
}

/** Every section's figures, and the lines and notes that say where they were read. */
interface ReportFigures {
  annual: ProgramEnrollmentRow[];
  semester: ProgramEnrollmentRow[];
  passRates: PassRateByProgram;
  teaching: StaffSummaryRow[];
  nonTeaching: StaffSummaryRow[];
  research: ResearchSummary;
  infrastructure: InfrastructureTotals;
  finance: FinanceSummary;
  sourceLines: string[];
  staffNote: string;
  infrastructureNote: string;
}

/** The registers as they stand (enrolment from a recent count when read for more than one campus). */
async function liveSections(subject: WriteContext, fiscalYearId: number): Promise<ReportFigures> {
  const students = { fiscalYearId };
  const enrollment = (system: EnrollmentSystem) =>
    countedOrSnapshot(subject, ENROLLMENT_SNAPSHOTS[system], students, () =>
      programEnrollment(subject, students, system),
    );
  const [annual, semester, passRates, teaching, nonTeaching, research, infrastructure, finance] = await Promise.all([
    enrollment('annual'),
    enrollment('semester'),
    passRateByProgram(subject, students),
    staffSummary(subject, undefined, 'teaching', 'position'),
    staffSummary(subject, undefined, 'nonTeaching', 'position'),
    researchSummary(subject, students),
    infrastructureTotals(subject),
    financeSummary(subject, students),
  ]);
  // The older of the two counts, when either was a recent one rather than this moment's.
  const counts = [annual.asOf, semester.asOf].filter((asOf) => asOf !== null);
  const countedAt = counts.length ? new Date(Math.min(...counts.map((asOf) => asOf.getTime()))) : null;
  return {
    annual: annual.rows,
    semester: semester.rows,
    passRates,
    teaching,
    nonTeaching,
    research,
    infrastructure,
    finance,
    sourceLines: [M.figuresLive, ...(countedAt ? [figuresAsOfLine(countedAt)] : [])],
    staffNote: M.staffAsRecorded,
    infrastructureNote: M.infrastructureAsRecorded,
  };
}

/** The fiscal year's accepted annual returns only (issue #31), saying how many campuses are in. */
async function returnedSections(subject: WriteContext, fiscalYearId: number): Promise<ReportFigures> {
  const annualReturn = await subject.prisma.annualReturn.findUnique({
    where: { fiscalYearId },
    select: { censusDate: true },
  });
  if (!annualReturn) throw AppError.validation([{ field: 'querystring.source', message: M.noReturn }]);
  const [annual, semester, passRates, teaching, nonTeaching, research, infrastructure, finance, campuses] =
    await Promise.all([
      returnedEnrollment(subject, fiscalYearId, 'annual'),
      returnedEnrollment(subject, fiscalYearId, 'semester'),
      returnedPassRates(subject, fiscalYearId),
      returnedStaff(subject, fiscalYearId, 'teaching'),
      returnedStaff(subject, fiscalYearId, 'nonTeaching'),
      returnedResearch(subject, fiscalYearId),
      returnedInfrastructure(subject, fiscalYearId),
      returnedFinance(subject, fiscalYearId),
      campusesIn(subject, fiscalYearId),
    ]);
  const census = annualReturn.censusDate.toISOString().slice(0, 10);
  return {
    annual,
    semester,
    passRates,
    teaching,
    nonTeaching,
    research,
    infrastructure,
    finance,
    sourceLines: [M.figuresAsReturned(campuses.campusesIn, campuses.campusesTotal, census)],
    staffNote: M.staffAsReturned,
    infrastructureNote: M.infrastructureAsReturned,
  };
}
