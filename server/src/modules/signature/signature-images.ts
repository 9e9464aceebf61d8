/**
 * The signatories a printed document of a campus carries: the active ones flagged for that
 * use, by index (the campus chief, index 1, first), with their images' bytes.
 */
import { SIGNATURE_USES, type SignatureUse } from '@hemis/contracts';
import type { Db } from '../../db/prisma.ts';
import { readPrivateFile } from '../../lib/private-files.ts';
import type { FileStore } from '../../lib/file-store.ts';

export interface DocumentSignatory {
  name: string;
  post: string | null;
  index: number;
  positionBelowSign: boolean;
  signature: { bytes: Buffer; contentType: string } | null;
  stamp: { bytes: Buffer; contentType: string } | null;
}

async function imageOf(fileStore: FileStore, key: string | null, contentType: string | null) {
  if (!key || !contentType) return null;
  // A file lost from the disk prints as a blank line to sign on, not as a failed document.
  const bytes = await readPrivateFile(fileStore, key);
  return bytes ? { bytes, contentType } : null;
}

export async function signaturesForDocument(
  db: Db,
  fileStore: FileStore,
  campusId: number,
  use: SignatureUse,
): Promise<DocumentSignatory[]> {
  const rows = await db.signature.findMany({
    where: { campusId, status: true, [SIGNATURE_USES[use]]: true },
    orderBy: [{ index: 'asc' }, { id: 'asc' }],
  });
  return Promise.all(
    rows.map(async (row) => ({
      name: row.name,
      post: row.post,
      index: row.index,
      positionBelowSign: row.isPositionBelowSign,
      signature: await imageOf(fileStore, row.signatureImageKey, row.signatureImageType),
      stamp: row.isUsedSignatureStamp ? await imageOf(fileStore, row.stampImageKey, row.stampImageType) : null,
    })),
  );
}
