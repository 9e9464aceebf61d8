/**
 * Who owns a new record. Writes take the university and the campus from the signed-in
 * user, never from the body (docs/decisions/0005): a campus user writes for its campus,
 * a university user for its university. Only the grants body, which has no institution of
 * its own, names one in the body, and it must exist.
 */
import { SETUP_MESSAGES, type Scope } from '@hemis/contracts';
import type { Db, Prisma } from '../db/prisma.ts';
import { AppError } from './app-error.ts';
import { foundOrNotFound, scopeWhere } from './scope.ts';

export interface UniversityOwner {
  universityId: number;
  /** The campus that created the record, when a campus user did. */
  campusId: number | null;
}

export interface CampusOwner {
  campusId: number;
  universityId: number;
}

function required(message: string, field: string): AppError {
  return AppError.validation([{ field: `body.${field}`, message }]);
}

/** The university (and campus) a university-owned record (faculty, level, program) is written for. */
export async function universityOwner(db: Db, scope: Scope, requestedUniversityId?: number): Promise<UniversityOwner> {
  switch (scope.kind) {
    case 'campus': {
      const campus = await db.campus.findUnique({ where: { id: scope.campusId }, select: { universityId: true } });
      return { universityId: foundOrNotFound(campus, 'Campus').universityId, campusId: scope.campusId };
    }
    case 'university':
      return { universityId: scope.universityId, campusId: null };
    case 'all': {
      if (!requestedUniversityId) throw required(SETUP_MESSAGES.universityRequired, 'universityId');
      const university = await db.university.findUnique({ where: { id: requestedUniversityId }, select: { id: true } });
      return { universityId: foundOrNotFound(university, 'University').id, campusId: null };
    }
    case 'none':
      throw AppError.notFound('University');
  }
}

/**
 * The campus a campus-owned record (major subject, fee item, holiday ...) is written for.
 * A campus user writes for its own; anyone else names a campus within their scope.
 */
export async function campusOwner(db: Db, scope: Scope, requestedCampusId?: number): Promise<CampusOwner> {
  const campusId = scope.kind === 'campus' ? scope.campusId : requestedCampusId;
  if (!campusId) throw required(SETUP_MESSAGES.campusRequired, 'campusId');
  return campusInScope(db, scope, campusId);
}

/**
 * A campus the caller names (a list's campus filter) with its university; one outside the
 * caller's scope answers 404 like a missing one.
 */
export async function campusInScope(db: Db, scope: Scope, campusId: number): Promise<CampusOwner> {
  const campus = await db.campus.findFirst({
    where: scopeWhere<Prisma.CampusWhereInput>(
      scope,
      { campusField: 'id', universityField: 'universityId' },
      { id: campusId },
    ),
    select: { id: true, universityId: true },
  });
  const found = foundOrNotFound(campus, 'Campus');
  return { campusId: found.id, universityId: found.universityId };
}

/**
 * Scope of a record that names both its campus and its university (graduations, dropouts,
 * scholarships, holidays, signed reports ...): the campus's staff and its university read it.
 */
export const CAMPUS_AND_UNIVERSITY_SCOPE = { campusField: 'campusId', universityField: 'universityId' } as const;

/**
 * Scope of a university's records (faculties, levels, programs, subjects): every campus of
 * the university reads them; a campus changes only those it created, so one campus cannot
 * rewrite the catalogue its sister campuses share. The university changes all of its own.
 */
export const UNIVERSITY_RECORD_SCOPE = {
  read: { universityField: 'universityId' },
  write: CAMPUS_AND_UNIVERSITY_SCOPE,
} as const;

/** Scope of a campus's records that name only their campus (major subjects, fee items ...). */
export const CAMPUS_RECORD_SCOPE = { campusField: 'campusId', universityField: 'campus.universityId' } as const;
