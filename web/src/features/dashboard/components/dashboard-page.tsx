/** /dashboard: the figures alone (the home page shows them under the module tiles). */
import { Page } from '../../../components/page.tsx';
import { DashboardFigures } from './dashboard-figures.tsx';

export function DashboardPage() {
  return (
    <Page title="Dashboard">
      <DashboardFigures />
    </Page>
  );
}

export default DashboardPage;
