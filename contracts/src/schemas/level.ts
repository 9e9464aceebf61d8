/** Levels (spec sections 3 and 5, api-contract 5.3): Bachelor, Master ... of a university. */
import { z } from 'zod';
import { VALIDATION_MESSAGES as V } from '../messages/messages.ts';
import { clearableText, optionalBoolean, optionalId, requiredText } from './fields.ts';

export const LevelSchema = z.object({
  id: z.number(),
  universityId: z.number(),
  campusId: z.number().nullable(),
  levelName: z.string(),
  shortName: z.string().nullable(),
  code: z.string(),
  alias: z.string().nullable(),
  remarks: z.string().nullable(),
  status: z.boolean(),
});
export type Level = z.infer<typeof LevelSchema>;

/** Name and code required, with the spec's messages (section 5: Level add). */
export const CreateLevelBodySchema = z.object({
  universityId: optionalId(),
  campusId: optionalId(),
  levelName: requiredText(V.levelNameRequired),
  code: requiredText(V.codeRequired),
  shortName: clearableText(),
  alias: clearableText(),
  remarks: clearableText(),
  status: optionalBoolean(),
});
export type CreateLevelBody = z.input<typeof CreateLevelBodySchema>;

export const UpdateLevelBodySchema = CreateLevelBodySchema.partial();
export type UpdateLevelBody = z.input<typeof UpdateLevelBodySchema>;
