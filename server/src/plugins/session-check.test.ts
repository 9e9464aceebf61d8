/**
 * The session check keeps the users of live sessions in memory (lib/session-users.ts) and
 * forgets them when the database announces a change (migration notify_user_changes). These
 * tests change users the way another server process or an administrator's SQL would: through
 * a connection of their own, never through the app.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, testDatabaseUrl, type TestApp } from '../../../tests/support/app.ts';
import { query } from '../../../tests/support/databases.ts';
import { factoriesFor } from '../../../tests/support/factories.ts';
import { asUser } from '../../../tests/support/session.ts';

const PROFILE = '/api/Student/GetUserDetails';
/** Far below the copies' 60-second lifetime: only a heard change explains a refusal this soon. */
const HEARD_WITHIN = { timeout: 3000, interval: 20 };

/**
 * Some tests look at what one process keeps in memory: that process must answer every
 * request (in the two-process test run, requests would take turns between two memories).
 */
function sessionCheckTests(inProcess?: string) {
  let test: TestApp;
  let make: ReturnType<typeof factoriesFor>;
  /** The users whose change this process has heard announced by the database. */
  const heard = new Set<number>();
  beforeAll(async () => {
    test = await createTestApp({ inProcess });
    make = factoriesFor(test.app.prisma);
    test.app.userChanges.subscribe({
      changed: (userId) => userId !== undefined && heard.add(userId),
      live: () => undefined,
    });
  });
  afterAll(() => test.close());

  const elsewhere = (sql: string, values: unknown[] = []) => query(testDatabaseUrl(), sql, values);
  const listening = () =>
    elsewhere(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN hemis_user_changed'`,
    );

  async function signedInUser() {
    const user = await make.createUser({ role: 'CollegeUser' });
    // The grants of the new account are announced through the database too, a moment later; a
    // first request whose load overlaps that announcement rightly keeps no copy of the user.
    await vi.waitFor(() => expect(heard.has(user.id)).toBe(true), HEARD_WITHIN);
    const api = asUser(test, user);
    await api.get(PROFILE).expect(200);
    return { user, api };
  }

  return {
    signedInUser,
    elsewhere,
    listening,
  };
}

describe('the session check across server processes', () => {
  const { signedInUser, elsewhere } = sessionCheckTests();

  it('ends the session of an account disabled by another process', async () => {
    const { user, api } = await signedInUser();
    await elsewhere(`UPDATE "User" SET status = 'disabled' WHERE id = $1`, [user.id]);
    await vi.waitFor(async () => expect((await api.get(PROFILE)).status).toBe(401), HEARD_WITHIN);
  });

  it('ends the sessions issued before a password change made by another process', async () => {
    const { user, api } = await signedInUser();
    await elsewhere(`UPDATE "User" SET "passwordChangedAt" = now() + interval '1 minute' WHERE id = $1`, [user.id]);
    await vi.waitFor(async () => expect((await api.get(PROFILE)).status).toBe(401), HEARD_WITHIN);
  });

  it('ends the session of an account removed by another process', async () => {
    const { user, api } = await signedInUser();
    await elsewhere(`DELETE FROM "User" WHERE id = $1`, [user.id]);
    await vi.waitFor(async () => expect((await api.get(PROFILE)).status).toBe(401), HEARD_WITHIN);
  });
});

describe('the session check of one process', () => {
  const { signedInUser, elsewhere, listening } = sessionCheckTests('looks at what this process keeps in memory');

  it('serves a live session from memory: a change nobody announces goes unseen', async () => {
    const { user, api } = await signedInUser();
    await elsewhere(`ALTER TABLE "User" DISABLE TRIGGER "User_notify_changed"`);
    try {
      await elsewhere(`UPDATE "User" SET status = 'disabled' WHERE id = $1`, [user.id]);
      await api.get(PROFILE).expect(200);
    } finally {
      await elsewhere(`ALTER TABLE "User" ENABLE TRIGGER "User_notify_changed"`);
    }
  });

  it('checks every session against the database while the notifications are lost, and listens again', async () => {
    const { user, api } = await signedInUser();
    const [listener] = await listening();
    expect(listener).toBeDefined();
    await elsewhere(`ALTER TABLE "User" DISABLE TRIGGER "User_notify_changed"`);
    try {
      await elsewhere('SELECT pg_terminate_backend($1)', [listener!.pid]);
      await elsewhere(`UPDATE "User" SET status = 'disabled' WHERE id = $1`, [user.id]);
      // No notification is sent: only a session check that reads the database refuses it.
      await vi.waitFor(async () => expect((await api.get(PROFILE)).status).toBe(401), HEARD_WITHIN);
    } finally {
      await elsewhere(`ALTER TABLE "User" ENABLE TRIGGER "User_notify_changed"`);
    }
    await vi.waitFor(async () => expect(await listening()).toHaveLength(1), HEARD_WITHIN);
    const { user: next, api: nextApi } = await signedInUser();
    await elsewhere(`UPDATE "User" SET status = 'disabled' WHERE id = $1`, [next.id]);
    await vi.waitFor(async () => expect((await nextApi.get(PROFILE)).status).toBe(401), HEARD_WITHIN);
  });
});
