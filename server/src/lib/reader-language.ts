/**
 * The language a signed-in user reads HEMIS in (User.language, issue #32), for what the server
 * writes for them: a printed report's headings. Read when a document is written rather than
 * kept on the session's copy of the user: a change of language is not announced to the other
 * server processes (the user-change trigger does not watch that column), so a kept copy could
 * print in the old language there for as long as it lives.
 */
import { DEFAULT_LANGUAGE, type Language } from '@hemis/contracts';
import type { Db } from '../db/prisma.ts';
import type { Actor } from './actor.ts';

export async function readerLanguage(db: Db, actor: Pick<Actor, 'userId'>): Promise<Language> {
  const user = await db.user.findUnique({ where: { id: actor.userId }, select: { language: true } });
  return user?.language ?? DEFAULT_LANGUAGE;
}
