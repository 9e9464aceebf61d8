/**
 * The peer review team of a cycle (names, roles, institutions): shown to every reader, and
 * kept by the grants body's QAA staff from the self-study report's approval to the final
 * visit, saved whole. A member removed from the list leaves the team when it is saved.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QAA_MESSAGES, QaaTeamBodySchema, type QaaCycle } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf } from '../../../lib/api-client.ts';
import { useSaveQaaTeam, type QaaTeamMember } from '../api/save-qaa-team.ts';
import { teamMembers } from '../qaa-values.ts';

const blank = (): QaaTeamMember => ({ name: '', role: '', institution: '' });

/** The team as a table, for those who only read it. */
export function TeamTable({ cycle }: { cycle: QaaCycle }) {
  if (cycle.reviewers.length === 0)
    return <Typography color="text.secondary">No peer review team formed yet.</Typography>;
  return (
    <Table size="small" aria-label={`Peer review team of cycle ${cycle.cycleNumber}`}>
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Role</TableCell>
          <TableCell>Institution</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {cycle.reviewers.map((member) => (
          <TableRow key={member.id}>
            <TableCell>{member.name}</TableCell>
            <TableCell>{member.role}</TableCell>
            <TableCell>{member.institution ?? '—'}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Messages of the team's fields by row: `members.1.role` -> row 1's role. */
type RowErrors = Record<number, Partial<Record<keyof QaaTeamMember, string>>>;

function issuesOf(paths: Record<string, string>): { rows: RowErrors; other: string[] } {
  const rows: RowErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(paths)) {
    const match = /^members\.(\d+)\.(name|role|institution)$/.exec(path.replace(/^body\./, ''));
    if (match) (rows[Number(match[1])] ??= {})[match[2] as keyof QaaTeamMember] = message;
    else other.push(message);
  }
  return { rows, other };
}

export function TeamEditor({ cycle }: { cycle: QaaCycle }) {
  const toast = useToast();
  const save = useSaveQaaTeam();
  const [members, setMembers] = useState<QaaTeamMember[]>(() =>
    cycle.reviewers.length > 0
      ? cycle.reviewers.map((member) => ({ ...member, institution: member.institution ?? '' }))
      : [blank()],
  );
  const [errors, setErrors] = useState<{ rows: RowErrors; other: string[] }>({ rows: {}, other: [] });

  const change = (index: number, field: keyof QaaTeamMember, value: string) =>
    setMembers((current) => current.map((member, at) => (at === index ? { ...member, [field]: value } : member)));

  /** The saved members a save would take off the team, asked about first. */
  const [removing, setRemoving] = useState<string[]>();
  const submit = async (removalConfirmed = false) => {
    const kept = teamMembers(members);
    const parsed = QaaTeamBodySchema.safeParse({ members: kept });
    if (!parsed.success) {
      const paths: Record<string, string> = {};
      for (const issue of parsed.error.issues) paths[issue.path.join('.')] ??= issue.message;
      setMembers(kept.length > 0 ? kept : [blank()]);
      setErrors(issuesOf(paths));
      return;
    }
    setErrors({ rows: {}, other: [] });
    const leaving = cycle.reviewers.filter(
      (saved) => !kept.some((member) => member.name === saved.name && member.role === saved.role),
    );
    if (leaving.length > 0 && !removalConfirmed) {
      setRemoving(leaving.map((member) => member.name));
      return;
    }
    try {
      await save.mutateAsync({ cycleId: cycle.id, members: kept });
      toast.success('Peer review team saved');
    } catch (error) {
      const found = issuesOf(fieldErrorsOf(error));
      if (found.other.length === 0 && Object.keys(found.rows).length === 0)
        found.other.push(serverMessage(error, 'The peer review team could not be saved.'));
      setErrors(found);
      toast.error(found.other[0] ?? 'The peer review team could not be saved.');
    }
  };

  return (
    <Stack
      component="form"
      aria-label={`Peer review team of cycle ${cycle.cycleNumber}`}
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {members.map((member, index) => (
        <Grid container spacing={1} key={index} role="group" aria-label={`Member ${index + 1}`}>
          {(['name', 'role', 'institution'] as const).map((field) => (
            <Grid key={field} size={{ xs: 12, sm: field === 'role' ? 3 : 4 }}>
              <TextField
                fullWidth
                size="small"
                label={`${field === 'name' ? 'Name' : field === 'role' ? 'Role' : 'Institution'} ${index + 1}`}
                required={field !== 'institution'}
                value={member[field]}
                onChange={(event) => change(index, field, event.target.value)}
                error={Boolean(errors.rows[index]?.[field])}
                helperText={errors.rows[index]?.[field]}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, sm: 1 }}>
            <Button
              size="small"
              color="warning"
              aria-label={`Remove member ${index + 1}`}
              disabled={members.length === 1}
              onClick={() => setMembers((current) => current.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </Grid>
        </Grid>
      ))}
      {errors.other.length > 0 ? (
        <Alert severity="error" role="alert">
          {errors.other.join(' ')}
        </Alert>
      ) : undefined}
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => setMembers((current) => [...current, blank()])}>
          Add member
        </Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save team'}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {QAA_MESSAGES.teamNotNow}.
      </Typography>
      <ConfirmDialog
        open={removing !== undefined}
        title="Take members off the team?"
        confirmLabel="Save team"
        busy={save.isPending}
        onConfirm={() => void submit(true).finally(() => setRemoving(undefined))}
        onClose={() => setRemoving(undefined)}
      >
        {removing?.join(', ')} {removing?.length === 1 ? 'leaves' : 'leave'} the peer review team when it is saved.
      </ConfirmDialog>
    </Stack>
  );
}
