/**
 * The subject form's group checkboxes (api-contract 5.3 and 8): the chosen program's major
 * subjects, of which the ticked ones offer the subject. Inactive majors are offered only
 * when already ticked, so a subject keeps the groups it has.
 */
import type { MajorSubject } from '@hemis/contracts';
import { CheckboxGroup, toggledIds, type CheckboxChoice } from '../../../components/checkbox-group.tsx';
import { useMajorSubjectsOfProgram } from '../../major-subject/api/get-major-subjects-of-program.ts';

export const GROUPS_LABEL = 'Group/Major';

export function groupChoices(majors: readonly MajorSubject[] | undefined, ticked: readonly number[]): CheckboxChoice[] {
  return (majors ?? [])
    .filter((major) => major.status || ticked.includes(major.id))
    .map((major) => ({ id: major.id, label: major.majorSubjectName }));
}

export function groupsEmptyText(failed: boolean): string {
  return failed ? 'Could not load the program’s major subjects.' : 'The program has no major subjects.';
}

export function SubjectGroupsField({
  programId,
  value,
  onChange,
  error,
}: {
  programId: string;
  value: readonly number[];
  onChange: (ids: number[]) => void;
  error: string | undefined;
}) {
  const majors = useMajorSubjectsOfProgram(programId ? Number(programId) : undefined);
  if (!programId) return undefined;
  return (
    <CheckboxGroup
      label={GROUPS_LABEL}
      choices={groupChoices(majors.data, value)}
      checked={value}
      onToggle={(id, checked) => onChange(toggledIds(value, id, checked))}
      loading={majors.isPending}
      emptyText={groupsEmptyText(Boolean(majors.error))}
      error={error}
    />
  );
}
