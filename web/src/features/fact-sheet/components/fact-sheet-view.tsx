/**
 * A fact sheet on screen (api-contract 8.8), the staff's or the public one: the campus block,
 * the enrolled and graduated students by program, the teaching and non-teaching staff by post,
 * each with its total row, and the infrastructure, in the columns the PDF prints; the fiscal
 * year chosen (the active one unless chosen) and a "Download PDF" button; loading, error and
 * empty states.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  FACT_SHEET_MESSAGES as M,
  FACT_SHEET_PROGRAM_COLUMNS,
  FACT_SHEET_STAFF_COLUMNS,
  FACT_SHEET_TABLES,
  FACT_SHEET_TOTAL_LABEL,
  INFRASTRUCTURE_FIGURE_COLUMNS,
  factSheetCampusLines,
  factSheetProgramLines,
  factSheetStaffLines,
  infrastructureFigures,
  type FactSheet,
  type PublicFactSheet,
  type ReportTableColumn,
} from '@hemis/contracts';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { CampusImagesSection } from '../../campus-image/components/campus-images-section.tsx';
import { useFiscalYearOptions } from '../../lookups/components/fiscal-year-select.tsx';
import { downloadFactSheetPdf } from '../api/fact-sheet-pdf.ts';

const figures = new Intl.NumberFormat('en-IN');
const cellText = (value: string | number) => (typeof value === 'number' ? figures.format(value) : value);

/** The fiscal year of the figures: '' is the active one, as the server reads it. */
export function useFiscalYearChoice() {
  const [fiscalYearId, setFiscalYearId] = useState('');
  const select = (
    <FilterSelect
      fullWidth
      label="Fiscal Year"
      allLabel="Active fiscal year"
      value={fiscalYearId}
      options={useFiscalYearOptions()}
      onChange={setFiscalYearId}
    />
  );
  return { fiscalYearId, select };
}

function FiguresTable<Row>({
  title,
  columns,
  rows,
  empty,
}: {
  title: string;
  columns: readonly ReportTableColumn<Row>[];
  rows: readonly Row[];
  empty: string;
}) {
  if (!rows.length) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header}>{column.header}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => {
            const total = columns[0]?.value(row) === FACT_SHEET_TOTAL_LABEL && index === rows.length - 1;
            return (
              <TableRow key={index}>
                {columns.map((column) => (
                  <TableCell key={column.header} sx={total ? { fontWeight: 600 } : undefined}>
                    {cellText(column.value(row))}
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function DownloadPdfButton({
  campusId,
  fiscalYearId,
  audience,
}: {
  campusId: number;
  fiscalYearId: string;
  audience: 'staff' | 'public';
}) {
  const toast = useToast();
  const [preparing, setPreparing] = useState(false);
  const download = () => {
    setPreparing(true);
    downloadFactSheetPdf(campusId, fiscalYearId, audience)
      .catch((error: unknown) => toast.error(serverMessage(error, 'The fact sheet could not be downloaded')))
      .finally(() => setPreparing(false));
  };
  return (
    <Stack spacing={1}>
      <Button variant="contained" onClick={download} disabled={preparing} sx={{ alignSelf: 'flex-start' }}>
        Download PDF
      </Button>
      {preparing ? <LinearProgress aria-label="Preparing the fact sheet" /> : null}
    </Stack>
  );
}

export function FactSheetView({
  campusId,
  fiscalYear,
  sheet,
  audience,
}: {
  campusId: number;
  /** The choice of fiscal year and its select. */
  fiscalYear: ReturnType<typeof useFiscalYearChoice>;
  sheet: { data?: FactSheet | PublicFactSheet; isPending: boolean; error: unknown };
  audience: 'staff' | 'public';
}) {
  let content;
  if (sheet.isPending) content = <PageLoader label="Loading the fact sheet" />;
  else if (sheet.error || !sheet.data)
    content = (
      <Alert severity="error" role="alert">
        {statusOf(sheet.error) === 404
          ? 'No such campus.'
          : serverMessage(sheet.error, 'The fact sheet could not be loaded just now. Please try again.')}
      </Alert>
    );
  else
    content = (
      <>
        <FactSheetFigures sheet={sheet.data} />
        {/* The images are private files: only the signed-in sheet shows them. */}
        {audience === 'staff' ? <CampusImagesSection campusId={campusId} /> : null}
      </>
    );
  return (
    <Stack spacing={3}>
      <Section>
        <Grid container spacing={2} sx={{ alignItems: 'center' }}>
          <Grid size={{ xs: 12, md: 4 }}>{fiscalYear.select}</Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <DownloadPdfButton campusId={campusId} fiscalYearId={fiscalYear.fiscalYearId} audience={audience} />
          </Grid>
        </Grid>
      </Section>
      {content}
    </Stack>
  );
}

function FactSheetFigures({ sheet }: { sheet: FactSheet | PublicFactSheet }) {
  // The summary's first figure counts the campuses: one on a campus's sheet.
  const [, ...infrastructure] = infrastructureFigures(sheet.infrastructure);
  return (
    <>
      <Section title={`${sheet.campus.campusName} (F.Y. ${sheet.fiscalYear.yearNepali})`}>
        <Grid container spacing={1} component="dl" sx={{ m: 0 }}>
          {factSheetCampusLines(sheet.campus).map(([label, value]) => (
            <Grid key={label} size={{ xs: 12, md: 6 }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Grid>
          ))}
        </Grid>
      </Section>
      {FACT_SHEET_TABLES.map((table) => (
        <Section key={table.key} title={table.title}>
          <Stack spacing={1}>
            {table.key === 'teachingStaff' ? (
              <Typography variant="body2" color="text.secondary">
                {M.staffAsRecorded}
              </Typography>
            ) : null}
            {table.kind === 'program' ? (
              <FiguresTable
                title={table.title}
                columns={FACT_SHEET_PROGRAM_COLUMNS}
                rows={factSheetProgramLines(sheet[table.key])}
                empty={table.empty}
              />
            ) : (
              <FiguresTable
                title={table.title}
                columns={FACT_SHEET_STAFF_COLUMNS}
                rows={factSheetStaffLines(sheet[table.key])}
                empty={table.empty}
              />
            )}
          </Stack>
        </Section>
      ))}
      <Section title="Infrastructure">
        <FiguresTable
          title="Infrastructure"
          columns={INFRASTRUCTURE_FIGURE_COLUMNS}
          rows={infrastructure}
          empty="No infrastructure is recorded."
        />
      </Section>
    </>
  );
}
