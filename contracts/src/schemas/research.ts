/**
 * A campus's research and publications (api-contract 5.15, screen 8.9 "Research & Publication
 * Management"): the record the multipart form sends, with its thumbnail image and its full
 * document, the list filtered by fiscal year and activity type, and the record read back. The
 * campus and its university come from the signed-in user, never from the form; dates are
 * Bikram Sambat days kept beside their AD day; the grant is an exact decimal.
 */
import { z } from 'zod';
import {
  clearableText,
  optionalBoolean,
  optionalChoice,
  optionalId,
  optionalUpload,
  requiredChoice,
  requiredId,
  requiredText,
  whenAnObject,
} from './fields.ts';
import { PaginationQuerySchema, listOrPageSchema, sortByField } from './pagination.ts';
import { optionalBsDate } from './student.ts';

export const RESEARCH_ACTIVITY_TYPES = ['Research', 'Publication', 'Fellowship', 'Others'] as const;
export type ResearchActivityType = (typeof RESEARCH_ACTIVITY_TYPES)[number];
export const PUBLICATION_TYPES = ['Professional', 'Memorial', 'Bulletin', 'Others'] as const;
export type PublicationType = (typeof PUBLICATION_TYPES)[number];
export const PUBLICATION_FREQUENCIES = ['Annual', 'Biannual', 'Others'] as const;
export type PublicationFrequency = (typeof PUBLICATION_FREQUENCIES)[number];

/** The one activity whose publication type and frequency mean something (screen 8.9: "for publications"). */
export const PUBLICATION_ACTIVITY: ResearchActivityType = 'Publication';

/** A record's two files, by the names the form sends them under. */
export const RESEARCH_FILE_KINDS = ['thumbnailImage', 'fullDoc'] as const;
export type ResearchFileKind = (typeof RESEARCH_FILE_KINDS)[number];

/** Each file may be up to 5 MB, as every private file (checked again by content on the server). */
export const RESEARCH_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The longest title a record keeps: far beyond any real one, short of nonsense. */
export const RESEARCH_TITLE_MAX_LENGTH = 500;

export const RESEARCH_MESSAGES = {
  fiscalYearRequired: 'Fiscal year is required',
  fiscalYearUnknown: 'The fiscal year does not exist',
  employeeRequired: 'Employee is required',
  employeeNotOfCampus: 'The employee must be an employee of this campus',
  activityTypeRequired: 'Activity type must be Research, Publication, Fellowship or Others',
  activityTitleRequired: 'Activity title is required',
  activityTitleTooLong: `Activity title is at most ${RESEARCH_TITLE_MAX_LENGTH} characters`,
  publicationTypeRequired: 'Publication type must be Professional, Memorial, Bulletin or Others',
  publicationFrequencyInvalid: 'Publication frequency must be Annual, Biannual or Others',
  startDateInvalid: 'Start date must be a BS date (YYYY-MM-DD)',
  endDateInvalid: 'End date must be a BS date (YYYY-MM-DD)',
  fundedDateInvalid: 'Funded date must be a BS date (YYYY-MM-DD)',
  publishedDateInvalid: 'Published date must be a BS date (YYYY-MM-DD)',
  endBeforeStart: 'End date must not be before the start date',
  fundedAmountInvalid: 'Funded amount must be an amount from 0 with at most two decimals',
  thumbnailNotImage: 'Thumbnail image must be a PNG, JPEG or WebP image',
  fullDocNotPdf: 'Document must be a PDF',
  fileKindUnknown: 'The file must be thumbnailImage or fullDoc',
  deleted: 'Research record deleted',
} as const;
const M = RESEARCH_MESSAGES;

/** A BS day with its AD day, as the form's date fields are read. */
export interface BsDay {
  bs: string;
  ad: string;
}

/**
 * A BS date an edit may clear: missing leaves it as it is, blank ('' from a form) or null
 * clears it, anything else must be a BS date.
 */
