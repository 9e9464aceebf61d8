/**
 * A campus's QAA cycle (issue #29, screens 8.6): the letter of intent opens a cycle, each stage
 * follows the one before (a deferral returns the campus to an earlier stage, an award or a
 * refusal closes it), each stage keeps its date, decision, remarks, document (a private PDF)
 * and who recorded it, and every change is audited. A campus's own staff send its letter of
 * intent and self-study report for their campus only; the grants body's QAA staff record every
 * other stage, form the peer review team and award. The campus list and a campus's standing
 * read the status computed from the latest award and today in Nepal.
 */
import {
  can,
  isGrantsBodyRole,
  QAA_CAMPUS_STAGES,
  QAA_MESSAGES as M,
  QAA_STAGE_LABELS,
  nextQaaStages,
  type FieldIssue,
  type Page,
  type QaaCampusListQueryParsed,
  type QaaCampusRow,
  type QaaCampusStanding,
  type QaaCycle,
  type QaaStageName,
  type QaaStatus,
  type QaaTeamBodyParsed,
  type RecordQaaStageBodyParsed,
  type StartQaaCycleBodyParsed,
  type QaaCampusType,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import { Prisma } from '../../generated/prisma/client.ts';
import { changedFields } from '../../lib/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInNepal } from '../../lib/clock.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { campusInScope } from '../../lib/ownership.ts';
import { countedPage, pageRequest } from '../../lib/pagination.ts';
import { conflictAs } from '../../lib/prisma-errors.ts';
import { sendPrivateFile, withSavedPrivateFiles } from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import {
  CLOSED_STAGES,
  CYCLE_INCLUDE,
  QAA_CYCLE_ENTITY,
  QAA_EVENT_ENTITY,
  actorNames,
  adDate,
  adText,
  campusAccreditation,
  cycleAnswer,
  cycleAuditView,
  expiryOfAward,
  findCycle,
  fiscalYearOfAward,
  isCampusCaller,
  latestAwardOf,
  latestAwardView,
  pdfIssue,
  refuseIfAny,
  requiredPastDay,
  dayOfPair,
  toCycle,
  documentColumns,
  openCycle,
  qaaListConditions,
} from './qaa-records.ts';
import { daysBetween, latestAwardSql, qaaStatus, qaaStatusSql } from './qaa-status.ts';
import type { FileStore } from '../../lib/file-store.ts';

/** The stages while the peer review team may be formed or changed. */
const TEAM_STAGES: readonly QaaStageName[] = ['SelfStudyReportApproved', 'PeerReviewTeamFormed', 'PreVisit'];

// ---- Reads -----------------------------------------------------------------------------------

interface CampusRowSql {
  campusId: number;
  campusName: string;
  universityId: number;
  universityName: string;
  campusType: QaaCampusType;
  provinceName: string | null;
  status: QaaStatus;
  currentStage: QaaStageName | null;
  validUntilAd: Date | null;
  total: number;
}

function campusListOrder(query: QaaCampusListQueryParsed): Prisma.Sql {
  const direction = query.sortOrder === 'desc' ? Prisma.sql`DESC` : Prisma.sql`ASC`;
  switch (query.sortBy) {
    case 'universityName':
      return Prisma.sql`u.name ${direction}, c."campusName" ASC, c.id ASC`;
    case 'validUntilAd':
      return Prisma.sql`award."validUntilAd" ${direction} NULLS LAST, c."campusName" ASC, c.id ASC`;
    default:
      return Prisma.sql`c."campusName" ${direction}, c.id ${direction}`;
  }
}

/**
 * GET Qaa/Campus: the campuses of the caller's scope in the programme with their status and the
 * stage of the cycle in progress; a page and its total in one statement.
 */
export async function listQaaCampuses(
  context: ReadContext,
  query: QaaCampusListQueryParsed,
): Promise<QaaCampusRow[] | Page<QaaCampusRow>> {
  const today = todayInNepal(context.clock);
  const status = qaaStatusSql(Prisma.sql`award`, today);
  const conditions = qaaListConditions(
    context,
    query,
    status,
    (provinceId) => Prisma.sql`d."provinceId" = ${provinceId}`,
  );
  if (query.stage) conditions.push(Prisma.sql`open.stage::text = ${query.stage}`);
  const where = Prisma.join(conditions, ' AND ');
  const from = Prisma.sql`
      FROM "QaaCampus" qc
      JOIN "Campus" c ON c.id = qc."campusId"
      JOIN "University" u ON u.id = c."universityId"
      LEFT JOIN "LocalLevel" ll ON ll.id = c."localLevelId"
      LEFT JOIN "District" d ON d.id = ll."districtId"
      LEFT JOIN "Province" p ON p.id = d."provinceId"
      LEFT JOIN LATERAL (${latestAwardSql(Prisma.sql`c.id`)}) award ON true
      LEFT JOIN "QaaCycle" open ON open."campusId" = c.id AND open.stage NOT IN ('Awarded', 'Refused')
     WHERE ${where}`;
  const request = pageRequest(query);
  const window = request ? Prisma.sql`LIMIT ${request.take} OFFSET ${request.skip}` : Prisma.empty;
  const rows = await context.prisma.$queryRaw<CampusRowSql[]>`
    SELECT c.id AS "campusId", c."campusName", c."universityId", u.name AS "universityName",
           c."campusType"::text AS "campusType", p.name AS "provinceName", ${status} AS status,
           open.stage::text AS "currentStage", award."validUntilAd", (count(*) OVER ())::int AS total
      ${from}
     ORDER BY ${campusListOrder(query)}
     ${window}`;
  const items = rows.map((row): QaaCampusRow => ({
    campusId: row.campusId,
    campusName: row.campusName,
    universityId: row.universityId,
    universityName: row.universityName,
    campusType: row.campusType,
    provinceName: row.provinceName,
    status: row.status,
    currentStage: row.currentStage,
    currentStageLabel: row.currentStage ? QAA_STAGE_LABELS[row.currentStage] : null,
    validUntilAd: row.validUntilAd ? adText(row.validUntilAd) : null,
    daysToExpiry: row.validUntilAd ? daysBetween(today, adText(row.validUntilAd)) : null,
  }));
  if (!request) return items;
  const page = await countedPage(rows, request, async () => {
    const [counted] = await context.prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total ${from}`;
    return counted?.total ?? 0;
  });
  return { ...page, data: items };
}

/** GET Qaa/Campus/{campusId}: where a campus stands, with every cycle newest first. */
export async function getQaaStanding(context: ReadContext, campusId: number): Promise<QaaCampusStanding> {
  const campus = await campusAccreditation(context, campusId);
  const rows = await context.prisma.qaaCycle.findMany({
    where: { campusId },
    include: CYCLE_INCLUDE,
    orderBy: { cycleNumber: 'desc' },
  });
  const names = await actorNames(context.prisma, rows);
  const award = await latestAwardOf(context.prisma, campusId);
  const latest = latestAwardView(award);
  const today = todayInNepal(context.clock);
  const open = rows.some((row) => !CLOSED_STAGES.includes(row.stage));
  return {
    campus,
    status: qaaStatus(latest, today),
    validUntilAd: latest?.validUntilAd ?? null,
    validUntilBs: award?.validUntilBs ?? null,
    daysToExpiry: latest ? daysBetween(today, latest.validUntilAd) : null,
    canStartCycle: !open && maySendLetterOfIntent(context),
    cycles: rows.map((row) => toCycle(context, row, names)),
  };
}

/** Whether the caller may send a letter of intent (open a cycle): the grants body's QAA staff, or the campus's own. */
function maySendLetterOfIntent(context: ReadContext): boolean {
  const role = context.actor?.role;
  if (!role || !can(role, 'qaa:submit')) return false;
  return isGrantsBodyRole(role) || isCampusCaller(context);
}

export async function sendEventDocument(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  cycleId: number,
  eventId: number,
): Promise<FastifyReply> {
  const cycle = await findCycle(context, cycleId);
  const event = cycle.events.find((candidate) => candidate.id === eventId);
  if (!event?.documentStorageKey || !event.documentFileName || !event.documentContentType)
    throw AppError.notFound('Document');
  return sendPrivateFile(reply, fileStore, {
    storageKey: event.documentStorageKey,
    fileName: event.documentFileName,
    contentType: event.documentContentType,
    size: event.documentSize ?? 0,
  });
}

// ---- Writes ----------------------------------------------------------------------------------

function savedDocument(file: StartQaaCycleBodyParsed['document'], campusId: number, label: string) {
  return file === undefined ? [] : [{ file, folder: `qaa/${campusId}`, label, kind: 'document' as const }];
}

/**
 * POST Qaa/Campus/{campusId}/Cycles: the letter of intent opens the campus's next cycle (a
 * re-accreditation once it holds or held an award). The campus enters the programme if it was
 * not in it. One cycle at a time: another while one is open answers 409.
 */
export async function startQaaCycle(
  context: WriteContext,
  fileStore: FileStore,
  campusId: number,
  form: StartQaaCycleBodyParsed,
): Promise<QaaCycle> {
  const campus = await campusInScope(context.prisma, context.scope, campusId);
  const issues: FieldIssue[] = [];
  const day = requiredPastDay(context, form.dateNep, form.dateEng, 'dateNep', issues);
  const documentIssue = await pdfIssue(form.document, 'document');
  if (documentIssue) issues.push(documentIssue);
  refuseIfAny(issues);
  const open = await context.prisma.qaaCycle.findFirst({
    where: { campusId, stage: { notIn: [...CLOSED_STAGES] } },
    select: { id: true },
  });
  if (open) throw AppError.conflict(M.cycleInProgress);

  const row = await conflictAs(
    M.cycleInProgress,
    withSavedPrivateFiles(fileStore, savedDocument(form.document, campusId, 'letter-of-intent'), ([stored]) =>
      inTransaction(context.prisma, (db) =>
        openCycle(
          db,
          context,
          { id: campus.campusId, universityId: campus.universityId },
          { stage: 'LetterOfIntent', remarks: form.remarks ?? null },
          { day: day!, remarks: form.remarks ?? null, stored },
        ),
      ),
    ),
  );
  return cycleAnswer(context, row);
}

/**
 * POST Qaa/Cycles/{id}/Stages: the next stage of an open cycle, in order. A campus's own staff
 * record only its self-study report; a deferral returns the cycle to an earlier stage; an award
 * sets its dates and validity; an award or a refusal closes the cycle.
 */
export async function recordQaaStage(
  context: WriteContext,
  fileStore: FileStore,
  cycleId: number,
  form: RecordQaaStageBodyParsed,
): Promise<QaaCycle> {
  const before = await findCycle(context, cycleId);
  const stage = form.stage;
  if (isCampusCaller(context) && !(QAA_CAMPUS_STAGES as readonly QaaStageName[]).includes(stage))
    throw new AppError('FORBIDDEN', M.stageNotForCampus);
  if (CLOSED_STAGES.includes(before.stage)) throw AppError.conflict(M.cycleClosed);
  if (!nextQaaStages(before.stage).includes(stage)) throw AppError.conflict(M.stageOutOfOrder);
  if (stage === 'PeerReviewTeamFormed' && before.reviewers.length === 0) throw AppError.conflict(M.reviewersRequired);

  const issues: FieldIssue[] = [];
  const day = requiredPastDay(context, form.dateNep, form.dateEng, 'dateNep', issues);
  const previous = before.events.at(-1);
  if (day && previous && day.ad < adText(previous.dateAd))
    issues.push({ field: 'body.dateNep', message: M.dateBeforePrevious });
  if (stage === 'SelfStudyReportSubmitted' && form.document === undefined)
    issues.push({ field: 'body.document', message: M.documentRequired });
  const documentIssue = await pdfIssue(form.document, 'document');
  if (documentIssue) issues.push(documentIssue);
  if (stage === 'Deferred' && !form.returnToStage)
    issues.push({ field: 'body.returnToStage', message: M.returnStageRequired });

  let award:
    | {
        fiscalYearId: number | null;
        validUntil: { bs: string; ad: string };
        validityYears: number | null;
      }
    | undefined;
  if (stage === 'Awarded' && day) {
    const given = dayOfPair(form.validUntilNep, form.validUntilEng, 'validUntilNep', issues);
    const expiry = expiryOfAward(day, given, form.validityYears, 'validUntilNep', issues);
    const fiscalYearId = await fiscalYearOfAward(context.prisma, form.fiscalYearId, day.ad, 'fiscalYearId', issues);
    if (expiry) award = { fiscalYearId, ...expiry };
  }
  refuseIfAny(issues);

  const cycleStage: QaaStageName = stage === 'Deferred' ? form.returnToStage! : stage;
  const after = await withSavedPrivateFiles(
    fileStore,
    savedDocument(form.document, before.campusId, stage.toLowerCase()),
    ([stored]) =>
      inTransaction(context.prisma, async (db) => {
        // The stage read before is checked again under the row's lock: two clerks recording at
        // once cannot both move the cycle from the same stage.
        const moved = await db.qaaCycle.updateMany({
          where: { id: cycleId, stage: before.stage },
          data: {
            stage: cycleStage,
            ...(award && day
              ? {
                  awardedOnBs: day.bs,
                  awardedOnAd: adDate(day.ad),
                  fiscalYearId: award.fiscalYearId,
                  validityYears: award.validityYears,
                  validUntilBs: award.validUntil.bs,
                  validUntilAd: adDate(award.validUntil.ad),
                }
              : {}),
          },
        });
        if (moved.count !== 1) throw AppError.conflict(M.stageOutOfOrder);
        const event = await db.qaaStageEvent.create({
          data: {
            cycleId,
            stage,
            returnedToStage: stage === 'Deferred' ? form.returnToStage! : null,
            dateBs: day!.bs,
            dateAd: adDate(day!.ad),
            decision: form.decision ?? null,
            remarks: form.remarks ?? null,
            actorId: context.actor.userId,
            ...documentColumns(stored),
          },
        });
        await auditWrite(db, context, 'create', QAA_EVENT_ENTITY, event.id, {
          cycleId,
          stage,
          returnedToStage: event.returnedToStage,
          dateBs: event.dateBs,
          decision: event.decision,
          documentStorageKey: event.documentStorageKey,
        });
        const row = await findCycle(context, cycleId, db);
        await auditWrite(
          db,
          context,
          'update',
          QAA_CYCLE_ENTITY,
          cycleId,
          changedFields(cycleAuditView(before), cycleAuditView(row)),
        );
        return row;
      }),
  );
  return cycleAnswer(context, after);
}

/** PUT Qaa/Cycles/{id}/Team: the peer review team replaced whole, while the cycle stands where a team is formed. */
export async function setQaaTeam(context: WriteContext, cycleId: number, body: QaaTeamBodyParsed): Promise<QaaCycle> {
  const before = await findCycle(context, cycleId);
  if (!TEAM_STAGES.includes(before.stage)) throw AppError.conflict(M.teamNotNow);
  const members = body.members.map((member) => ({
    name: member.name,
    role: member.role,
    institution: member.institution ?? null,
  }));
  const after = await inTransaction(context.prisma, async (db) => {
    await db.qaaPeerReviewer.deleteMany({ where: { cycleId } });
    await db.qaaPeerReviewer.createMany({ data: members.map((member) => ({ ...member, cycleId })) });
    await auditWrite(db, context, 'update', QAA_CYCLE_ENTITY, cycleId, {
      reviewers: {
        from: before.reviewers.map(({ name, role, institution }) => ({ name, role, institution })),
        to: members,
      },
    });
    return findCycle(context, cycleId, db);
  });
  return cycleAnswer(context, after);
}
