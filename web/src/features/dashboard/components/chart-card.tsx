/**
 * A chart with its text alternative: the same figures as a table, hidden from sight but read
 * by screen readers (and shown on request), so no figure exists only as a picture.
 */
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocalDigits } from '../../../lib/i18n/use-local-digits.ts';

/** Out of sight, still read by screen readers. */
const VISUALLY_HIDDEN: React.CSSProperties = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
};

export interface FigureTable {
  columns: string[];
  rows: (string | number)[][];
}

export function ChartCard({
  title,
  table,
  loading,
  error,
  emptyText,
  children,
}: {
  title: string;
  table: FigureTable | undefined;
  loading: boolean;
  error: string | undefined;
  /** What the card says when the figure has no rows (that no students are recorded, unless given). */
  emptyText?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('dashboard');
  const [asTable, setAsTable] = useState(false);
  const empty = !loading && !error && (table?.rows.length ?? 0) === 0;
  return (
    <Paper component="figure" aria-label={title} sx={{ p: 2, m: 0, height: '100%' }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {table && !empty ? (
          <Button size="small" onClick={() => setAsTable(!asTable)} aria-pressed={asTable}>
            {asTable ? t('chart.showChart') : t('chart.showTable')}
          </Button>
        ) : null}
      </Stack>
      {loading ? <Skeleton variant="rectangular" height={240} aria-label={t('chart.loading', { title })} /> : null}
      {error ? <Alert severity="error">{error}</Alert> : null}
      {empty ? <Typography color="text.secondary">{emptyText ?? t('chart.noStudents')}</Typography> : null}
      {table && !empty ? (
        <>
          <div aria-hidden={!asTable} style={asTable ? undefined : { display: 'none' }}>
            <DataTable title={title} table={table} />
          </div>
          {asTable ? null : (
            <>
              <div aria-hidden>{children}</div>
              <span style={VISUALLY_HIDDEN}>
                <DataTable title={title} table={table} />
              </span>
            </>
          )}
        </>
      ) : null}
    </Paper>
  );
}

/** The figures' table; counts in the digits of the language shown. */
function DataTable({ title, table }: { title: string; table: FigureTable }) {
  const digits = useLocalDigits();
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          {table.columns.map((column) => (
            <TableCell key={column}>{column}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {table.rows.map((row) => (
          <TableRow key={String(row[0])}>
            {row.map((cell, index) => (
              <TableCell key={table.columns[index]}>{typeof cell === 'number' ? digits(cell) : cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
