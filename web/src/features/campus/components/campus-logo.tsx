import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import { uploadUrl } from '../../../lib/config.ts';

/** The campus logo, served from uploads by file name; initials when there is none. */
export function CampusLogo({
  logo,
  name,
  size = 48,
}: {
  logo: string | null | undefined;
  name: string;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const src = failed ? undefined : uploadUrl(logo);
  return (
    <Avatar
      src={src}
      alt={`${name || 'Campus'} logo`}
      slotProps={{ img: { onError: () => setFailed(true) } }}
      sx={{ width: size, height: size, bgcolor: 'primary.main' }}
    >
      {(name || 'H').slice(0, 1)}
    </Avatar>
  );
}
