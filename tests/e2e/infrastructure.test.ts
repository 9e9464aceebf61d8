/**
 * A campus's infrastructure registers through their screens (screens 8.7): land entered in
 * ropani and listed as entered beside its square metres, a building, a lab in that building
 * listed with the building's name, an edit of the building, and the lab archived with a reason
 * instead of deleted.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAND_AREA_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { addForm, searchList } from './support/setup-screens.ts';

/** Opens a register from the side navigation of /infrastructure-management. */
async function openRegister(page: Page, link: string, entity: string) {
  await page.getByRole('link', { name: link, exact: true }).click();
  await addForm(page, entity).waitFor();
}

async function choose(page: Page, form: ReturnType<typeof addForm>, label: RegExp, option: string) {
  await form.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click({ timeout: 15_000 });
}

describe.runIf(browserAvailable())('infrastructure registers', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('records land in ropani, a building and a lab in it, lists them as entered, and archives the lab', async () => {
    const { context, page } = await openPage(browser);
    const suffix = uniqueSuffix();
    await signIn(
      page,
      DEMO_ACCOUNTS.CollegeAdmin,
      undefined,
      '/login?redirect=%2Finfrastructure-management%2Fland-management',
    );
    const land = addForm(page, 'Land');
    await land.waitFor();

    // The notation is checked as the server checks it, before anything is sent.
    await choose(page, land, /^Area Unit/, 'Ropani (ropani-aana-paisa-daam)');
    await land.getByLabel(/^Total Area of Land/).fill('2-17-0-0');
    await land.getByRole('button', { name: 'Add Land' }).click();
    await land.getByText(LAND_AREA_MESSAGES.ropani).waitFor();

    const kitta = `K-${suffix}`;
    await land.getByLabel(/^Total Area of Land/).fill('2-3-1-0');
    await land.getByLabel(/^Kitta no\./).fill(kitta);
    await land.getByLabel('Ownership').check();
    await land.getByRole('button', { name: 'Add Land' }).click();
    await page.getByText('Land added successfully').waitFor();
    const lands = await searchList(page, 'Land', kitta);
    const landRow = lands.getByRole('row').filter({ hasText: kitta });
    await landRow.waitFor();
    // As entered, and 564 daam in square metres.
    for (const text of ['2-3-1-0', 'Ropani (ropani-aana-paisa-daam)', '1,120.81', 'Yes']) {
      expect(await landRow.textContent()).toContain(text);
    }

    const houseName = `Block ${suffix}`;
    await openRegister(page, 'Building', 'Building');
    const building = addForm(page, 'Building');
    await building.getByLabel(/^House Name/).fill(houseName);
    await building.getByLabel(/^Number of Classrooms/).fill('8');
    await building.getByRole('button', { name: 'Add Building' }).click();
    await page.getByText('Building added successfully').waitFor();
    const buildingRow = (await searchList(page, 'Building', houseName)).getByRole('row').filter({ hasText: houseName });
    await buildingRow.waitFor();
    await buildingRow.getByRole('button', { name: `Edit ${houseName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Building' });
    await edit.getByLabel(/^Number of Classrooms/).fill('10');
    await edit.getByLabel('Internet Connection').check();
    await edit.getByRole('button', { name: 'Update' }).click();
    await edit.waitFor({ state: 'detached' });
    await buildingRow.getByRole('cell', { name: '10', exact: true }).waitFor();
    // Ownership of the building still unticked, the internet connection now ticked.
    expect(await buildingRow.getByRole('cell').allTextContents()).toEqual(expect.arrayContaining(['No', 'Yes']));

    const labName = `Physics Lab ${suffix}`;
    await openRegister(page, 'Lab', 'Lab');
    const lab = addForm(page, 'Lab');
    await lab.getByLabel(/^Lab Name/).fill(labName);
    await choose(page, lab, /^Building/, houseName);
    await lab.getByLabel(/^Lab Type/).fill('Science');
    await lab.getByLabel('Adequacy of Lab Equipment').check();
    await lab.getByRole('button', { name: 'Add Lab' }).click();
    await page.getByText('Lab added successfully').waitFor();
    const labs = await searchList(page, 'Lab', labName);
    const labRow = labs.getByRole('row').filter({ hasText: labName });
    await labRow.waitFor();
    expect(await labRow.textContent()).toContain(houseName);

    await labRow.getByRole('button', { name: `Archive ${labName}` }).click();
    const dialog = page.getByRole('dialog', { name: `Archive ${labName}?` });
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await dialog.getByText('A reason is required to archive a record').waitFor();
    await dialog.getByLabel(/^Reason for archiving/).fill('Entered under the wrong block');
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Lab archived').waitFor();
    await labRow.waitFor({ state: 'detached' });
    await context.close();
  });
});
