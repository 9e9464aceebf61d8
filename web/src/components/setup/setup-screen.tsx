/**
 * The setup screens' one pattern (spec section 2: Faculty, Level, Subject ...): an add form,
 * a list table, and an edit dialog opened from a row that closes shortly after a successful
 * update. Each screen passes its fields, columns, calls and the spec's messages.
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { EDIT_DIALOG_CLOSE_DELAY_MS } from '@hemis/contracts';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '../../lib/api-client.ts';
import {
  SchemaForm,
  applyServerErrors,
  useSchemaForm,
  type FieldErrors,
  type FormSchema,
} from '../form/schema-form.tsx';
import { DataTable, type Column } from '../data-table.tsx';
import { Page, Section } from '../page.tsx';
import { useToast } from '../toast.tsx';
import { columnsOfFields, FieldGrid, valuesLikeForm, type FieldSpec, type FormValues } from './field-grid.tsx';

export interface SetupMessages {
  created: string;
  /** Shown for a 409 answer. */
  exists?: string;
  createFailed: (error: unknown) => string;
  updated: string;
  updateFailed: (error: unknown) => string;
}

/** The server's message for an answered error, else a fallback. */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

interface ListState<Row> {
  data: readonly Row[] | undefined;
  isPending: boolean;
  error: unknown;
}

export interface SetupScreenProps<Row, V extends FormValues, Out> {
  title: string;
  /** "Faculty": names the add form, the list and the dialog. */
  entityName: string;
  /** The edit dialog's title when the spec gives its own ("Update Fee Type"); "Edit {entityName}" unless given. */
  editTitle?: string;
  fields: readonly FieldSpec<V>[];
  emptyValues: V;
  schema: FormSchema<Out>;
  /** Rules the schema cannot check alone (the subject's year or semester). */
  extraRules?: (values: V) => FieldErrors;
  list: ListState<Row>;
  /** The list's columns; the form's fields unless given. */
  columns?: readonly Column<Row>[];
  /** The row's key; the record's id unless given. */
  rowKey?: (row: Row) => number;
  rowName: (row: Row) => string;
  /** Without it there is no add form (the role may only read). */
  create?: ((data: Out) => Promise<unknown>) | undefined;
  /** Without it there is no edit action. */
  update?: ((row: Row, data: Out) => Promise<unknown>) | undefined;
  /** Hands on the form's checked values instead of the schema's output (they are sent as typed). */
  submitsValues?: boolean;
  /** The edit form's values of a row; each of the form's values read from the row as text unless given. */
  toValues?: (row: Row) => V;
  messages: SetupMessages;
  /** Filters above the list. */
  listToolbar?: ReactNode;
  /** More buttons of a row's Action column. */
  rowActions?: (row: Row) => ReactNode;
  /** Narrows the list (by the filters). */
  filterRows?: (rows: readonly Row[]) => readonly Row[];
}

interface Mutation<Input> {
  mutateAsync: (input: Input) => Promise<unknown>;
}

/** A screen's add and edit through its mutations (the edit's takes the record's id and body), each only for a role that may. */
export function setupWrites<Row extends { id: number }, Out>(
  create: Mutation<Out>,
  update: Mutation<{ id: number; body: Out }>,
  may: { create: boolean; update: boolean },
) {
  return {
    create: may.create ? create.mutateAsync : undefined,
    update: may.update ? (row: Row, body: Out) => update.mutateAsync({ id: row.id, body }) : undefined,
  };
}

function useSubmitHandler(messages: { exists?: string | undefined; failed: (error: unknown) => string }) {
  const toast = useToast();
  return <V extends FormValues>(error: unknown, form: UseFormReturn<V, unknown, unknown>) => {
    applyServerErrors(form, error);
    if (error instanceof ApiError && error.status === 409 && messages.exists) toast.error(messages.exists);
    else toast.error(messages.failed(error));
  };
}

