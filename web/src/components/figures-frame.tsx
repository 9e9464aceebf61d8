/**
 * The frame of a statement of figures (the books' statements, budget against actual): its
 * downloads, loading, failure and empty states, a line saying what the figures are of, and
 * its tables, each with its totals in bold under the rows. What a statement shows is a plain
 * model (FiguresModel) its screen builds from the answer, so the frame knows no statement.
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReportFormat } from '@hemis/contracts';
import { fieldErrorsOf } from '../lib/api-client.ts';
import { DownloadButtons } from './download-buttons.tsx';
import { serverMessage } from './setup/setup-screen.tsx';

export interface FiguresColumn {
  header: string;
  /** Figures align right. */
  numeric?: boolean;
}

export interface FiguresTable {
  /** Names the table for screen readers, and heads it when there are several. */
  caption: string;
  columns: readonly FiguresColumn[];
  rows: readonly (readonly string[])[];
  /** Rows under the others, in bold: totals, a closing balance. */
  totals?: readonly (readonly string[])[];
}

export interface FiguresModel {
  /** What the figures are of ("Cash (1010), 2081-04-01 to 2081-12-30"). */
  heading?: string;
  tables: readonly FiguresTable[];
  /** Lines under the tables ("Surplus for the period: 1,250.00"). */
  summary?: readonly string[];
  /** Nothing was posted or budgeted: the frame says `emptyText` instead of empty tables. */
  empty: boolean;
}

/** What a frame reads of its query. */
export interface FiguresQuery<Data> {
  data?: Data | undefined;
  isFetching: boolean;
  error: unknown;
}

/** A failed read's words: the issues of a refused query (a date outside the year), else the server's message. */
export function failureText(error: unknown, fallback: string): string {
  const issues = Object.values(fieldErrorsOf(error));
  return issues.length > 0 ? issues.join(' ') : serverMessage(error, fallback);
}

export function FiguresTableView({ table, titled }: { table: FiguresTable; titled: boolean }) {
  const align = (index: number) => (table.columns[index]?.numeric ? 'right' : 'left');
  return (
    <Stack spacing={1}>
      {titled ? (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {table.caption}
        </Typography>
      ) : null}
      <TableContainer>
        <Table size="small" aria-label={table.caption}>
          <TableHead>
            <TableRow>
              {table.columns.map((column, index) => (
                <TableCell key={column.header} align={align(index)}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {table.rows.map((row, rowIndex) => (
              <TableRow key={rowIndex}>
                {row.map((cell, index) => (
                  <TableCell
                    key={index}
                    align={align(index)}
                    sx={{ whiteSpace: table.columns[index]?.numeric ? 'nowrap' : undefined }}
                  >
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
          {table.totals && table.totals.length > 0 ? (
            <TableFooter>
              {table.totals.map((row, rowIndex) => (
                <TableRow key={rowIndex}>
                  {row.map((cell, index) => (
                    <TableCell
                      key={index}
                      align={align(index)}
                      sx={{ fontWeight: 700, color: 'text.primary', fontSize: 'inherit', whiteSpace: 'nowrap' }}
                    >
                      {cell}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableFooter>
          ) : null}
        </Table>
      </TableContainer>
    </Stack>
  );
}

export function FiguresFrame<Data>({
  title,
  query,
  model,
  download,
  waiting,
  emptyText,
  failure,
  children,
}: {
  /** Names the downloads ("Download Trial Balance as PDF") and the loading bar. */
  title: string;
  query: FiguresQuery<Data>;
  model: (data: Data) => FiguresModel;
  download: (format: ReportFormat) => Promise<unknown>;
  /** Why nothing is read yet (a choice still to make); the downloads wait too. */
  waiting?: string | undefined;
  emptyText: string;
  failure: string;
  /** Choices of this statement alone, above its downloads (a ledger). */
  children?: ReactNode;
}) {
  const figures = query.data !== undefined && !waiting ? model(query.data) : undefined;
  return (
    <Stack spacing={2}>
      {children}
      <DownloadButtons title={title} download={download} disabled={Boolean(waiting)} />
      {query.isFetching && !waiting ? <LinearProgress aria-label={`Loading ${title}`} /> : null}
      {waiting ? <Typography color="text.secondary">{waiting}</Typography> : null}
      {query.error && !waiting ? <Alert severity="error">{failureText(query.error, failure)}</Alert> : null}
      {figures?.heading ? <Typography sx={{ fontWeight: 600 }}>{figures.heading}</Typography> : null}
      {figures?.empty ? <Typography color="text.secondary">{emptyText}</Typography> : null}
      {figures && !figures.empty ? (
        <>
          {figures.tables.map((table) => (
            <FiguresTableView key={table.caption} table={table} titled={figures.tables.length > 1} />
          ))}
          {figures.summary?.map((line) => (
            <Typography key={line} sx={{ fontWeight: 600 }}>
              {line}
            </Typography>
          ))}
        </>
      ) : null}
    </Stack>
  );
}
