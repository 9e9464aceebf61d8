/**
 * Toasts: top-right, closing by themselves after TOAST_AUTO_CLOSE_MS (spec section 9:
 * 1.5 to 3 seconds). One at a time from a small queue, announced to screen readers.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_AUTO_CLOSE_MS } from '@hemis/contracts';

export type ToastSeverity = 'success' | 'error' | 'info' | 'warning';

interface Toast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

type Notify = (message: string, severity?: ToastSeverity) => void;

const ToastContext = createContext<Notify>(() => undefined);

let nextId = 1;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [queue, setQueue] = useState<Toast[]>([]);
  const [open, setOpen] = useState(true);
  const current = queue[0];

  const notify = useCallback<Notify>((message, severity = 'success') => {
    setQueue((items) => [...items, { id: nextId++, message, severity }]);
    setOpen(true);
  }, []);

  const close = (_event?: unknown, reason?: string) => {
    if (reason !== 'clickaway') setOpen(false);
  };

  return (
    <ToastContext.Provider value={notify}>
      {children}
      <Snackbar
        key={current?.id}
        open={Boolean(current) && open}
        autoHideDuration={TOAST_AUTO_CLOSE_MS}
        onClose={close}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          transition: {
            onExited: () => {
              setQueue((items) => items.slice(1));
              setOpen(true);
            },
          },
        }}
      >
        {current ? (
          <Alert onClose={close} severity={current.severity} variant="filled" sx={{ width: '100%' }}>
            {current.message}
          </Alert>
        ) : undefined}
      </Snackbar>
    </ToastContext.Provider>
  );
}

export function useToast() {
  const notify = useContext(ToastContext);
  return useMemo(
    () => ({
      success: (message: string) => notify(message, 'success'),
      error: (message: string) => notify(message, 'error'),
      info: (message: string) => notify(message, 'info'),
    }),
    [notify],
  );
}
