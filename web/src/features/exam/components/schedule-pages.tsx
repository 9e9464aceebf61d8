/**
 * Exam schedules (screens 8.3): the "Exam Schedule For Program" form (/exam-management/exam-schedule,
 * and /exam-management/exam-schedule/{id} to edit) and the list of scheduled exams
 * (/exam-management/exam-list) with Add Routine, Edit and Delete. The exam name may be left
 * empty: the server builds it, and the form previews what it will be.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useWatch } from 'react-hook-form';
import {
  BOARD_SITTINGS,
  can,
  CreateExamScheduleBodySchema,
  EXAM_MESSAGES as M,
  type ExamKindWire,
  type ExamSchedule,
} from '@hemis/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FilterSelect } from '../../../components/filter-select.tsx';
import {
  applyServerErrors,
  BsDateInput,
  optionsOf,
  SchemaForm,
  SelectInput,
  TextInput,
  todayAdText,
  useSchemaForm,
  type FieldErrors,
} from '../../../components/form/index.ts';
import { FilterBar, ListScreen, useListState, type ListTexts } from '../../../components/list-screen.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { Page, Section } from '../../../components/page.tsx';
import type { PagedColumn } from '../../../components/paged-table.tsx';
import { actionColumn, RowButton, RowButtons } from '../../../components/row-actions.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { batches } from '../../lookups/api/batches.ts';
import { fiscalYears } from '../../lookups/api/fiscal-years.ts';
import { useCollegePrograms } from '../../program/api/get-college-programs.ts';
import { periodOptions } from '../../student/components/enrolment/student-period.ts';
import { useDeleteExamSchedule } from '../api/delete-exam-schedule.ts';
import { useExamSchedule } from '../api/get-exam-schedule.ts';
import { useExamSchedules } from '../api/get-exam-schedules.ts';
import { useSaveExamSchedule } from '../api/save-exam-schedule.ts';
import { bsInputText, examNamePreview, examPeriodLabel, examStatusLabel, startsWithinWeek } from '../exam-rules.ts';

/**
 * What the form holds. The BS days are typed or picked beside their AD days; the AD days sit in
 * the fields the contract names dateFromNepali/dateToNepali, so the schema reads both calendars
 * from one field and its messages (and the server's) land on the date they are about.
 */
interface ScheduleValues {
  fiscalYearId: string;
  batchId: string;
  programMgmtId: string;
  semester: string;
  year: string;
  examType: string;
  type: string;
  examName: string;
  dateFromBs: string;
  dateFromNepali: string;
  dateToBs: string;
  dateToNepali: string;
  description: string;
}

const EMPTY: ScheduleValues = {
  fiscalYearId: '',
  batchId: '',
  programMgmtId: '',
  semester: '',
  year: '',
  examType: 'internal',
  type: '',
  examName: '',
  dateFromBs: '',
  dateFromNepali: '',
  dateToBs: '',
  dateToNepali: '',
  description: '',
};

/** A board exam of pass-rate management: Regular unless chosen otherwise. */
const BOARD_EMPTY: ScheduleValues = { ...EMPTY, examType: 'external', type: 'Regular' };

const EXAM_TYPE_OPTIONS = [
  { value: 'internal', label: 'Internal Exam' },
  { value: 'external', label: 'Board Exam' },
];

/** The server's names for fields the form holds under its own. */
const ALIASES = { dateFrom: 'dateFromNepali', dateTo: 'dateToNepali', examType: 'examType' };

const valuesOf = (exam: ExamSchedule): ScheduleValues => ({
  fiscalYearId: String(exam.fiscalYearId),
  batchId: String(exam.batchId),
  programMgmtId: String(exam.programMgmtId),
  semester: exam.semester ?? '',
  year: exam.year ?? '',
  examType: exam.examType,
  type: exam.type,
  examName: exam.examName,
  dateFromBs: bsInputText(exam.dateFromNepali),
  dateFromNepali: exam.dateFrom,
  dateToBs: bsInputText(exam.dateToNepali),
  dateToNepali: exam.dateTo,
  description: exam.description ?? '',
});

