/**
 * The users of live sessions, kept in memory so that checking a session costs no database
 * round trip (issue: the request path at the platform's speed). Correctness comes first:
 * a copy is used only while changes are being heard (UserChangeFeed is live), a change
 * forgets the user's copy at once, a copy is never kept longer than `ttlMs`, and a user
 * loaded while any change was announced is not kept (it may predate the change).
 */
import type { UserChangeSubscriber } from '../db/user-changes.ts';

interface Entry<User> {
  user: User;
  expiresAt: number;
}

export class SessionUserCache<User> implements UserChangeSubscriber {
  private readonly entries = new Map<number, Entry<User>>();
  /** Advances on every change heard, so a load that raced a change is not kept. */
  private generation = 0;
  private isLive = false;

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number },
    private readonly now: () => number = Date.now,
  ) {}

  /** The user, from memory when a fresh copy is kept, else through `load` (null: no such user). */
  async get(userId: number, load: () => Promise<User | null>): Promise<User | null> {
    if (this.isLive) {
      const entry = this.entries.get(userId);
      if (entry && entry.expiresAt > this.now()) return entry.user;
    }
    const generation = this.generation;
    const user = await load();
    if (user && this.isLive && generation === this.generation) this.keep(userId, user);
    return user;
  }

  changed(userId: number | undefined): void {
    this.generation += 1;
    if (userId === undefined) this.entries.clear();
    else this.entries.delete(userId);
  }

  live(isLive: boolean): void {
    this.isLive = isLive;
    if (!isLive) this.changed(undefined);
  }

  get size(): number {
    return this.entries.size;
  }

  private keep(userId: number, user: User) {
    // Maps iterate in insertion order: re-inserting marks the user as the most recent.
    this.entries.delete(userId);
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(userId, { user, expiresAt: this.now() + this.options.ttlMs });
  }
}
