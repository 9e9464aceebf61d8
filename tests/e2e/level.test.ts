/** Level Management through the screen (spec sections 2, 5 and 8). */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SPEC_MESSAGES, VALIDATION_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { addForm, searchList } from './support/setup-screens.ts';

describe.runIf(browserAvailable())('level management', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('adds, lists and edits a level, and refuses a duplicate', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.UniAdmin, undefined, '/login?redirect=%2Fother-setup%2Flevel-management');
    const form = addForm(page, 'Level');
    await form.waitFor();

    await form.getByRole('button', { name: 'Add Level' }).click();
    await form.getByText(VALIDATION_MESSAGES.levelNameRequired).waitFor();
    await form.getByText(VALIDATION_MESSAGES.codeRequired).waitFor();

    const suffix = uniqueSuffix();
    const name = `Diploma ${suffix}`;
    await form.getByLabel(/^Level Name/).fill(name);
    await form.getByLabel(/^Code/).fill(`D${suffix}`);
    await form.getByRole('button', { name: 'Add Level' }).click();
    await page.getByText(SPEC_MESSAGES.levelAddSuccess).waitFor();

    const table = await searchList(page, 'Level', name);
    const row = table.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain(`D${suffix}`);

    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Level' });
    await dialog.getByLabel(/^Remarks/).fill('Two-year diploma');
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page.getByText(SPEC_MESSAGES.levelUpdateSuccess).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByText('Two-year diploma').waitFor();

    await form.getByLabel(/^Level Name/).fill(name);
    await form.getByLabel(/^Code/).fill(`D${suffix}`);
    await form.getByRole('button', { name: 'Add Level' }).click();
    await page.getByText(SPEC_MESSAGES.levelExists).waitFor();
    await context.close();
  });
});
