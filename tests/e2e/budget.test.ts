/**
 * Budgets (issue #30): the grants body's Admin sets a university's budget for a finance head and
 * allocates part of it to a campus, revises the allocation with a reason and reads its history;
 * budget against actual for the university shows the head with its budget and allocation; and
 * its CSV downloads. The journey runs on a university, campus and head of its own.
 */
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor } from '../support/factories.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

const from = (target: string) => `/login?redirect=${encodeURIComponent(target)}`;

describe.runIf(browserAvailable())('a university’s budget, its campus allocation and budget against actual', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const make = factoriesFor(prisma);
  const suffix = uniqueSuffix();
  let university: { id: number; name: string };
  let campus: { id: number; campusName: string };
  let head: { headCode: number; headName: string };
  let fiscalYear: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    university = await make.createUniversity({ name: `Budget University ${suffix}` });
    campus = await make.createCampus({ universityId: university.id, campusName: `Budget Campus ${suffix}` });
    const code = 900_000 + Math.floor(Math.random() * 90_000);
    head = await prisma.financeHead.create({
      data: {
        headCode: code,
        headType: 'Expenditure',
        expenditureType: 'Operating',
        headName: `Library books ${suffix}`,
      },
    });
    fiscalYear = (await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } })).yearNepali;
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  /** Fills the add form for the holder and waits for the toast. */
  async function addBudget(page: Page, holder: string, amount: string, place: { campus?: string }) {
    const form = page.getByRole('form', { name: 'Add budget' });
    await choose(page, form, 'Fiscal Year', fiscalYear);
    await choose(page, form, 'Finance Head', `${head.headCode} ${head.headName}`);
    await form.getByRole('radio', { name: holder, exact: true }).check();
    await choose(page, form, 'University', university.name);
    if (place.campus) await choose(page, form, 'Campus', place.campus);
    await form.getByLabel(/^Amount/).fill(amount);
    await form.getByRole('button', { name: 'Add Budget' }).click();
    await page.getByRole('alert').filter({ hasText: 'Budget added' }).first().waitFor();
  }

  it('the Admin sets the university’s budget for a head, allocates to a campus, revises it and reads its history', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Admin, undefined, from('/budgetmgmt-setups'));
    await page.getByRole('heading', { name: 'Budget Setup' }).waitFor();

    await addBudget(page, 'University budget', '1000000', {});
    await addBudget(page, 'Campus allocation', '400000', { campus: campus.campusName });

    const lines = page.getByRole('table', { name: 'Budget lines' });
    const filters = page.getByRole('region', { name: 'Budget Lines' });
    await choose(page, filters, 'University', university.name);
    const allocation = lines.getByRole('row').filter({ hasText: campus.campusName });
    await allocation.getByText('4,00,000.00').waitFor();

    await page
      .getByRole('button', { name: `Revise ${head.headName} for ${campus.campusName} (${university.name})` })
      .click();
    const revise = page.getByRole('form', { name: `Revise budget of ${head.headName}` });
    await revise.getByLabel(/^New amount/).fill('450000');
    // A revision needs its reason: without it the form says so and nothing is sent.
    await revise.getByRole('button', { name: 'Revise' }).click();
    await revise.getByText('A reason is required for a revision').waitFor();
    await revise.getByLabel(/^Reason/).fill('Second semester intake grew');
    await revise.getByRole('button', { name: 'Revise' }).click();
    await page.getByRole('alert').filter({ hasText: 'Budget revised' }).first().waitFor();
    await allocation.getByText('4,50,000.00').waitFor();
    await allocation.getByText('first 4,00,000.00').waitFor();

    await page
      .getByRole('button', { name: `Revisions of ${head.headName} for ${campus.campusName} (${university.name})` })
      .click();
    const history = page.getByRole('table', { name: `Revisions of ${head.headName}` });
    const revision = history.getByRole('row').filter({ hasText: 'Second semester intake grew' });
    await revision.waitFor();
    expect(await revision.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['4,00,000.00', '4,50,000.00', 'Second semester intake grew']),
    );
    await context.close();
  });

  it('budget against actual for the university shows the head, and its CSV downloads', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Admin, undefined, from('/budget-management'));
    await page.getByRole('heading', { name: 'Budget Management' }).waitFor();
    const section = page.getByRole('region', { name: 'Budget against Actual' });
    await choose(page, section, 'University', university.name);
    await section.getByText(`${university.name}, F.Y. ${fiscalYear}`).waitFor();
    const row = section.getByRole('table', { name: 'Budget against actual' }).getByRole('row').filter({
      hasText: head.headName,
    });
    await row.waitFor();
    // Head, type, budget, allocated, actual, variance, utilisation.
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      `${head.headCode} ${head.headName}`,
      'Expenditure',
      '10,00,000.00',
      '4,50,000.00',
      '0.00',
      '10,00,000.00',
      '0.0%',
    ]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download Budget against Actual as CSV' }).click(),
    ]);
    expect(fs.readFileSync(await download.path(), 'utf8')).toContain(head.headName);
    await context.close();
  });
});
