/**
 * Exam results (issue #26, api-contract 5.8): a university's grading scale, the report card
 * of a student at an exam (GetProgramResult*), and publishing an exam's results.
 */
import { z } from 'zod';

// ---- Grading scale ------------------------------------------------------------------------

/**
 * Tribhuvan University's letter grades with their grade points (nepal-domain guide: TU
 * grading). TU publishes no percentage bands for them, so these minimums are HEMIS's default,
 * used by every university that has not set its own scale.
 */
export const DEFAULT_GRADE_BANDS = [
  { grade: 'A', gradePoint: 4.0, minPercentage: 90 },
  { grade: 'A-', gradePoint: 3.7, minPercentage: 80 },
  { grade: 'B+', gradePoint: 3.3, minPercentage: 70 },
  { grade: 'B', gradePoint: 3.0, minPercentage: 60 },
  { grade: 'B-', gradePoint: 2.7, minPercentage: 50 },
  { grade: 'C+', gradePoint: 2.3, minPercentage: 45 },
  { grade: 'C', gradePoint: 2.0, minPercentage: 40 },
  { grade: 'F', gradePoint: 0, minPercentage: 0 },
] as const;

export const MAX_GRADE_POINT = 4;

/**
 * Divisions of annual programs, from the percentage of a passed exam: the common Tribhuvan
 * University convention (Distinction from 80, First from 60, Second from 45, Third below).
 */
export const DIVISIONS = ['Distinction', 'First', 'Second', 'Third'] as const;
export type Division = (typeof DIVISIONS)[number];
export const DIVISION_MIN_PERCENTAGE = { Distinction: 80, First: 60, Second: 45, Third: 0 } as const satisfies Record<
  Division,
  number
>;

export const EXAM_RESULT_MESSAGES = {
  gradeRequired: 'Grade is required',
  gradeRepeated: 'Each grade appears once',
  gradePoint: `Grade point must be a number from 0 to ${MAX_GRADE_POINT} with at most two decimals`,
  minPercentage: 'Minimum percentage must be a number from 0 to 100 with at most two decimals',
  minimumRepeated: 'Each minimum percentage appears once',
  noBandAtZero: 'One grade must start at 0 %, so that every percentage has a grade',
  gradePointFalls: 'A grade starting at a higher percentage cannot give fewer grade points',
  bandsRequired: 'Give at least one grade',
  universityRequired: 'University is required',
  alreadyPublished: 'The results of this exam are already published',
  notPublished: 'The results of this exam are not published',
  nothingToPublish: 'No attendance or marks are recorded for this exam yet',
} as const;

/**
 * A number with at most two decimals, as the grading scale's columns keep it. A blank or null
 * is missing, not 0: coercing would otherwise turn an emptied field into a band at 0 %.
 */
const twoDecimals = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    z.coerce
      .number({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: message }),
  );

export const GradeBandSchema = z.object({
  grade: z
    .string({ error: EXAM_RESULT_MESSAGES.gradeRequired })
    .trim()
    .min(1, { error: EXAM_RESULT_MESSAGES.gradeRequired })
    .max(8, { error: 'A grade is at most 8 characters' }),
  gradePoint: twoDecimals(0, MAX_GRADE_POINT, EXAM_RESULT_MESSAGES.gradePoint),
  minPercentage: twoDecimals(0, 100, EXAM_RESULT_MESSAGES.minPercentage),
});
export type GradeBand = z.output<typeof GradeBandSchema>;

/** PUT GradingScale/{universityId}: the whole scale, replacing the university's bands. */
export const GradingScaleBodySchema = z
  .object({
    bands: z.array(GradeBandSchema, { error: EXAM_RESULT_MESSAGES.bandsRequired }).min(1, {
      error: EXAM_RESULT_MESSAGES.bandsRequired,
    }),
  })
  .superRefine(({ bands }, context) => {
    const grades = new Set<string>();
    const minimums = new Set<number>();
    bands.forEach((band, index) => {
      const grade = band.grade.toUpperCase();
      if (grades.has(grade))
        context.addIssue({
          code: 'custom',
          path: ['bands', index, 'grade'],
          message: EXAM_RESULT_MESSAGES.gradeRepeated,
        });
      grades.add(grade);
      if (minimums.has(band.minPercentage))
        context.addIssue({
          code: 'custom',
          path: ['bands', index, 'minPercentage'],
          message: EXAM_RESULT_MESSAGES.minimumRepeated,
        });
      minimums.add(band.minPercentage);
    });
    if (!minimums.has(0))
      context.addIssue({ code: 'custom', path: ['bands'], message: EXAM_RESULT_MESSAGES.noBandAtZero });
    // Grade points rise with the percentage: the band of the lower minimum is the one named.
    const ascending = bands
      .map((band, index) => ({ ...band, index }))
      .sort((a, b) => a.minPercentage - b.minPercentage);
    ascending.forEach((band, position) => {
      const next = ascending[position + 1];
      if (next && band.minPercentage < next.minPercentage && band.gradePoint > next.gradePoint)
        context.addIssue({
          code: 'custom',
          path: ['bands', band.index, 'gradePoint'],
          message: EXAM_RESULT_MESSAGES.gradePointFalls,
        });
    });
  });
export type GradingScaleBody = z.input<typeof GradingScaleBodySchema>;
export type GradingScaleBodyParsed = z.output<typeof GradingScaleBodySchema>;

/** A university's scale, highest band first; `isDefault` when the university has set none. */
export const GradingScaleSchema = z.object({
  universityId: z.number(),
  universityName: z.string(),
  isDefault: z.boolean(),
  bands: z.array(z.object({ grade: z.string(), gradePoint: z.number(), minPercentage: z.number() })),
});
export type GradingScale = z.infer<typeof GradingScaleSchema>;

