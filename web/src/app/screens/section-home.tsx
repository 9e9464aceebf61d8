import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Page } from '../../components/page.tsx';
import { useRole } from '../../lib/session/session-store.ts';
import { sideNavLinksFor } from '../navigation/side-nav-links.ts';
import { useHeldModules } from '../../features/users/api/users.ts';
import { LinkTiles } from '../../components/link-tiles.tsx';

const TITLES: Record<string, string> = {
  'other-setup': 'Setup',
  'student-management': 'Student Management',
  'employee-management': 'Employee Management',
  'infrastructure-management': 'Infrastructure Management',
  'user-management': 'User Management',
  'exam-management': 'Exam Management',
  'dropout-management': 'Dropout Management',
  'organization-management': 'Campuses',
  scholarship: 'Scholarship Management',
  'public-finance': 'Public Finance',
  alumni: 'Alumni',
};

/**
 * A module's home (spec section 2: Home and dashboards): tiles of its side-navigation links,
 * and below them what the module adds (the alumni home's totals).
 */
export function SectionHome({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const role = useRole();
  const held = useHeldModules();
  const segment = (pathname.split('/')[1] ?? '').toLowerCase();
  const links = sideNavLinksFor(pathname, role, held).filter(
    (link) => link.to.toLowerCase() !== pathname.toLowerCase(),
  );
  return (
    <Page title={TITLES[segment] ?? 'Home'}>
      <LinkTiles links={links} />
      {children}
    </Page>
  );
}

export default SectionHome;
