/**
 * What the three chart screens (sub-groups, ledgers, sub-ledgers) share: the screen itself with
 * its list and filters, the add/edit dialog over a contract schema, the chart and status cells,
 * the row's buttons and the confirmation that sets a row aside or brings it back. A row of the
 * standard chart is marked and kept by the grants body; a campus's staff keep their campus's
 * own rows.
 */
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FieldValues } from 'react-hook-form';
import { ACCOUNT_GROUPS } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import {
  FormDialogBody,
  SchemaForm,
  TextInput,
  applyServerErrors,
  useSchemaForm,
  type FormSchema,
} from '../../../components/form/index.ts';
import {
  FilterBar,
  ListScreen,
  useListState,
  type ListState,
  type ListTexts,
  type PagedQuery,
} from '../../../components/list-screen.tsx';
import type { PagedColumn, PageRequest } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { messageBesideFields } from '../../../lib/api-client.ts';
import { useToast } from '../../../components/toast.tsx';
import { NO_CHART_FILTERS, type ChartFilters } from '../api/keys.ts';
import { BooksCampusSelect, useBooksCampus, type BooksCampus } from './books-campus.tsx';

export const GROUP_OPTIONS = ACCOUNT_GROUPS.map((group) => ({ value: group, label: group }));

/** A chart row as the shared parts read it. */
export interface ChartRow {
  id: number;
  code: string;
  name: string;
  /** Sub-ledgers are always a campus's own and carry no mark. */
  isStandard?: boolean;
  isActive: boolean;
}

/** Blank text as left out (an edit sends only what it holds). */
export const blankless = (value: string) => (value.trim() ? value.trim() : undefined);

export interface ChartDialogProps<V extends FieldValues> {
  title: string;
  schema: FormSchema;
  defaults: V;
  /** Sends the form's values (as typed) to the server. */
  save: (values: V) => Promise<unknown>;
  saved: string;
  failed: string;
  submitLabel: string;
  onClose: () => void;
  /** The bound inputs. */
  children: ReactNode;
}

/** The add or edit dialog of a chart row: the contract's schema checks it, the server's messages land on its fields. */
export function ChartDialog<V extends FieldValues>({
  title,
  schema,
  defaults,
  save,
  saved,
  failed,
  submitLabel,
  onClose,
  children,
}: ChartDialogProps<V>) {
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<V, unknown>(schema, { defaultValues: defaults, submitsValues: true });
  const submit = async () => {
    setFailure(undefined);
    try {
      await save(form.getValues());
      toast.success(saved);
      onClose();
    } catch (error) {
      applyServerErrors(form, error);
      setFailure(messageBesideFields(error, (field) => field in form.getValues(), failed));
    }
  };
  const saving = form.formState.isSubmitting;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="chart-dialog-title">
      <DialogTitle id="chart-dialog-title">{title}</DialogTitle>
      <SchemaForm form={form} onSubmit={submit} label={title}>
        <FormDialogBody failure={failure} saving={saving} submitLabel={submitLabel} onClose={onClose}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </FormDialogBody>
      </SchemaForm>
    </Dialog>
  );
}

/** "Standard" for the standard chart's rows, "Campus" for the campus's own. */
export function chartColumn<T extends ChartRow>(): PagedColumn<T> {
  return {
    id: 'chart',
    header: 'Chart',
    cell: (row) =>
      row.isStandard ? <Chip size="small" label="Standard" /> : <Chip size="small" variant="outlined" label="Campus" />,
  };
}

export function statusColumn<T extends ChartRow>(): PagedColumn<T> {
  return {
    id: 'status',
    header: 'Status',
    cell: (row) =>
      row.isActive ? <Chip size="small" color="success" label="Active" /> : <Chip size="small" label="Inactive" />,
  };
}

/** The Action column: Edit and Deactivate (or Activate) for the rows the caller keeps, nothing on the others. */
export function chartActionColumn<T extends ChartRow>(
  keeps: (row: T) => boolean,
  onEdit: (row: T) => void,
  onToggle: (row: T) => void,
): PagedColumn<T> {
  return actionColumn((row) =>
    keeps(row) ? (
      <RowButtons>
        <RowButton label={`Edit ${row.name}`} onClick={() => onEdit(row)}>
          Edit
        </RowButton>
        <RowButton
          label={`${row.isActive ? 'Deactivate' : 'Activate'} ${row.name}`}
          color={row.isActive ? 'warning' : 'success'}
          onClick={() => onToggle(row)}
        >
          {row.isActive ? 'Deactivate' : 'Activate'}
        </RowButton>
      </RowButtons>
    ) : undefined,
  );
}

/** Asks before a row is set aside (it stays in the books it was used in, but no new voucher can use it) or brought back. */
export function ActiveToggleDialog<T extends ChartRow>({
  row,
  kind,
  update,
  onClose,
}: {
  row: T;
  /** "sub-group", "ledger", "sub-ledger". */
  kind: string;
  update: (input: { id: number; isActive: boolean }) => Promise<unknown>;
  onClose: () => void;
}) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const activating = !row.isActive;
  const confirm = async () => {
    setBusy(true);
    try {
      await update({ id: row.id, isActive: activating });
      toast.success(`${row.name} ${activating ? 'activated' : 'deactivated'}`);
      onClose();
    } catch (error) {
      toast.error(serverMessage(error, `The ${kind} could not be changed.`));
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open
      title={`${activating ? 'Activate' : 'Deactivate'} ${row.name}?`}
      confirmLabel={activating ? 'Activate' : 'Deactivate'}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {activating
        ? `The ${kind} can be used in vouchers again.`
        : `The ${kind} stays in the books it was used in, but new vouchers cannot use it.`}
    </ConfirmDialog>
  );
}

