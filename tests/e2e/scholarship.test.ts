/**
 * Scholarships and discounts through the screens (issue: graduation, dropout, scholarships ...):
 * a campus administrator assigns a scholarship by amount and a discount by percentage, finds
 * both among the scholar holders, and exports the scholarship report as a spreadsheet.
 */
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

async function assign(page: Page, fullName: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: `Assign to ${fullName}` }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(`scholarship or discount: ${fullName}`) });
  await dialog.getByLabel('Fiscal Year').click();
  await page.getByRole('option').first().click();
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe.runIf(browserAvailable())('scholarships', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const lastName = `Scholar${uniqueSuffix()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('assigns a scholarship and a discount, lists both, and exports the scholarship report', async () => {
    const make = factoriesFor(prisma);
    await make.createStudent({ campusId: DEFAULT_CAMPUS_ID, firstName: 'Merit', lastName });
    await make.createStudent({ campusId: DEFAULT_CAMPUS_ID, firstName: 'Sibling', lastName });
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/scholarship/students'));
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    const merit = `MERIT ${lastName.toUpperCase()}`;
    const sibling = `SIBLING ${lastName.toUpperCase()}`;
    await assign(page, merit, async (dialog) => {
      await dialog.getByLabel(/Scholarship\/Discount Name/).fill('Dean’s merit');
      await dialog.getByLabel(/Scholarship Amount/).fill('12500');
    });
    await assign(page, sibling, async (dialog) => {
      await dialog.getByLabel('Type').click();
      await page.getByRole('option', { name: 'Discount' }).click();
      await dialog.getByLabel(/Scholarship\/Discount Name/).fill('Sibling discount');
      await dialog.getByLabel('Percentage', { exact: true }).check();
      await dialog.getByLabel(/Percentage \(%\)/).fill('25');
    });

    await page.goto('/scholarship/scholarship-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(lastName);
    await page.getByRole('row').filter({ hasText: merit }).getByText('Rs 12,500').waitFor();
    await page.getByRole('row').filter({ hasText: sibling }).getByText('25 %').waitFor();

    await page.goto('/scholarship/scholarshipStudent-list');
    await page.getByRole('row').filter({ hasText: merit }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export XLSX' }).click(),
    ]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const rows = workbook.getWorksheet('Scholarship Report')!.getSheetValues();
    const meritRow = rows.find((row) => Array.isArray(row) && row.includes(merit)) as unknown[];
    expect(meritRow).toContain(12500);
    expect(rows.some((row) => Array.isArray(row) && row.includes(sibling))).toBe(false);
    await context.close();
  });
});
