/**
 * Which modules a signed-in user holds (issue: users, modules and permissions). The modules'
 * flags are read once and kept until any change to them is heard (the Module table's trigger
 * announces it on the user-change channel for everyone); a user's own grants travel with the
 * user's session copy, which a grant or withdrawal makes every process forget. Nothing is
 * trusted while changes are not being heard.
 */
import {
  BUILT_IN_MODULES,
  USER_ADMIN_MESSAGES as M,
  hasGrantedModules,
  holdsEveryModule,
  moduleOpenTo,
  type ModuleAvailability,
} from '@hemis/contracts';
import type { PrismaClient } from '../db/prisma.ts';
import type { UserChangeSubscriber } from '../db/user-changes.ts';
import type { Actor } from './actor.ts';
import { AppError } from './app-error.ts';

interface CatalogueEntry extends ModuleAvailability {
  displayName: string;
}

export class ModuleCatalogue implements UserChangeSubscriber {
  private modules: Promise<Map<string, CatalogueEntry>> | undefined;
  private isLive = false;
  private builtInsEnsured = false;

  constructor(private readonly prisma: PrismaClient) {}

  changed(userId: number | undefined): void {
    if (userId === undefined) this.modules = undefined;
  }

  live(isLive: boolean): void {
    this.isLive = isLive;
    this.modules = undefined;
  }

  private async read(): Promise<Map<string, CatalogueEntry>> {
    if (!this.builtInsEnsured) {
      await ensureBuiltInModules(this.prisma);
      this.builtInsEnsured = true;
    }
    const rows = await this.prisma.module.findMany({
      select: {
        key: true,
        displayName: true,
        isActive: true,
        accessToUgc: true,
        accessToUni: true,
        accessToCollege: true,
      },
    });
    return new Map(rows.map(({ key, ...entry }) => [key, entry]));
  }

  private load(): Promise<Map<string, CatalogueEntry>> {
    const loading = this.read();
    // A failed read is not kept: the next request tries again.
    loading.catch(() => {
      if (this.modules === loading) this.modules = undefined;
    });
    if (this.isLive) this.modules = loading;
    return loading;
  }

  private catalogue(): Promise<Map<string, CatalogueEntry>> {
    return this.modules ?? this.load();
  }

  /** Refuses (403, naming the module) an actor who does not hold it. */
  async require(actor: Actor, key: string): Promise<void> {
    const module = (await this.catalogue()).get(key);
    const displayName = module?.displayName ?? key;
    if (!module || !moduleOpenTo(actor.role, module)) throw new AppError('FORBIDDEN', M.moduleNotOpen(displayName));
    if (holdsEveryModule(actor.role)) return;
    if (hasGrantedModules(actor.role) && actor.modules.includes(key)) return;
    throw new AppError('FORBIDDEN', M.moduleNotGranted(displayName));
  }

  /** Every module key a user (their role and grants) holds now. */
  async held(actor: Pick<Actor, 'role' | 'modules'>): Promise<Set<string>> {
    const held = new Set<string>();
    for (const [key, module] of await this.catalogue()) {
      if (!moduleOpenTo(actor.role, module)) continue;
      if (holdsEveryModule(actor.role) || (hasGrantedModules(actor.role) && actor.modules.includes(key))) held.add(key);
    }
    return held;
  }
}

/**
 * Adds the modules HEMIS ships with to a database that lacks them (a new installation, or an
 * upgrade that brings a module), leaving alone the flags the grants body has set on those
 * that exist. The catalogue does it on its first read, so a server that starts while the
 * database is away still starts.
 */
export async function ensureBuiltInModules(prisma: PrismaClient): Promise<void> {
  await prisma.module.createMany({
    data: BUILT_IN_MODULES.map(({ key, displayName, description, index }) => ({
      key,
      displayName,
      description,
      index,
    })),
    skipDuplicates: true,
  });
}
