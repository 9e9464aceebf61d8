/**
 * A campus's image gallery (spec section 2, `/image`): photographs of its buildings, labs,
 * library and grounds, each with a caption, shown on its signed-in fact sheet. An image
 * belongs to the campus of the staff member who uploads it (campus fields a form sends are
 * not trusted); its campus, its university and the grants body read it through the scope
 * helper, and another campus's image answers 404 like a missing one. A photo may show
 * people, so the image is a private file, checked by content and sent only through the
 * scoped file route. A campus keeps at most CAMPUS_IMAGE_LIMIT images.
 */
import {
  CAMPUS_IMAGE_LIMIT,
  CAMPUS_IMAGE_MESSAGES as M,
  applicableId,
  campusImageFileUrl,
  type CampusImage,
  type CampusImageListQueryParsed,
  type CreateCampusImageBodyParsed,
  type MessageResponse,
  type Page,
  type UpdateCampusImageBodyParsed,
  type UploadedFile,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { changedFields } from '../../lib/audit.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusInScope, campusOwner } from '../../lib/ownership.ts';
import { listOrPage } from '../../lib/pagination.ts';
import {
  checkPrivateFile,
  removePrivateFiles,
  sendPrivateFile,
  withSavedPrivateFiles,
} from '../../lib/private-files.ts';
import { auditedUpdate, auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import type { FileStore } from '../../lib/file-store.ts';

const ENTITY = 'CampusImage';

type CampusImageRow = Prisma.CampusImageGetPayload<object>;

/** The name a stored image is downloaded under (the upload's own name does not reach the server). */
const FILE_LABEL = 'campus-image';

function toCampusImage(row: CampusImageRow): CampusImage {
  return {
    id: row.id,
    campusId: row.campusId,
    universityId: row.universityId,
    caption: row.caption,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    url: campusImageFileUrl(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an image: its answer, with the stored file in place of its address. */
function auditView(row: CampusImageRow): Record<string, unknown> {
  const { url: _url, ...view } = toCampusImage(row);
  return { ...view, storageKey: row.storageKey };
}

// ---- Reads --------------------------------------------------------------------------------

function inScope(context: ReadContext, where: Prisma.CampusImageWhereInput) {
  return scopeWhere<Prisma.CampusImageWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);
}

async function findRow(context: ReadContext, id: number): Promise<CampusImageRow> {
  return foundOrNotFound(await context.prisma.campusImage.findFirst({ where: inScope(context, { id }) }), 'Image');
}

/**
 * GET CampusImage: the images of the caller's scope, newest first, as an array or one page
 * with its totals; a campus filter outside the scope answers 404.
 */
export async function listCampusImages(
  context: ReadContext,
  query: CampusImageListQueryParsed,
): Promise<CampusImage[] | Page<CampusImage>> {
  const campusId = applicableId(query.campusId);
  if (campusId !== undefined) await campusInScope(context.prisma, context.scope, campusId);
  const where = inScope(context, campusId !== undefined ? { campusId } : {});
  const orderBy: Prisma.CampusImageOrderByWithRelationInput[] = [{ createdAt: 'desc' }, { id: 'desc' }];
  return listOrPage(
    query,
    async (window) => (await context.prisma.campusImage.findMany({ where, orderBy, ...window })).map(toCampusImage),
    () => context.prisma.campusImage.count({ where }),
  );
}

/** GET CampusImage/{id}/file: the image itself, to a reader whose scope holds it. */
export async function sendCampusImageFile(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  id: number,
): Promise<FastifyReply> {
  return sendPrivateFile(reply, fileStore, await findRow(context, id));
}

// ---- Writes -------------------------------------------------------------------------------

/** The image's problem on its field (not an image, too large), so nothing is stored for it. */
async function checkImage(file: UploadedFile): Promise<void> {
  const bytes = file instanceof Uint8Array ? file : new Uint8Array(await file.arrayBuffer());
  try {
    checkPrivateFile(bytes, 'image');
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const message = error.code === 'PAYLOAD_TOO_LARGE' ? M.imageTooLarge : M.imageNotImage;
    throw AppError.validation([{ field: 'body.image', message }]);
  }
}

async function refuseBeyondLimit(db: Db, campusId: number): Promise<void> {
  if ((await db.campusImage.count({ where: { campusId } })) >= CAMPUS_IMAGE_LIMIT)
    throw AppError.conflict(M.limitReached);
}

/**
 * POST CampusImage (multipart): an image of the caller's campus with its caption, audited.
 * The limit is counted again under a lock of the campus's row, so two uploads at once cannot
 * both take the last place; a refused upload leaves no file behind.
 */
export async function createCampusImage(
  context: WriteContext,
  fileStore: FileStore,
  form: CreateCampusImageBodyParsed,
): Promise<CampusImage> {
  const { campusId, universityId } = await campusOwner(context.prisma, context.scope);
  await checkImage(form.image);
  await refuseBeyondLimit(context.prisma, campusId);
  const upload = { file: form.image, folder: `campus-images/${campusId}`, label: FILE_LABEL, kind: 'image' as const };
  return withSavedPrivateFiles(fileStore, [upload], ([stored]) =>
    inTransaction(context.prisma, async (db) => {
      // NO KEY UPDATE: other uploads of the campus wait, rows that only reference the campus do not.
      await db.$queryRaw`SELECT id FROM "Campus" WHERE id = ${campusId} FOR NO KEY UPDATE`;
      await refuseBeyondLimit(db, campusId);
      const created = await db.campusImage.create({
        data: {
          campusId,
          universityId,
          caption: form.caption,
          ...stored!,
          uploadedById: context.actor.userId,
          createdAt: context.clock.now(),
        },
      });
      await auditWrite(db, context, 'create', ENTITY, created.id, auditView(created));
      return toCampusImage(created);
    }),
  );
}

/** PATCH CampusImage/{id}: a new caption for an image of the caller's campus, audited. */
export async function updateCampusImage(
  context: WriteContext,
  id: number,
  body: UpdateCampusImageBodyParsed,
): Promise<CampusImage> {
  const before = await findRow(context, id);
  const after = await inTransaction(context.prisma, (db) =>
    auditedUpdate(
      db,
      context,
      ENTITY,
      before,
      (was: CampusImageRow, is: CampusImageRow) => changedFields(auditView(was), auditView(is)),
      () => db.campusImage.update({ where: { id }, data: { caption: body.caption } }),
    ),
  );
  return toCampusImage(after);
}

/** DELETE CampusImage/{id}: the image and its file are removed; the audit entry keeps what it held. */
export async function deleteCampusImage(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
): Promise<MessageResponse> {
  const before = await findRow(context, id);
  await inTransaction(context.prisma, async (db) => {
    await db.campusImage.delete({ where: { id } });
    await auditWrite(db, context, 'delete', ENTITY, id, auditView(before));
  });
  // Once the row is gone nothing names the file: it goes after the transaction, never before it.
  await removePrivateFiles(fileStore, [before.storageKey]);
  return { message: M.deleted };
}
