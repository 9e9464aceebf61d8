/**
 * /annual-returns/:id/progress (the grants body, a university): how many campuses of the
 * reader's scope stand in each state, by university and by province, and the campuses one page
 * at a time, filtered by state, university and province, each opening its return. The grants
 * body takes every campus's snapshot in the background and watches it progress.
 */
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  can,
  RETURN_PROGRESS_LABELS,
  RETURN_PROGRESS_STATES,
  type ReturnProgress,
  type ReturnProgressCampus,
  type ReturnSnapshotsResult,
  type ReturnStateCounts,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FiguresTableView } from '../../../components/figures-frame.tsx';
import { ListFilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ServerList, useListState, type ListState } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { NO_PROGRESS_FILTERS, useReturnProgress, type ProgressFilters } from '../api/get-return-progress.ts';
import { useSnapshotsJob, useTakeAllSnapshots } from '../api/take-all-snapshots.ts';
import { momentText } from '../return-actions.ts';
import { campusReturnPath } from './annual-returns-page.tsx';
import { ReturnStateChip } from './return-state-chip.tsx';

const countColumns = [
  ...RETURN_PROGRESS_STATES.map((state) => ({ header: RETURN_PROGRESS_LABELS[state], numeric: true })),
  { header: 'Campuses', numeric: true },
];
const countCells = (counts: ReturnStateCounts) => [
  ...RETURN_PROGRESS_STATES.map((state) => String(counts[state])),
  String(counts.total),
];

