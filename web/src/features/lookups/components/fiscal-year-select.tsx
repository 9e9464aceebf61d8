/**
 * The fiscal years as choices: the filter of the lists by fiscal year (graduates, scholars,
 * alumni) and the options of the forms that name one.
 */
import type { FiscalYear } from '@hemis/contracts';
import {
  FilterSelect,
  ListFilterSelect,
  type FilterOption,
  type FilterState,
} from '../../../components/filter-select.tsx';
import { fiscalYears } from '../api/fiscal-years.ts';

export const fiscalYearOptions = (years: readonly FiscalYear[] | undefined): FilterOption[] =>
  (years ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali }));

export function useFiscalYearOptions(): FilterOption[] {
  return fiscalYearOptions(fiscalYears.useList().data);
}

/** "Fiscal Year": every year, or "All". */
export function FiscalYearSelect({
  value,
  onChange,
  fullWidth,
}: {
  value: string;
  onChange: (value: string) => void;
  fullWidth?: boolean;
}) {
  return (
    <FilterSelect
      label="Fiscal Year"
      value={value}
      options={useFiscalYearOptions()}
      onChange={onChange}
      fullWidth={fullWidth}
    />
  );
}

/** "Fiscal Year" bound to a list's fiscalYearId filter. */
export function FiscalYearFilter<F extends { fiscalYearId: string }>({ state }: { state: FilterState<F> }) {
  return <ListFilterSelect state={state} name="fiscalYearId" label="Fiscal Year" options={useFiscalYearOptions()} />;
}
