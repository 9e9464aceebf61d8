/**
 * Ending sessions (docs/decisions/0034-sign-in-security.md): a session is never deleted while it
 * could be used, it is marked ended with a reason, which the trigger on UserSession announces to
 * every server process, so the next request made in it is refused wherever it arrives.
 */
import type { Prisma, PrismaClient } from '../../db/prisma.ts';
import type { Clock } from '../../lib/clock.ts';

/** Why a session ended, as its user's list shows it. */
export type SessionEndReason =
  | 'signed-out'
  | 'ended-by-user'
  | 'ended-by-administrator'
  | 'password-changed'
  | 'password-reset'
  | 'account-disabled'
  | 'role-changed'
  | 'second-factor-reset';

type Db = PrismaClient | Prisma.TransactionClient;

/** Ends the user's open sessions (all, or all but `except`); answers how many ended. */
export async function endSessionsOf(
  db: Db,
  clock: Clock,
  userId: number,
  reason: SessionEndReason,
  options: { except?: string | null; only?: string } = {},
): Promise<number> {
  const ended = await db.userSession.updateMany({
    where: {
      userId,
      endedAt: null,
      ...(options.only ? { id: options.only } : {}),
      ...(options.except ? { NOT: { id: options.except } } : {}),
    },
    data: { endedAt: clock.now(), endedReason: reason },
  });
  return ended.count;
}
