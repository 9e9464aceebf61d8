/**
 * /annual-returns/:id/campus/:campusId: a campus's return. Its state and counts; the snapshot
 * taken or refreshed by the campus's staff while the return is with the campus; the findings of
 * validation, errors first, each with its rows and the links that fix them, and the warnings'
 * explanations; the comment it came back with; the signed report's status; the steps of the
 * approval the reader may take (each asked first), with the reason a submission waits; the
 * history of its steps, and the snapshot's student and staff lists.
 */
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { can, type CampusReturn } from '@hemis/contracts';
import { LoadingTable } from '../../../components/list-table-view.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import type { ReturnDecision } from '../api/decide-return.ts';
import { useCampusReturn } from '../api/get-campus-return.ts';
import { useTakeSnapshot } from '../api/take-snapshot.ts';
import { inShownOrder, momentText, offersOf, submitBlockedBy } from '../return-actions.ts';
import { progressPath } from './annual-returns-page.tsx';
import { DecisionDialog } from './decision-dialog.tsx';
import { FindingCard } from './finding-card.tsx';
import { ReturnLists } from './return-lists.tsx';
import { ReturnStateChip } from './return-state-chip.tsx';

/** Where a campus uploads its signed statistical report. */
export const SIGNED_REPORT_PATH = '/form-management/statisticalReport';

const ACTION_NAMES = {
  snapshot: 'Snapshot taken',
  batch: 'Lists sent by the university’s system',
  submit: 'Submitted',
  approve: 'Approved by the university',
  accept: 'Accepted',
  return: 'Returned',
} as const;

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Typography>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}:
      </Box>{' '}
      {value}
    </Typography>
  );
}

function Summary({ campusReturn }: { campusReturn: CampusReturn }) {
  const { annualReturn } = campusReturn;
  return (
    <Grid container spacing={1}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <Typography color="text.secondary">State:</Typography>
          <ReturnStateChip state={campusReturn.state} />
        </Stack>
        <Fact label="University" value={campusReturn.universityName} />
        <Fact label="Census date" value={annualReturn.censusDate} />
        <Fact label="Deadline" value={annualReturn.deadline} />
        <Fact
          label="Snapshot"
          value={
            campusReturn.snapshotAt
              ? `${momentText(campusReturn.snapshotAt)}${campusReturn.listSource === 'batch' ? ' (lists from the university’s system)' : ''}`
              : 'Not taken yet'
          }
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Fact label="Students" value={campusReturn.studentCount} />
        <Fact label="Staff" value={campusReturn.staffCount} />
        <Fact label="Errors" value={campusReturn.errorCount} />
        <Fact
          label="Warnings"
          value={`${campusReturn.warningCount}${campusReturn.unexplainedCount > 0 ? ` (${campusReturn.unexplainedCount} without explanation)` : ''}`}
        />
      </Grid>
    </Grid>
  );
}

function SnapshotButton({ campusReturn }: { campusReturn: CampusReturn }) {
  const toast = useToast();
  const take = useTakeSnapshot();
  const label = campusReturn.snapshotAt ? 'Refresh snapshot' : 'Take snapshot';
  return (
    <Stack spacing={1}>
      <Box>
        <Button
          variant="contained"
          disabled={take.isPending}
          onClick={() =>
            take.mutate(
              { id: campusReturn.annualReturn.id, campusId: campusReturn.campusId },
              {
                onSuccess: (taken) =>
                  toast.success(`Snapshot taken: ${taken.errorCount} errors, ${taken.warningCount} warnings`),
                onError: (error) => toast.error(serverMessage(error, 'The snapshot could not be taken.')),
              },
            )
          }
        >
          {take.isPending ? 'Taking the snapshot…' : label}
        </Button>
      </Box>
      {take.isPending ? <LinearProgress aria-label="Taking the snapshot" /> : null}
    </Stack>
  );
}

function SignedReport({ campusReturn, uploads }: { campusReturn: CampusReturn; uploads: boolean }) {
  return campusReturn.signedReportUploaded ? (
    <Alert severity="success">
      The signed statistical report of F.Y. {campusReturn.annualReturn.fiscalYear} is uploaded.
    </Alert>
  ) : (
    <Alert
      severity="warning"
      action={
        uploads ? (
          <Button color="inherit" size="small" component={RouterLink} to={SIGNED_REPORT_PATH}>
            Upload the signed report
          </Button>
        ) : undefined
      }
    >
      The signed statistical report of F.Y. {campusReturn.annualReturn.fiscalYear} is not uploaded yet.
    </Alert>
  );
}

