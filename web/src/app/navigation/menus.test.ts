import { describe, expect, it } from 'vitest';
import { ROLES, visibleMenuItems } from '@hemis/contracts';
import { STUDENT_HOME_PATHS, loginRedirectFor, studentPaths } from '../guard.tsx';
import { PENDING_ROUTES, PLACEHOLDER_ROUTES } from '../routes/pending-routes.ts';
import { SIDE_NAV_LINKS, SIDE_NAV_SEGMENTS, sideNavLinksFor } from './side-nav-links.ts';

const main = (role: Parameters<typeof visibleMenuItems>[0]) => visibleMenuItems(role, 'main').map((item) => item.label);

describe('menu visibility (spec section 6)', () => {
  it('shows each role exactly the main items the table allows', () => {
    expect(main('SuperAdmin')).toEqual([
      'Dashboard',
      'Student',
      'Employee',
      'Campuses',
      'Infrastructure',
      'GPS',
      'Fact Sheet',
      'User',
      'Exam',
    ]);
    expect(main('Admin')).toEqual([
      'Dashboard',
      'Setup',
      'University-Budget',
      'Campus QAA',
      'Campus-Fact sheet',
      'User',
    ]);
    expect(main('UgcAdmin')).toEqual(['Dashboard', 'Setup', 'Campus QAA', 'Campus-Fact sheet']);
    expect(main('UniAdmin')).toEqual(['Dashboard', 'Program Setup', 'Setup', 'Campuses', 'User']);
    expect(main('CollegeAdmin')).toEqual([
      'Dashboard',
      'Program Setup',
      'Setup',
      'Student',
      'Employee',
      'GPS',
      'Fact Sheet',
      'Exam',
    ]);
    expect(main('CollegeUser')).toEqual(main('CollegeAdmin'));
    expect(main('Student')).toEqual(['Home']);
  });

  it('hides Profile from Admin and UgcAdmin (and students, who reach only their home)', () => {
    const withProfile = ROLES.filter((role) => visibleMenuItems(role, 'user').some((item) => item.id === 'profile'));
    expect(withProfile).toEqual(['SuperAdmin', 'UniAdmin', 'CollegeAdmin', 'CollegeUser']);
  });

  it('shows the Links dropdown to UgcAdmin and Admin, the intended rule', () => {
    const withLinks = ROLES.filter((role) => visibleMenuItems(role, 'links').length > 0);
    expect(withLinks.sort()).toEqual(['Admin', 'UgcAdmin']);
  });
});

describe('the side navigation (spec section 2: Layout)', () => {
  it('has its own link set for each of the thirteen segments of the spec, /scholarship, /public-finance and /Alumni', () => {
    expect(SIDE_NAV_SEGMENTS).toHaveLength(16);
    for (const segment of SIDE_NAV_SEGMENTS) {
      const links = sideNavLinksFor(`/${segment}/anything`, 'CollegeAdmin');
      if (SIDE_NAV_LINKS[segment].some((link) => link.roles)) {
        expect(links).toEqual(
          SIDE_NAV_LINKS[segment].filter((link) => !link.roles?.length || link.roles.includes('CollegeAdmin')),
        );
      } else expect(links).toBe(SIDE_NAV_LINKS[segment]);
    }
  });

  it('offers a campus’s staff their own QAA page, and the grants body the QAA programme’s keeping', () => {
    const labels = (role: Parameters<typeof visibleMenuItems>[0]) =>
      sideNavLinksFor('/accrediation/campus-list', role).map((link) => link.label);
    expect(labels('CollegeAdmin')).toContain('My Campus QAA');
    expect(labels('CollegeAdmin')).not.toContain('Add Campus for Accreditation');
    expect(labels('Admin')).toContain('Add Campus for Accreditation');
    expect(labels('Admin')).toContain('Renew Accreditation');
    expect(labels('Admin')).not.toContain('My Campus QAA');
    expect(labels('UniAdmin')).toContain('Accreditation List');
  });

  it('matches the segment case-insensitively, like the router', () => {
    expect(sideNavLinksFor('/Student-management/student-summary-detail', 'SuperAdmin')).toBe(
      SIDE_NAV_LINKS['student-management'],
    );
  });

  it('gives any other path the main items the role sees', () => {
    expect(sideNavLinksFor('/profile', 'UgcAdmin').map((link) => link.label)).toEqual(main('UgcAdmin'));
  });

  it('offers the grading scale from a menu each of its writers sees: Setup for UniAdmin, Exam for SuperAdmin', () => {
    const reaches = (role: Parameters<typeof visibleMenuItems>[0]) =>
      visibleMenuItems(role, 'main').some((item) =>
        sideNavLinksFor(item.route, role).some((link) => link.to === '/exam-management/grading-scale'),
      );
    expect(reaches('UniAdmin')).toBe(true);
    expect(reaches('SuperAdmin')).toBe(true);
  });

  it('never lists a route twice as pending', () => {
    const all = [...PENDING_ROUTES, ...PLACEHOLDER_ROUTES].map((path) => path.toLowerCase());
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('the guard (spec section 2)', () => {
  it('sends a signed-out visitor to login with the original path URL-encoded', () => {
    expect(loginRedirectFor('/other-setup/faculty-management', '?x=1')).toBe(
      '/login?redirect=%2Fother-setup%2Ffaculty-management%3Fx%3D1',
    );
  });

  it('lets a student reach only the root path and student-home (spec section 2)', () => {
    const paths = studentPaths();
    for (const path of STUDENT_HOME_PATHS) expect(paths.has(path)).toBe(true);
    expect(paths.has('/other-setup/faculty-management')).toBe(false);
    expect(paths.has('/profile')).toBe(false);
    expect([...paths].sort()).toEqual(['/', '/student-home']);
  });
});
