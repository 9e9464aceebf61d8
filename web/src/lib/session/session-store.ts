/**
 * The one session store of the web (spec section 4). The persisted part is versioned 1 and
 * keeps only the user slice, in local storage under the key `root`; the expiry and the
 * remembered email sit beside it under their own keys. Sign-out clears all of them, and
 * the end of an account's session empties what was fetched for it (onSessionEnd).
 */
import { useSyncExternalStore } from 'react';
import {
  PERSIST_STORE_KEY,
  PERSIST_STORE_VERSION,
  PERSIST_TIMEOUT_MS,
  roleOf,
  type Role,
  type SignedInUser,
} from '@hemis/contracts';
import { initialSessionState, sessionReducer, type SessionAction, type SessionState } from './session-reducer.ts';

export const EXPIRY_STORAGE_KEY = 'expirationTime';
export const REMEMBERED_EMAIL_STORAGE_KEY = 'rememberedEmail';
export const REMEMBER_ME_STORAGE_KEY = 'rememberMe';

interface PersistedRoot {
  version: number;
  user: { currentUser: SignedInUser | null };
}

let state: SessionState = initialSessionState;
const listeners = new Set<() => void>();
const sessionEndHandlers = new Set<() => void>();

function storage(): Storage | undefined {
  return typeof window === 'undefined' ? undefined : window.localStorage;
}

function persist(next: SessionState): void {
  const store = storage();
  if (!store) return;
  if (!next.currentUser) {
    store.removeItem(PERSIST_STORE_KEY);
    store.removeItem(EXPIRY_STORAGE_KEY);
    return;
  }
  const root: PersistedRoot = { version: PERSIST_STORE_VERSION, user: { currentUser: next.currentUser } };
  store.setItem(PERSIST_STORE_KEY, JSON.stringify(root));
  if (next.expiresAt !== null) store.setItem(EXPIRY_STORAGE_KEY, String(next.expiresAt));
}

/** Whether the account signed in before is gone: signed out, expired, or another account in its place. */
function accountEnded(previous: SessionState, next: SessionState): boolean {
  return previous.currentUser !== null && previous.currentUser.id !== next.currentUser?.id;
}

export function dispatchSession(action: SessionAction): void {
  const next = sessionReducer(state, action);
  if (next === state) return;
  const ended = accountEnded(state, next);
  state = next;
  persist(next);
  // Before any screen hears of the change, so none renders what the ended account was shown.
  if (ended) for (const handler of sessionEndHandlers) handler();
  if (action.type === 'signOut') {
    storage()?.removeItem(REMEMBERED_EMAIL_STORAGE_KEY);
    storage()?.removeItem(REMEMBER_ME_STORAGE_KEY);
  }
  for (const listener of listeners) listener();
}

export function getSession(): SessionState {
  return state;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function signOut(): void {
  dispatchSession({ type: 'signOut' });
}

/**
 * Runs `handler` each time the signed-in account ends (signed out by the user, by the
 * expiry check or by the server's 401, or replaced by another account): what was fetched
 * for it (the query cache) must not outlive it.
 */
export function onSessionEnd(handler: () => void): () => void {
  sessionEndHandlers.add(handler);
  return () => sessionEndHandlers.delete(handler);
}

function readPersisted(): { user: SignedInUser | null; expiresAt: number | null } {
  const store = storage();
  try {
    const root = JSON.parse(store?.getItem(PERSIST_STORE_KEY) ?? 'null') as PersistedRoot | null;
    const expiry = Number(store?.getItem(EXPIRY_STORAGE_KEY));
    const user = root?.version === PERSIST_STORE_VERSION ? (root.user?.currentUser ?? null) : null;
    return { user, expiresAt: Number.isFinite(expiry) && expiry > 0 ? expiry : null };
  } catch {
    return { user: null, expiresAt: null };
  }
}

/**
 * Loads the persisted store before the first render (spec section 4: Startup), giving up
 * after the persist timeout so a broken storage never blocks the app.
 */
export function rehydrateSession(): Promise<void> {
  const load = new Promise<void>((resolve) => {
    const { user, expiresAt } = readPersisted();
    dispatchSession({ type: 'initialise', user, expiresAt, now: Date.now() });
    resolve();
  });
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, PERSIST_TIMEOUT_MS));
  return Promise.race([load, timeout]);
}

/** Remember me keeps the email for the next sign-in, or forgets it (spec section 4: Login). */
export function rememberEmail(email: string, remember: boolean): void {
  const store = storage();
  if (!store) return;
  if (remember) {
    store.setItem(REMEMBERED_EMAIL_STORAGE_KEY, email);
    store.setItem(REMEMBER_ME_STORAGE_KEY, 'true');
  } else {
    store.removeItem(REMEMBERED_EMAIL_STORAGE_KEY);
    store.removeItem(REMEMBER_ME_STORAGE_KEY);
  }
}

export function rememberedEmail(): { email: string; remember: boolean } {
  const store = storage();
  const remember = store?.getItem(REMEMBER_ME_STORAGE_KEY) === 'true';
  return { email: remember ? (store?.getItem(REMEMBERED_EMAIL_STORAGE_KEY) ?? '') : '', remember };
}

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession);
}

export function useCurrentUser(): SignedInUser | null {
  return useSession().currentUser;
}

/** The role of spec section 6: the first listUser entry's roleName, else role. */
export function useRole(): Role | undefined {
  return roleOf(useCurrentUser());
}
