import { createTheme } from '@mui/material/styles';

/**
 * Light by default with a dark scheme to switch to (spec section 4: Startup); a light grey
 * page background and red required-field asterisks (spec section 9).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-color-scheme' },
  colorSchemes: {
    light: { palette: { background: { default: '#f4f5f7' } } },
    dark: true,
  },
  components: {
    MuiFormLabel: { styleOverrides: { asterisk: ({ theme: t }) => ({ color: t.palette.error.main }) } },
    MuiInputLabel: { styleOverrides: { asterisk: ({ theme: t }) => ({ color: t.palette.error.main }) } },
  },
});

/** Where the chosen colour scheme is remembered. */
export const COLOR_SCHEME_STORAGE_KEY = 'hemis-color-scheme';
