/** DELETE CampusImage/{id}: the image and its file are removed. */
import type { MessageResponse } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../lib/mutations.ts';
import { CAMPUS_IMAGES_KEY } from './get-campus-images.ts';

export const useDeleteCampusImage = () =>
  useInvalidatingMutation(
    (id: number) => apiRequest<MessageResponse>(`CampusImage/${id}`, { method: 'DELETE' }),
    [CAMPUS_IMAGES_KEY],
  );
