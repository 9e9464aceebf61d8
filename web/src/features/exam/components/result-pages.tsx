/**
 * Results (screens 8.3): "Result For The Scheduled Exams" (/exam-management/results), an exam's
 * appeared students with their results and report cards, all or only those who passed or failed
 * (/exam-management/view-result/{id}), where the campus administrator publishes them, and the
 * marks ledger (/MarksLedger?examschedule=).
 * Results are drafts until published; students see only published ones.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import { can, type ExamSchedule, type ReportCard } from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, useListState, type ListTexts } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { PdfPreview } from '../../../components/pdf-preview.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useExamResults, type ResultFilter } from '../api/get-exam-results.ts';
import { useExamSchedule } from '../api/get-exam-schedule.ts';
import { useExamSchedules } from '../api/get-exam-schedules.ts';
import { usePublishResults } from '../api/publish-results.ts';
import {
  downloadAllReportCards,
  downloadLedger,
  downloadReportCard,
  downloadStudentReportCards,
  reportCardPdf,
} from '../api/result-files.ts';
import { examPeriodLabel } from '../exam-rules.ts';
import { ExamFilter } from './exam-picker.tsx';
import { ExamStatusChip } from './schedule-pages.tsx';

const RESULTS_LIST: ListTexts = {
  title: 'Result For The Scheduled Exams',
  label: 'Exams with results',
  failure: 'Could not load the exams.',
  emptyText: 'No exam is scheduled yet.',
};

export function PublishedChip({ exam }: { exam: Pick<ExamSchedule, 'resultsPublishedAt'> }) {
  return exam.resultsPublishedAt ? (
    <Chip size="small" color="success" label="Published" />
  ) : (
    <Chip size="small" label="Draft" />
  );
}

export function ResultsPage() {
  const state = useListState();
  const list = useExamSchedules(state.request);
  const columns: PagedColumn<ExamSchedule>[] = [
    { id: 'programName', header: 'Program Name', cell: (row) => row.programName, sortKey: 'programName' },
    { id: 'examName', header: 'Exam Name', cell: (row) => row.examName, sortKey: 'examName' },
    { id: 'period', header: 'Semester/Year', cell: examPeriodLabel },
    { id: 'dateFrom', header: 'Exam Start Date', cell: (row) => row.dateFromNepali, sortKey: 'dateFrom' },
    { id: 'status', header: 'Status', cell: (row) => <ExamStatusChip status={row.status} /> },
    { id: 'results', header: 'Results', cell: (row) => <PublishedChip exam={row} /> },
    actionColumn((row) => (
      <RowButtons>
        <RowButton to={`/exam-management/view-result/${row.id}`} label={`Results of ${row.examName}`}>
          View Results
        </RowButton>
        <RowButton to={`/MarksLedger?examschedule=${row.id}`} label={`Marks ledger of ${row.examName}`}>
          Marks Ledger
        </RowButton>
      </RowButtons>
    )),
  ];
  return <ListScreen texts={RESULTS_LIST} columns={columns} query={list} state={state} />;
}

function usePrint() {
  const toast = useToast();
  return (download: () => Promise<void>, failure: string) =>
    void download().catch((error: unknown) => toast.error(serverMessage(error, failure)));
}

function ExamActions({ exam }: { exam: ExamSchedule }) {
  const role = useRole();
  const toast = useToast();
  const print = usePrint();
  const publish = usePublishResults();
  const [asking, setAsking] = useState(false);
  const published = Boolean(exam.resultsPublishedAt);
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
      <Typography>
        Results: <PublishedChip exam={exam} />
        {exam.resultsPublishedAt ? ` since ${exam.resultsPublishedAt.slice(0, 10)}` : ''}
      </Typography>
      {can(role, 'exam:publish') ? (
        <Button variant="contained" color={published ? 'warning' : 'primary'} onClick={() => setAsking(true)}>
          {published ? 'Withdraw Results' : 'Publish Results'}
        </Button>
      ) : null}
      <Button
        variant="outlined"
        onClick={() => print(() => downloadAllReportCards(exam.id), 'Could not print the report cards.')}
      >
        Download all report cards
      </Button>
      <Button
        variant="outlined"
        onClick={() => print(() => downloadLedger(exam.id, 'pdf'), 'Could not print the marks ledger.')}
      >
        Marks ledger (PDF)
      </Button>
      <Button
        variant="outlined"
        onClick={() => print(() => downloadLedger(exam.id, 'xlsx'), 'Could not export the marks ledger.')}
      >
        Marks ledger (XLSX)
      </Button>
      <ConfirmDialog
        open={asking}
        title={published ? 'Withdraw these results?' : 'Publish these results?'}
        confirmLabel={published ? 'Withdraw' : 'Publish'}
        busy={publish.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          publish.mutate(
            { examId: exam.id, publish: !published },
            {
              onSuccess: (answer) => {
                toast.success(answer.message);
                setAsking(false);
              },
              onError: (error) => {
                toast.error(serverMessage(error, 'The results could not be published'));
                setAsking(false);
              },
            },
          )
        }
      >
        {published
          ? `The results of ${exam.examName} become drafts again and students no longer see them.`
          : `Students see the results of ${exam.examName} from now on. A change of marks afterwards needs a reason and is kept in the audit log.`}
      </ConfirmDialog>
    </Stack>
  );
}

const VIEW_RESULT_LIST: ListTexts = {
  title: 'Appeared Students - Generate Exam Report Card',
  label: 'Appeared students',
  failure: 'Could not load the results.',
  emptyText: 'No student has appeared at this exam yet.',
};

/** The appeared students filtered in the database by their exam's result. */
const RESULT_FILTERS = [
  { value: 'PASS', label: 'Passed' },
  { value: 'FAIL', label: 'Failed' },
] as const satisfies readonly { value: NonNullable<ResultFilter>; label: string }[];

