/** GET CampusImage: one page of the campus images of the caller's scope, or of one campus within it. */
import type { CampusImage, Page } from '@hemis/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { usePagedQuery } from '../../../lib/list-query.ts';

/** The cache key of the gallery's lists, which its writes refresh. */
export const CAMPUS_IMAGES_KEY = ['campus-images'] as const;

export function getCampusImagePage(page: number, pageSize: number, campusId?: number): Promise<Page<CampusImage>> {
  return apiRequest<Page<CampusImage>>('CampusImage', { query: { page, pageSize, campusId } });
}

export function useCampusImagePage(page: number, pageSize: number, campusId?: number) {
  return usePagedQuery([...CAMPUS_IMAGES_KEY, 'page', page, pageSize, campusId], () =>
    getCampusImagePage(page, pageSize, campusId),
  );
}
