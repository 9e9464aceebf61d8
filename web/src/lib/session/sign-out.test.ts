import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignedInUser } from '@hemis/contracts';
import { dispatchSession, getSession, signOut } from './session-store.ts';
import { signOutEverywhere } from './sign-out.ts';

const admin = { id: 7, email: 'collegeadmin@hemis.local', firstName: 'Maya', tokenString: 'the-token' } as SignedInUser;

afterEach(() => {
  vi.unstubAllGlobals();
  signOut();
});

describe('signing out', () => {
  it('ends the session on the server with its token before clearing it here', async () => {
    dispatchSession({ type: 'signInSuccess', user: admin, now: Date.now() });
    const calls: { url: string; method: string | undefined; token: string | null; signedIn: boolean }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({
        url,
        method: init.method,
        token: new Headers(init.headers).get('authorization'),
        signedIn: getSession().currentUser !== null,
      });
      return new Response(JSON.stringify({ message: 'You have been signed out.' }), { status: 200 });
    });
    await signOutEverywhere();
    expect(calls).toEqual([{ url: '/api/User/Logout', method: 'POST', token: 'Bearer the-token', signedIn: true }]);
    expect(getSession().currentUser).toBeNull();
  });

  it('signs out here when the server cannot be reached or refuses', async () => {
    dispatchSession({ type: 'signInSuccess', user: admin, now: Date.now() });
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await signOutEverywhere();
    expect(getSession().currentUser).toBeNull();

    dispatchSession({ type: 'signInSuccess', user: admin, now: Date.now() });
    vi.stubGlobal('fetch', async () => new Response('{"message":"Server error"}', { status: 500 }));
    await signOutEverywhere();
    expect(getSession().currentUser).toBeNull();
  });
});
