import { isGrantsBodyRole, type Role } from '@hemis/contracts';
import type { FieldSpec } from '../../components/setup/field-grid.tsx';
import { universityOptions, useUniversities } from './api/get-universities.ts';

/**
 * The university a record belongs to comes from the signed-in user; only the grants body,
 * acting for every university, names it (spec section 6: Scope). Returns the field for
 * those roles, and nothing for the others.
 */
export function useUniversityField<V extends Record<string, string> & { universityId: string }>(
  role: Role | undefined,
): FieldSpec<V>[] {
  const choose = role !== undefined && isGrantsBodyRole(role);
  const { data } = useUniversities(choose);
  if (!choose) return [];
  return [
    {
      name: 'universityId',
      label: 'University',
      required: true,
      options: universityOptions(data),
    },
  ];
}
