/** A budget line's history: the amount first set, then each revision with the amount before, the reason and who made it. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { BudgetLine } from '@hemis/contracts';
import { FiguresTableView } from '../../../components/figures-frame.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { amountText } from '../../../lib/amounts.ts';
import { useBudgetRevisions } from '../api/get-budget-revisions.ts';
import { holderName } from '../budget-values.ts';

/** "2026-11-27 17:15" from the API's instant, in the reader's time. */
const momentText = (at: string) => new Date(at).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export function BudgetHistoryDialog({ line, onClose }: { line: BudgetLine; onClose: () => void }) {
  const revisions = useBudgetRevisions(line.id);
  const title = `Revisions of ${line.headName}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="budget-history-title">
      <DialogTitle id="budget-history-title">{title}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {holderName(line)}, F.Y. {line.fiscalYear}: first set at Rs. {amountText(line.originalAmount)}, now Rs.{' '}
          {amountText(line.amount)}.
        </Typography>
        {revisions.isPending ? <LinearProgress aria-label="Loading the revisions" /> : null}
        {revisions.error ? (
          <Alert severity="error">{serverMessage(revisions.error, 'Could not load the revisions.')}</Alert>
        ) : null}
        {revisions.data?.length === 0 ? <Typography>The budget has not been revised.</Typography> : null}
        {revisions.data && revisions.data.length > 0 ? (
          <FiguresTableView
            titled={false}
            table={{
              caption: title,
              columns: [
                { header: 'Revised' },
                { header: 'By' },
                { header: 'From', numeric: true },
                { header: 'To', numeric: true },
                { header: 'Reason' },
              ],
              rows: revisions.data.map((revision) => [
                momentText(revision.revisedAt),
                revision.revisedBy,
                amountText(revision.previousAmount),
                amountText(revision.amount),
                revision.reason,
              ]),
            }}
          />
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
