/**
 * Faculties (spec sections 3 and 5, api-contract 5.3). A faculty belongs to a university;
 * the university and campus come from the signed-in user, only the grants body names the
 * university. The add form is multipart (spec section 7).
 */
import { z } from 'zod';
import { FACULTY_TYPES } from '../constants/index.ts';
import { SETUP_MESSAGES as S } from '../messages/messages.ts';
import { clearableText, optionalBoolean, optionalId, requiredChoice, requiredText } from './fields.ts';

export const FacultySchema = z.object({
  id: z.number(),
  universityId: z.number(),
  campusId: z.number().nullable(),
  facultyName: z.string(),
  facultyType: z.enum(FACULTY_TYPES),
  shortName: z.string(),
  code: z.string().nullable(),
  alias: z.string().nullable(),
  detail: z.string().nullable(),
  status: z.boolean(),
});
export type Faculty = z.infer<typeof FacultySchema>;

/** Name, type and short name required; names and codes trimmed (spec section 5: Faculty add). */
export const CreateFacultyBodySchema = z.object({
  universityId: optionalId(),
  campusId: optionalId(),
  facultyName: requiredText(S.facultyNameRequired),
  facultyType: requiredChoice(FACULTY_TYPES, S.facultyTypeRequired),
  shortName: requiredText(S.shortNameRequired),
  code: clearableText(),
  alias: clearableText(),
  detail: clearableText(),
  status: optionalBoolean(),
});
export type CreateFacultyBody = z.input<typeof CreateFacultyBodySchema>;

/** PATCH /Faculty/{id}: the edit dialog's fields, each optional; the owner never changes. */
export const UpdateFacultyBodySchema = CreateFacultyBodySchema.partial();
export type UpdateFacultyBody = z.input<typeof UpdateFacultyBodySchema>;
