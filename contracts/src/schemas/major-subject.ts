/**
 * Major subjects (groups) of a program at a campus (api-contract 5.3 and 8.9: "Major
 * subjects"). The campus comes from the signed-in user; `programMgmtId` is the program.
 */
import { z } from 'zod';
import { PROGRAM_TYPES } from '../constants/index.ts';
import { SETUP_MESSAGES as S } from '../messages/messages.ts';
import { clearableText, optionalBoolean, optionalId, requiredId, requiredText } from './fields.ts';

export const MajorSubjectSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  campusName: z.string(),
  programMgmtId: z.number(),
  programName: z.string(),
  majorSubjectName: z.string(),
  remarks: z.string().nullable(),
  status: z.boolean(),
});
export type MajorSubject = z.infer<typeof MajorSubjectSchema>;

export const CreateMajorSubjectBodySchema = z.object({
  /** Only for callers without a campus of their own. */
  campusId: optionalId(),
  programMgmtId: requiredId(S.programRequired),
  majorSubjectName: requiredText(S.majorSubjectNameRequired),
  remarks: clearableText(),
  status: optionalBoolean(),
});
export type CreateMajorSubjectBody = z.input<typeof CreateMajorSubjectBodySchema>;
export type CreateMajorSubjectBodyParsed = z.output<typeof CreateMajorSubjectBodySchema>;

/** PUT /MajorSubject/{id}: the client sends every field again, with `id`; each is optional here. */
export const UpdateMajorSubjectBodySchema = CreateMajorSubjectBodySchema.partial().extend({ id: optionalId() });
export type UpdateMajorSubjectBody = z.input<typeof UpdateMajorSubjectBodySchema>;
export type UpdateMajorSubjectBodyParsed = z.output<typeof UpdateMajorSubjectBodySchema>;

export const ProgramIdParamsSchema = z.object({ programId: z.coerce.number().int().min(1) });

/** GET /MajorSubject/GetProgramsWithMajorSubjects: the level -> faculty -> program -> major cascade. */
export const ProgramWithMajorSubjectsSchema = z.object({
  id: z.number(),
  programMgmtId: z.number(),
  levelId: z.number(),
  levelName: z.string(),
  /** The level's name again, under the key the cascade reads. */
  level: z.string(),
  facultyId: z.number(),
  facultyName: z.string(),
  programName: z.string(),
  shortName: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  majorSubjects: z.array(
    z.object({
      id: z.number(),
      majorSubjectName: z.string(),
      campusId: z.number(),
      campusName: z.string(),
      status: z.boolean(),
    }),
  ),
});
export type ProgramWithMajorSubjects = z.infer<typeof ProgramWithMajorSubjectsSchema>;
