/**
 * Signing out ends the session on the server (POST User/Logout, issue #33), then in the
 * browser. The browser's session is cleared whatever the server answers, or if it cannot be
 * reached in time: a user who asked to sign out is signed out here.
 */
import { apiRequest } from '../api-client.ts';
import { getSession, signOut } from './session-store.ts';

/** How long signing out waits for the server before clearing the browser's session anyway. */
const SIGN_OUT_WAIT_MS = 5000;

export async function signOutEverywhere(): Promise<void> {
  try {
    if (getSession().currentUser) {
      await apiRequest('User/Logout', { method: 'POST', signal: AbortSignal.timeout(SIGN_OUT_WAIT_MS) });
    }
  } catch {
    // Signed out here all the same; the server's session ends with its lifetime.
  } finally {
    signOut();
  }
}

/**
 * Signs out everywhere, then loads `destination` as a new page. A full load rather than a
 * router navigation: clearing the session makes the guard redirect the screen still shown
 * (to /login?redirect= that screen), and that redirect could land after a navigation made
 * here; a new page is where the user ends, whatever was in flight, with nothing of the
 * account left in memory.
 */
export async function signOutAndLeave(destination: string): Promise<void> {
  await signOutEverywhere();
  window.location.replace(destination);
}
