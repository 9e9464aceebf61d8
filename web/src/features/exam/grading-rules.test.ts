import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRADE_BANDS,
  EXAM_RESULT_MESSAGES as M,
  GradingScaleBodySchema,
  type GradeBand,
} from '@hemis/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { bandRange, scaleChanges, scaleIssuesOf, scaleValues } from './grading-rules.ts';

const DEFAULT: GradeBand[] = DEFAULT_GRADE_BANDS.map((band) => ({ ...band }));

describe('scaleValues', () => {
  it('holds a scale as the text its inputs show, and the contract reads it back unchanged', () => {
    const values = scaleValues({ bands: DEFAULT });
    expect(values.bands[2]).toEqual({ grade: 'B+', gradePoint: '3.3', minPercentage: '70' });
    expect(GradingScaleBodySchema.parse(values).bands).toEqual(DEFAULT);
  });
});

describe('bandRange', () => {
  const bands = (...minimums: string[]) => minimums.map((minPercentage) => ({ minPercentage }));

  it('runs from a band’s minimum to below the next higher one, whatever order the rows are in', () => {
    const rows = bands('0', '90', '45.5', '60');
    expect(bandRange(rows, 0)).toBe('0 – below 45.5 %');
    expect(bandRange(rows, 2)).toBe('45.5 – below 60 %');
    expect(bandRange(rows, 3)).toBe('60 – below 90 %');
  });

  it('runs the highest band to 100 %', () => {
    expect(bandRange(bands('0', '90'), 1)).toBe('90 – 100 %');
    expect(bandRange(bands('100'), 0)).toBe('100 – 100 %');
  });

  it('gives no range to a minimum that is blank, not a percentage, or typed twice', () => {
    expect(bandRange(bands('', '50'), 0)).toBeUndefined();
    expect(bandRange(bands('abc', '50'), 0)).toBeUndefined();
    expect(bandRange(bands('120', '50'), 0)).toBeUndefined();
    expect(bandRange(bands('50', '50', '0'), 0)).toBeUndefined();
    // A blank row does not cut the range of the others.
    expect(bandRange(bands('0', ''), 0)).toBe('0 – 100 %');
  });
});

describe('scaleChanges', () => {
  it('says nothing of an unchanged scale, in any order', () => {
    expect(scaleChanges(DEFAULT, [...DEFAULT].reverse())).toEqual([]);
  });

  it('names each grade added, changed or removed', () => {
    const next = DEFAULT.filter((band) => band.grade !== 'C+').map((band) =>
      band.grade === 'B+' ? { ...band, minPercentage: 72 } : band.grade === 'A' ? { ...band, gradePoint: 3.9 } : band,
    );
    next.push({ grade: 'D', gradePoint: 1, minPercentage: 35 });
    expect(scaleChanges(DEFAULT, next)).toEqual([
      'A gives 3.9 grade points instead of 4',
      'B+ starts at 72 % instead of 70 %',
      'Adds D: 1 grade points from 35 %',
      'Removes C+',
    ]);
  });

  it('compares grades in any case, as the server does, and says a grade written anew', () => {
    expect(
      scaleChanges(
        [{ grade: 'Pass', gradePoint: 2, minPercentage: 40 }],
        [{ grade: 'PASS', gradePoint: 2, minPercentage: 40 }],
      ),
    ).toEqual(['Pass is written PASS']);
  });
});

describe('scaleIssuesOf', () => {
  it('puts a band’s issue under its field and the whole scale’s above the table', () => {
    const error = new ApiError(400, 'Invalid', 'VALIDATION_FAILED', [
      { field: 'body.bands.1.minPercentage', message: M.minimumRepeated },
      { field: 'body.bands', message: M.noBandAtZero },
      { field: 'params.universityId', message: 'University is required' },
    ]);
    expect(scaleIssuesOf(error)).toEqual({
      fields: [
        ['bands.1.minPercentage', M.minimumRepeated],
        ['bands.root', M.noBandAtZero],
      ],
      elsewhere: ['University is required'],
    });
  });

  it('has nothing to place for a failure that is not a refused input', () => {
    expect(scaleIssuesOf(new Error('offline'))).toEqual({ fields: [], elsewhere: [] });
  });
});
