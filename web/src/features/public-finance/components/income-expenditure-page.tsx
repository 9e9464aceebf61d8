/**
 * Income & Expenditure Entry (/public-finance/income-expense, /other-setup/income-expenditure-entry):
 * a campus records its income and expenditure under the grants body's heads, by fiscal year,
 * each entry with its evidence document. The list shows the entries that stand, by fiscal year
 * and head type, one page at a time: the server searches, sorts and pages it, as the grants
 * body's list runs to hundreds of thousands of entries. An entry is never deleted: a change asks why and keeps what the entry said
 * before (its history), and an entry made by mistake is cancelled with a reason, leaving the
 * list and the totals. Its university and the grants body read the entries of their scope.
 */
import { useCallback, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import {
  can,
  CreateIncomeExpenditureEntryBodySchema,
  EDIT_DIALOG_CLOSE_DELAY_MS,
  FINANCE_HEAD_TYPES,
  UpdateIncomeExpenditureEntryBodySchema,
  type CreateIncomeExpenditureEntryBodyParsed,
  type FinanceHead,
  type IncomeExpenditureEntry,
  type IncomeExpenditureEntryVersion,
} from '@hemis/contracts';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { ListFilterSelect } from '../../../components/filter-select.tsx';
import {
  BsDateInput,
  FileInput,
  fileRules,
  SchemaForm,
  applyServerErrors,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { TextInput } from '../../../components/form/inputs.tsx';
import { FilterBar, ServerList, useListState } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { FieldGrid, REMARKS_FIELD, type FieldSpec } from '../../../components/setup/field-grid.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { FiscalYearFilter, useFiscalYearOptions } from '../../lookups/components/fiscal-year-select.tsx';
import { useFinanceHeads } from '../api/finance-heads.ts';
import {
  downloadEvidence,
  useCancelIncomeExpenditureEntry,
  useCreateIncomeExpenditureEntry,
  useEntryVersions,
  useIncomeExpenditureEntryPage,
  useUpdateIncomeExpenditureEntry,
  type EntryFilters,
} from '../api/income-expenditure-entries.ts';

/** The server keeps evidence documents up to 5 MB (private files). */
const EVIDENCE_MAX_BYTES = 5 * 1024 * 1024;
const EVIDENCE_RULES = fileRules({ evidenceDoc: ['image-or-pdf', 'The evidence document'] }, EVIDENCE_MAX_BYTES);

const EMPTY = {
  headNameId: '',
  fiscalYearId: '',
  dateOfEntry: '',
  dateOfEntryAd: '',
  amount: '',
  evidenceDoc: undefined as File | undefined,
  remarks: '',
};
type Values = typeof EMPTY;
type EditValues = Values & { reason: string };

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A head as the form offers it: its code, name and kind. */
const headLabel = (head: Pick<FinanceHead, 'headName' | 'headType' | 'expenditureType'> & { headCode?: number }) =>
  `${head.headCode ? `${head.headCode} – ` : ''}${head.headName} (${head.expenditureType ?? head.headType})`;

/** The entry form's fields, shared by the add form and the edit dialog. */
function useEntryFields(kept?: IncomeExpenditureEntry): FieldSpec<Values>[] {
  const heads = useFinanceHeads().data ?? [];
  return [
    {
      name: 'headNameId',
      label: 'Head',
      required: true,
      width: 6,
      options: heads.map((head) => ({ value: String(head.id), label: headLabel(head) })),
    },
    { name: 'fiscalYearId', label: 'Fiscal Year', required: true, width: 6, options: useFiscalYearOptions() },
    {
      name: 'dateOfEntry',
      label: 'Date of Entry',
      width: 6,
      render: () => <BsDateInput name="dateOfEntry" adName="dateOfEntryAd" label="Date of Entry" required />,
    },
    { name: 'amount', label: 'Amount (NPR)', required: true, width: 6 },
    {
      name: 'evidenceDoc',
      label: 'Evidence Document',
      width: 6,
      render: () => (
        <FileInput
          name="evidenceDoc"
          label="Evidence Document (PDF or image)"
          kind="image-or-pdf"
          kept={
            kept?.evidenceFileName
              ? { name: kept.evidenceFileName, onOpen: () => void downloadEvidence(kept.id) }
              : undefined
          }
        />
      ),
    },
    { ...REMARKS_FIELD, width: 6 },
  ];
}

function AddEntryForm() {
  const toast = useToast();
  const create = useCreateIncomeExpenditureEntry();
  const form = useSchemaForm<Values, CreateIncomeExpenditureEntryBodyParsed>(CreateIncomeExpenditureEntryBodySchema, {
    defaultValues: EMPTY,
    rules: EVIDENCE_RULES,
  });
  const fields = useEntryFields();
  const submit = async (body: CreateIncomeExpenditureEntryBodyParsed) => {
    try {
      await create.mutateAsync(body);
      toast.success('Entry added successfully');
      form.reset();
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(serverMessage(error, 'Failed to add the entry'));
    }
  };
  return (
    <Section title="Add Income or Expenditure Entry">
      <SchemaForm form={form} onSubmit={submit} label="Add Income or Expenditure Entry">
        <FieldGrid idPrefix="add" fields={fields} />
        <Box sx={{ display: 'flex', gap: 2, mt: 2, justifyContent: 'flex-end' }}>
          <Button type="button" onClick={() => form.reset()}>
            Reset
          </Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? 'Saving…' : 'Add Entry'}
          </Button>
        </Box>
      </SchemaForm>
    </Section>
  );
}

const REASON_REQUIRED = 'Say why the entry is changed';

/** Changes an entry: the form again, with the reason kept beside the version it replaces. */
function EditEntryDialog({ entry, onClose }: { entry: IncomeExpenditureEntry; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateIncomeExpenditureEntry();
  const [saved, setSaved] = useState(false);
  const form = useSchemaForm<EditValues, CreateIncomeExpenditureEntryBodyParsed & { reason?: string }>(
    UpdateIncomeExpenditureEntryBodySchema,
    {
      defaultValues: {
        headNameId: String(entry.headNameId),
        fiscalYearId: String(entry.fiscalYearId),
        dateOfEntry: entry.dateOfEntry,
        dateOfEntryAd: entry.dateOfEntryAd,
        amount: String(entry.amount),
        evidenceDoc: undefined,
        remarks: entry.remarks ?? '',
        reason: '',
      },
      rules: (values) => ({
        ...EVIDENCE_RULES(values),
        reason: values.reason.trim() ? undefined : REASON_REQUIRED,
      }),
    },
  );
  const fields = useEntryFields(entry);

  // The dialog closes shortly after a successful change (spec section 9).
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(onClose, EDIT_DIALOG_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [saved, onClose]);

  const submit = async (body: CreateIncomeExpenditureEntryBodyParsed & { reason?: string }) => {
    try {
      await update.mutateAsync({ id: entry.id, body, reason: body.reason ?? '' });
      toast.success('Entry updated successfully');
      setSaved(true);
    } catch (error) {
      applyServerErrors(form, error);
      toast.error(serverMessage(error, 'Failed to update the entry'));
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="edit-entry-title">
      <SchemaForm form={form} onSubmit={submit} label="Edit Entry">
        <DialogTitle id="edit-entry-title">Edit Entry</DialogTitle>
        <DialogContent>
          {saved ? (
            <Alert severity="success" sx={{ mb: 2 }}>
              Entry updated successfully
            </Alert>
          ) : (
            <Alert severity="info" sx={{ mb: 2 }}>
              What the entry says now is kept in its history with your reason; its evidence document is kept too.
            </Alert>
          )}
          <Box sx={{ pt: 1 }}>
            <FieldGrid idPrefix="edit" fields={fields} />
            <Grid container sx={{ mt: 2 }}>
              <Grid size={12}>
                <TextInput
                  id="edit-reason"
                  name="reason"
                  label="Reason for the change"
                  required
                  multiline
                  minRows={2}
                />
              </Grid>
            </Grid>
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting || saved}>
            {form.formState.isSubmitting ? 'Updating…' : 'Update'}
          </Button>
        </DialogActions>
      </SchemaForm>
    </Dialog>
  );
}

function CancelEntryDialog({ entry, onClose }: { entry: IncomeExpenditureEntry; onClose: () => void }) {
  return (
    <ReasonDialog
      id={entry.id}
      action={useCancelIncomeExpenditureEntry()}
      title={`Cancel the entry of NPR ${money.format(entry.amount)}?`}
      confirmLabel="Cancel Entry"
      reasonLabel="Reason for cancelling"
      reasonRequired="A reason is required to cancel an entry"
      succeeded="Entry cancelled"
      failed="The entry could not be cancelled"
      onClose={onClose}
    >
      The entry under {entry.headName.headName} of {entry.dateOfEntry} leaves the list and the totals, and can no longer
      be changed; it is kept with the reason, for the record.
    </ReasonDialog>
  );
}

const VERSION_COLUMNS: Column<IncomeExpenditureEntryVersion>[] = [
  { id: 'replacedAt', header: 'Replaced on', value: (row) => new Date(row.replacedAt).toLocaleString('en-GB') },
  { id: 'replacedBy', header: 'By', value: (row) => row.replacedBy ?? '' },
  { id: 'reason', header: 'Reason', value: (row) => row.reason ?? '—' },
  { id: 'headName', header: 'Head', value: (row) => row.headName },
  { id: 'fiscalYear', header: 'Fiscal Year', value: (row) => row.fiscalYear },
  { id: 'dateOfEntry', header: 'Date (BS)', value: (row) => row.dateOfEntry },
  { id: 'amount', header: 'Amount (NPR)', value: (row) => money.format(row.amount) },
  { id: 'remarks', header: 'Remarks', value: (row) => row.remarks ?? '' },
  {
    id: 'evidence',
    header: 'Evidence',
    value: (row) => row.evidenceFileName ?? '',
    render: (row) =>
      row.evidenceFileName ? (
        <Button size="small" onClick={() => void downloadEvidence(row.entryId, row.id)}>
          Download
        </Button>
      ) : (
        '—'
      ),
  },
];

/** What the entry said before each change, oldest first. */
function EntryHistoryDialog({ entry, onClose }: { entry: IncomeExpenditureEntry; onClose: () => void }) {
  const versions = useEntryVersions(entry.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="entry-history-title">
      <DialogTitle id="entry-history-title">History of the entry</DialogTitle>
      <DialogContent>
        {entry.cancelledAt ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            Cancelled on {new Date(entry.cancelledAt).toLocaleString('en-GB')}: {entry.cancelReason}
          </Alert>
        ) : undefined}
        <DataTable
          label="Earlier versions"
          columns={VERSION_COLUMNS}
          rows={versions.data}
          loading={versions.isPending}
          error={versions.error ? serverMessage(versions.error, 'Could not load the history.') : undefined}
          emptyText="The entry has not been changed since it was made."
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

const HEAD_TYPE_OPTIONS = FINANCE_HEAD_TYPES.map((type) => ({ value: type, label: type }));
const STATE_OPTIONS = [{ value: 'true', label: 'Cancelled' }];

type Opened = { kind: 'edit' | 'cancel' | 'history'; entry: IncomeExpenditureEntry } | undefined;

const listFailure = (error: unknown) => `Could not load the list: ${serverMessage(error, 'please try again.')}`;

export function IncomeExpenditurePage() {
  const role = useRole();
  const mayWrite = can(role, 'finance-entry:write');
  const state = useListState<EntryFilters>({}, { fiscalYearId: '', headType: '', cancelled: '' });
  const list = useIncomeExpenditureEntryPage(state.request, state.filters);
  const [opened, setOpened] = useState<Opened>();
  const close = useCallback(() => setOpened(undefined), []);
  const nameOf = (row: IncomeExpenditureEntry) => `${row.headName.headName} of ${row.dateOfEntry}`;
  const columns: PagedColumn<IncomeExpenditureEntry>[] = [
    { id: 'dateOfEntry', header: 'Date (BS)', cell: (row) => row.dateOfEntry, sortKey: 'dateOfEntry' },
    ...(mayWrite
      ? []
      : [
          {
            id: 'campusName',
            header: 'Campus',
            cell: (row: IncomeExpenditureEntry) => row.campusName,
            sortKey: 'campusName',
          },
        ]),
    { id: 'headName', header: 'Head', cell: (row) => row.headName.headName, sortKey: 'headName' },
    { id: 'headType', header: 'Type', cell: (row) => row.headName.expenditureType ?? row.headName.headType },
    { id: 'fiscalYear', header: 'Fiscal Year', cell: (row) => row.fiscalYear.yearNepali, sortKey: 'fiscalYear' },
    { id: 'amount', header: 'Amount (NPR)', cell: (row) => money.format(row.amount), sortKey: 'amount' },
    { id: 'remarks', header: 'Remarks', cell: (row) => row.remarks ?? '' },
    {
      id: 'evidence',
      header: 'Evidence',
      cell: (row) =>
        row.evidenceFileName ? (
          <Button
            size="small"
            onClick={() => void downloadEvidence(row.id)}
            aria-label={`Download the evidence of ${nameOf(row)}`}
          >
            Download
          </Button>
        ) : (
          '—'
        ),
    },
    {
      id: 'state',
      header: 'State',
      cell: (row) =>
        row.cancelledAt ? (
          <Chip size="small" color="error" label="Cancelled" />
        ) : row.versionCount ? (
          <Chip size="small" variant="outlined" label={`Changed ${row.versionCount}×`} />
        ) : (
          ''
        ),
    },
    actionColumn((row) => (
      <RowButtons>
        {mayWrite && !row.cancelledAt ? (
          <>
            <RowButton onClick={() => setOpened({ kind: 'edit', entry: row })} label={`Edit ${nameOf(row)}`}>
              Edit
            </RowButton>
            <RowButton
              color="warning"
              onClick={() => setOpened({ kind: 'cancel', entry: row })}
              label={`Cancel ${nameOf(row)}`}
            >
              Cancel
            </RowButton>
          </>
        ) : undefined}
        <RowButton onClick={() => setOpened({ kind: 'history', entry: row })} label={`History of ${nameOf(row)}`}>
          History
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <Page title="Income & Expenditure Entry">
      {mayWrite ? <AddEntryForm /> : undefined}
      <Section title="Income and Expenditure List">
        <ServerList
          label="Income and expenditure list"
          columns={columns}
          query={list}
          state={state}
          failure={listFailure}
          emptyText="No entries match."
          toolbar={
            <FilterBar>
              <FiscalYearFilter state={state} />
              <ListFilterSelect state={state} name="headType" label="Head Type" options={HEAD_TYPE_OPTIONS} />
              <ListFilterSelect
                state={state}
                name="cancelled"
                label="State"
                allLabel="Standing"
                options={STATE_OPTIONS}
              />
            </FilterBar>
          }
        />
      </Section>
      {opened?.kind === 'edit' ? <EditEntryDialog entry={opened.entry} onClose={close} /> : undefined}
      {opened?.kind === 'cancel' ? <CancelEntryDialog entry={opened.entry} onClose={close} /> : undefined}
      {opened?.kind === 'history' ? <EntryHistoryDialog entry={opened.entry} onClose={close} /> : undefined}
    </Page>
  );
}

export default IncomeExpenditurePage;
