/**
 * Exam routines (screens 8.3): the routine form (/exam-management/exam-routine?examschedule={id},
 * or ?routine={id} to edit a paper) and the routine list (/exam-management/routine-list) with
 * Edit, Manage attendance and View attendees.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  can,
  CreateSubjectExamScheduleBodySchema,
  EXAM_MESSAGES as M,
  type ExamSchedule,
  type SubjectExamSchedule,
} from '@hemis/contracts';
import {
  applyServerErrors,
  BsDateInput,
  CheckboxInput,
  SchemaForm,
  SelectInput,
  TextInput,
  useSchemaForm,
  type FieldErrors,
} from '../../../components/form/index.ts';
import { ListScreen, useListState, type ListTexts } from '../../../components/list-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useSubjects } from '../../subject/api/get-subjects.ts';
import { useExamSchedule } from '../api/get-exam-schedule.ts';
import { useRoutine } from '../api/get-routine.ts';
import { useRoutines } from '../api/get-routines.ts';
import { useSaveRoutine } from '../api/save-routine.ts';
import { bsInputText, examPeriodLabel, partsLabel } from '../exam-rules.ts';
import { ExamStatusChip } from './schedule-pages.tsx';
import { ExamFilterBar, useExamChoices } from './exam-picker.tsx';

interface RoutineValues {
  examScheduleId: string;
  subjectID: string;
  isTheoretical: boolean;
  isPractical: boolean;
  examDateBs: string;
  examDate: string;
  examTime: string;
  theoreticalFullMarks: string;
  theoreticalPassMarks: string;
  practicalFullMark: string;
  practicalPassMark: string;
  description: string;
}

const valuesOf = (examScheduleId: string, routine?: SubjectExamSchedule): RoutineValues => ({
  examScheduleId: routine ? String(routine.examScheduleId) : examScheduleId,
  subjectID: routine ? String(routine.subjectID) : '',
  isTheoretical: routine?.isTheoretical ?? true,
  isPractical: routine?.isPractical ?? false,
  examDateBs: bsInputText(routine?.examDate),
  examDate: routine?.examDateAd ?? '',
  examTime: routine?.examTime ?? '',
  theoreticalFullMarks: routine?.isTheoretical ? String(routine.theoreticalFullMarks) : '',
  theoreticalPassMarks: routine?.isTheoretical ? String(routine.theoreticalPassMarks) : '',
  practicalFullMark: routine?.isPractical ? String(routine.practicalFullMark) : '',
  practicalPassMark: routine?.isPractical ? String(routine.practicalPassMark) : '',
  description: routine?.description ?? '',
});

/** Each part the paper has needs its full marks above 0 and its pass marks up to them. */
export function routineRules(values: RoutineValues): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.isTheoretical && !values.isPractical) errors.isTheoretical = M.partRequired;
  const part = (has: boolean, full: string, pass: string, fullName: string, passName: string) => {
    if (!has) return;
    const fullMarks = Number(full);
    if (full.trim() === '' || !(fullMarks > 0)) errors[fullName] = M.fullMarkInvalid;
    const passMarks = Number(pass);
    if (pass.trim() === '' || !(passMarks >= 0) || (fullMarks > 0 && passMarks > fullMarks))
      errors[passName] = M.passMarkInvalid;
  };
  part(
    values.isTheoretical,
    values.theoreticalFullMarks,
    values.theoreticalPassMarks,
    'theoreticalFullMarks',
    'theoreticalPassMarks',
  );
  part(
    values.isPractical,
    values.practicalFullMark,
    values.practicalPassMark,
    'practicalFullMark',
    'practicalPassMark',
  );
  return errors;
}

function RoutineForm({ examId, routine }: { examId: string; routine?: SubjectExamSchedule }) {
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveRoutine();
  const { exams, options } = useExamChoices();
  const subjects = useSubjects();
  const form = useSchemaForm(CreateSubjectExamScheduleBodySchema, {
    defaultValues: valuesOf(examId, routine),
    rules: routineRules,
  });
  const values = useWatch({ control: form.control }) as RoutineValues;
  const chosen = useExamSchedule(Number(values.examScheduleId) || undefined);
  const exam: ExamSchedule | undefined =
    chosen.data ?? exams.find((candidate) => String(candidate.id) === values.examScheduleId);
  const subjectOptions = (subjects.data ?? [])
    .filter(
      (subject) =>
        exam &&
        subject.programId === exam.programMgmtId &&
        (exam.semester ? subject.semester === exam.semester : subject.year === exam.year),
    )
    .map((subject) => ({ value: String(subject.id), label: `${subject.subjectName} (${subject.code})` }));
  const examOptions =
    exam && !options.some((option) => option.value === String(exam.id))
      ? [...options, { value: String(exam.id), label: exam.examName }]
      : options;

  return (
    <SchemaForm
      form={form}
      label="Exam routine"
      onSubmit={(body) =>
        save.mutate(
          {
            id: routine?.id,
            body: {
              examScheduleId: body.examScheduleId,
              subjectID: body.subjectID,
              isTheoretical: Boolean(body.isTheoretical),
              isPractical: Boolean(body.isPractical),
              examDate: body.examDate?.bs,
              examTime: body.examTime,
              theoreticalFullMarks: body.isTheoretical ? body.theoreticalFullMarks : 0,
              theoreticalPassMarks: body.isTheoretical ? body.theoreticalPassMarks : 0,
              practicalFullMark: body.isPractical ? body.practicalFullMark : 0,
              practicalPassMark: body.isPractical ? body.practicalPassMark : 0,
              description: body.description,
            },
          },
          {
            onSuccess: (saved) => {
              toast.success(`The routine of ${saved.subjectName} was saved`);
              void navigate(`/exam-management/routine-list?examschedule=${saved.examScheduleId}`);
            },
            onError: (error) => {
              const elsewhere = applyServerErrors(form, error);
              toast.error(elsewhere.join(' ') || serverMessage(error, 'The routine could not be saved'));
            },
          },
        )
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        <SelectInput
          name="examScheduleId"
          label="Exam Scheduled"
          required
          options={examOptions}
          onValueChange={() => form.setValue('subjectID', '')}
        />
        <Box>
          <Typography variant="caption" color="text.secondary">
            Semester/Year
          </Typography>
          <Typography aria-label="Semester/Year of the exam">{exam ? examPeriodLabel(exam) : '—'}</Typography>
          {exam ? (
            <Typography variant="body2" color="text.secondary">
              {exam.dateFromNepali} to {exam.dateToNepali}
            </Typography>
          ) : null}
        </Box>
        <SelectInput
          name="subjectID"
          label="Subject"
          required
          options={subjectOptions}
          helperText={
            exam && subjectOptions.length === 0 ? 'The exam’s program has no subjects in this period' : undefined
          }
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ my: 1 }}>
        <CheckboxInput name="isTheoretical" label="Theory" />
        <CheckboxInput name="isPractical" label="Practical" />
      </Stack>
      <Stack spacing={2}>
        <BsDateInput name="examDateBs" adName="examDate" label="Exam Date" required />
        <TextInput
          name="examTime"
          label="Exam Time"
          type="time"
          required
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2 }}>
          {values.isTheoretical ? (
            <>
              <TextInput name="theoreticalFullMarks" label="Full Marks (Th.)" type="number" required />
              <TextInput name="theoreticalPassMarks" label="Pass Marks (Th.)" type="number" required />
            </>
          ) : null}
          {values.isPractical ? (
            <>
              <TextInput name="practicalFullMark" label="Full Marks (Prac.)" type="number" required />
              <TextInput name="practicalPassMark" label="Pass Marks (Prac.)" type="number" required />
            </>
          ) : null}
        </Box>
        <TextInput name="description" label="Details" multiline minRows={2} />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : routine ? 'Update Routine' : 'Add Routine'}
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}

