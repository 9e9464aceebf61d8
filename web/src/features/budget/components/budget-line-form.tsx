/**
 * Add a budget line (/budgetmgmt-setups): an amount for a fiscal year and finance head, held by
 * the grants body, by a university, or allocated to a campus. The grants body chooses the
 * university (and the campus in it); a university's staff budget for their own university and
 * allocate to its campuses. A head budgeted already for the same holder and year is revised,
 * not added again: the server says so beside the head.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { useWatch } from 'react-hook-form';
import { BudgetBodySchema } from '@hemis/contracts';
import {
  RadioInput,
  SchemaForm,
  SelectInput,
  TextInput,
  applyServerErrors,
  useSchemaForm,
} from '../../../components/form/index.ts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../campus/api/get-campus-options.ts';
import { useFiscalYearOptions } from '../../lookups/components/fiscal-year-select.tsx';
import { useFinanceHeadOptions } from '../../public-finance/api/finance-heads.ts';
import { universityOptions, useUniversities } from '../../university/api/get-universities.ts';
import { useCreateBudgetLine } from '../api/create-budget-line.ts';
import {
  EMPTY_BUDGET_LINE,
  budgetBodyOf,
  budgetLineRules,
  holderOptions,
  type BudgetLineValues,
} from '../budget-values.ts';
import { useBudgetPlaceChoice } from './budget-place-filters.tsx';

/** The university and campus the holder asks for. */
function HolderPlace({ grantsBody }: { grantsBody: boolean }) {
  const holder = useWatch({ name: 'holder' }) as string;
  const universityId = useWatch({ name: 'universityId' }) as string;
  const universities = useUniversities(grantsBody);
  const campuses = useCampusOptions(holder === 'Campus');
  return (
    <>
      {grantsBody && (holder === 'University' || holder === 'Campus') ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput
            name="universityId"
            label="University"
            required={holder === 'University'}
            emptyLabel={holder === 'Campus' ? 'Any' : undefined}
            options={universityOptions(universities.data)}
          />
        </Grid>
      ) : null}
      {holder === 'Campus' ? (
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput
            name="campusId"
            label="Campus"
            required
            options={(campuses.data ?? [])
              .filter((campus) => !universityId || String(campus.universityId) === universityId)
              .map((campus) => ({ value: String(campus.id), label: campus.campusName }))}
          />
        </Grid>
      ) : null}
    </>
  );
}

export function BudgetLineForm() {
  const toast = useToast();
  const role = useRole();
  const { grantsBody } = useBudgetPlaceChoice();
  const create = useCreateBudgetLine();
  const years = useFiscalYearOptions();
  const heads = useFinanceHeadOptions();
  const [failure, setFailure] = useState<string>();
  const form = useSchemaForm(BudgetBodySchema, {
    defaultValues: { ...EMPTY_BUDGET_LINE },
    rules: (values: BudgetLineValues) => budgetLineRules(values, grantsBody),
    submitsValues: true,
  });
  const save = async () => {
    setFailure(undefined);
    try {
      await create.mutateAsync(budgetBodyOf(form.getValues(), grantsBody));
      toast.success('Budget added');
      // The year and holder stay for the next head of the same budget.
      form.reset({ ...form.getValues(), financeHeadId: '', amount: '', remarks: '' });
    } catch (error) {
      const elsewhere = applyServerErrors(form, error);
      if (elsewhere.length > 0 || Object.keys(form.formState.errors).length === 0)
        setFailure(elsewhere.join(' ') || serverMessage(error, 'The budget could not be added.'));
    }
  };
  const saving = form.formState.isSubmitting || create.isPending;
  return (
    <SchemaForm form={form} onSubmit={save} label="Add budget">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput name="fiscalYearId" label="Fiscal Year" required options={years} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <SelectInput name="financeHeadId" label="Finance Head" required options={heads} />
        </Grid>
        <Grid size={12}>
          <RadioInput
            name="holder"
            label="Budget of"
            required
            options={holderOptions(role)}
            onValueChange={() => form.setValue('campusId', '')}
          />
        </Grid>
        <HolderPlace grantsBody={grantsBody} />
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="amount" label="Amount (Rs.)" required inputMode="decimal" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <TextInput name="remarks" label="Remarks" />
        </Grid>
        {failure ? (
          <Grid size={12}>
            <Alert severity="error" role="alert">
              {failure}
            </Alert>
          </Grid>
        ) : null}
        <Grid size={12}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Add Budget'}
          </Button>
        </Grid>
      </Grid>
    </SchemaForm>
  );
}
