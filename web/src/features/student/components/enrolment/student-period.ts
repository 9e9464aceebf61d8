/**
 * A student's period (api-contract 8.1): a semester program counts semesters and an annual
 * program years. Lists show it as "{year} year" / "{semester} semester", and the
 * Semester/Year filter offers only the periods a program can have: a Master's program has
 * no fifth to eighth semester and no third or fourth year.
 */
import { ACADEMIC_YEARS, SEMESTERS, type ProgramType } from '@hemis/contracts';

export interface StudentPeriod {
  programType?: string | null | undefined;
  year?: string | null | undefined;
  semester?: string | null | undefined;
}

/** What a period is called: its ordinal name and whether it counts years or semesters. */
export interface PeriodName {
  name: string;
  unit: 'year' | 'semester';
}

/** The record's period ("Second" semester, "First" year), or none when it has no period yet. */
export function periodName({ programType, year, semester }: StudentPeriod): PeriodName | undefined {
  if (programType === 'annual' && year) return { name: year, unit: 'year' };
  if (semester) return { name: semester, unit: 'semester' };
  if (year) return { name: year, unit: 'year' };
  return undefined;
}

/** "Second semester", "First year", or a dash when the record has no period yet. */
export function periodLabel(period: StudentPeriod): string {
  const named = periodName(period);
  return named ? `${named.name} ${named.unit}` : '—';
}

export interface PeriodProgram {
  programType: ProgramType;
  levelName: string;
}

export interface PeriodOption {
  /** What the list's semYear filter sends. */
  value: string;
  label: string;
  disabled: boolean;
}

/** Master's programs run two years (four semesters). */
export function isMasterLevel(levelName: string): boolean {
  return /^master/i.test(levelName.trim());
}

const MASTER_SEMESTERS = 4;
const MASTER_YEARS = 2;

/**
 * The Semester/Year filter's options for the chosen program: its semesters or its years,
 * the ones beyond a Master's program disabled. Without a program every semester name is
 * offered (a year's name is a semester's name too, and the server matches either).
 */
export function periodOptions(program: PeriodProgram | undefined): PeriodOption[] {
  if (!program) return SEMESTERS.map((name) => ({ value: name, label: name, disabled: false }));
  const master = isMasterLevel(program.levelName);
  if (periodUnit(program) === 'year') {
    return ACADEMIC_YEARS.map((name, index) => ({
      value: name,
      label: `${name} year`,
      disabled: master && index >= MASTER_YEARS,
    }));
  }
  return SEMESTERS.map((name, index) => ({
    value: name,
    label: `${name} semester`,
    disabled: master && index >= MASTER_SEMESTERS,
  }));
}

/** Whether a program's periods are years or semesters; without a program, neither (a bare ordinal). */
export function periodUnit(program: PeriodProgram | undefined): PeriodName['unit'] | undefined {
  if (!program) return undefined;
  return program.programType === 'annual' ? 'year' : 'semester';
}

/** The chosen period, kept only while the newly chosen program offers it. */
export function keptPeriod(semYear: string, program: PeriodProgram | undefined): string {
  if (!semYear) return '';
  const option = periodOptions(program).find((candidate) => candidate.value === semYear);
  return option && !option.disabled ? semYear : '';
}
