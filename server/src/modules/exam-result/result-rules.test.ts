import { describe, expect, it } from 'vitest';
import { Prisma } from '../../generated/prisma/client.ts';
import { DEFAULT_BANDS } from './grading.service.ts';
import { bandFor, divisionFor, examOutcome, percentageOf, subjectOutcome, type Paper } from './result-rules.ts';

const d = (value: number | string) => new Prisma.Decimal(value);
const theoryAndPractical: Paper = {
  isTheoretical: true,
  isPractical: true,
  theoreticalFullMarks: d(75),
  theoreticalPassMarks: d(30),
  practicalFullMarks: d(25),
  practicalPassMarks: d(10),
};
const theoryOnly: Paper = {
  isTheoretical: true,
  isPractical: false,
  theoreticalFullMarks: d(100),
  theoreticalPassMarks: d(40),
  practicalFullMarks: null,
  practicalPassMarks: null,
};
const sat = (theory: number | null, practical: number | null = null) => ({
  appeared: true,
  theoreticalMarks: theory === null ? null : d(theory),
  practicalMarks: practical === null ? null : d(practical),
});

describe('result rules', () => {
  it('passes a subject when every part reaches its pass marks, exactly at the pass marks included', () => {
    const outcome = subjectOutcome(theoryAndPractical, sat(30, 10));
    expect(outcome).toMatchObject({ remark: 'PASS', passed: true });
    expect(outcome.obtained.toString()).toBe('40');
    expect(outcome.full.toString()).toBe('100');
  });

  it('fails a subject when one part is below its pass marks, whatever the total', () => {
    expect(subjectOutcome(theoryAndPractical, sat(74, 9)).remark).toBe('FAIL');
    expect(subjectOutcome(theoryAndPractical, sat(29.5, 25)).remark).toBe('FAIL');
  });

  it('fails a subject whose part has no marks entered', () => {
    expect(subjectOutcome(theoryAndPractical, sat(60, null)).remark).toBe('FAIL');
  });

  it('counts an absent student as failed with nothing obtained, the full marks still counted', () => {
    const outcome = subjectOutcome(theoryOnly, { appeared: false, theoreticalMarks: d(80), practicalMarks: null });
    expect(outcome.remark).toBe('ABSENT');
    expect(outcome.obtained.toString()).toBe('0');
    expect(outcome.full.toString()).toBe('100');
  });

  it('ignores the marks of a part the paper does not have', () => {
    const outcome = subjectOutcome(theoryOnly, sat(50, 20));
    expect(outcome.obtained.toString()).toBe('50');
    expect(outcome.full.toString()).toBe('100');
  });

  it('rounds the percentage half up to two places in decimals, and answers 0 without full marks', () => {
    expect(percentageOf(d(250.5), d(350)).toString()).toBe('71.57');
    expect(percentageOf(d(1), d(8)).toString()).toBe('12.5');
    expect(percentageOf(d(2), d(3)).toString()).toBe('66.67');
    expect(percentageOf(d(0.1).plus(d(0.2)), d(0.3)).toString()).toBe('100');
    expect(percentageOf(d(0), d(0)).toString()).toBe('0');
  });

  it('grades by the highest band reached, the band boundary belonging to the higher grade', () => {
    expect(bandFor(d(90), DEFAULT_BANDS).grade).toBe('A');
    expect(bandFor(d(89.99), DEFAULT_BANDS).grade).toBe('A-');
    expect(bandFor(d(45), DEFAULT_BANDS).grade).toBe('C+');
    expect(bandFor(d(39.99), DEFAULT_BANDS).grade).toBe('F');
  });

  it('gives divisions to passed exams of annual programs only', () => {
    expect(divisionFor(d(80), true, true)).toBe('Distinction');
    expect(divisionFor(d(79.99), true, true)).toBe('First');
    expect(divisionFor(d(60), true, true)).toBe('First');
    expect(divisionFor(d(45), true, true)).toBe('Second');
    expect(divisionFor(d(44.99), true, true)).toBe('Third');
    expect(divisionFor(d(90), false, true)).toBeNull();
    expect(divisionFor(d(90), true, false)).toBeNull();
  });

  it('passes the exam only when every subject is passed; a failed exam gets the lowest grade', () => {
    const passed = examOutcome(
      [subjectOutcome(theoryAndPractical, sat(70, 24)), subjectOutcome(theoryOnly, sat(88))],
      DEFAULT_BANDS,
      true,
    );
    expect(passed).toMatchObject({ passed: true, grade: 'A', division: 'Distinction', failedSubjects: 0 });
    expect(passed.percentage.toString()).toBe('91');
    expect(passed.gradePoint.toString()).toBe('4');
    const failed = examOutcome(
      [subjectOutcome(theoryAndPractical, sat(75, 25)), subjectOutcome(theoryOnly, sat(39))],
      DEFAULT_BANDS,
      true,
    );
    expect(failed).toMatchObject({ passed: false, grade: 'F', division: null, failedSubjects: 1 });
    expect(failed.percentage.toString()).toBe('69.5');
    expect(failed.gradePoint.toString()).toBe('0');
  });
});
