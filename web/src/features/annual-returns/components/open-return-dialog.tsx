/**
 * The grants body opens the return of a fiscal year: the year, the census date (within the
 * year) and the deadline (after it), AD days. The contract's schema checks the form; the
 * server's refusals (a return already open, a census date outside the year) show on their fields.
 */
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { OpenReturnSchema, type OpenReturnBody } from '@hemis/contracts';
import {
  FormDialogBody,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { useOpenAnnualReturn } from '../api/open-annual-return.ts';

const TITLE = 'Open an annual return';

export function OpenReturnDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const open = useOpenAnnualReturn();
  const years = fiscalYears.useList();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(OpenReturnSchema, {
    defaultValues: { fiscalYearId: '', censusDate: '', deadline: '' },
  });
  const chosen = years.data?.find((year) => String(year.id) === form.watch('fiscalYearId'));
  const save = async (body: OpenReturnBody) => {
    setFailure(undefined);
    try {
      const opened = await open.mutateAsync(body);
      toast.success(`Return of F.Y. ${opened.fiscalYear} opened`);
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      if (elsewhere.length > 0 || Object.keys(form.formState.errors).length === 0)
        setFailure(elsewhere.join(' ') || serverMessage(error, 'The return could not be opened.'));
    }
  };
  const saving = form.formState.isSubmitting || open.isPending;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="open-return-title">
      <SchemaForm form={form} onSubmit={save} label={TITLE}>
        <DialogTitle id="open-return-title">{TITLE}</DialogTitle>
        <FormDialogBody failure={failure} saving={saving} submitLabel="Open return" onClose={onClose}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Every campus freezes its figures as at the census date and submits them by the deadline.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={12}>
              <SelectInput
                name="fiscalYearId"
                label="Fiscal Year"
                required
                options={(years.data ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali }))}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                name="censusDate"
                label="Census date (AD)"
                required
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
                helperText={chosen ? `Within ${chosen.startDateAd} to ${chosen.endDateAd}` : undefined}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextInput
                name="deadline"
                label="Deadline (AD)"
                required
                type="date"
                slotProps={{ inputLabel: { shrink: true } }}
              />
            </Grid>
          </Grid>
        </FormDialogBody>
      </SchemaForm>
    </Dialog>
  );
}
