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

/** "Second semester", "First year", or a dash when the record has no period yet. */
export function periodLabel({ programType, year, semester }: StudentPeriod): string {
  if (programType === 'annual' && year) return `${year} year`;
  if (semester) return `${semester} semester`;
  if (year) return `${year} year`;
  return '—';
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
  if (program.programType === 'annual') {
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

/** The chosen period, kept only while the newly chosen program offers it. */
export function keptPeriod(semYear: string, program: PeriodProgram | undefined): string {
  if (!semYear) return '';
  const option = periodOptions(program).find((candidate) => candidate.value === semYear);
  return option && !option.disabled ? semYear : '';
}
