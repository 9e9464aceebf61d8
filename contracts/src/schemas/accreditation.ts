/**
 * Quality assurance and accreditation (api-contract 5.13, screens 8.6, UGC Nepal's QAA cycle
 * in guide/nepal-domain.md). A campus's QAA file holds its cycles; each cycle moves through the
 * stages in order, from the letter of intent to the award (or a refusal), and a deferral
 * returns it to an earlier stage. The status a reader sees (Accredited, Re-accredited,
 * Expired) is computed on the server from the latest award's validity and today's date in
 * Nepal, never stored. The contract's own calls (`AddCampusAccreditation`, `AddAccreditation`)
 * keep their field names and spellings (`lanlineNo`, the array answer of `AddAccreditation/{id}`).
 */
import { z } from 'zod';
import {
  clearableText,
  optionalChoice,
  optionalId,
  optionalInt,
  optionalText,
  optionalUpload,
  requiredChoice,
  requiredId,
  requiredText,
} from './fields.ts';
import { PaginationQuerySchema, listOrPageSchema, sortByField } from './pagination.ts';
import { ReportQuerySchema } from './dashboard.ts';
import { optionalBsDate } from './student.ts';

// ---- The stages ------------------------------------------------------------------------------

/** The stages in the order a cycle walks them (UGC Nepal QAA). */
export const QAA_STAGES = [
  'LetterOfIntent',
  'EligibilityGranted',
  'SelfStudyReportSubmitted',
  'SelfStudyReportApproved',
  'PeerReviewTeamFormed',
  'PreVisit',
  'FinalVisit',
  'Awarded',
] as const;
/** The decisions at the end of the final visit besides the award. */
export const QAA_DECISION_STAGES = ['Deferred', 'Refused'] as const;
export const QAA_ALL_STAGES = [...QAA_STAGES, ...QAA_DECISION_STAGES] as const;
export type QaaStageName = (typeof QAA_ALL_STAGES)[number];

export const QAA_STAGE_LABELS: Record<QaaStageName, string> = {
  LetterOfIntent: 'Letter of intent',
  EligibilityGranted: 'Eligibility granted',
  SelfStudyReportSubmitted: 'Self-study report submitted',
  SelfStudyReportApproved: 'Self-study report approved',
  PeerReviewTeamFormed: 'Peer review team formed',
  PreVisit: 'Pre-visit',
  FinalVisit: 'Final visit',
  Awarded: 'Accreditation awarded',
  Deferred: 'Deferred',
  Refused: 'Refused',
};

/**
 * The stages a campus's own staff record: its letter of intent (which opens a cycle) and its
 * self-study report. Every other stage is the grants body's QAA staff's.
 */
export const QAA_CAMPUS_STAGES = [
  'LetterOfIntent',
  'SelfStudyReportSubmitted',
] as const satisfies readonly QaaStageName[];

/**
 * The stage that may follow `current`: the next in order, or at the final visit the award,
 * a deferral or a refusal. A cycle that is awarded or refused is closed.
 */
export function nextQaaStages(current: QaaStageName): QaaStageName[] {
  if (current === 'Awarded' || current === 'Refused' || current === 'Deferred') return [];
  if (current === 'FinalVisit') return ['Awarded', 'Deferred', 'Refused'];
  const index = QAA_STAGES.indexOf(current);
  return [QAA_STAGES[index + 1]!];
}

/** The earlier stages a deferral may return a cycle to: after eligibility, before the final visit. */
export const QAA_DEFERRAL_RETURN_STAGES = [
  'SelfStudyReportSubmitted',
  'SelfStudyReportApproved',
  'PeerReviewTeamFormed',
  'PreVisit',
] as const satisfies readonly QaaStageName[];

/** An award is valid five years unless the award says otherwise ("intervals not exceeding five years"). */
export const QAA_DEFAULT_VALIDITY_YEARS = 5;
export const QAA_MAX_VALIDITY_YEARS = 10;
/** Expiry alerts go out this many days before an award expires, each once. */
export const QAA_ALERT_DAYS = [180, 90, 30] as const;
/** A campus "expiring" in the reports and on the dashboard: within this many days. */
export const QAA_EXPIRING_WITHIN_DAYS = 180;

/** The status computed from the latest award and today (spec 8.6 "Status (computed)"). */
export const QAA_STATUSES = ['Accredited', 'Re-accredited', 'Expired', 'Not accredited'] as const;
export type QaaStatus = (typeof QAA_STATUSES)[number];

