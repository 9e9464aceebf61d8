/**
 * A campus's research and publications (api-contract 5.15, screen 8.9). A record belongs to the
 * campus of the staff member who enters it (the form's campusId and universityId are not
 * trusted), names one of the campus's employees as its researcher, and keeps its thumbnail image
 * and full document as private files sent only through the scoped file route. Its campus's staff
 * change and delete it; the campus, its university and the grants body read it through the scope
 * helper, and another campus's record answers 404 like a missing one. Research is no financial
 * record: a delete removes the record and its files, with an audit entry of what it held.
 */
import {
  PUBLICATION_ACTIVITY,
  RESEARCH_FILE_KINDS,
  RESEARCH_MESSAGES as M,
  applicableId,
  endsBeforeStart,
  researchFileUrl,
  type BsDay,
  type CreateResearchPublicationBodyParsed,
  type FieldIssue,
  type MessageResponse,
  type Page,
  type ResearchFileKind,
  type ResearchPublication,
  type ResearchPublicationListQueryParsed,
  type Researcher,
  type UpdateResearchPublicationBodyParsed,
  type UploadedFile,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { changedFields } from '../../lib/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusInScope, campusOwner } from '../../lib/ownership.ts';
import { listOrPage } from '../../lib/pagination.ts';
import { NAME_SELECT } from '../../lib/person-name.ts';
import {
  checkPrivateFile,
  filesInPlaceByKind,
  removePrivateFiles,
  sendPrivateFile,
  uploadedFileRows,
  withReplacedPrivateFiles,
  withSavedPrivateFiles,
} from '../../lib/private-files.ts';
import { auditedUpdate, auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import { containsText } from '../../lib/text-match.ts';
import { dayOf, fullNameOf } from '../employee/employee-record.ts';
import type { FileStore } from '../../lib/file-store.ts';

const ENTITY = 'ResearchPublication';

const RECORD_INCLUDE = {
  files: true,
  fiscalYear: { select: { yearNepali: true } },
  employee: { select: { salutation: true, ...NAME_SELECT } },
} as const satisfies Prisma.ResearchPublicationInclude;
type ResearchRow = Prisma.ResearchPublicationGetPayload<{ include: typeof RECORD_INCLUDE }>;

type Form = CreateResearchPublicationBodyParsed | UpdateResearchPublicationBodyParsed;

// ---- The answer ---------------------------------------------------------------------------

function toResearchPublication(row: ResearchRow): ResearchPublication {
  const fileOf = (kind: ResearchFileKind) => row.files.find((file) => file.kind === kind);
  const urlOf = (kind: ResearchFileKind) => (fileOf(kind) ? researchFileUrl(row.id, kind) : null);
  return {
    id: row.id,
    campusId: row.campusId,
    universityId: row.universityId,
    fiscalYearId: row.fiscalYearId,
    fiscalYear: row.fiscalYear.yearNepali,
    employeeId: row.employeeId,
    employeeName: fullNameOf(row.employee),
    activityType: row.activityType,
    publicationType: row.publicationType,
    activityTitle: row.activityTitle,
    startDate: row.startDateBs,
    startDateAd: dayOf(row.startDateAd),
    endDate: row.endDateBs,
    endDateAd: dayOf(row.endDateAd),
    fundedBy: row.fundedBy,
    fundedDate: row.fundedDateBs,
    fundedDateAd: dayOf(row.fundedDateAd),
    fundedAmount: row.fundedAmount?.toFixed(2) ?? null,
    isPublished: row.isPublished,
    publishedAt: row.publishedAt,
    publishedDate: row.publishedDateBs,
    publishedDateAd: dayOf(row.publishedDateAd),
    publicationBy: row.publicationBy,
    publicationFrequency: row.publicationFrequency,
    supportingMember: row.supportingMember,
    remarks: row.remarks,
    thumbnailImage: urlOf('thumbnailImage'),
    fullDoc: urlOf('fullDoc'),
    files: RESEARCH_FILE_KINDS.flatMap((kind) => {
      const file = fileOf(kind);
      return file
        ? [
            {
              kind,
              fileName: file.fileName,
              contentType: file.contentType,
              size: file.size,
              url: researchFileUrl(row.id, kind),
            },
          ]
        : [];
    }),
  };
}

/** What the audit log keeps of a record: its answer, with the stored file in place of each file's address. */
function auditView(row: ResearchRow): Record<string, unknown> {
  const { files: _files, ...view } = toResearchPublication(row);
  const entry: Record<string, unknown> = { ...view, thumbnailImage: null, fullDoc: null };
  for (const file of row.files) entry[file.kind] = file.storageKey;
  return entry;
}

// ---- From the form to columns -------------------------------------------------------------

/** The BS text of a date the form sent: undefined keeps the column, null clears it. */
const bsOf = (day: BsDay | null | undefined) => (day === undefined ? undefined : (day?.bs ?? null));
const adOf = (day: BsDay | null | undefined) =>
  day === undefined ? undefined : day ? new Date(`${day.ad}T00:00:00Z`) : null;

/** A stored day as the form's dates are read, for the rules that compare them with sent ones. */
const storedDay = (bs: string | null, ad: Date | null): BsDay | null => (bs && ad ? { bs, ad: dayOf(ad)! } : null);

/** The columns the form sets; undefined where it sent nothing (an edit keeps the column). */
function columnsOf(form: Form) {
  return {
    fiscalYearId: form.fiscalYearId,
    employeeId: form.employeeId,
    activityType: form.activityType,
    publicationType: form.publicationType,
    activityTitle: form.activityTitle,
    startDateBs: bsOf(form.startDate),
    startDateAd: adOf(form.startDate),
    endDateBs: bsOf(form.endDate),
    endDateAd: adOf(form.endDate),
    fundedBy: form.fundedBy,
    fundedDateBs: bsOf(form.fundedDate),
    fundedDateAd: adOf(form.fundedDate),
    // The decimal text as sent: Prisma writes it to the Decimal column as it is, with no float between.
    fundedAmount: form.fundedAmount,
    isPublished: form.isPublished,
    publishedAt: form.publishedAt,
    publishedDateBs: bsOf(form.publishedDate),
    publishedDateAd: adOf(form.publishedDate),
    publicationBy: form.publicationBy,
    publicationFrequency: form.publicationFrequency,
    supportingMember: form.supportingMember,
    remarks: form.remarks,
  };
}

/** A publication's type and frequency mean nothing for other activities (screen 8.9): those keep none. */
function withoutPublicationFieldsUnlessPublication<Columns extends ReturnType<typeof columnsOf>>(
  columns: Columns,
  activityType: string,
): Columns {
  return activityType === PUBLICATION_ACTIVITY
    ? columns
    : { ...columns, publicationType: null, publicationFrequency: null };
}

// ---- Files --------------------------------------------------------------------------------

interface Upload {
  kind: ResearchFileKind;
  file: UploadedFile;
}

/** What each file must be, read from its content: the thumbnail an image, the full document a PDF. */
const FILE_RULES: Record<ResearchFileKind, { contentTypes: readonly string[]; message: string }> = {
  thumbnailImage: { contentTypes: ['image/png', 'image/jpeg', 'image/webp'], message: M.thumbnailNotImage },
  fullDoc: { contentTypes: ['application/pdf'], message: M.fullDocNotPdf },
};

function uploadsOf(form: Form): Upload[] {
  return RESEARCH_FILE_KINDS.flatMap((kind) => {
    const file = form[kind];
    return file === undefined ? [] : [{ kind, file }];
  });
}

/** The problem of each file with its field, so the answer names them beside the other fields' problems. */
async function fileIssues(uploads: Upload[]): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const { kind, file } of uploads) {
    const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
    const rule = FILE_RULES[kind];
    try {
      if (!rule.contentTypes.includes(checkPrivateFile(bytes).contentType))
        issues.push({ field: `body.${kind}`, message: rule.message });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      issues.push({
        field: `body.${kind}`,
        message: error.code === 'PAYLOAD_TOO_LARGE' ? error.message : rule.message,
      });
    }
  }
  return issues;
}

