/**
 * Modules and the modules users hold (api-contract 5.1: Moodule, Module, ModuleCollegeAccess,
 * User/UserPermissionCollege, Employee/assign-permissions-to-employee). The grants body keeps
 * the list of modules and their flags; an administrator grants modules to the staff users
 * (CollegeUser) below them in their scope. Enforcement is the access guard's
 * (lib/module-access.ts); this is where modules and grants are read and changed.
 */
import {
  USER_ADMIN_MESSAGES as M,
  ROLE_RANK,
  can,
  hasGrantedModules,
  moduleOpenTo,
  type AssignPermissionsBodyParsed,
  type ModuleBodyParsed,
} from '@hemis/contracts';
import type { Db, Prisma } from '../../db/prisma.ts';
import type { Actor } from '../../lib/actor.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ReadContext, WriteContext } from '../../lib/context.ts';
import type { ModuleCatalogue } from '../../lib/module-access.ts';
import { auditWrite, inTransaction } from '../../lib/records.ts';
import { foundOrNotFound } from '../../lib/scope.ts';
import { withSavedImage } from '../../lib/storage.ts';
import type { FileStore } from '../../lib/file-store.ts';

const MODULE_ENTITY = 'Module';
const USER_ENTITY = 'User';

const MODULE_FIELDS = {
  id: true,
  key: true,
  displayName: true,
  description: true,
  icon: true,
  isActive: true,
  accessToUgc: true,
  accessToUni: true,
  accessToCollege: true,
  index: true,
} as const;
type ModuleRow = Prisma.ModuleGetPayload<{ select: typeof MODULE_FIELDS }>;

const iconPath = (icon: string | null) => (icon ? `uploads/${icon}` : null);

function moduleAnswer(row: ModuleRow) {
  const { key, icon, ...rest } = row;
  return { ...rest, name: key, icon: iconPath(icon) };
}

/** GET Moodule: every module with its flags, in tile order. */
export async function listModules(context: ReadContext) {
  const rows = await context.prisma.module.findMany({
    select: MODULE_FIELDS,
    orderBy: [{ index: 'asc' }, { id: 'asc' }],
  });
  return rows.map(moduleAnswer);
}

/** POST Module (SuperAdmin): Id 0 adds a module, another id changes that one's text and flags. */
export async function saveModule(context: WriteContext, fileStore: FileStore, body: ModuleBodyParsed) {
  const data = {
    displayName: body.DisplayName,
    description: body.Description ?? null,
    ...(body.IsActive === undefined ? {} : { isActive: body.IsActive }),
    ...(body.AccessToUgc === undefined ? {} : { accessToUgc: body.AccessToUgc }),
    ...(body.AccessToUni === undefined ? {} : { accessToUni: body.AccessToUni }),
    ...(body.AccessToCollege === undefined ? {} : { accessToCollege: body.AccessToCollege }),
    ...(body.index === undefined ? {} : { index: body.index }),
  };
  return withSavedImage(fileStore, body.IconImage, 'module', (icon) =>
    inTransaction(context.prisma, async (db) => {
      if (body.Id) {
        const before = foundOrNotFound(
          await db.module.findUnique({ where: { id: body.Id }, select: MODULE_FIELDS }),
          'Module',
        );
        const after = await db.module.update({
          where: { id: body.Id },
          data: { ...data, ...(icon ? { icon } : {}) },
          select: MODULE_FIELDS,
        });
        const changes = Object.fromEntries(
          (Object.keys(after) as (keyof ModuleRow)[])
            .filter((field) => after[field] !== before[field])
            .map((field) => [field, { from: before[field], to: after[field] }]),
        );
        await auditWrite(db, context, 'update', MODULE_ENTITY, after.id, changes);
        return moduleAnswer(after);
      }
      const key = body.DisplayName.toLowerCase().replace(/\s+/g, ' ');
      if (await db.module.findUnique({ where: { key }, select: { id: true } }))
        throw AppError.conflict(M.moduleKeyTaken);
      const created = await db.module.create({ data: { ...data, key, icon: icon ?? null }, select: MODULE_FIELDS });
      await auditWrite(db, context, 'create', MODULE_ENTITY, created.id, created);
      return moduleAnswer(created);
    }),
  );
}

/** GET ModuleCollegeAccess: the modules open to the caller's institution, for the home tiles. */
export async function moduleTiles(context: ReadContext & { actor: Actor }) {
  const rows = await context.prisma.module.findMany({
    select: MODULE_FIELDS,
    orderBy: [{ index: 'asc' }, { id: 'asc' }],
  });
  return rows
    .filter((row) => moduleOpenTo(context.actor.role, row))
    .map((row) => ({
      id: row.id,
      name: row.key,
      displayName: row.displayName,
      description: row.description,
      icon: iconPath(row.icon),
    }));
}

