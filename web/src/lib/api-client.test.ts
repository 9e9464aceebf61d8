import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@hemis/contracts';
import { ApiError, apiRequest } from './api-client.ts';
import { dispatchSession, getSession, signOut } from './session/session-store.ts';

const admin = {
  id: 7,
  email: 'collegeadmin@hemis.local',
  firstName: 'Maya',
  tokenString: 'first-token',
} as SignedInUser;
const other = { id: 8, email: 'otheradmin@hemis.local', firstName: 'Sita', tokenString: 'other-token' } as SignedInUser;

const signInAs = (user: SignedInUser) => dispatchSession({ type: 'signInSuccess', user, now: Date.now() });

const unauthenticated = () =>
  new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Session expired' }), { status: 401 });

/**
 * The network as the browser's fetch: each call waits until the test answers it, so an answer
 * can arrive after the session has changed.
 */
function heldFetch() {
  const calls: { token: string | null; answer: (response: Response) => void }[] = [];
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    const token = new Headers(init.headers).get('authorization')?.replace(/^Bearer /, '') ?? null;
    return new Promise<Response>((resolve) => calls.push({ token, answer: resolve }));
  });
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('a 401 answer', () => {
  it('signs out the session whose token the call carried', async () => {
    const calls = heldFetch();
    signInAs(admin);
    const call = apiRequest('Student');
    calls[0]!.answer(unauthenticated());
    await expect(call).rejects.toBeInstanceOf(ApiError);
    expect(getSession().currentUser).toBeNull();
  });

  it('leaves a newer sign-in alone when it answers a call made with an earlier token', async () => {
    const calls = heldFetch();
    signInAs(admin);
    const late = apiRequest('Student');
    signOut();
    signInAs(other);
    calls[0]!.answer(unauthenticated());
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(calls[0]!.token).toBe('first-token');
    expect(getSession().currentUser?.tokenString).toBe('other-token');
  });

  it('leaves the same account signed in again with a new token alone', async () => {
    const calls = heldFetch();
    signInAs(admin);
    const late = apiRequest('Student');
    signInAs({ ...admin, tokenString: 'second-token' });
    calls[0]!.answer(unauthenticated());
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(getSession().currentUser?.tokenString).toBe('second-token');
  });
});