function savedUploads(uploads: Upload[], campusId: number) {
  return uploads.map((upload) => ({
    file: upload.file,
    folder: `research/${campusId}`,
    label: upload.kind,
    kind: upload.kind === 'thumbnailImage' ? ('image' as const) : ('document' as const),
  }));
}

// ---- The rules between a form and the database ----------------------------------------------

/** The fiscal year must exist and the employee be one of the campus's own; each problem on its field. */
async function referenceIssues(db: Db, campusId: number, form: Form): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  if (form.fiscalYearId !== undefined) {
    const year = await db.fiscalYear.findUnique({ where: { id: form.fiscalYearId }, select: { id: true } });
    if (!year) issues.push({ field: 'body.fiscalYearId', message: M.fiscalYearUnknown });
  }
  if (form.employeeId !== undefined) {
    const employee = await db.employee.findFirst({
      where: { id: form.employeeId, campusId },
      select: { id: true },
    });
    if (!employee) issues.push({ field: 'body.employeeId', message: M.employeeNotOfCampus });
  }
  return issues;
}

function refuseIfAny(issues: FieldIssue[]): void {
  if (issues.length > 0) throw AppError.validation(issues);
}

// ---- Reads --------------------------------------------------------------------------------

function inScope(context: ReadContext, where: Prisma.ResearchPublicationWhereInput) {
  return scopeWhere<Prisma.ResearchPublicationWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);
}

