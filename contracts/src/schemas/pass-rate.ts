/**
 * Board exams (pass-rate management, api-contract 5.8): who appeared in and who passed a board
 * (external) exam (BulkExamAttend), and the pass rates counted from them per program and fiscal
 * year (PassRateCalculation/GetPassRateCalculation, Dashboard/GetPassRateByProgram), with the
 * columns the summary report, the statistical report and their downloads share.
 */
import { z } from 'zod';
import { ACADEMIC_YEARS, SEMESTERS } from '../constants/index.ts';
import { PASS_RATE_MESSAGES as M } from '../messages/pass-rate.ts';
import { EligibleStudentSchema } from './exam.ts';
import { optionalBoolean, optionalId, requiredId } from './fields.ts';
import type { ReportTableColumn } from './statistical-report.ts';

/** BulkExamAttend?BatchId&ExamScheduleId and …/GetAllAppearedStudents?programId&BatchId&examScheduleId. */
export const BoardExamStudentsQuerySchema = z.object({
  examScheduleId: requiredId(M.scheduleRequired),
  batchId: optionalId(),
  programId: optionalId(),
});
export type BoardExamStudentsQuery = z.output<typeof BoardExamStudentsQuerySchema>;

const period = {
  year: z.enum(ACADEMIC_YEARS).nullable(),
  semester: z.enum(SEMESTERS).nullable(),
};

/** A row of the passed list (BulkExamAttend GET). */
export const PassedStudentSchema = z.object({
  id: z.number(),
  isPass: z.boolean(),
  studentName: z.string(),
  phoneNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  rollNoManual: z.string().nullable(),
  batch: z.string(),
  levelName: z.string(),
  programName: z.string(),
  ...period,
});
export type PassedStudent = z.infer<typeof PassedStudentSchema>;
export const PassedStudentsSchema = z.object({ data: z.array(PassedStudentSchema) });

/** A row of the appeared list (GetAllAppearedStudents): a student as BulkExamAttend/GetAllStudent names one, with whether they passed. */
export const AppearedStudentSchema = EligibleStudentSchema.extend({ isPass: z.boolean() });
export type AppearedStudent = z.infer<typeof AppearedStudentSchema>;

const studentIds = z.preprocess(
  (value) => (value === undefined || value === null ? value : [value].flat()),
  z
    .array(
      z.coerce
        .number({ error: M.studentIdInvalid })
        .int({ error: M.studentIdInvalid })
        .positive({ error: M.studentIdInvalid }),
      {
        error: M.studentsRequired,
      },
    )
    .min(1, { error: M.studentsRequired }),
);

/**
 * POST BulkExamAttend and BulkExamAttend/CreatePassStudent. The exam's schedule decides the
 * program, batch and semester or year; the client's `semester` and `year` are read and left
 * aside, and a `programManagementId` other than the exam's program is refused.
 */
const boardExamStudents = {
  examScheduleId: requiredId(M.scheduleRequired),
  programManagementId: optionalId(),
  semester: z.unknown().optional(),
  year: z.unknown().optional(),
  studentId: studentIds,
};

/** `isAppeared` false records the students as absent (and so not passed). */
export const BoardExamAppearedSchema = z.object({ ...boardExamStudents, isAppeared: optionalBoolean() });
export type BoardExamAppeared = z.output<typeof BoardExamAppearedSchema>;

/** `isPass` false takes back a pass recorded by mistake. */
export const BoardExamPassedSchema = z.object({ ...boardExamStudents, isPass: optionalBoolean() });
export type BoardExamPassed = z.output<typeof BoardExamPassedSchema>;

export const BoardExamSavedSchema = z.object({ message: z.string(), count: z.number() });

/** Passed of appeared, in percent with two decimals; 0 when nobody appeared. */
export function passPercentage(appeared: number, passed: number): number {
  return appeared > 0 ? Math.round((passed / appeared) * 10_000) / 100 : 0;
}

