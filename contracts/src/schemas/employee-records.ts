/**
 * Signatures (uploadsign), employee attendance and the staff reports of api-contract 5.7, in
 * the shapes the clients read.
 */
import { z } from 'zod';
import { GENDERS } from '../constants/index.ts';
import { EMPLOYEE_RECORDS_MESSAGES as M } from '../messages/employee-records.ts';
import { clearableText, optionalBoolean, optionalId, optionalUpload, requiredText } from './fields.ts';
import { ReportQuerySchema } from './dashboard.ts';
import { EMPLOYEE_TYPES, JOINING_TYPES } from './employee.ts';

// ---- Signatures ---------------------------------------------------------------------------

/** Where a signatory's signature appears, by flag (api-contract 5.7 and 8.2). */
export const SIGNATURE_USES = {
  characterCertificate: 'isSignatureInCharacterCertificate',
  idCard: 'isSignatureInIdCard',
  reportCard: 'isSignatureInReportCard',
  accountReceipt: 'isSignatureInAccountReceipt',
  recommendationLetter: 'isSignatureInRecommendationLetter',
} as const;
export type SignatureUse = keyof typeof SIGNATURE_USES;

export const SIGNATURE_FLAGS = [
  'isPositionBelowSign',
  'isUsedSignatureStamp',
  'isUsedStampInCertificate',
  'isSignatureInCharacterCertificate',
  'isSignatureInIdCard',
  'isSignatureInReportCard',
  'isSignatureInAccountReceipt',
  'isSignatureInRecommendationLetter',
] as const;
export type SignatureFlag = (typeof SIGNATURE_FLAGS)[number];
export const SIGNATURE_FLAG_LABELS: Record<SignatureFlag, string> = {
  isPositionBelowSign: 'Position below sign',
  isUsedSignatureStamp: 'Use stamp',
  isUsedStampInCertificate: 'Stamp in certificate',
  isSignatureInCharacterCertificate: 'Sign in character certificate',
  isSignatureInIdCard: 'Sign in ID card',
  isSignatureInReportCard: 'Sign in report card',
  isSignatureInAccountReceipt: 'Sign in account receipt',
  isSignatureInRecommendationLetter: 'Sign in recommendation letter',
};

/** The three images of a signatory, by the field the form sends. */
export const SIGNATURE_IMAGES = ['uploadSignature', 'stampImage', 'institutionImage'] as const;
export type SignatureImage = (typeof SIGNATURE_IMAGES)[number];

/** The campus chief signs certificates and ID cards (api-contract 8.2: "index 1"). */
export const CAMPUS_CHIEF_INDEX = 1;

const flagFields = Object.fromEntries(SIGNATURE_FLAGS.map((flag) => [flag, optionalBoolean()])) as Record<
  SignatureFlag,
  ReturnType<typeof optionalBoolean>
>;

/** uploadsign/upload (multipart). The campus and user come from the session; sent ones are ignored. */
export const SignatureFormSchema = z.object({
  name: requiredText(M.signatoryNameRequired),
  post: clearableText(),
  employeeId: optionalId(),
  status: optionalBoolean(),
  remarks: clearableText(),
  index: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: M.indexRequired })
      .int({ error: M.indexRequired })
      .min(1, { error: M.indexRequired })
      .max(99, { error: M.indexRequired }),
  ),
  ...flagFields,
  uploadSignature: optionalUpload(),
  stampImage: optionalUpload(),
  institutionImage: optionalUpload(),
  campusId: optionalId(),
  userId: optionalId(),
});
export type SignatureForm = z.input<typeof SignatureFormSchema>;
export type SignatureFormParsed = z.output<typeof SignatureFormSchema>;

/** PATCH uploadsign/{id}: the same fields; missing ones stay. */
export const SignatureUpdateFormSchema = SignatureFormSchema.partial();
export type SignatureUpdateFormParsed = z.output<typeof SignatureUpdateFormSchema>;

export const SignatureSchema = z.object({
  id: z.number(),
  campusId: z.number().nullable(),
  employeeId: z.number().nullable(),
  name: z.string(),
  fullName: z.string(),
  post: z.string().nullable(),
  status: z.boolean(),
  remarks: z.string().nullable(),
  index: z.number(),
  ...(Object.fromEntries(SIGNATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<SignatureFlag, z.ZodBoolean>),
  /** The scoped endpoints that send the images, or null where none was uploaded. */
  uploadSignature: z.string().nullable(),
  stampImage: z.string().nullable(),
  institutionImage: z.string().nullable(),
});
export type Signature = z.infer<typeof SignatureSchema>;

export const SignatureSummarySchema = SignatureSchema.pick({
  id: true,
  name: true,
  index: true,
  post: true,
  status: true,
});

export const SignatureUploadedSchema = z.object({ message: z.string(), id: z.number() });

export const SignatureImageParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  which: z.enum(['signature', 'stamp', 'institution'], { error: 'Image must be signature, stamp or institution' }),
});

export function signatureImageUrl(id: number, which: 'signature' | 'stamp' | 'institution'): string {
  return `/api/uploadsign/${id}/image/${which}`;
}

