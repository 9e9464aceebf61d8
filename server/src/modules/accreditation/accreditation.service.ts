/**
 * The contract's accreditation calls (api-contract 5.13): the campus as the renew and edit
 * dialogs read and correct it (its registry record, through the campus module's own update),
 * a campus taken into the QAA programme, and the awards: the list of accredited campuses (each
 * campus's latest award), one award as an array of one, an award decided outside HEMIS's
 * stages recorded as a closed cycle, its correction, and its evidence (a private PDF).
 */
import {
  QAA_MESSAGES as M,
  type AccreditationDetail,
  type AccreditationListItem,
  type AccreditationListQueryParsed,
  type AddQaaCampusBodyParsed,
  type CampusAccreditation,
  type CreateAccreditationBodyParsed,
  type FieldIssue,
  type Page,
  type QaaCampusType,
  type QaaStatus,
  type UpdateAccreditationBodyParsed,
  type UpdateCampusAccreditationBodyParsed,
  type UpdateCampusBodyParsed,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { changedFields } from '../../lib/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { countedPage, pageRequest } from '../../lib/pagination.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import { sendPrivateFile, withReplacedPrivateFiles, withSavedPrivateFiles } from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { updateCampus } from '../campus/campus.service.ts';
import {
  CLOSED_STAGES,
  QAA_CAMPUS_ENTITY,
  QAA_CYCLE_ENTITY,
  adDate,
  adText,
  campusAccreditation,
  cycleAuditView,
  dayOfPair,
  ensureQaaCampus,
  expiryOfAward,
  findCycle,
  refuseIfAny,
  requiredPastDay,
  pdfIssue,
  type CycleRow,
  type DayPair,
  documentColumns,
  openCycle,
  qaaListConditions,
} from './qaa-records.ts';
import { latestAwardSql, qaaStatusSql } from './qaa-status.ts';
import type { FileStore } from '../../lib/file-store.ts';

// ---- The campus for accreditation ------------------------------------------------------------

/** GET AddCampusAccreditation/{campusId}. */
export function getCampusAccreditation(context: ReadContext, campusId: number): Promise<CampusAccreditation> {
  return campusAccreditation(context, campusId);
}

/**
 * PUT AddCampusAccreditation/{campusId} (multipart): the campus's registry record as the grants
 * body's QAA staff correct it, through the campus module's update (its rules and audit); the
 * university must be the campus's own and the province and district those of the local level.
 * The remarks go to the campus's QAA file, made if the campus is not yet in the programme.
 */
export async function updateCampusAccreditation(
  context: WriteContext,
  fileStore: FileStore,
  campusId: number,
  body: UpdateCampusAccreditationBodyParsed,
): Promise<CampusAccreditation> {
  const before = await campusAccreditation(context, campusId);
  const issues: FieldIssue[] = [];
  if (body.universityId !== before.universityId)
    issues.push({ field: 'body.universityId', message: M.universityMismatch });
  if (body.localLevel !== undefined) {
    const level = await context.prisma.localLevel.findUnique({
      where: { id: body.localLevel },
      select: { districtId: true, district: { select: { provinceId: true } } },
    });
    if (!level) issues.push({ field: 'body.localLevel', message: 'The local level does not exist' });
    else {
      if (body.district !== undefined && body.district !== level.districtId)
        issues.push({ field: 'body.district', message: 'The district is not the local level’s' });
      if (body.province !== undefined && body.province !== level.district.provinceId)
        issues.push({ field: 'body.province', message: 'The province is not the local level’s' });
    }
  }
  refuseIfAny(issues);

  const registry: UpdateCampusBodyParsed = {
    campusName: body.campusName,
    campusType: body.campusType,
    yearOfEstd: body.establishedYear,
    phoneNo: body.contactPhone,
    contactNo: body.lanlineNo,
    email: body.contactEmail,
    url: body.webUrl,
    localLevelId: body.localLevel,
    wardNo: body.ward,
    tole: body.tole,
    logo: body.campusLogo,
  };
  await updateCampus(context, fileStore, campusId, registry);

  if (body.remarks !== undefined) {
    await inTransaction(context.prisma, async (db) => {
      const file = await db.qaaCampus.findUnique({ where: { campusId }, select: { campusId: true, remarks: true } });
      if (!file) {
        await ensureQaaCampus(
          db,
          { id: campusId, universityId: before.universityId },
          context.actor.userId,
          body.remarks,
        );
        await auditWrite(db, context, 'create', QAA_CAMPUS_ENTITY, campusId, {
          campusId,
          universityId: before.universityId,
          remarks: body.remarks,
        });
      } else if (file.remarks !== (body.remarks ?? null)) {
        await db.qaaCampus.update({ where: { campusId }, data: { remarks: body.remarks ?? null } });
        await auditWrite(db, context, 'update', QAA_CAMPUS_ENTITY, campusId, {
          remarks: { from: file.remarks, to: body.remarks ?? null },
        });
      }
    });
  }
  return campusAccreditation(context, campusId);
}

/** POST QaaCampus: the grants body takes a campus into the programme (409 when it is in it). */
export async function addQaaCampus(context: WriteContext, body: AddQaaCampusBodyParsed): Promise<CampusAccreditation> {
  const campus = await context.prisma.campus.findUnique({
    where: { id: body.campusId },
    select: { id: true, universityId: true },
  });
  if (!campus) throw AppError.validation([{ field: 'body.campusId', message: M.noSuchCampus }]);
  await conflictAs(
    M.alreadyInProgramme,
    inTransaction(context.prisma, async (db) => {
      const file = await ensureQaaCampus(db, campus, context.actor.userId, body.remarks);
      if (!file.created) throw AppError.conflict(M.alreadyInProgramme);
      await auditWrite(db, context, 'create', QAA_CAMPUS_ENTITY, campus.id, {
        campusId: campus.id,
        universityId: campus.universityId,
        remarks: body.remarks ?? null,
      });
    }),
  );
  return campusAccreditation(context, campus.id);
}

// ---- The list of accredited campuses ---------------------------------------------------------

interface AwardRowSql {
  id: number;
  campusId: number;
  universityId: number;
  campusName: string;
  universityName: string;
  campusType: QaaCampusType;
  status: QaaStatus;
  awardedOnAd: Date;
  awardedOnBs: string;
  validUntilAd: Date;
  validUntilBs: string;
  cycleNumber: number;
  daysToExpiry: number;
  total: number;
}

function awardListOrder(query: AccreditationListQueryParsed): Prisma.Sql {
  const direction = query.sortOrder === 'desc' ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  switch (query.sortBy) {
    case 'universityName':
      return Prisma.sql`u.name ${direction}, c."campusName" ASC, c.id ASC`;
    case 'dateOfAccreditationEng':
      return Prisma.sql`award."awardedOnAd" ${direction}, c."campusName" ASC, c.id ASC`;
    case 'dateOfExpireAccreditationEng':
      return Prisma.sql`award."validUntilAd" ${direction}, c."campusName" ASC, c.id ASC`;
    default:
      return Prisma.sql`c."campusName" ${direction}, c.id ${direction}`;
  }
}

/**
 * GET AddAccreditation: the accredited campuses of the caller's scope, each with its latest
 * award and the status computed today; an array, or a page with its totals, in one statement.
 */
export async function listAccreditations(
  context: ReadContext,
  query: AccreditationListQueryParsed,
): Promise<AccreditationListItem[] | Page<AccreditationListItem>> {
  const today = todayInNepal(context.clock);
  const status = qaaStatusSql(Prisma.sql`award`, today);
  const conditions = qaaListConditions(
    context,
    query,
    status,
    (provinceId) =>
      Prisma.sql`EXISTS (SELECT 1 FROM "LocalLevel" ll JOIN "District" d ON d.id = ll."districtId"
                          WHERE ll.id = c."localLevelId" AND d."provinceId" = ${provinceId})`,
  );
  const from = Prisma.sql`
      FROM "QaaCampus" qc
      JOIN "Campus" c ON c.id = qc."campusId"
      JOIN "University" u ON u.id = c."universityId"
      JOIN LATERAL (${latestAwardSql(Prisma.sql`c.id`)}) award ON true
      JOIN "QaaCycle" q ON q.id = award."cycleId"
     WHERE ${Prisma.join(conditions, ' AND ')}`;
  const request = pageRequest(query);
  const window = request ? Prisma.sql`LIMIT ${request.take} OFFSET ${request.skip}` : Prisma.empty;
  const rows = await context.prisma.$queryRaw<AwardRowSql[]>`
    SELECT q.id, c.id AS "campusId", c."universityId", c."campusName", u.name AS "universityName",
           c."campusType"::text AS "campusType", ${status} AS status,
           award."awardedOnAd", award."awardedOnBs", award."validUntilAd", award."validUntilBs", q."cycleNumber",
           (award."validUntilAd" - ${today}::date)::int AS "daysToExpiry", (count(*) OVER ())::int AS total
      ${from}
     ORDER BY ${awardListOrder(query)}
     ${window}`;
  const items = rows.map((row): AccreditationListItem => ({
    id: row.id,
    campusId: row.campusId,
    universityId: row.universityId,
    campusName: row.campusName,
    universityName: row.universityName,
    campusType: row.campusType,
    status: row.status,
    dateOfAccreditationEng: adText(row.awardedOnAd),
    dateOfAccreditationNep: row.awardedOnBs,
    dateOfExpireAccreditationEng: adText(row.validUntilAd),
    dateOfExpireAccreditationNep: row.validUntilBs,
    cycleNumber: row.cycleNumber,
    daysToExpiry: row.daysToExpiry,
  }));
  if (!request) return items;
  const page = await countedPage(rows, request, async () => {
    const [counted] = await context.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total ${from}`;
    return counted?.total ?? 0;
  });
  return { ...page, data: items };
}

// ---- One award -------------------------------------------------------------------------------

/** An awarded cycle of the caller's scope; any other answers 404 like a missing one. */
async function findAward(context: ReadContext, id: number): Promise<CycleRow> {
  const cycle = await findAwardOrCycle(context, id);
  if (cycle.stage !== 'Awarded') throw AppError.notFound('Accreditation');
  return cycle;
}

/** A cycle of the caller's scope, named as the contract names it (an accreditation) when missing. */
async function findAwardOrCycle(context: ReadContext, id: number): Promise<CycleRow> {
  try {
    return await findCycle(context, id);
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw AppError.notFound('Accreditation');
    throw error;
  }
}

const awardEventOf = (cycle: CycleRow) => cycle.events.findLast((event) => event.stage === 'Awarded');

async function toDetail(context: ReadContext, cycle: CycleRow): Promise<AccreditationDetail> {
  const campus = await context.prisma.campus.findUniqueOrThrow({
    where: { id: cycle.campusId },
    select: { campusName: true, campusType: true, university: { select: { name: true } } },
  });
  const first = cycle.isReaccreditation
    ? await context.prisma.qaaCycle.findFirst({
        where: { campusId: cycle.campusId, stage: 'Awarded' },
        orderBy: [{ awardedOnAd: 'asc' }, { id: 'asc' }],
      })
    : cycle;
  const day = (value: Date | null | undefined) => (value ? adText(value) : '');
  const renewal = cycle.isReaccreditation;
  return {
    id: cycle.id,
    universityId: cycle.universityId,
    universityName: campus.university.name,
    addCampusAccreditationId: cycle.campusId,
    campusName: campus.campusName,
    campusType: campus.campusType,
    fiscalYearId: cycle.fiscalYearId,
    status: renewal ? 'renew' : 'Accredited',
    remarks: cycle.remarks,
    dateOfAccreditationEng: day(first?.awardedOnAd),
    dateOfAccreditationNep: first?.awardedOnBs ?? '',
    dateOfExpireAccreditationEng: day(first?.validUntilAd),
    dateOfExpireAccreditationNep: first?.validUntilBs ?? '',
    dateOfReAccreditationEng: renewal ? day(cycle.awardedOnAd) : '',
    dateOfReAccreditationNep: renewal ? (cycle.awardedOnBs ?? '') : '',
    dateOfExpireRenewAccreditationEng: renewal ? day(cycle.validUntilAd) : '',
    dateOfExpireRenewAccreditationNep: renewal ? (cycle.validUntilBs ?? '') : '',
    evidenceFileName: awardEventOf(cycle)?.documentFileName ?? null,
  };
}

/** GET AddAccreditation/{id}: an array of one, as the client reads it. */
export async function getAccreditation(context: ReadContext, id: number): Promise<AccreditationDetail[]> {
  return [await toDetail(context, await findAward(context, id))];
}

export async function sendEvidence(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  id: number,
): Promise<FastifyReply> {
  const event = awardEventOf(await findAward(context, id));
  if (!event?.documentStorageKey || !event.documentFileName || !event.documentContentType)
    throw AppError.notFound('Evidence');
  return sendPrivateFile(reply, fileStore, {
    storageKey: event.documentStorageKey,
    fileName: event.documentFileName,
    contentType: event.documentContentType,
    size: event.documentSize ?? 0,
  });
}

// ---- Recording and correcting an award ---------------------------------------------------------

interface AwardForm {
  awardedOn: DayPair;
  validUntil: DayPair;
  validityYears: number | null;
}

/** The award's day and expiry from the pair the status names: the first accreditation's, or the renewal's. */
function awardOfForm(
  context: ReadContext,
  form: CreateAccreditationBodyParsed,
  renewal: boolean,
  issues: FieldIssue[],
): AwardForm | undefined {
  const [onNep, onEng, untilNep, untilEng] = renewal
    ? ([
        'dateOfReAccreditationNep',
        'dateOfReAccreditationEng',
        'dateOfExpireRenewAccreditationNep',
        'dateOfExpireRenewAccreditationEng',
      ] as const)
    : ([
        'dateOfAccreditationNep',
        'dateOfAccreditationEng',
        'dateOfExpireAccreditationNep',
        'dateOfExpireAccreditationEng',
      ] as const);
  const awardedOn = requiredPastDay(context, form[onNep], form[onEng], onNep, issues);
  const given = dayOfPair(form[untilNep], form[untilEng], untilNep, issues);
  if (!awardedOn) return undefined;
  const expiry = expiryOfAward(awardedOn, given, undefined, untilNep, issues);
  return expiry ? { awardedOn, ...expiry } : undefined;
}

async function fiscalYearIssue(context: ReadContext, fiscalYearId: number): Promise<FieldIssue | undefined> {
  const year = await context.prisma.fiscalYear.findUnique({ where: { id: fiscalYearId }, select: { id: true } });
  return year ? undefined : { field: 'body.fiscalYearId', message: M.noSuchFiscalYear };
}

function evidenceFiles(file: CreateAccreditationBodyParsed['evidenceDoc'], campusId: number) {
  return file === undefined ? [] : [{ file, folder: `qaa/${campusId}`, label: 'evidence', kind: 'document' as const }];
}

/**
 * POST AddAccreditation (multipart): an award decided outside HEMIS's stages, recorded as a
 * closed cycle with its evidence. "renew" renews a campus that holds or held an award (the
 * re-accreditation pair); "Accredited" records a first accreditation (the first pair).
 */
export async function createAccreditation(
  context: WriteContext,
  fileStore: FileStore,
  form: CreateAccreditationBodyParsed,
): Promise<AccreditationDetail> {
  const campus = await context.prisma.campus.findUnique({
    where: { id: form.addCampusAccreditationId },
    select: { id: true, universityId: true },
  });
  const issues: FieldIssue[] = [];
  if (!campus) issues.push({ field: 'body.addCampusAccreditationId', message: M.noSuchCampus });
  else if (campus.universityId !== form.universityId)
    issues.push({ field: 'body.universityId', message: M.universityMismatch });
  const renewal = form.status === 'renew';
  const award = awardOfForm(context, form, renewal, issues);
  const yearIssue = await fiscalYearIssue(context, form.fiscalYearId);
  if (yearIssue) issues.push(yearIssue);
  const documentIssue = await pdfIssue(form.evidenceDoc, 'evidenceDoc');
  if (documentIssue) issues.push(documentIssue);
  refuseIfAny(issues);
  const campusId = campus!.id;

  const held = await context.prisma.qaaCycle.count({ where: { campusId, stage: 'Awarded' } });
  if (renewal && held === 0) throw AppError.conflict(M.nothingToRenew);
  const open = await context.prisma.qaaCycle.findFirst({
    where: { campusId, stage: { notIn: [...CLOSED_STAGES] } },
    select: { id: true },
  });
  if (open) throw AppError.conflict(M.cycleInProgress);

  const created = await conflictAs(
    M.cycleInProgress,
    withSavedPrivateFiles(fileStore, evidenceFiles(form.evidenceDoc, campusId), ([stored]) =>
      inTransaction(context.prisma, (db) =>
        openCycle(
          db,
          context,
          campus!,
          {
            stage: 'Awarded',
            recordedDirectly: true,
            fiscalYearId: form.fiscalYearId,
            awardedOnBs: award!.awardedOn.bs,
            awardedOnAd: adDate(award!.awardedOn.ad),
            validityYears: award!.validityYears,
            validUntilBs: award!.validUntil.bs,
            validUntilAd: adDate(award!.validUntil.ad),
            remarks: form.remarks ?? null,
          },
          { day: award!.awardedOn, remarks: form.remarks ?? null, stored },
        ),
      ),
    ),
  );
  return toDetail(context, created);
}

/**
 * PUT AddAccreditation/{id} (multipart): corrects an award's dates, fiscal year, remarks and
 * evidence; the pair read is the award's own (the renewal's for a re-accreditation). Audited
 * with what it was and what it is.
 */
export async function updateAccreditation(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  form: UpdateAccreditationBodyParsed,
): Promise<AccreditationDetail> {
  const before = await findAwardOrCycle(context, id);
  if (before.stage !== 'Awarded') throw AppError.conflict(M.notAwarded);
  const issues: FieldIssue[] = [];
  if (form.addCampusAccreditationId !== before.campusId)
    issues.push({ field: 'body.addCampusAccreditationId', message: M.noSuchCampus });
  if (form.universityId !== before.universityId)
    issues.push({ field: 'body.universityId', message: M.universityMismatch });
  const award = awardOfForm(context, form, before.isReaccreditation, issues);
  const yearIssue = await fiscalYearIssue(context, form.fiscalYearId);
  if (yearIssue) issues.push(yearIssue);
  const documentIssue = await pdfIssue(form.evidenceDoc, 'evidenceDoc');
  if (documentIssue) issues.push(documentIssue);
  refuseIfAny(issues);

  const event = awardEventOf(before);
  const replaced =
    form.evidenceDoc !== undefined && event?.documentStorageKey ? [{ storageKey: event.documentStorageKey }] : [];
  const after = await withReplacedPrivateFiles(
    fileStore,
    evidenceFiles(form.evidenceDoc, before.campusId),
    replaced,
    ([stored]) =>
      inTransaction(context.prisma, async (db) => {
        await db.qaaCycle.update({
          where: { id },
          data: {
            fiscalYearId: form.fiscalYearId,
            awardedOnBs: award!.awardedOn.bs,
            awardedOnAd: adDate(award!.awardedOn.ad),
            validityYears: award!.validityYears,
            validUntilBs: award!.validUntil.bs,
            validUntilAd: adDate(award!.validUntil.ad),
            ...(form.remarks !== undefined ? { remarks: form.remarks } : {}),
          },
        });
        const eventData = {
          dateBs: award!.awardedOn.bs,
          dateAd: adDate(award!.awardedOn.ad),
          ...documentColumns(stored),
        };
        if (event) await db.qaaStageEvent.update({ where: { id: event.id }, data: eventData });
        else
          await db.qaaStageEvent.create({
            data: { ...eventData, cycleId: id, stage: 'Awarded', actorId: context.actor.userId },
          });
        const row = await findCycle(context, id, db);
        const evidence = (cycle: CycleRow) => awardEventOf(cycle)?.documentStorageKey ?? null;
        await auditWrite(db, context, 'update', QAA_CYCLE_ENTITY, id, {
          ...changedFields(cycleAuditView(before), cycleAuditView(row)),
          ...(evidence(before) !== evidence(row) ? { evidence: { from: evidence(before), to: evidence(row) } } : {}),
        });
        return row;
      }),
  );
  return toDetail(context, after);
}
