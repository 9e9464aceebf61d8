/**
 * Marks (screens 8.3): the papers to enter marks for (/exam-management/marks-entry), the marks
 * grid of one paper (/exam-management/marks-entry/{id}) and its entered marks
 * (/exam-management/marks-list/{id}).
 *
 * The grid holds the appeared students of the paper. Marks are checked against the part's full
 * marks as they are typed, with the contract's messages; a save sends only the rows changed,
 * each with the version it was read with, so when someone else saved those students meanwhile the
 * server answers 409 naming them and the grid reloads their marks. Once the exam's results are
 * published a change needs a reason, which the grid asks for.
 */
import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useParams, useSearchParams } from 'react-router';
import {
  can,
  EXAM_MESSAGES as M,
  type EnteredMarks,
  type RoutineAttendance,
  type SubjectExamSchedule,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ListScreen, useListState, type ListTexts } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { fieldErrorsOf, statusOf } from '../../../lib/api-client.ts';
import { useRole } from '../../../lib/session/session-store.ts';
import { useEnteredMarks } from '../api/get-entered-marks.ts';
import { useExamSchedule } from '../api/get-exam-schedule.ts';
import { useRoutine } from '../api/get-routine.ts';
import { useRoutineAttendance } from '../api/get-routine-attendance.ts';
import { useRoutines } from '../api/get-routines.ts';
import { useSaveMarks } from '../api/save-marks.ts';
import { examPeriodLabel, parseMark, partsLabel, totalOf } from '../exam-rules.ts';
import { ExamFilterBar } from './exam-picker.tsx';
import { PaperStudentsTable } from './paper-students-table.tsx';
import { ExamStatusChip } from './schedule-pages.tsx';

const PAPERS_LIST: ListTexts = {
  title: 'Marks Entry',
  label: 'Papers for marks entry',
  failure: 'Could not load the papers.',
  emptyText: 'No paper is scheduled yet.',
};

const fullPass = (has: boolean, full: number, pass: number) => (has ? `${full}/${pass}` : '—');

