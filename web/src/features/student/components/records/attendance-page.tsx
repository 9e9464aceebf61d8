/**
 * /student-management/attendance: choose a class (program, semester or year, section), a
 * subject and a day (BS, with its AD day), load its students, mark who is absent (everyone
 * is present until marked otherwise) and save. Loading the same class and day again shows
 * what was saved; saving again replaces it.
 */
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  AttendanceRosterQuerySchema,
  STUDENT_MESSAGES,
  type AttendanceRosterQueryParsed,
  type AttendanceRosterRow,
} from '@hemis/contracts';
import { useWatch } from 'react-hook-form';
import {
  adToBsText,
  BsDateInput,
  SchemaForm,
  SelectInput,
  todayAdText,
  useSchemaForm,
  type FieldErrors,
} from '../../../../components/form/index.ts';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useCurrentUser } from '../../../../lib/session/session-store.ts';
import { useCollegePrograms } from '../../../program/api/get-college-programs.ts';
import { useSubjects } from '../../../subject/api/get-subjects.ts';
import { useAttendanceRoster, useSaveAttendance, type AttendanceClass } from '../../api/student-attendance.ts';
import { useStudentSections } from '../../api/student-sections.ts';
import { periodOptions } from '../enrolment/student-period.ts';

/** The class and day as the inputs hold them, named as the roster's query (AttendanceRosterQuerySchema). */
interface ClassAndDay {
  programId: string;
  semYear: string;
  sectionId: string;
  subjectId: string;
  /** AD, YYYY-MM-DD: the day the query sends. */
  date: string;
  /** The same day in BS, typed or picked beside it. */
  dateBs: string;
}

/**
 * The query lets the server find a subject's own class; the screen offers the subjects of the
 * chosen program and period, so it asks for those first.
 */
function classRules(values: ClassAndDay): FieldErrors {
  return {
    programId: values.programId ? undefined : STUDENT_MESSAGES.programRequired,
    semYear: values.semYear ? undefined : 'Semester/Year is required',
  };
}

function startingValues(): ClassAndDay {
  const today = todayAdText();
  return { programId: '', semYear: '', sectionId: '', subjectId: '', date: today, dateBs: adToBsText(today) };
}

