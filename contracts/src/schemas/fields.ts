/** Field building blocks shared by the schemas of every area. */
import { z } from 'zod';

/** A trimmed text that must not be empty; one message for missing and blank alike. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true });
}

/** A trimmed text that may be missing; blank (multipart sends '') counts as missing. */
export function optionalText() {
  return z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined));
}

/** An id sent as a number or a numeric string; 0 means "not applicable" (spec section 6). */
/** The largest id a record can have: ids are PostgreSQL integers. A larger one names nothing. */
export const LARGEST_ID = 2_147_483_647;

export function optionalId() {
  return z.coerce.number().int().min(0).max(LARGEST_ID).optional();
}

/** A boolean sent as JSON or as the strings "true"/"false" of multipart forms (api-contract 4.2). */
export function optionalBoolean() {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === true || value === 'true'));
}

export const MessageResponseSchema = z.object({ message: z.string() });

/**
 * For a refinement that runs beside the fields' own problems (`when`), so one answer names them
 * all: only once the input is an object at all. Any other value (JSON `null`, an array, a text)
 * already fails as a whole, and has no fields for the refinement to read.
 */
export function whenAnObject(payload: { value: unknown }): boolean {
  return typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value);
}

/** The body of an action on a record (verify, accept, insert): clients post none, null, {} or ''. */
export const NoBodySchema = z.preprocess((value) => (value === '' ? undefined : value), z.object({}).nullish());
export type MessageResponse = z.infer<typeof MessageResponseSchema>;

/**
 * A text an update may clear: missing leaves it as it is, blank ('' from a form) clears it.
 * Creates treat blank as empty too.
 */
export function clearableText() {
  return z
    .string()
    .trim()
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));
}

/** A required id sent as a number or a numeric string (multipart); blank or 0 count as missing. */
export function requiredId(message: string) {
  return z.coerce.number({ error: message }).int({ error: message }).positive({ error: message });
}

/** A whole number that may be missing; blank counts as missing. */
export function optionalInt(bounds: { min?: number; max?: number; message?: string } = {}) {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, message } = bounds;
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );
}

/** A money amount (NPR) sent as a number or a numeric string; never negative. */
export function amountField(message: string) {
  return z.coerce.number({ error: message }).min(0, { error: message }).max(9_999_999_999, { error: message });
}

/** One of a vocabulary, matched case-insensitively, with one message for missing and wrong alike. */
export function requiredChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
  aliases: Readonly<Record<string, Values[number]>> = {},
) {
  const byLowerCase = new Map<string, Values[number]>([
    ...values.map((value) => [value.toLowerCase(), value] as const),
    ...Object.entries(aliases).map(([alias, value]) => [alias.toLowerCase(), value] as const),
  ]);
  return z
    .string({ error: message })
    .trim()
    .transform((value, context) => {
      const known = byLowerCase.get(value.toLowerCase());
      if (known === undefined) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return known;
    });
}

/** The same, optional: missing, null or blank count as not given. */
export function optionalChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  message: string,
  aliases: Readonly<Record<string, Values[number]>> = {},
) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    requiredChoice(values, message, aliases).optional(),
  );
}

/**
 * A list of ids: JSON arrays, repeated multipart keys (api-contract 4.2: `majorSubjectIds`
 * sent once per id), a single value, or blank for none.
 */
export function idList(message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return undefined;
      const list = Array.isArray(value) ? value : [value];
      return list.filter((item) => item !== '');
    },
    z.array(z.coerce.number({ error: message }).int({ error: message }).positive({ error: message })).optional(),
  );
}

/** Bytes of an uploaded file (multipart) or a browser File; '' (an empty file input) counts as none. */
export type UploadedFile = Uint8Array | Blob;

function isUploadedFile(value: unknown): value is UploadedFile {
  return value instanceof Uint8Array || (typeof Blob !== 'undefined' && value instanceof Blob);
}

export function optionalUpload(message = 'The file must be an uploaded file') {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.custom<UploadedFile>(isUploadedFile, { error: message }).optional(),
  );
}

/** A file that must be uploaded; '' (an empty file input) counts as none. */
export function requiredUpload(message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.custom<UploadedFile>(isUploadedFile, { error: message }),
  );
}

/** A record id in a path, `/Faculty/{id}`. The original client sometimes adds a trailing space. */
export const IdParamsSchema = z.object({ id: z.coerce.number().int().min(1) });
export type IdParams = z.infer<typeof IdParamsSchema>;

/** A university id in a path; 0 is the client's "not applicable" (spec section 6) and means "mine". */
export const UniversityIdParamsSchema = z.object({ universityId: z.coerce.number().int().min(0) });

/** A number within bounds, sent as a number or a numeric string. */
export function requiredNumber(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

export function optionalNumber(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    requiredNumber(min, max, message).optional(),
  );
}

/** An email that may be missing or blank (blank clears it on update); stored lower-cased. */
export function optionalEmail(message = 'Email is not a valid email address') {
  return z
    .string()
    .trim()
    .toLowerCase()
    .nullable()
    .optional()
    .refine((value) => !value || z.regexes.email.test(value), { error: message })
    .transform((value) => (value === undefined ? undefined : value ? value : null));
}

/** A problem with one field, named without its request part, for rules that need more than one field. */
export interface FieldIssueLike {
  field: string;
  message: string;
}

/**
 * A Nepal telephone number: a 10-digit mobile number (9XXXXXXXXX) or a landline number with
 * its area code (01-4232376, 061-520123: 9 or 10 digits from 0). Spaces, dashes and a
 * leading +977 are allowed and ignored.
 */
export function isNepalPhone(value: string): boolean {
  const digits = value
    .replace(/[\s-]/g, '')
    .replace(/^\+?977/, '')
    .replace(/^\(0(\d+)\)/, '0$1');
  return /^9\d{9}$/.test(digits) || /^0\d{8,9}$/.test(digits);
}

/** A phone number that may be missing or blank (blank clears it on update). */
export function optionalPhone(message: string) {
  return clearableText().refine((value) => !value || isNepalPhone(value), { error: message });
}

/** A Gregorian date YYYY-MM-DD that may be missing; blank clears it. */
export function optionalAdDate(message: string) {
  return clearableText().refine(
    (value) => {
      if (!value) return true;
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
      if (!match) return false;
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    },
    { error: message },
  );
}
