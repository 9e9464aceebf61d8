/**
 * The dashboard (spec section 2, api-contract 5.16): cards of students and staff by gender and
 * of campuses, and charts of the enrolment and graduation trend, students by faculty, level,
 * program and ethnic group, staff by joining type and the board exams' pass rate by program, all
 * at the caller's scope, with a fiscal year selector. Each chart has its table (chart-card.tsx).
 * The grants body reads a fiscal year's figures live or "as returned" (from the accepted annual
 * returns, saying how many campuses are in).
 */
import { useState } from 'react';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { PieChart } from '@mui/x-charts/PieChart';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  NOT_RECORDED_LABEL,
  can,
  isGrantsBodyRole,
  type FigureSource,
  type TitledGenderCounts,
} from '@hemis/contracts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useLocalDigits } from '../../../lib/i18n/use-local-digits.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { QaaExpiringCard } from '../../accreditation/components/qaa-expiring-card.tsx';
import { FigureSourceChoice, ReturnedFiguresPanel } from '../../annual-returns/components/returned-figures.tsx';
import { useHeldModules } from '../../users/api/users.ts';
import { useFigure, type DashboardFilters, type StaffByJoiningType } from '../api/dashboard.ts';
import { ChartCard, type FigureTable } from './chart-card.tsx';
import { CountCard } from '../../../components/count-card.tsx';

const HEIGHT = 260;

type Say = TFunction<'dashboard'>;
type Digits = (figure: string | number) => string;

/** A count as the chart's axis and tooltip write it, in the digits of the language shown. */
const countFormat = (digits: Digits) => (value: number | null) => digits(value ?? '');

const countAxis = (digits: Digits) => [{ valueFormatter: countFormat(digits) }];

const genderSeries = (t: Say, digits: Digits) =>
  (['male', 'female', 'other'] as const).map((gender) => ({
    dataKey: gender,
    label: t(`gender.${gender}`),
    stack: 'gender',
    valueFormatter: countFormat(digits),
  }));

function genderTable(t: Say, rows: TitledGenderCounts[] | undefined, first: string): FigureTable | undefined {
  return (
    rows && {
      columns: [first, t('gender.male'), t('gender.female'), t('gender.other'), t('gender.total')],
      rows: rows.map((row) => [row.title, row.male, row.female, row.other, row.total]),
    }
  );
}

const genderDetail = (t: Say, digits: Digits, counts: { male: number; female: number; other: number } | undefined) =>
  counts &&
  t('cards.byGender', { male: digits(counts.male), female: digits(counts.female), other: digits(counts.other) });

/** The kind of staff a joining-type row counts, in the language shown (the server names it in English). */
const staffTypeOf = (t: Say, type: StaffByJoiningType['title']) => t(`joining.types.${type}`);

function GenderBars({
  title,
  name,
  filters,
  first,
}: {
  title: string;
  name: 'byFaculty' | 'byLevel' | 'byProgram';
  filters: DashboardFilters;
  first: string;
}) {
  const { t } = useTranslation('dashboard');
  const digits = useLocalDigits();
  const figure = useFigure(name, filters);
  const rows = figure.data?.slice(0, 12);
  return (
    <ChartCard
      title={title}
      table={genderTable(t, figure.data, first)}
      loading={figure.isPending}
      error={figure.error ? serverMessage(figure.error, t('figureNotLoaded')) : undefined}
    >
      {rows ? (
        <BarChart
          height={HEIGHT}
          dataset={rows as unknown as Record<string, string | number>[]}
          xAxis={[{ scaleType: 'band', dataKey: 'title' }]}
          yAxis={countAxis(digits)}
          series={genderSeries(t, digits)}
        />
      ) : null}
    </ChartCard>
  );
}

