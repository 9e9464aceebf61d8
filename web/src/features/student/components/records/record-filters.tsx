/**
 * The filters the record screens share: Admission Year (batch), Program and Semester/Year,
 * with options from the lookups and the campus's programs. The semester or year choices
 * follow the chosen program's type. The name search is the list table's own search box.
 * Kept in this one component so that the enrolment screens' shared filter bar can replace it.
 */
import MenuItem from '@mui/material/MenuItem';
import { ACADEMIC_YEARS, SEMESTERS, type CollegeProgram } from '@hemis/contracts';
import { FormField } from '../../../../components/form-field.tsx';
import { batches } from '../../../lookups/api/batches.ts';
import { useCollegePrograms } from '../../../program/api/get-college-programs.ts';

export interface RecordFilterValues {
  batchId: string;
  programId: string;
  semYear: string;
}

export const NO_RECORD_FILTERS: RecordFilterValues = { batchId: '', programId: '', semYear: '' };

/** The values as the list endpoints take them (blank: all). */
export function recordFilterQuery(values: RecordFilterValues) {
  return {
    batchId: values.batchId ? Number(values.batchId) : ('' as const),
    programId: values.programId ? Number(values.programId) : ('' as const),
    semYear: values.semYear,
  };
}

/** The periods a program has: years for annual programs, semesters otherwise (all when none is chosen). */
export function periodChoices(program: Pick<CollegeProgram, 'programType'> | undefined) {
  if (program?.programType === 'annual') return ACADEMIC_YEARS.map((year) => ({ value: year, label: `${year} year` }));
  return SEMESTERS.map((semester) => ({
    value: semester,
    label: program ? `${semester} semester` : semester,
  }));
}

/** "First year" / "Second semester", as the lists show a student's period. */
export function periodLabel(row: { year: string | null; semester: string | null }): string {
  if (row.semester) return `${row.semester} semester`;
  if (row.year) return `${row.year} year`;
  return '—';
}

type FilterName = keyof RecordFilterValues;

export interface RecordFiltersProps {
  value: RecordFilterValues;
  onChange: (value: RecordFilterValues) => void;
  /** The filters shown; all three by default. */
  show?: readonly FilterName[];
}

function FilterSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={false}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">All</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </FormField>
  );
}

export function RecordFilters({ value, onChange, show = ['batchId', 'programId', 'semYear'] }: RecordFiltersProps) {
  const { data: batchList = [] } = batches.useList();
  const { data: programs = [] } = useCollegePrograms();
  const program = programs.find((item) => String(item.id) === value.programId);
  const shown = new Set(show);
  return (
    <>
      {shown.has('batchId') ? (
        <FilterSelect
          label="Admission Year (Batch)"
          value={value.batchId}
          options={batchList.map((batch) => ({ value: String(batch.id), label: batch.batchNepali }))}
          onChange={(batchId) => onChange({ ...value, batchId })}
        />
      ) : undefined}
      {shown.has('programId') ? (
        <FilterSelect
          label="Program"
          value={value.programId}
          options={programs.map((item) => ({ value: String(item.id), label: item.programName }))}
          // Another program may have other periods: its semester or year starts from all.
          onChange={(programId) => onChange({ ...value, programId, semYear: '' })}
        />
      ) : undefined}
      {shown.has('semYear') ? (
        <FilterSelect
          label="Semester/Year"
          value={value.semYear}
          options={periodChoices(program)}
          onChange={(semYear) => onChange({ ...value, semYear })}
        />
      ) : undefined}
    </>
  );
}