function Roster({ request }: { request: AttendanceClass }) {
  const toast = useToast();
  const user = useCurrentUser();
  const roster = useAttendanceRoster(request);
  const save = useSaveAttendance();
  const { data: sections = [] } = useStudentSections();
  const [present, setPresent] = useState<Record<number, boolean>>({});
  // Everyone is present until marked otherwise; a saved day shows what was saved.
  useEffect(() => {
    setPresent(Object.fromEntries((roster.data ?? []).map((row) => [row.studentId, row.hasAttended ?? true])));
  }, [roster.data]);
  const rows: readonly AttendanceRosterRow[] = roster.data ?? [];
  const saved = rows.some((row) => row.hasAttended !== null);
  const sectionOf = (row: AttendanceRosterRow) =>
    row.section ?? sections.find((section) => section.id === request.sectionId)?.sectionSymbol ?? '';
  const presentCount = rows.filter((row) => present[row.studentId] ?? true).length;

  const submit = async () => {
    const time = new Date().toISOString();
    try {
      await save.mutateAsync(
        rows.map((row) => ({
          campusId: user?.institution.id ?? 0,
          subjectID: request.subjectId,
          semester: request.semYear,
          section: sectionOf(row),
          studentId: row.studentId,
          hasAttended: present[row.studentId] ?? true,
          dateAttended: request.date,
          timeAttended: time,
        })),
      );
      toast.success('Attendance saved');
    } catch (error) {
      toast.error(serverMessage(error, 'The attendance could not be saved'));
    }
  };

  if (roster.isPending) return <LinearProgress aria-label="Loading the students" />;
  if (roster.error)
    return <Alert severity="error">{serverMessage(roster.error, 'Could not load the students.')}</Alert>;
  if (rows.length === 0) return <Alert severity="info">No students in this class.</Alert>;
  const markAll = (value: boolean) => setPresent(Object.fromEntries(rows.map((row) => [row.studentId, value])));
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
        <Typography role="status">
          {saved ? 'Saved attendance of this day' : 'Not saved yet for this day'}: {presentCount} of {rows.length}{' '}
          present
        </Typography>
        <Button size="small" onClick={() => markAll(true)}>
          All present
        </Button>
        <Button size="small" onClick={() => markAll(false)}>
          All absent
        </Button>
      </Box>
      <TableContainer>
        <Table size="small" aria-label="Attendance">
          <TableHead>
            <TableRow>
              <TableCell>S.No.</TableCell>
              <TableCell>Roll No</TableCell>
              <TableCell>Full Name</TableCell>
              <TableCell>Section</TableCell>
              <TableCell>Present</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => (
              <TableRow key={row.studentId} hover>
                <TableCell>{index + 1}</TableCell>
                <TableCell>{row.rollNoManual ?? '—'}</TableCell>
                <TableCell>{row.fullName}</TableCell>
                <TableCell>{row.section ?? '—'}</TableCell>
                <TableCell>
                  <Switch
                    checked={present[row.studentId] ?? true}
                    onChange={(event) =>
                      setPresent((current) => ({ ...current, [row.studentId]: event.target.checked }))
                    }
                    slotProps={{ input: { 'aria-label': `${row.fullName} present` } }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Button variant="contained" sx={{ mt: 2 }} onClick={() => void submit()} disabled={save.isPending}>
        Save attendance
      </Button>
    </Box>
  );
}

export default function AttendancePage() {
  const { data: programs = [] } = useCollegePrograms();
  const { data: subjects = [] } = useSubjects();
  const { data: sections = [] } = useStudentSections();
  const form = useSchemaForm(AttendanceRosterQuerySchema, { defaultValues: startingValues(), rules: classRules });
  const [request, setRequest] = useState<AttendanceClass>();
  const [programId, semYear] = useWatch({ control: form.control, name: ['programId', 'semYear'] }) as [string, string];
  const program = programs.find((item) => String(item.id) === programId);
  // The subjects taught to the chosen class: its program, in its semester or year.
  const classSubjects = subjects.filter(
    (subject) => String(subject.programId) === programId && (subject.semester ?? subject.year) === semYear,
  );

  // A changed class or day hides the students loaded for the one before.
  useEffect(() => {
    const subscription = form.watch(() => setRequest(undefined));
    return () => subscription.unsubscribe();
  }, [form]);

  const load = (query: AttendanceRosterQueryParsed) =>
    setRequest({
      programId: query.programId ?? 0,
      semYear: query.semYear ?? '',
      subjectId: query.subjectId,
      date: query.date.ad,
      ...(query.sectionId ? { sectionId: query.sectionId } : {}),
    });

  return (
    <Page title="Student Attendance">
      <Section title="Class and day">
        <SchemaForm form={form} label="Class and day" onSubmit={load}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}>
            <SelectInput
              name="programId"
              required
              label="Program"
              options={programs.map((item) => ({ value: String(item.id), label: item.programName }))}
              onValueChange={() => {
                form.setValue('semYear', '');
                form.setValue('subjectId', '');
              }}
            />
            <SelectInput
              name="semYear"
              required
              label="Semester/Year"
              disabled={!program}
              options={periodOptions(program)}
              onValueChange={() => form.setValue('subjectId', '')}
            />
            <SelectInput
              name="sectionId"
              label="Section"
              emptyLabel="All sections"
              options={sections.map((section) => ({ value: String(section.id), label: section.sectionSymbol }))}
            />
            <SelectInput
              name="subjectId"
              required
              label="Subject"
              disabled={!semYear}
              helperText={semYear && classSubjects.length === 0 ? 'No subjects in this semester/year' : undefined}
              options={classSubjects.map((subject) => ({ value: String(subject.id), label: subject.subjectName }))}
            />
            <Box sx={{ gridColumn: { md: 'span 2' } }}>
              <BsDateInput name="dateBs" adName="date" label="Date" required />
            </Box>
            <Box>
              <Button type="submit" variant="contained">
                Load students
              </Button>
            </Box>
          </Box>
        </SchemaForm>
      </Section>
      {request ? (
        <Section title="Students">
          <Roster request={request} />
        </Section>
      ) : undefined}
    </Page>
  );
}
