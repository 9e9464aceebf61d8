import { describe, expect, it } from 'vitest';
import { EXAM_MESSAGES } from '@hemis/contracts';
import { bsInputText, examNamePreview, parseMark, partsLabel, startsWithinWeek, totalOf } from './exam-rules.ts';

describe('examNamePreview', () => {
  const base = {
    programShortName: 'BBS',
    programType: 'semester' as const,
    batch: '2081',
    semester: 'First',
    examType: 'internal',
    fiscalYear: '2082/83',
  };

  it('names an internal semester exam as the server does', () => {
    expect(examNamePreview(base)).toBe('BBS-2081-First Semester-Internal Exam-2082/83');
  });

  it('adds Regular or Partial to a board exam and reads the year of an annual program', () => {
    expect(
      examNamePreview({
        ...base,
        programType: 'annual',
        semester: undefined,
        year: 'Second',
        examType: 'external',
        boardSitting: 'Partial',
      }),
    ).toBe('BBS-2081-Second Year-Board Exam-Partial-2082/83');
  });

  it('stays empty until the period is chosen', () => {
    expect(examNamePreview({ ...base, semester: undefined })).toBe('');
    expect(examNamePreview({ ...base, programType: 'annual' })).toBe('');
  });
});

describe('parseMark', () => {
  it('reads a blank mark as not entered', () => {
    expect(parseMark('  ', 100)).toEqual({ value: null });
  });

  it('accepts 0 and the full marks, with decimals', () => {
    expect(parseMark('0', 100)).toEqual({ value: 0 });
    expect(parseMark('100', 100)).toEqual({ value: 100 });
    expect(parseMark('45.5', 100)).toEqual({ value: 45.5 });
  });

  it('refuses a negative mark or text with the contract’s message', () => {
    expect(parseMark('-1', 100).error).toBe(EXAM_MESSAGES.marksInvalid);
    expect(parseMark('abc', 100).error).toBe(EXAM_MESSAGES.marksInvalid);
  });

  it('refuses a mark above the full marks', () => {
    expect(parseMark('100.5', 100).error).toBe(EXAM_MESSAGES.marksAboveFull);
  });
});

describe('small labels', () => {
  it('adds theory and practical, null while neither is entered', () => {
    expect(totalOf(40, null)).toBe(40);
    expect(totalOf(40, 20)).toBe(60);
    expect(totalOf(null, null)).toBeNull();
  });

  it('names the parts of a paper and turns the server’s BS day into the input’s', () => {
    expect(partsLabel({ isTheoretical: true, isPractical: true })).toBe('Th/Pr');
    expect(partsLabel({ isTheoretical: false, isPractical: true })).toBe('Pr');
    expect(bsInputText('2082/08/10')).toBe('2082-08-10');
  });
});

describe('startsWithinWeek', () => {
  it('badges an exam starting today or within seven days', () => {
    expect(startsWithinWeek('2026-11-26', '2026-11-26')).toBe(true);
    expect(startsWithinWeek('2026-12-03', '2026-11-26')).toBe(true);
  });

  it('leaves out an exam starting later or already started', () => {
    expect(startsWithinWeek('2026-12-04', '2026-11-26')).toBe(false);
    expect(startsWithinWeek('2026-11-25', '2026-11-26')).toBe(false);
  });
});
