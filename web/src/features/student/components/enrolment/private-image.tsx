/**
 * A student's photo or scan from its authenticated URL (see api/student-file.ts): a
 * placeholder while it loads, "Not uploaded" without a file, and a download button for a
 * file that is not an image (a PDF scan).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useToast } from '../../../../components/toast.tsx';
import { downloadPrivateFile, usePrivateImage } from '../../api/student-file.ts';

export interface PrivateImageProps {
  url: string | null | undefined;
  /** Names the image ("Passport size photo"). */
  label: string;
  width?: number;
  height?: number;
}

export function PrivateImage({ url, label, width = 160, height = 160 }: PrivateImageProps) {
  const toast = useToast();
  const image = usePrivateImage(url);
  const frame = { width, height, display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
  let content;
  if (!url) {
    content = <Typography color="text.secondary">Not uploaded</Typography>;
  } else if (image.isPending) {
    content = <Skeleton variant="rectangular" width={width} height={height} aria-label={`Loading ${label}`} />;
  } else if (image.isError) {
    content = <Typography color="error">Could not load the file.</Typography>;
  } else if (image.data.dataUrl) {
    content = (
      <Box
        component="img"
        src={image.data.dataUrl}
        alt={label}
        sx={{ maxWidth: width, maxHeight: height, objectFit: 'contain' }}
      />
    );
  } else {
    content = (
      <Button
        variant="outlined"
        size="small"
        onClick={() => downloadPrivateFile(url, label).catch(() => toast.error('Could not download the file.'))}
      >
        Download {label}
      </Button>
    );
  }
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ ...frame, border: 1, borderColor: 'divider', borderRadius: 1 }}>{content}</Box>
      <Typography component="figcaption" variant="caption" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}
