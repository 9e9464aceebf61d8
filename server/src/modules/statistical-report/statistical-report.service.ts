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
  statisticalReportColumns,
  statisticalReportHeading,
  type EnrollmentSystem,
  type Language,
  type ReportTableColumn,
  type ProgramEnrollmentRow,
  type StaffSummaryRow,
  type StatisticalReportQuery,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { readerLanguage } from '../../lib/reader-language.ts';
import {
  printedTable,
  replicaLagLines,
  sendReportPdf,
  type ReportPart,
  type ReportPrint,
} from '../../lib/report-file.ts';
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

/** The columns of a printed table and its rows, its headings and figures in the reader's language. */
const tableIn = <Row>(language: Language, columns: readonly ReportTableColumn<Row>[], rows: readonly Row[]) =>
  printedTable(statisticalReportColumns(columns, language), rows, language);

const enrollmentPart = (
  language: Language,
  title: string,
  system: EnrollmentSystem,
  rows: ProgramEnrollmentRow[],
): ReportPart =>
  rows.length
    ? { heading: title, table: tableIn(language, enrollmentColumns(system), enrollmentLines(system, rows)) }
    : { heading: title, notes: [M.noStudents] };

const passRatePart = (language: Language, title: string, answer: PassRateByProgram): ReportPart =>
  answer.programs.length
    ? { heading: title, table: tableIn(language, PASS_RATE_BY_PROGRAM_COLUMNS, answer.programs) }
    : { heading: title, notes: [M.noBoardExamResults] };

const staffPart = (language: Language, title: string, rows: StaffSummaryRow[]): ReportPart =>
  rows.length
    ? { notes: [title], table: tableIn(language, STAFF_BY_POST_COLUMNS, rows) }
    : { notes: [title, M.noStaff] };

const researchPart = (language: Language, title: string, research: ResearchSummary): ReportPart =>
  research.total.count > 0
    ? { heading: title, table: tableIn(language, RESEARCH_SUMMARY_COLUMNS, researchSummaryLines(research)) }
    : { heading: title, notes: [M.noResearch] };

const infrastructurePart = (
  language: Language,
  title: string,
  totals: InfrastructureTotals,
  note: string,
): ReportPart =>
  infrastructureRecorded(totals)
    ? {
        heading: title,
        notes: [note],
        table: tableIn(language, INFRASTRUCTURE_FIGURE_COLUMNS, infrastructureFigures(totals)),
      }
    : { heading: title, notes: [note, M.noInfrastructure] };

/** The income and expenditure by head, then the statement that HEMIS records no bank details. */
const financeParts = (language: Language, title: string, finance: FinanceSummary): ReportPart[] =>
  finance.entries > 0
    ? [
        { heading: title, table: tableIn(language, FINANCE_SUMMARY_COLUMNS, financeSummaryLines(finance)) },
        { notes: [M.noBankDetails] },
      ]
    : [{ heading: title, notes: [M.noFinance, M.noBankDetails] }];

/**
 * StatisticalReport/pdf: every section, in order, in one verifiable PDF. Its title, section and
 * table headings and the figures it counts print in the language of the user who downloads it
 * (contracts: statistical-report-headings.ts); the notes say what the contracts say. The figures
 * are read through `reader` (the reports database); the copy is issued through `context`.
 */
export async function sendStatisticalReport(
  reader: ReadContext,
  context: WriteContext,
  reply: FastifyReply,
  print: ReportPrint,
  query: StatisticalReportQuery,
) {
  const fiscalYear = await reader.prisma.fiscalYear.findUnique({
    where: { id: query.fiscalYearId },
    select: { id: true },
  });
  if (!fiscalYear) throw AppError.validation([{ field: 'querystring.fiscalYearId', message: M.fiscalYearUnknown }]);
  const subject = await reportSubject(reader, query);
  const [figures, described, language] = await Promise.all([
    query.source === 'returned' ? returnedSections(subject, fiscalYear.id) : liveSections(subject, fiscalYear.id),
    describeFilters(reader.prisma, {
      fiscalYearId: fiscalYear.id,
      universityId: applicableId(query.universityId),
      campusId: applicableId(query.campusId),
    }),
    readerLanguage(context.prisma, context.actor),
  ]);
  const { annual, semester, passRates, teaching, nonTeaching, research, infrastructure, finance } = figures;
  const heading = (english: string) => statisticalReportHeading(english, language);
  const parts = STATISTICAL_REPORT_SECTIONS.flatMap((section): ReportPart[] => {
    const title = heading(section.title);
    switch (section.key) {
      case 'annualEnrollment':
        return [enrollmentPart(language, title, 'annual', annual)];
      case 'semesterEnrollment':
        return [enrollmentPart(language, title, 'semester', semester)];
      case 'appearedPassed':
        return [passRatePart(language, title, passRates)];
      case 'staffByPost':
        return [
          { heading: title, notes: [figures.staffNote] },
          staffPart(language, heading('Teaching staff'), teaching),
          staffPart(language, heading('Non-teaching staff'), nonTeaching),
        ];
      case 'research':
        return [researchPart(language, title, research)];
      case 'infrastructure':
        return [infrastructurePart(language, title, infrastructure, figures.infrastructureNote)];
      case 'finance':
        return financeParts(language, title, finance);
    }
  });
  return sendReportPdf({ ...context, scope: subject.scope }, reply, print, {
    title: STATISTICAL_REPORT_TITLE,
    printedTitle: heading(STATISTICAL_REPORT_TITLE),
    language,
    filters: [...described, ...figures.sourceLines, ...replicaLagLines(subject)],
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
async function liveSections(subject: ReadContext, fiscalYearId: number): Promise<ReportFigures> {
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
async function returnedSections(subject: ReadContext, fiscalYearId: number): Promise<ReportFigures> {
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
