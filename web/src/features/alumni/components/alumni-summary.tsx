/**
 * The campus's alumni summary (GET Alumni/Summary): the table per program with its totals
 * (/Alumni/summary-reports), and the totals alone under the alumni home's tiles (/Alumni/home).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AlumniSummaryRow } from '@hemis/contracts';
import { Page, Section } from '../../../components/page.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useAlumniSummary } from '../api/alumni-campus.ts';

type Count = 'graduates' | 'withAccount' | 'employed' | 'pending';

const COUNTS: readonly (readonly [Count, string])[] = [
  ['graduates', 'Graduates'],
  ['withAccount', 'With Alumni Account'],
  ['employed', 'Currently Working'],
  ['pending', 'Waiting for Verification'],
];

const totalsOf = (rows: readonly AlumniSummaryRow[]) =>
  Object.fromEntries(COUNTS.map(([count]) => [count, rows.reduce((sum, row) => sum + row[count], 0)])) as Record<
    Count,
    number
  >;

/** The summary's rows once loaded, or its loader or error. */
function WithSummary({ children }: { children: (rows: AlumniSummaryRow[]) => ReactNode }) {
  const summary = useAlumniSummary();
  if (summary.isPending) return <PageLoader label="Loading the alumni summary" />;
  if (summary.error)
    return <Alert severity="error">{serverMessage(summary.error, 'Could not load the summary.')}</Alert>;
  return <>{children(summary.data)}</>;
}

/** The totals as figures, under the alumni home's tiles. */
export function AlumniTotals() {
  return (
    <Section title="Alumni at a Glance">
      <WithSummary>
        {(rows) => {
          const totals = totalsOf(rows);
          return (
            <Grid container spacing={2} component="dl" aria-label="Alumni totals" sx={{ m: 0 }}>
              {COUNTS.map(([count, label]) => (
                <Grid key={count} size={{ xs: 6, md: 3 }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {label}
                  </Typography>
                  <Typography component="dd" variant="h5" sx={{ m: 0 }}>
                    {totals[count]}
                  </Typography>
                </Grid>
              ))}
            </Grid>
          );
        }}
      </WithSummary>
    </Section>
  );
}

/** /Alumni/summary-reports */
export function AlumniSummaryPage() {
  return (
    <Page title="Alumni Summary Report">
      <Section>
        <WithSummary>
          {(rows) => {
            const totals = totalsOf(rows);
            return (
              <TableContainer component={Paper} variant="outlined">
                <Table size="small" aria-label="Alumni summary by program">
                  <TableHead>
                    <TableRow>
                      <TableCell>Program</TableCell>
                      {COUNTS.map(([count, label]) => (
                        <TableCell key={count} align="right">
                          {label}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {rows.length === 0 ? (
                      <TableRow>
                        <TableCell colSpan={COUNTS.length + 1}>No graduates recorded yet.</TableCell>
                      </TableRow>
                    ) : undefined}
                    {rows.map((row) => (
                      <TableRow key={row.programId}>
                        <TableCell>{row.programName}</TableCell>
                        {COUNTS.map(([count]) => (
                          <TableCell key={count} align="right">
                            {row[count]}
                          </TableCell>
                        ))}
                      </TableRow>
                    ))}
                  </TableBody>
                  {/* The footer's small grey type would make the totals look secondary. */}
                  <TableFooter
                    sx={{ '& .MuiTableCell-root': { fontSize: 'inherit', fontWeight: 600, color: 'text.primary' } }}
                  >
                    <TableRow>
                      <TableCell component="th" scope="row">
                        Total
                      </TableCell>
                      {COUNTS.map(([count]) => (
                        <TableCell key={count} align="right">
                          {totals[count]}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableFooter>
                </Table>
              </TableContainer>
            );
          }}
        </WithSummary>
      </Section>
    </Page>
  );
}
