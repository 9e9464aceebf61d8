/**
 * The organisation registry through the screens (issue 16): the grants body registers a
 * university and a campus of it, a university's administrator registers a campus of its own
 * university, and a campus places itself on the map by typing its coordinates.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_MESSAGES, SETUP_MESSAGES } from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose, labelled, LOGO_FILE } from './support/organization.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

describe.runIf(browserAvailable())('organisation registry', () => {
  let browser: Browser;
  /** The Edit address of the campus the grants body registers for a new university. */
  let otherUniversityCampusEdit = '';
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('lets the grants body register a university and then a campus of it', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.SuperAdmin, undefined, from('/organization-management/university-register'));
    const suffix = uniqueSuffix();
    const universityName = `Karnali Test University ${suffix}`;

    const universityForm = page.getByRole('form', { name: 'Register University' });
    await universityForm.getByRole('button', { name: 'Register University' }).click();
    await universityForm.getByText(SETUP_MESSAGES.universityNameRequired).waitFor();
    await universityForm.getByText(SETUP_MESSAGES.universityCodeRequired).waitFor();

    await universityForm.getByLabel(labelled('University Name')).fill(universityName);
    await universityForm.getByLabel(labelled('Short Name')).fill(`KTU${suffix}`);
    await choose(page, universityForm, 'University Type', 'Public');
    await universityForm.getByLabel(labelled('Established Year (AD)')).fill('2011');
    await universityForm.getByLabel(labelled('Email')).fill(`office-${suffix.toLowerCase()}@ktu.edu.np`);
    await choose(page, universityForm, 'Province', 'Karnali');
    await choose(page, universityForm, 'District', 'Surkhet');
    await choose(page, universityForm, 'Local Level', 'Birendranagar');
    await universityForm.getByLabel('Logo', { exact: true }).setInputFiles(LOGO_FILE);
    await universityForm.getByText('campus-66-logo.png').waitFor();
    await universityForm.getByRole('button', { name: 'Register University' }).click();
    await page.getByText('University registered successfully.').waitFor();
    expect(await universityForm.getByLabel(labelled('University Name')).inputValue()).toBe('');

    await page.getByRole('link', { name: 'Campus Register' }).click();
    const campusForm = page.getByRole('form', { name: 'Register Campus' });
    await campusForm.getByRole('button', { name: 'Register Campus' }).click();
    await campusForm.getByText(SETUP_MESSAGES.campusNameRequired).waitFor();
    await campusForm.getByText('University is required').waitFor();

    const campusName = `Birendranagar Test Campus ${suffix}`;
    await campusForm.getByLabel(labelled('Campus Name')).fill(campusName);
    await choose(page, campusForm, 'Campus Type', 'Community');
    await choose(page, campusForm, 'University', universityName);
    await campusForm.getByLabel(labelled('Code')).fill(`BTC-${suffix}`);
    await choose(page, campusForm, 'Province', 'Karnali');
    await choose(page, campusForm, 'District', 'Surkhet');
    await choose(page, campusForm, 'Local Level', 'Birendranagar');
    await choose(page, campusForm, 'Ward No.', '6');
    await campusForm.getByLabel(labelled('Established Date (BS, YYYY-MM-DD)')).fill('2070-01-01');
    expect(await campusForm.getByLabel(labelled('Established Date (AD)')).inputValue()).toBe('2013-04-14');
    expect(await campusForm.getByLabel(labelled('Established Year (AD)')).inputValue()).toBe('2013');
    await campusForm.getByLabel(labelled('Principal Name')).fill('Sita Sharma');
    await campusForm.getByLabel(labelled('Focal Person Name')).fill('Hari Thapa');
    await campusForm.getByLabel(labelled('Bank Name')).fill('Rastriya Banijya Bank');
    await campusForm.getByLabel('Logo', { exact: true }).setInputFiles(LOGO_FILE);
    await campusForm.getByRole('button', { name: 'Register Campus' }).click();
    await page.getByText('Campus registered successfully.').waitFor();
    expect(await campusForm.getByLabel(labelled('Campus Name')).inputValue()).toBe('');

    await page.getByRole('link', { name: 'University List' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(`KTU${suffix}`);
    const universityRow = page
      .getByRole('table', { name: 'University list' })
      .getByRole('row')
      .filter({ hasText: universityName });
    await universityRow.waitFor();
    expect(await universityRow.textContent()).toContain('Birendranagar, Surkhet, Karnali');
    expect(await universityRow.getByRole('cell').nth(-2).textContent()).toBe('1');

    await universityRow.getByRole('link', { name: `Edit ${universityName}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit University' });
    expect(await editForm.getByLabel(labelled('Short Name')).inputValue()).toBe(`KTU${suffix}`);
    await editForm.getByLabel(labelled('Website')).fill('https://ktu.edu.np');
    await editForm.getByRole('button', { name: 'Update University' }).click();
    await page.getByText('University updated successfully.').waitFor();
    await page.goBack();
    await page.getByRole('searchbox', { name: 'Search' }).fill(`KTU${suffix}`);
    await universityRow.filter({ hasText: 'https://ktu.edu.np' }).waitFor();

    await page.getByRole('link', { name: 'Community Campus' }).click();
    const toolbar = page.getByRole('main');
    await choose(page, toolbar, 'University', universityName);
    const campusRow = page
      .getByRole('table', { name: 'Community Campus list' })
      .getByRole('row')
      .filter({ hasText: campusName });
    await campusRow.waitFor();
    expect(await campusRow.textContent()).toContain('Surkhet');
    otherUniversityCampusEdit =
      (await campusRow.getByRole('link', { name: `Edit ${campusName}` }).getAttribute('href')) ?? '';
    await page.getByRole('listitem').filter({ hasText: 'Community Campus: 1' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Constituent Campus: 0' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'All types: 1' }).waitFor();

    await page.goto('/number-campustype');
    const countRow = page
      .getByRole('table', { name: 'Campuses by type and university' })
      .getByRole('row')
      .filter({ hasText: universityName });
    await countRow.waitFor();
    expect((await countRow.getByRole('cell').allTextContents()).slice(1)).toEqual(['0', '1', '0', '1']);
    await page.locator(`svg[role="img"] g[data-university="KTU${suffix}"]`).waitFor();
    await context.close();
  });

  it('lets a university’s administrator register a campus of its own university without choosing one', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.UniAdmin, undefined, from('/organization-management/campus-register'));
    const campusForm = page.getByRole('form', { name: 'Register Campus' });
    await campusForm.waitFor();
    expect(await campusForm.getByLabel(labelled('University')).count()).toBe(0);

    const campusName = `Kirtipur Test Campus ${uniqueSuffix()}`;
    await campusForm.getByLabel(labelled('Campus Name')).fill(campusName);
    await choose(page, campusForm, 'Campus Type', 'Constituent');
    await choose(page, campusForm, 'Province', 'Bagmati');
    await choose(page, campusForm, 'District', 'Kathmandu');
    await choose(page, campusForm, 'Local Level', 'Kirtipur');
    await campusForm.getByLabel(labelled('Established Date (AD)')).fill('1959-07-01');
    expect(await campusForm.getByLabel(labelled('Established Date (BS, YYYY-MM-DD)')).inputValue()).toBe('2016-03-17');
    await campusForm.getByRole('button', { name: 'Register Campus' }).click();
    await page.getByText('Campus registered successfully.').waitFor();

    await page.getByRole('link', { name: 'Constituent Campus', exact: true }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(campusName);
    const row = page
      .getByRole('table', { name: 'Constituent Campus list' })
      .getByRole('row')
      .filter({ hasText: campusName });
    expect(await row.textContent()).toContain('Tribhuvan University');
    await row.getByRole('link', { name: `Edit ${campusName}` }).click();
    const editForm = page.getByRole('form', { name: 'Edit Campus' });
    expect(await editForm.getByLabel(labelled('Campus Name')).inputValue()).toBe(campusName);
    await editForm.getByLabel(labelled('Principal Name')).fill('Gita Karki');
    await editForm.getByRole('button', { name: 'Update Campus' }).click();
    await page.getByText('Campus updated successfully.').waitFor();
    await page.goBack();
    await page
      .getByRole('table', { name: 'Constituent Campus list' })
      .getByRole('row')
      .filter({ hasText: 'Gita Karki' })
      .waitFor();
    // The university's lists hold its own campuses only, and offer no choice of university.
    expect(await page.getByRole('main').getByLabel(labelled('University')).count()).toBe(0);
    const universityCells = await page
      .getByRole('table', { name: 'Constituent Campus list' })
      .locator('tbody tr td:nth-child(4)')
      .allTextContents();
    expect(new Set(universityCells)).toEqual(new Set(['Tribhuvan University']));

    // Another university's campus is not found for this university, neither listed nor editable.
    expect(otherUniversityCampusEdit).toMatch(/campusId=\d+$/);
    await page.goto(otherUniversityCampusEdit);
    await page
      .getByRole('alert')
      .filter({ hasText: /not found/i })
      .waitFor();
    expect(await page.getByRole('form', { name: 'Edit Campus' }).count()).toBe(0);
    await context.close();
  });

  it('lets a campus place itself on the map by typing coordinates, refusing a point outside Nepal', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/add-location'));
    const form = page.getByRole('form', { name: 'Campus location' });
    await page.getByRole('heading', { name: 'Shanker Dev Campus' }).waitFor();
    await page.locator('.leaflet-container').waitFor();

    await form.getByLabel(labelled('Latitude')).fill('85.3240');
    await form.getByLabel(labelled('Longitude')).fill('27.7172');
    await form.getByRole('button', { name: 'Save Location' }).click();
    await form.getByText(/inside Nepal: latitude/).waitFor();
    await form.getByText(/inside Nepal: longitude/).waitFor();

    await form.getByLabel(labelled('Latitude')).fill('27.7045');
    await form.getByLabel(labelled('Longitude')).fill('85.3216');
    await form.getByRole('button', { name: 'Save Location' }).click();
    await page.getByText('Campus location saved.').waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Shanker Dev Campus' }).waitFor();
    await expect.poll(() => form.getByLabel(labelled('Latitude')).inputValue()).toBe('27.7045');
    expect(await form.getByLabel(labelled('Longitude')).inputValue()).toBe('85.3216');
    await context.close();
  });

  it('shows the grants body every placed campus on the map, and lets it pick one to place', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.SuperAdmin, undefined, from('/add-location'));
    const map = page.getByRole('application', { name: 'Campus map' });
    await expect.poll(async () => Number(await map.getAttribute('data-campus-markers'))).toBeGreaterThan(0);
    await page.getByText(/other campus(es)? on the map/).waitFor();

    await page.getByLabel('Campus', { exact: true }).fill('Shanker Dev');
    await page.getByRole('option', { name: /^Shanker Dev Campus/ }).click();
    await page.getByRole('heading', { name: 'Shanker Dev Campus' }).waitFor();
    const form = page.getByRole('form', { name: 'Campus location' });
    await expect.poll(() => form.getByLabel(labelled('Latitude')).inputValue()).toBe('27.7045');
    await context.close();
  });

  it('lets a campus edit its own profile but not its name, type or code', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, from('/profile'));
    const form = page.getByRole('form', { name: 'Campus Profile' });
    await form.waitFor();
    for (const locked of ['Campus Name', 'Campus Type', 'Code']) {
      expect(await form.getByLabel(labelled(locked)).count()).toBe(0);
    }
    expect(await form.getByLabel(labelled('District')).textContent()).toMatch(/\w/);

    await form.getByLabel(labelled('Principal Phone No.')).fill('12345');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await form.getByText(REGISTRY_MESSAGES.phoneInvalid).waitFor();

    const principal = `Principal ${uniqueSuffix()}`;
    await form.getByLabel(labelled('Principal Name')).fill(principal);
    await form.getByLabel(labelled('Principal Phone No.')).fill('9841234567');
    await form.getByLabel(labelled('Bank Name')).fill('Nepal Bank Limited');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await page.getByText('Campus profile updated successfully.').waitFor();

    await page.reload();
    await form.waitFor();
    expect(await form.getByLabel(labelled('Principal Name')).inputValue()).toBe(principal);
    expect(await form.getByLabel(labelled('Principal Phone No.')).inputValue()).toBe('9841234567');
    expect(await form.getByLabel(labelled('Bank Name')).inputValue()).toBe('Nepal Bank Limited');
    await context.close();
  });

  it('lets a university keep its central departments', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.UniAdmin, undefined, from('/organization-management/central-departments'));
    const form = page.getByRole('form', { name: 'Add Central Department' });
    await form.getByRole('button', { name: 'Add Central Department' }).click();
    await form.getByText(REGISTRY_MESSAGES.centralDepartmentNameRequired).waitFor();

    const name = `Central Department of Testing ${uniqueSuffix()}`;
    await form.getByLabel(labelled('Department Name')).fill(name);
    await form.getByLabel(labelled('Head of Department')).fill('Prof. Ram Adhikari');
    await form.getByLabel(labelled('Phone')).fill('01-4331234');
    await form.getByRole('button', { name: 'Add Central Department' }).click();
    await page.getByText('Central department added successfully.').waitFor();

    await page.getByRole('searchbox', { name: 'Search' }).fill(name);
    const row = page.getByRole('table', { name: 'Central Department list' }).getByRole('row').filter({ hasText: name });
    await row.waitFor();
    expect(await row.textContent()).toContain('Tribhuvan University');
    expect(await row.textContent()).toContain('Prof. Ram Adhikari');
    await context.close();
  });
});
