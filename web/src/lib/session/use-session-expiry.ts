import { useEffect } from 'react';
import { SESSION_CHECK_INTERVAL_MS } from '@hemis/contracts';
import { isSessionExpired } from './session-reducer.ts';
import { getSession, signOut } from './session-store.ts';

/** Signs the user out once the session's expiry has passed (spec section 4). */
export function endExpiredSession(now = Date.now()): void {
  const { currentUser, expiresAt } = getSession();
  if (currentUser && isSessionExpired(expiresAt, now)) signOut();
}

/** Checks the expiry at once and every 60 seconds. */
export function useSessionExpiry(): void {
  useEffect(() => {
    const check = () => endExpiredSession();
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
