/** "University": the grants body's filter of a report by one university, or "All" (the country). */
import { FilterSelect } from '../../../components/filter-select.tsx';
import { universityOptions, useUniversities } from '../api/get-universities.ts';

export function UniversitySelect({
  value,
  onChange,
  enabled = true,
  allLabel,
}: {
  value: string;
  onChange: (value: string) => void;
  /** Whether the reader may choose at all: the list is not fetched for the others. */
  enabled?: boolean;
  /** The first choice, when it is not "All" (a screen that shows one university at a time). */
  allLabel?: string;
}) {
  const universities = useUniversities(enabled);
  return (
    <FilterSelect
      fullWidth
      label="University"
      value={value}
      options={universityOptions(universities.data)}
      onChange={onChange}
      allLabel={allLabel}
    />
  );
}
