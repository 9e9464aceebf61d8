/**
 * Renders a form's fields from their descriptions, so add forms and edit dialogs of the
 * setup screens share one layout: required marks, options, and the field's error.
 */
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { FormField } from '../form-field.tsx';
import type { FieldErrors } from '../../lib/use-form.ts';

export interface FieldOption {
  value: string;
  label: string;
}

/** A form's values: text and choices as strings, ticked records (checkbox groups) as ids. */
export type FormValues = Record<string, string | readonly number[]>;

/** What a field the grid cannot draw itself receives. */
export interface CustomFieldProps<V extends FormValues> {
  id: string;
  values: V;
  error: string | undefined;
  onChange: (changes: Partial<V>) => void;
}

export interface FieldSpec<V extends FormValues> {
  name: keyof V & string;
  label: string;
  required?: boolean;
  type?: 'text' | 'number' | 'date' | 'textarea';
  options?: readonly FieldOption[];
  /** The other fields a change of this one sets (the subject's program clears year or semester). */
  onChange?: (value: string, values: V) => Partial<V>;
  /** Hidden fields are neither shown nor required (the subject's year or semester). */
  hidden?: (values: V) => boolean;
  /** Columns out of 12 on wide screens. */
  width?: 3 | 4 | 6 | 12;
  /** Draws a field that is not a text or select field (the subject's group checkboxes). */
  render?: (field: CustomFieldProps<V>) => ReactNode;
}

export const STATUS_OPTIONS: readonly FieldOption[] = [
  { value: 'true', label: 'Active' },
  { value: 'false', label: 'Inactive' },
];

interface FieldGridProps<V extends FormValues> {
  fields: readonly FieldSpec<V>[];
  values: V;
  errors: FieldErrors;
  onChange: (changes: Partial<V>) => void;
  /** Distinguishes the add form's inputs from the edit dialog's. */
  idPrefix: string;
}

export function FieldGrid<V extends FormValues>({ fields, values, errors, onChange, idPrefix }: FieldGridProps<V>) {
  return (
    <Grid container spacing={2}>
      {fields
        .filter((spec) => !spec.hidden?.(values))
        .map((spec) => (
          <Grid key={spec.name} size={{ xs: 12, sm: 6, md: spec.width ?? 4 }}>
            {spec.render ? (
              spec.render({ id: `${idPrefix}-${spec.name}`, values, error: errors[spec.name], onChange })
            ) : (
              <FormField
                id={`${idPrefix}-${spec.name}`}
                name={spec.name}
                label={spec.label}
                required={spec.required}
                value={values[spec.name] ?? ''}
                error={errors[spec.name]}
                select={Boolean(spec.options)}
                type={spec.type === 'textarea' ? 'text' : (spec.type ?? 'text')}
                multiline={spec.type === 'textarea'}
                minRows={spec.type === 'textarea' ? 2 : undefined}
                slotProps={spec.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
                onChange={(event) => {
                  const value = event.target.value;
                  onChange({ [spec.name]: value, ...spec.onChange?.(value, values) } as Partial<V>);
                }}
              >
                {spec.options?.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label}
                  </MenuItem>
                ))}
              </FormField>
            )}
          </Grid>
        ))}
    </Grid>
  );
}
