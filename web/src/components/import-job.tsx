/**
 * What the bulk imports' screens share (registry import, students' import): the choice of
 * the spreadsheet and its check before sending, a background job's progress by phase, and
 * the table of a file's problems, each with its row and column.
 */
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ImportJobPhase } from '@hemis/contracts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface SpreadsheetRules {
  /** The extensions the import takes, lower-case without the dot. */
  extensions: readonly string[];
  maxBytes: number;
  /** What a file of another type is told. */
  wrongType: string;
}

/** The problem with a chosen file before it is sent (the server checks its content), or undefined. */
export function spreadsheetProblem(file: { name: string; size: number }, rules: SpreadsheetRules): string | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  if (!rules.extensions.includes(extension)) return rules.wrongType;
  if (file.size > rules.maxBytes) return `The file must be at most ${rules.maxBytes / 1024 / 1024} MB`;
  return undefined;
}

/** "Choose file": the button, its hidden file input (the same file may be chosen again), and the chosen file's name. */
export function SpreadsheetChooser({
  file,
  extensions,
  disabled,
  onChoose,
}: {
  file: File | undefined;
  extensions: readonly string[];
  disabled: boolean;
  onChoose: (file: File | undefined) => void;
}) {
  const inputId = useId();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button component="label" htmlFor={inputId} variant="outlined" disabled={disabled}>
        Choose file
      </Button>
      <input
        id={inputId}
        type="file"
        hidden
        aria-label="Spreadsheet"
        accept={[...extensions.map((extension) => `.${extension}`), XLSX_TYPE, 'text/csv'].join(',')}
        onChange={(event) => {
          onChoose(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Typography variant="body2" color="text.secondary">
        {file ? file.name : 'No file chosen'}
      </Typography>
    </Stack>
  );
}

const PHASE_TEXT: Record<ImportJobPhase, string> = {
  reading: 'Reading the file',
  validating: 'Checking every row',
  writing: 'Writing the rows',
  done: 'Finished',
};

export interface ImportJobProgress {
  phase: ImportJobPhase;
  processed: number;
  total: number;
}

export function ImportProgress({ job, label = 'Import progress' }: { job: ImportJobProgress; label?: string }) {
  const percent = job.total > 0 ? Math.round((job.processed / job.total) * 100) : 0;
  return (
    <Box role="status" aria-live="polite">
      <Typography variant="body2" sx={{ mb: 1 }}>
        {PHASE_TEXT[job.phase]}: {job.processed} of {job.total || '…'} rows
      </Typography>
      <LinearProgress variant={job.total > 0 ? 'determinate' : 'indeterminate'} value={percent} aria-label={label} />
    </Box>
  );
}

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** Every problem of a file, by row; the spreadsheet's own row numbers (the header is row 1). */
export function ImportProblemsTable({ problems }: { problems: readonly ImportProblem[] }) {
  return (
    <TableContainer sx={{ maxHeight: 480 }}>
      <Table size="small" stickyHeader aria-label="Problems in the file">
        <TableHead>
          <TableRow>
            <TableCell>Row</TableCell>
            <TableCell>Column</TableCell>
            <TableCell>Problem</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {problems.map((problem, index) => (
            <TableRow key={`${problem.row}-${problem.column}-${index}`}>
              <TableCell>{problem.row}</TableCell>
              <TableCell>{problem.column}</TableCell>
              <TableCell>{problem.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
