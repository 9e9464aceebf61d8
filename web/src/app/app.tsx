/**
 * The app: theme (light by default, remembered), query client, toasts, the session's
 * expiry check and the router. The router is the declarative one: screens fetch through
 * react-query, not route loaders, and the data router would add about 16 KB gzipped to the
 * login page's first load (docs/decisions/0008).
 */
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, useLocation, useRoutes } from 'react-router';
import { ToastProvider } from '../components/toast.tsx';
import { queryClient } from '../lib/query-client.ts';
import { useSessionExpiry } from '../lib/session/use-session-expiry.ts';
import { routes } from './routes/route-map.tsx';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';
import { COLOR_SCHEME_STORAGE_KEY, theme } from './theme.ts';

function RoutedScreen() {
  const screen = useRoutes(routes);
  return <ScreenErrorBoundary pathname={useLocation().pathname}>{screen}</ScreenErrorBoundary>;
}

export function App() {
  useSessionExpiry();
  return (
    <ThemeProvider theme={theme} defaultMode="light" modeStorageKey={COLOR_SCHEME_STORAGE_KEY}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>
            <RoutedScreen />
          </BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
