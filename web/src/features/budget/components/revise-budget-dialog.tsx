/**
 * Revise a budget line: its new amount and why, in a dialog. The line keeps the amount before,
 * the reason and who revised it in its history; the contract's schema checks the form and the
 * server's word (the same amount, a line of another university) shows beside the field.
 */
import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { ReviseBudgetBodySchema, type BudgetLine, type ReviseBudgetBody } from '@hemis/contracts';
import {
  FormDialogBody,
  SchemaForm,
  TextInput,
  applyServerErrors,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { amountText } from '../../../lib/amounts.ts';
import { useReviseBudgetLine } from '../api/revise-budget-line.ts';
import { holderName } from '../budget-values.ts';

export function ReviseBudgetDialog({ line, onClose }: { line: BudgetLine; onClose: () => void }) {
  const toast = useToast();
  const revise = useReviseBudgetLine();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(ReviseBudgetBodySchema, { defaultValues: { amount: line.amount, reason: '' } });
  const title = `Revise budget of ${line.headName}`;
  const save = async (body: ReviseBudgetBody) => {
    setFailure(undefined);
    try {
      await revise.mutateAsync({ id: line.id, body });
      toast.success('Budget revised');
      onClose();
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      if (elsewhere.length > 0 || Object.keys(form.formState.errors).length === 0)
        setFailure(elsewhere.join(' ') || serverMessage(error, 'The budget could not be revised.'));
    }
  };
  const saving = form.formState.isSubmitting || revise.isPending;
  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="revise-budget-title">
      <SchemaForm form={form} onSubmit={save} label={title}>
        <DialogTitle id="revise-budget-title">{title}</DialogTitle>
        <FormDialogBody failure={failure} saving={saving} submitLabel="Revise" onClose={onClose}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {holderName(line)}, F.Y. {line.fiscalYear}: now Rs. {amountText(line.amount)}
            {line.revisions > 0 ? ` (first set at Rs. ${amountText(line.originalAmount)})` : ''}.
          </Typography>
          <Grid container spacing={2}>
            <Grid size={12}>
              {/* Ids of their own: the setup page's add form has an amount field too. */}
              <TextInput id="revise-amount" name="amount" label="New amount (Rs.)" required inputMode="decimal" />
            </Grid>
            <Grid size={12}>
              <TextInput id="revise-reason" name="reason" label="Reason" required multiline minRows={2} />
            </Grid>
          </Grid>
        </FormDialogBody>
      </SchemaForm>
    </Dialog>
  );
}
