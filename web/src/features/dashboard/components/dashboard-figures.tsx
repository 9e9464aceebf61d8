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
import { can, isGrantsBodyRole, type FigureSource, type TitledGenderCounts } from '@hemis/contracts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { QaaExpiringCard } from '../../accreditation/components/qaa-expiring-card.tsx';
import { FigureSourceChoice, ReturnedFiguresPanel } from '../../annual-returns/components/returned-figures.tsx';
import { useHeldModules } from '../../users/api/users.ts';
import { useFigure, type DashboardFilters } from '../api/dashboard.ts';
import { ChartCard, type FigureTable } from './chart-card.tsx';
import { CountCard } from '../../../components/count-card.tsx';

const HEIGHT = 260;
const GENDER_SERIES = [
  { dataKey: 'male', label: 'Male', stack: 'gender' },
  { dataKey: 'female', label: 'Female', stack: 'gender' },
  { dataKey: 'other', label: 'Other', stack: 'gender' },
] as const;

const errorOf = (error: unknown) => (error ? serverMessage(error, 'Could not load this figure.') : undefined);

function genderTable(rows: TitledGenderCounts[] | undefined, first: string): FigureTable | undefined {
  return (
    rows && {
      columns: [first, 'Male', 'Female', 'Other', 'Total'],
      rows: rows.map((row) => [row.title, row.male, row.female, row.other, row.total]),
    }
  );
}

const genderDetail = (counts: { male: number; female: number; other: number } | undefined) =>
  counts && `Male ${counts.male} · Female ${counts.female} · Other ${counts.other}`;

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
  const figure = useFigure(name, filters);
  const rows = figure.data?.slice(0, 12);
  return (
    <ChartCard
      title={title}
      table={genderTable(figure.data, first)}
      loading={figure.isPending}
      error={errorOf(figure.error)}
    >
      {rows ? (
        <BarChart
          height={HEIGHT}
          dataset={rows as unknown as Record<string, string | number>[]}
          xAxis={[{ scaleType: 'band', dataKey: 'title' }]}
          series={[...GENDER_SERIES]}
        />
      ) : null}
    </ChartCard>
  );
}

export function DashboardFigures() {
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

  return (
    <Stack spacing={2} component="section" aria-label="Figures">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          Figures
        </Typography>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          {readsReturns ? <FigureSourceChoice value={source} onChange={setSource} /> : null}
          <TextField
            select
            size="small"
            label="Fiscal Year"
            value={filters.fiscalYearId}
            onChange={(event) => setFilters({ fiscalYearId: event.target.value })}
            sx={{ minWidth: 160 }}
            helperText={filters.fiscalYearId ? 'Students enrolled in this year' : 'All current students'}
          >
            <MenuItem value="">
              <em>All</em>
            </MenuItem>
            {(years.data ?? []).map((year) => (
              <MenuItem key={year.id} value={String(year.id)}>
                {year.yearNepali}
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
            <CountCard title="Students" value={students.data?.total} detail={genderDetail(students.data)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard title="Teaching Staff" value={teaching?.totalEmployees} detail={genderDetail(teaching)} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard
              title="Non-Teaching Staff"
              value={nonTeaching?.totalEmployees}
              detail={genderDetail(nonTeaching)}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <CountCard
              title="Campuses"
              value={campuses.data?.total}
              detail={
                campuses.data &&
                `Constituent ${campuses.data.constituent} · Community ${campuses.data.community} · Private ${campuses.data.private}`
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
              title="Enrollment and graduation trend"
              table={
                trend.data && {
                  columns: ['Fiscal Year', 'Students enrolled', 'Graduates'],
                  rows: trend.data.map((row) => [row.fiscalYear, row.totalStudents, row.totalGraduates]),
                }
              }
              loading={trend.isPending}
              error={errorOf(trend.error)}
            >
              {trend.data ? (
                <LineChart
                  height={HEIGHT}
                  dataset={trend.data as unknown as Record<string, string | number>[]}
                  xAxis={[{ scaleType: 'point', dataKey: 'fiscalYear' }]}
                  series={[
                    { dataKey: 'totalStudents', label: 'Students enrolled', curve: 'linear' },
                    { dataKey: 'totalGraduates', label: 'Graduates', curve: 'linear' },
                  ]}
                />
              ) : null}
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <GenderBars title="Students by faculty" name="byFaculty" filters={filters} first="Faculty" />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <GenderBars title="Students by level" name="byLevel" filters={filters} first="Level" />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <GenderBars title="Students by program" name="byProgram" filters={filters} first="Program" />
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard
              title="Students by ethnic group"
              table={
                ethnicity.data && {
                  columns: ['Ethnic group', 'Students'],
                  rows: ethnicity.data.filter((row) => row.total > 0).map((row) => [row.title, row.total]),
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
                        .map((row, index) => ({ id: index, value: row.total, label: row.title })),
                    },
                  ]}
                />
              ) : null}
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard
              title="Staff by joining type"
              table={
                joining.data && {
                  columns: ['Staff', 'Permanent', 'Temporary', 'Contract', 'Part time'],
                  rows: joining.data
                    .filter((row) => row.permanent + row.temporary + row.contract + row.partTime > 0)
                    .map((row) => [row.title, row.permanent, row.temporary, row.contract, row.partTime]),
                }
              }
              loading={joining.isPending}
              error={errorOf(joining.error)}
            >
              {joining.data ? (
                <BarChart
                  height={HEIGHT}
                  dataset={joining.data as unknown as Record<string, string | number>[]}
                  xAxis={[{ scaleType: 'band', dataKey: 'title' }]}
                  series={[
                    { dataKey: 'permanent', label: 'Permanent', stack: 'joining' },
                    { dataKey: 'temporary', label: 'Temporary', stack: 'joining' },
                    { dataKey: 'contract', label: 'Contract', stack: 'joining' },
                    { dataKey: 'partTime', label: 'Part time', stack: 'joining' },
                  ]}
                />
              ) : null}
            </ChartCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 6 }}>
            <ChartCard
              title="Board exam pass rate by program"
              table={
                passRows && {
                  columns: ['Program', 'Appeared', 'Passed', 'Pass %'],
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
              emptyText="No board-exam results recorded for this selection."
            >
              {passRows ? (
                <BarChart
                  height={HEIGHT}
                  dataset={passRows.slice(0, 12) as unknown as Record<string, string | number>[]}
                  xAxis={[{ scaleType: 'band', dataKey: 'programName' }]}
                  yAxis={[{ min: 0, max: 100, label: 'Pass %' }]}
                  series={[{ dataKey: 'passPercentage', label: 'Pass %' }]}
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
