/**
 * What the QAA services share: days sent as a BS and an AD field, the campus as the contract's
 * dialogs read it, a cycle with its events and team as the screens read it, and the checks of
 * an uploaded document (a PDF, read from its content).
 */
import {
  QAA_CAMPUS_STAGES,
  QAA_DEFAULT_VALIDITY_YEARS,
  QAA_MESSAGES as M,
  QAA_STAGE_LABELS,
  adToBs,
  can,
  formatCalendarDate,
  isGrantsBodyRole,
  nextQaaStages,
  type CampusAccreditation,
  type FieldIssue,
  type QaaCycle,
  type QaaStageName,
  type UploadedFile,
} from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { checkPrivateFile, type StoredFile } from '../../lib/private-files.ts';
import { auditWrite } from '../../lib/records.ts';
import { foundOrNotFound, scopeSql, scopeWhere } from '../../lib/scope.ts';
import { containsPattern } from '../../lib/text-match.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE } from '../../lib/ownership.ts';
import { qaaStatus, type LatestAward } from './qaa-status.ts';

export const QAA_CAMPUS_ENTITY = 'QaaCampus';
export const QAA_CYCLE_ENTITY = 'QaaCycle';
export const QAA_EVENT_ENTITY = 'QaaStageEvent';

/** The stages that close a cycle: no stage follows them. */
export const CLOSED_STAGES: readonly QaaStageName[] = ['Awarded', 'Refused'];

// ---- Days ------------------------------------------------------------------------------------

export interface DayPair {
  bs: string;
  ad: string;
}

export const adText = (day: Date): string => day.toISOString().slice(0, 10);
export const adDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** The BS day of an AD day (YYYY-MM-DD both); undefined outside the converter's years. */
export function bsOfAd(ad: string): string | undefined {
  const [year, month, day] = ad.split('-').map(Number) as [number, number, number];
  try {
    return formatCalendarDate(adToBs({ year, month, day }));
  } catch {
    return undefined;
  }
}

/** The last day of an award valid `years` years from `ad`: the same day `years` later, less one. */
export function lastValidDay(ad: string, years: number): string {
  const day = adDate(ad);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  day.setUTCDate(day.getUTCDate() - 1);
  return adText(day);
}

/**
 * The day a BS field and an AD field name: either may be left out and the other is found; both
 * given must be the same day. A problem goes on `bsField` into `issues`.
 */
export function dayOfPair(
  bs: DayPair | null | undefined,
  ad: string | null | undefined,
  bsField: string,
  issues: FieldIssue[],
): DayPair | undefined {
  if (bs && ad && bs.ad !== ad) {
    issues.push({ field: `body.${bsField}`, message: M.datesDisagree });
    return undefined;
  }
  if (bs) return bs;
  if (ad) {
    const converted = bsOfAd(ad);
    if (!converted) {
      issues.push({ field: `body.${bsField}`, message: M.dateRequired });
      return undefined;
    }
    return { bs: converted, ad };
  }
  return undefined;
}

/** The day a stage happened: required, and not after today in Nepal. */
export function requiredPastDay(
  context: ReadContext,
  bs: DayPair | null | undefined,
  ad: string | null | undefined,
  bsField: string,
  issues: FieldIssue[],
): DayPair | undefined {
  const before = issues.length;
  const day = dayOfPair(bs, ad, bsField, issues);
  if (!day) {
    if (issues.length === before) issues.push({ field: `body.${bsField}`, message: M.dateRequired });
    return undefined;
  }
  if (day.ad > todayInNepal(context.clock)) {
    issues.push({ field: `body.${bsField}`, message: M.dateInFuture });
    return undefined;
  }
  return day;
}

export function refuseIfAny(issues: FieldIssue[]): void {
  if (issues.length > 0) throw AppError.validation(issues);
}

/** A document must be a PDF, read from its first bytes; the problem goes on its field. */
export async function pdfIssue(file: UploadedFile | undefined, field: string): Promise<FieldIssue | undefined> {
  if (file === undefined) return undefined;
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  try {
    if (checkPrivateFile(bytes).contentType === 'application/pdf') return undefined;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'PAYLOAD_TOO_LARGE') return { field: `body.${field}`, message: error.message };
  }
  return { field: `body.${field}`, message: M.documentNotPdf };
}

