/**
 * Subjects (spec sections 3 to 5, api-contract 5.3). A subject belongs to a program; a
 * semester program's subjects name their semester, an annual program's their year (spec
 * section 4: choosing a program clears the other field).
 */
import { z } from 'zod';
import { ACADEMIC_YEARS, PROGRAM_TYPES, SEMESTERS, SUBJECT_TYPES, type ProgramType } from '../constants/index.ts';
import { SETUP_MESSAGES as S, VALIDATION_MESSAGES as V } from '../messages/messages.ts';
import {
  clearableText,
  idList,
  optionalChoice,
  optionalId,
  requiredChoice,
  requiredId,
  requiredText,
  type FieldIssueLike,
} from './fields.ts';
import { PaginationQuerySchema, listOrPageSchema, sortByField } from './pagination.ts';

/**
 * The subject form sends the labels it shows, Compulsory and Elective (api-contract 5.3);
 * the spec stores regular and optional (section 3). Both are accepted, the stored
 * vocabulary is answered: the client maps it back to its labels.
 */
export const SUBJECT_TYPE_ALIASES = { Compulsory: 'regular', Elective: 'optional' } as const;
export const SUBJECT_TYPE_LABELS = { regular: 'Compulsory', optional: 'Elective' } as const;

/** Some filters send Five, Six and Seven for Fifth, Sixth and Seventh (api-contract 4.6). */
export const SEMESTER_ALIASES = { Five: 'Fifth', Six: 'Sixth', Seven: 'Seventh' } as const;

export const semesterField = () => optionalChoice(SEMESTERS, S.semesterInvalid, SEMESTER_ALIASES);
export const academicYearField = () => optionalChoice(ACADEMIC_YEARS, S.yearInvalid);

export const SubjectSchema = z.object({
  id: z.number(),
  programId: z.number(),
  program: z.object({ id: z.number(), programName: z.string(), programType: z.enum(PROGRAM_TYPES) }),
  /** The campus that added the subject, when a campus did. */
  campusId: z.number().nullable(),
  subjectName: z.string(),
  subjectType: z.enum(SUBJECT_TYPES),
  /** subjectType is regular (Compulsory). */
  isRegular: z.boolean(),
  shortName: z.string(),
  code: z.string(),
  semester: z.enum(SEMESTERS).nullable(),
  year: z.enum(ACADEMIC_YEARS).nullable(),
  alias: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The major subjects (groups) of the caller's scope that offer this subject. */
  majorSubjectIds: z.array(z.number()),
});
export type Subject = z.infer<typeof SubjectSchema>;

/** Program, name, short name, code and type required (spec section 5: Subject). */
export const CreateSubjectBodySchema = z.object({
  programId: requiredId(S.programRequired),
  subjectName: requiredText(S.subjectNameRequired),
  subjectType: requiredChoice(SUBJECT_TYPES, S.subjectTypeRequired, SUBJECT_TYPE_ALIASES),
  shortName: requiredText(S.shortNameRequired),
  code: requiredText(V.codeRequired),
  semester: semesterField(),
  year: academicYearField(),
  alias: clearableText(),
  remarks: clearableText(),
  /** Only for callers without a campus of their own; ignored otherwise. */
  campusId: optionalId(),
  majorSubjectIds: idList(S.majorSubjectRequired),
});
export type CreateSubjectBody = z.input<typeof CreateSubjectBodySchema>;
export type CreateSubjectBodyParsed = z.output<typeof CreateSubjectBodySchema>;

/** PATCH /Subject/{id} (multipart, answers 200): the edit dialog sends every field again. */
export const UpdateSubjectBodySchema = CreateSubjectBodySchema.partial().extend({ id: optionalId() });
export type UpdateSubjectBody = z.input<typeof UpdateSubjectBodySchema>;
export type UpdateSubjectBodyParsed = z.output<typeof UpdateSubjectBodySchema>;

/**
 * The period a subject of a program of this type takes: the semester of a semester
 * program, the year of an annual one; the other is dropped (the client sends both, each
 * defaulting to "First"). An issue when the one that applies is missing.
 */
export function subjectPeriodFor(
  programType: ProgramType,
  input: { semester?: (typeof SEMESTERS)[number]; year?: (typeof ACADEMIC_YEARS)[number] },
): { semester: (typeof SEMESTERS)[number] | null; year: (typeof ACADEMIC_YEARS)[number] | null } | FieldIssueLike {
  if (programType === 'semester') {
    return input.semester
      ? { semester: input.semester, year: null }
      : { field: 'semester', message: S.semesterRequired };
  }
  return input.year ? { semester: null, year: input.year } : { field: 'year', message: S.yearRequired };
}

export const SUBJECT_SORT_COLUMNS = ['subjectName', 'code', 'semester', 'year', 'createdAt'] as const;

/**
 * GET /Subject/GetAllSubjects: filters by program, type, semester or year, a search over
 * name, short name and code; paged when page or pageSize is present.
 */
export const SubjectListQuerySchema = PaginationQuerySchema.extend({
  programId: optionalId(),
  subjectType: optionalChoice(SUBJECT_TYPES, S.subjectTypeRequired, SUBJECT_TYPE_ALIASES),
  semester: semesterField(),
  year: academicYearField(),
  sortBy: sortByField(SUBJECT_SORT_COLUMNS),
});
export type SubjectListQuery = z.input<typeof SubjectListQuerySchema>;
export type SubjectListQueryParsed = z.output<typeof SubjectListQuerySchema>;

export const SubjectListResponseSchema = listOrPageSchema(SubjectSchema);

export const SubjectsOfProgramQuerySchema = z.object({ programId: requiredId(S.programRequired) });

/** POST /Subject/AddGroupSubject and DELETE /Subject/RemoveGroupSubject (multipart, PascalCase keys). */
export const GroupSubjectBodySchema = z.object({
  subjectId: requiredId(S.subjectRequired),
  majorSubjectId: requiredId(S.majorSubjectRequired),
});
export type GroupSubjectBody = z.input<typeof GroupSubjectBodySchema>;
export type GroupSubjectBodyParsed = z.output<typeof GroupSubjectBodySchema>;
