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
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AttendanceRosterRow } from '@hemis/contracts';
import { FormField } from '../../../../components/form-field.tsx';
import { Page, Section } from '../../../../components/page.tsx';
import { serverMessage } from '../../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../../components/toast.tsx';
import { useCurrentUser } from '../../../../lib/session/session-store.ts';
import { useCollegePrograms } from '../../../program/api/get-college-programs.ts';
import { useSubjects } from '../../../subject/api/get-subjects.ts';
import { useAttendanceRoster, useSaveAttendance, type AttendanceClass } from '../../api/student-attendance.ts';
import { useStudentSections } from '../../api/student-sections.ts';
import { periodOptions } from '../enrolment/student-period.ts';
import { BsDateField, today, type DayValue } from './bs-date-field.tsx';

interface Choice {
  programId: string;
  semYear: string;
  sectionId: string;
  subjectId: string;
  date: DayValue;
}

const CHOICE_REQUIRED: Partial<Record<keyof Choice, string>> = {
  programId: 'Program is required',
  semYear: 'Semester/Year is required',
  subjectId: 'Subject is required',
  date: 'Date is required (a B.S. or A.D. day)',
};

function missing(choice: Choice): Partial<Record<keyof Choice, string>> {
  const errors: Partial<Record<keyof Choice, string>> = {};
  if (!choice.programId) errors.programId = CHOICE_REQUIRED.programId;
  if (!choice.semYear) errors.semYear = CHOICE_REQUIRED.semYear;
  if (!choice.subjectId) errors.subjectId = CHOICE_REQUIRED.subjectId;
  if (!choice.date.ad) errors.date = CHOICE_REQUIRED.date;
  return errors;
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
  const [choice, setChoice] = useState<Choice>({
    programId: '',
    semYear: '',
    sectionId: '',
    subjectId: '',
    date: today(),
  });
  const [errors, setErrors] = useState<Partial<Record<keyof Choice, string>>>({});
  const [request, setRequest] = useState<AttendanceClass>();
  const program = programs.find((item) => String(item.id) === choice.programId);
  // The subjects taught to the chosen class: its program, in its semester or year.
  const classSubjects = subjects.filter(
    (subject) =>
      String(subject.programId) === choice.programId && (subject.semester ?? subject.year) === choice.semYear,
  );

  const change = (changes: Partial<Choice>) => {
    setChoice((current) => ({ ...current, ...changes }));
    setErrors((current) => ({
      ...current,
      ...Object.fromEntries(Object.keys(changes).map((key) => [key, undefined])),
    }));
    setRequest(undefined);
  };

  const load = () => {
    const found = missing(choice);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setRequest({
      programId: Number(choice.programId),
      semYear: choice.semYear,
      subjectId: Number(choice.subjectId),
      date: choice.date.ad,
      ...(choice.sectionId ? { sectionId: Number(choice.sectionId) } : {}),
    });
  };

  return (
    <Page title="Student Attendance">
      <Section title="Class and day">
        <Box
          component="form"
          aria-label="Class and day"
          onSubmit={(event) => {
            event.preventDefault();
            load();
          }}
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' } }}
        >
          <FormField
            select
            required
            label="Program"
            value={choice.programId}
            error={errors.programId}
            onChange={(event) => change({ programId: event.target.value, semYear: '', subjectId: '' })}
          >
            {programs.map((item) => (
              <MenuItem key={item.id} value={String(item.id)}>
                {item.programName}
              </MenuItem>
            ))}
          </FormField>
          <FormField
            select
            required
            label="Semester/Year"
            value={choice.semYear}
            error={errors.semYear}
            disabled={!program}
            onChange={(event) => change({ semYear: event.target.value, subjectId: '' })}
          >
            {periodOptions(program).map((option) => (
              <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </MenuItem>
            ))}
          </FormField>
          <FormField
            select
            label="Section"
            value={choice.sectionId}
            onChange={(event) => change({ sectionId: event.target.value })}
          >
            <MenuItem value="">All sections</MenuItem>
            {sections.map((section) => (
              <MenuItem key={section.id} value={String(section.id)}>
                {section.sectionSymbol}
              </MenuItem>
            ))}
          </FormField>
          <FormField
            select
            required
            label="Subject"
            value={choice.subjectId}
            error={errors.subjectId}
            disabled={!choice.semYear}
            helperText={choice.semYear && classSubjects.length === 0 ? 'No subjects in this semester/year' : undefined}
            onChange={(event) => change({ subjectId: event.target.value })}
          >
            {classSubjects.map((subject) => (
              <MenuItem key={subject.id} value={String(subject.id)}>
                {subject.subjectName}
              </MenuItem>
            ))}
          </FormField>
          <Box sx={{ gridColumn: { md: 'span 2' } }}>
            <BsDateField
              label="Date"
              required
              value={choice.date}
              error={errors.date}
              onChange={(date) => change({ date })}
            />
          </Box>
          <Box>
            <Button type="submit" variant="contained">
              Load students
            </Button>
          </Box>
        </Box>
      </Section>
      {request ? (
        <Section title="Students">
          <Roster request={request} />
        </Section>
      ) : undefined}
    </Page>
  );
}