/** The fiscal year an award falls in: the one asked for (which must exist), else the one holding the day. */
export async function fiscalYearOfAward(
  db: Db,
  requested: number | undefined,
  awardedOn: string,
  field: string,
  issues: FieldIssue[],
): Promise<number | null> {
  if (requested !== undefined) {
    const year = await db.fiscalYear.findUnique({ where: { id: requested }, select: { id: true } });
    if (!year) issues.push({ field: `body.${field}`, message: M.noSuchFiscalYear });
    return requested;
  }
  const day = adDate(awardedOn);
  const year = await db.fiscalYear.findFirst({
    where: { startDateAd: { lte: day }, endDateAd: { gte: day } },
    select: { id: true },
  });
  return year?.id ?? null;
}

/** The expiry of an award: the one given (after the award), else `years` (five unless said) on. */
export function expiryOfAward(
  awardedOn: DayPair,
  given: DayPair | undefined,
  years: number | undefined,
  field: string,
  issues: FieldIssue[],
): { validUntil: DayPair; validityYears: number | null } | undefined {
  if (given) {
    if (given.ad <= awardedOn.ad) {
      issues.push({ field: `body.${field}`, message: M.expiryBeforeAward });
      return undefined;
    }
    return { validUntil: given, validityYears: years ?? null };
  }
  const validityYears = years ?? QAA_DEFAULT_VALIDITY_YEARS;
  const ad = lastValidDay(awardedOn.ad, validityYears);
  const bs = bsOfAd(ad);
  if (!bs) {
    issues.push({ field: `body.${field}`, message: M.dateRequired });
    return undefined;
  }
  return { validUntil: { bs, ad }, validityYears };
}

// ---- The campus ------------------------------------------------------------------------------

const CAMPUS_SELECT = {
  id: true,
  universityId: true,
  campusName: true,
  campusType: true,
  yearOfEstd: true,
  phoneNo: true,
  contactNo: true,
  email: true,
  url: true,
  wardNo: true,
  tole: true,
  logo: true,
  university: { select: { name: true } },
  localLevel: {
    select: {
      id: true,
      name: true,
      district: { select: { id: true, name: true, province: { select: { id: true, name: true } } } },
    },
  },
  qaaFile: { select: { remarks: true } },
} as const satisfies Prisma.CampusSelect;

/** The latest award of a campus, which its status is read from. */
export async function latestAwardOf(db: Db, campusId: number) {
  return db.qaaCycle.findFirst({
    where: { campusId, stage: 'Awarded' },
    orderBy: [{ awardedOnAd: 'desc' }, { id: 'desc' }],
    select: { id: true, isReaccreditation: true, validUntilAd: true, validUntilBs: true },
  });
}

export function latestAwardView(
  award: { isReaccreditation: boolean; validUntilAd: Date | null } | null,
): LatestAward | null {
  return award?.validUntilAd
    ? { isReaccreditation: award.isReaccreditation, validUntilAd: adText(award.validUntilAd) }
    : null;
}

/** A campus of the caller's scope as the contract's dialogs read it; 404 outside the scope. */
export async function campusAccreditation(context: ReadContext, campusId: number): Promise<CampusAccreditation> {
  const campus = foundOrNotFound(
    await context.prisma.campus.findFirst({
      where: scopeWhere<Prisma.CampusWhereInput>(
        context.scope,
        { campusField: 'id', universityField: 'universityId' },
        { id: campusId },
      ),
      select: CAMPUS_SELECT,
    }),
    'Campus',
  );
  const award = latestAwardView(await latestAwardOf(context.prisma, campusId));
  const district = campus.localLevel?.district;
  return {
    campusId: campus.id,
    universityId: campus.universityId,
    name: campus.university.name,
    campusName: campus.campusName,
    campusType: campus.campusType,
    establishedYear: campus.yearOfEstd,
    contactPhone: campus.phoneNo,
    lanlineNo: campus.contactNo,
    contactEmail: campus.email,
    webUrl: campus.url,
    province: district?.province.id ?? null,
    district: district?.id ?? null,
    localLevel: campus.localLevel?.id ?? null,
    provinceName: district?.province.name ?? null,
    districtName: district?.name ?? null,
    localLevelName: campus.localLevel?.name ?? null,
    ward: campus.wardNo,
    tole: campus.tole,
    remarks: campus.qaaFile?.remarks ?? null,
    campusLogo: campus.logo ? `/uploads/${campus.logo}` : null,
    inProgramme: campus.qaaFile !== null,
    status: qaaStatus(award, todayInNepal(context.clock)),
  };
}

