/**
 * Board exams (screens 8.3, "Board-exam pass rate"): the board-exam list with Update Exam Appeared
 * and Update Exam Passed (/pass-rate-management/exam-appeared), the entry of who appeared
 * (student-appear) and who passed (student-result-entry), and the appeared and passed lists
 * (student-appeared, student-passed). Each screen names its exam by ?examschedule={id}; the pass
 * rates of the dashboard and the reports are counted from these records.
 */
import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  can,
  type AppearedStudent,
  type EligibleStudent,
  type ExamSchedule,
  type PassedStudent,
} from '@hemis/contracts';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import { FilterBar, ListScreen, ServerList, useListState, type ListTexts } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { FIRST_PAGE, type PagedColumn, type PageRequest } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useExamSchedules } from '../../exam/api/get-exam-schedules.ts';
import { examPeriodLabel } from '../../exam/exam-rules.ts';
import { ExamStatusChip } from '../../exam/components/schedule-pages.tsx';
import { useBoardAppeared } from '../api/get-board-appeared.ts';
import { useBoardPassed } from '../api/get-board-passed.ts';
import { useEligibleStudents } from '../api/get-eligible-students.ts';
import { useRecordAppeared, useRecordPassed } from '../api/record-board-students.ts';

/** A board exam's students as one table, with its loading, failure and empty states. */
function ExamStudentsTable<Row>({
  label,
  columns,
  query,
  failure,
  emptyText,
}: {
  label: string;
  columns: Column<Row>[];
  query: { data?: Row[]; isPending: boolean; error: unknown };
  failure: string;
  emptyText: string;
}) {
  return (
    <DataTable
      label={label}
      columns={columns}
      rows={query.data}
      loading={query.isPending}
      error={query.error ? serverMessage(query.error, failure) : undefined}
      emptyText={emptyText}
    />
  );
}

const BOARD_LIST: ListTexts = {
  title: 'Board Exams',
  label: 'Board exams',
  failure: 'Could not load the board exams.',
  emptyText: 'No board exam is scheduled yet.',
};

const at = (path: string, exam: { id: number }) => `/pass-rate-management/${path}?examschedule=${exam.id}`;