async function findRow(context: ReadContext, id: number): Promise<ResearchRow> {
  const row = await context.prisma.researchPublication.findFirst({
    where: inScope(context, { id }),
    include: RECORD_INCLUDE,
  });
  return foundOrNotFound(row, 'Research record');
}

export async function getResearchPublication(context: ReadContext, id: number): Promise<ResearchPublication> {
  return toResearchPublication(await findRow(context, id));
}

/** Newest first by start date (records without one after), unless a column is asked for. */
function listOrder(query: ResearchPublicationListQueryParsed): Prisma.ResearchPublicationOrderByWithRelationInput[] {
  const sort = query.sortOrder ?? 'asc';
  switch (query.sortBy) {
    case 'activityTitle':
      return [{ activityTitle: sort }, { id: sort }];
    case 'activityType':
      return [{ activityType: sort }, { activityTitle: 'asc' }, { id: 'asc' }];
    case 'startDate':
      return [{ startDateAd: { sort, nulls: 'last' } }, { id: sort }];
    case 'endDate':
      return [{ endDateAd: { sort, nulls: 'last' } }, { id: sort }];
    case 'fundedAmount':
      return [{ fundedAmount: { sort, nulls: 'last' } }, { id: sort }];
    default:
      return [{ startDateAd: { sort: 'desc', nulls: 'last' } }, { id: 'desc' }];
  }
}

/**
 * GET ResearchPublication: the records of the caller's scope as the array the clients read, or
 * one page with its totals when a page is asked for; by fiscal year, activity type, campus and
 * a part of the title.
 */
export async function listResearchPublications(
  context: ReadContext,
  query: ResearchPublicationListQueryParsed,
): Promise<ResearchPublication[] | Page<ResearchPublication>> {
  const campusId = applicableId(query.campusId);
  if (campusId !== undefined) await campusInScope(context.prisma, context.scope, campusId);
  const fiscalYearId = applicableId(query.fiscalYearId);
  const where = inScope(context, {
    ...(campusId !== undefined ? { campusId } : {}),
    ...(fiscalYearId !== undefined ? { fiscalYearId } : {}),
    ...(query.activityType ? { activityType: query.activityType } : {}),
    ...(query.search ? { activityTitle: containsText(query.search) } : {}),
  });
  const orderBy = listOrder(query);
  return listOrPage(
    query,
    async (window) =>
      (await context.prisma.researchPublication.findMany({ where, orderBy, include: RECORD_INCLUDE, ...window })).map(
        toResearchPublication,
      ),
    () => context.prisma.researchPublication.count({ where }),
  );
}

