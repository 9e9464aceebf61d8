import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CampusLogo } from '../../features/campus/components/campus-logo.tsx';

export const SITE_TITLE = 'Integrated Higher Education Management Information System (HEMIS)';

interface SiteTitleProps {
  logo: string | null | undefined;
  campusName: string | undefined;
  /** Local level and district, when known. */
  place?: string | undefined;
}

/** The header's brand: logo, campus name and place, and the system's title (spec section 1). */
export function SiteTitle({ logo, campusName, place }: SiteTitleProps) {
  const { t } = useTranslation('layouts');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0, flexGrow: 1 }}>
      <CampusLogo logo={logo} name={campusName ?? 'HEMIS'} />
      <Box sx={{ minWidth: 0 }}>
        {campusName ? (
          <Typography sx={{ fontWeight: 600, lineHeight: 1.2 }} noWrap>
            {campusName}
          </Typography>
        ) : undefined}
        {place ? (
          <Typography variant="body2" color="text.secondary" noWrap>
            {place}
          </Typography>
        ) : undefined}
        <Typography
          variant="body2"
          sx={{ fontWeight: 500, display: { xs: 'none', md: 'block' } }}
          data-testid="site-title"
        >
          {t('siteTitle')}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500, display: { xs: 'block', md: 'none' } }}>
          HEMIS
        </Typography>
      </Box>
    </Box>
  );
}

export function placeOf(localLevel: string | null | undefined, district: string | null | undefined) {
  return [localLevel, district].filter(Boolean).join(', ') || undefined;
}
