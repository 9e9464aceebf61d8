/**
 * The subject's period rule (spec section 4: Subject): the year applies only to annual
 * programs and the semester only to semester programs; choosing a program clears the
 * field that no longer applies.
 */
import { SETUP_MESSAGES, type ProgramType } from '@hemis/contracts';

export type PeriodField = 'year' | 'semester';

export function periodFieldFor(programType: ProgramType | null | undefined): PeriodField | undefined {
  if (programType === 'annual') return 'year';
  if (programType === 'semester') return 'semester';
  return undefined;
}

/** The changes a program choice makes: the other period field is cleared. */
export function clearOtherPeriod(programType: ProgramType | null | undefined): { year?: ''; semester?: '' } {
  const field = periodFieldFor(programType);
  if (field === 'year') return { semester: '' };
  if (field === 'semester') return { year: '' };
  return { year: '', semester: '' };
}

/** Whether a period field shows (and is required) for the chosen program. */
export function showsPeriodField(field: PeriodField, programType: ProgramType | null | undefined): boolean {
  return periodFieldFor(programType) === field;
}

/** The required-period error for the chosen program, if its field is empty. */
export function periodErrors(
  values: { year: string; semester: string },
  programType: ProgramType | null | undefined,
): Partial<Record<PeriodField, string>> {
  const field = periodFieldFor(programType);
  if (field === 'year' && !values.year.trim()) return { year: SETUP_MESSAGES.yearRequired };
  if (field === 'semester' && !values.semester.trim()) return { semester: SETUP_MESSAGES.semesterRequired };
  return {};
}
