/**
 * Users, modules and permissions through the screens (issue: users, modules and permissions):
 * a campus administrator makes a teacher a user and grants Student Management only; the
 * teacher sees only that module's tile and menu, and the server refuses the employee list
 * called directly; once the grant is withdrawn the next call is refused too; the audit log
 * shows the grant and its withdrawal with their before and after values.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID, PERSIST_STORE_KEY } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import {
  DEMO_ACCOUNTS,
  menuIdsIn,
  readLatestEmail,
  resetPathOf,
  signIn,
  storedItems,
  uniqueSuffix,
} from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
const PASSWORD = 'Teacher@2083';

/** Calls the API directly as the page's signed-in user, with the token the web keeps. */
async function apiStatus(page: Page, path: string): Promise<number> {
  const [root] = await storedItems(page, [PERSIST_STORE_KEY]);
  const token = (JSON.parse(root ?? '{}') as { user?: { currentUser?: { tokenString?: string } } }).user?.currentUser
    ?.tokenString;
  const response = await page.request.get(`${e2e().baseUrl}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status();
}

async function setStudentModule(page: Page, teacherName: string, granted: boolean) {
  await page.goto('/user-management/assign-permission-campus');
  await page.getByRole('combobox', { name: 'User' }).click();
  await page.getByRole('option', { name: new RegExp(teacherName) }).click();
  const box = page.getByRole('checkbox', { name: 'Student Management' });
  await box.waitFor();
  await page.getByLabel(/^Loading Modules/).waitFor({ state: 'detached' });
  if ((await box.isChecked()) !== granted) await box.click();
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await page.getByText(`Permissions of ${teacherName} saved`).waitFor();
}

describe.runIf(browserAvailable())('users, modules and permissions', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const suffix = uniqueSuffix();
  const email = `teacher.${suffix.toLowerCase()}@hemis.local`;
  const lastName = `Grant${suffix}`;

  beforeAll(async () => {
    browser = await launchBrowser();
    await factoriesFor(prisma).createEmployee({ campusId: DEFAULT_CAMPUS_ID, firstName: 'Kamala', lastName, email });
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('makes a teacher a user with Student Management only, enforces it, withdraws it, and audits both', async () => {
    const { outboxDir } = e2e();
    const teacherName = `Kamala ${lastName}`;
    const { context: adminContext, page: admin } = await openPage(browser);
    await signIn(admin, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/employee-management/teaching-staff'));
    await admin.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    const sentAfter = Date.now() - 1000;
    await admin.getByRole('button', { name: new RegExp(`^Role of .*${lastName}$`, 'i') }).click();
    const dialog = admin.getByRole('dialog', { name: 'Make user' });
    await dialog.getByRole('radio', { name: 'Active', exact: true }).check();
    await dialog.getByRole('button', { name: 'Make user' }).click();
    await admin.getByText('Login created or updated. Email sent if status is active.').waitFor();

    await setStudentModule(admin, teacherName, true);

    const { context: teacherContext, page: teacher } = await openPage(browser);
    await teacher.goto(resetPathOf(await readLatestEmail(outboxDir, email, sentAfter)));
    await teacher.getByLabel(/^New Password/).fill(PASSWORD);
    await teacher.getByLabel(/^Confirm Password/).fill(PASSWORD);
    await teacher.getByRole('button', { name: 'Reset Password' }).click();
    await teacher.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
    await signIn(teacher, email, PASSWORD);

    const tiles = teacher.getByRole('list', { name: 'Modules' });
    await tiles.waitFor();
    const enabled = await tiles.locator('[data-module] a:not([aria-disabled="true"])').count();
    expect(enabled).toBe(1);
    await expect
      .poll(() => tiles.locator('[data-module="student management"] a').getAttribute('aria-disabled'))
      .toBe('false');
    await tiles.locator('[data-module="employee management"]').hover();
    await teacher.getByRole('tooltip', { name: 'Permission not given' }).last().waitFor();
    const mainMenu = await menuIdsIn(teacher, 'header nav[aria-label="Main menu"]');
    expect(mainMenu).toContain('student');
    expect(mainMenu).not.toContain('employee');
    expect(mainMenu).not.toContain('exam');

    expect(await apiStatus(teacher, '/api/Employee/GetAllEmployeees')).toBe(403);
    expect(await apiStatus(teacher, '/api/Student/GetAllStudentPaginated?pageNumber=1&pageSize=5')).toBe(200);

    await setStudentModule(admin, teacherName, false);
    expect(await apiStatus(teacher, '/api/Student/GetAllStudentPaginated?pageNumber=1&pageSize=5')).toBe(403);

    await admin.goto('/user-management/audit');
    await admin.getByLabel('Record type').click();
    await admin.getByRole('option', { name: 'User', exact: true }).click();
    await admin.getByText('modules: (none) → student management').first().waitFor();
    await admin.getByText('modules: student management → (none)').first().waitFor();

    await teacherContext.close();
    await adminContext.close();
  });
});
