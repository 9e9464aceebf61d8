/**
 * The rules of an exam's result (issue #26: Results), as pure functions of the marks: a
 * subject is passed when each of its parts (theory, practical, whichever the paper has)
 * reaches its pass marks, and an absent student fails it; the exam is passed when every
 * subject is; the percentage is the marks obtained over the full marks; the grade and grade
 * point come from the university's scale, and annual programs add a division. Marks are
 * Decimal throughout, never floats.
 */
import { DIVISION_MIN_PERCENTAGE, DIVISIONS, type Division } from '@hemis/contracts';
import { Prisma } from '../../generated/prisma/client.ts';

const Decimal = Prisma.Decimal;
type Decimal = Prisma.Decimal;
const ZERO = new Decimal(0);

/** A paper's parts with their full and pass marks, as the routine keeps them. */
export interface Paper {
  isTheoretical: boolean;
  isPractical: boolean;
  theoreticalFullMarks: Decimal | null;
  theoreticalPassMarks: Decimal | null;
  practicalFullMarks: Decimal | null;
  practicalPassMarks: Decimal | null;
}

/** One student at one paper. */
export interface Sitting {
  appeared: boolean;
  theoreticalMarks: Decimal | null;
  practicalMarks: Decimal | null;
}

export type SubjectRemark = 'PASS' | 'FAIL' | 'ABSENT';

export interface SubjectOutcome {
  remark: SubjectRemark;
  passed: boolean;
  /** Marks obtained in the parts the paper has (0 for an absent student or marks not entered). */
  obtained: Decimal;
  /** The full marks of the parts the paper has. */
  full: Decimal;
}

interface Part {
  full: Decimal;
  pass: Decimal;
  marks: Decimal | null;
}

function partsOf(paper: Paper, sitting: Sitting): Part[] {
  const parts: Part[] = [];
  if (paper.isTheoretical) {
    parts.push({
      full: paper.theoreticalFullMarks ?? ZERO,
      pass: paper.theoreticalPassMarks ?? ZERO,
      marks: sitting.theoreticalMarks,
    });
  }
  if (paper.isPractical) {
    parts.push({
      full: paper.practicalFullMarks ?? ZERO,
      pass: paper.practicalPassMarks ?? ZERO,
      marks: sitting.practicalMarks,
    });
  }
  return parts;
}

export function subjectOutcome(paper: Paper, sitting: Sitting): SubjectOutcome {
  const parts = partsOf(paper, sitting);
  const full = parts.reduce((sum, part) => sum.plus(part.full), ZERO);
  if (!sitting.appeared) return { remark: 'ABSENT', passed: false, obtained: ZERO, full };
  const obtained = parts.reduce((sum, part) => sum.plus(part.marks ?? ZERO), ZERO);
  // Marks not entered for a part count as nothing obtained: the part is not passed.
  const passed = parts.every((part) => part.marks !== null && part.marks.greaterThanOrEqualTo(part.pass));
  return { remark: passed ? 'PASS' : 'FAIL', passed, obtained, full };
}

/** A band of a grading scale. */
export interface Band {
  grade: string;
  gradePoint: Decimal;
  minPercentage: Decimal;
}

export interface ExamOutcome {
  passed: boolean;
  totalObtained: Decimal;
  totalFull: Decimal;
  /** Rounded to two places. */
  percentage: Decimal;
  grade: string;
  gradePoint: Decimal;
  division: Division | null;
  failedSubjects: number;
}

/** Obtained over full marks, times 100, rounded half up to two places; 0 when there are no full marks. */
export function percentageOf(obtained: Decimal, full: Decimal): Decimal {
  if (full.isZero()) return ZERO;
  return obtained.times(100).dividedBy(full).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** The highest band whose minimum the percentage reaches (the scale always has one at 0). */
export function bandFor(percentage: Decimal, bands: readonly Band[]): Band {
  const sorted = [...bands].sort((a, b) => b.minPercentage.comparedTo(a.minPercentage));
  const band = sorted.find((candidate) => percentage.greaterThanOrEqualTo(candidate.minPercentage));
  if (!band) throw new Error('A grading scale has a band at 0 %');
  return band;
}

/** The lowest band: the grade of a failed exam, whatever its percentage. */
export function failingBand(bands: readonly Band[]): Band {
  return bandFor(ZERO, bands);
}

/**
 * The division of a passed exam of an annual program (contracts: DIVISION_MIN_PERCENTAGE,
 * the common TU convention); none for a failed exam or a semester program.
 */
export function divisionFor(percentage: Decimal, passed: boolean, annual: boolean): Division | null {
  if (!passed || !annual) return null;
  return DIVISIONS.find((division) => percentage.greaterThanOrEqualTo(DIVISION_MIN_PERCENTAGE[division])) ?? 'Third';
}

/**
 * The exam's result from its subjects. A failed exam gets the scale's lowest grade: a student
 * who failed a subject has not earned a passing grade, however high the percentage.
 */
export function examOutcome(subjects: readonly SubjectOutcome[], bands: readonly Band[], annual: boolean): ExamOutcome {
  const totalObtained = subjects.reduce((sum, subject) => sum.plus(subject.obtained), ZERO);
  const totalFull = subjects.reduce((sum, subject) => sum.plus(subject.full), ZERO);
  const failedSubjects = subjects.filter((subject) => !subject.passed).length;
  const passed = subjects.length > 0 && failedSubjects === 0;
  const percentage = percentageOf(totalObtained, totalFull);
  const band = passed ? bandFor(percentage, bands) : failingBand(bands);
  return {
    passed,
    totalObtained,
    totalFull,
    percentage,
    grade: band.grade,
    gradePoint: band.gradePoint,
    division: divisionFor(percentage, passed, annual),
    failedSubjects,
  };
}
