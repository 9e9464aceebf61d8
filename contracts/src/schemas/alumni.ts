/**
 * Character certificates and the alumni portal (api-contract 5.9, 6 and 8.5): the signed
 * certificate a campus uploads, an alumnus's public submission (PascalCase on the wire,
 * bound case-insensitively to these keys), the alumnus's sign-in answer, work entries
 * (AlumniEmployee) and batchmates.
 */
import { z } from 'zod';
import {
  ALUMNI_MESSAGES as A,
  CHARACTER_CERTIFICATE_MESSAGES as C,
  GRADUATION_MESSAGES as G,
} from '../messages/graduation.ts';
import { SignedInUserSchema } from './auth.ts';
import {
  clearableText,
  optionalBoolean,
  optionalId,
  optionalText,
  optionalUpload,
  requiredText,
  requiredUpload,
} from './fields.ts';
import {
  GRADUATION_FILE_KINDS,
  degreeFacts,
  genderChoice,
  passedAfterEnrolled,
  type GraduationFileKind,
} from './graduation.ts';
import { dateInputField } from './holiday.ts';
import { PaginationQuerySchema } from './pagination.ts';

/**
 * GraduationCC/GenerateGraduationCharacterCertificate: the signed certificate of a graduation,
 * named by the enrolled student (`studentId`) or by the graduation (`graduationApplicationId`).
 * The names the clients send with it (campusName, firstName, universityName) are read from the
 * records instead.
 */
export const CharacterCertificateFormSchema = z
  .object({
    studentId: optionalId(),
    graduationApplicationId: optionalId(),
    campusId: optionalId(),
    universityId: optionalId(),
    campusName: optionalText(),
    universityName: optionalText(),
    firstName: optionalText(),
    dateOfCCGenerated: z.preprocess(
      (value) => (typeof value === 'string' ? value.slice(0, 10) : value),
      dateInputField(C.dateInvalid),
    ),
    status: optionalBoolean(),
    hasUploaded: optionalBoolean(),
    uploadedCCFile: requiredUpload(C.fileRequired),
  })
  .refine((body) => body.studentId || body.graduationApplicationId, {
    path: ['graduationApplicationId'],
    error: C.graduationRequired,
  });
export type CharacterCertificateFormParsed = z.output<typeof CharacterCertificateFormSchema>;

export const CharacterCertificateSchema = z.object({
  id: z.number(),
  graduationApplicationId: z.number(),
  studentId: z.number().nullable(),
  campusId: z.number(),
  applicantNameEng: z.string(),
  programName: z.string(),
  dateOfCCGenerated: z.string(),
  status: z.boolean(),
  hasUploaded: z.boolean(),
  /** The signed copy, served within scope; null until uploaded. */
  uploadedCCFile: z.string().nullable(),
});
export type CharacterCertificate = z.infer<typeof CharacterCertificateSchema>;

export const CharacterCertificateQuerySchema = z.object({
  studentId: z.coerce.number().int().min(0).optional(),
});
export type CharacterCertificateQueryParsed = z.output<typeof CharacterCertificateQuerySchema>;

const optionalDate = (message: string) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), dateInputField(message).optional());

/**
 * Graduation/AlumniSubmitGraduationApplication: a former student registers without signing in;
 * the campus verifies the submission before it counts as a graduate and an account opens.
 */
export const AlumniSubmissionSchema = z
  .object({
    ...degreeFacts,
    campusId: z.coerce.number({ error: A.campusRequired }).int().positive({ error: A.campusRequired }),
    programMgmtId: z.coerce.number({ error: G.programRequired }).int().positive({ error: G.programRequired }),
    applicantNameEng: requiredText(G.nameRequired),
    email: z
      .string({ error: A.emailRequired })
      .trim()
      .toLowerCase()
      .refine((value) => z.regexes.email.test(value), { error: A.emailRequired }),
    gender: genderChoice(),
    ethinicity: optionalText(),
    /** PascalCase CampusRollNo on this route, campusRolNo on the staff forms. */
    campusRollNo: optionalText(),
    /** Sent by the public form; a submission is always pending until the campus verifies it. */
    status: optionalText(),
    ...(Object.fromEntries(GRADUATION_FILE_KINDS.map((kind) => [kind, optionalUpload()])) as Record<
      GraduationFileKind,
      ReturnType<typeof optionalUpload>
    >),
  })
  .superRefine(passedAfterEnrolled);
export type AlumniSubmissionParsed = z.output<typeof AlumniSubmissionSchema>;

export const ALUMNI_EMPLOYMENT_TYPES = ['Full Time', 'Part Time', 'Contract', 'Self Employed', 'Internship'] as const;

