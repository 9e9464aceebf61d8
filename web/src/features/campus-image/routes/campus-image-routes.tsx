/** The campus's image gallery (spec section 2: /image, the original ImageUploader), inside the main layout; it loads lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const CAMPUS_IMAGE_ROUTES = lazyRoutes(() => import('../components/campus-image-page.tsx'), {
  image: 'CampusImagePage',
});
