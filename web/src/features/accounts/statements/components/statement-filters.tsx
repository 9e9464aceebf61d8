/**
 * The choices every statement is read with: the campus (for the grants body and universities;
 * a campus's staff read their own books), the fiscal year, and BS dates within it (the whole
 * year when left out), checked by the contract's schema and applied with Show.
 */
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import { ACCOUNT_MESSAGES, AccountStatementQuerySchema } from '@hemis/contracts';
import { BsDateInput, SchemaForm, SelectInput, useSchemaForm } from '../../../../components/form/index.ts';
import type { FilterOption } from '../../../../components/filter-select.tsx';
import type { StatementRequest } from '../api/statement-request.ts';

export interface StatementFilterValues {
  campusId: string;
  fiscalYearId: string;
  fromDate: string;
  fromDateAd: string;
  toDate: string;
  toDateAd: string;
  [key: string]: string;
}

/** BS dates written YYYY-MM-DD compare as text. */
export function statementFilterRules(values: StatementFilterValues, choosesCampus: boolean) {
  return {
    campusId: choosesCampus && !values.campusId ? ACCOUNT_MESSAGES.campusRequired : undefined,
    toDate:
      values.fromDate && values.toDate && values.fromDate > values.toDate
        ? ACCOUNT_MESSAGES.dateRangeInvalid
        : undefined,
  };
}

export function StatementFilters({
  initial,
  campuses,
  fiscalYears,
  onApply,
}: {
  initial: StatementRequest;
  /** The campuses to choose among; undefined for a campus's own staff. */
  campuses: readonly FilterOption[] | undefined;
  fiscalYears: readonly FilterOption[];
  onApply: (request: StatementRequest) => void;
}) {
  const form = useSchemaForm(AccountStatementQuerySchema, {
    defaultValues: {
      campusId: initial.campusId,
      fiscalYearId: initial.fiscalYearId,
      fromDate: initial.fromDate,
      fromDateAd: '',
      toDate: initial.toDate,
      toDateAd: '',
    } as StatementFilterValues,
    rules: (values) => statementFilterRules(values, campuses !== undefined),
    submitsValues: true,
  });
  const apply = () => {
    const values = form.getValues();
    onApply({
      campusId: values.campusId,
      fiscalYearId: values.fiscalYearId,
      fromDate: values.fromDate.trim(),
      toDate: values.toDate.trim(),
    });
  };
  return (
    <SchemaForm form={form} onSubmit={apply} label="Statement filters">
      <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
        {campuses ? (
          <Grid size={{ xs: 12, md: 4 }}>
            <SelectInput name="campusId" label="Campus" required options={campuses} />
          </Grid>
        ) : null}
        <Grid size={{ xs: 12, md: campuses ? 4 : 6 }}>
          <SelectInput name="fiscalYearId" label="Fiscal Year" required options={fiscalYears} />
        </Grid>
        <Grid size={12} />
        <Grid size={{ xs: 12, md: 6 }}>
          <BsDateInput name="fromDate" adName="fromDateAd" label="From" />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <BsDateInput name="toDate" adName="toDateAd" label="To" />
        </Grid>
        <Grid size={12}>
          <Button type="submit" variant="contained">
            Show
          </Button>
        </Grid>
      </Grid>
    </SchemaForm>
  );
}
