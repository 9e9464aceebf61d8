/**
 * Seeding the registry in bulk through the import screen (issue 16): 200 campuses imported
 * from the downloaded template appear in the lists by type with the right counts, importing
 * the same file again changes nothing, and a file with bad rows reports each one with its row
 * and column and writes nothing.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRY_IMPORT_COLUMNS,
  REGISTRY_MESSAGES,
  SETUP_MESSAGES,
  type RegistryImportColumn,
} from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose } from './support/organization.ts';

type Row = Partial<Record<RegistryImportColumn, string>>;

interface AddressFile {
  provinces: { name: string; districts: { name: string; localLevels: { name: string }[] }[] }[];
}

/** Real district and local level pairs from the seeded address tree, to spread campuses over Nepal. */
function places(): { province: string; district: string; localLevel: string }[] {
  const file = path.resolve(import.meta.dirname, '../../prisma/seed/data/address.json');
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as AddressFile;
  return tree.provinces.flatMap((province) =>
    province.districts.map((district) => ({
      province: province.name,
      district: district.name,
      localLevel: district.localLevels[0]!.name,
    })),
  );
}

function csv(header: string, rows: Row[]): string {
  const columns = header.split(',') as RegistryImportColumn[];
  return [header, ...rows.map((row) => columns.map((column) => row[column] ?? '').join(','))].join('\n') + '\n';
}

function writeTemp(name: string, text: string): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-import-')), name);
  fs.writeFileSync(file, text);
  return file;
}

async function downloadTemplateHeader(page: Page): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download template (.csv)' }).click();
  const file = await (await download).path();
  return fs.readFileSync(file, 'utf8').trim();
}

async function importFile(page: Page, file: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Import file' });
  await form.getByLabel('Spreadsheet').setInputFiles(file);
  await form.getByRole('button', { name: 'Import' }).click();
  const confirm = page.getByRole('dialog', { name: `Import ${path.basename(file)}?` });
  await confirm.getByRole('button', { name: 'Import now' }).click();
  await confirm.waitFor({ state: 'detached' });
}

describe.runIf(browserAvailable())('registry import', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('imports 200 campuses from the template, lists them by type with the right counts, and changes nothing the second time', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.SuperAdmin, undefined, '/login?redirect=%2Forganization-management%2Fimport');
    const header = await downloadTemplateHeader(page);
    expect(header.split(',')).toEqual([...REGISTRY_IMPORT_COLUMNS]);

    const suffix = uniqueSuffix();
    const code = `IMP${suffix}`;
    const universityName = `Imported University ${suffix}`;
    const spots = places();
    const types = ['constituent', 'community', 'private'] as const;
    const rows: Row[] = [
      { kind: 'University', code, name: universityName, type: 'public', ...spots[0], establishedYear: '2010' },
      ...Array.from({ length: 200 }, (_, index) => ({
        kind: 'Campus',
        code: `${code}-${index + 1}`,
        name: `Imported Campus ${index + 1} ${suffix}`,
        type: types[index % 3],
        universityCode: code,
        ...spots[index % spots.length],
        establishedYear: String(1960 + (index % 60)),
        phone: '061-520123',
        email: `campus${index + 1}@imported.edu.np`,
        principalName: `Principal ${index + 1}`,
      })),
    ];
    const file = writeTemp('campuses.csv', csv(header, rows));

    await importFile(page, file);
    await page.getByText(/200 campuses added/).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: '200 campuses added' }).textContent()).toContain(
      '1 universities and 200 campuses added',
    );

    await page.goto('/organization-management/constituent-campus');
    await choose(page, page.getByRole('main'), 'University', universityName);
    await page.getByRole('listitem').filter({ hasText: 'Constituent Campus: 67' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Community Campus: 67' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Private Campus: 66' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'All types: 200' }).waitFor();
    await page.getByText('1–25 of 67').waitFor();
    const table = page.getByRole('table', { name: 'Constituent Campus list' });
    expect(await table.getByRole('row').count()).toBe(26);

    await page.getByRole('link', { name: 'Private Campus: 66' }).click();
    await page.getByText('1–25 of 66').waitFor();
    expect(await page.getByRole('table', { name: 'Private Campus list' }).getByRole('row').count()).toBe(26);

    await page.goto('/organization-management/import');
    await importFile(page, file);
    await page.getByText(/0 universities and 0 campuses added; 1 universities and 200 campuses were already/).waitFor();
    await context.close();
  });

  it('reports every bad row with its row and column, and writes nothing', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.UgcAdmin, undefined, '/login?redirect=%2Forganization-management%2Fimport');
    const header = REGISTRY_IMPORT_COLUMNS.join(',');
    const suffix = uniqueSuffix();
    const code = `BAD${suffix}`;
    const place = { province: 'Bagmati', district: 'Kathmandu', localLevel: 'Kirtipur' };
    const campus = (index: number, overrides: Row = {}): Row => ({
      kind: 'Campus',
      code: `${code}-${index}`,
      name: `Refused Campus ${index} ${suffix}`,
      type: 'community',
      universityCode: code,
      ...place,
      ...overrides,
    });
    const file = writeTemp(
      'bad.csv',
      csv(header, [
        { kind: 'University', code, name: `Refused University ${suffix}`, type: 'public', ...place }, // row 2
        campus(1), // row 3: right
        campus(2, { district: 'Kathmandoo' }), // row 4
        campus(3, { code: `${code}-1` }), // row 5
        campus(4, { phone: '12345' }), // row 6
        campus(5, { email: 'not-an-email' }), // row 7
      ]),
    );

    await importFile(page, file);
    await page.getByText(REGISTRY_MESSAGES.importHasErrors, { exact: false }).waitFor();
    const problems = page.getByRole('table', { name: 'Problems in the file' });
    const bodyRows = problems.locator('tbody tr');
    await bodyRows.first().waitFor();
    const found: string[][] = [];
    for (const row of await bodyRows.all()) found.push(await row.locator('td').allTextContents());
    expect(found).toEqual([
      ['4', 'district', REGISTRY_MESSAGES.districtUnknown],
      ['5', 'code', REGISTRY_MESSAGES.importCodeRepeated],
      ['6', 'phone', REGISTRY_MESSAGES.phoneInvalid],
      ['7', 'email', SETUP_MESSAGES.emailInvalid],
    ]);

    await page.goto('/organization-management/university-list');
    await page.getByRole('searchbox', { name: 'Search' }).fill(code);
    await page.getByText('No universities match.').waitFor();
    await context.close();
  });
});