/** PassRateCalculation/GetPassRateCalculation: each program's appeared, passed and pass rate in the last five fiscal years. */
export const PassRateOfFiscalYearsSchema = z.object({
  programName: z.string(),
  level: z.string(),
  faculty: z.string(),
  fiscalData: z.array(
    z.object({ year: z.string(), appeared: z.number(), passed: z.number(), passPercentage: z.number() }),
  ),
});
export type PassRateOfFiscalYears = z.infer<typeof PassRateOfFiscalYearsSchema>;

/**
 * Dashboard/GetPassRateByProgram: each program's appeared and passed students by gender, with
 * its level, faculty and pass rate (fields beyond the contract's, for the report tables).
 */
export const PassRateByProgramRowSchema = z.object({
  level: z.string(),
  faculty: z.string(),
  programName: z.string(),
  appearedMale: z.number(),
  appearedFemale: z.number(),
  appearedOthers: z.number(),
  totalAppeared: z.number(),
  passedMale: z.number(),
  passedFemale: z.number(),
  passedOthers: z.number(),
  totalPassed: z.number(),
  passPercentage: z.number(),
});
export type PassRateByProgramRow = z.infer<typeof PassRateByProgramRowSchema>;
export const PassRateByProgramSchema = z.object({ programs: z.array(PassRateByProgramRowSchema) });
export type PassRateByProgram = z.infer<typeof PassRateByProgramSchema>;

/** The rows of a GetPassRateByProgram answer read as a one-item list (the report screens read every answer as a list). */
export const passRateProgramRows = (answer: readonly unknown[]): PassRateByProgramRow[] =>
  (answer[0] as PassRateByProgram | undefined)?.programs ?? [];

/** Pass rate by program: appeared, passed and pass % by gender (summary report, statistical report section 3). */
export const PASS_RATE_BY_PROGRAM_COLUMNS: ReportTableColumn<PassRateByProgramRow>[] = [
  { header: 'Level', value: (row) => row.level, weight: 1.5 },
  { header: 'Faculty', value: (row) => row.faculty, weight: 2 },
  { header: 'Program', value: (row) => row.programName, weight: 2.5 },
  { header: 'Appeared male', value: (row) => row.appearedMale },
  { header: 'Appeared female', value: (row) => row.appearedFemale },
  { header: 'Appeared other', value: (row) => row.appearedOthers },
  { header: 'Appeared total', value: (row) => row.totalAppeared },
  { header: 'Passed male', value: (row) => row.passedMale },
  { header: 'Passed female', value: (row) => row.passedFemale },
  { header: 'Passed other', value: (row) => row.passedOthers },
  { header: 'Passed total', value: (row) => row.totalPassed },
  { header: 'Pass %', value: (row) => row.passPercentage },
];

/** Pass rate in the last five fiscal years: appeared, passed and pass % of each year, named from the answer. */
export function passRateOfFiscalYearsColumns(
  rows: readonly PassRateOfFiscalYears[],
): ReportTableColumn<PassRateOfFiscalYears>[] {
  const years = rows[0]?.fiscalData.map((entry) => entry.year) ?? [];
  return [
    { header: 'Level', value: (row) => row.level, weight: 1.5 },
    { header: 'Faculty', value: (row) => row.faculty, weight: 2 },
    { header: 'Program', value: (row) => row.programName, weight: 2.5 },
    ...years.flatMap((year, index) => [
      { header: `${year} appeared`, value: (row: PassRateOfFiscalYears) => row.fiscalData[index]?.appeared ?? 0 },
      { header: `${year} passed`, value: (row: PassRateOfFiscalYears) => row.fiscalData[index]?.passed ?? 0 },
      { header: `${year} pass %`, value: (row: PassRateOfFiscalYears) => row.fiscalData[index]?.passPercentage ?? 0 },
    ]),
  ];
}
