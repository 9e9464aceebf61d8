/**
 * Printed documents (issue: printed documents): what the public verification page answers
 * about a document HEMIS issued, and the kinds of document.
 */
import { z } from 'zod';

/** The kinds of printed document, with the name the verification page gives each. */
export const DOCUMENT_KINDS = {
  'registration-form': 'Application form for the Registration',
  'student-id-card': 'Student Identity Card',
  'dropout-recommendation-letter': 'Recommendation Letter',
  'character-certificate': 'Character Certificate',
  'character-certificate-application': 'Application for Character Certificate',
  report: 'Report',
  'report-card': 'Provisional Statement of Marks',
  'marks-ledger': 'Marks Ledger',
  receipt: 'Student Income Receipt',
  'public-fact-sheet': 'Campus Fact Sheet (public copy)',
  voucher: 'Accounting Voucher',
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

export const DOCUMENT_STATUSES = ['valid', 'expired', 'revoked'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The public page's answer: only what proves the document, never a personal identifier. */
export const VerificationSchema = z.object({
  code: z.string(),
  kind: z.string(),
  kindLabel: z.string(),
  holderName: z.string(),
  campusName: z.string().nullable(),
  programName: z.string().nullable(),
  issuedAt: z.string(),
  issueDateBs: z.string().nullable(),
  validUntil: z.string().nullable(),
  validUntilBs: z.string().nullable(),
  /** What else the document proves (a receipt's number and total), or null. */
  particulars: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
});
export type Verification = z.infer<typeof VerificationSchema>;

/** Codes are upper-case base-32 letters and digits; the printed form groups them with dashes. */
export const VerificationParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .transform((value) => value.replace(/[\s-]/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z2-7]{16,64}$/, { error: 'A verification code is letters and digits' })),
});

// ---- Identity cards (api-contract 5.14 and 8.1) -------------------------------------------

/** The card designs of api-contract 8.1: the two standard ones and the JMC and RMC campus designs. */
export const CARD_DESIGNS = ['landscape', 'portrait', 'jmc', 'rmc'] as const;
export type CardDesign = (typeof CARD_DESIGNS)[number];
export const CARD_DESIGN_LABELS: Record<CardDesign, string> = {
  landscape: 'Landscape',
  portrait: 'Portrait',
  jmc: 'JMC',
  rmc: 'RMC',
};
/** Which way up each design is printed: the JMC design is landscape, the RMC design portrait. */
export const CARD_DESIGN_ORIENTATION: Record<CardDesign, 'landscape' | 'portrait'> = {
  landscape: 'landscape',
  portrait: 'portrait',
  jmc: 'landscape',
  rmc: 'portrait',
};

const bsDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.replaceAll('/', '-').replace(/T.*$/, ''))
    .pipe(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: message }));
const adDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .transform((value) => value.replace(/T.*$/, ''))
    .pipe(z.iso.date({ error: message }));

/** IdCardInfo/bulk-by-students: a generation batch for students of one program. */
export const IdCardBatchBodySchema = z.object({
  campusId: z.coerce.number().int().min(0).optional(),
  programMgmtId: z.coerce.number({ error: 'Program is required' }).int().positive({ error: 'Program is required' }),
  issueDateNep: bsDay('Issue date must be a B.S. date (YYYY/MM/DD)'),
  validityDateEng: adDay('Validity date (A.D.) must be a date (YYYY-MM-DD)'),
  validityDateNep: bsDay('Validity date must be a B.S. date (YYYY/MM/DD)'),
  generationType: z.string().trim().optional(),
  studentIds: z.array(z.coerce.number().int().positive()).min(1, { error: 'Choose at least one student' }),
});
export type IdCardBatchBody = z.input<typeof IdCardBatchBodySchema>;
export type IdCardBatchBodyParsed = z.output<typeof IdCardBatchBodySchema>;
export const IdCardBatchCreatedSchema = z.object({ batchNo: z.number(), count: z.number() });

/** Student/{id}/update-validity: one student's card. */
export const UpdateValidityBodySchema = z.object({
  validDateNep: bsDay('Validity date must be a B.S. date (YYYY/MM/DD)'),
  validDate: adDay('Validity date (A.D.) must be a date (YYYY-MM-DD)'),
});
export type UpdateValidityBodyParsed = z.output<typeof UpdateValidityBodySchema>;

export const IdCardBatchSummarySchema = z.object({
  batchNo: z.number(),
  validityDateNep: z.string(),
  batchName: z.string().nullable(),
  levelName: z.string(),
  programName: z.string(),
  issueDateNep: z.string(),
  count: z.number(),
});

export const IdCardEntrySchema = z.object({
  id: z.number(),
  studentId: z.number(),
  studentFirstName: z.string(),
  studentLastName: z.string(),
  levelName: z.string(),
  studentEmail: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  doBBS: z.string().nullable(),
  programName: z.string(),
  shortName: z.string(),
  semester: z.string().nullable(),
  year: z.string().nullable(),
  batchNepali: z.string(),
  validityDateNep: z.string(),
  issueDateNep: z.string(),
  pLocalLevel: z.string().nullable(),
  pWardNo: z.number().nullable(),
  pDistrict: z.string().nullable(),
  studentProfile: z.object({ ppSizePhoto: z.string().nullable() }),
});
export const IdCardBatchCardsSchema = z.object({ data: z.array(IdCardEntrySchema) });

export const IdCardPdfQuerySchema = z.object({
  design: z.enum(CARD_DESIGNS, { error: 'Design must be landscape, portrait, jmc or rmc' }).optional(),
});

export const IdCardStudentsQuerySchema = z.object({
  batchId: z.coerce.number().int().min(0).optional(),
  programId: z.coerce.number().int().min(0).optional(),
  search: z.string().trim().optional(),
  page: z.coerce.number().int().min(1).optional(),
  pageSize: z.coerce.number().int().min(1).max(400).optional(),
});
export type IdCardStudentsQueryParsed = z.output<typeof IdCardStudentsQuerySchema>;

export const IdCardStudentSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  programName: z.string(),
  levelName: z.string(),
  batchNepali: z.string(),
  semester: z.string().nullable(),
  year: z.string().nullable(),
  validDateNep: z.string().nullable(),
  studentProfile: z.object({ ppSizePhoto: z.string().nullable() }),
});
export const IdCardStudentsSchema = z.object({ students: z.array(IdCardStudentSchema), totalRecords: z.number() });
