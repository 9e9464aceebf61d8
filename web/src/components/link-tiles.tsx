import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid, { type GridProps } from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';

/** A tile: where it leads, its name and, on some homes, a line on what is there. */
export interface LinkTile {
  to: string;
  label: string;
  text?: string;
}

/** Module tiles of the home pages: one card per link. */
export function LinkTiles({
  links,
  label,
  size = { xs: 12, sm: 6, md: 4, lg: 3 },
}: {
  links: readonly LinkTile[];
  /** The list's accessible name. */
  label?: string;
  /** A tile's width. */
  size?: GridProps['size'];
}) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={label}>
      {links.map((link) => (
        <Grid key={link.to} size={size} component="li">
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={link.to} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="subtitle1" component="span">
                  {link.label}
                </Typography>
                {link.text === undefined ? undefined : (
                  <Typography variant="body2" color="text.secondary">
                    {link.text}
                  </Typography>
                )}
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
