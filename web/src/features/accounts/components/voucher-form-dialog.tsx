/**
 * Prepare or edit a journal or payment voucher: the fiscal year (an open year of the campus's
 * books), the BS date with its AD day, the narration and the lines, each a ledger (and a
 * sub-ledger of that ledger) with a debit or a credit and its own narration. The running totals
 * are summed exactly in paisa; the difference shows, and the submit waits until the two sides
 * are equal. The contract's schema checks the rest, and the server's messages land on the
 * fields they name (a line's amount, the date outside the year) or as the form's refusal.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { useFieldArray, useFormContext, useWatch, type Path, type UseFormReturn } from 'react-hook-form';
import {
  MAX_VOUCHER_LINES,
  VoucherBodySchema,
  type AccountYear,
  type PreparedVoucherType,
  type Voucher,
} from '@hemis/contracts';
import {
  BsDateInput,
  FormDialogBody,
  SchemaForm,
  SelectInput,
  TextInput,
  adToBsText,
  todayAdText,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf, messageBesideFields } from '../../../lib/api-client.ts';
import { useCreateVoucher } from '../api/create-voucher.ts';
import { useAccountYears } from '../api/get-account-years.ts';
import { useLedgers } from '../api/get-ledgers.ts';
import { useSubLedgers } from '../api/get-sub-ledgers.ts';
import { useUpdateVoucher } from '../api/update-voucher.ts';
import { EMPTY_LINE, lineBody, voucherTotals, type VoucherLineValues } from '../voucher-totals.ts';
import { VOUCHER_TYPE_TEXTS } from './voucher-texts.ts';

export interface VoucherValues {
  voucherType: PreparedVoucherType;
  fiscalYearId: string;
  dateBs: string;
  dateAd: string;
  narration: string;
  lines: VoucherLineValues[];
}

/** The open year today falls in, else the earliest open one. */
function currentYear(years: readonly AccountYear[], todayBs: string): AccountYear | undefined {
  const open = years.filter((year) => !year.isClosed);
  return open.find((year) => year.startDateBs <= todayBs && todayBs <= year.endDateBs) ?? open[0];
}

const amountText = (amount: string) => (Number(amount) === 0 ? '' : amount);

function valuesOf(voucher: Voucher): VoucherValues {
  return {
    voucherType: voucher.voucherType as PreparedVoucherType,
    fiscalYearId: String(voucher.fiscalYearId),
    dateBs: voucher.dateBs,
    dateAd: voucher.dateAd.slice(0, 10),
    narration: voucher.narration,
    lines: voucher.lines.map((line) => ({
      ledgerId: String(line.ledgerId),
      subLedgerId: line.subLedgerId === null ? '' : String(line.subLedgerId),
      debit: amountText(line.debit),
      credit: amountText(line.credit),
      narration: line.narration ?? '',
    })),
  };
}

/** Puts each server issue on the field it names (a line's field too), answering the form's refusal beside them. */
function showServerErrors(form: UseFormReturn<VoucherValues, unknown, unknown>, error: unknown): string | undefined {
  const shown = (field: string) => form.getValues(field as Path<VoucherValues>) !== undefined;
  for (const [field, message] of Object.entries(fieldErrorsOf(error)))
    if (shown(field)) form.setError(field as Path<VoucherValues>, { type: 'server', message });
  return messageBesideFields(error, shown, 'The voucher could not be saved.');
}

function LineRow({ index, campusId, onRemove }: { index: number; campusId: string; onRemove?: () => void }) {
  const { setValue } = useFormContext<VoucherValues>();
  const ledgerId = useWatch<VoucherValues>({ name: `lines.${index}.ledgerId` }) as string;
  const ledgers = useLedgers({ campusId });
  const subLedgers = useSubLedgers({ campusId, ledgerId }, Boolean(ledgerId));
  const number = index + 1;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-label={`Line ${number}`}>
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 4 }}>
          <SelectInput
            name={`lines.${index}.ledgerId`}
            label={`Ledger of line ${number}`}
            required
            options={(ledgers.data ?? []).map((ledger) => ({
              value: String(ledger.id),
              label: `${ledger.code} ${ledger.name}`,
            }))}
            onValueChange={() => setValue(`lines.${index}.subLedgerId`, '')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <SelectInput
            name={`lines.${index}.subLedgerId`}
            label={`Sub-ledger of line ${number}`}
            emptyLabel="None"
            disabled={!ledgerId || (subLedgers.data ?? []).length === 0}
            options={(subLedgers.data ?? []).map((sub) => ({
              value: String(sub.id),
              label: `${sub.code} ${sub.name}`,
            }))}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextInput
            name={`lines.${index}.debit`}
            label={`Debit of line ${number}`}
            inputMode="decimal"
            onValueChange={(value) => {
              if (value) setValue(`lines.${index}.credit`, '');
            }}
          />
        </Grid>
        <Grid size={{ xs: 6, md: 2 }}>
          <TextInput
            name={`lines.${index}.credit`}
            label={`Credit of line ${number}`}
            inputMode="decimal"
            onValueChange={(value) => {
              if (value) setValue(`lines.${index}.debit`, '');
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 1 }}>
          {onRemove ? (
            <IconButton aria-label={`Remove line ${number}`} onClick={onRemove}>
              <DeleteIcon />
            </IconButton>
          ) : undefined}
        </Grid>
        <Grid size={12}>
          <TextInput name={`lines.${index}.narration`} label={`Narration of line ${number}`} />
        </Grid>
      </Grid>
    </Paper>
  );
}

