/** A list filter: a small select whose first choice, "All" unless named, filters nothing (the value ''). */
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  fullWidth?: boolean;
  allLabel?: string;
}

export function FilterSelect({
  label,
  value,
  options,
  onChange,
  fullWidth = false,
  allLabel = 'All',
}: FilterSelectProps) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth={fullWidth}
      sx={fullWidth ? undefined : { minWidth: 180 }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {menuItems(options)}
    </TextField>
  );
}

/** The choices of a select, one menu item each (for selects that are not filters, such as a form's). */
export function menuItems(options: readonly FilterOption[]) {
  return options.map((option) => (
    <MenuItem key={option.value} value={option.value}>
      {option.label}
    </MenuItem>
  ));
}

/** What a filter reads and sets of a list's state (useListState). */
export interface FilterState<F> {
  filters: F;
  filter: (change: Partial<F>) => void;
}

/** A filter select bound to one filter of a list's state: choosing sets that filter alone. */
export function ListFilterSelect<K extends string, F extends Record<K, string>>({
  state,
  name,
  ...select
}: { state: FilterState<F>; name: K } & Omit<FilterSelectProps, 'value' | 'onChange'>) {
  return (
    <FilterSelect
      {...select}
      value={state.filters[name]}
      onChange={(value) => state.filter({ [name]: value } as Partial<F>)}
    />
  );
}