function ScheduleForm({ exam, board, listPath }: { exam?: ExamSchedule; board: boolean; listPath: string }) {
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveExamSchedule();
  const programs = useCollegePrograms();
  const batchList = batches.useList();
  const years = fiscalYears.useList();
  const programOf = (id: string) => programs.data?.find((program) => String(program.id) === id);
  const rules = (values: ScheduleValues): FieldErrors => {
    const program = programOf(values.programMgmtId);
    if (!program) return {};
    return program.programType === 'annual'
      ? { year: values.year ? undefined : M.yearRequired }
      : { semester: values.semester ? undefined : M.semesterRequired };
  };
  const form = useSchemaForm(CreateExamScheduleBodySchema, {
    defaultValues: exam ? valuesOf(exam) : board ? BOARD_EMPTY : EMPTY,
    rules,
  });
  const values = useWatch({ control: form.control }) as ScheduleValues;
  const program = programOf(values.programMgmtId);
  const annual = program?.programType === 'annual';
  const preview = examNamePreview({
    programShortName: program?.shortName,
    programType: program?.programType,
    batch: batchList.data?.find((batch) => String(batch.id) === values.batchId)?.batchNepali,
    semester: values.semester,
    year: values.year,
    examType: values.examType,
    boardSitting: values.type,
    fiscalYear: years.data?.find((year) => String(year.id) === values.fiscalYearId)?.yearNepali,
  });

  return (
    <SchemaForm
      form={form}
      label="Exam schedule"
      onSubmit={(body) => {
        const isBoard = body.examType === 'external';
        save.mutate(
          {
            id: exam?.id,
            body: {
              fiscalYearId: body.fiscalYearId,
              batchId: body.batchId,
              programMgmtId: body.programMgmtId,
              examType: body.examType,
              type: isBoard ? (body.type ?? '') : '',
              examName: body.examName,
              dateFrom: body.dateFromNepali?.ad,
              dateTo: body.dateToNepali?.ad,
              dateFromNepali: body.dateFromNepali?.bs,
              dateToNepali: body.dateToNepali?.bs,
              status: true,
              description: body.description,
              year: annual ? body.year : null,
              semester: annual ? null : body.semester,
            },
          },
          {
            onSuccess: (saved) => {
              toast.success(exam ? `${saved.examName} was updated` : `${saved.examName} was scheduled`);
              void navigate(listPath);
            },
            onError: (error) => {
              const elsewhere = applyServerErrors(form, error, ALIASES);
              toast.error(elsewhere.join(' ') || serverMessage(error, 'The exam could not be saved'));
            },
          },
        );
      }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        <SelectInput
          name="fiscalYearId"
          label="Exam F.Y."
          required
          options={(years.data ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali }))}
        />
        <SelectInput
          name="batchId"
          label="Enrolled Batch"
          required
          options={(batchList.data ?? []).map((batch) => ({ value: String(batch.id), label: batch.batchNepali }))}
        />
        <SelectInput
          name="programMgmtId"
          label="Program Name"
          required
          options={(programs.data ?? []).map((item) => ({ value: String(item.id), label: item.programName }))}
          onValueChange={() => {
            form.setValue('semester', '');
            form.setValue('year', '');
          }}
        />
        <SelectInput
          key={annual ? 'year' : 'semester'}
          name={annual ? 'year' : 'semester'}
          label="Year/Semester"
          required
          options={periodOptions(program)}
        />
        <SelectInput name="examType" label="Exam Type" required options={EXAM_TYPE_OPTIONS} />
        {values.examType === 'external' ? (
          <SelectInput name="type" label="Regular or Partial" required options={optionsOf(BOARD_SITTINGS)} />
        ) : (
          <Box />
        )}
      </Box>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <TextInput
          name="examName"
          label="Exam Name"
          helperText={preview ? `Left empty, the exam is named ${preview}` : 'Left empty, the name is built for you'}
        />
        <BsDateInput name="dateFromBs" adName="dateFromNepali" label="Exam Start Date" required />
        <BsDateInput name="dateToBs" adName="dateToNepali" label="Exam End Date" required />
        <TextInput name="description" label="Details" multiline minRows={2} />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : exam ? 'Update Exam' : 'Schedule Exam'}
          </Button>
        </Box>
      </Stack>
    </SchemaForm>
  );
}

export function ExamSchedulePage({ board = false }: { board?: boolean }) {
  const id = Number(useParams().id ?? 0);
  const exam = useExamSchedule(id);
  const role = useRole();
  const title = board ? 'Board Exam Schedule' : 'Exam Schedule For Program';
  if (!can(role, 'exam:write'))
    return (
      <Page title={title}>
        <Alert severity="info">Only the campus’s staff schedule exams.</Alert>
      </Page>
    );
  if (id && exam.isPending) return <PageLoader label="Loading the exam" />;
  if (id && exam.error)
    return (
      <Page title={title}>
        <Alert severity="error">{serverMessage(exam.error, 'The exam could not be loaded.')}</Alert>
      </Page>
    );
  return (
    <Page title={id ? `Edit ${exam.data?.examName ?? 'exam'}` : title}>
      <Section>
        <ScheduleForm
          key={exam.data?.id ?? 'new'}
          exam={exam.data}
          board={board}
          listPath={board ? '/pass-rate-management/exam-appeared' : '/exam-management/exam-list'}
        />
      </Section>
    </Page>
  );
}

