/**
 * Renders a form's fields from their descriptions, so add forms and edit dialogs of the
 * setup screens share one layout: required marks, options, and the field's error. The fields
 * are the form layer's inputs (components/form), bound to the surrounding SchemaForm.
 */
import type { ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useFormContext, useFormState, useWatch, type Path, type PathValue } from 'react-hook-form';
import type { Column } from '../data-table.tsx';
import { errorOf } from '../form/schema-form.tsx';
import { TextInput, type Option } from '../form/inputs.tsx';
import { SelectInput } from '../form/select-input.tsx';

export type FieldOption = Option;

/** A form's values: text and choices as strings, ticked records (checkbox groups) as ids, a chosen file (a logo). */
export type FormValues = Record<string, string | readonly number[] | File | undefined>;

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

/** The status most setup records carry, chosen as Active or Inactive. */
export const STATUS_FIELD = { name: 'status', label: 'Status', options: STATUS_OPTIONS } as const;

/** The free text most setup records carry, across the form's full width. */
export const REMARKS_FIELD = { name: 'remarks', label: 'Remarks', type: 'textarea', width: 12 } as const;

export const YES_NO_OPTIONS: readonly FieldOption[] = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

/**
 * Columns that show the form's fields as the list's: the field's label, the row's value, a choice by
 * its label. Named fields give the columns in the order named; otherwise every field is one.
 */
export function columnsOfFields<Row, V extends FormValues>(
  fields: readonly FieldSpec<V>[],
  names?: readonly (keyof V & string)[],
): Column<Row>[] {
  const listed = names ? names.flatMap((name) => fields.filter((field) => field.name === name)) : fields;
  return listed.map((field) => ({
    id: field.name,
    header: field.label,
    value: (row) => {
      const value = (row as Record<string, string | number | null | undefined>)[field.name];
      return field.options?.find((option) => option.value === String(value))?.label ?? value;
    },
  }));
}

/** A row's values as the edit form holds them, name by name as text (nothing as ''). */
function textValuesOfRow<V extends FormValues>(names: readonly string[], row: object): V {
  const record = row as Record<string, unknown>;
  return Object.fromEntries(
    names.map((name) => [name, record[name] === null || record[name] === undefined ? '' : String(record[name])]),
  ) as V;
}

/** A row's values for the form's fields, as text. */
export function valuesOfRow<V extends FormValues>(fields: readonly FieldSpec<V>[], row: object): V {
  return textValuesOfRow(
    fields.map((field) => field.name),
    row,
  );
}

/** A row's values for every value the form holds (fields the role does not see included), as text. */
export function valuesLikeForm<V extends FormValues>(emptyValues: V, row: object): V {
  return textValuesOfRow(Object.keys(emptyValues), row);
}

interface FieldGridProps<V extends FormValues> {
  fields: readonly FieldSpec<V>[];
  /** Distinguishes the add form's inputs from the edit dialog's. */
  idPrefix: string;
}

/** Draws the fields inside a SchemaForm (components/form): each field is bound to the form by its name. */
export function FieldGrid<V extends FormValues>({ fields, idPrefix }: FieldGridProps<V>) {
  const { control, getValues, setValue } = useFormContext<V>();
  const values = useWatch({ control }) as V;
  const { errors } = useFormState({ control });
  const change = (changes: Partial<V>) => {
    for (const [name, value] of Object.entries(changes)) {
      setValue(name as Path<V>, value as PathValue<V, Path<V>>, { shouldDirty: true, shouldValidate: false });
    }
  };
  return (
    <Grid container spacing={2}>
      {fields
        .filter((spec) => !spec.hidden?.(values))
        .map((spec) => {
          const id = `${idPrefix}-${spec.name}`;
          const follow = (value: string) => spec.onChange && change(spec.onChange(value, getValues()));
          return (
            <Grid key={spec.name} size={{ xs: 12, sm: 6, md: spec.width ?? 4 }}>
              {spec.render ? (
                spec.render({ id, values, error: errorOf(errors, spec.name), onChange: change })
              ) : spec.options ? (
                <SelectInput
                  id={id}
                  name={spec.name}
                  label={spec.label}
                  required={spec.required}
                  options={spec.options}
                  onValueChange={follow}
                />
              ) : (
                <TextInput
                  id={id}
                  name={spec.name}
                  label={spec.label}
                  required={spec.required}
                  type={spec.type === 'textarea' ? 'text' : (spec.type ?? 'text')}
                  multiline={spec.type === 'textarea'}
                  minRows={spec.type === 'textarea' ? 2 : undefined}
                  slotProps={spec.type === 'date' ? { inputLabel: { shrink: true } } : undefined}
                  onValueChange={follow}
                />
              )}
            </Grid>
          );
        })}
    </Grid>
  );
}
