/**
 * Printed documents (issue: printed documents): what the public verification page answers
 * about a document HEMIS issued, and the kinds of document.
 */
import { z } from 'zod';

/** The kinds of printed document, with the name the verification page gives each. */
export const DOCUMENT_KINDS = {
  'registration-form': 'Application form for the Registration',
  'student-id-card': 'Student Identity Card',
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