/** A chart screen's campus, its list's filters and page (by code first), and the page the server answers. */
export function useChartList<Q>(usePage: (request: PageRequest, filters: ChartFilters) => Q) {
  const books = useBooksCampus();
  const state = useListState<Omit<ChartFilters, 'campusId'>>({ sortBy: 'code' }, NO_CHART_FILTERS);
  const query = usePage(state.request, { ...state.filters, campusId: books.campusId });
  return { books, state, query };
}

/** Which dialog a chart screen has open. */
export type ChartDialogState<T> = { kind: 'add' } | { kind: 'edit'; row: T } | { kind: 'toggle'; row: T } | undefined;

/** The add or edit form of a chart row: its schema, first values, what it sends and its inputs. */
export interface ChartForm<V extends FieldValues> {
  schema: FormSchema;
  defaults: V;
  save(values: V): Promise<unknown>;
  fields: ReactNode;
}

/** The inputs every chart row has. */
export function CodeNameFields() {
  return (
    <>
      <TextInput name="code" label="Code" required />
      <TextInput name="name" label="Name" required />
    </>
  );
}

/** The edit form of a row whose code and name alone change (a sub-group, a sub-ledger). */
export function codeNameEdit(
  row: ChartRow,
  schema: FormSchema,
  update: (input: { id: number; body: { code: string; name: string } }) => Promise<unknown>,
  above?: ReactNode,
): ChartForm<{ code: string; name: string }> {
  return {
    schema,
    defaults: { code: row.code, name: row.name },
    save: (values) => update({ id: row.id, body: { code: values.code.trim(), name: values.name.trim() } }),
    fields: (
      <>
        {above}
        <CodeNameFields />
      </>
    ),
  };
}

export interface ChartScreenProps<T extends ChartRow> {
  books: BooksCampus;
  state: Pick<ListState, 'request' | 'onRequest'> & { filter: (change: Record<string, never>) => void };
  query: PagedQuery<T>;
  texts: ListTexts;
  /** "Sub-Group", "Ledger", "Sub-Ledger": the add button's and dialog's word. */
  title: string;
  /** "sub-group", "ledger", "sub-ledger": the messages' word. */
  kind: string;
  /** The row's own columns after Code and Name; the chart (unless left out), status and action columns follow. */
  columns: PagedColumn<T>[];
  /** The Chart column (Standard or Campus); sub-ledgers are always the campus's own. */
  chart?: boolean;
  keeps: (row: T) => boolean;
  adds: boolean;
  /** The campus filter's first choice. */
  campusLabel?: string;
  /** The filters after the campus. */
  filters: ReactNode;
  add: () => ChartForm<FieldValues>;
  edit: (row: T) => ChartForm<FieldValues>;
  /** Sets a row aside or brings it back. */
  toggle: (input: { id: number; isActive: boolean }) => Promise<unknown>;
}

/**
 * A chart screen: the campus whose chart it reads and the screen's filters, the rows with their
 * chart, status and buttons, and the add, edit and deactivate (or activate) dialogs.
 */
export function ChartScreen<T extends ChartRow>({
  books,
  state,
  query,
  texts,
  title,
  kind,
  columns,
  chart = true,
  keeps,
  adds,
  campusLabel,
  filters,
  add,
  edit,
  toggle,
}: ChartScreenProps<T>) {
  const [dialog, setDialog] = useState<ChartDialogState<T>>();
  const close = () => setDialog(undefined);
  const noun = kind.charAt(0).toUpperCase() + kind.slice(1);
  const form = dialog?.kind === 'add' ? add() : dialog?.kind === 'edit' ? edit(dialog.row) : undefined;
  return (
    <ListScreen<T>
      texts={texts}
      above={
        adds ? (
          <Button variant="contained" sx={{ mb: 2 }} onClick={() => setDialog({ kind: 'add' })}>
            Add {title}
          </Button>
        ) : undefined
      }
      state={state}
      query={query}
      columns={[
        { id: 'code', header: 'Code', cell: (row) => row.code, sortKey: 'code' },
        { id: 'name', header: 'Name', cell: (row) => row.name, sortKey: 'name' },
        ...columns,
        ...(chart ? [chartColumn<T>()] : []),
        statusColumn<T>(),
        chartActionColumn<T>(
          keeps,
          (row) => setDialog({ kind: 'edit', row }),
          (row) => setDialog({ kind: 'toggle', row }),
        ),
      ]}
      toolbar={
        <FilterBar>
          <BooksCampusSelect books={books} allLabel={campusLabel} onChosen={() => state.filter({})} />
          {filters}
        </FilterBar>
      }
    >
      {form && dialog?.kind !== 'toggle' ? (
        <ChartDialog
          key={dialog?.kind === 'edit' ? dialog.row.id : 'add'}
          title={dialog?.kind === 'edit' ? `Edit ${dialog.row.name}` : `Add ${title}`}
          schema={form.schema}
          defaults={form.defaults}
          save={(values) => form.save(values)}
          saved={`${noun} ${dialog?.kind === 'edit' ? 'updated' : 'added'}`}
          failed={`The ${kind} could not be ${dialog?.kind === 'edit' ? 'updated' : 'added'}.`}
          submitLabel={dialog?.kind === 'edit' ? 'Update' : 'Add'}
          onClose={close}
        >
          {form.fields}
        </ChartDialog>
      ) : undefined}
      {dialog?.kind === 'toggle' ? (
        <ActiveToggleDialog row={dialog.row} kind={kind} update={toggle} onClose={close} />
      ) : undefined}
    </ListScreen>
  );
}
