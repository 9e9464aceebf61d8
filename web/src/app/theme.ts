import { createTheme } from '@mui/material/styles';

/**
 * Light by default with a dark scheme to switch to (spec section 4: Startup); a light grey
 * page background and red required-field asterisks (spec section 9).
 */
/**
 * Whoever asks their system for less motion gets none (WCAG 2.3.3): dialogs, menus and panels
 * appear at once and buttons do not ripple. Read once, at start.
 */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const NO_MOTION = {
  transitions: {
    create: () => 'none',
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
};

export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-color-scheme' },
  colorSchemes: {
    light: { palette: { background: { default: '#f4f5f7' } } },
    dark: true,
  },
  ...(reducedMotion ? NO_MOTION : {}),
  components: {
    MuiFormLabel: { styleOverrides: { asterisk: ({ theme: t }) => ({ color: t.palette.error.main }) } },
    MuiInputLabel: { styleOverrides: { asterisk: ({ theme: t }) => ({ color: t.palette.error.main }) } },
    ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
  },
});

/** Where the chosen colour scheme is remembered. */
export const COLOR_SCHEME_STORAGE_KEY = 'hemis-color-scheme';
