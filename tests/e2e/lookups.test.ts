/** Lookup screens (spec section 2, api-contract 5.2 and 8.9): batches kept by the grants body, a campus's holidays. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { addForm, searchList } from './support/setup-screens.ts';

describe.runIf(browserAvailable())('lookup screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('adds a batch and edits it', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.SuperAdmin, undefined, '/login?redirect=%2Fother-setup%2Fbatch-management');
    const form = addForm(page, 'Batch');
    await form.waitFor();

    // The B.S. year is unique; the demo data's batches are recent years, far below 3000.
    const year = String(3000 + Math.floor(Math.random() * 7000));
    const name = `Batch ${uniqueSuffix()}`;
    await form.getByLabel(/^Batch \(B\.S\.\)/).fill(year);
    await form.getByLabel(/^Batch Name/).fill(name);
    await form.getByRole('button', { name: 'Add Batch' }).click();
    await page.getByText('Batch added successfully').waitFor();

    const table = await searchList(page, 'Batch', name);
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    for (const text of [year, 'Active']) expect(await row.textContent()).toContain(text);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Batch' });
    await dialog.getByLabel(/^Status/).click();
    await page.getByRole('option', { name: 'Inactive' }).click();
    await dialog.getByRole('button', { name: 'Update' }).click();
    await dialog.getByText('Batch updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Inactive').waitFor();
    await context.close();
  });

  it('adds a holiday of the campus', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, '/login?redirect=%2Fholiday-setups');
    const form = addForm(page, 'Holiday');
    await form.waitFor();

    const name = `Founders Day ${uniqueSuffix()}`;
    await form.getByLabel(/^Holiday Name/).fill(name);
    await form.getByLabel(/^Date Started/).fill('2031-03-10');
    await form.getByLabel(/^Date End/).fill('2031-03-11');
    await form.getByLabel(/^Is Only For Female/).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await form.getByLabel(/^Remarks/).fill('Campus founding');
    await form.getByRole('button', { name: 'Add Holiday' }).click();
    await page.getByText('Holiday added successfully').waitFor();

    const table = await searchList(page, 'Holiday', name);
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    for (const text of ['Yes', 'Campus founding']) expect(await row.textContent()).toContain(text);
    await context.close();
  });
});
