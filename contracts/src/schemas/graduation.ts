/**
 * Graduation (api-contract 5.9 and 8.5): a graduation of an enrolled student
 * (GenerateGraduationApplicationForStudent) or of an old student who was never in HEMIS
 * (GenerateGraduationApplication), multipart with five files, the lists, and the record the
 * clients read (with the contract's spellings: ethinicity, campusRolNo, fiscalYearID).
 */
import { z } from 'zod';
import { GENDERS } from '../constants/index.ts';
import { GRADUATION_MESSAGES as M } from '../messages/graduation.ts';
import { clearableText, optionalText, optionalUpload, requiredText } from './fields.ts';
import { dateInputField } from './holiday.ts';
import { PaginationQuerySchema } from './pagination.ts';

export const GRADUATION_FILE_KINDS = [
  'uploadPPSizePhoto',
  'uploadSignature',
  'uploadReceipt',
  'uploadTranscript',
  'uploadOtherDoc',
] as const;
export type GraduationFileKind = (typeof GRADUATION_FILE_KINDS)[number];

const year = (message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(1950, { error: message })
    .max(2100, { error: message });

const optionalDate = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), dateInputField(message).optional());

/**
 * A file field: an upload, or "" or the kept file's address (the edit forms send these back
 * for files they leave alone), which keep what is stored.
 */
const keptOrUploaded = () => z.preprocess((value) => (typeof value === 'string' ? undefined : value), optionalUpload());

const files = Object.fromEntries(GRADUATION_FILE_KINDS.map((kind) => [kind, keptOrUploaded()])) as Record<
  GraduationFileKind,
  ReturnType<typeof keptOrUploaded>
>;

/**
 * PUT only: the files to remove, as repeated keys or one comma-separated value (`clearFiles=uploadOtherDoc`).
 * Only texts are split; anything else (a JSON object in a multipart field) goes on to be refused as no such file.
 */
const clearFiles = z.preprocess(
  (value) =>
    value === undefined || value === ''
      ? undefined
      : [value]
          .flat()
          .flatMap((item) => (typeof item === 'string' ? item.split(',').map((name) => name.trim()) : [item]))
          .filter((item) => item !== ''),
  z.array(z.enum(GRADUATION_FILE_KINDS, { error: 'No such file' })).optional(),
);

/** The degree's facts every graduation form sends; the roll number's spelling and the files differ by form. */
export const degreeFacts = {
  fiscalYearID: z.coerce.number({ error: M.fiscalYearRequired }).int().positive({ error: M.fiscalYearRequired }),
  applicantNameNep: optionalText(),
  doBNepali: optionalText(),
  doBEng: optionalDate(M.dateInvalid),
  email: optionalText(),
  studentAddress: optionalText(),
  contactNo: optionalText(),
  universityIssueNo: optionalText(),
  studentRegNo: optionalText(),
  symbolNoUniversity: optionalText(),
  enrolledYear: year(M.enrolledYearInvalid),
  passedYear: year(M.passedYearInvalid),
  division: optionalText(),
  gpa: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: M.gpaInvalid })
      .min(0, { error: M.gpaInvalid })
      .max(100, { error: M.gpaInvalid })
      .optional(),
  ),
  fatherName: optionalText(),
  motherName: optionalText(),
  remarks: clearableText(),
  issueDateNep: optionalText(),
  issueDateEng: optionalDate(M.dateInvalid),
  clearFiles,
};

/** A gender as the forms send it ("Female", "female"); blank is none. */
export const genderChoice = () =>
  z.preprocess(
    (value) => (typeof value === 'string' && value ? value.toLowerCase() : undefined),
    z.enum(GENDERS).optional(),
  );

/** What both staff graduation forms send about the graduate and the degree. */
const graduateFields = {
  ...degreeFacts,
  campusRolNo: optionalText(),
  ...files,
  clearFiles,
};