export const GradingScaleQuerySchema = z.object({
  /** The grants body names the university; everyone else reads their own. */
  universityId: z.coerce.number().int().min(0).optional(),
});

// ---- Report cards (api-contract 5.8: the report-card object) ------------------------------

export const SUBJECT_REMARKS = ['PASS', 'FAIL', 'ABSENT'] as const;
export const OVERALL_STATUSES = ['PASS', 'FAIL'] as const;

export const SubjectResultSchema = z.object({
  subjectExamScheduleId: z.number(),
  subjectCode: z.string(),
  subjectName: z.string(),
  theoreticalFullMarks: z.number().nullable(),
  practicalFullMarks: z.number().nullable(),
  theoreticalPassMarks: z.number().nullable(),
  practicalPassMarks: z.number().nullable(),
  theoreticalMarks: z.number().nullable(),
  practicalMarks: z.number().nullable(),
  totalMarks: z.number(),
  remarks: z.enum(SUBJECT_REMARKS),
});
export type SubjectResult = z.infer<typeof SubjectResultSchema>;

/**
 * The report card: the contract's fields, and beside them the exam's id, the grade and grade
 * point from the university's scale, the division (annual programs), and whether the campus
 * has published the results.
 */
export const ReportCardSchema = z.object({
  studentId: z.number(),
  studentName: z.string(),
  registrationNumber: z.string().nullable(),
  registrationNo: z.string().nullable(),
  rollNoManual: z.string().nullable(),
  rollNo: z.string().nullable(),
  section: z.string().nullable(),
  year: z.string().nullable(),
  semester: z.string().nullable(),
  batchNepali: z.string(),
  facultyName: z.string(),
  programName: z.string(),
  shortName: z.string(),
  examNameManual: z.string(),
  overallStatus: z.enum(OVERALL_STATUSES),
  percentage: z.number(),
  remarks: z.string().nullable(),
  subjectResults: z.array(SubjectResultSchema),
  examScheduleId: z.number(),
  grade: z.string(),
  gradePoint: z.number(),
  division: z.enum(DIVISIONS).nullable(),
  published: z.boolean(),
});
export type ReportCard = z.infer<typeof ReportCardSchema>;

const id = (message: string) => z.coerce.number({ error: message }).int({ error: message }).min(1, { error: message });
const optionalSize = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.coerce
    .number({ error: 'Page size must be a whole number from 1 to 100' })
    .int()
    .min(1, { error: 'Page size must be a whole number from 1 to 100' })
    .max(100, { error: 'Page size must be a whole number from 1 to 100' })
    .optional(),
);

export const REPORT_CARD_SORTS = ['rollNo', 'name', 'percentage'] as const;

/** MarksEntry/GetProgramResult?StudentId&ExamScheduleId (the clients send these capitalised). */
export const ReportCardQuerySchema = z.object({
  StudentId: id('Student is required'),
  ExamScheduleId: id('Exam is required'),
});

/** MarksEntry/GetProgramResultAll?ExamScheduleId&page (0-based, as the clients count)&pageSize. */
export const ExamResultsQuerySchema = z.object({
  ExamScheduleId: id('Exam is required'),
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Page must be a whole number from 0' })
      .int()
      .min(0, { error: 'Page must be a whole number from 0' })
      .optional(),
  ),
  pageSize: optionalSize,
  /** A part of the student's name (English or Nepali) or roll number. */
  name: z.string().trim().max(100, { error: 'Name is at most 100 characters' }).optional(),
  sortBy: z.enum(REPORT_CARD_SORTS, { error: `Sort by one of: ${REPORT_CARD_SORTS.join(', ')}` }).optional(),
  sortOrder: z.preprocess(
    (value) => (typeof value === 'string' ? value.toLowerCase() : value),
    z.enum(['asc', 'desc'], { error: 'Sort order must be asc or desc' }).optional(),
  ),
  /** PASS or FAIL (any case): only the students who passed the exam, or only those who did not. */
  overallStatus: z.preprocess(
    (value) => (value === '' ? undefined : typeof value === 'string' ? value.toUpperCase() : value),
    z.enum(OVERALL_STATUSES, { error: `Result must be one of: ${OVERALL_STATUSES.join(', ')}` }).optional(),
  ),
  /** Any cache-busting value the clients add (`t=`). */
  t: z.string().optional(),
});
export type ExamResultsQuery = z.output<typeof ExamResultsQuerySchema>;

/** MarksEntry/GetProgramResultByStudent?StudentId&pageNumber (1-based)&pageSize. */
export const StudentResultsQuerySchema = z.object({
  StudentId: id('Student is required'),
  pageNumber: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Page must be a whole number from 1' })
      .int()
      .min(1, { error: 'Page must be a whole number from 1' })
      .optional(),
  ),
  pageSize: optionalSize,
});
export type StudentResultsQuery = z.output<typeof StudentResultsQuerySchema>;

export const ExamIdQuerySchema = z.object({ ExamScheduleId: id('Exam is required') });
export const StudentIdQuerySchema = z.object({ StudentId: id('Student is required') });
export const ExamScheduleIdParamsSchema = z.object({ examScheduleId: id('Exam is required') });

export const ReportCardAnswerSchema = z.object({ data: ReportCardSchema });
export const ReportCardPageSchema = z.object({ data: z.array(ReportCardSchema), totalRecords: z.number() });

/** The answer to publishing or withdrawing an exam's results. */
export const ResultsPublicationSchema = z.object({
  examScheduleId: z.number(),
  resultsPublishedAt: z.string().nullable(),
  message: z.string(),
});