/** AlumniEmployee/Create and Update/{id}: one work entry of the signed-in alumnus. */
export const AlumniWorkFormSchema = z
  .object({
    organizationName: requiredText(A.organizationRequired),
    designation: requiredText(A.designationRequired),
    employmentType: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(ALUMNI_EMPLOYMENT_TYPES, { error: A.employmentTypeInvalid }).optional(),
    ),
    organizationAddress: optionalText(),
    startDate: dateInputField(A.startDateInvalid),
    endDate: optionalDate(A.endDateInvalid),
    isCurrent: optionalBoolean(),
    remarks: clearableText(),
  })
  .superRefine((body, context) => {
    if (body.endDate && body.endDate.ad < body.startDate.ad)
      context.addIssue({ code: 'custom', path: ['endDate'], message: A.endBeforeStart });
  });
export type AlumniWorkFormParsed = z.output<typeof AlumniWorkFormSchema>;

export const AlumniWorkSchema = z.object({
  id: z.number(),
  graduationApplicationId: z.number(),
  applicantNameEng: z.string(),
  programName: z.string(),
  enrolledYear: z.number(),
  organizationName: z.string(),
  designation: z.string(),
  employmentType: z.string().nullable(),
  organizationAddress: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  isCurrent: z.boolean(),
  remarks: z.string().nullable(),
});
export type AlumniWork = z.infer<typeof AlumniWorkSchema>;

export const AlumniWorkQuerySchema = z.object({
  programId: z.coerce.number().int().min(0).optional(),
  campusId: z.coerce.number().int().min(0).optional(),
  enrollmentYear: z.coerce.number().int().min(0).optional(),
  graduationApplicationId: z.coerce.number().int().min(0).optional(),
});
export type AlumniWorkQueryParsed = z.output<typeof AlumniWorkQuerySchema>;

/** Graduation/StudentsByBatch: who graduated with the alumnus (names and program only). */
export const StudentsByBatchQuerySchema = PaginationQuerySchema.extend({
  /** The portal asks for the whole batch in one page (pageSize=9999); a batch is one program's intake. */
  pageSize: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'Page size must be a whole number from 1 to 10000' })
      .int()
      .min(1, 'Page size must be a whole number from 1 to 10000')
      .max(10_000, 'Page size must be a whole number from 1 to 10000')
      .optional(),
  ),
  enrolledYear: z.coerce.number().int().min(0).optional(),
  campusId: z.coerce.number().int().min(0).optional(),
  programId: z.coerce.number().int().min(0).optional(),
});
export type StudentsByBatchQueryParsed = z.output<typeof StudentsByBatchQuerySchema>;

export const BatchmateSchema = z.object({
  id: z.number(),
  applicantNameEng: z.string(),
  programName: z.string(),
  enrolledYear: z.number(),
  passedYear: z.number(),
  /** The batchmate's current work, when they shared it with the portal. */
  currentWork: z.string().nullable(),
});

/** The campus's alumni summary: per program, graduates, accounts and who recorded current work. */
export const AlumniSummaryRowSchema = z.object({
  programId: z.number(),
  programName: z.string(),
  graduates: z.number(),
  withAccount: z.number(),
  employed: z.number(),
  pending: z.number(),
});
export type AlumniSummaryRow = z.infer<typeof AlumniSummaryRowSchema>;

/** Alumni/Me: the alumnus's own profile (the sign-in answer without the session). */
export const AlumniProfileSchema = z.object({
  graduationApplicationId: z.number(),
  programId: z.number(),
  batchId: z.number().nullable(),
  campusId: z.number(),
  campusName: z.string(),
  institutionId: z.number(),
  applicantNameEng: z.string(),
  applicantNameNep: z.string().nullable(),
  email: z.string().nullable(),
  studentAddress: z.string().nullable(),
  contactNo: z.string().nullable(),
  facultyName: z.string(),
  levelName: z.string(),
  programName: z.string(),
  enrolledYear: z.number(),
  passedYear: z.number(),
  gpa: z.number().nullable(),
  division: z.string().nullable(),
  uploadPPSizePhoto: z.string().nullable(),
});
export type AlumniProfile = z.infer<typeof AlumniProfileSchema>;

/** PUT Alumni/Me (multipart): what an alumnus keeps up to date; the degree's facts are the campus's. */
export const AlumniProfileUpdateSchema = z.object({
  contactNo: clearableText(),
  studentAddress: clearableText(),
  uploadPPSizePhoto: optionalUpload(),
});
export type AlumniProfileUpdateParsed = z.output<typeof AlumniProfileUpdateSchema>;

export const AlumniCampusOptionSchema = z.object({
  id: z.number(),
  campusName: z.string(),
  universityName: z.string(),
});
export const AlumniProgramOptionSchema = z.object({ id: z.number(), programName: z.string(), levelName: z.string() });
export const AlumniCampusQuerySchema = z.object({ search: optionalText() });
export const AlumniSummaryQuerySchema = z.object({ campusId: z.coerce.number().int().min(0).optional() });

/** User/AlumniLogin: the session of a verified alumnus, with the graduation the portal shows. */
export const AlumniSignedInSchema = SignedInUserSchema.extend(AlumniProfileSchema.shape).extend({
  email: z.string(),
});
export type AlumniSignedIn = z.infer<typeof AlumniSignedInSchema>;
