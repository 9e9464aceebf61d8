/**
 * A campus's QAA page: where the campus stands (its status computed from the latest award,
 * the expiry), the cycle in progress on the QAA stages, and every cycle newest first with its
 * stages' dates, decisions, remarks and documents, and its peer review team.
 *
 * /accrediation/campus/{campusId} is the grants body's (and a university's, reading): the QAA
 * staff record the next stage (only those the cycle may move to), form the peer review team and
 * correct the campus's record. /accrediation/my-campus is a campus's own staff's: they submit
 * the letter of intent and the self-study report.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  QAA_STAGES,
  QAA_STAGE_LABELS,
  can,
  type QaaCampusStanding,
  type QaaCycle,
  type QaaStageEvent,
} from '@hemis/contracts';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { statusOf } from '../../../lib/api-client.ts';
import { useCurrentUser, useRole } from '../../../lib/session/session-store.ts';
import { downloadQaaDocument } from '../api/download-qaa-document.ts';
import { useQaaCampusStanding } from '../api/get-qaa-campus-standing.ts';
import { campusTypeLabel, expiryText, openCycle, teamEditable } from '../qaa-values.ts';
import { CampusAccreditationDialog } from './campus-accreditation-dialog.tsx';
import { QaaStatusChip } from './qaa-status-chip.tsx';
import { StageDialog, type StageDialogTarget } from './stage-dialog.tsx';
import { TeamEditor, TeamTable } from './team-editor.tsx';

/** Where the open cycle is on the stages in order (a deferral's cycle stands at the stage it returned to). */
function CycleProgress({ cycle }: { cycle: QaaCycle }) {
  const index = QAA_STAGES.indexOf(cycle.stage as (typeof QAA_STAGES)[number]);
  const active = cycle.stage === 'Awarded' ? QAA_STAGES.length : index;
  return (
    <Box sx={{ overflowX: 'auto', pb: 1 }}>
      <Stepper activeStep={active} alternativeLabel aria-label={`Stages of cycle ${cycle.cycleNumber}`}>
        {QAA_STAGES.map((stage) => (
          <Step key={stage}>
            <StepLabel>{QAA_STAGE_LABELS[stage]}</StepLabel>
          </Step>
        ))}
      </Stepper>
    </Box>
  );
}

