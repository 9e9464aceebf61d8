import { createTheme } from '@mui/material/styles';
import devanagari400 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2';
import devanagari500 from '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-500-normal.woff2';

/**
 * Devanagari (names, the Nepali labels the spec names, Nepali values) in a font HEMIS ships, so
 * that a computer without a Devanagari system font shows letters, not empty boxes. Only the
 * Devanagari subset, in the two weights MUI uses; its unicode-range means a page without
 * Devanagari never downloads it, and font-display: swap means text never waits for it.
 */
const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';
const DEVANAGARI_RANGE = 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF';
const devanagariFace = (weight: number, url: string) => `
  @font-face {
    font-family: '${DEVANAGARI_FAMILY}';
    font-style: normal;
    font-display: swap;
    font-weight: ${weight};
    src: url(${url}) format('woff2');
    unicode-range: ${DEVANAGARI_RANGE};
  }`;

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
  typography: { fontFamily: `"Roboto", "Helvetica", "Arial", "${DEVANAGARI_FAMILY}", sans-serif` },
  components: {
    MuiCssBaseline: { styleOverrides: devanagariFace(400, devanagari400) + devanagariFace(500, devanagari500) },
    MuiFormLabel: { styleOverrides: { asterisk: ({ theme: t }) => ({ color: t.palette.error.main }) } },
    MuiInputLabel: { styleOverrides: { asterisk: ({ theme: t }) => ({ color: t.palette.error.main }) } },
    ...(reducedMotion ? { MuiButtonBase: { defaultProps: { disableRipple: true } } } : {}),
  },
});

/** Where the chosen colour scheme is remembered. */
export const COLOR_SCHEME_STORAGE_KEY = 'hemis-color-scheme';
