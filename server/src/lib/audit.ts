/**
 * The audit log: who did what, including every sign-in, failed sign-in, sign-up, password
 * change and reset (issue: accounts and access). Entries keep the actor's email and role as
 * they were, so they survive later renames and deletions.
 */
import type { Db } from '../db/prisma.ts';
import { Prisma } from '../generated/prisma/client.ts';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-verification-required'
  | 'sign-up'
  | 'password-change'
  | 'password-change-failed'
  | 'password-reset-request'
  | 'password-reset'
  | 'password-reset-failed'
  // Setup and every other record (issue: setup API): who created, changed or removed what.
  | 'create'
  | 'update'
  | 'delete';

export interface AuditEntry {
  /** The acting user; for a failed sign-in only the email typed is known. */
  actor: { userId?: number | null; email?: string | null; role?: string | null };
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  /** Never a password or a token. */
  changes?: Prisma.InputJsonValue;
  requestId?: string;
  ip?: string;
}

export async function recordAudit(prisma: Db, entry: AuditEntry): Promise<void> {
  await prisma.auditLog.create({
    data: {
      userId: entry.actor.userId ?? null,
      actorEmail: entry.actor.email ?? null,
      actorRole: entry.actor.role ?? null,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
      changes: entry.changes,
      requestId: entry.requestId,
      ip: entry.ip,
    },
  });
}

/**
 * The audit entry of a write made by one SQL statement, as that statement's data-modifying
 * CTE: the written row's id and what the entry keeps of it (`row.changes`, a jsonb expression)
 * exist only inside the statement, over its rows `row.from`.
 */
export function auditEntryInsert(
  entry: Omit<AuditEntry, 'entityId' | 'changes'>,
  row: { from: Prisma.Sql; entityId: Prisma.Sql; changes: Prisma.Sql },
): Prisma.Sql {
  return Prisma.sql`
    INSERT INTO "AuditLog" ("userId", "actorEmail", "actorRole", action, entity, "entityId", changes, "requestId", ip)
    SELECT ${entry.actor.userId ?? null}::int, ${entry.actor.email ?? null}::text, ${entry.actor.role ?? null}::text,
           ${entry.action}, ${entry.entity}, (${row.entityId})::text, ${row.changes},
           ${entry.requestId ?? null}::text, ${entry.ip ?? null}::text
      FROM ${row.from}`;
}

/** Plain JSON for the log: dates as ISO strings, Prisma decimals as strings, no functions. */
function toJson(value: unknown): Prisma.InputJsonValue | null {
  if (value === undefined) return null;
  return JSON.parse(JSON.stringify(value)) as Prisma.InputJsonValue | null;
}

/** Bookkeeping columns that change on every write and say nothing about what changed. */
const IGNORED_FIELDS = new Set(['createdAt', 'updatedAt']);

/** The fields of a record as a create entry keeps them. */
export function createdFields(record: Record<string, unknown>): Prisma.InputJsonValue {
  return toJson(Object.fromEntries(Object.entries(record).filter(([key]) => !IGNORED_FIELDS.has(key)))) ?? {};
}

/** What an update changed: `{ field: { from, to } }` for each field whose value differs. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: Prisma.InputJsonValue | null; to: Prisma.InputJsonValue | null }> {
  const changes: Record<string, { from: Prisma.InputJsonValue | null; to: Prisma.InputJsonValue | null }> = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (IGNORED_FIELDS.has(key)) continue;
    const from = toJson(before[key]);
    const to = toJson(after[key]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}