function EventsTable({ cycle }: { cycle: QaaCycle }) {
  const toast = useToast();
  const download = (event: QaaStageEvent) =>
    void downloadQaaDocument(cycle.id, event.id, event.documentFileName ?? 'document.pdf').catch((error: unknown) =>
      toast.error(serverMessage(error, 'Could not download the document.')),
    );
  if (cycle.events.length === 0) return <Typography color="text.secondary">No stage recorded yet.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label={`Stages of cycle ${cycle.cycleNumber} as recorded`}>
        <TableHead>
          <TableRow>
            <TableCell>Stage</TableCell>
            <TableCell>Date (BS)</TableCell>
            <TableCell>Date (AD)</TableCell>
            <TableCell>Decision</TableCell>
            <TableCell>Remarks</TableCell>
            <TableCell>Recorded by</TableCell>
            <TableCell>Document</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {cycle.events.map((event) => (
            <TableRow key={event.id}>
              <TableCell>
                {event.stageLabel}
                {event.returnedToStage ? ` (returned to ${QAA_STAGE_LABELS[event.returnedToStage]})` : ''}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.dateBs}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{event.dateAd}</TableCell>
              <TableCell>{event.decision ?? '—'}</TableCell>
              <TableCell>{event.remarks ?? '—'}</TableCell>
              <TableCell>{event.actorName}</TableCell>
              <TableCell>
                {event.documentFileName ? (
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`Document of ${event.stageLabel}`}
                    onClick={() => download(event)}
                  >
                    PDF
                  </Button>
                ) : (
                  '—'
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function CycleSection({ cycle, mayManage, open }: { cycle: QaaCycle; mayManage: boolean; open: boolean }) {
  const title = `Cycle ${cycle.cycleNumber}${cycle.isReaccreditation ? ' (re-accreditation)' : ''}: ${cycle.stageLabel}`;
  return (
    <Section title={title}>
      <Stack spacing={2}>
        {open ? <CycleProgress cycle={cycle} /> : undefined}
        {cycle.awardedOnAd ? (
          <Typography>
            Awarded on {cycle.awardedOnBs} BS ({cycle.awardedOnAd}), valid until {cycle.validUntilBs} BS (
            {cycle.validUntilAd}){cycle.validityYears ? `, ${cycle.validityYears} years` : ''}
            {cycle.recordedDirectly ? '; recorded as an award decided outside HEMIS' : ''}.
          </Typography>
        ) : undefined}
        <EventsTable cycle={cycle} />
        <Divider />
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Peer review team
        </Typography>
        {mayManage && open && teamEditable(cycle.stage) ? <TeamEditor cycle={cycle} /> : <TeamTable cycle={cycle} />}
      </Stack>
    </Section>
  );
}

function Standing({ standing, ownCampus }: { standing: QaaCampusStanding; ownCampus: boolean }) {
  const role = useRole();
  const mayManage = can(role, 'qaa:manage');
  const maySubmit = can(role, 'qaa:submit');
  const [dialog, setDialog] = useState<StageDialogTarget>();
  const [editing, setEditing] = useState(false);
  const { campus } = standing;
  const current = openCycle(standing);
  const next = current?.nextStages ?? [];
  const expiry = expiryText(standing.validUntilBs, standing.validUntilAd, standing.daysToExpiry);
  const mayStart = maySubmit && standing.canStartCycle && (ownCampus || mayManage);
  const holdsAward = standing.status === 'Accredited' || standing.status === 'Re-accredited';
  const campusMaySubmitReport = !mayManage && next.includes('SelfStudyReportSubmitted');

  return (
    <>
      <Section>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography component="h2" variant="h6">
              {campus.campusName}
            </Typography>
            <QaaStatusChip status={standing.status} size="medium" />
          </Stack>
          <Grid container spacing={1}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography>University: {campus.name}</Typography>
              <Typography>Campus type: {campusTypeLabel(campus.campusType)}</Typography>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Typography>
                Address:{' '}
                {[campus.localLevelName, campus.districtName, campus.provinceName].filter(Boolean).join(', ') || '—'}
              </Typography>
              <Typography>Established: {campus.establishedYear ?? '—'}</Typography>
            </Grid>
          </Grid>
          <Typography aria-label="Accreditation status" role="status">
            Status: <strong>{standing.status}</strong>
            {expiry ? ` · ${expiry}` : ''}
          </Typography>
          {current ? (
            <Typography>
              Cycle {current.cycleNumber} in progress: <strong>{current.stageLabel}</strong>
            </Typography>
          ) : standing.canStartCycle && standing.cycles.length === 0 ? (
            <Typography color="text.secondary">
              No cycle in progress. A cycle starts with the campus’s letter of intent.
            </Typography>
          ) : undefined}
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {mayStart ? (
              <Button
                variant="contained"
                onClick={() => setDialog({ kind: 'letter', campusId: campus.campusId, campusName: campus.campusName })}
              >
                {`${mayManage ? 'Record' : 'Submit'} letter of intent${holdsAward ? ' for re-accreditation' : ''}`}
              </Button>
            ) : undefined}
            {current && campusMaySubmitReport ? (
              <Button
                variant="contained"
                onClick={() =>
                  setDialog({
                    kind: 'stage',
                    cycleId: current.id,
                    campusName: campus.campusName,
                    stages: ['SelfStudyReportSubmitted'],
                    title: `Self-study report of ${campus.campusName}`,
                  })
                }
              >
                Submit self-study report
              </Button>
            ) : undefined}
            {current && mayManage && next.length > 0 ? (
              <Button
                variant="contained"
                onClick={() =>
                  setDialog({ kind: 'stage', cycleId: current.id, campusName: campus.campusName, stages: next })
                }
              >
                Record next stage
              </Button>
            ) : undefined}
            {mayManage ? (
              <Button variant="outlined" onClick={() => setEditing(true)}>
                Edit campus
              </Button>
            ) : undefined}
          </Stack>
          {current && !mayManage && next.length === 0 && ownCampus ? (
            <Alert severity="info">The grants body’s QAA staff record the next stage.</Alert>
          ) : undefined}
        </Stack>
      </Section>
      {standing.cycles.length === 0 ? (
        <Section>
          <Typography color="text.secondary">No QAA cycle yet.</Typography>
        </Section>
      ) : (
        standing.cycles.map((cycle) => (
          <CycleSection key={cycle.id} cycle={cycle} mayManage={mayManage} open={cycle.id === current?.id} />
        ))
      )}
      {dialog ? <StageDialog target={dialog} onClose={() => setDialog(undefined)} /> : undefined}
      {editing ? <CampusAccreditationDialog campusId={campus.campusId} onClose={() => setEditing(false)} /> : undefined}
    </>
  );
}

function CampusQaa({ campusId, ownCampus }: { campusId: number | undefined; ownCampus: boolean }) {
  const standing = useQaaCampusStanding(campusId);
  if (campusId === undefined || !(campusId > 0))
    return <Alert severity="info">Your account does not belong to a campus.</Alert>;
  if (standing.isPending) return <PageLoader label="Loading the campus’s QAA record" />;
  if (standing.error)
    return (
      <Alert severity={statusOf(standing.error) === 404 ? 'info' : 'error'}>
        {statusOf(standing.error) === 404
          ? 'This campus has no QAA record that you may see.'
          : serverMessage(standing.error, 'Could not load the campus’s QAA record.')}
      </Alert>
    );
  return <Standing standing={standing.data} ownCampus={ownCampus} />;
}

/** /accrediation/campus/{campusId}: one campus's QAA page. */
export function QaaCampusPage() {
  const { campusId } = useParams();
  return (
    <Page title="Campus QAA">
      <Box>
        <Button component={RouterLink} to="/accrediation/campus-list" size="small">
          ← Campus List
        </Button>
      </Box>
      <CampusQaa campusId={Number(campusId)} ownCampus={false} />
    </Page>
  );
}

/** /accrediation/my-campus: the signed-in campus staff's own campus. */
export function MyCampusQaaPage() {
  const user = useCurrentUser();
  const role = useRole();
  const ofCampus = role === 'CollegeAdmin' || role === 'CollegeUser';
  const campusId = ofCampus ? user?.institution.id : undefined;
  return (
    <Page title="My Campus QAA">
      <CampusQaa campusId={campusId} ownCampus />
    </Page>
  );
}