/** The users an actor administers: in their scope, and below their role. */
export function usersInScope(actor: Actor): Prisma.UserWhereInput {
  const { scope } = actor;
  switch (scope.kind) {
    case 'all':
      return {};
    case 'university':
      return { universityId: scope.universityId };
    case 'campus':
      return { campusId: scope.campusId };
    default:
      return { id: -1 };
  }
}

const TARGET_FIELDS = {
  id: true,
  role: true,
  campusId: true,
  universityId: true,
  moduleGrants: { select: { module: { select: { key: true } } } },
} as const;

/**
 * A user the actor may read: themselves, or (with user:read and its module) one in their
 * scope. Any other user looks missing, as records out of scope do.
 */
async function readableUser(context: ReadContext & { actor: Actor }, catalogue: ModuleCatalogue, userId: number) {
  const { actor } = context;
  const self = userId === actor.userId;
  if (!self && !(can(actor.role, 'user:read') && (await catalogue.held(actor)).has('user management'))) {
    throw AppError.notFound('User');
  }
  const where = self ? { id: userId } : { AND: [{ id: userId }, usersInScope(actor)] };
  return foundOrNotFound(await context.prisma.user.findFirst({ where, select: TARGET_FIELDS }), 'User');
}

/** GET User/UserPermissionCollege/{userId}: every module open to the user, and whether they hold it. */
export async function userModulePermissions(
  context: ReadContext & { actor: Actor },
  catalogue: ModuleCatalogue,
  userId: number,
) {
  const user = await readableUser(context, catalogue, userId);
  const held = await catalogue.held({ role: user.role, modules: user.moduleGrants.map((grant) => grant.module.key) });
  const rows = await context.prisma.module.findMany({
    select: MODULE_FIELDS,
    orderBy: [{ index: 'asc' }, { id: 'asc' }],
  });
  return rows
    .filter((row) => moduleOpenTo(user.role, row))
    .map((row) => ({
      moduleId: row.id,
      name: row.key,
      displayName: row.displayName,
      isAssigned: held.has(row.key),
      icon: iconPath(row.icon),
    }));
}

/** A user the actor administers (in scope, below their role), or 404 / 403. */
export async function administeredUser(db: Db, actor: Actor, userId: number) {
  const user = foundOrNotFound(
    await db.user.findFirst({ where: { AND: [{ id: userId }, usersInScope(actor)] }, select: TARGET_FIELDS }),
    'User',
  );
  if (ROLE_RANK[user.role] >= ROLE_RANK[actor.role]) throw new AppError('FORBIDDEN', M.userNotInScope);
  return user;
}

/**
 * POST Employee/assign-permissions-to-employee: sets the modules of a staff user (one entry
 * per module: given or taken away). Modules not named keep their state.
 */
export async function assignPermissions(context: WriteContext, body: AssignPermissionsBodyParsed) {
  return inTransaction(context.prisma, async (db) => {
    const user = await administeredUser(db, context.actor, body.userId);
    if (!hasGrantedModules(user.role)) {
      throw AppError.validation([
        { field: 'body.userId', message: `A ${user.role} holds every module open to their institution` },
      ]);
    }
    const modules = await db.module.findMany({
      where: { id: { in: body.moduleIds.map((entry) => entry.moduleId) } },
      select: MODULE_FIELDS,
    });
    const byId = new Map(modules.map((module) => [module.id, module]));
    const issues = body.moduleIds.flatMap((entry, index) => {
      const module = byId.get(entry.moduleId);
      if (!module) return [{ field: `body.moduleIds.${index}.moduleId`, message: 'No such module' }];
      if (entry.isAssigned && !moduleOpenTo(user.role, module))
        return [
          { field: `body.moduleIds.${index}.moduleId`, message: `${module.displayName} is not open to campuses` },
        ];
      return [];
    });
    if (issues.length > 0) throw AppError.validation(issues);

    const before = user.moduleGrants.map((grant) => grant.module.key).sort();
    const give = body.moduleIds.filter((entry) => entry.isAssigned).map((entry) => entry.moduleId);
    const take = body.moduleIds.filter((entry) => !entry.isAssigned).map((entry) => entry.moduleId);
    if (take.length > 0) await db.userModule.deleteMany({ where: { userId: user.id, moduleId: { in: take } } });
    if (give.length > 0) {
      await db.userModule.createMany({
        data: give.map((moduleId) => ({ userId: user.id, moduleId, grantedById: context.actor.userId })),
        skipDuplicates: true,
      });
    }
    const after = (
      await db.userModule.findMany({ where: { userId: user.id }, select: { module: { select: { key: true } } } })
    )
      .map((grant) => grant.module.key)
      .sort();
    if (before.join() !== after.join()) {
      await auditWrite(db, context, 'update', USER_ENTITY, user.id, { modules: { from: before, to: after } });
    }
    return { message: M.permissionsSaved };
  });
}
