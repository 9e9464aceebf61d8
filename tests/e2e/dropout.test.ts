/**
 * Dropouts through the screens (issue: graduation, dropout ...): a campus administrator records
 * a student's dropout from the student list, finds the student in the dropout list, prints the
 * recommendation letter (previewed, downloaded, verifiable), and reverts the dropout.
 */
import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { labelled } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

describe.runIf(browserAvailable())('dropouts', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const lastName = `Leaver${uniqueSuffix()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('records a dropout from the student list, prints a verifiable recommendation letter, and reverts it', async () => {
    const student = await factoriesFor(prisma).createStudent({
      campusId: DEFAULT_CAMPUS_ID,
      firstName: 'Sunita',
      lastName,
    });
    const fullName = `SUNITA ${lastName.toUpperCase()}`;
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/dropout-management/home'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await page.getByRole('button', { name: `Dropout ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Dropout of ${fullName}` });
    await dialog.getByRole('button', { name: 'Record dropout' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByLabel(labelled('Reason')).fill('Joined the army');
    await dialog.getByLabel(labelled('Date of Entry (AD)')).fill('2025-08-01');
    await dialog.getByRole('button', { name: 'Record dropout' }).click();
    await page.getByText(`${fullName} was recorded as dropped out`).waitFor();
    expect((await prisma.student.findUniqueOrThrow({ where: { id: student.id } })).status).toBe('droppedOut');

    await page.goto('/dropout-management/dropout-list');
    const row = page.getByRole('row').filter({ hasText: fullName });
    await row.getByText('Joined the army').waitFor();
    await row.getByRole('link', { name: `Recommendation letter of ${fullName}` }).click();
    await page.locator('iframe[title="Recommendation letter preview"]').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    const [letter] = await pdfText(new Uint8Array(fs.readFileSync(await download.path())));
    expect(letter).toContain('RECOMMENDATION LETTER');
    expect(letter).toContain(fullName);
    expect(letter).toContain('Joined the army');
    const code = /((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/.exec(letter!)?.[1];
    const phone = await openPage(browser);
    await phone.page.goto(`/verify/${code}`);
    await phone.page.getByText(fullName).waitFor();
    await phone.context.close();

    await page.goto('/dropout-management/dropout-list');
    await page.getByRole('button', { name: `Revert the dropout of ${fullName}` }).click();
    await page.getByRole('dialog', { name: 'Revert this dropout?' }).getByRole('button', { name: 'Revert' }).click();
    await page.getByText('The dropout was reverted: the student is back on the active lists').waitFor();
    expect((await prisma.student.findUniqueOrThrow({ where: { id: student.id } })).status).toBe('active');
    await context.close();
  });
});
