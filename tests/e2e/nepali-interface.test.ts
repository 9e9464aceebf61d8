/**
 * HEMIS in Nepali (issue #32): a visitor switches the sign-in page to नेपाली, signs in and
 * keeps Nepali in the header until switching back; the language kept on the account follows
 * the user to another browser; the dashboard and the registration stepper say every word in
 * Nepali, counts in Devanagari digits.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID, toNepaliDigits } from '@hemis/contracts';
import { type createPrismaClient } from '../../server/src/db/prisma.ts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, signIn } from './support/journeys.ts';
import { labelled } from './support/organization.ts';
import { untranslatedTexts } from './support/untranslated-text.ts';
import { resetAccountLanguage, savingLanguage } from './support/language.ts';

const ACCOUNT = DEMO_ACCOUNTS.CollegeAdmin;

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

type Prisma = ReturnType<typeof createPrismaClient>;

/** The names the demo data gives places, institutions, programs, groups and the signed-in user: shown as kept. */
async function demoNames(prisma: Prisma): Promise<string[]> {
  const [provinces, districts, localLevels, universities, campuses, faculties, levels, programs] = await Promise.all([
    prisma.province.findMany({ select: { name: true } }),
    prisma.district.findMany({ select: { name: true } }),
    prisma.localLevel.findMany({ select: { name: true } }),
    prisma.university.findMany({ select: { name: true } }),
    prisma.campus.findMany({ select: { campusName: true, shortName: true } }),
    prisma.faculty.findMany({ select: { facultyName: true, shortName: true } }),
    prisma.level.findMany({ select: { levelName: true, shortName: true } }),
    prisma.program.findMany({ select: { programName: true, shortName: true } }),
  ]);
  const [majors, batches, groups, user] = await Promise.all([
    prisma.majorSubject.findMany({ select: { majorSubjectName: true } }),
    prisma.batch.findMany({ select: { name: true } }),
    prisma.ethnicGroup.findMany({ select: { name: true } }),
    prisma.user.findUniqueOrThrow({ where: { email: ACCOUNT }, select: { firstName: true } }),
  ]);
  return [
    ...[...provinces, ...districts, ...localLevels, ...universities, ...batches, ...groups].map((row) => row.name),
    ...campuses.flatMap((row) => [row.campusName, row.shortName]),
    ...faculties.flatMap((row) => [row.facultyName, row.shortName]),
    ...levels.flatMap((row) => [row.levelName, row.shortName]),
    ...programs.flatMap((row) => [row.programName, row.shortName]),
    ...majors.map((row) => row.majorSubjectName),
    user.firstName,
  ].filter((name): name is string => Boolean(name));
}

/** What the main content still waits for ('' once nothing loads and every chart has drawn its axes' text). */
const FIGURES_PENDING = `(() => {
  const main = document.querySelector('main');
  if (!main) return 'the main content';
  if (main.querySelector('[role=progressbar], .MuiSkeleton-root')) return 'a loader';
  const undrawn = [...main.querySelectorAll('figure')].filter((figure) => figure.querySelector('svg') && !figure.querySelector('svg text'));
  return undrawn.map((figure) => figure.getAttribute('aria-label')).join(', ');
})()`;

/** The step shown: its heading under the stepper. */
const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

