/**
 * The session state of spec section 4: currentUser, loading, error, and the expiry the
 * 60-second check reads. Pure, so every transition is tested without a browser.
 */
import { SESSION_LIFETIME_MS, type SignedInUser } from '@hemis/contracts';

export interface SessionState {
  currentUser: SignedInUser | null;
  loading: boolean;
  error: string | null;
  /** Epoch milliseconds after which the session is over; null when signed out. */
  expiresAt: number | null;
}

export const initialSessionState: SessionState = { currentUser: null, loading: false, error: null, expiresAt: null };

export type SessionAction =
  | { type: 'signInStart' }
  | { type: 'signInSuccess'; user: SignedInUser; now: number }
  | { type: 'signInFailure'; error: string }
  /** The sign-in led elsewhere (a first sign-in's password reset): no user, no error. */
  | { type: 'signInInterrupted' }
  | { type: 'signOut' }
  | { type: 'update'; fields: Partial<SignedInUser> }
  /** Start-up with what the persisted store held. */
  | { type: 'initialise'; user: SignedInUser | null; expiresAt: number | null; now: number };

/** A missing expiry counts as past: a user without one is not kept (spec section 4: Initialise). */
export function isSessionExpired(expiresAt: number | null, now: number): boolean {
  return expiresAt === null || now >= expiresAt;
}

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'signInStart':
      return { ...state, loading: true, error: null };
    case 'signInSuccess':
      return { currentUser: action.user, loading: false, error: null, expiresAt: action.now + SESSION_LIFETIME_MS };
    case 'signInFailure':
      return { currentUser: null, loading: false, error: action.error, expiresAt: null };
    case 'signInInterrupted':
      return { ...state, loading: false };
    case 'signOut':
      return initialSessionState;
    case 'update':
      return state.currentUser ? { ...state, currentUser: { ...state.currentUser, ...action.fields } } : state;
    case 'initialise':
      return action.user && !isSessionExpired(action.expiresAt, action.now)
        ? { ...initialSessionState, currentUser: action.user, expiresAt: action.expiresAt }
        : initialSessionState;
  }
}