export function RoutineFormPage() {
  const [params] = useSearchParams();
  const role = useRole();
  const examId = params.get('examschedule') ?? '';
  const routineId = Number(params.get('routine') ?? 0);
  const routine = useRoutine(routineId);
  const title = routineId ? 'Edit Exam Routine' : 'Exam Routine';
  if (!can(role, 'exam:write'))
    return (
      <Page title={title}>
        <Alert severity="info">Only the campus’s staff set exam routines.</Alert>
      </Page>
    );
  if (routineId && routine.isPending) return <PageLoader label="Loading the routine" />;
  if (routineId && routine.error)
    return (
      <Page title={title}>
        <Alert severity="error">{serverMessage(routine.error, 'The routine could not be loaded.')}</Alert>
      </Page>
    );
  return (
    <Page title={title}>
      <Section>
        <RoutineForm key={routine.data?.id ?? `new-${examId}`} examId={examId} routine={routine.data} />
      </Section>
    </Page>
  );
}

const ROUTINES_LIST: ListTexts = {
  title: 'Exam Routines',
  label: 'Exam routines',
  failure: 'Could not load the routines.',
  emptyText: 'No routine is set for this exam yet.',
};

const marksOf = (has: boolean, full: number, pass: number) => (has ? `${full}/${pass}` : '—');

export function RoutineListPage() {
  const role = useRole();
  const [params] = useSearchParams();
  const examId = params.get('examschedule') ?? '';
  const state = useListState();
  const list = useRoutines(state.request, examId ? Number(examId) : undefined);
  const writer = can(role, 'exam:write');
  const columns: PagedColumn<SubjectExamSchedule>[] = [
    { id: 'exam', header: 'Exam Name', cell: (row) => row.examName },
    { id: 'subject', header: 'Subject Name', cell: (row) => row.subjectName },
    { id: 'period', header: 'Semester/Year', cell: examPeriodLabel },
    { id: 'type', header: 'Type', cell: partsLabel },
    { id: 'date', header: 'Exam Date', cell: (row) => `${row.examDate} ${row.examTime}` },
    {
      id: 'theory',
      header: 'Theoretical Full/Pass',
      cell: (row) => marksOf(row.isTheoretical, row.theoreticalFullMarks, row.theoreticalPassMarks),
    },
    {
      id: 'practical',
      header: 'Practical Full/Pass',
      cell: (row) => marksOf(row.isPractical, row.practicalFullMark, row.practicalPassMark),
    },
    { id: 'status', header: 'Status', cell: (row) => <ExamStatusChip status={row.status} /> },
    actionColumn((row) => (
      <RowButtons>
        <RowButton
          disabled={!writer}
          to={`/exam-management/exam-routine?routine=${row.id}`}
          label={`Edit the routine of ${row.subjectName}`}
        >
          Edit
        </RowButton>
        <RowButton
          disabled={!writer}
          to={`/exam-management/exam-appear?routine=${row.id}`}
          label={`Manage attendance of ${row.subjectName}`}
        >
          Manage attendance
        </RowButton>
        <RowButton
          to={`/exam-management/exam-appear?routine=${row.id}&view=attendees`}
          label={`View attendees of ${row.subjectName}`}
        >
          View attendees
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <ListScreen
      texts={ROUTINES_LIST}
      columns={columns}
      query={list}
      state={state}
      toolbar={<ExamFilterBar state={state} />}
      above={
        writer && examId ? (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <RowButton
              variant="contained"
              to={`/exam-management/exam-routine?examschedule=${examId}`}
              label="Add Routine"
            >
              Add Routine
            </RowButton>
          </Stack>
        ) : undefined
      }
    />
  );
}