/** Total debit, total credit and their difference, as the lines stand. */
function Totals({ totals }: { totals: ReturnType<typeof voucherTotals> }) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      role="status"
      aria-label="Voucher totals"
      sx={{ alignItems: { sm: 'center' } }}
    >
      <Typography>
        Total Debit: <strong>{totals.debit}</strong>
      </Typography>
      <Typography>
        Total Credit: <strong>{totals.credit}</strong>
      </Typography>
      <Typography color={totals.difference === '0.00' ? 'success.main' : 'error'}>
        Difference: <strong>{totals.difference}</strong>
      </Typography>
    </Stack>
  );
}

function VoucherForm({
  title,
  defaults,
  campusId,
  years,
  save,
  onClose,
}: {
  title: string;
  defaults: VoucherValues;
  campusId: string;
  years: readonly AccountYear[];
  save: (values: VoucherValues) => Promise<Voucher>;
  onClose: (saved?: Voucher) => void;
}) {
  const toast = useToast();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm<VoucherValues, unknown>(VoucherBodySchema, {
    defaultValues: defaults,
    submitsValues: true,
  });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const watched = (useWatch({ control: form.control, name: 'lines' }) ?? []) as VoucherLineValues[];
  const totals = voucherTotals(watched);
  const linesError = form.formState.errors.lines;
  const linesMessage = linesError?.message ?? linesError?.root?.message;
  const texts = VOUCHER_TYPE_TEXTS[defaults.voucherType];

  const submit = async () => {
    setFailure(undefined);
    try {
      const saved = await save(form.getValues());
      toast.success(`${texts.name} saved; it awaits verification`);
      onClose(saved);
    } catch (error) {
      setFailure(showServerErrors(form, error));
    }
  };
  const saving = form.formState.isSubmitting;
  return (
    <SchemaForm form={form} onSubmit={submit} label={title}>
      <FormDialogBody
        failure={failure}
        saving={saving}
        submitLabel="Save"
        blocked={!totals.balanced}
        onClose={() => onClose()}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 4 }}>
              <SelectInput
                name="fiscalYearId"
                label="Fiscal Year"
                required
                options={years
                  .filter((year) => !year.isClosed)
                  .map((year) => ({ value: String(year.fiscalYearId), label: year.fiscalYear }))}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 8 }}>
              <BsDateInput name="dateBs" adName="dateAd" label="Date" required />
            </Grid>
            <Grid size={12}>
              <TextInput name="narration" label="Narration" required multiline minRows={2} />
            </Grid>
          </Grid>
          <Typography variant="body2" color="text.secondary">
            {texts.hint}
          </Typography>
          {lines.fields.map((field, index) => (
            <LineRow
              key={field.id}
              index={index}
              campusId={campusId}
              onRemove={lines.fields.length > 2 ? () => lines.remove(index) : undefined}
            />
          ))}
          <div>
            <Button
              variant="outlined"
              disabled={lines.fields.length >= MAX_VOUCHER_LINES}
              onClick={() => lines.append({ ...EMPTY_LINE })}
            >
              Add line
            </Button>
          </div>
          <Totals totals={totals} />
          {linesMessage ? <Alert severity="error">{linesMessage}</Alert> : undefined}
          {!totals.balanced ? (
            <Typography variant="body2" color="text.secondary">
              {totals.unreadable
                ? 'An amount is not a number with at most two decimals.'
                : 'The voucher can be saved once its debits and credits are equal.'}
            </Typography>
          ) : undefined}
        </Stack>
      </FormDialogBody>
    </SchemaForm>
  );
}

export interface VoucherFormDialogProps {
  voucherType: PreparedVoucherType;
  campusId: string;
  /** The voucher edited; a new one is prepared without it. */
  voucher?: Voucher | undefined;
  onClose: (saved?: Voucher) => void;
}

export function VoucherFormDialog({ voucherType, campusId, voucher, onClose }: VoucherFormDialogProps) {
  const years = useAccountYears(campusId);
  const create = useCreateVoucher();
  const update = useUpdateVoucher();
  const texts = VOUCHER_TYPE_TEXTS[voucherType];
  const title = voucher ? `Edit ${texts.name}` : `Prepare ${texts.name}`;
  const todayAd = todayAdText();
  const todayBs = adToBsText(todayAd);
  const save = (values: VoucherValues) => {
    const body = {
      campusId: campusId ? Number(campusId) : undefined,
      fiscalYearId: Number(values.fiscalYearId),
      voucherType,
      dateBs: values.dateBs.trim(),
      narration: values.narration.trim(),
      lines: values.lines.map(lineBody),
    };
    return voucher ? update.mutateAsync({ id: voucher.id, body }) : create.mutateAsync(body);
  };
  return (
    <Dialog open fullWidth maxWidth="lg" aria-labelledby="voucher-form-title">
      <DialogTitle id="voucher-form-title">{title}</DialogTitle>
      {years.data ? (
        <VoucherForm
          title={title}
          campusId={campusId}
          years={years.data}
          defaults={
            voucher
              ? valuesOf(voucher)
              : {
                  voucherType,
                  fiscalYearId: String(currentYear(years.data, todayBs)?.fiscalYearId ?? ''),
                  dateBs: todayBs,
                  dateAd: todayAd,
                  narration: '',
                  lines: [{ ...EMPTY_LINE }, { ...EMPTY_LINE }],
                }
          }
          save={save}
          onClose={onClose}
        />
      ) : (
        <Alert severity={years.error ? 'error' : 'info'} sx={{ m: 3 }}>
          {years.error ? 'Could not load the fiscal years of the books.' : 'Loading the fiscal years…'}
        </Alert>
      )}
    </Dialog>
  );
}