const RESULT_FILTER_EMPTY: Record<string, string | undefined> = {
  PASS: 'No student has passed this exam.',
  FAIL: 'No student has failed this exam.',
};

export function ViewResultPage() {
  const id = Number(useParams().id);
  const exam = useExamSchedule(id);
  const state = useListState<{ overallStatus: string }>({}, { overallStatus: '' });
  const list = useExamResults(state.request, id, (state.filters.overallStatus || undefined) as ResultFilter);
  const print = usePrint();
  const [previewing, setPreviewing] = useState<ReportCard>();
  const columns: PagedColumn<ReportCard>[] = [
    { id: 'name', header: 'Student Name', cell: (row) => row.studentName, sortKey: 'name' },
    { id: 'rollNo', header: 'Roll No.', cell: (row) => row.rollNoManual ?? row.rollNo ?? '—', sortKey: 'rollNo' },
    { id: 'studentId', header: 'Student ID', cell: (row) => row.studentId },
    { id: 'program', header: 'Program Name', cell: (row) => row.programName },
    { id: 'batch', header: 'Batch', cell: (row) => row.batchNepali },
    { id: 'period', header: 'Semester/Year', cell: examPeriodLabel },
    { id: 'percentage', header: 'Percentage', cell: (row) => `${row.percentage}%`, sortKey: 'percentage' },
    { id: 'grade', header: 'Grade', cell: (row) => `${row.grade} (${row.gradePoint})` },
    { id: 'result', header: 'Result', cell: (row) => row.overallStatus },
    actionColumn((row) => (
      <RowButtons>
        <RowButton onClick={() => setPreviewing(row)} label={`Report card of ${row.studentName}`}>
          Report card
        </RowButton>
        <RowButton
          onClick={() => print(() => downloadReportCard(id, row.studentId), 'Could not print the report card.')}
          label={`Download the report card of ${row.studentName}`}
        >
          Download
        </RowButton>
        <RowButton
          onClick={() =>
            print(() => downloadStudentReportCards(row.studentId), 'Could not print the student’s results.')
          }
          label={`All results of ${row.studentName}`}
        >
          All results
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <ListScreen
      texts={{
        ...VIEW_RESULT_LIST,
        title: exam.data ? `Results of ${exam.data.examName}` : VIEW_RESULT_LIST.title,
        emptyText: RESULT_FILTER_EMPTY[state.filters.overallStatus] ?? VIEW_RESULT_LIST.emptyText,
      }}
      columns={columns}
      query={list}
      state={state}
      rowKey={(row) => row.studentId}
      toolbar={
        <FilterBar>
          <FilterSelect
            label="Result"
            value={state.filters.overallStatus}
            options={RESULT_FILTERS}
            onChange={(overallStatus) => state.filter({ overallStatus })}
          />
        </FilterBar>
      }
      notice={
        exam.error ? (
          <Alert severity="error">{serverMessage(exam.error, 'The exam could not be loaded.')}</Alert>
        ) : undefined
      }
      above={
        exam.data ? (
          <Stack sx={{ mb: 2 }}>
            <ExamActions exam={exam.data} />
          </Stack>
        ) : exam.isPending ? (
          <LinearProgress aria-label="Loading the exam" />
        ) : undefined
      }
    >
      {previewing ? (
        <Section title={`Report card of ${previewing.studentName}`}>
          <PdfPreview {...reportCardPdf(id, previewing.studentId)} title="Report card preview" height={720} />
        </Section>
      ) : null}
    </ListScreen>
  );
}

export function MarksLedgerPage() {
  const [params, setParams] = useSearchParams();
  const examId = params.get('examschedule') ?? params.get('id') ?? '';
  const print = usePrint();
  return (
    <Page title="Marks Ledger">
      <Section>
        <FilterBar>
          <ExamFilter value={examId} onChange={(value) => setParams(value ? { examschedule: value } : {})} />
          {examId ? (
            <Button
              variant="outlined"
              onClick={() => print(() => downloadLedger(Number(examId), 'xlsx'), 'Could not export the marks ledger.')}
            >
              Export to Excel
            </Button>
          ) : null}
        </FilterBar>
      </Section>
      <Section>
        {examId ? (
          <PdfPreview
            path={`MarksLedger/${examId}/pdf`}
            fileName={`marks-ledger-${examId}.pdf`}
            title="Marks ledger preview"
            height={720}
          />
        ) : (
          <Alert severity="info">Choose an exam to see its marks ledger.</Alert>
        )}
      </Section>
    </Page>
  );
}
