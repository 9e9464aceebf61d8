/**
 * A campus's signatories (uploadsign, api-contract 5.7 and 8.2): name, post, index, where the
 * signature appears, and three private images (signature, stamp, institution). Index 1 is the
 * campus chief, whose signature certificates and ID cards carry: a campus has at most one
 * active index-1 signatory. Images are checked by content and sent only to users whose scope
 * holds the campus.
 */
import {
  CAMPUS_CHIEF_INDEX,
  EMPLOYEE_RECORDS_MESSAGES as M,
  SIGNATURE_FLAGS,
  applicableId,
  signatureImageUrl,
  type Signature,
  type SignatureFormParsed,
  type SignatureUpdateFormParsed,
  type UploadedFile,
} from '@hemis/contracts';
import type { FastifyReply } from 'fastify';
import type { Db, Prisma } from '../../db/prisma.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import { CAMPUS_AND_UNIVERSITY_SCOPE, campusOwner } from '../../lib/ownership.ts';
import {
  removePrivateFiles,
  sendPrivateFile,
  withSavedPrivateFiles,
  type StoredFile,
} from '../../lib/private-files.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound, scopeWhere } from '../../lib/scope.ts';
import type { FileStore } from '../../lib/file-store.ts';

type SignatureRow = Prisma.SignatureGetPayload<object>;

const ENTITY = 'Signature';

/** The images by the form's field, the column pair that keeps each, and the name of its URL. */
const IMAGES = [
  { field: 'uploadSignature', key: 'signatureImageKey', type: 'signatureImageType', which: 'signature' },
  { field: 'stampImage', key: 'stampImageKey', type: 'stampImageType', which: 'stamp' },
  { field: 'institutionImage', key: 'institutionImageKey', type: 'institutionImageType', which: 'institution' },
] as const;
type Which = (typeof IMAGES)[number]['which'];

export function toSignature(row: SignatureRow): Signature {
  const url = (image: (typeof IMAGES)[number]) => (row[image.key] ? signatureImageUrl(row.id, image.which) : null);
  return {
    id: row.id,
    campusId: row.campusId,
    employeeId: row.employeeId,
    name: row.name,
    fullName: row.name,
    post: row.post,
    status: row.status,
    remarks: row.remarks,
    index: row.index,
    ...(Object.fromEntries(SIGNATURE_FLAGS.map((flag) => [flag, row[flag]])) as Record<
      (typeof SIGNATURE_FLAGS)[number],
      boolean
    >),
    uploadSignature: url(IMAGES[0]),
    stampImage: url(IMAGES[1]),
    institutionImage: url(IMAGES[2]),
  };
}

const inScope = (context: ReadContext, where: Prisma.SignatureWhereInput) =>
  scopeWhere<Prisma.SignatureWhereInput>(context.scope, CAMPUS_AND_UNIVERSITY_SCOPE, where);

async function findSignatureRow(context: ReadContext, id: number): Promise<SignatureRow> {
  return foundOrNotFound(await context.prisma.signature.findFirst({ where: inScope(context, { id }) }), 'Signature');
}

/** The caller's campus's signatories (others: one campus of their scope with ?campusId=), by index. */
export async function listSignatures(context: ReadContext, campusId?: number): Promise<Signature[]> {
  const campus = context.scope.kind === 'campus' ? context.scope.campusId : applicableId(campusId);
  if (!campus) return [];
  const rows = await context.prisma.signature.findMany({
    where: inScope(context, { campusId: campus }),
    orderBy: [{ index: 'asc' }, { id: 'asc' }],
  });
  return rows.map(toSignature);
}

export async function listEmployeeSignatures(context: ReadContext, employeeId: number) {
  const rows = await context.prisma.signature.findMany({
    where: inScope(context, { employeeId }),
    orderBy: [{ index: 'asc' }, { id: 'asc' }],
    select: { id: true, name: true, index: true, post: true, status: true },
  });
  return rows;
}

export async function getSignature(context: ReadContext, id: number): Promise<Signature> {
  return toSignature(await findSignatureRow(context, id));
}

async function assertEmployeeOfCampus(db: Db, employeeId: number | undefined, campusId: number) {
  const id = applicableId(employeeId);
  if (!id) return;
  const employee = await db.employee.findFirst({ where: { id, campusId }, select: { id: true } });
  if (!employee) throw AppError.validation([{ field: 'body.employeeId', message: M.employeeNotOfCampus }]);
}

