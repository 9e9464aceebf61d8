/** POST CampusImage (multipart): an image of the signed-in user's campus with its caption. */
import type { CampusImage } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CAMPUS_IMAGES_KEY } from './get-campus-images.ts';

export const useCreateCampusImage = () =>
  useInvalidatingMutation(
    ({ image, caption }: { image: File; caption: string }) =>
      apiRequest<CampusImage>('CampusImage', { method: 'POST', form: { image, caption } }),
    [CAMPUS_IMAGES_KEY],
  );
