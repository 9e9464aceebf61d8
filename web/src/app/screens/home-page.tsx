import { lazy, Suspense } from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BUILT_IN_MODULES } from '@hemis/contracts';
import { Page } from '../../components/page.tsx';
import { PageLoader } from '../../components/page-loader.tsx';
import { useHeldModules, useModuleTiles } from '../../features/users/api/users.ts';

// The charts load only for those who see them.
const DashboardFigures = lazy(() => import('../../features/dashboard/components/dashboard-figures.tsx'));

const ROUTES = new Map<string, string>(BUILT_IN_MODULES.map((module) => [module.key, module.route]));
/** Modules the original hid from the home page. */
const HIDDEN = new Set(['payroll management']);

/**
 * / and /home for staff (api-contract 7): a tile for each module open to the user's
 * institution; a module the user does not hold shows disabled, "Permission not given".
 * Modules added later without screens lead to the updating-soon page. Below the tiles, the
 * dashboard's figures for those who hold the Dashboard module.
 */
export function HomePage() {
  const { t } = useTranslation('dashboard');
  const tiles = useModuleTiles();
  const held = useHeldModules();
  if (tiles.isPending || !held) return <PageLoader />;
  const shown = (tiles.data ?? []).filter((tile) => !HIDDEN.has(tile.name));
  return (
    <Page title={t('title')}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('modules')}>
        {shown.map((tile) => {
          const granted = held.has(tile.name);
          const card = (
            <Card sx={{ height: '100%', opacity: granted ? 1 : 0.55 }} data-module={tile.name}>
              <CardActionArea
                component={RouterLink}
                to={ROUTES.get(tile.name) ?? '/coming-soon'}
                disabled={!granted}
                aria-disabled={!granted}
                sx={{ height: '100%' }}
              >
                <CardContent>
                  <Typography variant="subtitle1" component="span">
                    {tile.displayName}
                  </Typography>
                  {tile.description ? (
                    <Typography variant="body2" color="text.secondary">
                      {tile.description}
                    </Typography>
                  ) : null}
                </CardContent>
              </CardActionArea>
            </Card>
          );
          return (
            <Grid key={tile.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
              {granted ? (
                card
              ) : (
                <Tooltip title={t('permissionNotGiven')}>
                  <span style={{ display: 'block', height: '100%' }}>{card}</span>
                </Tooltip>
              )}
            </Grid>
          );
        })}
      </Grid>
      {held.has('dashboard') ? (
        <Suspense fallback={<PageLoader />}>
          <DashboardFigures />
        </Suspense>
      ) : null}
    </Page>
  );
}

export default HomePage;
