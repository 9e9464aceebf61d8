/**
 * The guard (spec section 2): a protected path without a user replaces the history entry
 * with /login?redirect={path}; a student reaches only the student home and the pages of
 * the student's own menu (the contracts' menu table).
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { roleOf, visibleMenuItems, type MenuItem, type Role } from '@hemis/contracts';
import { useCurrentUser } from '../lib/session/session-store.ts';

export const STUDENT_HOME_PATHS = ['/', '/student-home'] as const;

/** The paths a student may open: the student home and the routes of the student's menu items. */
export function studentPaths(): ReadonlySet<string> {
  const menuRoutes = visibleMenuItems('Student')
    .map((item) => item.route)
    .filter(Boolean);
  return new Set<string>([...STUDENT_HOME_PATHS, ...menuRoutes]);
}

export function loginRedirectFor(pathname: string, search = ''): string {
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
}

export function RequireUser() {
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  if (!user) return <Navigate to={loginRedirectFor(pathname, search)} replace />;
  const normalised = pathname.replace(/\/+$/, '') || '/';
  if (roleOf(user) === 'Student' && !studentPaths().has(normalised)) return <Navigate to="/" replace />;
  return <Outlet />;
}

/** A screen behind a menu item shows only to the roles that see the item (Profile: spec section 6). */
export function RequireMenuItem({
  id,
  role,
  children,
}: {
  id: MenuItem['id'];
  role: Role | undefined;
  children: React.ReactNode;
}) {
  const allowed = visibleMenuItems(role).some((item) => item.id === id);
  return allowed ? <>{children}</> : <Navigate to="/" replace />;
}
