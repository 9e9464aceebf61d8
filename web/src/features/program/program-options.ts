import type { CollegeProgram } from '@hemis/contracts';
import type { FieldOption } from '../../components/setup/field-grid.tsx';

/** The campus's programs as choices of a form. */
export function programOptions(programs: readonly CollegeProgram[] | undefined): FieldOption[] {
  return (programs ?? []).map((program) => ({ value: String(program.id), label: program.programName }));
}