export const QAA_CAMPUS_TYPES = ['constituent', 'community', 'private'] as const;
export type QaaCampusType = (typeof QAA_CAMPUS_TYPES)[number];

export const QAA_MESSAGES = {
  campusRequired: 'Choose the campus',
  noSuchCampus: 'The campus does not exist',
  universityRequired: 'Choose the university',
  universityMismatch: 'The campus belongs to another university',
  campusNameRequired: 'Campus name is required',
  campusTypeInvalid: 'Campus type must be constituent, community or private',
  establishedYearInvalid: 'Year of establishment must be a year of four digits',
  phoneInvalid: 'Mobile number must be 10 digits',
  emailInvalid: 'Email is not a valid email address',
  wardInvalid: 'Ward must be a whole number from 1 to 40',
  alreadyInProgramme: 'The campus is already in the QAA programme',
  stageRequired: 'Choose the stage',
  stageInvalid: 'Stage is not a QAA stage',
  stageOutOfOrder: 'The cycle cannot move to this stage from where it stands',
  stageNotForCampus: 'Only the grants body’s QAA staff record this stage',
  cycleClosed: 'This cycle is closed: it was awarded or refused',
  cycleInProgress: 'The campus has a QAA cycle in progress',
  returnStageRequired: 'A deferral names the earlier stage the campus returns to',
  returnStageInvalid: 'A deferral returns the campus to a stage after eligibility and before the final visit',
  dateRequired: 'Date must be a BS date (YYYY-MM-DD)',
  adDateInvalid: 'Date must be an AD date (YYYY-MM-DD)',
  datesDisagree: 'The BS and AD dates are not the same day',
  dateBeforePrevious: 'The date must not be before the previous stage’s date',
  dateInFuture: 'The date must not be after today',
  validityInvalid: `Validity must be a whole number of years from 1 to ${QAA_MAX_VALIDITY_YEARS}`,
  expiryBeforeAward: 'The expiry date must be after the date of accreditation',
  fiscalYearRequired: 'Choose the fiscal year',
  noSuchFiscalYear: 'The fiscal year does not exist',
  statusInvalid: 'Status must be Accredited or renew',
  nothingToRenew: 'The campus has no accreditation to renew',
  notAwarded: 'Only an awarded accreditation can be changed here',
  documentNotPdf: 'The document must be a PDF',
  documentRequired: 'The document (PDF) is required for this stage',
  reviewersRequired: 'Name at least one member of the peer review team',
  reviewerNameRequired: 'Each member needs a name',
  reviewerRoleRequired: 'Each member needs a role',
  teamNotNow: 'The peer review team is formed after the self-study report is approved and before the final visit',
  remarksTooLong: 'Remarks are at most 2000 characters',
  decisionTooLong: 'The decision is at most 500 characters',
} as const;
const M = QAA_MESSAGES;

// ---- Shared fields ---------------------------------------------------------------------------

const remarks = () => clearableText().pipe(z.string().max(2000, { error: M.remarksTooLong }).nullish());

/** An AD day from `<input type=date>` ("2025-07-16", or with a time the server ignores). */
function optionalAdDay(message: string) {
  return z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z
      .string({ error: message })
      .trim()
      .transform((value, context) => {
        const day = value.slice(0, 10);
        const date = new Date(`${day}T00:00:00Z`);
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(date.getTime()) || !date.toISOString().startsWith(day)) {
          context.addIssue({ code: 'custom', message });
          return z.NEVER;
        }
        return day;
      })
      .optional(),
  );
}

/**
 * A day sent as a BS field and an AD field (`…Nep`, `…Eng`): either may be left out and the
 * server finds the other; both given must name the same day (checked on the server, which
 * converts them). Parsed here each on its own.
 */
export const qaaBsDate = () => optionalBsDate(M.dateRequired);
export const qaaAdDate = () => optionalAdDay(M.adDateInvalid);

// ---- Contract 5.13: the campus for accreditation -----------------------------------------------