// ---- Attendance ---------------------------------------------------------------------------

export const AttendanceEmployeeSchema = z.object({ employeeID: z.number(), name: z.string(), department: z.string() });

const day = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value, context) => {
      const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
      const date = match ? new Date(`${match[1]}T00:00:00Z`) : undefined;
      if (!match || !date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== match[1]) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return match[1]!;
    });

/** One row of AttendanceEmployee/List: the day is the date part of dateAttended (ISO). */
export const EmployeeAttendanceEntrySchema = z.object({
  campusId: optionalId(),
  employeeID: z.coerce.number().int().positive(),
  hasAttended: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true'),
  dateAttended: day(M.attendanceDateInvalid),
  timeAttended: clearableText(),
});
export const EmployeeAttendanceListSchema = z.array(EmployeeAttendanceEntrySchema).min(1, { error: M.attendanceEmpty });
export type EmployeeAttendanceListParsed = z.output<typeof EmployeeAttendanceListSchema>;
export type EmployeeAttendanceEntry = z.input<typeof EmployeeAttendanceEntrySchema>;

export const EmployeeAttendanceDayQuerySchema = z.object({ date: day(M.dateRequired) });
export const EmployeeAttendanceDaySchema = z.array(
  AttendanceEmployeeSchema.extend({ hasAttended: z.boolean().nullable(), timeAttended: z.string().nullable() }),
);
export type EmployeeAttendanceDay = z.infer<typeof EmployeeAttendanceDaySchema>;
export const EmployeeAttendanceSavedSchema = z.object({ message: z.string(), saved: z.number() });

// ---- Reports ------------------------------------------------------------------------------

/** The staff reports' filters: one campus, or one university, of the caller's scope (0 or empty: all of it). */
export const EmployeeReportQuerySchema = z.object({ campusId: optionalId(), universityId: optionalId() });
/** The staff tables of the summary report: its campus type and province too, and a download (`?format=pdf|xlsx|csv`). */
export const EmployeeReportFileQuerySchema = EmployeeReportQuerySchema.extend({
  campusType: ReportQuerySchema.shape.campusType,
  provinceId: ReportQuerySchema.shape.provinceId,
  format: ReportQuerySchema.shape.format,
});
export type EmployeeReportFileQuery = z.output<typeof EmployeeReportFileQuerySchema>;

export const JoiningTypeByEmployeeTypeSchema = z.array(
  z.object({
    title: z.enum(EMPLOYEE_TYPES),
    permanent: z.number(),
    temporary: z.number(),
    contract: z.number(),
    partTime: z.number(),
  }),
);

export const EmployeeTypeCountSchema = z.array(
  z.object({
    type: z.enum(['Teaching', 'Nonteaching']),
    male: z.number(),
    female: z.number(),
    other: z.number(),
    totalEmployees: z.number(),
  }),
);

export const TeachingByGenderSchema = z.array(
  z.object({ position: z.string(), male: z.number(), female: z.number(), other: z.number(), total: z.number() }),
);

export const NonTeachingPositionSummarySchema = z.array(
  z.object({
    post: z.object({ positionName: z.string() }),
    male: z.number(),
    female: z.number(),
    other: z.number(),
    grandTotal: z.number(),
  }),
);

/** {permanentMale, permanentFemale, permanentOther, permanentTotal, temporary…, contract…, partTime…}. */
export const STAFF_SUMMARY_COLUMNS = JOINING_TYPES.flatMap((joining) => [
  ...GENDERS.map((gender) => `${joining}${gender[0]!.toUpperCase()}${gender.slice(1)}`),
  `${joining}Total`,
]);

const summaryCounts = Object.fromEntries(STAFF_SUMMARY_COLUMNS.map((column) => [column, z.number()])) as Record<
  string,
  z.ZodNumber
>;

export const StaffSummaryRowSchema = z.object({
  /** The post (by-post summaries) or the ethnic group (by-ethnicity summaries). */
  position: z.string().optional(),
  ethnicity: z.string().optional(),
  male: z.number(),
  female: z.number(),
  other: z.number(),
  ...summaryCounts,
  grandTotal: z.number(),
});
export type StaffSummaryRow = z.infer<typeof StaffSummaryRowSchema> & Record<string, number | string | undefined>;
export const StaffSummarySchema = z.array(StaffSummaryRowSchema);

export const SectionCountSchema = z.array(
  z.object({ sectionName: z.string(), male: z.number(), female: z.number(), other: z.number(), total: z.number() }),
);

export const StaffDetailRowSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  doB: z.string().nullable(),
  phone: z.string().nullable(),
  gender: z.enum(GENDERS),
  email: z.string().nullable(),
  post: z.string().nullable(),
  joiningType: z.enum(JOINING_TYPES).nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  localLevel: z.string().nullable(),
  ward: z.number().nullable(),
  citizenNo: z.string().nullable(),
  employeeType: z.enum(EMPLOYEE_TYPES),
  campusName: z.string().nullable(),
});
export type StaffDetailRow = z.infer<typeof StaffDetailRowSchema>;
export const StaffDetailSchema = z.array(StaffDetailRowSchema);