function Decisions({ campusReturn, onDecide }: { campusReturn: CampusReturn; onDecide: (d: ReturnDecision) => void }) {
  const offers = offersOf(useRole(), campusReturn.status);
  const blocked = submitBlockedBy(campusReturn);
  if (!offers.submit && !offers.review && !offers.accept) return null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {offers.submit ? (
          <Button
            variant="contained"
            color="success"
            disabled={blocked !== undefined}
            onClick={() => onDecide('Submit')}
          >
            Submit
          </Button>
        ) : null}
        {offers.review ? (
          <Button variant="contained" color="success" onClick={() => onDecide('Approve')}>
            Approve
          </Button>
        ) : null}
        {offers.accept ? (
          <Button variant="contained" color="success" onClick={() => onDecide('Accept')}>
            Accept
          </Button>
        ) : null}
        {offers.review || offers.accept ? (
          <Button variant="outlined" color="warning" onClick={() => onDecide('Return')}>
            Return to campus
          </Button>
        ) : null}
      </Stack>
      {offers.submit && blocked ? (
        <Typography color="text.secondary" role="note">
          Not yet: {blocked}.
        </Typography>
      ) : null}
    </Stack>
  );
}

function History({ steps }: { steps: CampusReturn['steps'] }) {
  return (
    <LoadingTable label="History of the return" loading={false}>
      <TableHead>
        <TableRow>
          <TableCell>When</TableCell>
          <TableCell>Step</TableCell>
          <TableCell>By</TableCell>
          <TableCell>Comment</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {steps.length === 0 ? (
          <TableRow>
            <TableCell colSpan={4} align="center">
              Nothing has happened yet.
            </TableCell>
          </TableRow>
        ) : null}
        {steps.map((step) => (
          <TableRow key={step.id}>
            <TableCell>{momentText(step.at)}</TableCell>
            <TableCell>{ACTION_NAMES[step.action]}</TableCell>
            <TableCell>{step.by}</TableCell>
            <TableCell>{step.comment ?? ''}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </LoadingTable>
  );
}

export function CampusReturnPage() {
  const params = useParams();
  const role = useRole();
  const id = Number(params.id);
  const campusId = Number(params.campusId);
  const query = useCampusReturn(id, campusId);
  const [deciding, setDeciding] = useState<ReturnDecision>();
  const campusReturn = query.data;
  const offers = offersOf(role, campusReturn?.status ?? null);
  const findings = campusReturn ? inShownOrder(campusReturn.findings) : [];
  const title = campusReturn
    ? `${campusReturn.campusName}: Annual Return F.Y. ${campusReturn.annualReturn.fiscalYear}`
    : 'Annual Return';

  return (
    <Page title={title}>
      <Section>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/annual-returns?list">
              All returns
            </Button>
            {role === 'UniAdmin' || can(role, 'return:open') ? (
              <Button component={RouterLink} to={progressPath(id)}>
                Progress of every campus
              </Button>
            ) : null}
          </Stack>
          {query.isPending ? <LinearProgress aria-label="Loading the return" /> : null}
          {query.error ? (
            <Alert severity="error">{serverMessage(query.error, 'Could not load the return.')}</Alert>
          ) : null}
          {campusReturn ? (
            <>
              <Summary campusReturn={campusReturn} />
              {campusReturn.status === 'returned' && campusReturn.returnComment ? (
                <Alert severity="warning" role="note">
                  <AlertTitle>Returned with comments</AlertTitle>
                  {campusReturn.returnComment}
                </Alert>
              ) : null}
              {campusReturn.status === 'accepted' ? (
                <Alert severity="info">The return is accepted: its figures never change again.</Alert>
              ) : null}
              {offers.prepare ? <SnapshotButton campusReturn={campusReturn} /> : null}
              <SignedReport campusReturn={campusReturn} uploads={can(role, 'report:upload')} />
              <Decisions campusReturn={campusReturn} onDecide={setDeciding} />
            </>
          ) : null}
        </Stack>
      </Section>
      {campusReturn && campusReturn.campusReturnId !== null ? (
        <Section title="Findings">
          {findings.length === 0 ? (
            <Typography>Validation found nothing to correct or explain.</Typography>
          ) : (
            <Stack spacing={2}>
              {findings.map((finding) => (
                <FindingCard
                  key={finding.id}
                  finding={finding}
                  campusReturnId={campusReturn.campusReturnId!}
                  editable={offers.prepare}
                />
              ))}
            </Stack>
          )}
        </Section>
      ) : null}
      {campusReturn ? (
        <Section title="History">
          <History steps={campusReturn.steps} />
        </Section>
      ) : null}
      {campusReturn && campusReturn.campusReturnId !== null ? (
        <Section title="Snapshot lists">
          <ReturnLists
            key={campusReturn.snapshotAt}
            campusReturnId={campusReturn.campusReturnId}
            studentCount={campusReturn.studentCount}
            staffCount={campusReturn.staffCount}
          />
        </Section>
      ) : null}
      {campusReturn && deciding ? (
        <DecisionDialog decision={deciding} campusReturn={campusReturn} onClose={() => setDeciding(undefined)} />
      ) : null}
    </Page>
  );
}
