import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { onSessionEnd } from './session/session-store.ts';

/**
 * One query client. Lists stay fresh for a minute; a client error is not retried (it will
 * not change), a network or server error once.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      refetchOnWindowFocus: false,
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    },
  },
});

// An account's lists leave with it: the next account signing in in this tab starts from an
// empty cache and never sees, even for a moment, what the one before was shown.
onSessionEnd(() => queryClient.clear());
