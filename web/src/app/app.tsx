/**
 * The app: theme (light by default, remembered), query client, toasts, the session's
 * expiry check and the router.
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastProvider } from '../components/toast.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useSessionExpiry } from '../lib/session/use-session-expiry.ts';
import { routes } from './routes/route-map.tsx';
import { COLOR_SCHEME_STORAGE_KEY, theme } from './theme.ts';

const router = createBrowserRouter(routes);

export function App() {
  useSessionExpiry();
  return (
    <ThemeProvider theme={theme} defaultMode="light" modeStorageKey={COLOR_SCHEME_STORAGE_KEY}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
