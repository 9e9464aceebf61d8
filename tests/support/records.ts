/**
 * Helpers for tests of setup records: the audit entries written for a record, and tiny
 * files whose first bytes make them a PNG, a JPEG or something else.
 */
import type { PrismaClient } from '../../server/src/db/prisma.ts';

export function auditEntriesFor(prisma: PrismaClient, entity: string, entityId: number | string) {
  return prisma.auditLog.findMany({ where: { entity, entityId: String(entityId) }, orderBy: { id: 'asc' } });
}

/** A PNG as far as any content check goes: the signature and a little more. */
export const PNG_BYTES = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
]);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]);
/** A script dressed as an image by its name only. */
export const NOT_AN_IMAGE = Buffer.from('<script>alert(1)</script>');