export function MarksEntryListPage() {
  const [params] = useSearchParams();
  const examId = params.get('examschedule') ?? '';
  const state = useListState();
  const list = useRoutines(state.request, examId ? Number(examId) : undefined);
  const columns: PagedColumn<SubjectExamSchedule>[] = [
    { id: 'exam', header: 'Exam Name', cell: (row) => row.examName },
    { id: 'subject', header: 'Subject Name', cell: (row) => row.subjectName },
    { id: 'type', header: 'Type', cell: partsLabel },
    { id: 'date', header: 'Date', cell: (row) => row.examDate },
    { id: 'time', header: 'Time', cell: (row) => row.examTime },
    {
      id: 'theory',
      header: 'Theory Full/Pass',
      cell: (row) => fullPass(row.isTheoretical, row.theoreticalFullMarks, row.theoreticalPassMarks),
    },
    {
      id: 'practical',
      header: 'Practical Full/Pass',
      cell: (row) => fullPass(row.isPractical, row.practicalFullMark, row.practicalPassMark),
    },
    { id: 'status', header: 'Status', cell: (row) => <ExamStatusChip status={row.status} /> },
    actionColumn((row) => (
      <RowButtons>
        <RowButton to={`/exam-management/marks-entry/${row.id}`} label={`Enter marks of ${row.subjectName}`}>
          Enter marks
        </RowButton>
        <RowButton to={`/exam-management/marks-list/${row.id}`} label={`Entered marks of ${row.subjectName}`}>
          Entered marks
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <ListScreen
      texts={PAPERS_LIST}
      columns={columns}
      query={list}
      state={state}
      toolbar={<ExamFilterBar state={state} />}
    />
  );
}

interface TypedMarks {
  theory: string;
  practical: string;
  remarks: string;
}

type Student = RoutineAttendance['studentExamRecords'][number];

const typedOf = (student: Student): TypedMarks => ({
  theory: student.theoreticalMarks === null ? '' : String(student.theoreticalMarks),
  practical: student.practicalMarks === null ? '' : String(student.practicalMarks),
  remarks: student.remarks ?? '',
});

const sameMarks = (a: TypedMarks, b: TypedMarks) =>
  a.theory.trim() === b.theory.trim() && a.practical.trim() === b.practical.trim();

function MarksGrid({ routine, published }: { routine: SubjectExamSchedule; published: boolean }) {
  const toast = useToast();
  const role = useRole();
  const sheet = useRoutineAttendance(routine.id);
  const save = useSaveMarks();
  const students = useMemo(
    () => (sheet.data?.studentExamRecords ?? []).filter((student) => student.doesAppear === true),
    [sheet.data],
  );
  const [typed, setTyped] = useState<Record<number, TypedMarks>>({});
  const [conflict, setConflict] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [reason, setReason] = useState('');
  const [rowErrors, setRowErrors] = useState<Record<number, string>>({});
  useEffect(() => {
    setTyped(Object.fromEntries(students.map((student) => [student.studentId, typedOf(student)])));
  }, [students]);

  if (sheet.isPending) return <LinearProgress aria-label="Loading the marks" />;
  if (sheet.error) return <Alert severity="error">{serverMessage(sheet.error, 'Could not load the marks.')}</Alert>;
  if (students.length === 0)
    return (
      <Alert severity="info">
        No student is recorded as appeared at this paper. Record the attendance first: marks are entered only for
        students who appeared.
      </Alert>
    );

  const checks = Object.fromEntries(
    students.map((student) => {
      const marks = typed[student.studentId] ?? typedOf(student);
      return [
        student.studentId,
        {
          theory: routine.isTheoretical ? parseMark(marks.theory, routine.theoreticalFullMarks) : { value: null },
          practical: routine.isPractical ? parseMark(marks.practical, routine.practicalFullMark) : { value: null },
        },
      ];
    }),
  );
  const invalid = Object.values(checks).some((check) => check.theory.error ?? check.practical.error);
  const changed = students.filter((student) => {
    const marks = typed[student.studentId];
    const read = typedOf(student);
    return marks && (!sameMarks(marks, read) || marks.remarks.trim() !== read.remarks.trim());
  });
  const writer = can(role, 'exam:write') && (!published || can(role, 'exam:publish'));

  const send = (withReason?: string) =>
    save.mutate(
      {
        rows: changed.map((student) => {
          const check = checks[student.studentId]!;
          return {
            subjectExamScheduleId: routine.id,
            studentID: student.studentId,
            theoreticalMarks: check.theory.value,
            practicalMarks: check.practical.value,
            achieveScored: totalOf(check.theory.value, check.practical.value),
            remarks: typed[student.studentId]?.remarks ?? '',
            version: student.version,
          };
        }),
        reason: withReason,
      },
      {
        onSuccess: (answer) => {
          setConflict(undefined);
          setRowErrors({});
          setAsking(false);
          setReason('');
          toast.success(`${answer.message}: ${answer.saved} ${answer.saved === 1 ? 'student' : 'students'}`);
        },
        onError: (error) => {
          setAsking(false);
          if (statusOf(error) === 409) {
            // Someone saved these students since the grid was read: show whose, and read theirs.
            setConflict(serverMessage(error, 'Someone else changed these marks.'));
            void sheet.refetch();
            return;
          }
          const issues = fieldErrorsOf(error);
          const byStudent: Record<number, string> = {};
          for (const [field, message] of Object.entries(issues)) {
            const index = /^rows\.(\d+)\./.exec(field)?.[1];
            const student = index === undefined ? undefined : changed[Number(index)];
            if (student) byStudent[student.studentId] = message;
          }
          setRowErrors(byStudent);
          toast.error(serverMessage(error, 'The marks could not be saved'));
        },
      },
    );
  const submit = () => {
    if (changed.length === 0) {
      toast.info('No marks were changed.');
      return;
    }
    if (published) setAsking(true);
    else send();
  };
  const change = (studentId: number, part: Partial<TypedMarks>) =>
    setTyped((current) => ({ ...current, [studentId]: { ...current[studentId]!, ...part } }));

  return (
    <Box>
      {published ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          The results of this exam are published: a change needs a reason and is kept in the audit log.
        </Alert>
      ) : null}
      {conflict ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {conflict} Their marks as saved are shown now.
        </Alert>
      ) : null}
      <PaperStudentsTable
        label="Marks entry"
        students={students}
        headers={
          <>
            {routine.isTheoretical ? (
              <TableCell>
                Theory ({routine.theoreticalFullMarks}/{routine.theoreticalPassMarks})
              </TableCell>
            ) : null}
            {routine.isPractical ? (
              <TableCell>
                Practical ({routine.practicalFullMark}/{routine.practicalPassMark})
              </TableCell>
            ) : null}
            <TableCell>Total</TableCell>
          </>
        }
        note={(student) =>
          rowErrors[student.studentId] ? (
            <Typography variant="body2" color="error">
              {rowErrors[student.studentId]}
            </Typography>
          ) : null
        }
        cells={(student) => {
          const marks = typed[student.studentId] ?? typedOf(student);
          const check = checks[student.studentId]!;
          return (
            <>
              {(['theory', 'practical'] as const)
                .filter((part) => (part === 'theory' ? routine.isTheoretical : routine.isPractical))
                .map((part) => (
                  <TableCell key={part}>
                    <TextField
                      size="small"
                      value={marks[part]}
                      onChange={(event) => change(student.studentId, { [part]: event.target.value })}
                      error={Boolean(check[part].error)}
                      helperText={check[part].error}
                      slotProps={{
                        htmlInput: {
                          inputMode: 'decimal',
                          'aria-label': `${part === 'theory' ? 'Theory' : 'Practical'} marks of ${student.name}`,
                        },
                      }}
                      sx={{ width: 130 }}
                    />
                  </TableCell>
                ))}
              <TableCell>{totalOf(check.theory.value, check.practical.value) ?? '—'}</TableCell>
            </>
          );
        }}
        remarks={(student) => (typed[student.studentId] ?? typedOf(student)).remarks}
        onRemarks={(student, remarks) => change(student.studentId, { remarks })}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center' }}>
        <Button variant="contained" onClick={submit} disabled={!writer || invalid || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Marks'}
        </Button>
        {invalid ? <Typography color="error">Correct the marks shown in red first.</Typography> : null}
        {!writer && published ? <Typography color="text.secondary">{M.publishedChangeForbidden}</Typography> : null}
        <RowButton to={`/exam-management/marks-list/${routine.id}`} label="Entered marks">
          Entered marks
        </RowButton>
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Change published marks?"
        confirmLabel="Save with this reason"
        busy={save.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() => (reason.trim() ? send(reason.trim()) : undefined)}
      >
        <Typography sx={{ mb: 2 }}>{M.reasonRequired}.</Typography>
        <TextField
          fullWidth
          required
          multiline
          minRows={2}
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reason.trim() === ''}
          helperText={reason.trim() === '' ? 'A reason is required' : undefined}
        />
      </ConfirmDialog>
    </Box>
  );
}

