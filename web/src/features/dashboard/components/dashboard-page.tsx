/** /dashboard: the figures alone (the home page shows them under the module tiles). */
import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/page.tsx';
import { DashboardFigures } from './dashboard-figures.tsx';

export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  return (
    <Page title={t('title')}>
      <DashboardFigures />
    </Page>
  );
}

export default DashboardPage;
