/** The signed-in user as the server's rules see it: who, which role, and for which institution. */
import { scopeOf, type Role, type Scope, type UserType } from '@hemis/contracts';

export interface Actor {
  userId: number;
  email: string;
  role: Role;
  type: UserType;
  universityId: number | null;
  campusId: number | null;
  scope: Scope;
  /** The modules granted to the user one by one (CollegeUser); administrators hold theirs by role. */
  modules: readonly string[];
}

export interface ActorSource {
  id: number;
  email: string;
  role: Role;
  type: UserType;
  universityId: number | null;
  campusId: number | null;
  moduleGrants?: readonly { module: { key: string } }[];
}

export function actorFromUser(user: ActorSource): Actor {
  return {
    userId: user.id,
    email: user.email,
    role: user.role,
    type: user.type,
    universityId: user.universityId,
    campusId: user.campusId,
    scope: scopeOf(user),
    modules: user.moduleGrants?.map((grant) => grant.module.key) ?? [],
  };
}