/** One active campus chief (index 1) a campus. */
async function assertChiefFree(db: Db, campusId: number, index: number, active: boolean, exceptId?: number) {
  if (index !== CAMPUS_CHIEF_INDEX || !active) return;
  const chief = await db.signature.findFirst({
    where: { campusId, index: CAMPUS_CHIEF_INDEX, status: true, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  });
  if (chief) throw AppError.conflict(M.chiefExists);
}

function uploadsOf(form: Partial<Pick<SignatureFormParsed, 'uploadSignature' | 'stampImage' | 'institutionImage'>>) {
  return IMAGES.filter((image) => form[image.field] !== undefined).map((image) => ({
    image,
    file: form[image.field] as UploadedFile,
  }));
}

function imageColumns(uploads: ReturnType<typeof uploadsOf>, stored: StoredFile[]) {
  return Object.fromEntries(
    uploads.flatMap(({ image }, index) => [
      [image.key, stored[index]!.storageKey],
      [image.type, stored[index]!.contentType],
    ]),
  ) as Partial<Prisma.SignatureUncheckedCreateInput>;
}

const flagsOf = (form: SignatureUpdateFormParsed) =>
  Object.fromEntries(SIGNATURE_FLAGS.map((flag) => [flag, form[flag]])) as Partial<
    Record<(typeof SIGNATURE_FLAGS)[number], boolean>
  >;

const saved = (uploads: ReturnType<typeof uploadsOf>, campusId: number) =>
  uploads.map(({ image, file }) => ({
    file,
    folder: `signatures/${campusId}`,
    label: image.which,
    kind: 'image' as const,
  }));

/** uploadsign/upload: a new signatory of the caller's campus with its signature image. */
export async function uploadSignature(context: WriteContext, fileStore: FileStore, form: SignatureFormParsed) {
  const owner = await campusOwner(context.prisma, context.scope);
  if (!form.uploadSignature)
    throw AppError.validation([{ field: 'body.uploadSignature', message: M.signatureImageRequired }]);
  await assertEmployeeOfCampus(context.prisma, form.employeeId, owner.campusId);
  const uploads = uploadsOf(form);
  const created = await withSavedPrivateFiles(fileStore, saved(uploads, owner.campusId), (stored) =>
    inTransaction(context.prisma, async (db) => {
      const status = form.status ?? true;
      await assertChiefFree(db, owner.campusId, form.index, status);
      const row = await db.signature.create({
        data: {
          campusId: owner.campusId,
          universityId: owner.universityId,
          employeeId: applicableId(form.employeeId) ?? null,
          name: form.name,
          post: form.post ?? null,
          status,
          remarks: form.remarks ?? null,
          index: form.index,
          ...flagsOf(form),
          ...imageColumns(uploads, stored),
          createdById: context.actor.userId,
        },
      });
      await auditWrite(db, context, 'create', ENTITY, row.id, toSignature(row));
      return row;
    }),
  );
  return { message: M.uploadSuccessful, id: created.id };
}

/** PATCH uploadsign/{id}: what is sent replaces what is kept; images sent replace the old ones. */
export async function updateSignature(
  context: WriteContext,
  fileStore: FileStore,
  id: number,
  form: SignatureUpdateFormParsed,
): Promise<Signature> {
  const before = await findSignatureRow(context, id);
  const campusId = before.campusId!;
  await assertEmployeeOfCampus(context.prisma, form.employeeId, campusId);
  const uploads = uploadsOf(form);
  const after = await withSavedPrivateFiles(fileStore, saved(uploads, campusId), (stored) =>
    inTransaction(context.prisma, async (db) => {
      await assertChiefFree(db, campusId, form.index ?? before.index, form.status ?? before.status, id);
      const row = await db.signature.update({
        where: { id },
        data: {
          name: form.name,
          post: form.post,
          status: form.status,
          remarks: form.remarks,
          index: form.index,
          ...(form.employeeId !== undefined ? { employeeId: applicableId(form.employeeId) ?? null } : {}),
          ...flagsOf(form),
          ...imageColumns(uploads, stored),
        },
      });
      await auditWrite(db, context, 'update', ENTITY, id, { before: toSignature(before), after: toSignature(row) });
      return row;
    }),
  );
  await removePrivateFiles(
    fileStore,
    uploads.map(({ image }) => before[image.key]).filter((key): key is string => Boolean(key)),
  );
  return toSignature(after);
}

export async function deleteSignature(context: WriteContext, fileStore: FileStore, id: number) {
  const before = await findSignatureRow(context, id);
  await inTransaction(context.prisma, async (db) => {
    await db.signature.delete({ where: { id } });
    await auditWrite(db, context, 'delete', ENTITY, id, toSignature(before));
  });
  await removePrivateFiles(
    fileStore,
    IMAGES.map((image) => before[image.key]).filter((key): key is string => Boolean(key)),
  );
  return { message: M.signatureDeleted };
}

export async function sendSignatureImage(
  context: ReadContext,
  reply: FastifyReply,
  fileStore: FileStore,
  id: number,
  which: Which,
) {
  const row = await findSignatureRow(context, id);
  const image = IMAGES.find((entry) => entry.which === which)!;
  const storageKey = row[image.key];
  const contentType = row[image.type];
  if (!storageKey || !contentType) throw AppError.notFound('Image');
  return sendPrivateFile(reply, fileStore, {
    storageKey,
    contentType,
    fileName: `${which}.${contentType.split('/')[1]}`,
    size: 0,
  });
}
