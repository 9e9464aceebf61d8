import { describe, expect, it } from 'vitest';
import { SESSION_LIFETIME_MS, type SignedInUser } from '@hemis/contracts';
import { initialSessionState, isSessionExpired, sessionReducer, type SessionState } from './session-reducer.ts';

const user = { id: 7, email: 'collegeadmin@hemis.local', firstName: 'Maya', tokenString: 't' } as SignedInUser;
const now = 1_700_000_000_000;
const signedIn: SessionState = { currentUser: user, loading: false, error: null, expiresAt: now + SESSION_LIFETIME_MS };

describe('the session reducer (spec section 4)', () => {
  it('sets loading and clears the error when a sign-in starts', () => {
    const state = sessionReducer({ ...initialSessionState, error: 'old' }, { type: 'signInStart' });
    expect(state).toMatchObject({ loading: true, error: null });
  });

  it('stores the user, clears the error and sets the expiry 8 hours ahead on success', () => {
    const state = sessionReducer(
      { ...initialSessionState, loading: true, error: 'x' },
      { type: 'signInSuccess', user, now },
    );
    expect(state).toEqual({ currentUser: user, loading: false, error: null, expiresAt: now + 8 * 60 * 60 * 1000 });
  });

  it('stores the error and clears the user on failure', () => {
    const state = sessionReducer(signedIn, { type: 'signInFailure', error: 'Wrong' });
    expect(state).toMatchObject({ currentUser: null, error: 'Wrong', loading: false, expiresAt: null });
  });

  it('clears user, error and expiry on sign-out', () => {
    expect(sessionReducer({ ...signedIn, error: 'x' }, { type: 'signOut' })).toEqual(initialSessionState);
  });

  it('merges fields into the user on update, and ignores an update without a user', () => {
    expect(sessionReducer(signedIn, { type: 'update', fields: { firstName: 'Sita' } }).currentUser?.firstName).toBe(
      'Sita',
    );
    expect(sessionReducer(initialSessionState, { type: 'update', fields: { firstName: 'Sita' } })).toBe(
      initialSessionState,
    );
  });

  it('keeps a persisted user whose expiry is ahead when initialising', () => {
    const state = sessionReducer(initialSessionState, { type: 'initialise', user, expiresAt: now + 1000, now });
    expect(state.currentUser).toBe(user);
  });

  it('clears the user when initialising with a missing or past expiry', () => {
    expect(
      sessionReducer(initialSessionState, { type: 'initialise', user, expiresAt: null, now }).currentUser,
    ).toBeNull();
    expect(
      sessionReducer(initialSessionState, { type: 'initialise', user, expiresAt: now - 1, now }).currentUser,
    ).toBeNull();
  });

  it('stops loading without a user when a sign-in leads to the reset route', () => {
    expect(sessionReducer({ ...initialSessionState, loading: true }, { type: 'signInInterrupted' }).loading).toBe(
      false,
    );
  });

  it('counts a missing expiry and the expiry instant itself as expired', () => {
    expect(isSessionExpired(null, now)).toBe(true);
    expect(isSessionExpired(now, now)).toBe(true);
    expect(isSessionExpired(now + 1, now)).toBe(false);
  });
});