// ---- The cycle -------------------------------------------------------------------------------

export const CYCLE_INCLUDE = {
  events: { orderBy: [{ dateAd: 'asc' }, { id: 'asc' }] },
  reviewers: { orderBy: { id: 'asc' } },
} as const satisfies Prisma.QaaCycleInclude;
export type CycleRow = Prisma.QaaCycleGetPayload<{ include: typeof CYCLE_INCLUDE }>;

/** A cycle of the caller's scope, or the 404 of a missing one. */
export async function findCycle(context: ReadContext, id: number, db: Db = context.prisma): Promise<CycleRow> {
  const row = await db.qaaCycle.findFirst({
    where: scopeWhere<Prisma.QaaCycleWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, { id }),
    include: CYCLE_INCLUDE,
  });
  return foundOrNotFound(row, 'QAA cycle');
}

/** Whether the caller records stages as a campus's own staff (only its letter of intent and self-study report). */
export function isCampusCaller(context: ReadContext): boolean {
  return context.scope.kind === 'campus';
}

/** What the caller may record next on a cycle standing at `stage`. */
export function nextStagesFor(context: ReadContext, stage: QaaStageName): QaaStageName[] {
  const role = context.actor?.role;
  if (!role || !can(role, 'qaa:submit')) return [];
  const next = nextQaaStages(stage);
  if (isGrantsBodyRole(role)) return next;
  if (!isCampusCaller(context)) return [];
  return next.filter((candidate) => (QAA_CAMPUS_STAGES as readonly QaaStageName[]).includes(candidate));
}

