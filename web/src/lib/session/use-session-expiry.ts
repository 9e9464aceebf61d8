import { useEffect } from 'react';
import { SESSION_CHECK_INTERVAL_MS } from '@hemis/contracts';
import { isSessionExpired } from './session-reducer.ts';
import { getSession, signOut } from './session-store.ts';

/** Checks the expiry at once and every 60 seconds; a past expiry signs the user out (spec section 4). */
export function useSessionExpiry(): void {
  useEffect(() => {
    const check = () => {
      const { currentUser, expiresAt } = getSession();
      if (currentUser && isSessionExpired(expiresAt, Date.now())) signOut();
    };
    check();
    const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
}
