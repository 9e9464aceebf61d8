/**
 * The student lists' filter bar (api-contract 8.1): Admission Year (batch), Program and
 * Semester/Year, and where the list has no search box of its own, a name search. The
 * Semester/Year options follow the chosen program (a Master's program has no fifth to
 * eighth semester nor third or fourth year). Every student screen that filters by batch and
 * program uses it; the values are strings, as the selects hold them.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CollegeProgram } from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { batches } from '../../lookups/api/batches.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import type { StudentFilters } from '../api/get-students.ts';
import { usePeriodWords } from './enrolment/period-words.ts';
import { keptPeriod, periodOptions, periodUnit } from './enrolment/student-period.ts';

export interface StudentFilterValues {
  batchId: string;
  programId: string;
  semYear: string;
  /** Used only when the bar shows its own name search. */
  name: string;
}

export const EMPTY_STUDENT_FILTERS: StudentFilterValues = { batchId: '', programId: '', semYear: '', name: '' };

/** The filters as the list endpoints take them (Student/GetAllStudentPaginated's names). */
export function toStudentFilters(values: StudentFilterValues): StudentFilters {
  return {
    batchId: values.batchId ? Number(values.batchId) : '',
    programId: values.programId ? Number(values.programId) : '',
    semYear: values.semYear,
  };
}

/** How long typing pauses before the name search is sent. */
const NAME_PAUSE_MS = 300;

export interface StudentFilterBarProps {
  value: StudentFilterValues;
  onChange: (value: StudentFilterValues) => void;
  /** Shows a name search; lists with a search box of their own leave it out. */
  withNameSearch?: boolean;
}

export function findProgram(
  programs: readonly CollegeProgram[] | undefined,
  programId: string,
): CollegeProgram | undefined {
  return programs?.find((program) => String(program.id) === programId);
}

interface SelectProps {
  value: string;
  onChange: (value: string) => void;
}

/** The Admission Year select: a batch's id, blank for all. */
export function AdmissionYearSelect({ value, onChange }: SelectProps) {
  const { t } = useTranslation('enrolment');
  const batchList = batches.useList();
  return (
    <FilterSelect
      label={t('filters.admissionYear')}
      allLabel={t('filters.allBatches')}
      value={value}
      options={(batchList.data ?? []).map((batch) => ({ value: String(batch.id), label: batch.batchNepali }))}
      onChange={onChange}
    />
  );
}

/** The Program select: one of the campus's programs' id, blank for all. */
export function ProgramSelect({ value, onChange }: SelectProps) {
  const { t } = useTranslation('enrolment');
  const programs = useCollegePrograms();
  return (
    <FilterSelect
      label={t('filters.program')}
      allLabel={t('filters.allPrograms')}
      value={value}
      options={(programs.data ?? []).map((program) => ({ value: String(program.id), label: program.programName }))}
      onChange={onChange}
    />
  );
}

export function StudentFilterBar({ value, onChange, withNameSearch = false }: StudentFilterBarProps) {
  const { t } = useTranslation('enrolment');
  const periodWords = usePeriodWords();
  const programs = useCollegePrograms();
  const program = findProgram(programs.data, value.programId);
  const [name, setName] = useState(value.name);

  useEffect(() => {
    if (!withNameSearch || name === value.name) return undefined;
    const timer = setTimeout(() => onChange({ ...value, name }), NAME_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [withNameSearch, name, value, onChange]);

  const changeProgram = (programId: string) =>
    onChange({ ...value, programId, semYear: keptPeriod(value.semYear, findProgram(programs.data, programId)) });

  return (
    <>
      <AdmissionYearSelect value={value.batchId} onChange={(batchId) => onChange({ ...value, batchId })} />
      <ProgramSelect value={value.programId} onChange={changeProgram} />
      <TextField
        select
        size="small"
        label={t('filters.period')}
        value={value.semYear}
        onChange={(event) => onChange({ ...value, semYear: event.target.value })}
        sx={{ minWidth: 170 }}
      >
        <MenuItem value="">{t('filters.allPeriods')}</MenuItem>
        {periodOptions(program).map((option) => (
          <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
            {periodWords(option.value, periodUnit(program))}
          </MenuItem>
        ))}
      </TextField>
      {withNameSearch ? (
        <TextField
          size="small"
          type="search"
          label={t('filters.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          sx={{ minWidth: 200 }}
        />
      ) : undefined}
    </>
  );
}
