/**
 * Helpers the browser journeys share: signing in through the login screen as a demo
 * account, and reading the newest email of the outbox (no SMTP in browser tests).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Frame, Page, Response } from 'playwright-core';
import type { Role } from '@hemis/contracts';

export const DEMO_PASSWORD = 'Demo@12345';

/** The seeded demo account of each role (README: Demo accounts). */
export const DEMO_ACCOUNTS: Record<Role, string> = {
  SuperAdmin: 'superadmin@hemis.local',
  Admin: 'admin@hemis.local',
  UgcAdmin: 'ugcadmin@hemis.local',
  UniAdmin: 'uniadmin@hemis.local',
  CollegeAdmin: 'collegeadmin@hemis.local',
  CollegeUser: 'collegeuser@hemis.local',
  Student: 'student@hemis.local',
};

/**
 * Fills the login form and waits until the app has left /login. A refused sign-in fails at
 * once with the server's answer, rather than after the wait for a page that never comes.
 */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, from = '/login'): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(from);
  // What the page did during the sign-in, named in the failure if it never leaves /login: a journey
  // failed that way now and then under load, and the record says where the address went and
  // which call answered what.
  const events: string[] = [];
  const onNavigation = (frame: Frame) => {
    if (frame === page.mainFrame()) events.push(`navigated to ${new URL(frame.url()).pathname}`);
  };
  const onResponse = (response: Response) => {
    if (new URL(response.url()).pathname.startsWith('/api/'))
      events.push(`${response.request().method()} ${new URL(response.url()).pathname} answered ${response.status()}`);
  };
  page.on('framenavigated', onNavigation);
  page.on('response', onResponse);
  const form = page.getByRole('form', { name: 'User Login' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel(/^Password/).fill(password);
  const answered = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/User\/Login$/i.test(new URL(response.url()).pathname),
  );
  await form.getByRole('button', { name: 'Sign In as Admin' }).click();
  const answer = await answered;
  if (!answer.ok()) throw new Error(`Signing in as ${email} was refused: ${answer.status()} ${await answer.text()}`);
  try {
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  } catch (error) {
    throw new Error(`Signed in as ${email}, but the page stayed on ${page.url()}:\n${events.join('\n')}`, {
      cause: error,
    });
  } finally {
    page.off('framenavigated', onNavigation);
    page.off('response', onResponse);
  }
}

/** The newest .eml in the outbox addressed to `to`, waiting for the background send. */
export async function readLatestEmail(outboxDir: string, to: string, after = 0, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = fs.existsSync(outboxDir)
      ? fs
          .readdirSync(outboxDir)
          .filter((name) => name.endsWith('.eml') && name.includes(to))
          .map((name) => path.join(outboxDir, name))
          .filter((file) => fs.statSync(file).mtimeMs >= after)
          .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
      : [];
    if (files[0]) return fs.readFileSync(files[0], 'utf8');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No email to ${to} arrived in ${outboxDir}`);
}

/** The reset link of a reset email, as a path of the app (quoted-printable soft breaks undone). */
export function resetPathOf(email: string): string {
  const text = email.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /https?:\/\/[^\s/]+(\/reset-password\/[^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`No reset link in the email:\n${email}`);
  return match[1];
}

/** The menu ids (data-menu-id) shown inside a container. */
export async function menuIdsIn(page: Page, selector: string): Promise<string[]> {
  return page
    .locator(`${selector} [data-menu-id]`)
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-menu-id') ?? ''));
}

/** Opens a header dropdown by its button name and returns the ids of its items, then closes it. */
export async function dropdownIds(page: Page, buttonName: string | RegExp): Promise<string[]> {
  await page.getByRole('button', { name: buttonName }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  const ids = await menuIdsIn(page, '[role="menu"]');
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  return ids;
}

/** Logout from the account menu, which ends by loading its destination as a new page: waits for that page. */
export async function logOutFromMenu(page: Page): Promise<void> {
  const newPage = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await newPage;
}

/** A unique suffix for records a journey creates. */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
}

type BrowserStorage = {
  localStorage: { getItem(key: string): string | null; setItem(key: string, value: string): void };
};

/** Reads local storage items of the page (tests type-check without the DOM library). */
export function storedItems(page: Page, keys: string[]): Promise<(string | null)[]> {
  return page.evaluate(
    (names) => names.map((name) => (globalThis as unknown as BrowserStorage).localStorage.getItem(name)),
    keys,
  );
}

export function storeItem(page: Page, key: string, value: string): Promise<void> {
  return page.evaluate(
    ([name, text]) => (globalThis as unknown as BrowserStorage).localStorage.setItem(name!, text!),
    [key, value],
  );
}