/** The campus's employees the form offers as the researcher, teaching staff first. */
export async function listResearchers(context: ReadContext): Promise<Researcher[]> {
  // Only a campus keeps research; a caller of no campus has no researchers to offer.
  if (context.scope.kind !== 'campus') return [];
  const rows = await context.prisma.employee.findMany({
    where: scopeWhere<Prisma.EmployeeWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE),
    select: {
      id: true,
      salutation: true,
      ...NAME_SELECT,
      employeeType: true,
      employeePosition: { select: { postName: true } },
    },
    orderBy: [{ employeeType: 'asc' }, { firstName: 'asc' }, { lastName: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => ({
    id: row.id,
    fullName: fullNameOf(row),
    employeeType: row.employeeType,
    postName: row.employeePosition?.postName ?? null,
  }));
}

export async function sendResearchFile(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  id: number,
  kind: ResearchFileKind,
): Promise<FastifyReply> {
  const file = (await findRow(context, id)).files.find((entry) => entry.kind === kind);
  if (!file) throw AppError.notFound('File');
  return sendPrivateFile(reply, fileStore, file);
}

// ---- Writes -------------------------------------------------------------------------------

/** POST ResearchPublication (multipart): a record of the caller's campus with its files, audited. */
export async function createResearchPublication(
  context: WriteContext,
  fileStore: FileStore,
  form: CreateResearchPublicationBodyParsed,
): Promise<ResearchPublication> {
  const { campusId, universityId } = await campusOwner(context.prisma, context.scope);
  const uploads = uploadsOf(form);
  refuseIfAny([...(await referenceIssues(context.prisma, campusId, form)), ...(await fileIssues(uploads))]);
  const columns = withoutPublicationFieldsUnlessPublication(columnsOf(form), form.activityType);
  return withSavedPrivateFiles(fileStore, savedUploads(uploads, campusId), (stored) =>
    inTransaction(context.prisma, async (db) => {
      const created = await db.researchPublication.create({
        data: {
          ...columns,
          fiscalYearId: form.fiscalYearId,
          employeeId: form.employeeId,
          activityType: form.activityType,
          activityTitle: form.activityTitle,
          campusId,
          universityId,
          files: { create: uploadedFileRows(uploads, stored, context.actor.userId) },
        },
        include: RECORD_INCLUDE,
      });
      await auditWrite(db, context, 'create', ENTITY, created.id, auditView(created));
      return toResearchPublication(created);
    }),
  );
}

/**
 * PATCH ResearchPublication/{id} (multipart): what the edit sends replaces what is kept, a new
 * file replaces the kept one of its kind; the dates and the publication type are checked
 * against what the record keeps.
 */
export async function updateResearchPublication(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  form: UpdateResearchPublicationBodyParsed,
): Promise<ResearchPublication> {
  const before = await findRow(context, id);
  const activityType = form.activityType ?? before.activityType;
  const issues: FieldIssue[] = [];
  const dates = {
    startDate: form.startDate === undefined ? storedDay(before.startDateBs, before.startDateAd) : form.startDate,
    endDate: form.endDate === undefined ? storedDay(before.endDateBs, before.endDateAd) : form.endDate,
  };
  if (endsBeforeStart(dates)) issues.push({ field: 'body.endDate', message: M.endBeforeStart });
  if (activityType === PUBLICATION_ACTIVITY && !(form.publicationType ?? before.publicationType))
    issues.push({ field: 'body.publicationType', message: M.publicationTypeRequired });
  const uploads = uploadsOf(form);
  issues.push(...(await referenceIssues(context.prisma, before.campusId, form)), ...(await fileIssues(uploads)));
  refuseIfAny(issues);

  const columns = withoutPublicationFieldsUnlessPublication(columnsOf(form), activityType);
  const replaced = before.files.filter((file) => uploads.some((upload) => upload.kind === file.kind));
  const after = await withReplacedPrivateFiles(fileStore, savedUploads(uploads, before.campusId), replaced, (stored) =>
    inTransaction(context.prisma, (db) =>
      auditedUpdate(
        db,
        context,
        ENTITY,
        before,
        (was: ResearchRow, is: ResearchRow) => changedFields(auditView(was), auditView(is)),
        () =>
          db.researchPublication.update({
            where: { id },
            data: {
              ...columns,
              files: filesInPlaceByKind(uploadedFileRows(uploads, stored, context.actor.userId), (kind) => ({
                researchPublicationId_kind: { researchPublicationId: id, kind },
              })),
            },
            include: RECORD_INCLUDE,
          }),
      ),
    ),
  );
  return toResearchPublication(after);
}

/** DELETE ResearchPublication/{id}: the record and its files are removed; the audit entry keeps what it held. */
export async function deleteResearchPublication(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
): Promise<MessageResponse> {
  const before = await findRow(context, id);
  await inTransaction(context.prisma, async (db) => {
    await db.researchPublication.delete({ where: { id } });
    await auditWrite(db, context, 'delete', ENTITY, id, auditView(before));
  });
  // Once the record is gone, nothing names its files: they go after the transaction, never before it.
  await removePrivateFiles(
    fileStore,
    before.files.map((file) => file.storageKey),
  );
  return { message: M.deleted };
}
