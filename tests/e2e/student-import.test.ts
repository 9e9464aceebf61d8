/**
 * The students' bulk import through the screen (/inload-form): a CollegeAdmin downloads the
 * template, uploads a small file with one bad row, sees that row's problem with its row and
 * column, fixes nothing, inserts the good rows, and they are in the database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_CAMPUS_ID,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MESSAGES,
  type StudentImportColumn,
} from '@hemis/contracts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose } from './support/organization.ts';
import { e2e } from './support/worker-server.ts';

/** A program the demo campus runs (prisma/seed/data/reference.json). */
const PROGRAM = 'Master of Business Studies';

type Row = Partial<Record<StudentImportColumn, string>>;

function writeCsv(rows: Row[]): string {
  const lines = [
    STUDENT_IMPORT_COLUMNS.join(','),
    ...rows.map((row) => STUDENT_IMPORT_COLUMNS.map((column) => row[column] ?? '').join(',')),
  ];
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hemis-students-')), 'students.csv');
  fs.writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

async function studentsNamed(lastName: string): Promise<{ firstName: string; campusId: number; district: string }[]> {
  const client = new pg.Client({ connectionString: e2e().databaseUrl });
  await client.connect();
  try {
    const result = await client.query<{ firstName: string; campusId: number; district: string }>(
      // Names are kept as typed and compared without case, as the API does.
      `SELECT upper(s."firstName") AS "firstName", s."campusId", d.name AS district
       FROM "Student" s
       JOIN "StudentAddress" a ON a."studentId" = s.id AND a.kind = 'permanent'
       JOIN "District" d ON d.id = a."districtId"
       WHERE upper(s."lastName") = upper($1) ORDER BY 1`,
      [lastName],
    );
    return result.rows;
  } finally {
    await client.end();
  }
}

describe.runIf(browserAvailable())('students’ bulk import', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('shows the bad row’s problem, inserts the good rows after a confirmation, and they are in the database', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.CollegeAdmin, undefined, '/login?redirect=%2Finload-form');
    await page.getByRole('heading', { name: 'Bulk Import of Students' }).waitFor();
    await choose(page, page.getByRole('region', { name: 'Program' }), 'Program', PROGRAM);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download template (.xlsx)' }).click();
    expect((await download).suggestedFilename()).toBe('hemis-students-template.xlsx');

    const lastName = `Bulk${uniqueSuffix()}`;
    const place = { pProvince: 'Bagmati', pDistrict: 'Kathmandu', pLocalLevel: 'Kirtipur', pWardNo: '3' };
    const student = (firstName: string, overrides: Row = {}): Row => ({
      firstName,
      lastName,
      gender: 'female',
      doBBS: '2058-04-15',
      batch: '2081',
      ...place,
      ...overrides,
    });
    const file = writeCsv([
      student('Asha'), // row 2
      student('Bimala', { pDistrict: 'Kathmandoo' }), // row 3: bad
      student('Chandra', { gender: 'male' }), // row 4
    ]);
    const form = page.getByRole('form', { name: 'Students file' });
    await form.getByLabel('Spreadsheet').setInputFiles(file);
    await form.getByRole('button', { name: 'Upload and check' }).click();

    const batch = page.getByRole('region', { name: 'Batch' });
    await batch.getByText(/3 rows, 2 good rows, 1 row with problems/).waitFor({ timeout: 30_000 });
    const problems = batch.getByRole('table', { name: 'Problems in the file' });
    expect(await problems.locator('tbody tr td').allTextContents()).toEqual([
      '3',
      'pDistrict',
      STUDENT_IMPORT_MESSAGES.districtUnknown,
    ]);
    expect(await studentsNamed(lastName.toUpperCase())).toEqual([]);

    await batch.getByRole('button', { name: 'Insert 2 good rows' }).click();
    const confirm = page.getByRole('dialog', { name: 'Insert 2 students?' });
    await confirm.getByRole('button', { name: 'Insert now' }).click();
    await batch.getByText(/2 students added to the campus/).waitFor({ timeout: 30_000 });

    expect(await studentsNamed(lastName.toUpperCase())).toEqual([
      { firstName: 'ASHA', campusId: DEFAULT_CAMPUS_ID, district: 'Kathmandu' },
      { firstName: 'CHANDRA', campusId: DEFAULT_CAMPUS_ID, district: 'Kathmandu' },
    ]);
    await context.close();
  });
});