/** GET AddCampusAccreditation/{campusId}: the campus as the renew and edit dialogs show it. */
export const CampusAccreditationSchema = z.object({
  campusId: z.number(),
  universityId: z.number(),
  /** The university's name (sic: `name`). */
  name: z.string(),
  campusName: z.string(),
  campusType: z.enum(QAA_CAMPUS_TYPES),
  establishedYear: z.number().nullable(),
  contactPhone: z.string().nullable(),
  /** Sic: the landline number. */
  lanlineNo: z.string().nullable(),
  contactEmail: z.string().nullable(),
  webUrl: z.string().nullable(),
  /** Ids of the address (the dialog's selects). */
  province: z.number().nullable(),
  district: z.number().nullable(),
  localLevel: z.number().nullable(),
  provinceName: z.string().nullable(),
  districtName: z.string().nullable(),
  localLevelName: z.string().nullable(),
  ward: z.number().nullable(),
  tole: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The campus logo's public URL path, or null. */
  campusLogo: z.string().nullable(),
  /** Whether the campus is in the QAA programme (has a QAA file). */
  inProgramme: z.boolean(),
  status: z.enum(QAA_STATUSES),
});
export type CampusAccreditation = z.infer<typeof CampusAccreditationSchema>;

/** A campus's id in a QAA path: `AddCampusAccreditation/{campusId}`, `Qaa/Campus/{campusId}`. */
export const QaaCampusParamsSchema = z.object({ campusId: z.coerce.number().int().min(1) });

/**
 * PUT AddCampusAccreditation/{campusId} (multipart, "Edit Campus for Accreditation"): the
 * campus's registry record as the grants body's QAA staff correct it. The university must be
 * the campus's own (moving a campus is the registry's work); `university` (its name) is ignored.
 */
export const UpdateCampusAccreditationBodySchema = z.object({
  universityId: requiredId(M.universityRequired),
  university: optionalText(),
  campusType: requiredChoice(QAA_CAMPUS_TYPES, M.campusTypeInvalid),
  campusName: requiredText(M.campusNameRequired).pipe(
    z.string().max(300, { error: 'Campus name is at most 300 characters' }),
  ),
  establishedYear: optionalInt({ min: 1000, max: 9999, message: M.establishedYearInvalid }),
  contactPhone: clearableText().refine((value) => !value || /^\d{10}$/.test(value), { error: M.phoneInvalid }),
  lanlineNo: clearableText().pipe(z.string().max(30, { error: 'Landline number is at most 30 characters' }).nullish()),
  contactEmail: clearableText().refine((value) => !value || z.email().safeParse(value).success, {
    error: M.emailInvalid,
  }),
  webUrl: clearableText().pipe(z.string().max(300, { error: 'Web address is at most 300 characters' }).nullish()),
  province: optionalId(),
  district: optionalId(),
  localLevel: optionalId(),
  ward: optionalInt({ min: 1, max: 40, message: M.wardInvalid }),
  tole: clearableText().pipe(z.string().max(200, { error: 'Tole is at most 200 characters' }).nullish()),
  campusLogo: optionalUpload(),
  remarks: remarks(),
});
export type UpdateCampusAccreditationBodyParsed = z.output<typeof UpdateCampusAccreditationBodySchema>;

/** POST QaaCampus: the grants body takes a campus into the QAA programme (add-campus-for-accreditation). */
export const AddQaaCampusBodySchema = z.object({
  campusId: requiredId(M.campusRequired),
  remarks: remarks(),
});
export type AddQaaCampusBodyParsed = z.output<typeof AddQaaCampusBodySchema>;

// ---- Contract 5.13: accreditations (awarded cycles) ---------------------------------------------

/** The contract's status of an award: the first accreditation, or a renewal. */
export const CONTRACT_ACCREDITATION_STATUSES = ['Accredited', 'renew'] as const;

/** GET AddAccreditation: one row per accredited campus, its latest award. */
export const AccreditationListItemSchema = z.object({
  /** The award's (cycle's) id. */
  id: z.number(),
  campusId: z.number(),
  universityId: z.number(),
  campusName: z.string(),
  universityName: z.string(),
  campusType: z.enum(QAA_CAMPUS_TYPES),
  status: z.enum(QAA_STATUSES),
  /** The latest award's dates: the first accreditation's, or the renewal's. */
  dateOfAccreditationEng: z.string(),
  dateOfAccreditationNep: z.string(),
  dateOfExpireAccreditationEng: z.string(),
  dateOfExpireAccreditationNep: z.string(),
  cycleNumber: z.number(),
  /** Days until expiry (negative once expired). */
  daysToExpiry: z.number(),
});
export type AccreditationListItem = z.infer<typeof AccreditationListItemSchema>;

