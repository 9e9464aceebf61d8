/**
 * Program Registration (api-contract 8.1): the Level -> Faculty -> Program -> Major cascade
 * over the programs the campus runs, roll and registration numbers, the admission batch,
 * completion year, date of enrollment (today unless changed), fiscal year (the active one
 * unless changed), entrance, fee and scholarship facts and the receipt; for a student
 * transferred in from outside HEMIS, where and when from, the year or semester and the
 * transfer document.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import Grid from '@mui/material/Grid';
import { useFormContext, useWatch } from 'react-hook-form';
import { ACADEMIC_YEARS, SEMESTERS, type CollegeProgram } from '@hemis/contracts';
import {
  BsDateInput,
  CheckboxInput,
  SelectInput,
  TextInput,
  optionsOf,
  type KeptFile,
  type Option,
} from '../../../../components/form/index.ts';
import { batches } from '../../../lookups/api/batches.ts';
import { fiscalYears } from '../../../lookups/api/fiscal-years.ts';
import { useMajorSubjectsOfProgram } from '../../../major-subject/api/get-major-subjects-of-program.ts';
import { StepHeading, StudentFileInput } from './general-step.tsx';
import type { StudentFileField, StudentFormValues } from './student-form-values.ts';

/** Distinct choices of a list, by id, in the list's order. */
function distinct<T>(items: readonly T[], id: (item: T) => number, label: (item: T) => string): Option[] {
  const seen = new Map<number, string>();
  for (const item of items) if (!seen.has(id(item))) seen.set(id(item), label(item));
  return [...seen].map(([value, text]) => ({ value: String(value), label: text }));
}

/** The cascade's choices at each level, from the campus's programs. */
export function programCascade(programs: readonly CollegeProgram[], levelId: string, facultyId: string) {
  const ofLevel = programs.filter((program) => String(program.levelId) === levelId);
  const ofFaculty = ofLevel.filter((program) => String(program.facultyId) === facultyId);
  return {
    levels: distinct(
      programs,
      (program) => program.levelId,
      (program) => program.levelName,
    ),
    faculties: distinct(
      ofLevel,
      (program) => program.facultyId,
      (program) => program.facultyName,
    ),
    programs: distinct(
      ofFaculty,
      (program) => program.id,
      (program) => program.programName,
    ),
  };
}

/** The years or semesters a program has: its duration in years, twice that in semesters. */
export function periodOptions(program: CollegeProgram | undefined): { field: 'year' | 'semester'; options: Option[] } {
  if (program?.programType === 'semester') {
    return { field: 'semester', options: optionsOf(SEMESTERS.slice(0, Math.max(1, program.duration * 2))) };
  }
  return { field: 'year', options: optionsOf(ACADEMIC_YEARS.slice(0, Math.max(1, program?.duration ?? 4))) };
}

const cell = (child: ReactNode, md: 3 | 4 | 6 | 12 = 4) => (
  <Grid size={{ xs: 12, sm: md === 12 ? 12 : 6, md }}>{child}</Grid>
);

interface ProgramStepProps {
  programs: readonly CollegeProgram[];
  /** The transfer facts show (a transfer-in, or the edit of a student who came in that way). */
  transfer: boolean;
  kept: (name: StudentFileField) => KeptFile | undefined;
}

