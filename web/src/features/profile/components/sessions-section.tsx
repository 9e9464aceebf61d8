/**
 * The profile's Sessions (issue #33): where the user is signed in (device, address, how, when
 * started and last used), this session marked; ending any other or all others, each asked
 * first; and the sessions ended lately with why.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  RECENT_SESSION_DAYS,
  SESSION_END_REASON_LABELS,
  SIGN_IN_METHOD_LABELS,
  type EndedSession,
  type OpenSession,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { LoadingTable } from '../../../components/list-table-view.tsx';
import { Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useEndOtherSessions } from '../api/end-other-sessions.ts';
import { useEndSession } from '../api/end-session.ts';
import { useSessions } from '../api/get-sessions.ts';
import { deviceName } from '../device-name.ts';

const when = (iso: string) => new Date(iso).toLocaleString();

const methodLabel = (method: string) => SIGN_IN_METHOD_LABELS[method as keyof typeof SIGN_IN_METHOD_LABELS] ?? method;

const reasonLabel = (reason: string) =>
  SESSION_END_REASON_LABELS[reason as keyof typeof SESSION_END_REASON_LABELS] ?? reason;

/** The device cell's id, which the row's End session button is described by. */
const deviceId = (session: { id: string }) => `session-device-${session.id}`;

function Device({ session, current = false }: { session: OpenSession | EndedSession; current?: boolean }) {
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
      <span id={deviceId(session)} title={session.device ?? undefined}>
        {deviceName(session.device)}
      </span>
      {current ? <Chip size="small" color="primary" label="This session" /> : undefined}
    </Box>
  );
}

/** A column after the four every session shows (device, address, how, when started). */
interface ExtraColumn<Row> {
  heading: string;
  cell: (session: Row) => React.ReactNode;
}

/** The open sessions and the recently ended ones share their first four columns. */
function SessionTable<Row extends OpenSession | EndedSession>({
  label,
  loading,
  rows,
  emptyText,
  extraColumns,
  isCurrent = () => false,
}: {
  label: string;
  loading: boolean;
  rows: Row[];
  emptyText: string;
  extraColumns: ExtraColumn<Row>[];
  isCurrent?: (session: Row) => boolean;
}) {
  const headings = ['Device', 'Address', 'Signed in with', 'Started', ...extraColumns.map((column) => column.heading)];
  return (
    <LoadingTable label={label} loading={loading}>
      <TableHead>
        <TableRow>
          {headings.map((heading) => (
            <TableCell key={heading}>{heading}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {!loading && rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={headings.length} align="center">
              {emptyText}
            </TableCell>
          </TableRow>
        ) : undefined}
        {rows.map((session) => (
          <TableRow key={session.id} hover selected={isCurrent(session)}>
            <TableCell>
              <Device session={session} current={isCurrent(session)} />
            </TableCell>
            <TableCell>{session.ip}</TableCell>
            <TableCell>{methodLabel(session.method)}</TableCell>
            <TableCell>{when(session.createdAt)}</TableCell>
            {extraColumns.map((column) => (
              <TableCell key={column.heading}>{column.cell(session)}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </LoadingTable>
  );
}

export function SessionsSection() {
  const toast = useToast();
  const { data, isPending, error } = useSessions();
  const end = useEndSession();
  const endOthers = useEndOtherSessions();
  const [ending, setEnding] = useState<OpenSession>();
  const [endingOthers, setEndingOthers] = useState(false);
  const open = data?.sessions ?? [];
  const others = open.filter((session) => !session.current);

  return (
    <Section title="Sessions">
      <Typography sx={{ mb: 2 }}>
        Where your account is signed in. End a session you do not recognise, and change your password.
      </Typography>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {serverMessage(error, 'Your sessions could not be loaded.')}
        </Alert>
      ) : undefined}
      <SessionTable
        label="Open sessions"
        loading={isPending}
        rows={open}
        emptyText="No open sessions."
        isCurrent={(session) => session.current}
        extraColumns={[
          { heading: 'Last used', cell: (session) => when(session.lastUsedAt) },
          {
            heading: 'Action',
            cell: (session) =>
              session.current ? (
                '—'
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  color="warning"
                  aria-describedby={deviceId(session)}
                  onClick={() => setEnding(session)}
                >
                  End session
                </Button>
              ),
          },
        ]}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button
          variant="contained"
          color="warning"
          disabled={others.length === 0 || endOthers.isPending}
          onClick={() => setEndingOthers(true)}
        >
          End all other sessions
        </Button>
      </Box>

      <Typography component="h3" variant="subtitle1" sx={{ mt: 3, mb: 1, fontWeight: 600 }}>
        Recently ended
      </Typography>
      <SessionTable
        label="Recently ended sessions"
        loading={isPending}
        rows={data?.recent ?? []}
        emptyText={`No session ended in the last ${RECENT_SESSION_DAYS} days.`}
        extraColumns={[
          { heading: 'Ended', cell: (session) => when(session.endedAt) },
          { heading: 'Why', cell: (session) => reasonLabel(session.endedReason) },
        ]}
      />

      {ending ? (
        <ConfirmDialog
          open
          title="End this session?"
          confirmLabel="End session"
          busy={end.isPending}
          onClose={() => setEnding(undefined)}
          onConfirm={() =>
            end.mutate(ending.id, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setEnding(undefined);
              },
              onError: (failure) => toast.error(serverMessage(failure, 'The session could not be ended.')),
            })
          }
        >
          {`${deviceName(ending.device)} (${ending.ip}) will be signed out at once.`}
        </ConfirmDialog>
      ) : undefined}
      {endingOthers ? (
        <ConfirmDialog
          open
          title="End all other sessions?"
          confirmLabel="End all other sessions"
          busy={endOthers.isPending}
          onClose={() => setEndingOthers(false)}
          onConfirm={() =>
            endOthers.mutate(undefined, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setEndingOthers(false);
              },
              onError: (failure) => toast.error(serverMessage(failure, 'The sessions could not be ended.')),
            })
          }
        >
          Every session but this one will be signed out at once.
        </ConfirmDialog>
      ) : undefined}
    </Section>
  );
}
