/**
 * What the budget screens read and send, apart from the screens: who holds a line, who may
 * revise it, the new line's body from the form, and budget against actual as figures.
 */
import {
  BUDGET_MESSAGES,
  can,
  isGrantsBodyRole,
  type BudgetActuals,
  type BudgetBody,
  type BudgetHolder,
  type BudgetLine,
  type Role,
} from '@hemis/contracts';
import type { FiguresModel } from '../../components/figures-frame.tsx';
import type { FilterOption } from '../../components/filter-select.tsx';
import { amountText } from '../../lib/amounts.ts';

export const HOLDER_LABELS: Record<BudgetHolder, string> = {
  GrantsBody: 'Grants body',
  University: 'University budget',
  Campus: 'Campus allocation',
};

/** The holders a role sets budgets for: the grants body any, a university its own and its campuses'. */
export function holderOptions(role: Role | undefined): FilterOption[] {
  const holders: BudgetHolder[] =
    role !== undefined && isGrantsBodyRole(role) ? ['GrantsBody', 'University', 'Campus'] : ['University', 'Campus'];
  return holders.map((holder) => ({ value: holder, label: HOLDER_LABELS[holder] }));
}

/** "Grants body", the university's name, or the campus's with its university. */
export function holderName(line: Pick<BudgetLine, 'holder' | 'universityName' | 'campusName'>): string {
  if (line.holder === 'GrantsBody') return HOLDER_LABELS.GrantsBody;
  if (line.holder === 'University') return line.universityName ?? HOLDER_LABELS.University;
  return line.universityName ? `${line.campusName} (${line.universityName})` : (line.campusName ?? '');
}

/**
 * Whether the caller is offered Revise on a line: holders of budget:write, and a university's
 * staff not on the grants body's own lines (the server answers the same; this only hides the button).
 */
export function mayRevise(role: Role | undefined, line: Pick<BudgetLine, 'holder'>): boolean {
  if (!can(role, 'budget:write')) return false;
  return isGrantsBodyRole(role!) || line.holder !== 'GrantsBody';
}

/** The add form's values: text, as its inputs hold them. */
export interface BudgetLineValues {
  fiscalYearId: string;
  financeHeadId: string;
  holder: string;
  universityId: string;
  campusId: string;
  amount: string;
  remarks: string;
  [key: string]: string;
}

export const EMPTY_BUDGET_LINE: BudgetLineValues = {
  fiscalYearId: '',
  financeHeadId: '',
  holder: '',
  universityId: '',
  campusId: '',
  amount: '',
  remarks: '',
};

/** What the schema cannot see: the holder, and the university or campus it needs. */
export function budgetLineRules(values: BudgetLineValues, grantsBody: boolean) {
  return {
    holder: values.holder ? undefined : BUDGET_MESSAGES.holderInvalid,
    universityId:
      grantsBody && values.holder === 'University' && !values.universityId
        ? BUDGET_MESSAGES.universityRequired
        : undefined,
    campusId: values.holder === 'Campus' && !values.campusId ? BUDGET_MESSAGES.campusRequired : undefined,
  };
}

/**
 * The new line as the API takes it: no university or campus for the grants body's own line, the
 * university for a university's (implied for its own staff), the campus alone for an allocation.
 */
export function budgetBodyOf(values: BudgetLineValues, grantsBody: boolean): BudgetBody {
  const place =
    values.holder === 'Campus'
      ? { campusId: Number(values.campusId) }
      : values.holder === 'University' && grantsBody
        ? { universityId: Number(values.universityId) }
        : {};
  return {
    fiscalYearId: Number(values.fiscalYearId),
    financeHeadId: Number(values.financeHeadId),
    ...place,
    amount: values.amount.trim(),
    remarks: values.remarks.trim() || undefined,
  };
}

/** "12.5%", or a dash for a head without a budget. */
export const utilisationText = (utilisation: number | null) =>
  utilisation === null ? '—' : `${utilisation.toFixed(1)}%`;

export function actualsFigures(actuals: BudgetActuals): FiguresModel {
  const { totals } = actuals;
  return {
    heading: `${actuals.scopeName}, F.Y. ${actuals.fiscalYear}`,
    tables: [
      {
        caption: 'Budget against actual',
        columns: [
          { header: 'Head' },
          { header: 'Type' },
          { header: 'Budget', numeric: true },
          { header: 'Allocated', numeric: true },
          { header: 'Actual', numeric: true },
          { header: 'Variance', numeric: true },
          { header: 'Utilisation', numeric: true },
        ],
        rows: actuals.rows.map((row) => [
          `${row.headCode} ${row.headName}`,
          row.headType,
          amountText(row.budget),
          amountText(row.allocated),
          amountText(row.actual),
          amountText(row.variance),
          utilisationText(row.utilisation),
        ]),
        totals: [
          [
            'Total',
            '',
            amountText(totals.budget),
            amountText(totals.allocated),
            amountText(totals.actual),
            amountText(totals.variance),
            '',
          ],
        ],
      },
    ],
    empty: actuals.rows.length === 0,
  };
}
