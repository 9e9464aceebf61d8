/**
 * The statistical report (api-contract 8.9: /form-management/statisticalReport, by fiscal year,
 * "Export to PDF"), hidden from UniAdmin (spec section 6). Admin and UgcAdmin choose what it is
 * of: the whole country, a university or one campus; the other roles read their own scope. Both
 * see the seven sections, export the whole report as one PDF, and the list of signed reports
 * the campuses submitted, where a campus adds its own ("Add Report"). /form-management/prabhat
 * (CollegeStatReportAccordion) shows the same sections of the reader's campus. Those who read
 * the annual returns choose whether the figures are live or as returned (from the accepted
 * returns of the fiscal year); the choice shows on screen and goes to the PDF.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  can,
  localDigits,
  STATISTICAL_REPORT_TITLE,
  statisticalReportHeading,
  visibleMenuItems,
  type FigureSource,
  type Role,
} from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useCurrentUser, useRole } from '../../../lib/session/session-store.ts';
import { useCampusOptions } from '../../campus/api/get-campus-options.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { FiscalYearSelect } from '../../lookups/components/fiscal-year-select.tsx';
import { FigureSourceChoice, ReturnedFiguresPanel } from '../../annual-returns/components/returned-figures.tsx';
import { NO_FILTERS } from '../../reports/api/reports.ts';
import { SignedReportsSection } from '../../reports/components/signed-reports-section.tsx';
import { useUniversities } from '../../university/api/get-universities.ts';
import { UniversitySelect } from '../../university/components/university-select.tsx';
import { downloadStatisticalReport, type StatisticalReportChoice } from '../api/statistical-report-pdf.ts';
import { StatisticalReportSections } from './statistical-report-sections.tsx';

/** The roles that choose the report's university or campus (spec section 6: "Admin and UgcAdmin see one variant"). */
const CHOOSING_ROLES: readonly Role[] = ['Admin', 'UgcAdmin'];

function ExportButton({ choice }: { choice: StatisticalReportChoice }) {
  const { t } = useTranslation('statistical-report');
  const toast = useToast();
  const [preparing, setPreparing] = useState(false);
  const exportPdf = () => {
    setPreparing(true);
    downloadStatisticalReport(choice)
      .catch((error: unknown) => toast.error(serverMessage(error, t('exportFailed'))))
      .finally(() => setPreparing(false));
  };
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={exportPdf} disabled={preparing || !choice.fiscalYearId}>
          {t('exportToPdf')}
        </Button>
        {choice.fiscalYearId ? null : <Typography color="text.secondary">{t('fiscalYearRequired')}.</Typography>}
      </Stack>
      {preparing ? <LinearProgress aria-label={t('preparing')} /> : null}
    </Stack>
  );
}

/** The fiscal year shown: the one chosen, else the active one. */
function useFiscalYearChoice() {
  const years = fiscalYears.useList();
  const [chosen, setChosen] = useState<string | null>(null);
  const active = years.data?.find((year) => year.activeFiscalYear);
  const fiscalYearId = chosen ?? (active ? String(active.id) : '');
  const label = years.data?.find((year) => String(year.id) === fiscalYearId)?.yearNepali;
  const select = <FiscalYearSelect fullWidth value={fiscalYearId} onChange={setChosen} />;
  return { fiscalYearId, label, select };
}

/** What the report is of, for the roles that choose: a university and, in it, a campus; neither: the country. */
function usePlaceChoice(enabled: boolean) {
  const { t } = useTranslation('statistical-report');
  const universities = useUniversities(enabled);
  const campuses = useCampusOptions(enabled);
  const [universityId, setUniversityId] = useState('');
  const [campusId, setCampusId] = useState('');
  const university = universities.data?.find((entry) => String(entry.id) === universityId);
  const campus = campuses.data?.find((entry) => String(entry.id) === campusId);
  const selects = (
    <>
      <Grid size={{ xs: 12, md: 4 }}>
        <UniversitySelect
          value={universityId}
          enabled={enabled}
          onChange={(value) => {
            setUniversityId(value);
            setCampusId('');
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <FilterSelect
          fullWidth
          label={t('campus')}
          value={campusId}
          options={(campuses.data ?? [])
            .filter((entry) => !universityId || String(entry.universityId) === universityId)
            .map((entry) => ({ value: String(entry.id), label: entry.campusName }))}
          onChange={setCampusId}
        />
      </Grid>
    </>
  );
  return { universityId, campusId, name: campus?.campusName ?? university?.name, selects };
}

function StatisticalReportView({
  heading,
  chooses,
  signedReports,
}: {
  heading: string;
  chooses: boolean;
  /** Whether the signed reports the campuses submitted are listed under the sections. */
  signedReports: boolean;
}) {
  const { t } = useTranslation('statistical-report');
  const language = useLanguage();
  const user = useCurrentUser();
  const readsReturns = can(user?.role, 'return:read');
  const [chosenSource, setSource] = useState<FigureSource>('live');
  const source = readsReturns ? chosenSource : 'live';
  const year = useFiscalYearChoice();
  const place = usePlaceChoice(chooses);
  const nepal = t('nepal');
  const ownScope = user?.role === 'CollegeAdmin' || user?.role === 'CollegeUser' ? user.institution.campusName : nepal;
  const of = chooses ? (place.name ?? nepal) : ownScope;
  const choice = {
    fiscalYearId: year.fiscalYearId,
    universityId: chooses ? place.universityId : '',
    campusId: chooses ? place.campusId : '',
    source: readsReturns ? source : undefined,
  };
  const asReturned = source === 'returned';
  const titleWords = { heading, place: of, year: year.label ? localDigits(year.label, language) : '' };
  const title = year.label
    ? t(asReturned ? 'pageTitleOfYearAsReturned' : 'pageTitleOfYear', titleWords)
    : t(asReturned ? 'pageTitleAsReturned' : 'pageTitle', titleWords);
  return (
    <Page title={title}>
      <Section>
        <Stack spacing={2}>
          <Grid container spacing={2} aria-label={t('reportFilters')} role="group">
            {chooses ? place.selects : null}
            <Grid size={{ xs: 12, md: 4 }}>{year.select}</Grid>
          </Grid>
          {readsReturns ? <FigureSourceChoice value={source} onChange={setSource} /> : null}
          <ExportButton choice={choice} />
        </Stack>
      </Section>
      {asReturned ? (
        <Section title={t('figuresAsReturned')}>
          <ReturnedFiguresPanel fiscalYearId={year.fiscalYearId} place={choice} />
        </Section>
      ) : (
        <StatisticalReportSections filters={{ ...NO_FILTERS, ...choice }} />
      )}
      {signedReports ? <SignedReportsSection /> : null}
    </Page>
  );
}

/** The menu's rule (spec section 6): the statistical report is hidden from UniAdmin. */
function useOffered() {
  const role = useRole();
  return { role, offered: visibleMenuItems(role).some((item) => item.id === 'statistical-report') };
}

export function StatisticalReportPage() {
  const { role, offered } = useOffered();
  const language = useLanguage();
  if (!offered) return <Navigate to="/" replace />;
  return (
    <StatisticalReportView
      heading={statisticalReportHeading(STATISTICAL_REPORT_TITLE, language)}
      chooses={CHOOSING_ROLES.includes(role!)}
      signedReports
    />
  );
}

export function CampusStatisticalReportPage() {
  const { offered } = useOffered();
  const { t } = useTranslation('statistical-report');
  if (!offered) return <Navigate to="/" replace />;
  return <StatisticalReportView heading={t('campusHeading')} chooses={false} signedReports={false} />;
}