/** Picks the first choice of the select labelled `label` (the campus's programs and batches differ by seed). */
async function chooseFirst(page: Page, form: Locator, label: string): Promise<void> {
  await form.getByLabel(labelled(label)).click();
  await page.getByRole('option').first().click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

describe.runIf(browserAvailable())('HEMIS in Nepali', () => {
  const journey = useBrowser();
  const { prisma } = journey;
  afterAll(async () => {
    await resetAccountLanguage(ACCOUNT);
  });

  it('shows the sign-in page and the signed-in header in Nepali, and English again on switching back', async () => {
    const { context, page } = await openPage(journey.browser);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In as Admin' }).waitFor();
    expect(await htmlLang(page)).toBe('en');

    await page.getByLabel('Language').selectOption('ne');
    const form = page.getByRole('form', { name: 'प्रयोगकर्ता लगइन' });
    await form.waitFor();
    expect(await htmlLang(page)).toBe('ne');
    await page.getByRole('link', { name: 'लगइन' }).waitFor();
    await form.getByLabel('मलाई सम्झनुहोस्').waitFor();
    await form.getByRole('link', { name: 'पासवर्ड बिर्सनुभयो' }).waitFor();
    expect(await page.getByText('Sign In as Admin').count()).toBe(0);

    await form.getByLabel('इमेल').fill(ACCOUNT);
    await form.getByLabel(/^पासवर्ड/).fill(DEMO_PASSWORD);
    // Picked just before signing in, Nepali becomes the account's language.
    await savingLanguage(page, () => form.getByRole('button', { name: 'प्रशासकका रूपमा साइन इन गर्नुहोस्' }).click());
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const mainMenu = page.getByRole('navigation', { name: 'मुख्य मेनु' });
    await mainMenu.getByRole('link', { name: 'ड्यासबोर्ड' }).waitFor();
    await page.getByRole('button', { name: 'खाता मेनु' }).click();
    const userMenu = page.getByRole('menu');
    for (const label of ['प्रोफाइल', 'पासवर्ड परिवर्तन', 'लगआउट']) {
      await userMenu.getByRole('menuitem', { name: label }).waitFor();
    }
    await page.keyboard.press('Escape');
    await userMenu.waitFor({ state: 'detached' });
    expect(await htmlLang(page)).toBe('ne');

    await savingLanguage(page, () => page.getByLabel('Language').selectOption('en'));
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Change Password' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await htmlLang(page)).toBe('en');

    await page.reload();
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    expect(await htmlLang(page)).toBe('en');
    await context.close();
  });

  it('takes a signed-in user’s language from the account, in another journey.browser too', async () => {
    const first = await openPage(journey.browser);
    await signIn(first.page, ACCOUNT);
    await savingLanguage(first.page, () => first.page.getByLabel('Language').selectOption('ne'));
    await first.page.getByRole('button', { name: 'खाता मेनु' }).waitFor();
    await first.context.close();

    // Another journey.browser: nothing remembered, an English journey.browser; the account says Nepali.
    const { context, page } = await openPage(journey.browser);
    await signIn(page, ACCOUNT);
    await page.getByRole('button', { name: 'खाता मेनु' }).waitFor();
    await page.getByRole('navigation', { name: 'मुख्य मेनु' }).getByRole('link', { name: 'ड्यासबोर्ड' }).waitFor();
    expect(await htmlLang(page)).toBe('ne');

    await savingLanguage(page, () => page.getByLabel('Language').selectOption('en'));
    await page.getByRole('button', { name: 'Account menu' }).waitFor();
    await context.close();
  });

  it('says the dashboard and every step of the registration stepper in Nepali, leaving no English for the user', async () => {
    const names = await demoNames(prisma);
    const typed = ['SITA', 'RAI'];
    const { context, page } = await openPage(journey.browser);
    await signIn(page, ACCOUNT, DEMO_PASSWORD, `/login?redirect=${encodeURIComponent('/dashboard')}`);
    await savingLanguage(page, () => page.getByLabel('Language').selectOption('ne'));
    const noEnglishLeft = async (where: string) =>
      expect(await untranslatedTexts(page, [...names, ...typed]), where).toEqual([]);

    // The dashboard: cards, charts with their legends and axes, counts in Devanagari digits.
    await page.getByRole('heading', { level: 1, name: 'ड्यासबोर्ड' }).waitFor();
    const figures = page.getByRole('region', { name: 'तथ्याङ्क' });
    const students = await prisma.student.count({
      where: { campusId: DEFAULT_CAMPUS_ID, status: 'active', isVerified: true },
    });
    await figures
      .getByRole('region', { name: 'विद्यार्थी', exact: true })
      .getByText(toNepaliDigits(students.toLocaleString('en-IN')), { exact: true })
      .waitFor();
    await figures.getByRole('figure', { name: 'कार्यक्रम अनुसार विद्यार्थी' }).locator('svg').first().waitFor();
    // Polled from here: the Content-Security-Policy refuses waitForFunction's evaluation of a string.
    await expect.poll(() => page.evaluate(FIGURES_PENDING), { timeout: 15_000 }).toBe('');
    await noEnglishLeft('the dashboard');

    // The registration stepper, each step with its messages.
    await page.goto('/student-management/student-register');
    const form = page.getByRole('form', { name: 'विद्यार्थी दर्ता गर्नुहोस्' });
    await stepHeading(page, 'सामान्य विवरण').waitFor();
    const next = async (step: string) => {
      await form.getByRole('button', { name: 'अर्को' }).click();
      await stepHeading(page, step).waitFor();
    };
    await form.getByRole('button', { name: 'अर्को' }).click();
    await form.getByText('पहिलो नाम आवश्यक छ').waitFor();
    await form.getByText('लिङ्ग आवश्यक छ').waitFor();
    await noEnglishLeft('the general step, with its messages');

    await form.getByLabel(labelled('पहिलो नाम')).fill('sita');
    await form.getByLabel(labelled('थर')).fill('rai');
    await form.getByLabel('महिला').check();
    await next('ठेगाना विवरण');
    await noEnglishLeft('the address step');
    await next('अभिभावक विवरण');
    await noEnglishLeft('the guardian step');
    await next('कार्यक्रम दर्ता');
    await form.getByRole('button', { name: 'अर्को' }).click();
    await form.getByText('तह आवश्यक छ').waitFor();
    await noEnglishLeft('the program step, with its messages');

    for (const label of ['तह', 'सङ्काय', 'कार्यक्रम', 'भर्ना वर्ष']) await chooseFirst(page, form, label);
    await next('सबै विवरण जाँच');
    await form.getByRole('group', { name: 'सबै विवरण जाँच' }).getByText('SITA RAI').waitFor();
    await noEnglishLeft('the review');

    // The same look at the English screen finds its words: the check sees what the user sees.
    await savingLanguage(page, () => page.getByLabel('Language').selectOption('en'));
    await stepHeading(page, 'Review all').waitFor();
    expect((await untranslatedTexts(page, names)).join('\n')).toMatch(/"Review all"[\s\S]*"Full Name \(English\)"/);
    await context.close();
  });
});