function clearableBsDate(message: string) {
  const date = optionalBsDate(message);
  return z
    .unknown()
    .transform((value, context): BsDay | null | undefined => {
      if (value === '' || value === null) return null;
      const parsed = date.safeParse(value);
      if (parsed.success) return parsed.data;
      context.addIssue({ code: 'custom', message });
      return z.NEVER;
    })
    .optional();
}

/** A grant in rupees from 0 with at most two decimals, kept as its decimal text ("150000.50"): never a float. */
export const FUNDED_AMOUNT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** An amount an edit may clear: missing leaves it, blank or null clears it. */
function clearableAmount(message: string) {
  return z.preprocess(
    (value) =>
      value === '' || value === null
        ? null
        : typeof value === 'number'
          ? String(value)
          : typeof value === 'string'
            ? value.trim()
            : value,
    z.string({ error: message }).regex(FUNDED_AMOUNT_PATTERN, { error: message }).nullable().optional(),
  );
}

/** A file field: an upload, or nothing ('' of an empty file input, or the kept file's address an edit sends back). */
function researchUpload() {
  return z.preprocess((value) => (typeof value === 'string' ? undefined : value), optionalUpload());
}

const researchFields = {
  fiscalYearId: requiredId(M.fiscalYearRequired),
  /** Sent by the form; the campus is the signed-in user's. */
  campusId: optionalId(),
  /** Sent by the form; the university is the campus's. */
  universityId: optionalId(),
  employeeId: requiredId(M.employeeRequired),
  activityType: requiredChoice(RESEARCH_ACTIVITY_TYPES, M.activityTypeRequired),
  publicationType: optionalChoice(PUBLICATION_TYPES, M.publicationTypeRequired),
  activityTitle: requiredText(M.activityTitleRequired).pipe(
    z.string().max(RESEARCH_TITLE_MAX_LENGTH, { error: M.activityTitleTooLong }),
  ),
  startDate: clearableBsDate(M.startDateInvalid),
  endDate: clearableBsDate(M.endDateInvalid),
  fundedBy: clearableText(),
  fundedDate: clearableBsDate(M.fundedDateInvalid),
  fundedAmount: clearableAmount(M.fundedAmountInvalid),
  isPublished: optionalBoolean(),
  /** Where it was published (a journal, a bulletin). */
  publishedAt: clearableText(),
  publishedDate: clearableBsDate(M.publishedDateInvalid),
  publicationBy: clearableText(),
  publicationFrequency: optionalChoice(PUBLICATION_FREQUENCIES, M.publicationFrequencyInvalid),
  supportingMember: clearableText(),
  remarks: clearableText(),
  thumbnailImage: researchUpload(),
  fullDoc: researchUpload(),
};

interface DatedBody {
  startDate?: BsDay | null | undefined;
  endDate?: BsDay | null | undefined;
}

/** True when an end date and a start date are both known and the end comes first. */
export function endsBeforeStart(dates: DatedBody): boolean {
  return Boolean(dates.startDate && dates.endDate && dates.endDate.ad < dates.startDate.ad);
}

function checkDates(body: DatedBody, context: z.RefinementCtx) {
  if (endsBeforeStart(body)) context.addIssue({ code: 'custom', path: ['endDate'], message: M.endBeforeStart });
}

/** A publication names its type; the other activities have none (the server leaves it out). */
function checkPublication(
  body: { activityType?: ResearchActivityType; publicationType?: PublicationType },
  context: z.RefinementCtx,
) {
  if (body.activityType === PUBLICATION_ACTIVITY && !body.publicationType)
    context.addIssue({ code: 'custom', path: ['publicationType'], message: M.publicationTypeRequired });
}

/** POST ResearchPublication (multipart). The rules between fields run beside the fields' own problems. */
export const CreateResearchPublicationBodySchema = z.object({ id: optionalId(), ...researchFields }).superRefine(
  (body, context) => {
    checkDates(body, context);
    checkPublication(body, context);
  },
  { when: whenAnObject },
);
export type CreateResearchPublicationBody = z.input<typeof CreateResearchPublicationBodySchema>;
export type CreateResearchPublicationBodyParsed = z.output<typeof CreateResearchPublicationBodySchema>;

