/** PATCH CampusImage/{id}: a new caption for an image of the campus. */
import type { CampusImage } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CAMPUS_IMAGES_KEY } from './get-campus-images.ts';

export const useUpdateCampusImage = () =>
  useInvalidatingMutation(
    ({ id, caption }: { id: number; caption: string }) =>
      apiRequest<CampusImage>(`CampusImage/${id}`, { method: 'PATCH', json: { caption } }),
    [CAMPUS_IMAGES_KEY],
  );