export function ProgramStep({ programs, transfer, kept }: ProgramStepProps) {
  const { setValue, getValues } = useFormContext<StudentFormValues>();
  const [levelId, facultyId, programId, hasScolorship] = useWatch<StudentFormValues>({
    name: ['levelId', 'facultyId', 'programId', 'hasScolorship'],
  }) as [string, string, string, boolean];
  const cascade = useMemo(() => programCascade(programs, levelId, facultyId), [programs, levelId, facultyId]);
  const program = programs.find((item) => String(item.id) === programId);
  const majors = useMajorSubjectsOfProgram(program ? program.id : undefined);
  const batchList = batches.useList();
  const years = fiscalYears.useList();
  const period = periodOptions(program);

  // The fiscal year of enrolment is the active one unless the user picks another.
  useEffect(() => {
    const active = years.data?.find((year) => year.activeFiscalYear);
    if (active && !getValues('fiscalYearId')) setValue('fiscalYearId', String(active.id));
  }, [years.data, getValues, setValue]);

  const clear = (...fields: (keyof StudentFormValues)[]) => {
    for (const field of fields) setValue(field, '', { shouldDirty: true });
  };

  return (
    <Grid container spacing={2}>
      {cell(
        <SelectInput
          name="levelId"
          label="Level"
          required
          options={cascade.levels}
          helperText={programs.length === 0 ? 'The campus runs no program yet (Program Setup).' : undefined}
          onValueChange={() => clear('facultyId', 'programId', 'majorSubjectId', 'year', 'semester')}
        />,
        3,
      )}
      {cell(
        <SelectInput
          name="facultyId"
          label="Faculty"
          required
          disabled={!levelId}
          options={cascade.faculties}
          onValueChange={() => clear('programId', 'majorSubjectId', 'year', 'semester')}
        />,
        3,
      )}
      {cell(
        <SelectInput
          name="programId"
          label="Program"
          required
          disabled={!facultyId}
          options={cascade.programs}
          onValueChange={(value) => {
            clear('majorSubjectId', 'year', 'semester');
            const chosen = programs.find((item) => String(item.id) === value);
            setValue('programType', chosen?.programType ?? '');
          }}
        />,
        3,
      )}
      {cell(
        <SelectInput
          name="majorSubjectId"
          label="Major"
          emptyLabel="None"
          disabled={!program || (majors.data ?? []).length === 0}
          options={(majors.data ?? []).map((major) => ({ value: String(major.id), label: major.majorSubjectName }))}
        />,
        3,
      )}
      {cell(<TextInput name="rollNoManual" label="Roll No." autoComplete="off" />)}
      {cell(<TextInput name="universityRegdNo" label="University Regd. No" autoComplete="off" />)}
      {cell(
        <SelectInput
          name="admissionYearId"
          label="Admission Year"
          required
          options={(batchList.data ?? [])
            .filter((batch) => batch.status || String(batch.id) === getValues('admissionYearId'))
            .map((batch) => ({ value: String(batch.id), label: `${batch.batchNepali} (${batch.name})` }))}
        />,
      )}
      {cell(<TextInput name="complitionYear" label="Completion Year" placeholder="e.g. 2085" />)}
      {cell(
        <SelectInput
          name="fiscalYearId"
          label="Fiscal Year"
          options={(years.data ?? []).map((year) => ({ value: String(year.id), label: year.yearNepali }))}
        />,
      )}
      {cell(<span />)}
      {cell(<BsDateInput name="dateOfEnrollmentBs" adName="dateOfEnrollment" label="Date of Enrollment" />, 12)}
      {transfer ? (
        <>
          <Grid size={12}>
            <StepHeading>Transfer</StepHeading>
          </Grid>
          {cell(<TextInput name="transferredFrom" label="Transferred from" required />)}
          {cell(
            <SelectInput
              name={period.field}
              label={period.field === 'year' ? 'Year' : 'Semester'}
              required
              disabled={!program}
              options={period.options}
            />,
          )}
          {cell(<span />)}
          {cell(
            <BsDateInput name="transferredDateBs" adName="transferredDate" label="Transferred Date" required />,
            12,
          )}
          {cell(<StudentFileInput name="transferDoc" kept={kept} />, 3)}
        </>
      ) : undefined}
      <Grid size={12}>
        <StepHeading>Entrance and Fees</StepHeading>
      </Grid>
      {cell(<TextInput name="entranceScore" label="Entrance Score" inputMode="decimal" />, 3)}
      {cell(<TextInput name="entranceSymbol" label="Entrance Symbol No." />, 3)}
      {cell(<TextInput name="programFee" label="Program Fee (Rs.)" inputMode="decimal" />, 3)}
      {cell(<TextInput name="paidAmount" label="Paid Amount (Rs.)" inputMode="decimal" />, 3)}
      {cell(<CheckboxInput name="hasScolorship" label="Has Scholarship?" />, 3)}
      {cell(
        hasScolorship ? (
          <TextInput name="scholarshipAmount" label="Scholarship Amount (Rs.)" required inputMode="decimal" />
        ) : (
          <span />
        ),
        3,
      )}
      {cell(<StudentFileInput name="receiptImage" kept={kept} />, 3)}
    </Grid>
  );
}
