/**
 * Budget against actual (/budget-management): by finance head, the budget, what is allocated
 * to campuses, the actual spending the campuses' books hold and the variance, for the country,
 * a university or a campus, in a fiscal year (the active one first), with the totals and
 * downloads as PDF, spreadsheet and CSV.
 */
import { useState } from 'react';
import { BUDGET_MESSAGES } from '@hemis/contracts';
import { FiguresFrame } from '../../../components/figures-frame.tsx';
import { FilterBar } from '../../../components/list-screen.tsx';
import { Section } from '../../../components/page.tsx';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { FiscalYearSelect } from '../../lookups/components/fiscal-year-select.tsx';
import { downloadBudgetActuals, useBudgetActuals } from '../api/get-budget-actuals.ts';
import { actualsFigures } from '../budget-values.ts';
import { BudgetPlaceFilters, type BudgetPlace } from './budget-place-filters.tsx';

const TITLE = 'Budget against Actual';

export function BudgetActualsSection() {
  const years = fiscalYears.useList();
  const [chosenYear, setChosenYear] = useState<string | null>(null);
  const [place, setPlace] = useState<BudgetPlace>({ universityId: '', campusId: '' });
  const active = years.data?.find((year) => year.activeFiscalYear);
  const fiscalYearId = chosenYear ?? (active ? String(active.id) : '');
  const request = { fiscalYearId, ...place };
  const actuals = useBudgetActuals(request);
  return (
    <Section title={TITLE}>
      <FiguresFrame
        title={TITLE}
        query={actuals}
        model={actualsFigures}
        download={(format) => downloadBudgetActuals(request, format)}
        waiting={fiscalYearId ? undefined : `${BUDGET_MESSAGES.fiscalYearRequired}.`}
        emptyText="No head is budgeted or spent on in this fiscal year here."
        failure="Could not load budget against actual."
      >
        <FilterBar>
          <FiscalYearSelect value={fiscalYearId} onChange={setChosenYear} />
          <BudgetPlaceFilters place={place} onChange={setPlace} universityAllLabel="All (Nepal)" />
        </FilterBar>
      </FiguresFrame>
    </Section>
  );
}