/** The totals by state, one card each; a card filters the campus list by its state (again: every state). */
function StateTotals({ totals, state }: { totals: ReturnStateCounts; state: ListState<ProgressFilters> }) {
  return (
    <Grid container spacing={2} role="list" aria-label="Campuses by state">
      {RETURN_PROGRESS_STATES.map((name) => {
        const chosen = state.filters.state === name;
        return (
          <Grid key={name} size={{ xs: 6, sm: 4, md: 12 / 7 }} role="listitem">
            <Card variant="outlined" sx={chosen ? { borderColor: 'primary.main', borderWidth: 2 } : undefined}>
              <CardActionArea
                aria-label={`${RETURN_PROGRESS_LABELS[name]}: ${totals[name]}`}
                aria-pressed={chosen}
                onClick={() => state.filter({ state: chosen ? '' : name })}
              >
                <CardContent>
                  <Typography variant="body2" color="text.secondary">
                    {RETURN_PROGRESS_LABELS[name]}
                  </Typography>
                  <Typography variant="h5" component="p">
                    {totals[name]}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
}

const snapshotsDone = (result: ReturnSnapshotsResult | null) =>
  result
    ? `Snapshots taken: ${result.taken} of ${result.campuses} campuses` +
      (result.skipped > 0 ? `, ${result.skipped} skipped (submitted meanwhile)` : '') +
      (result.failed > 0 ? `, ${result.failed} failed` : '')
    : 'Snapshots taken';

/** The grants body's "Take every campus's snapshot": asked first, then the job's progress until it ends. */
function TakeAllSnapshots({ annualReturnId }: { annualReturnId: number }) {
  const toast = useToast();
  const start = useTakeAllSnapshots();
  const [asking, setAsking] = useState(false);
  const [jobId, setJobId] = useState<string>();
  const job = useSnapshotsJob(annualReturnId, jobId);
  const running = jobId !== undefined && job.data?.status !== 'succeeded' && job.data?.status !== 'failed';
  const percent = job.data && job.data.total > 0 ? Math.round((job.data.processed / job.data.total) * 100) : 0;
  return (
    <Stack spacing={1}>
      <Box>
        <Button variant="contained" disabled={running || start.isPending} onClick={() => setAsking(true)}>
          Take every campus’s snapshot
        </Button>
      </Box>
      {jobId !== undefined && job.data ? (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" sx={{ mb: 1 }}>
            {job.data.status === 'succeeded'
              ? snapshotsDone(job.data.result)
              : job.data.status === 'failed'
                ? (job.data.message ?? 'The snapshots stopped before every campus was done.')
                : `Taking snapshots: ${job.data.processed} of ${job.data.total || '…'} campuses`}
          </Typography>
          <LinearProgress
            variant={job.data.total > 0 ? 'determinate' : 'indeterminate'}
            value={percent}
            color={job.data.status === 'failed' ? 'error' : 'primary'}
            aria-label="Snapshots progress"
          />
        </Box>
      ) : null}
      {job.error ? <Alert severity="error">{serverMessage(job.error, 'Could not read the progress.')}</Alert> : null}
      <ConfirmDialog
        open={asking}
        title="Take every campus’s snapshot?"
        confirmLabel="Take snapshots"
        busy={start.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          start.mutate(annualReturnId, {
            onSuccess: (started) => {
              setJobId(started.id);
              setAsking(false);
            },
            onError: (error) => {
              setAsking(false);
              toast.error(serverMessage(error, 'The snapshots could not be started.'));
            },
          })
        }
      >
        Every campus whose return is still with it gets a fresh snapshot of its figures as at the census date, and its
        validation runs again. Submitted, approved and accepted returns are left as they are.
      </ConfirmDialog>
    </Stack>
  );
}

export function ReturnProgressPage() {
  const role = useRole();
  const id = Number(useParams().id);
  const state = useListState<ProgressFilters>({ sortBy: 'campusName' }, NO_PROGRESS_FILTERS);
  const progress = useReturnProgress(id, state.request, state.filters);
  const data: ReturnProgress | undefined = progress.data;
  const annualReturn = data?.annualReturn;

  const columns: PagedColumn<ReturnProgressCampus>[] = [
    {
      id: 'campus',
      header: 'Campus',
      sortKey: 'campusName',
      cell: (row) => (
        <Link component={RouterLink} to={campusReturnPath(id, row.campusId)}>
          {row.campusName}
        </Link>
      ),
    },
    { id: 'university', header: 'University', sortKey: 'universityName', cell: (row) => row.universityName },
    { id: 'province', header: 'Province', cell: (row) => row.province ?? '—' },
    { id: 'state', header: 'State', sortKey: 'state', cell: (row) => <ReturnStateChip state={row.state} /> },
    { id: 'errors', header: 'Errors', sortKey: 'errorCount', cell: (row) => row.errorCount },
    {
      id: 'warnings',
      header: 'Warnings',
      cell: (row) => `${row.warningCount}${row.unexplainedCount > 0 ? ` (${row.unexplainedCount} unexplained)` : ''}`,
    },
    { id: 'snapshot', header: 'Snapshot', cell: (row) => (row.snapshotAt ? momentText(row.snapshotAt) : '—') },
    {
      id: 'submitted',
      header: 'Submitted',
      sortKey: 'submittedAt',
      cell: (row) => (row.submittedAt ? momentText(row.submittedAt) : '—'),
    },
    actionColumn((row) => (
      <RowButton label={`Open the return of ${row.campusName}`} to={campusReturnPath(id, row.campusId)}>
        Open
      </RowButton>
    )),
  ];

  return (
    <Page title={annualReturn ? `Annual Return F.Y. ${annualReturn.fiscalYear}: Progress` : 'Annual Return: Progress'}>
      <Section>
        <Stack spacing={2}>
          <Button component={RouterLink} to="/annual-returns?list" sx={{ alignSelf: 'flex-start' }}>
            All returns
          </Button>
          {annualReturn ? (
            <Typography>
              Census date {annualReturn.censusDate} · Deadline {annualReturn.deadline}
            </Typography>
          ) : null}
          {progress.isPending ? <LinearProgress aria-label="Loading the progress" /> : null}
          {progress.error && !data ? (
            <Alert severity="error">{serverMessage(progress.error, 'Could not load the progress.')}</Alert>
          ) : null}
          {data ? <StateTotals totals={data.totals} state={state} /> : null}
          {can(role, 'return:open') ? <TakeAllSnapshots annualReturnId={id} /> : null}
        </Stack>
      </Section>
      <Section title="Campuses">
        <ServerList<ReturnProgressCampus>
          label="Campuses of the return"
          failure="Could not load the campuses."
          emptyText="No campus matches."
          state={state}
          query={progress}
          rows={data?.campuses.data}
          total={data?.campuses.totalRecords ?? 0}
          rowKey={(row) => row.campusId}
          columns={columns}
          toolbar={
            <FilterBar>
              <ListFilterSelect
                state={state}
                name="state"
                label="State"
                options={RETURN_PROGRESS_STATES.map((value) => ({ value, label: RETURN_PROGRESS_LABELS[value] }))}
              />
              {(data?.byUniversity.length ?? 0) > 1 || state.filters.universityId ? (
                <ListFilterSelect
                  state={state}
                  name="universityId"
                  label="University"
                  options={(data?.byUniversity ?? []).map((row) => ({
                    value: String(row.universityId),
                    label: row.universityName,
                  }))}
                />
              ) : null}
              <ListFilterSelect
                state={state}
                name="provinceId"
                label="Province"
                options={(data?.byProvince ?? [])
                  .filter((row) => row.provinceId !== null)
                  .map((row) => ({ value: String(row.provinceId), label: row.province }))}
              />
            </FilterBar>
          }
        />
      </Section>
      {data ? (
        <Section title="By university and province">
          <Stack spacing={3}>
            <FiguresTableView
              titled
              table={{
                caption: 'By university',
                columns: [{ header: 'University' }, ...countColumns],
                rows: data.byUniversity.map((row) => [row.universityName, ...countCells(row)]),
              }}
            />
            <FiguresTableView
              titled
              table={{
                caption: 'By province',
                columns: [{ header: 'Province' }, ...countColumns],
                rows: data.byProvince.map((row) => [row.province, ...countCells(row)]),
              }}
            />
          </Stack>
        </Section>
      ) : null}
    </Page>
  );
}