export function BoardExamListPage() {
  const role = useRole();
  const state = useListState();
  const list = useExamSchedules(state.request, { examType: 'external' });
  const writer = can(role, 'pass-rate:write');
  const columns: PagedColumn<ExamSchedule>[] = [
    { id: 'programName', header: 'Program Name', cell: (row) => row.programName, sortKey: 'programName' },
    { id: 'examName', header: 'Exam Name', cell: (row) => row.examName, sortKey: 'examName' },
    { id: 'type', header: 'Regular/Partial', cell: (row) => row.type || '—' },
    { id: 'period', header: 'Semester/Year', cell: examPeriodLabel },
    { id: 'dateFrom', header: 'Exam Start Date', cell: (row) => row.dateFromNepali, sortKey: 'dateFrom' },
    { id: 'dateTo', header: 'Exam End Date', cell: (row) => row.dateToNepali, sortKey: 'dateTo' },
    { id: 'status', header: 'Status', cell: (row) => <ExamStatusChip status={row.status} /> },
    actionColumn((row) => (
      <RowButtons>
        <RowButton disabled={!writer} to={at('student-appear', row)} label={`Update appeared of ${row.examName}`}>
          Update Exam Appeared
        </RowButton>
        <RowButton disabled={!writer} to={at('student-result-entry', row)} label={`Update passed of ${row.examName}`}>
          Update Exam Passed
        </RowButton>
        <RowButton to={at('student-appeared', row)} label={`Appeared list of ${row.examName}`}>
          Appeared List
        </RowButton>
        <RowButton to={at('student-passed', row)} label={`Pass list of ${row.examName}`}>
          Pass List
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <ListScreen
      texts={BOARD_LIST}
      columns={columns}
      query={list}
      state={state}
      above={
        can(role, 'exam:write') ? (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <Button variant="contained" component={RouterLink} to="/pass-rate-management/exam-schedule">
              Schedule a Board Exam
            </Button>
          </Stack>
        ) : undefined
      }
    />
  );
}

const BOARD_CHOICES: PageRequest = { ...FIRST_PAGE, pageSize: 100, sortBy: 'dateFrom', sortOrder: 'desc' };

/** The board exam a screen is about, chosen above it and kept in ?examschedule. */
function useBoardExam() {
  const [params, setParams] = useSearchParams();
  const exams = useExamSchedules(BOARD_CHOICES, { examType: 'external' });
  const examId = params.get('examschedule') ?? '';
  const exam = exams.data?.data.find((candidate) => String(candidate.id) === examId);
  const picker = (
    <FilterSelect
      label="Board Exam"
      allLabel="Choose an exam"
      value={exams.data?.data.some((candidate) => String(candidate.id) === examId) ? examId : ''}
      options={(exams.data?.data ?? []).map((candidate) => ({
        value: String(candidate.id),
        label: candidate.examName,
      }))}
      onChange={(value) => setParams(value ? { examschedule: value } : {})}
    />
  );
  return { exam, picker, loading: exams.isPending };
}

function BoardExamPage({ title, children }: { title: string; children: (exam: ExamSchedule) => ReactNode }) {
  const { exam, picker, loading } = useBoardExam();
  return (
    <Page title={exam ? `${title}: ${exam.examName}` : title}>
      <Section>
        <FilterBar>{picker}</FilterBar>
      </Section>
      {exam ? children(exam) : loading ? null : <Alert severity="info">Choose a board exam.</Alert>}
    </Page>
  );
}

const fullName = (row: { firstName: string; middleName: string | null; lastName: string }) =>
  [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' ');

/** A board exam's student as the entry screens and the appeared list show one. */
const STUDENT_COLUMNS: Column<EligibleStudent>[] = [
  { id: 'name', header: 'Full Name', value: fullName },
  { id: 'phone', header: 'Phone', value: (row) => row.phoneNumber },
  { id: 'roll', header: 'Roll No', value: (row) => row.rollNoManual },
  { id: 'batch', header: 'Batch', value: (row) => row.batchNameNepali },
  { id: 'program', header: 'Program', value: (row) => row.programName },
  { id: 'period', header: 'Sem/Year', value: examPeriodLabel },
];

function AppearEntry({ exam }: { exam: ExamSchedule }) {
  const toast = useToast();
  const state = useListState();
  const list = useEligibleStudents(state.request, exam.id);
  const appeared = useBoardAppeared(exam.id);
  const record = useRecordAppeared();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const appearedIds = new Set((appeared.data ?? []).map((student) => student.id));
  const toggle = (id: number, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const submit = (value: boolean) =>
    record.mutate(
      { examScheduleId: exam.id, programManagementId: exam.programMgmtId, studentId: [...chosen], value },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setChosen(new Set());
        },
        onError: (error) => toast.error(serverMessage(error, 'Could not record the students')),
      },
    );
  const columns: PagedColumn<EligibleStudent>[] = [
    {
      id: 'choose',
      header: 'Choose',
      cell: (row) => (
        <Checkbox
          checked={chosen.has(row.id)}
          onChange={(event) => toggle(row.id, event.target.checked)}
          slotProps={{ input: { 'aria-label': `Choose ${fullName(row)}` } }}
        />
      ),
    },
    ...STUDENT_COLUMNS.map(({ id, header, value }) => ({
      id,
      header,
      cell: (row: EligibleStudent) => value(row) ?? '—',
    })),
    { id: 'appeared', header: 'Appeared', cell: (row) => (appearedIds.has(row.id) ? 'Appeared' : '—') },
  ];
  return (
    <Section>
      <ServerList
        label="Students of the exam"
        columns={columns}
        query={list}
        state={state}
        failure="Could not load the students."
        emptyText="No active student is in this exam’s program, batch and semester or year."
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Typography>{chosen.size} chosen</Typography>
        <Button variant="contained" disabled={chosen.size === 0 || record.isPending} onClick={() => submit(true)}>
          Submit Appear
        </Button>
        <Button variant="outlined" disabled={chosen.size === 0 || record.isPending} onClick={() => submit(false)}>
          Mark Absent
        </Button>
      </Stack>
    </Section>
  );
}

export function StudentAppearPage() {
  return <BoardExamPage title="Student Appear">{(exam) => <AppearEntry exam={exam} />}</BoardExamPage>;
}

function PassEntry({ exam }: { exam: ExamSchedule }) {
  const toast = useToast();
  const appeared = useBoardAppeared(exam.id);
  const record = useRecordPassed();
  const [passed, setPassed] = useState<Record<number, boolean>>({});
  useEffect(() => {
    setPassed(Object.fromEntries((appeared.data ?? []).map((student) => [student.id, student.isPass])));
  }, [appeared.data]);
  const rows = appeared.data ?? [];
  const submit = async () => {
    const ids = (value: boolean) => rows.filter((row) => (passed[row.id] ?? false) === value).map((row) => row.id);
    try {
      for (const value of [true, false]) {
        const studentId = ids(value);
        if (studentId.length)
          await record.mutateAsync({
            examScheduleId: exam.id,
            programManagementId: exam.programMgmtId,
            studentId,
            value,
          });
      }
      toast.success('Passed students saved');
    } catch (error) {
      toast.error(serverMessage(error, 'Could not record who passed'));
    }
  };
  const columns: Column<AppearedStudent>[] = [
    {
      id: 'passed',
      header: 'Passed',
      value: (row) => (passed[row.id] ? 'yes' : 'no'),
      render: (row) => (
        <Checkbox
          checked={passed[row.id] ?? false}
          onChange={(event) => setPassed((current) => ({ ...current, [row.id]: event.target.checked }))}
          slotProps={{ input: { 'aria-label': `${fullName(row)} passed` } }}
        />
      ),
    },
    ...STUDENT_COLUMNS,
  ];
  return (
    <Section>
      <ExamStudentsTable
        label="Appeared students"
        columns={columns}
        query={appeared}
        failure="Could not load the appeared students."
        emptyText="No student is recorded as appeared yet: record who appeared first."
      />
      <Button
        sx={{ mt: 2 }}
        variant="contained"
        disabled={rows.length === 0 || record.isPending}
        onClick={() => void submit()}
      >
        Submit Passed
      </Button>
    </Section>
  );
}

export function ResultEntryPage() {
  return <BoardExamPage title="Result Entry">{(exam) => <PassEntry exam={exam} />}</BoardExamPage>;
}

function AppearedList({ exam }: { exam: ExamSchedule }) {
  const appeared = useBoardAppeared(exam.id);
  const columns: Column<AppearedStudent>[] = [
    ...STUDENT_COLUMNS,
    { id: 'status', header: 'Result', value: (row) => (row.isPass ? 'Passed' : 'Not passed') },
  ];
  return (
    <Section>
      <ExamStudentsTable
        label="Appeared students"
        columns={columns}
        query={appeared}
        failure="Could not load the appeared students."
        emptyText="No student is recorded as appeared in this exam."
      />
    </Section>
  );
}

export function AppearedListPage() {
  return <BoardExamPage title="Appeared List">{(exam) => <AppearedList exam={exam} />}</BoardExamPage>;
}

function PassedList({ exam }: { exam: ExamSchedule }) {
  const passed = useBoardPassed(exam.id);
  const columns: Column<PassedStudent>[] = [
    { id: 'name', header: 'Full Name', value: (row) => row.studentName },
    { id: 'phone', header: 'Phone Number', value: (row) => row.phoneNumber },
    { id: 'registration', header: 'Registration Number', value: (row) => row.registrationNumber },
    { id: 'roll', header: 'Roll No', value: (row) => row.rollNoManual },
    { id: 'batch', header: 'Batch', value: (row) => row.batch },
    { id: 'level', header: 'Level', value: (row) => row.levelName },
    { id: 'program', header: 'Program', value: (row) => row.programName },
    { id: 'period', header: 'Latest Passed Semester/Year', value: examPeriodLabel },
    { id: 'status', header: 'Status', value: (row) => (row.isPass ? 'Passed' : 'Not passed') },
  ];
  return (
    <Section>
      <ExamStudentsTable
        label="Student Passed List"
        columns={columns}
        query={passed}
        failure="Could not load the passed students."
        emptyText="No student is recorded as passed in this exam."
      />
    </Section>
  );
}

export function PassedListPage() {
  return <BoardExamPage title="Student Passed List">{(exam) => <PassedList exam={exam} />}</BoardExamPage>;
}
