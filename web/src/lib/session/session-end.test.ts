import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, type SignedInUser } from '@hemis/contracts';
import { queryClient } from '../query-client.ts';
import { dispatchSession, signOut } from './session-store.ts';
import { endExpiredSession } from './use-session-expiry.ts';

const admin = { id: 7, email: 'collegeadmin@hemis.local', firstName: 'Maya', tokenString: 't7' } as SignedInUser;
const other = { id: 8, email: 'otheradmin@hemis.local', firstName: 'Sita', tokenString: 't8' } as SignedInUser;

/** Signs `user` in and fills the cache as their screens would: a list and a record. */
function signInWithLists(user: SignedInUser, now = Date.now()): void {
  dispatchSession({ type: 'signInSuccess', user, now });
  queryClient.setQueryData(['students', { page: 1, pageSize: 10 }], { data: [{ fullName: 'RAM THAPA' }] });
  queryClient.setQueryData(['student', 41], { id: 41, fullName: 'RAM THAPA' });
}

const cached = () => queryClient.getQueryCache().getAll().length;

afterEach(() => {
  signOut();
  queryClient.clear();
});

describe('the query cache at the end of a session', () => {
  it('is empty once the user signs out', () => {
    signInWithLists(admin);
    expect(cached()).toBe(2);
    signOut();
    expect(cached()).toBe(0);
    expect(queryClient.getQueryData(['students', { page: 1, pageSize: 10 }])).toBeUndefined();
  });

  it('is empty once the session has expired and the check signs the user out', () => {
    const signedInAt = Date.now() - SESSION_LIFETIME_MS - 1;
    signInWithLists(admin, signedInAt);
    endExpiredSession();
    expect(cached()).toBe(0);
  });

  it('is empty when another account takes the place of the signed-in one', () => {
    signInWithLists(admin);
    dispatchSession({ type: 'signInSuccess', user: other, now: Date.now() });
    expect(cached()).toBe(0);
  });

  it('keeps the lists while the same account stays signed in (a new token, a changed name)', () => {
    signInWithLists(admin);
    dispatchSession({ type: 'update', fields: { tokenString: 'renewed' } });
    endExpiredSession();
    expect(cached()).toBe(2);
  });
});