export const ACCREDITATION_SORT_COLUMNS = [
  'campusName',
  'universityName',
  'dateOfAccreditationEng',
  'dateOfExpireAccreditationEng',
] as const;

export const AccreditationListQuerySchema = PaginationQuerySchema.extend({
  universityId: optionalId(),
  campusType: optionalChoice(QAA_CAMPUS_TYPES, M.campusTypeInvalid),
  provinceId: optionalId(),
  status: optionalChoice(QAA_STATUSES, 'Status must be Accredited, Re-accredited, Expired or Not accredited'),
  sortBy: sortByField(ACCREDITATION_SORT_COLUMNS),
});
export type AccreditationListQueryParsed = z.output<typeof AccreditationListQuerySchema>;
export const AccreditationListResponseSchema = listOrPageSchema(AccreditationListItemSchema);

/** GET AddAccreditation/{id}: an array of one (the client takes [0]). */
export const AccreditationDetailSchema = z.object({
  id: z.number(),
  universityId: z.number(),
  universityName: z.string(),
  addCampusAccreditationId: z.number(),
  campusName: z.string(),
  campusType: z.enum(QAA_CAMPUS_TYPES),
  fiscalYearId: z.number().nullable(),
  status: z.enum(CONTRACT_ACCREDITATION_STATUSES),
  remarks: z.string().nullable(),
  /** The campus's first accreditation and its expiry. */
  dateOfAccreditationEng: z.string(),
  dateOfAccreditationNep: z.string(),
  dateOfExpireAccreditationEng: z.string(),
  dateOfExpireAccreditationNep: z.string(),
  /** This renewal and its expiry; "" for a first accreditation. */
  dateOfReAccreditationEng: z.string(),
  dateOfReAccreditationNep: z.string(),
  dateOfExpireRenewAccreditationEng: z.string(),
  dateOfExpireRenewAccreditationNep: z.string(),
  evidenceFileName: z.string().nullable(),
});
export type AccreditationDetail = z.infer<typeof AccreditationDetailSchema>;

const awardDates = {
  dateOfAccreditationNep: qaaBsDate(),
  dateOfAccreditationEng: qaaAdDate(),
  dateOfExpireAccreditationNep: qaaBsDate(),
  dateOfExpireAccreditationEng: qaaAdDate(),
  dateOfReAccreditationNep: qaaBsDate(),
  dateOfReAccreditationEng: qaaAdDate(),
  dateOfExpireRenewAccreditationNep: qaaBsDate(),
  dateOfExpireRenewAccreditationEng: qaaAdDate(),
};

/**
 * POST AddAccreditation (multipart, "Re-Accreditate for {campus}"): an award decided outside
 * HEMIS's stages, recorded as a closed cycle. status "renew" with the re-accreditation pair
 * renews a campus that holds an award; status "Accredited" with the first pair records a
 * campus's first accreditation (one accredited before HEMIS). Without an expiry the award is
 * valid five years.
 */
export const CreateAccreditationBodySchema = z.object({
  universityId: requiredId(M.universityRequired),
  addCampusAccreditationId: requiredId(M.campusRequired),
  fiscalYearId: requiredId(M.fiscalYearRequired),
  status: requiredChoice(CONTRACT_ACCREDITATION_STATUSES, M.statusInvalid, {
    accredited: 'Accredited',
    'Re-Accredited': 'renew',
    'Re-accredited': 'renew',
    Renew: 'renew',
  }),
  remarks: remarks(),
  evidenceDoc: optionalUpload(),
  ...awardDates,
});
export type CreateAccreditationBodyParsed = z.output<typeof CreateAccreditationBodySchema>;

/** PUT AddAccreditation/{id} (multipart, "Update Accreditation"): corrects an award's dates, fiscal year and remarks. */
export const UpdateAccreditationBodySchema = CreateAccreditationBodySchema;
export type UpdateAccreditationBodyParsed = CreateAccreditationBodyParsed;

// ---- The cycle --------------------------------------------------------------------------------

export const QaaStageEventSchema = z.object({
  id: z.number(),
  stage: z.enum(QAA_ALL_STAGES),
  stageLabel: z.string(),
  returnedToStage: z.enum(QAA_ALL_STAGES).nullable(),
  dateBs: z.string(),
  dateAd: z.string(),
  decision: z.string().nullable(),
  remarks: z.string().nullable(),
  documentFileName: z.string().nullable(),
  /** Who recorded it. */
  actorName: z.string(),
  recordedAt: z.string(),
});
export type QaaStageEvent = z.infer<typeof QaaStageEventSchema>;

