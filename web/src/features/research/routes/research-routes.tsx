/** Research & Publication Management (spec section 2: Reports, /research), inside the main layout; it loads lazily. */
import { lazyRoutes } from '../../../components/lazy-routes.tsx';

export const RESEARCH_ROUTES = lazyRoutes(() => import('../components/research-page.tsx'), {
  research: 'ResearchPage',
});
