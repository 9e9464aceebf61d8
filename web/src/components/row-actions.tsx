/**
 * The buttons of a list row's Action column: each small, named for screen readers after its
 * row ("Edit Sita Rai"), and either opening a screen (`to`) or doing something (`onClick`).
 */
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import type { PagedColumn } from './paged-table.tsx';

export interface RowButtonProps {
  /** The accessible name, which tells the row apart. */
  label: string;
  children: ReactNode;
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  variant?: 'outlined' | 'contained' | 'text';
  color?: 'primary' | 'warning' | 'success';
}

export function RowButton({ label, children, to, onClick, disabled, variant = 'outlined', color }: RowButtonProps) {
  const shared = { size: 'small', variant, color, disabled, 'aria-label': label } as const;
  return to === undefined ? (
    <Button {...shared} onClick={onClick}>
      {children}
    </Button>
  ) : (
    <Button {...shared} component={RouterLink} to={to}>
      {children}
    </Button>
  );
}

/** The buttons of one row side by side. */
export function RowButtons({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1}>
      {children}
    </Stack>
  );
}

/** The Action column (or "Actions", as some lists head it) whose cell is the row's buttons. */
export function actionColumn<T>(cell: (row: T) => ReactNode, header = 'Action'): PagedColumn<T> {
  return { id: 'action', header, cell };
}
