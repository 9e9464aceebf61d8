/**
 * Program setup: the programs a campus runs (api-contract 8.9: College programs). A
 * CollegeAdmin picks Level, then Faculty, then ticks programs of the university and adds
 * them; everyone on the screen sees the "List of Campus Programs".
 */
import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import { can, SETUP_MESSAGES, type CollegeProgram, type Program } from '@hemis/contracts';
import { CheckboxGroup, toggledIds } from '../../../components/checkbox-group.tsx';
import { DataTable, type Column } from '../../../components/data-table.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { Page, Section } from '../../../components/page.tsx';
import { serverMessage } from '../../../components/setup/setup-screen.tsx';
import { useToast } from '../../../components/toast.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useAddProgramsToCollege } from '../api/add-programs-to-college.ts';
import { useCollegePrograms } from '../api/get-college-programs.ts';
import { useUniversityPrograms } from '../api/get-university-programs.ts';
import { rowsOf } from '../../../components/list-screen.tsx';

const COLUMNS: Column<CollegeProgram>[] = [
  { id: 'levelName', header: 'Level', value: (row) => row.levelName },
  { id: 'facultyName', header: 'Faculty', value: (row) => row.facultyName },
  { id: 'id', header: 'Program ID', value: (row) => row.id },
  { id: 'programName', header: 'Programs', value: (row) => row.programName },
  { id: 'programType', header: 'Program Type', value: (row) => row.programType },
];

function uniqueBy(programs: readonly Program[], id: (p: Program) => number, name: (p: Program) => string) {
  return [...new Map(programs.map((program) => [id(program), name(program)])).entries()].map(([value, label]) => ({
    value: String(value),
    label,
  }));
}

function AdoptPrograms({ adopted }: { adopted: readonly CollegeProgram[] }) {
  const toast = useToast();
  const programs = useUniversityPrograms();
  const add = useAddProgramsToCollege();
  const [levelId, setLevelId] = useState('');
  const [facultyId, setFacultyId] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [error, setError] = useState<string>();

  const available = useMemo(() => {
    const taken = new Set(adopted.map((program) => program.id));
    return (programs.data ?? []).filter((program) => !taken.has(program.id) && program.status);
  }, [programs.data, adopted]);
  const levels = uniqueBy(
    available,
    (p) => p.levelId,
    (p) => p.levelName,
  );
  const faculties = uniqueBy(
    available.filter((p) => String(p.levelId) === levelId),
    (p) => p.facultyId,
    (p) => p.facultyName,
  );
  const offered = available.filter((p) => String(p.levelId) === levelId && String(p.facultyId) === facultyId);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(SETUP_MESSAGES.programIdsRequired);
      return;
    }
    try {
      await add.mutateAsync({ programId: chosen, isActive: true });
      toast.success('Programs added successfully');
      setChosen([]);
    } catch (failure) {
      toast.error(serverMessage(failure, 'Failed to add programs'));
    }
  };

  return (
    <Section title="Add Programs">
      <Box component="form" noValidate onSubmit={submit} aria-label="Add Programs">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              select
              label="Level"
              required
              value={levelId}
              onChange={(event) => {
                setLevelId(event.target.value);
                setFacultyId('');
                setChosen([]);
              }}
            >
              {levels.map((level) => (
                <MenuItem key={level.value} value={level.value}>
                  {level.label}
                </MenuItem>
              ))}
            </FormField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormField
              select
              label="Faculty"
              required
              disabled={!levelId}
              value={facultyId}
              onChange={(event) => {
                setFacultyId(event.target.value);
                setChosen([]);
              }}
            >
              {faculties.map((faculty) => (
                <MenuItem key={faculty.value} value={faculty.value}>
                  {faculty.label}
                </MenuItem>
              ))}
            </FormField>
          </Grid>
        </Grid>
        {facultyId ? (
          <Box sx={{ mt: 2 }}>
            <CheckboxGroup
              label="Programs"
              choices={offered.map((program) => ({ id: program.id, label: program.programName }))}
              checked={chosen}
              onToggle={(id, checked) => {
                setError(undefined);
                setChosen((ids) => toggledIds(ids, id, checked));
              }}
              emptyText="Every program here is already added."
            />
          </Box>
        ) : undefined}
        {error ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : undefined}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button type="submit" variant="contained" disabled={add.isPending}>
            Add Programs
          </Button>
        </Box>
      </Box>
    </Section>
  );
}

export function CollegeProgramsPage() {
  const role = useRole();
  const list = useCollegePrograms();
  return (
    <Page title="College Programs">
      {can(role, 'program:adopt') ? <AdoptPrograms adopted={list.data ?? []} /> : undefined}
      <Section title="List of Campus Programs">
        <DataTable
          label="List of Campus Programs"
          columns={COLUMNS}
          {...rowsOf(list, 'Could not load the programs.')}
        />
      </Section>
    </Page>
  );
}

export default CollegeProgramsPage;