function AddForm<V extends FormValues, Out>({
  entityName,
  fields,
  emptyValues,
  schema,
  extraRules,
  create,
  messages,
  submitsValues,
}: Pick<
  SetupScreenProps<unknown, V, Out>,
  'entityName' | 'fields' | 'emptyValues' | 'schema' | 'extraRules' | 'messages' | 'submitsValues'
> & {
  create: (data: Out) => Promise<unknown>;
}) {
  const toast = useToast();
  const form = useSchemaForm(schema, { defaultValues: emptyValues, rules: extraRules, submitsValues });
  const onError = useSubmitHandler({ exists: messages.exists, failed: messages.createFailed });
  const saving = form.formState.isSubmitting;

  const submit = async (data: Out) => {
    try {
      await create(data);
      toast.success(messages.created);
      form.reset();
    } catch (error) {
      onError(error, form);
    }
  };

  return (
    <Section title={`Add ${entityName}`}>
      <SchemaForm form={form} onSubmit={submit} label={`Add ${entityName}`}>
        <FieldGrid idPrefix="add" fields={fields} />
        <Box sx={{ display: 'flex', gap: 2, mt: 2, justifyContent: 'flex-end' }}>
          <Button type="button" onClick={() => form.reset()}>
            Reset
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : `Add ${entityName}`}
          </Button>
        </Box>
      </SchemaForm>
    </Section>
  );
}

function EditDialog<Row, V extends FormValues, Out>({
  row,
  onClose,
  entityName,
  editTitle = `Edit ${entityName}`,
  fields,
  schema,
  extraRules,
  update,
  toValues,
  messages,
  submitsValues,
}: Pick<
  SetupScreenProps<Row, V, Out>,
  'entityName' | 'editTitle' | 'fields' | 'schema' | 'extraRules' | 'messages' | 'submitsValues'
> & {
  row: Row;
  onClose: () => void;
  update: (row: Row, data: Out) => Promise<unknown>;
  toValues: (row: Row) => V;
}) {
  const toast = useToast();
  const form = useSchemaForm(schema, { defaultValues: toValues(row), rules: extraRules, submitsValues });
  const [state, setState] = useState<'editing' | 'saving' | 'saved'>('editing');
  const onError = useSubmitHandler({ failed: messages.updateFailed });

  // The dialog closes shortly after a successful update (spec section 9: about 0.6 s).
  useEffect(() => {
    if (state !== 'saved') return;
    const timer = window.setTimeout(onClose, EDIT_DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [state, onClose]);

  const submit = async (data: Out) => {
    setState('saving');
    try {
      await update(row, data);
      toast.success(messages.updated);
      setState('saved');
    } catch (error) {
      onError(error, form);
      setState('editing');
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-dialog-title">
      <SchemaForm form={form} onSubmit={submit} label={editTitle}>
        <DialogTitle id="edit-dialog-title">{editTitle}</DialogTitle>
        <DialogContent>
          {state === 'saved' ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              {messages.updated}
            </Alert>
          ) : undefined}
          <Box sx={{ pt: 1 }}>
            <FieldGrid idPrefix="edit" fields={fields} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={state !== 'editing'}>
            {state === 'saving' ? 'Updating…' : 'Update'}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}

export function SetupScreen<Row, V extends FormValues, Out>(props: SetupScreenProps<Row, V, Out>) {
  const {
    title,
    entityName,
    list,
    columns,
    rowKey,
    rowName,
    create,
    update,
    toValues = (row: Row) => valuesLikeForm(props.emptyValues, row as object),
    listToolbar,
    filterRows,
    rowActions,
  } = props;
  const [editing, setEditing] = useState<Row | undefined>();
  const rows = list.data && filterRows ? filterRows(list.data) : list.data;
  const closeDialog = useCallback(() => setEditing(undefined), []);
  return (
    <Page title={title}>
      {create ? <AddForm {...props} create={create} /> : undefined}
      <Section title={`${entityName} List`}>
        <DataTable
          label={`${entityName} list`}
          columns={columns ?? columnsOfFields<Row, V>(props.fields)}
          rows={rows}
          rowKey={rowKey}
          rowName={rowName}
          loading={list.isPending}
          error={list.error ? `Could not load the list: ${serverMessage(list.error, 'please try again.')}` : undefined}
          onEdit={update ? setEditing : undefined}
          rowActions={rowActions}
          toolbar={listToolbar}
        />
      </Section>
      {editing && update ? (
        <EditDialog {...props} row={editing} update={update} toValues={toValues} onClose={closeDialog} />
      ) : undefined}
    </Page>
  );
}
