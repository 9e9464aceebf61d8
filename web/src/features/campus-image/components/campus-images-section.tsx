/**
 * The campus's images on its signed-in fact sheet: a small section of captioned photographs.
 * Readers who may not see the images (no infrastructure module) get no section at all, as
 * the public fact sheet never has one: the images are private.
 */
import Typography from '@mui/material/Typography';
import { CAMPUS_IMAGE_LIMIT, can } from '@hemis/contracts';
import { Section } from '../../../components/page.tsx';
import { useRole } from '../../../lib/session/session-store.ts';
import { useCampusImagePage } from '../api/get-campus-images.ts';
import { CampusImageGrid } from './campus-image-grid.tsx';

function CampusImages({ campusId }: { campusId: number }) {
  const list = useCampusImagePage(1, CAMPUS_IMAGE_LIMIT, campusId);
  // A reader whose grants leave the images out is answered 403: the sheet simply has no such section.
  if (list.isPending || list.isError) return null;
  return (
    <Section title="Campus Images">
      {list.data.data.length ? (
        <CampusImageGrid images={list.data.data} height={160} />
      ) : (
        <Typography color="text.secondary">No campus images uploaded.</Typography>
      )}
    </Section>
  );
}

export function CampusImagesSection({ campusId }: { campusId: number }) {
  return can(useRole(), 'infrastructure:read') ? <CampusImages campusId={campusId} /> : null;
}