function PaperTitle({ routine }: { routine: SubjectExamSchedule }) {
  return (
    <Typography color="text.secondary">
      {routine.examName} · {examPeriodLabel(routine)} · {routine.examDate} {routine.examTime}
    </Typography>
  );
}

export function MarksEntryPage() {
  const id = Number(useParams().id);
  const routine = useRoutine(id);
  const exam = useExamSchedule(routine.data?.examScheduleId);
  if (routine.isPending) return <LinearProgress aria-label="Loading the paper" />;
  if (routine.error || !routine.data)
    return (
      <Page title="Marks Entry">
        <Alert severity="error">{serverMessage(routine.error, 'The paper could not be loaded.')}</Alert>
      </Page>
    );
  return (
    <Page title={`Marks Entry: ${routine.data.subjectName}`}>
      <PaperTitle routine={routine.data} />
      <Section>
        <MarksGrid routine={routine.data} published={Boolean(exam.data?.resultsPublishedAt)} />
      </Section>
    </Page>
  );
}

const ENTERED_LIST: ListTexts = {
  title: 'Entered Marks',
  failure: 'Could not load the marks.',
  emptyText: 'No marks are entered for this paper yet.',
};

const obtained = (value: number | null) => (value === null ? '—' : value);

export function MarksListPage() {
  const id = Number(useParams().id);
  const state = useListState();
  const list = useEnteredMarks(state.request, id);
  const columns: PagedColumn<EnteredMarks>[] = [
    {
      id: 'name',
      header: 'Student Name',
      cell: (row) => [row.firstName, row.middleName, row.lastName].filter(Boolean).join(' '),
    },
    { id: 'roll', header: 'Roll No', cell: (row) => row.rollNo ?? '—' },
    { id: 'subject', header: 'Subject Name', cell: (row) => row.subjectName },
    { id: 'exam', header: 'Exam Name', cell: (row) => row.examName },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
    { id: 'period', header: 'Semester/Year', cell: examPeriodLabel },
    {
      id: 'theory',
      header: 'Th Full/Pass/Obtained',
      cell: (row) => `${row.theoriticalFullMark}/${row.theoriticalPassMark}/${obtained(row.theoreticalMarks)}`,
    },
    {
      id: 'practical',
      header: 'Pr Full/Pass/Obtained',
      cell: (row) => `${row.practicalFullMark}/${row.practicalPassMark}/${obtained(row.practicalMarks)}`,
    },
    { id: 'total', header: 'Total Score', cell: (row) => obtained(row.achieveScored) },
    { id: 'remarks', header: 'Remarks', cell: (row) => row.remarks ?? '—' },
  ];
  return (
    <ListScreen
      texts={ENTERED_LIST}
      columns={columns}
      query={list}
      state={state}
      rowKey={(row) => row.studentID}
      above={
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <RowButton to={`/exam-management/marks-entry/${id}`} label="Enter marks">
            Enter marks
          </RowButton>
        </Stack>
      }
    />
  );
}
