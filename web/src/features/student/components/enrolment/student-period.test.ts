import { describe, expect, it } from 'vitest';
import { isMasterLevel, keptPeriod, periodLabel, periodOptions } from './student-period.ts';

const enabled = (options: ReturnType<typeof periodOptions>) =>
  options.filter((option) => !option.disabled).map((option) => option.value);

describe('student period', () => {
  it('labels a semester program by semester and an annual program by year', () => {
    expect(periodLabel({ programType: 'semester', semester: 'Third', year: null })).toBe('Third semester');
    expect(periodLabel({ programType: 'annual', semester: null, year: 'Second' })).toBe('Second year');
    expect(periodLabel({ programType: 'semester', semester: null, year: null })).toBe('—');
  });

  it('offers a Master semester program only its first four semesters', () => {
    const options = periodOptions({ programType: 'semester', levelName: 'Master' });
    expect(options.map((option) => option.value)).toHaveLength(8);
    expect(enabled(options)).toEqual(['First', 'Second', 'Third', 'Fourth']);
    expect(options[4]).toEqual({ value: 'Fifth', label: 'Fifth semester', disabled: true });
  });

  it('offers a Master annual program only its first two years', () => {
    const options = periodOptions({ programType: 'annual', levelName: 'Masters' });
    expect(options.map((option) => option.label)).toEqual(['First year', 'Second year', 'Third year', 'Fourth year']);
    expect(enabled(options)).toEqual(['First', 'Second']);
  });

  it('offers a Bachelor program every period, and every semester name without a program', () => {
    expect(enabled(periodOptions({ programType: 'semester', levelName: 'Bachelor' }))).toHaveLength(8);
    expect(enabled(periodOptions({ programType: 'annual', levelName: 'Bachelor' }))).toHaveLength(4);
    expect(enabled(periodOptions(undefined))).toHaveLength(8);
  });

  it('recognises the Master level by name only', () => {
    expect(isMasterLevel(' master ')).toBe(true);
    expect(isMasterLevel('Bachelor')).toBe(false);
    expect(isMasterLevel('MPhil')).toBe(false);
  });

  it('drops a chosen period the new program does not have', () => {
    const master = { programType: 'semester', levelName: 'Master' } as const;
    expect(keptPeriod('Sixth', master)).toBe('');
    expect(keptPeriod('Second', master)).toBe('Second');
    expect(keptPeriod('Fifth', { programType: 'annual', levelName: 'Bachelor' })).toBe('');
    expect(keptPeriod('', master)).toBe('');
  });
});