export function DashboardFigures() {
  const { t } = useTranslation('dashboard');
  const digits = useLocalDigits();
  const errorOf = (error: unknown) => (error ? serverMessage(error, t('figureNotLoaded')) : undefined);
  // The groups are the ethnic groups' own names; only the server's word for none is said here.
  const groupTitle = (title: string) => (title === NOT_RECORDED_LABEL ? t('byEthnicity.notRecorded') : title);
  const years = fiscalYears.useList();
  const [filters, setFilters] = useState<DashboardFilters>({ fiscalYearId: '' });
  const students = useFigure('totalStudents', filters);
  const staff = useFigure('staffByGender', filters);
  const campuses = useFigure('campuses', filters);
  const trend = useFigure('trend', filters);
  const ethnicity = useFigure('byEthnicity', filters);
  const joining = useFigure('staffByJoiningType', filters);
  const passRate = useFigure('passRate', filters);
  const passRows = passRate.data?.programs.filter((row) => row.totalAppeared > 0);
  const teaching = staff.data?.find((row) => row.type === 'Teaching');
  // The campuses whose accreditation expires soon, for those who read QAA records.
  const role = useRole();
  const held = useHeldModules();
  const readsQaa = can(role, 'qaa:read') && (held?.has('accreditation') ?? false);
  const nonTeaching = staff.data?.find((row) => row.type === 'Nonteaching');
  // The grants body's choice: live figures, or a fiscal year's as returned.
  const readsReturns = role !== undefined && isGrantsBodyRole(role) && can(role, 'return:read');
  const [source, setSource] = useState<FigureSource>('live');
  const asReturned = readsReturns && source === 'returned';
  const trendRows = trend.data?.map((row) => ({ ...row, fiscalYear: digits(row.fiscalYear) }));
  const joiningRows = joining.data?.map((row) => ({ ...row, title: staffTypeOf(t, row.title) }));

  return (
    <Stack spacing={2} component="section" aria-label={t('figures')}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          {t('figures')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {readsReturns ? <FigureSourceChoice value={source} onChange={setSource} /> : null}
          <TextField
            select
            size="small"
            label={t('fiscalYear')}
            value={filters.fiscalYearId}
            onChange={(event) => setFilters({ fiscalYearId: event.target.value })}
            sx={{ minWidth: 160 }}
            helperText={filters.fiscalYearId ? t('enrolledInYear') : t('allCurrentStudents')}
          >
            <MenuItem value="">
              <em>{t('allYears')}</em>
            </MenuItem>
            {(years.data ?? []).map((year) => (
              <MenuItem key={year.id} value={String(year.id)}>
                {digits(year.yearNepali)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      {asReturned ? (
        <ReturnedFiguresPanel fiscalYearId={filters.fiscalYearId} />
      ) : (
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard
              title={t('cards.students')}
              value={students.data?.total}
              detail={genderDetail(t, digits, students.data)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard
              title={t('cards.teachingStaff')}
              value={teaching?.totalEmployees}
              detail={genderDetail(t, digits, teaching)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard
              title={t('cards.nonTeachingStaff')}
              value={nonTeaching?.totalEmployees}
              detail={genderDetail(t, digits, nonTeaching)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard
              title={t('cards.campuses')}
              value={campuses.data?.total}
              detail={
                campuses.data &&
                t('cards.byType', {
                  constituent: digits(campuses.data.constituent),
                  community: digits(campuses.data.community),
                  private: digits(campuses.data.private),
                })
              }
            />
          </Grid>
          {readsQaa ? (
            <Grid size={{ xs: 12, lg: 6 }}>
              <QaaExpiringCard />
            </Grid>
          ) : null}
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard
              title={t('trend.title')}
              table={
                trendRows && {
                  columns: [t('fiscalYear'), t('trend.studentsEnrolled'), t('trend.graduates')],
                  rows: trendRows.map((row) => [row.fiscalYear, row.totalStudents, row.totalGraduates]),
                }
              }
              loading={trend.isPending}
              error={errorOf(trend.error)}
            >
              {trendRows ? (
                <LineChart
                  height={HEIGHT}
                  dataset={trendRows as unknown as Record<string, string | number>[]}
                  xAxis={[{ scaleType: 'point', dataKey: 'fiscalYear' }]}
                  yAxis={countAxis(digits)}
                  series={[
                    {
                      dataKey: 'totalStudents',
                      label: t('trend.studentsEnrolled'),
                      curve: 'linear',
                      valueFormatter: countFormat(digits),
                    },
                    {
                      dataKey: 'totalGraduates',
                      label: t('trend.graduates'),
                      curve: 'linear',
                      valueFormatter: countFormat(digits),
                    },
                  ]}
                />
              ) : null}
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <GenderBars title={t('byFaculty.title')} name="byFaculty" filters={filters} first={t('byFaculty.first')} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <GenderBars title={t('byLevel.title')} name="byLevel" filters={filters} first={t('byLevel.first')} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <GenderBars title={t('byProgram.title')} name="byProgram" filters={filters} first={t('byProgram.first')} />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard
              title={t('byEthnicity.title')}
              table={
                ethnicity.data && {
                  columns: [t('byEthnicity.group'), t('byEthnicity.students')],
                  rows: ethnicity.data.filter((row) => row.total > 0).map((row) => [groupTitle(row.title), row.total]),
                }
              }
              loading={ethnicity.isPending}
              error={errorOf(ethnicity.error)}
            >
              {ethnicity.data ? (
                <PieChart
                  height={HEIGHT}
                  series={[
                    {
                      data: ethnicity.data
                        .filter((row) => row.total > 0)
                        .map((row, index) => ({ id: index, value: row.total, label: groupTitle(row.title) })),
                      valueFormatter: (item) => digits(item.value),
                    },
                  ]}
                />
              ) : null}
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard
              title={t('joining.title')}
              table={
                joiningRows && {
                  columns: [
                    t('joining.staff'),
                    t('joining.permanent'),
                    t('joining.temporary'),
                    t('joining.contract'),
                    t('joining.partTime'),
                  ],
                  rows: joiningRows
                    .filter((row) => row.permanent + row.temporary + row.contract + row.partTime > 0)
                    .map((row) => [row.title, row.permanent, row.temporary, row.contract, row.partTime]),
                }
              }
              loading={joining.isPending}
              error={errorOf(joining.error)}
            >
              {joiningRows ? (
                <BarChart
                  height={HEIGHT}
                  dataset={joiningRows as unknown as Record<string, string | number>[]}
                  xAxis={[{ scaleType: 'band', dataKey: 'title' }]}
                  yAxis={countAxis(digits)}
                  series={(['permanent', 'temporary', 'contract', 'partTime'] as const).map((joiningType) => ({
                    dataKey: joiningType,
                    label: t(`joining.${joiningType}`),
                    stack: 'joining',
                    valueFormatter: countFormat(digits),
                  }))}
                />
              ) : null}
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard
              title={t('passRate.title')}
              table={
                passRows && {
                  columns: [t('passRate.program'), t('passRate.appeared'), t('passRate.passed'), t('passRate.percent')],
                  rows: passRows.map((row) => [
                    row.programName,
                    row.totalAppeared,
                    row.totalPassed,
                    row.passPercentage,
                  ]),
                }
              }
              loading={passRate.isPending}
              error={errorOf(passRate.error)}
              emptyText={t('passRate.none')}
            >
              {passRows ? (
                <BarChart
                  height={HEIGHT}
                  dataset={passRows.slice(0, 12) as unknown as Record<string, string | number>[]}
                  xAxis={[{ scaleType: 'band', dataKey: 'programName' }]}
                  yAxis={[
                    {
                      min: 0,
                      max: 100,
                      label: t('passRate.percent'),
                      valueFormatter: countFormat(digits),
                    },
                  ]}
                  series={[
                    { dataKey: 'passPercentage', label: t('passRate.percent'), valueFormatter: countFormat(digits) },
                  ]}
                />
              ) : null}
            </ChartCard>
          </Grid>
        </Grid>
      )}
    </Stack>
  );
}

export default DashboardFigures;
