import { useId, useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';

/** A header button opening a menu of links; closes on choice. */
export function DropdownMenu({
  label,
  children,
  icon,
  ariaLabel,
}: {
  label: string;
  /** A name for screen readers when the visible label is not enough (the user's name). */
  ariaLabel?: string;
  icon?: ReactNode;
  children: (close: () => void) => ReactNode;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        id={`${id}-button`}
        aria-label={ariaLabel}
        aria-haspopup="menu"
        aria-controls={anchor ? `${id}-menu` : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={icon ?? <ArrowDropDownIcon />}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
      >
        {label}
      </Button>
      <Menu
        id={`${id}-menu`}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        slotProps={{ list: { 'aria-labelledby': `${id}-button` } }}
      >
        {children(close)}
      </Menu>
    </>
  );
}