export const QaaPeerReviewerSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  institution: z.string().nullable(),
});
export type QaaPeerReviewer = z.infer<typeof QaaPeerReviewerSchema>;

export const QaaCycleSchema = z.object({
  id: z.number(),
  campusId: z.number(),
  cycleNumber: z.number(),
  isReaccreditation: z.boolean(),
  stage: z.enum(QAA_ALL_STAGES),
  stageLabel: z.string(),
  /** What may be recorded next (empty once closed), for the caller's role. */
  nextStages: z.array(z.enum(QAA_ALL_STAGES)),
  recordedDirectly: z.boolean(),
  fiscalYearId: z.number().nullable(),
  awardedOnBs: z.string().nullable(),
  awardedOnAd: z.string().nullable(),
  validityYears: z.number().nullable(),
  validUntilBs: z.string().nullable(),
  validUntilAd: z.string().nullable(),
  remarks: z.string().nullable(),
  events: z.array(QaaStageEventSchema),
  reviewers: z.array(QaaPeerReviewerSchema),
});
export type QaaCycle = z.infer<typeof QaaCycleSchema>;

/** GET Qaa/Campus/{campusId}: where a campus stands, its cycle in progress and the earlier ones, newest first. */
export const QaaCampusStandingSchema = z.object({
  campus: CampusAccreditationSchema,
  status: z.enum(QAA_STATUSES),
  /** The latest award's expiry, when the campus holds or held one. */
  validUntilAd: z.string().nullable(),
  validUntilBs: z.string().nullable(),
  daysToExpiry: z.number().nullable(),
  /** Whether a new cycle (a letter of intent) may start now. */
  canStartCycle: z.boolean(),
  cycles: z.array(QaaCycleSchema),
});
export type QaaCampusStanding = z.infer<typeof QaaCampusStandingSchema>;

/** GET Qaa/Campus: the campuses of the caller's scope in the programme, with their stage and status. */
export const QaaCampusRowSchema = z.object({
  campusId: z.number(),
  campusName: z.string(),
  universityId: z.number(),
  universityName: z.string(),
  campusType: z.enum(QAA_CAMPUS_TYPES),
  provinceName: z.string().nullable(),
  status: z.enum(QAA_STATUSES),
  /** The cycle in progress's stage, or null when none is. */
  currentStage: z.enum(QAA_ALL_STAGES).nullable(),
  currentStageLabel: z.string().nullable(),
  validUntilAd: z.string().nullable(),
  daysToExpiry: z.number().nullable(),
});
export type QaaCampusRow = z.infer<typeof QaaCampusRowSchema>;

export const QAA_CAMPUS_SORT_COLUMNS = ['campusName', 'universityName', 'validUntilAd'] as const;

export const QaaCampusListQuerySchema = PaginationQuerySchema.extend({
  universityId: optionalId(),
  campusType: optionalChoice(QAA_CAMPUS_TYPES, M.campusTypeInvalid),
  provinceId: optionalId(),
  stage: optionalChoice(QAA_ALL_STAGES, M.stageInvalid),
  status: optionalChoice(QAA_STATUSES, 'Status must be Accredited, Re-accredited, Expired or Not accredited'),
  sortBy: sortByField(QAA_CAMPUS_SORT_COLUMNS),
});
export type QaaCampusListQueryParsed = z.output<typeof QaaCampusListQuerySchema>;
export const QaaCampusListResponseSchema = listOrPageSchema(QaaCampusRowSchema);

/**
 * POST Qaa/Campus/{campusId}/Cycles (multipart): the campus's letter of intent opens a cycle
 * (its first, or a re-accreditation once it holds an award). The campus's own staff send it for
 * their campus; the grants body's QAA staff may record one received on paper.
 */
export const StartQaaCycleBodySchema = z.object({
  dateNep: qaaBsDate(),
  dateEng: qaaAdDate(),
  remarks: remarks(),
  document: optionalUpload(),
});
export type StartQaaCycleBodyParsed = z.output<typeof StartQaaCycleBodySchema>;

