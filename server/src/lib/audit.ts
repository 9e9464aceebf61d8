/**
 * The audit log: who did what, including every sign-in, failed sign-in, sign-up, password
 * change and reset (issue: accounts and access). Entries keep the actor's email and role as
 * they were, so they survive later renames and deletions.
 */
import type { Prisma, PrismaClient } from '../db/prisma.ts';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-failed'
  | 'sign-in-verification-required'
  | 'sign-up'
  | 'password-change'
  | 'password-change-failed'
  | 'password-reset-request'
  | 'password-reset'
  | 'password-reset-failed';

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

export async function recordAudit(prisma: PrismaClient, entry: AuditEntry): Promise<void> {
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
