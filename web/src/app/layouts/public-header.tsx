import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import HomeIcon from '@mui/icons-material/Home';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { useCampusHeader } from '../../features/campus/api/get-campus-header.ts';
import { ColorSchemeToggle } from './color-scheme-toggle.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { placeOf, SiteTitle } from './site-title.tsx';

/** The header without a signed-in user (spec section 1): campus 66, the title, Home and Login. */
export function PublicHeader() {
  const { data: campus } = useCampusHeader(DEFAULT_CAMPUS_ID);
  const { t } = useTranslation('layouts');
  return (
    <AppBar position="static" color="default" elevation={1} component="header">
      <Toolbar sx={{ gap: 1, flexWrap: 'wrap', py: 1 }}>
        <SiteTitle
          logo={campus?.logo}
          campusName={campus?.campusName}
          place={placeOf(campus?.localLevel, campus?.district)}
        />
        <Button component={RouterLink} to="/home" startIcon={<HomeIcon />} color="inherit">
          {t('home')}
        </Button>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('login')}
        </Button>
        <LanguageSwitcher />
        <ColorSchemeToggle />
      </Toolbar>
    </AppBar>
  );
}
