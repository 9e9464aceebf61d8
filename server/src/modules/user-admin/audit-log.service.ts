/**
 * The audit log viewer (issue: users, modules and permissions). Every write is audited where
 * it happens (lib/audit.ts); this reads the log, newest first, filtered and paged in the
 * database. The grants body reads every entry; a university the entries of its users and its
 * campuses' users, a campus its own users' entries. Nothing here writes: the API has no way
 * to change the log.
 */
import type { AuditQueryParsed } from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import type { Actor } from '../../lib/actor.ts';
import type { ReadContext } from '../../lib/context.ts';
import { pageRequest, toPage } from '../../lib/pagination.ts';
import { sameText } from '../../lib/text-match.ts';

function entriesInScope(actor: Actor): Prisma.AuditLogWhereInput {
  const { scope } = actor;
  switch (scope.kind) {
    case 'all':
      return {};
    case 'university':
      return { user: { universityId: scope.universityId } };
    case 'campus':
      return { user: { campusId: scope.campusId } };
    default:
      return { id: -1 };
  }
}

const DAY_MS = 86_400_000;

export async function listAuditEntries(context: ReadContext & { actor: Actor }, query: AuditQueryParsed) {
  const where: Prisma.AuditLogWhereInput = {
    AND: [
      entriesInScope(context.actor),
      ...(query.userId ? [{ userId: query.userId }] : []),
      ...(query.entity ? [{ entity: sameText(query.entity) }] : []),
      ...(query.action ? [{ action: query.action }] : []),
      ...(query.from ? [{ at: { gte: new Date(`${query.from}T00:00:00Z`) } }] : []),
      ...(query.to ? [{ at: { lt: new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) } }] : []),
    ],
  };
  const request = pageRequest(query) ?? pageRequest({ page: 1, pageSize: 25 })!;
  const [rows, total] = await Promise.all([
    context.prisma.auditLog.findMany({
      where,
      orderBy: [{ at: query.sortOrder ?? 'desc' }, { id: query.sortOrder ?? 'desc' }],
      skip: request.skip,
      take: request.take,
    }),
    context.prisma.auditLog.count({ where }),
  ]);
  return toPage(
    rows.map((row) => ({
      id: row.id.toString(),
      at: row.at.toISOString(),
      userId: row.userId,
      actorEmail: row.actorEmail,
      actorRole: row.actorRole,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      changes: row.changes,
      ip: row.ip,
    })),
    total,
    request,
  );
}
