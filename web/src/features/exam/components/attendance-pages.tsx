/**
 * Exam attendance (screens 8.3): "Managing the exam attendance for {exam}"
 * (/exam-management/exam-appear?routine={id}): the students who may sit the paper, each with an
 * Appeared checkbox and remarks, saved through ExamAppearManagement/upsert; and its attendees
 * (&view=attendees), the students recorded as appeared.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { can, EXAM_MESSAGES as M, type SubjectExamSchedule } from '@hemis/contracts';
import { ListScreen, useListState, type ListTexts } from '../../../components/list-screen.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { RowButton } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useAppearedStudents, type AppearedStudent } from '../api/get-appeared-students.ts';
import { useRoutine } from '../api/get-routine.ts';
import { useRoutineAttendance } from '../api/get-routine-attendance.ts';
import { useSaveAttendance, type AttendanceMark } from '../api/save-attendance.ts';
import { PaperStudentsTable } from './paper-students-table.tsx';

function NoRoutine({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Section>
        <Alert severity="info">
          Choose a paper in the <RouterLink to="/exam-management/routine-list">routine list</RouterLink> to manage its
          attendance.
        </Alert>
      </Section>
    </Page>
  );
}

function AttendanceSheet({ routine }: { routine: SubjectExamSchedule }) {
  const toast = useToast();
  const role = useRole();
  const sheet = useRoutineAttendance(routine.id);
  const save = useSaveAttendance();
  const [marks, setMarks] = useState<Record<number, AttendanceMark>>({});
  const students = sheet.data?.studentExamRecords ?? [];
  // Everyone appeared until marked otherwise; a recorded sheet shows what was recorded.
  useEffect(() => {
    setMarks(
      Object.fromEntries(
        (sheet.data?.studentExamRecords ?? []).map((student) => [
          student.studentId,
          { studentId: student.studentId, appeared: student.doesAppear ?? true, remarks: student.remarks ?? '' },
        ]),
      ),
    );
  }, [sheet.data]);

  if (sheet.isPending) return <LinearProgress aria-label="Loading the students" />;
  if (sheet.error) return <Alert severity="error">{serverMessage(sheet.error, 'Could not load the students.')}</Alert>;
  if (students.length === 0)
    return (
      <Alert severity="info">
        No enrolled student is in this exam’s program, batch and semester or year at the campus.
      </Alert>
    );
  const recorded = students.some((student) => student.doesAppear !== null);
  const change = (studentId: number, change: Partial<AttendanceMark>) =>
    setMarks((current) => ({ ...current, [studentId]: { ...current[studentId]!, ...change } }));
  const markAll = (appeared: boolean) =>
    setMarks((current) =>
      Object.fromEntries(Object.values(current).map((mark) => [mark.studentId, { ...mark, appeared }])),
    );
  const appearedCount = Object.values(marks).filter((mark) => mark.appeared).length;
  const submit = () =>
    save.mutate(
      { routineId: routine.id, marks: Object.values(marks) },
      {
        onSuccess: () => toast.success(M.attendanceSaved),
        onError: (error) => toast.error(serverMessage(error, 'The attendance could not be saved')),
      },
    );
  const writer = can(role, 'exam:write');
  return (
    <Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography role="status">
          {recorded ? 'Attendance recorded' : 'Attendance not recorded yet'}: {appearedCount} of {students.length}{' '}
          appeared
        </Typography>
        <Button size="small" onClick={() => markAll(true)}>
          All appeared
        </Button>
        <Button size="small" onClick={() => markAll(false)}>
          All absent
        </Button>
      </Stack>
      <PaperStudentsTable
        label="Exam attendance"
        students={students}
        headers={<TableCell>Appeared</TableCell>}
        cells={(student) => (
          <TableCell>
            <Checkbox
              checked={marks[student.studentId]?.appeared ?? true}
              onChange={(event) => change(student.studentId, { appeared: event.target.checked })}
              slotProps={{ input: { 'aria-label': `${student.name} appeared` } }}
            />
          </TableCell>
        )}
        remarks={(student) => marks[student.studentId]?.remarks ?? ''}
        onRemarks={(student, remarks) => change(student.studentId, { remarks })}
      />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button variant="contained" onClick={submit} disabled={!writer || save.isPending}>
          {save.isPending ? 'Saving…' : 'Save Attendance'}
        </Button>
        <Button component={RouterLink} to={`/exam-management/marks-entry/${routine.id}`}>
          Enter marks
        </Button>
      </Stack>
    </Box>
  );
}

const ATTENDEES_LIST: ListTexts = {
  title: 'Exam Attendees',
  label: 'Attendees',
  failure: 'Could not load the attendees.',
  emptyText: 'No student is recorded as appeared at this paper.',
};

function Attendees({ routine }: { routine: SubjectExamSchedule }) {
  const state = useListState();
  const list = useAppearedStudents(state.request, { subjectExamScheduleId: routine.id });
  const columns: PagedColumn<AppearedStudent>[] = [
    { id: 'name', header: 'Student Name', cell: (row) => row.fullName },
    { id: 'roll', header: 'Roll No.', cell: (row) => row.rollNo ?? '—' },
    { id: 'gender', header: 'Gender', cell: (row) => row.gender },
    { id: 'batch', header: 'Batch Year', cell: (row) => row.batchYear },
    { id: 'year', header: 'Year', cell: (row) => row.year ?? '—' },
    { id: 'semester', header: 'Semester', cell: (row) => row.semester ?? '—' },
    { id: 'program', header: 'Program', cell: (row) => row.programName },
    { id: 'faculty', header: 'Faculty', cell: (row) => row.facultyName },
    { id: 'phone', header: 'Phone', cell: (row) => row.phoneNo ?? '—' },
    { id: 'status', header: 'Appearance Status', cell: (row) => (row.doesAppear ? 'Appeared' : 'Absent') },
    { id: 'remarks', header: 'Remarks', cell: (row) => row.remarks ?? '' },
  ];
  return (
    <ListScreen
      texts={{ ...ATTENDEES_LIST, title: `Attendees of ${routine.subjectName}, ${routine.examName}` }}
      columns={columns}
      query={list}
      state={state}
      rowKey={(row) => row.studentId}
      above={
        <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
          <RowButton to={`/exam-management/exam-appear?routine=${routine.id}`} label="Manage attendance">
            Manage attendance
          </RowButton>
        </Stack>
      }
    />
  );
}

export function ExamAppearPage() {
  const [params] = useSearchParams();
  const routineId = Number(params.get('routine') ?? params.get('subjectexamschedule') ?? 0);
  const routine = useRoutine(routineId);
  const title = 'Exam Attendance';
  if (!routineId) return <NoRoutine title={title} />;
  if (routine.isPending) return <LinearProgress aria-label="Loading the paper" />;
  if (routine.error || !routine.data)
    return (
      <Page title={title}>
        <Alert severity="error">{serverMessage(routine.error, 'The paper could not be loaded.')}</Alert>
      </Page>
    );
  if (params.get('view') === 'attendees') return <Attendees routine={routine.data} />;
  return (
    <Page title={`Managing the exam attendance for ${routine.data.examName}`}>
      <Section
        title={`${routine.data.subjectName} (${routine.data.code}), ${routine.data.examDate} ${routine.data.examTime}`}
      >
        <AttendanceSheet routine={routine.data} />
      </Section>
    </Page>
  );
}
