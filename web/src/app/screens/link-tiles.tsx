import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { NavLink } from '../navigation/side-nav-links.ts';

/** Module tiles of the home pages: one card per link. */
export function LinkTiles({ links }: { links: readonly NavLink[] }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {links.map((link) => (
        <Grid key={link.to} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="span">
                  {link.label}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
