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
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ACADEMIC_YEARS, SEMESTERS, type CollegeProgram } from '@hemis/contracts';
import {
  BsDateInput,
  CheckboxInput,
  SelectInput,
  TextInput,
  type KeptFile,
  type Option,
} from '../../../../components/form/index.ts';
import { batches } from '../../../lookups/api/batches.ts';
import { fiscalYears } from '../../../lookups/api/fiscal-years.ts';
import { useMajorSubjectsOfProgram } from '../../../major-subject/api/get-major-subjects-of-program.ts';
import { useLocalDigits } from '../../../../lib/i18n/use-local-digits.ts';
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

/**
 * The years or semesters a program has: its duration in years, twice that in semesters. The
 * values are the contract's words (First ... Eighth); `label` says them in the language shown.
 */
export function periodOptions(
  program: CollegeProgram | undefined,
  label: (period: string) => string = String,
): { field: 'year' | 'semester'; options: Option[] } {
  const options = (periods: readonly string[]) => periods.map((period) => ({ value: period, label: label(period) }));
  if (program?.programType === 'semester') {
    return { field: 'semester', options: options(SEMESTERS.slice(0, Math.max(1, program.duration * 2))) };
  }
  return { field: 'year', options: options(ACADEMIC_YEARS.slice(0, Math.max(1, program?.duration ?? 4))) };
}

/** A year or semester (First ... Eighth) in the language shown. */
export const periodLabel = (t: TFunction<'student'>) => (period: string) =>
  t(`periods.${period as (typeof SEMESTERS)[number]}`);

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
  const { t } = useTranslation('student');
  const { t: common } = useTranslation('components');
  const digits = useLocalDigits();
  const { setValue, getValues } = useFormContext<StudentFormValues>();
  const [levelId, facultyId, programId, hasScolorship] = useWatch<StudentFormValues>({
    name: ['levelId', 'facultyId', 'programId', 'hasScolorship'],
  }) as [string, string, string, boolean];
  const cascade = useMemo(() => programCascade(programs, levelId, facultyId), [programs, levelId, facultyId]);
  const program = programs.find((item) => String(item.id) === programId);
  const majors = useMajorSubjectsOfProgram(program ? program.id : undefined);
  const batchList = batches.useList();
  const years = fiscalYears.useList();
  const period = periodOptions(program, periodLabel(t));

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
          label={t('program.level')}
          required
          options={cascade.levels}
          helperText={programs.length === 0 ? t('program.noProgramYet') : undefined}
          onValueChange={() => clear('facultyId', 'programId', 'majorSubjectId', 'year', 'semester')}
        />,
        3,
      )}
      {cell(
        <SelectInput
          name="facultyId"
          label={t('program.faculty')}
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
          label={t('program.program')}
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
          label={t('program.major')}
          emptyLabel={common('none')}
          disabled={!program || (majors.data ?? []).length === 0}
          options={(majors.data ?? []).map((major) => ({ value: String(major.id), label: major.majorSubjectName }))}
        />,
        3,
      )}
      {cell(<TextInput name="rollNoManual" label={t('program.rollNo')} autoComplete="off" />)}
      {cell(<TextInput name="universityRegdNo" label={t('program.universityRegdNo')} autoComplete="off" />)}
      {cell(
        <SelectInput
          name="admissionYearId"
          label={t('program.admissionYear')}
          required
          options={(batchList.data ?? [])
            .filter((batch) => batch.status || String(batch.id) === getValues('admissionYearId'))
            .map((batch) => ({ value: String(batch.id), label: `${batch.batchNepali} (${batch.name})` }))}
        />,
      )}
      {cell(
        <TextInput
          name="complitionYear"
          label={t('program.completionYear')}
          placeholder={t('program.completionYearExample')}
        />,
      )}
      {cell(
        <SelectInput
          name="fiscalYearId"
          label={t('program.fiscalYear')}
          options={(years.data ?? []).map((year) => ({ value: String(year.id), label: digits(year.yearNepali) }))}
        />,
      )}
      {cell(<span />)}
      {cell(
        <BsDateInput name="dateOfEnrollmentBs" adName="dateOfEnrollment" label={t('program.dateOfEnrollment')} />,
        12,
      )}
      {transfer ? (
        <>
          <Grid size={12}>
            <StepHeading>{t('program.transfer')}</StepHeading>
          </Grid>
          {cell(<TextInput name="transferredFrom" label={t('program.transferredFrom')} required />)}
          {cell(
            <SelectInput
              name={period.field}
              label={period.field === 'year' ? t('program.year') : t('program.semester')}
              required
              disabled={!program}
              options={period.options}
            />,
          )}
          {cell(<span />)}
          {cell(
            <BsDateInput
              name="transferredDateBs"
              adName="transferredDate"
              label={t('program.transferredDate')}
              required
            />,
            12,
          )}
          {cell(<StudentFileInput name="transferDoc" kept={kept} />, 3)}
        </>
      ) : undefined}
      <Grid size={12}>
        <StepHeading>{t('program.entranceAndFees')}</StepHeading>
      </Grid>
      {cell(<TextInput name="entranceScore" label={t('program.entranceScore')} inputMode="decimal" />, 3)}
      {cell(<TextInput name="entranceSymbol" label={t('program.entranceSymbol')} />, 3)}
      {cell(<TextInput name="programFee" label={t('program.programFee')} inputMode="decimal" />, 3)}
      {cell(<TextInput name="paidAmount" label={t('program.paidAmount')} inputMode="decimal" />, 3)}
      {cell(<CheckboxInput name="hasScolorship" label={t('program.hasScholarship')} />, 3)}
      {cell(
        hasScolorship ? (
          <TextInput name="scholarshipAmount" label={t('program.scholarshipAmount')} required inputMode="decimal" />
        ) : (
          <span />
        ),
        3,
      )}
      {cell(<StudentFileInput name="receiptImage" kept={kept} />, 3)}
    </Grid>
  );
}
