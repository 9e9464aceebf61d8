/**
 * The exam screens' own rules, apart from React: the exam name the server builds when the form
 * sends none (shown as a preview), the checks of a mark against its part's full marks (the
 * contract's messages, so the grid says what the server would), and the labels of a status
 * and a period.
 */
import { EXAM_MESSAGES, MAX_MARKS, type ExamStatus } from '@hemis/contracts';

export interface ExamNameParts {
  programShortName?: string | undefined;
  programType?: 'annual' | 'semester' | undefined;
  batch?: string | undefined;
  semester?: string | undefined;
  year?: string | undefined;
  examType?: string | undefined;
  boardSitting?: string | undefined;
  fiscalYear?: string | undefined;
}

/**
 * short name-batch-period-Board/Internal Exam-[Regular/Partial]-fiscal year, as the server builds
 * it; empty until the program, batch, period and fiscal year are chosen.
 */
export function examNamePreview(parts: ExamNameParts): string {
  const period =
    parts.programType === 'annual'
      ? parts.year && `${parts.year} Year`
      : parts.semester && `${parts.semester} Semester`;
  if (!parts.programShortName || !parts.batch || !period || !parts.fiscalYear || !parts.examType) return '';
  const board = parts.examType === 'external';
  return [
    parts.programShortName,
    parts.batch,
    period,
    board ? 'Board Exam' : 'Internal Exam',
    ...(board && parts.boardSitting ? [parts.boardSitting] : []),
    parts.fiscalYear,
  ].join('-');
}

/** A typed mark: blank is "not entered" (null); otherwise a number from 0 up to the full marks. */
export function parseMark(text: string, fullMarks: number): { value: number | null; error?: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value) || value < 0 || value > MAX_MARKS)
    return { value: null, error: EXAM_MESSAGES.marksInvalid };
  if (value > fullMarks) return { value: null, error: EXAM_MESSAGES.marksAboveFull };
  return { value };
}

/** Theory plus practical, as the contract's `achieveScored`; null while neither is entered. */
export function totalOf(theory: number | null, practical: number | null): number | null {
  if (theory === null && practical === null) return null;
  return (theory ?? 0) + (practical ?? 0);
}

const STATUS_LABELS: Record<ExamStatus, string> = { upcoming: 'Upcoming', running: 'Running', finished: 'Finished' };

export const examStatusLabel = (status: ExamStatus): string => STATUS_LABELS[status];

/** "First Semester", "Second Year", or a dash. */
export function examPeriodLabel(row: { semester?: string | null; year?: string | null }): string {
  if (row.semester) return `${row.semester} Semester`;
  if (row.year) return `${row.year} Year`;
  return '—';
}

/** A paper's parts as the routine list shows them: Th, Pr or Th/Pr. */
export function partsLabel(row: { isTheoretical: boolean; isPractical: boolean }): string {
  return [row.isTheoretical ? 'Th' : '', row.isPractical ? 'Pr' : ''].filter(Boolean).join('/');
}

const DAY_MS = 86_400_000;

/** An exam starting within the coming week (AD days, YYYY-MM-DD) carries the list's NEW badge. */
export function startsWithinWeek(dateFrom: string, today: string): boolean {
  const days = (Date.parse(`${dateFrom}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return days >= 0 && days <= 7;
}

/** `YYYY/MM/DD` (as the server answers BS days) as the date inputs hold it, `YYYY-MM-DD`. */
export const bsInputText = (bs: string | null | undefined): string => (bs ?? '').replaceAll('/', '-');