export const passedAfterEnrolled = (body: { enrolledYear: number; passedYear: number }, context: z.RefinementCtx) => {
  if (body.passedYear < body.enrolledYear)
    context.addIssue({ code: 'custom', path: ['passedYear'], message: M.passedBeforeEnrolled });
};

/** Graduation/GenerateGraduationApplicationForStudent: an enrolled student of the caller's scope. */
export const EnrolledGraduationFormSchema = z
  .object({
    studentID: z.coerce.number({ error: M.studentRequired }).int().positive({ error: M.studentRequired }),
    applicantNameEng: optionalText(),
    ...graduateFields,
  })
  .superRefine(passedAfterEnrolled);
export type EnrolledGraduationFormParsed = z.output<typeof EnrolledGraduationFormSchema>;

/** Graduation/GenerateGraduationApplication: an old student who was never in HEMIS. */
export const OldGraduationFormSchema = z
  .object({
    campusId: z.coerce.number().int().min(0).optional(),
    programMgmtId: z.coerce.number({ error: M.programRequired }).int().positive({ error: M.programRequired }),
    applicantNameEng: requiredText(M.nameRequired),
    gender: genderChoice(),
    ethinicity: optionalText(),
    ...graduateFields,
  })
  .superRefine(passedAfterEnrolled);
export type OldGraduationFormParsed = z.output<typeof OldGraduationFormSchema>;

/**
 * PUT Graduation/{id}: the degree's facts again; the enrolled edit sends `studentId`, the
 * old-student edit also the applicant's name, gender and ethnicity (kept when absent).
 */
export const GraduationUpdateSchema = z
  .object({
    studentId: z.coerce.number().int().min(0).optional(),
    applicantNameEng: optionalText(),
    gender: genderChoice(),
    ethinicity: optionalText(),
    ...graduateFields,
  })
  .superRefine(passedAfterEnrolled);
export type GraduationUpdateParsed = z.output<typeof GraduationUpdateSchema>;

export const GraduationListQuerySchema = PaginationQuerySchema.extend({
  fiscalYearId: z.coerce.number().int().min(0).optional(),
  programId: z.coerce.number().int().min(0).optional(),
  campusId: z.coerce.number().int().min(0).optional(),
  batchId: z.coerce.number().int().min(0).optional(),
  /** "old" for former students never in HEMIS, "regular" for enrolled ones. */
  studentType: z.preprocess((value) => (value === '' ? undefined : value), z.enum(['regular', 'old']).optional()),
});
export type GraduationListQueryParsed = z.output<typeof GraduationListQuerySchema>;

const text = z.string().nullable();

export const GraduationSchema = z.object({
  id: z.number(),
  fiscalYearID: z.number(),
  fiscalYear: z.object({ id: z.number(), yearNepali: z.string() }),
  studentID: z.number().nullable(),
  studentId: z.number().nullable(),
  campusId: z.number(),
  campusName: z.string(),
  universityName: z.string(),
  facultyName: z.string(),
  levelName: z.string(),
  programType: z.string(),
  programName: z.string(),
  shortName: z.string(),
  programShortName: z.string(),
  programMgmtId: z.number(),
  applicantNameEng: z.string(),
  applicantNameNep: text,
  doBNepali: text,
  doBEng: text,
  email: text,
  gender: text,
  ethinicity: text,
  studentAddress: text,
  contactNo: text,
  universityIssueNo: text,
  studentRegNo: text,
  symbolNoUniversity: text,
  campusRolNo: text,
  enrolledYear: z.number(),
  passedYear: z.number(),
  division: text,
  gpa: z.number().nullable(),
  fatherName: text,
  motherName: text,
  remarks: text,
  issueDateEng: text,
  issueDateNep: text,
  studentType: z.string(),
  status: z.string(),
  edj: z.string(),
  ...(Object.fromEntries(GRADUATION_FILE_KINDS.map((kind) => [kind, text])) as Record<GraduationFileKind, typeof text>),
});
export type Graduation = z.infer<typeof GraduationSchema>;

export const GraduationCreatedSchema = z.object({ id: z.number() });
