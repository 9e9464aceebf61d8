import { describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@hemis/contracts';
import { clearOtherPeriod, periodErrors, periodFieldFor, showsPeriodField } from './subject-period.ts';

describe('the subject year/semester rule (spec section 4: Subject)', () => {
  it('uses the year for annual programs and the semester for semester programs', () => {
    expect(periodFieldFor('annual')).toBe('year');
    expect(periodFieldFor('semester')).toBe('semester');
    expect(periodFieldFor(undefined)).toBeUndefined();
  });

  it('shows only the field of the chosen program', () => {
    expect(showsPeriodField('year', 'annual')).toBe(true);
    expect(showsPeriodField('semester', 'annual')).toBe(false);
    expect(showsPeriodField('semester', 'semester')).toBe(true);
    expect(showsPeriodField('year', undefined)).toBe(false);
  });

  it('clears the other field when a program is chosen', () => {
    expect(clearOtherPeriod('annual')).toEqual({ semester: '' });
    expect(clearOtherPeriod('semester')).toEqual({ year: '' });
    expect(clearOtherPeriod(undefined)).toEqual({ year: '', semester: '' });
  });

  it('requires the year only for annual programs and the semester only for semester programs', () => {
    expect(periodErrors({ year: '', semester: 'First' }, 'annual')).toEqual({ year: SETUP_MESSAGES.yearRequired });
    expect(periodErrors({ year: 'First', semester: '' }, 'semester')).toEqual({
      semester: SETUP_MESSAGES.semesterRequired,
    });
    expect(periodErrors({ year: 'Second', semester: '' }, 'annual')).toEqual({});
    expect(periodErrors({ year: '', semester: '' }, undefined)).toEqual({});
  });
});
