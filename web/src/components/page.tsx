import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A screen's title and its sections, each on a paper card. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h5">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

export function Section({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      {title ? (
        <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
          {title}
        </Typography>
      ) : undefined}
      {children}
    </Paper>
  );
}
