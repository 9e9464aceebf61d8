import { describe, expect, it } from 'vitest';
import { SessionUserCache } from './session-users.ts';

function cacheAt(start = 0) {
  const clock = { now: start };
  const cache = new SessionUserCache<{ name: string }>({ ttlMs: 1000, maxEntries: 2 }, () => clock.now);
  let loads = 0;
  const load = (name: string) => async () => {
    loads += 1;
    return { name };
  };
  return { cache, clock, load, loads: () => loads };
}

describe('SessionUserCache', () => {
  it('loads every time while changes are not being heard', async () => {
    const { cache, load, loads } = cacheAt();
    await cache.get(1, load('a'));
    await cache.get(1, load('a'));
    expect(loads()).toBe(2);
  });

  it('answers from memory while live, until the copy is older than its lifetime', async () => {
    const { cache, clock, load, loads } = cacheAt();
    cache.live(true);
    await cache.get(1, load('a'));
    clock.now = 999;
    expect(await cache.get(1, load('b'))).toEqual({ name: 'a' });
    clock.now = 1000;
    expect(await cache.get(1, load('b'))).toEqual({ name: 'b' });
    expect(loads()).toBe(2);
  });

  it('forgets a changed user at once, and every user when which one is not known', async () => {
    const { cache, load } = cacheAt();
    cache.live(true);
    await cache.get(1, load('a'));
    await cache.get(2, load('b'));
    cache.changed(1);
    expect(await cache.get(1, load('a2'))).toEqual({ name: 'a2' });
    expect(await cache.get(2, load('b2'))).toEqual({ name: 'b' });
    cache.changed(undefined);
    expect(await cache.get(2, load('b3'))).toEqual({ name: 'b3' });
  });

  it('does not keep a user loaded while a change was announced: the copy may predate it', async () => {
    const { cache, load } = cacheAt();
    cache.live(true);
    await cache.get(1, async () => {
      cache.changed(1);
      return { name: 'read before the change committed' };
    });
    expect(await cache.get(1, load('fresh'))).toEqual({ name: 'fresh' });
  });

  it('forgets everything when it stops hearing changes, and keeps nothing until live again', async () => {
    const { cache, load, loads } = cacheAt();
    cache.live(true);
    await cache.get(1, load('a'));
    cache.live(false);
    expect(cache.size).toBe(0);
    await cache.get(1, load('b'));
    await cache.get(1, load('c'));
    expect(loads()).toBe(3);
  });

  it('keeps at most its limit, dropping the least recently loaded', async () => {
    const { cache, load } = cacheAt();
    cache.live(true);
    await cache.get(1, load('a'));
    await cache.get(2, load('b'));
    await cache.get(3, load('c'));
    expect(cache.size).toBe(2);
    expect(await cache.get(1, load('a2'))).toEqual({ name: 'a2' });
    expect(await cache.get(3, load('c2'))).toEqual({ name: 'c' });
  });

  it('keeps no copy of a missing user', async () => {
    const { cache } = cacheAt();
    cache.live(true);
    await cache.get(1, async () => null);
    expect(cache.size).toBe(0);
  });
});
