/**
 * The QAA reports (screen 8.6), as of today, at the reader's scope, filtered by university (for
 * the grants body), campus type, province and the fiscal year of the award, and downloadable as
 * PDF, spreadsheet or CSV: accredited campuses per province and per university by campus type,
 * and per university and campus type the campuses accredited, expiring within 180 days and
 * expired.
 */
import { useState } from 'react';
import Grid from '@mui/material/Grid';
import {
  QAA_EXPIRING_WITHIN_DAYS,
  isGrantsBodyRole,
  type QaaExpiryReportRow,
  type QaaProvinceReportRow,
  type QaaUniversityReportRow,
} from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { FiscalYearSelect } from '../../lookups/components/fiscal-year-select.tsx';
import { NO_FILTERS, type ReportFilters } from '../../reports/api/reports.ts';
import { ReportSection, type ReportColumn } from '../../reports/components/report-section.tsx';
import { UniversitySelect } from '../../university/components/university-select.tsx';
import { CAMPUS_TYPE_OPTIONS, PROVINCE_OPTIONS } from '../qaa-values.ts';

const TYPE_COLUMNS = [
  { header: 'Constituent', value: (row: { constituent: number }) => row.constituent },
  { header: 'Community', value: (row: { community: number }) => row.community },
  { header: 'Private', value: (row: { private: number }) => row.private },
  { header: 'Total', value: (row: { total: number }) => row.total },
];

const PROVINCE_COLUMNS: ReportColumn<QaaProvinceReportRow>[] = [
  { header: 'Province', value: (row) => row.province },
  ...TYPE_COLUMNS,
];

const UNIVERSITY_COLUMNS: ReportColumn<QaaUniversityReportRow>[] = [
  { header: 'University', value: (row) => row.university },
  ...TYPE_COLUMNS,
];

const TYPES = [
  ['constituent', 'Constituent'],
  ['community', 'Community'],
  ['private', 'Private'],
  ['total', 'Total'],
] as const;

const EXPIRY_COLUMNS: ReportColumn<QaaExpiryReportRow>[] = [
  { header: 'University', value: (row) => row.university },
  ...TYPES.flatMap(([key, label]) => [
    { header: `${label}: accredited`, value: (row: QaaExpiryReportRow) => row[key].accredited },
    { header: `${label}: expiring`, value: (row: QaaExpiryReportRow) => row[key].expiring },
    { header: `${label}: expired`, value: (row: QaaExpiryReportRow) => row[key].expired },
  ]),
];

function QaaReportPage<Row>({
  title,
  path,
  columns,
  notes,
}: {
  title: string;
  path: string;
  columns: readonly ReportColumn<Row>[];
  notes: readonly string[];
}) {
  const role = useRole();
  const grantsBody = role !== undefined && isGrantsBodyRole(role);
  const ofOneCampus = role === 'CollegeAdmin' || role === 'CollegeUser';
  const [filters, setFilters] = useState<ReportFilters>({
    ...NO_FILTERS,
    universityId: '',
    campusType: '',
    provinceId: '',
  });
  const set = (name: keyof ReportFilters) => (value: string) =>
    setFilters((current) => ({ ...current, [name]: value }));
  return (
    <Page title={title}>
      <Section>
        <Grid container spacing={2} role="group" aria-label="Report filters">
          {grantsBody ? (
            <Grid size={{ xs: 12, md: 3 }}>
              <UniversitySelect value={filters.universityId ?? ''} onChange={set('universityId')} />
            </Grid>
          ) : undefined}
          {ofOneCampus ? undefined : (
            <>
              <Grid size={{ xs: 12, md: 3 }}>
                <FilterSelect
                  fullWidth
                  label="Campus Type"
                  value={filters.campusType ?? ''}
                  options={CAMPUS_TYPE_OPTIONS}
                  onChange={set('campusType')}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 3 }}>
                <FilterSelect
                  fullWidth
                  label="Province"
                  value={filters.provinceId ?? ''}
                  options={PROVINCE_OPTIONS}
                  onChange={set('provinceId')}
                />
              </Grid>
            </>
          )}
          <Grid size={{ xs: 12, md: 3 }}>
            <FiscalYearSelect fullWidth value={filters.fiscalYearId} onChange={set('fiscalYearId')} />
          </Grid>
        </Grid>
      </Section>
      <Section>
        <ReportSection<Row>
          title={title}
          path={path}
          filters={filters}
          columns={columns}
          notes={notes}
          emptyMessage="No accredited campus for this selection."
          defaultExpanded
        />
      </Section>
    </Page>
  );
}

const AS_OF_TODAY = 'Counted as of today: a campus counts while its latest accreditation is valid.';
const FISCAL_YEAR_NOTE = 'A fiscal year keeps the campuses whose latest award was made in it.';

export function QaaProvinceReportPage() {
  return (
    <QaaReportPage<QaaProvinceReportRow>
      title="Accredited HEIs by Province"
      path="Qaa/Report/Province"
      columns={PROVINCE_COLUMNS}
      notes={[AS_OF_TODAY, FISCAL_YEAR_NOTE]}
    />
  );
}

export function QaaCampusReportPage() {
  return (
    <QaaReportPage<QaaUniversityReportRow>
      title="Accredited HEIs by University"
      path="Qaa/Report/Campus"
      columns={UNIVERSITY_COLUMNS}
      notes={[AS_OF_TODAY, FISCAL_YEAR_NOTE]}
    />
  );
}

export function QaaExpiryReportPage() {
  return (
    <QaaReportPage<QaaExpiryReportRow>
      title="Accreditation Expiry by University"
      path="Qaa/Report/Expiry"
      columns={EXPIRY_COLUMNS}
      notes={[
        `Per university and campus type: the campuses accredited today, those whose accreditation expires within ${QAA_EXPIRING_WITHIN_DAYS} days, and those whose latest accreditation has expired.`,
        FISCAL_YEAR_NOTE,
      ]}
    />
  );
}
