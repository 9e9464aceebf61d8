/**
 * /annual-returns: the returns opened so far, newest first, each with how many campuses of the
 * reader's scope stand in each state. The grants body opens a return; the grants body and a
 * university open a return's progress; a university keeps its submission API's keys. A campus's
 * staff go straight to their campus's return of the newest return (`?list` shows them the list,
 * each row leading to their campus's return of that year).
 */
import { useState } from 'react';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  can,
  RETURN_PROGRESS_LABELS,
  RETURN_PROGRESS_STATES,
  type AnnualReturn,
  type ReturnProgressState,
} from '@hemis/contracts';
import { LoadingTable } from '../../../components/list-table-view.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useCurrentUser, useRole } from '../../../lib/session/session-store.ts';
import { useAnnualReturns } from '../api/get-annual-returns.ts';
import { OpenReturnDialog } from './open-return-dialog.tsx';
import { STATE_COLORS } from './return-state-chip.tsx';
import Chip from '@mui/material/Chip';

/** The path of a campus's return of a return. */
export const campusReturnPath = (annualReturnId: number, campusId: number) =>
  `/annual-returns/${annualReturnId}/campus/${campusId}`;

export const progressPath = (annualReturnId: number) => `/annual-returns/${annualReturnId}/progress`;

/** The states a return's campuses stand in, as small chips of their counts (the empty states left out). */
export function ProgressCounts({ progress }: { progress: AnnualReturn['progress'] }) {
  const shown = RETURN_PROGRESS_STATES.filter((state: ReturnProgressState) => progress[state] > 0);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {shown.map((state) => (
        <Chip
          key={state}
          size="small"
          variant="outlined"
          color={STATE_COLORS[state]}
          label={`${RETURN_PROGRESS_LABELS[state]}: ${progress[state]}`}
        />
      ))}
      {shown.length === 0 ? <Typography variant="body2">No campus</Typography> : null}
    </Stack>
  );
}

export function AnnualReturnsPage() {
  const role = useRole();
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const returns = useAnnualReturns();
  const [opening, setOpening] = useState(false);
  const campusId = can(role, 'return:prepare') ? user?.institution.id : undefined;
  const newest = returns.data?.[0];
  if (campusId !== undefined && newest && !search.has('list'))
    return <Navigate to={campusReturnPath(newest.id, campusId)} replace />;
  const readsProgress = role === 'UniAdmin' || can(role, 'return:open');

  return (
    <Page title="Annual Returns">
      <Section>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {can(role, 'return:open') ? (
              <Button variant="contained" onClick={() => setOpening(true)}>
                Open a return
              </Button>
            ) : null}
            {can(role, 'return:api-key') ? (
              <Button variant="outlined" component={RouterLink} to="/annual-returns/api-keys">
                Submission API keys
              </Button>
            ) : null}
          </Stack>
          {returns.error ? (
            <Alert severity="error">{serverMessage(returns.error, 'Could not load the returns.')}</Alert>
          ) : null}
          <LoadingTable label="Annual returns" loading={returns.isPending}>
            <TableHead>
              <TableRow>
                <TableCell>Fiscal Year</TableCell>
                <TableCell>Census date</TableCell>
                <TableCell>Deadline</TableCell>
                <TableCell>Campuses</TableCell>
                <TableCell>Progress</TableCell>
                <TableCell>Action</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {returns.data?.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={6} align="center">
                    No return has been opened yet.
                  </TableCell>
                </TableRow>
              ) : null}
              {returns.data?.map((annualReturn) => (
                <TableRow key={annualReturn.id} hover>
                  <TableCell>{annualReturn.fiscalYear}</TableCell>
                  <TableCell>{annualReturn.censusDate}</TableCell>
                  <TableCell>{annualReturn.deadline}</TableCell>
                  <TableCell>{annualReturn.progress.total}</TableCell>
                  <TableCell>
                    <ProgressCounts progress={annualReturn.progress} />
                  </TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1}>
                      {readsProgress ? (
                        <Button
                          size="small"
                          variant="outlined"
                          component={RouterLink}
                          to={progressPath(annualReturn.id)}
                          aria-label={`Progress of F.Y. ${annualReturn.fiscalYear}`}
                        >
                          Progress
                        </Button>
                      ) : null}
                      {user && campusId !== undefined ? (
                        <Button
                          size="small"
                          variant="outlined"
                          component={RouterLink}
                          to={campusReturnPath(annualReturn.id, campusId)}
                          aria-label={`Your campus’s return of F.Y. ${annualReturn.fiscalYear}`}
                        >
                          Your campus’s return
                        </Button>
                      ) : null}
                    </Stack>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </LoadingTable>
        </Stack>
      </Section>
      {opening ? <OpenReturnDialog onClose={() => setOpening(false)} /> : null}
    </Page>
  );
}
