/**
 * What the bulk imports' screens share (registry import, students' import): a background
 * job's progress by phase, and the table of a file's problems, each with its row and column.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ImportJobPhase } from '@hemis/contracts';

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
