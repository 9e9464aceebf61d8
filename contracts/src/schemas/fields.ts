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
export function optionalId() {
  return z.coerce.number().int().min(0).optional();
}

/** A boolean sent as JSON or as the strings "true"/"false" of multipart forms (api-contract 4.2). */
export function optionalBoolean() {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === true || value === 'true'));
}

export const MessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
