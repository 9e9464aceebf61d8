/**
 * One table of a report in a collapsible panel: read when first opened, shown with its
 * columns (a page at a time when the server pages it), with downloads as PDF, spreadsheet and
 * CSV where the server writes them, and a progress bar while a download is prepared.
 */
import { useId, useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@hemis/contracts';
import { DownloadButtons } from '../../../components/download-buttons.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { downloadReport, useReportRows, type ReportFilters } from '../api/reports.ts';

export interface ReportColumn<Row> {
  header: string;
  value(row: Row): string | number;
}

export function ReportSection<Row>({
  title,
  path,
  filters,
  columns,
  downloadable = true,
  select,
  paged = false,
  notes = [],
  emptyMessage = 'No records for this selection.',
  defaultExpanded = false,
}: {
  title: string;
  path: string;
  filters: ReportFilters;
  /** The table's columns, or how to read them from the rows (a column per fiscal year answered). */
  columns: readonly ReportColumn<Row>[] | ((rows: Row[]) => readonly ReportColumn<Row>[]);
  /** Whether the server writes this table as a file (`?format=`). */
  downloadable?: boolean;
  /** The table's rows from a nested answer. */
  select?: (answer: unknown[]) => Row[];
  /** Whether the server pages this table (a national table runs to thousands of rows). */
  paged?: boolean;
  /** Sentences shown above the figures (what they count, what HEMIS does not record). */
  notes?: readonly string[];
  /** What the panel says when the selection has no rows. */
  emptyMessage?: string;
  /** Whether the panel starts open (a page of one table). */
  defaultExpanded?: boolean;
}) {
  const sectionId = useId();
  const [opened, setOpened] = useState(defaultExpanded);
  // A page belongs to the filters it was chosen under: new filters start at the first page.
  const filtersKey = JSON.stringify(filters);
  const [paging, setPaging] = useState({ filtersKey, page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const page = paging.filtersKey === filtersKey ? paging : { ...paging, page: 1 };
  const rows = useReportRows<Row>(path, filters, opened, select, paged ? page : undefined);
  const shown = typeof columns === 'function' ? columns(rows.data?.rows ?? []) : columns;
  return (
    <Accordion expanded={opened} onChange={(_event, expanded) => setOpened(expanded)} disableGutters>
      {/* Named, so that its figures are a region named by the section's title. */}
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${sectionId}-title`}
        aria-controls={`${sectionId}-figures`}
      >
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {downloadable ? (
            <DownloadButtons title={title} download={(format) => downloadReport(path, filters, format)} />
          ) : null}
          {rows.isPending && opened ? <LinearProgress aria-label={`Loading ${title}`} /> : null}
          {rows.error ? (
            <Alert severity="error">{serverMessage(rows.error, 'Could not load this report.')}</Alert>
          ) : null}
          {rows.data?.countedAt ? (
            <Typography variant="body2" color="text.secondary">
              Figures as counted at {rows.data.countedAt.toLocaleString()} (counted again every few minutes)
            </Typography>
          ) : null}
          {notes.map((note) => (
            <Typography key={note} variant="body2" color="text.secondary">
              {note}
            </Typography>
          ))}
          {rows.data && rows.data.total === 0 ? <Typography color="text.secondary">{emptyMessage}</Typography> : null}
          {rows.data && rows.data.total > 0 ? (
            <TableContainer>
              <Table size="small" aria-label={title}>
                <TableHead>
                  <TableRow>
                    {shown.map((column) => (
                      <TableCell key={column.header}>{column.header}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.data.rows.map((row, index) => (
                    <TableRow key={index}>
                      {shown.map((column) => (
                        <TableCell key={column.header}>{column.value(row)}</TableCell>
                      ))}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
              {paged ? (
                <TablePagination
                  component="div"
                  count={rows.data.total}
                  page={page.page - 1}
                  rowsPerPage={page.pageSize}
                  rowsPerPageOptions={[...PAGE_SIZE_OPTIONS]}
                  onPageChange={(_event, next) => setPaging({ ...page, filtersKey, page: next + 1 })}
                  onRowsPerPageChange={(event) =>
                    setPaging({ filtersKey, page: 1, pageSize: Number(event.target.value) })
                  }
                />
              ) : null}
            </TableContainer>
          ) : null}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}