/**
 * PATCH ResearchPublication/{id} (multipart): the form again; a field left out stays as it is,
 * a new file replaces the kept one. The server checks the dates and the publication type
 * against what is kept.
 */
export const UpdateResearchPublicationBodySchema = z
  .object(researchFields)
  .partial()
  .extend({ id: optionalId() })
  .superRefine(checkDates, { when: whenAnObject });
export type UpdateResearchPublicationBody = z.input<typeof UpdateResearchPublicationBodySchema>;
export type UpdateResearchPublicationBodyParsed = z.output<typeof UpdateResearchPublicationBodySchema>;

export const ResearchPublicationFileSchema = z.object({
  kind: z.enum(RESEARCH_FILE_KINDS),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** The scoped endpoint that sends the bytes. */
  url: z.string(),
});
export type ResearchPublicationFile = z.infer<typeof ResearchPublicationFileSchema>;

export function researchFileUrl(id: number, kind: ResearchFileKind): string {
  return `/api/ResearchPublication/${id}/files/${kind}`;
}

const text = z.string().nullable();

/** GET ResearchPublication/{id}, and each row of the list: the contract's fields, dates in BS beside their AD day. */
export const ResearchPublicationSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  universityId: z.number(),
  fiscalYearId: z.number(),
  /** "2081/82" */
  fiscalYear: z.string(),
  employeeId: z.number(),
  employeeName: z.string(),
  activityType: z.enum(RESEARCH_ACTIVITY_TYPES),
  publicationType: z.enum(PUBLICATION_TYPES).nullable(),
  activityTitle: z.string(),
  /** BS, YYYY-MM-DD */
  startDate: text,
  /** AD, YYYY-MM-DD */
  startDateAd: text,
  endDate: text,
  endDateAd: text,
  fundedBy: text,
  fundedDate: text,
  fundedDateAd: text,
  /** An exact decimal ("150000.50"), null when no grant was recorded. */
  fundedAmount: text,
  isPublished: z.boolean(),
  publishedAt: text,
  publishedDate: text,
  publishedDateAd: text,
  publicationBy: text,
  publicationFrequency: z.enum(PUBLICATION_FREQUENCIES).nullable(),
  supportingMember: text,
  remarks: text,
  /** The scoped address of the thumbnail, null without one. */
  thumbnailImage: text,
  /** The scoped address of the full document, null without one. */
  fullDoc: text,
  files: z.array(ResearchPublicationFileSchema),
});
export type ResearchPublication = z.infer<typeof ResearchPublicationSchema>;

export const RESEARCH_SORT_COLUMNS = ['activityTitle', 'activityType', 'startDate', 'endDate', 'fundedAmount'] as const;

/**
 * GET ResearchPublication: the array the clients read, or one page with its totals when a page
 * is asked for; filtered by fiscal year, activity type and a campus within the caller's scope,
 * searched by title.
 */
export const ResearchPublicationListQuerySchema = PaginationQuerySchema.extend({
  fiscalYearId: optionalId(),
  activityType: optionalChoice(RESEARCH_ACTIVITY_TYPES, M.activityTypeRequired),
  campusId: optionalId(),
  sortBy: sortByField(RESEARCH_SORT_COLUMNS),
});
export type ResearchPublicationListQuery = z.input<typeof ResearchPublicationListQuerySchema>;
export type ResearchPublicationListQueryParsed = z.output<typeof ResearchPublicationListQuerySchema>;

export const ResearchPublicationListSchema = listOrPageSchema(ResearchPublicationSchema);

export const ResearchFileParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  kind: z.enum(RESEARCH_FILE_KINDS, { error: M.fileKindUnknown }),
});

/** An employee of the campus the form offers as the researcher. */
export const ResearcherSchema = z.object({
  id: z.number(),
  fullName: z.string(),
  employeeType: z.string(),
  postName: text,
});
export type Researcher = z.infer<typeof ResearcherSchema>;
