/**
 * Which records a user may see (spec section 6: Scope). The grants body sees every
 * institution; a user of type Uni acts for its university, a college user for its campus.
 * Id 0 means "not applicable" (spec section 9: default university id 0).
 */
import { isGrantsBodyRole, type Role } from './roles.ts';

/** The institution types of the wire format; `Ugc` is the grants body's own staff. */
export const USER_TYPES = ['Ugc', 'Uni', 'college'] as const;
export type UserType = (typeof USER_TYPES)[number];

/** The clients know two types: Uni, and college for everyone acting through a campus (api-contract 3). */
export function toWireUserType(type: UserType): 'Uni' | 'college' {
  return type === 'Uni' ? 'Uni' : 'college';
}

export type Scope =
  | { kind: 'all' }
  | { kind: 'university'; universityId: number }
  | { kind: 'campus'; campusId: number; universityId: number }
  /** A university or college user without an institution: sees nothing rather than everything. */
  | { kind: 'none' };

export const NOT_APPLICABLE_ID = 0;

/** An institution id, or undefined when it is missing or 0 ("not applicable"). */
export function applicableId(id: number | null | undefined): number | undefined {
  return id === null || id === undefined || id === NOT_APPLICABLE_ID ? undefined : id;
}

export interface ScopeSubject {
  role: Role;
  type: string;
  universityId?: number | null;
  campusId?: number | null;
}

export function scopeOf(subject: ScopeSubject): Scope {
  if (isGrantsBodyRole(subject.role)) return { kind: 'all' };
  const universityId = applicableId(subject.universityId);
  const campusId = applicableId(subject.campusId);
  if (subject.type === 'Uni' && universityId !== undefined) return { kind: 'university', universityId };
  if (subject.type === 'college' && campusId !== undefined) {
    return { kind: 'campus', campusId, universityId: universityId ?? NOT_APPLICABLE_ID };
  }
  return { kind: 'none' };
}

/** The signed-in user as the web keeps it: type Uni names its university, college its campus. */
export interface SignedInScopeSubject {
  role: Role;
  type: string;
  institution: { id: number; universityId?: number | null };
}

export function scopeOfSignedInUser(user: SignedInScopeSubject): Scope {
  const { role, type, institution } = user;
  return type === 'Uni'
    ? scopeOf({ role, type, universityId: institution.id })
    : scopeOf({ role, type, campusId: institution.id, universityId: institution.universityId });
}

/** True when a record owned by this university (and campus, if any) lies inside the scope. */
export function isInScope(scope: Scope, owner: { universityId?: number | null; campusId?: number | null }): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'university':
      return owner.universityId === scope.universityId;
    case 'campus':
      return owner.campusId === scope.campusId;
    case 'none':
      return false;
  }
}
