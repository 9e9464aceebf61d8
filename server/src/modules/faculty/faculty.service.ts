/**
 * Faculties of a university (spec sections 3 to 5, api-contract 5.3). Every campus of the
 * university reads them; writes take the university (and campus) from the signed-in user.
 */
import { SPEC_MESSAGES, type Faculty } from '@hemis/contracts';
import type { Prisma } from '../../db/prisma.ts';
import { UNIVERSITY_RECORD_SCOPE } from '../../lib/ownership.ts';
import { UNANSWERED_TIMES, universityRecords } from '../../lib/records.ts';

export const faculties = universityRecords<
  Faculty,
  Prisma.FacultyWhereInput,
  Omit<Prisma.FacultyUncheckedCreateInput, 'universityId' | 'campusId'>
>({
  entity: 'Faculty',
  conflictMessage: SPEC_MESSAGES.facultyExists,
  readScope: UNIVERSITY_RECORD_SCOPE.read,
  writeScope: UNIVERSITY_RECORD_SCOPE.write,
  findFirst: (db, where) => db.faculty.findFirst({ where }),
  findMany: (db, where) => db.faculty.findMany({ where, orderBy: { facultyName: 'asc' }, omit: UNANSWERED_TIMES }),
  create: (db, data) => db.faculty.create({ data }),
  update: (db, id, data) => db.faculty.update({ where: { id }, data }),
});
