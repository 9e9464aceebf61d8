/**
 * The budget screens. /budget-management (the University-Budget menu and the module's tile):
 * budget against actual and the budget lines, and for those who set budgets the way to the
 * setup. /budgetmgmt-setups: a new budget line above the same lines, revised there.
 */
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { can } from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { BudgetActualsSection } from './budget-actuals-section.tsx';
import { BudgetLineForm } from './budget-line-form.tsx';
import { BudgetLinesList } from './budget-lines-list.tsx';

export function BudgetManagementPage() {
  const role = useRole();
  return (
    <Page title="Budget Management">
      {can(role, 'budget:write') ? (
        <Button component={RouterLink} to="/budgetmgmt-setups" variant="contained" sx={{ alignSelf: 'flex-start' }}>
          Budget Setup
        </Button>
      ) : null}
      <BudgetActualsSection />
      <BudgetLinesList />
    </Page>
  );
}

export function BudgetSetupPage() {
  const role = useRole();
  return (
    <Page title="Budget Setup">
      {can(role, 'budget:write') ? (
        <Section title="Add Budget">
          <BudgetLineForm />
        </Section>
      ) : null}
      <BudgetLinesList />
    </Page>
  );
}
