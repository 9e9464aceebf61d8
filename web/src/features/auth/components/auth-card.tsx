import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { useCampusHeader } from '../../campus/api/get-campus-header.ts';
import { CampusLogo } from '../../campus/components/campus-logo.tsx';

/** The card the sign-in screens share: the campus logo and name above a titled form (spec section 2). */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const { data: campus } = useCampusHeader(DEFAULT_CAMPUS_ID);
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 4 } }}>
      <Paper sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 460 }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mb: 3 }}>
          <CampusLogo logo={campus?.logo} name={campus?.campusName ?? 'HEMIS'} size={72} />
          {campus ? (
            <Typography variant="subtitle1" align="center">
              {campus.campusName}
            </Typography>
          ) : undefined}
          <Typography component="h1" variant="h5" align="center">
            {title}
          </Typography>
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
