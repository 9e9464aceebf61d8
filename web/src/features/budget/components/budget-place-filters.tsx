/**
 * The university and campus a budget screen narrows to, as the reader's role allows: the grants
 * body chooses a university and a campus in it (neither: the country), a university's staff a
 * campus of theirs; a campus's staff read their own campus and choose nothing.
 */
import { isGrantsBodyRole } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../campus/api/get-campus-options.ts';
import { universityOptions, useUniversities } from '../../university/api/get-universities.ts';

export interface BudgetPlace {
  universityId: string;
  campusId: string;
}

export function useBudgetPlaceChoice() {
  const role = useRole();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  return { grantsBody, choosesCampus: grantsBody || role === 'UniAdmin' };
}

export function BudgetPlaceFilters({
  place,
  onChange,
  universityAllLabel = 'All',
}: {
  place: BudgetPlace;
  onChange: (place: BudgetPlace) => void;
  /** What choosing no university means here ("All (Nepal)": the country's figures). */
  universityAllLabel?: string;
}) {
  const { grantsBody, choosesCampus } = useBudgetPlaceChoice();
  const universities = useUniversities(grantsBody);
  const campuses = useCampusOptions(choosesCampus);
  return (
    <>
      {grantsBody ? (
        <FilterSelect
          label="University"
          allLabel={universityAllLabel}
          value={place.universityId}
          options={universityOptions(universities.data)}
          onChange={(universityId) => onChange({ universityId, campusId: '' })}
        />
      ) : null}
      {choosesCampus ? (
        <FilterSelect
          label="Campus"
          value={place.campusId}
          options={(campuses.data ?? [])
            .filter((campus) => !place.universityId || String(campus.universityId) === place.universityId)
            .map((campus) => ({ value: String(campus.id), label: campus.campusName }))}
          onChange={(campusId) => onChange({ ...place, campusId })}
        />
      ) : null}
    </>
  );
}
