/** Universities (api-contract 5.2): the list the clients pick from, the logo page and the register form. */
import { z } from 'zod';
import { REGISTRY_MESSAGES as R, SETUP_MESSAGES as S } from '../messages/messages.ts';
import {
  clearableText,
  optionalBoolean,
  optionalChoice,
  optionalEmail,
  optionalId,
  optionalInt,
  optionalPhone,
  optionalUpload,
  requiredText,
} from './fields.ts';

export const UNIVERSITY_TYPES = ['public', 'private', 'deemed'] as const;
export type UniversityType = (typeof UNIVERSITY_TYPES)[number];

/** GET /University/{id} without a token: what the forgot-password page reads (the logo). */
export const UniversityHeaderSchema = z.object({ id: z.number(), name: z.string(), logo: z.string().nullable() });
export type UniversityHeader = z.infer<typeof UniversityHeaderSchema>;

export const UniversitySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  nameNepali: z.string().nullable(),
  type: z.enum(UNIVERSITY_TYPES),
  establishedYear: z.number().nullable(),
  logo: z.string().nullable(),
  website: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  localLevelId: z.number().nullable(),
  province: z.string().nullable(),
  district: z.string().nullable(),
  localLevel: z.string().nullable(),
  status: z.boolean(),
});
export type University = z.infer<typeof UniversitySchema>;

/** GET /University/GetAllUniversities: the clients read id and name. */
export const UniversityOptionSchema = z.object({ id: z.number(), name: z.string(), code: z.string() });

/** The university register form (organization-management/university-register), multipart with the logo. */
export const CreateUniversityBodySchema = z.object({
  code: requiredText(S.universityCodeRequired),
  name: requiredText(S.universityNameRequired),
  nameNepali: clearableText(),
  type: optionalChoice(UNIVERSITY_TYPES, S.universityTypeInvalid),
  establishedYear: optionalInt({ min: 1000, max: 9999, message: S.yearOfEstdInvalid }),
  website: clearableText(),
  email: optionalEmail(),
  phone: optionalPhone(R.phoneInvalid),
  localLevelId: optionalId(),
  district: clearableText(),
  localLevel: clearableText(),
  status: optionalBoolean(),
  logo: optionalUpload(),
});
export type CreateUniversityBody = z.input<typeof CreateUniversityBodySchema>;
export type CreateUniversityBodyParsed = z.output<typeof CreateUniversityBodySchema>;

export const UpdateUniversityBodySchema = CreateUniversityBodySchema.partial();
export type UpdateUniversityBody = z.input<typeof UpdateUniversityBodySchema>;
export type UpdateUniversityBodyParsed = z.output<typeof UpdateUniversityBodySchema>;