/** /pass-rate-management/exam-schedule: the same form, a board exam chosen. */
export function BoardExamSchedulePage() {
  return <ExamSchedulePage board />;
}

const EXAMS_LIST: ListTexts = {
  title: 'These are the Scheduled Exams',
  label: 'Scheduled exams',
  failure: 'Could not load the exams.',
  emptyText: 'No exam is scheduled yet.',
};

const STATUS_COLORS = { upcoming: 'info', running: 'success', finished: 'default' } as const;

export function ExamStatusChip({ status }: { status: ExamSchedule['status'] }) {
  return <Chip size="small" color={STATUS_COLORS[status]} label={examStatusLabel(status)} />;
}

export function ExamListPage() {
  const role = useRole();
  const toast = useToast();
  const state = useListState<{ examType: string }>({}, { examType: '' });
  const list = useExamSchedules(state.request, { examType: (state.filters.examType || undefined) as ExamKindWire });
  const remove = useDeleteExamSchedule();
  const [deleting, setDeleting] = useState<ExamSchedule>();
  const writer = can(role, 'exam:write');
  const today = todayAdText();
  const columns: PagedColumn<ExamSchedule>[] = [
    { id: 'programName', header: 'Program Name', cell: (row) => row.programName, sortKey: 'programName' },
    { id: 'examType', header: 'Exam Type', cell: (row) => (row.examType === 'external' ? 'Board' : 'Internal') },
    {
      id: 'examName',
      header: 'Exam Name',
      cell: (row) => (
        <>
          {row.examName}
          {startsWithinWeek(row.dateFrom, today) ? (
            <Chip size="small" color="warning" label="NEW" sx={{ ml: 1 }} />
          ) : null}
        </>
      ),
      sortKey: 'examName',
    },
    { id: 'period', header: 'Semester/Year', cell: examPeriodLabel },
    {
      id: 'dateFrom',
      header: 'Exam Start Date',
      cell: (row) => row.dateFromNepali,
      sortKey: 'dateFrom',
    },
    { id: 'dateTo', header: 'Exam End Date', cell: (row) => row.dateToNepali, sortKey: 'dateTo' },
    { id: 'status', header: 'Status', cell: (row) => <ExamStatusChip status={row.status} /> },
    actionColumn((row) => (
      <RowButtons>
        <RowButton
          disabled={!writer}
          to={`/exam-management/exam-routine?examschedule=${row.id}`}
          label={`Add routine to ${row.examName}`}
        >
          Add Routine
        </RowButton>
        <RowButton disabled={!writer} to={`/exam-management/exam-schedule/${row.id}`} label={`Edit ${row.examName}`}>
          Edit
        </RowButton>
        <RowButton disabled={!writer} color="warning" onClick={() => setDeleting(row)} label={`Delete ${row.examName}`}>
          Delete
        </RowButton>
      </RowButtons>
    )),
  ];
  return (
    <ListScreen
      texts={EXAMS_LIST}
      columns={columns}
      query={list}
      state={state}
      toolbar={
        <FilterBar>
          <FilterSelect
            label="Exam Type"
            value={state.filters.examType}
            options={[
              { value: 'internal', label: 'Internal' },
              { value: 'external', label: 'Board' },
            ]}
            onChange={(examType) => state.filter({ examType })}
          />
        </FilterBar>
      }
      above={
        writer ? (
          <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
            <Button variant="contained" component={RouterLink} to="/exam-management/exam-schedule">
              Schedule an Exam
            </Button>
          </Stack>
        ) : undefined
      }
    >
      {deleting ? (
        <ConfirmDialog
          open
          title="Delete this exam?"
          confirmLabel="Delete"
          busy={remove.isPending}
          onClose={() => setDeleting(undefined)}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success(`${deleting.examName} was deleted`);
                setDeleting(undefined);
              },
              onError: (error) => {
                toast.error(serverMessage(error, 'The exam could not be deleted'));
                setDeleting(undefined);
              },
            })
          }
        >
          <Typography>
            {deleting.examName} and its routines are deleted. An exam with attendance or marks cannot be deleted.
          </Typography>
        </ConfirmDialog>
      ) : null}
    </ListScreen>
  );
}
