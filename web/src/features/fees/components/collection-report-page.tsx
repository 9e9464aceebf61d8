/**
 * A campus's collection reports (#27, screens 8.4): what the issued receipts collected by date,
 * by fee item, by program and by fiscal year, and the cancelled receipts apart, at the reader's
 * scope (a campus, a university, the country — which the grants body narrows to a university),
 * filtered by fiscal year and a range of payment dates, each downloadable as PDF, Excel or CSV.
 */
import { useState } from 'react';
import Grid from '@mui/material/Grid';
import {
  isGrantsBodyRole,
  type CancelledReceiptRow,
  type DailyCollectionRow,
  type FeeItemCollectionRow,
  type FiscalYearCollectionRow,
  type ProgramCollectionRow,
} from '@hemis/contracts';
import { DateFilter } from '../../../components/date-filter.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { useCurrentUser } from '../../../lib/session/session-store.ts';
import { FiscalYearSelect } from '../../lookups/components/fiscal-year-select.tsx';
import { NO_FILTERS, type ReportFilters } from '../../reports/api/reports.ts';
import { ReportSection, type ReportColumn } from '../../reports/components/report-section.tsx';
import { UniversitySelect } from '../../university/components/university-select.tsx';

const receipts = <Row extends { receipts: number }>(): ReportColumn<Row> => ({
  header: 'Receipts',
  value: (row) => row.receipts,
});
const amount = <Row extends { amount: string }>(): ReportColumn<Row> => ({
  header: 'Amount (Rs.)',
  value: (row) => row.amount,
});

const DAILY: ReportColumn<DailyCollectionRow>[] = [
  { header: 'Date (A.D.)', value: (row) => row.date },
  { header: 'Date (B.S.)', value: (row) => row.dateBs },
  receipts(),
  amount(),
];
const FEE_ITEM: ReportColumn<FeeItemCollectionRow>[] = [
  { header: 'Fee item', value: (row) => row.feeItem },
  { header: 'Type', value: (row) => row.receiptType },
  receipts(),
  amount(),
];
const PROGRAM: ReportColumn<ProgramCollectionRow>[] = [
  { header: 'Program', value: (row) => row.program },
  receipts(),
  amount(),
];
const FISCAL_YEAR: ReportColumn<FiscalYearCollectionRow>[] = [
  { header: 'Fiscal year (B.S.)', value: (row) => row.fiscalYear },
  receipts(),
  amount(),
];
const CANCELLED: ReportColumn<CancelledReceiptRow>[] = [
  { header: 'Campus', value: (row) => row.campus },
  { header: 'Fiscal year', value: (row) => row.fiscalYear },
  { header: 'Receipt no.', value: (row) => row.receiptNo },
  { header: 'Date (B.S.)', value: (row) => row.dateOfPayment },
  { header: 'Payer', value: (row) => row.payer },
  amount(),
  { header: 'Reason', value: (row) => row.cancelReason },
];

export function CollectionReportPage() {
  const user = useCurrentUser();
  const grantsBody = user?.role !== undefined && isGrantsBodyRole(user.role);
  const [filters, setFilters] = useState<ReportFilters>(NO_FILTERS);
  const set = (key: keyof ReportFilters) => (value: string) => setFilters({ ...filters, [key]: value });
  const reversed = Boolean(filters.fromDate && filters.toDate && filters.fromDate > filters.toDate);
  // The server refuses a reversed range; the tables wait for a range it answers.
  const applied = reversed ? { ...filters, toDate: '' } : filters;
  return (
    <Page title="Collection Reports">
      <Section>
        <Grid container spacing={2} aria-label="Report filters" role="group">
          <Grid size={{ xs: 12, md: 3 }}>
            <FiscalYearSelect fullWidth value={filters.fiscalYearId} onChange={set('fiscalYearId')} />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <DateFilter label="From date (A.D.)" value={filters.fromDate} onChange={set('fromDate')} />
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <DateFilter
              label="To date (A.D.)"
              value={filters.toDate}
              onChange={set('toDate')}
              error={reversed ? 'To date must not be before From date' : undefined}
            />
          </Grid>
          {grantsBody ? (
            <Grid size={{ xs: 12, md: 3 }}>
              <UniversitySelect value={filters.universityId ?? ''} onChange={set('universityId')} />
            </Grid>
          ) : null}
        </Grid>
      </Section>
      <Section>
        <ReportSection
          title="Daily collections"
          path="ReceiptReport/DailyCollections"
          filters={applied}
          columns={DAILY}
        />
        <ReportSection
          title="Collections by fee item"
          path="ReceiptReport/CollectionsByFeeItem"
          filters={applied}
          columns={FEE_ITEM}
        />
        <ReportSection
          title="Collections by program"
          path="ReceiptReport/CollectionsByProgram"
          filters={applied}
          columns={PROGRAM}
        />
        <ReportSection
          title="Collections by fiscal year"
          path="ReceiptReport/CollectionsByFiscalYear"
          filters={applied}
          columns={FISCAL_YEAR}
        />
        <ReportSection
          title="Cancelled receipts"
          path="ReceiptReport/CancelledReceipts"
          filters={applied}
          columns={CANCELLED}
        />
      </Section>
    </Page>
  );
}
