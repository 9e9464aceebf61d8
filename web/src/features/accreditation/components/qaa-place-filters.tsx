import { isGrantsBodyRole } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { universityOptions, useUniversities } from '../../university/api/get-universities.ts';
import { CAMPUS_TYPE_OPTIONS, PROVINCE_OPTIONS } from '../qaa-values.ts';

/** Where the QAA lists' campuses are: a university, a campus type, a province. */
export interface QaaPlace {
  universityId: string;
  campusType: string;
  provinceId: string;
}

/**
 * The QAA lists' selects of a university (for the grants body, whose scope holds several),
 * campus type and province, each changing the list's filters.
 */
export function QaaPlaceFilters({
  place,
  onChange,
}: {
  place: QaaPlace;
  onChange: (change: Partial<QaaPlace>) => void;
}) {
  const role = useRole();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  const universities = useUniversities(grantsBody);
  return (
    <>
      {grantsBody ? (
        <FilterSelect
          label="University"
          value={place.universityId}
          options={universityOptions(universities.data)}
          onChange={(universityId) => onChange({ universityId })}
        />
      ) : undefined}
      <FilterSelect
        label="Campus Type"
        value={place.campusType}
        options={CAMPUS_TYPE_OPTIONS}
        onChange={(campusType) => onChange({ campusType })}
      />
      <FilterSelect
        label="Province"
        value={place.provinceId}
        options={PROVINCE_OPTIONS}
        onChange={(provinceId) => onChange({ provinceId })}
      />
    </>
  );
}
