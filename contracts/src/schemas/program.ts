/**
 * Programs (spec section 7, api-contract 5.3): a university's programs, and the ones each
 * campus runs. The add form is multipart; `ProgramMgmt` is the original's path.
 */
import { z } from 'zod';
import { ACADEMIC_YEARS, PROGRAM_TYPES, SEMESTERS } from '../constants/index.ts';
import { SETUP_MESSAGES as S } from '../messages/messages.ts';
import {
  clearableText,
  idList,
  optionalBoolean,
  optionalId,
  requiredChoice,
  requiredId,
  requiredText,
} from './fields.ts';

export const PROGRAM_DURATION_MAX_YEARS = 10;

export const ProgramSchema = z.object({
  id: z.number(),
  universityId: z.number(),
  /** The campus that proposed the program, when a campus created it. */
  campusId: z.number().nullable(),
  facultyId: z.number(),
  facultyName: z.string(),
  levelId: z.number(),
  levelName: z.string(),
  programType: z.enum(PROGRAM_TYPES),
  programName: z.string(),
  shortName: z.string(),
  /** Years. */
  duration: z.number(),
  code: z.string().nullable(),
  alias: z.string().nullable(),
  remarks: z.string().nullable(),
  status: z.boolean(),
});
export type Program = z.infer<typeof ProgramSchema>;

/** GET /ProgramMgmt/GetCollegePrograms: a program as a campus runs it; `campus` is the campus's name. */
export const CollegeProgramSchema = ProgramSchema.extend({
  collegeId: z.number(),
  campus: z.string(),
  isActive: z.boolean(),
});
export type CollegeProgram = z.infer<typeof CollegeProgramSchema>;

/**
 * GET /ProgramMgmt/GetAllPrograms without a university: the legacy enrolment form reads
 * `{programs:[{id, programName, name, years, semesters}], feeTypes:[{id, name}]}` (api-contract 5.3).
 * `years` and `semesters` are the periods the program's type and duration give.
 */
export const LegacyProgramListSchema = z.object({
  programs: z.array(
    ProgramSchema.extend({
      name: z.string(),
      years: z.array(z.enum(ACADEMIC_YEARS)),
      semesters: z.array(z.enum(SEMESTERS)),
    }),
  ),
  feeTypes: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type LegacyProgramList = z.infer<typeof LegacyProgramListSchema>;

export const CreateProgramBodySchema = z.object({
  universityId: optionalId(),
  campusId: optionalId(),
  facultyId: requiredId(S.facultyRequired),
  levelId: requiredId(S.levelRequired),
  programType: requiredChoice(PROGRAM_TYPES, S.programTypeRequired),
  programName: requiredText(S.programNameRequired),
  shortName: requiredText(S.shortNameRequired),
  duration: z.coerce
    .number({ error: S.durationRequired })
    .int({ error: S.durationRequired })
    .min(1, { error: S.durationRequired })
    .max(PROGRAM_DURATION_MAX_YEARS, { error: S.durationRequired }),
  code: clearableText(),
  alias: clearableText(),
  remarks: clearableText(),
  status: optionalBoolean(),
});
export type CreateProgramBody = z.input<typeof CreateProgramBodySchema>;
export type CreateProgramBodyParsed = z.output<typeof CreateProgramBodySchema>;

export const UpdateProgramBodySchema = CreateProgramBodySchema.partial();
export type UpdateProgramBody = z.input<typeof UpdateProgramBodySchema>;
export type UpdateProgramBodyParsed = z.output<typeof UpdateProgramBodySchema>;

/** GET /ProgramMgmt/GetProgramByCOllegeId?collegeid= (any casing); without it, the caller's own campus. */
export const ProgramsOfCollegeQuerySchema = z.object({ collegeId: optionalId() });

/** POST /ProgramMgmt/AddProgramToCollege: a campus adopts programs of its university. */
export const AddProgramToCollegeBodySchema = z.object({
  programId: idList(S.programIdsRequired).refine((ids) => ids !== undefined && ids.length > 0, {
    error: S.programIdsRequired,
  }),
  isActive: optionalBoolean(),
  /** Only for callers without a campus of their own. */
  campusId: optionalId(),
});
export type AddProgramToCollegeBody = z.input<typeof AddProgramToCollegeBodySchema>;
export type AddProgramToCollegeBodyParsed = z.output<typeof AddProgramToCollegeBodySchema>;
