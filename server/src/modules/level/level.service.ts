/**
 * Levels of a university (spec sections 3 to 5, api-contract 5.3). Every campus of the
 * university reads them; writes take the university (and campus) from the signed-in user.
 */
import { SPEC_MESSAGES, type Level } from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import { UNIVERSITY_RECORD_SCOPE } from '../../lib/ownership.ts';
import { UNANSWERED_TIMES, universityRecords } from '../../lib/records.ts';

export const levels = universityRecords<
  Level,
  Prisma.LevelWhereInput,
  Omit<Prisma.LevelUncheckedCreateInput, 'universityId' | 'campusId'>
>({
  entity: 'Level',
  conflictMessage: SPEC_MESSAGES.levelExists,
  readScope: UNIVERSITY_RECORD_SCOPE.read,
  writeScope: UNIVERSITY_RECORD_SCOPE.write,
  findFirst: (db, where) => db.level.findFirst({ where }),
  findMany: (db, where) => db.level.findMany({ where, orderBy: { levelName: 'asc' }, omit: UNANSWERED_TIMES }),
  create: (db, data) => db.level.create({ data }),
  update: (db, id, data) => db.level.update({ where: { id }, data }),
});
