/**
 * One finding of validation: its severity, message and how many rows are behind it, the rows
 * (each with a link to the screen that fixes it, when HEMIS has one), and for a warning the
 * campus's written explanation, saved on its own while the return is with the campus.
 */
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ExplainFindingSchema, type ReturnFinding } from '@hemis/contracts';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useExplainFinding } from '../api/explain-finding.ts';
import { momentText } from '../return-actions.ts';

const LIST_NAMES = { students: 'Student', staff: 'Staff', programs: 'Program', marks: 'Marks' } as const;

function Explanation({
  finding,
  campusReturnId,
  editable,
}: {
  finding: ReturnFinding;
  campusReturnId: number;
  editable: boolean;
}) {
  const toast = useToast();
  const explain = useExplainFinding();
  const [text, setText] = useState(finding.explanation ?? '');
  const [error, setError] = useState<string>();
  if (!editable)
    return (
      <Typography variant="body2">
        <strong>Explanation:</strong> {finding.explanation ?? 'Not explained.'}
      </Typography>
    );
  const save = () => {
    const checked = ExplainFindingSchema.safeParse({ explanation: text });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    explain.mutate(
      { campusReturnId, findingId: finding.id, body: checked.data },
      {
        onSuccess: () => toast.success('Explanation saved'),
        onError: (failure) => {
          const issues = Object.values(fieldErrorsOf(failure));
          if (issues.length > 0) setError(issues.join(' '));
          else toast.error(serverMessage(failure, 'The explanation could not be saved.'));
        },
      },
    );
  };
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        fullWidth
        multiline
        minRows={2}
        size="small"
        label={`Explanation of: ${finding.message}`}
        value={text}
        error={Boolean(error)}
        helperText={
          error ?? (finding.explainedAt ? `Saved ${momentText(finding.explainedAt)}` : 'Required before submitting')
        }
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <Button
        size="small"
        variant="outlined"
        disabled={explain.isPending || text === (finding.explanation ?? '')}
        onClick={save}
        aria-label={`Save the explanation of: ${finding.message}`}
      >
        {explain.isPending ? 'Saving…' : 'Save explanation'}
      </Button>
    </Stack>
  );
}

export function FindingCard({
  finding,
  campusReturnId,
  editable,
}: {
  finding: ReturnFinding;
  campusReturnId: number;
  /** The return is with the campus and the reader prepares it. */
  editable: boolean;
}) {
  const isError = finding.severity === 'error';
  const more = finding.rowCount - finding.rows.length;
  return (
    <Paper
      variant="outlined"
      component="article"
      aria-label={finding.message}
      sx={{ p: 2, borderLeftWidth: 4, borderLeftColor: isError ? 'error.main' : 'warning.main' }}
    >
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
          <Chip size="small" color={isError ? 'error' : 'warning'} label={isError ? 'Error' : 'Warning'} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {finding.message}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {finding.rowCount === 1 ? '1 row' : `${finding.rowCount} rows`}
          </Typography>
        </Stack>
        {finding.rows.length > 0 ? (
          <List dense disablePadding aria-label={`Rows behind: ${finding.message}`}>
            {finding.rows.map((row, index) => (
              <ListItem key={`${row.list}-${row.recordId ?? row.rowNo ?? index}`} disableGutters sx={{ gap: 2 }}>
                <Box component="span">
                  {LIST_NAMES[row.list]}
                  {row.rowNo !== null ? ` row ${row.rowNo}` : ''}: {row.label}
                </Box>
                {row.fixAt ? (
                  <Link component={RouterLink} to={row.fixAt} aria-label={`Fix ${row.label}`}>
                    Fix
                  </Link>
                ) : null}
              </ListItem>
            ))}
          </List>
        ) : null}
        {more > 0 ? (
          <Typography variant="body2" color="text.secondary">
            and {more} more
          </Typography>
        ) : null}
        {isError ? null : <Explanation finding={finding} campusReturnId={campusReturnId} editable={editable} />}
      </Stack>
    </Paper>
  );
}
