/**
 * The campus's images as a grid of captioned photographs. Each image is a private file: it is
 * fetched with the session's token and shown as a data: URL (api/student-file.ts), never by
 * its address, with a placeholder while it loads. The gallery screen adds each image's
 * actions; the fact sheet shows them as they are.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CampusImage } from '@hemis/contracts';
import { usePrivateImage } from '../../student/api/student-file.ts';

const uploadedOn = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

function CampusPhoto({ image, height }: { image: CampusImage; height: number }) {
  const photo = usePrivateImage(image.url);
  const frame = { height, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'action.hover' };
  if (photo.isPending)
    return <Skeleton variant="rectangular" height={height} aria-label={`Loading ${image.caption}`} />;
  if (photo.isError || !photo.data.dataUrl)
    return (
      <Box sx={frame}>
        <Typography color="error" variant="body2">
          Could not load the image.
        </Typography>
      </Box>
    );
  return (
    <Box sx={frame}>
      <Box
        component="img"
        src={photo.data.dataUrl}
        alt={image.caption}
        sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
      />
    </Box>
  );
}

export interface CampusImageGridProps {
  images: readonly CampusImage[];
  /** The buttons under an image (edit, delete), when the reader may change it. */
  actions?: (image: CampusImage) => ReactNode;
  /** The height of each photograph's frame. */
  height?: number;
}

export function CampusImageGrid({ images, actions, height = 200 }: CampusImageGridProps) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Campus images">
      {images.map((image) => (
        <Grid key={image.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
          <Paper variant="outlined" component="figure" sx={{ m: 0, overflow: 'hidden', height: '100%' }}>
            <CampusPhoto image={image} height={height} />
            <Box component="figcaption" sx={{ p: 1.5 }}>
              <Typography sx={{ wordBreak: 'break-word' }}>{image.caption}</Typography>
              <Typography variant="caption" color="text.secondary">
                Uploaded {uploadedOn.format(new Date(image.createdAt))}
              </Typography>
              {actions ? <Box sx={{ mt: 1, display: 'flex', gap: 1 }}>{actions(image)}</Box> : undefined}
            </Box>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
