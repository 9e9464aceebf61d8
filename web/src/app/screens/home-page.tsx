import { visibleMenuItems } from '@hemis/contracts';
import { Page } from '../../components/page.tsx';
import { useRole } from '../../lib/session/session-store.ts';
import { LinkTiles } from './link-tiles.tsx';

/** / and /home for staff: a tile for each main menu item the role sees (spec section 6). */
export function HomePage() {
  const role = useRole();
  const links = visibleMenuItems(role, 'main')
    .filter((item) => item.route !== '/')
    .map((item) => ({ label: item.label, to: item.route }));
  return (
    <Page title="Dashboard">
      <LinkTiles links={links} />
    </Page>
  );
}

export default HomePage;