/** The names of the users who recorded the events, by id. */
export async function actorNames(db: Db, rows: readonly CycleRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => row.events.map((event) => event.actorId)))];
  if (ids.length === 0) return new Map();
  const users = await db.user.findMany({
    where: { id: { in: ids } },
    select: { id: true, firstName: true, middleName: true, lastName: true },
  });
  return new Map(
    users.map((user) => [user.id, [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ')]),
  );
}

export function toCycle(context: ReadContext, row: CycleRow, names: Map<number, string>): QaaCycle {
  return {
    id: row.id,
    campusId: row.campusId,
    cycleNumber: row.cycleNumber,
    isReaccreditation: row.isReaccreditation,
    stage: row.stage,
    stageLabel: QAA_STAGE_LABELS[row.stage],
    nextStages: nextStagesFor(context, row.stage),
    recordedDirectly: row.recordedDirectly,
    fiscalYearId: row.fiscalYearId,
    awardedOnBs: row.awardedOnBs,
    awardedOnAd: row.awardedOnAd ? adText(row.awardedOnAd) : null,
    validityYears: row.validityYears,
    validUntilBs: row.validUntilBs,
    validUntilAd: row.validUntilAd ? adText(row.validUntilAd) : null,
    remarks: row.remarks,
    events: row.events.map((event) => ({
      id: event.id,
      stage: event.stage,
      stageLabel: QAA_STAGE_LABELS[event.stage],
      returnedToStage: event.returnedToStage,
      dateBs: event.dateBs,
      dateAd: adText(event.dateAd),
      decision: event.decision,
      remarks: event.remarks,
      documentFileName: event.documentFileName,
      actorName: names.get(event.actorId) ?? '',
      recordedAt: event.createdAt.toISOString(),
    })),
    reviewers: row.reviewers.map((reviewer) => ({
      id: reviewer.id,
      name: reviewer.name,
      role: reviewer.role,
      institution: reviewer.institution,
    })),
  };
}

export async function cycleAnswer(context: ReadContext, row: CycleRow, db: Db = context.prisma): Promise<QaaCycle> {
  return toCycle(context, row, await actorNames(db, [row]));
}

/** What the audit log keeps of a cycle: its columns, without its events and team. */
export function cycleAuditView(row: CycleRow | Omit<CycleRow, 'events' | 'reviewers'>): Record<string, unknown> {
  const {
    events: _events,
    reviewers: _reviewers,
    createdAt: _created,
    updatedAt: _updated,
    ...columns
  } = row as CycleRow;
  return {
    ...columns,
    awardedOnAd: columns.awardedOnAd ? adText(columns.awardedOnAd) : null,
    validUntilAd: columns.validUntilAd ? adText(columns.validUntilAd) : null,
  };
}

/** The campus's file in the programme, made when it has none (in the transaction `db`). */
export async function ensureQaaCampus(
  db: Db,
  campus: { id: number; universityId: number },
  actorId: number,
  remarks?: string | null,
): Promise<{ created: boolean }> {
  const existing = await db.qaaCampus.findUnique({ where: { campusId: campus.id }, select: { campusId: true } });
  if (existing) return { created: false };
  await db.qaaCampus.create({
    data: { campusId: campus.id, universityId: campus.universityId, remarks: remarks ?? null, createdById: actorId },
  });
  return { created: true };
}

/** A stage's document as its event keeps it. */
export function documentColumns(stored: StoredFile | undefined) {
  return stored
    ? {
        documentStorageKey: stored.storageKey,
        documentFileName: stored.fileName,
        documentContentType: stored.contentType,
        documentSize: stored.size,
      }
    : {};
}

/** What a new cycle is, besides its campus and number: where it starts, and an award's columns when it starts awarded. */
export type NewCycle = Omit<
  Prisma.QaaCycleUncheckedCreateInput,
  'campusId' | 'universityId' | 'cycleNumber' | 'isReaccreditation' | 'createdById' | 'events'
> & { stage: 'LetterOfIntent' | 'Awarded' };

/**
 * Opens the campus's next cycle with its first event (in the transaction `db`): the campus enters
 * the programme if it was not in it, the cycle takes the next number and is a re-accreditation
 * when the campus holds or held an award, and the file, the cycle and the event are audited.
 */
export async function openCycle(
  db: Db,
  context: WriteContext,
  campus: { id: number; universityId: number },
  cycle: NewCycle,
  event: { day: DayPair; remarks: string | null; stored: StoredFile | undefined },
): Promise<CycleRow> {
  const campusId = campus.id;
  const file = await ensureQaaCampus(db, campus, context.actor.userId);
  if (file.created)
    await auditWrite(db, context, 'create', QAA_CAMPUS_ENTITY, campusId, {
      campusId,
      universityId: campus.universityId,
    });
  const last = await db.qaaCycle.aggregate({ where: { campusId }, _max: { cycleNumber: true } });
  const held = await db.qaaCycle.count({ where: { campusId, stage: 'Awarded' } });
  const row = await db.qaaCycle.create({
    data: {
      ...cycle,
      campusId,
      universityId: campus.universityId,
      cycleNumber: (last._max.cycleNumber ?? 0) + 1,
      isReaccreditation: held > 0,
      createdById: context.actor.userId,
      events: {
        create: {
          stage: cycle.stage,
          dateBs: event.day.bs,
          dateAd: adDate(event.day.ad),
          remarks: event.remarks,
          actorId: context.actor.userId,
          ...documentColumns(event.stored),
        },
      },
    },
    include: CYCLE_INCLUDE,
  });
  await auditWrite(db, context, 'create', QAA_CYCLE_ENTITY, row.id, cycleAuditView(row));
  const first = row.events[0]!;
  await auditWrite(db, context, 'create', QAA_EVENT_ENTITY, first.id, {
    cycleId: row.id,
    stage: first.stage,
    dateBs: first.dateBs,
    documentStorageKey: first.documentStorageKey,
  });
  return row;
}

/**
 * The filters both QAA lists understand, over a campus `c` with its latest award: the caller's
 * scope, a university, a campus type, a province (`inProvince`, as the list reaches it), the
 * status (`status`, the list's status expression) and a search of the campus's name.
 */
export function qaaListConditions(
  context: ReadContext,
  query: {
    universityId?: number | undefined;
    campusType?: string | undefined;
    provinceId?: number | undefined;
    status?: string | undefined;
    search?: string | undefined;
  },
  status: Prisma.Sql,
  inProvince: (provinceId: number) => Prisma.Sql,
): Prisma.Sql[] {
  const conditions = [scopeSql(context.scope, { campus: Prisma.sql`c.id`, university: Prisma.sql`c."universityId"` })];
  if (query.universityId) conditions.push(Prisma.sql`c."universityId" = ${query.universityId}`);
  if (query.campusType) conditions.push(Prisma.sql`c."campusType"::text = ${query.campusType}`);
  if (query.provinceId) conditions.push(inProvince(query.provinceId));
  if (query.status) conditions.push(Prisma.sql`(${status}) = ${query.status}`);
  if (query.search) conditions.push(Prisma.sql`c."campusName" ILIKE ${containsPattern(query.search)}`);
  return conditions;
}