/**
 * POST Qaa/Cycles/{id}/Stages (multipart): the next stage of a cycle. A deferral names the stage
 * it returns to; an award may give its validity in years (five unless said) or its expiry day,
 * and its fiscal year.
 */
export const RecordQaaStageBodySchema = z.object({
  stage: requiredChoice(QAA_ALL_STAGES, M.stageInvalid),
  dateNep: qaaBsDate(),
  dateEng: qaaAdDate(),
  decision: optionalText().pipe(z.string().max(500, { error: M.decisionTooLong }).optional()),
  remarks: remarks(),
  document: optionalUpload(),
  returnToStage: optionalChoice(QAA_DEFERRAL_RETURN_STAGES, M.returnStageInvalid),
  validityYears: optionalInt({ min: 1, max: QAA_MAX_VALIDITY_YEARS, message: M.validityInvalid }),
  validUntilNep: qaaBsDate(),
  validUntilEng: qaaAdDate(),
  fiscalYearId: optionalId(),
});
export type RecordQaaStageBodyParsed = z.output<typeof RecordQaaStageBodySchema>;

/** PUT Qaa/Cycles/{id}/Team (JSON): the peer review team, replaced whole. */
export const QaaTeamBodySchema = z.object({
  members: z
    .array(
      z.object({
        name: requiredText(M.reviewerNameRequired).pipe(
          z.string().max(200, { error: 'A name is at most 200 characters' }),
        ),
        role: requiredText(M.reviewerRoleRequired).pipe(
          z.string().max(100, { error: 'A role is at most 100 characters' }),
        ),
        institution: clearableText().pipe(
          z.string().max(300, { error: 'An institution is at most 300 characters' }).nullish(),
        ),
      }),
      { error: M.reviewersRequired },
    )
    .min(1, { error: M.reviewersRequired })
    .max(20, { error: 'A peer review team has at most 20 members' }),
});
export type QaaTeamBodyParsed = z.output<typeof QaaTeamBodySchema>;

export const QaaEventParamsSchema = z.object({
  id: z.coerce.number().int().min(1),
  eventId: z.coerce.number().int().min(1),
});

/** GET Qaa/Expiring: the scope's campuses whose accreditation expires within 180 days (the dashboard's list). */
export const QaaExpiringSchema = z.array(
  z.object({
    campusId: z.number(),
    campusName: z.string(),
    universityName: z.string(),
    validUntilAd: z.string(),
    validUntilBs: z.string(),
    daysToExpiry: z.number(),
  }),
);
export type QaaExpiring = z.infer<typeof QaaExpiringSchema>;

// ---- Reports ----------------------------------------------------------------------------------

/** The QAA reports' filters, as of today; fiscalYearId keeps the awards made in that fiscal year. */
export const QaaReportQuerySchema = z.object({
  universityId: optionalId(),
  campusType: optionalChoice(QAA_CAMPUS_TYPES, M.campusTypeInvalid),
  provinceId: optionalId(),
  fiscalYearId: optionalId(),
  format: ReportQuerySchema.shape.format,
});
export type QaaReportQuery = z.output<typeof QaaReportQuerySchema>;

const typeCounts = {
  constituent: z.number(),
  community: z.number(),
  private: z.number(),
  total: z.number(),
};

/** Qaa/Report/Province (total-qaa-hei-province-report): accredited campuses per province by campus type. */
export const QaaProvinceReportRowSchema = z.object({
  provinceId: z.number().nullable(),
  province: z.string(),
  ...typeCounts,
});
export type QaaProvinceReportRow = z.infer<typeof QaaProvinceReportRowSchema>;

/** Qaa/Report/Campus (total-qaa-hei-campus-report): accredited campuses per university by campus type. */
export const QaaUniversityReportRowSchema = z.object({
  universityId: z.number(),
  university: z.string(),
  ...typeCounts,
});
export type QaaUniversityReportRow = z.infer<typeof QaaUniversityReportRowSchema>;

/** Qaa/Report/Expiry (accreditation-expiry-campus-report): per university and campus type, accredited, expiring and expired. */
const statusCounts = z.object({ accredited: z.number(), expiring: z.number(), expired: z.number() });
export const QaaExpiryReportRowSchema = z.object({
  universityId: z.number(),
  university: z.string(),
  constituent: statusCounts,
  community: statusCounts,
  private: statusCounts,
  total: statusCounts,
});
export type QaaExpiryReportRow = z.infer<typeof QaaExpiryReportRowSchema>;
