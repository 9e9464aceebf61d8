/**
 * The campus of the public registration, bound to the form's `campusId`: the campuses are many
 * (the national registry), so the server searches them by name as the alumnus types.
 */
import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import { useController, useFormContext } from 'react-hook-form';
import { FormField } from '../../../components/form-field.tsx';
import { useRegistrationCampuses, type AlumniCampusOption } from '../api/alumni-registration.ts';

export function CampusSearchInput({ name, onValueChange }: { name: string; onValueChange: () => void }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<AlumniCampusOption | null>(null);
  const campuses = useRegistrationCampuses(search.trim());
  return (
    <Autocomplete
      options={campuses.data ?? []}
      value={chosen}
      loading={campuses.isFetching}
      // The server has already filtered by name; the list shows its answer as it is.
      filterOptions={(options) => options}
      getOptionLabel={(option) => `${option.campusName} (${option.universityName})`}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      onInputChange={(_event, text) => setSearch(text)}
      onChange={(_event, option) => {
        setChosen(option);
        field.onChange(option ? String(option.id) : '');
        onValueChange();
      }}
      renderInput={(params) => (
        <FormField
          {...params}
          inputRef={field.ref}
          label="Campus"
          required
          placeholder="Type the campus name"
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
