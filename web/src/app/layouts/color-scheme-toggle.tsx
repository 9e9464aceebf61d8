import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import { useTranslation } from 'react-i18next';

/** Switches between the light and dark schemes; the choice is remembered by the theme provider. */
export function ColorSchemeToggle() {
  const { mode, setMode } = useColorScheme();
  const { t } = useTranslation('layouts');
  const dark = mode === 'dark';
  const label = dark ? t('switchToLight') : t('switchToDark');
  return (
    <IconButton color="inherit" aria-label={label} title={label} onClick={() => setMode(dark ? 'light' : 'dark')}>
      {dark ? <LightModeIcon /> : <DarkModeIcon />}
    </IconButton>
  );
}
