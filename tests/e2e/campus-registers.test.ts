/**
 * A campus's registers carried into its reports (issue: a campus records land in ropani and a
 * building with a lab, a research project and an income entry; its statistical report PDF and
 * its public fact sheet show them). The campus's administrator records them through the
 * register, research and income and expenditure screens; the statistical report of the fiscal
 * year prints them in its sections 5 to 7; and the campus's public fact sheet, opened without
 * signing in, shows the land, buildings and labs and nobody's name, phone or email. The journey
 * runs on a campus of its own: the demo campus has registers of its own (the seed's and other
 * journeys'), and the figures here are the journey's alone.
 */
import fs from 'node:fs';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FINANCE_SUMMARY_KINDS,
  STATISTICAL_REPORT_SECTIONS,
  landArea,
  printedRupees,
  readableArea,
  type StatisticalReportSectionKey,
} from '@hemis/contracts';
import { createPrismaClient } from '../../server/src/db/prisma.ts';
import { factoriesFor, TEST_PASSWORD, type TestUser } from '../support/factories.ts';
import { pdfText } from '../support/pdf-text.ts';
import { browserAvailable, launchBrowser, openPage } from './support/browser.ts';
import { DEMO_ACCOUNTS, signIn, uniqueSuffix } from './support/journeys.ts';
import { choose, labelled } from './support/organization.ts';
import { addForm, searchList } from './support/setup-screens.ts';
import { e2e } from './support/worker-server.ts';

const from = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;
const squeezed = (text: string) => text.replace(/\s+/g, '');

/** The land the campus records: 2 ropani 3 aana 1 paisa, 564 daam. */
const LAND_IN_ROPANI = '2-3-1-0';
const landSquareMetres = (() => {
  const area = landArea(LAND_IN_ROPANI, 'ropani');
  if ('problem' in area) throw new Error(area.problem);
  return area.squareMetres;
})();
/** Square metres to the hundredth, as a reader compares them: "1120.81". */
/** The square metres as the report and the fact sheet show them: "1,120.81". */
const landShown = readableArea(landSquareMetres);

/** An amount of rupees of the journey's own, with paisa: "12345.50". */
const uniqueAmount = () => `${10_000 + Math.floor(Math.random() * 89_999)}.50`;

async function downloaded(page: Page, start: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), start()]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

/** The text a section of the report prints, from its title to the next section's (or the end). */
function sectionText(text: string, key: StatisticalReportSectionKey): string {
  const index = STATISTICAL_REPORT_SECTIONS.findIndex((section) => section.key === key);
  const start = text.indexOf(STATISTICAL_REPORT_SECTIONS[index]!.title);
  expect(start, `the report prints section ${key}`).toBeGreaterThanOrEqual(0);
  const next = STATISTICAL_REPORT_SECTIONS[index + 1];
  const end = next ? text.indexOf(next.title, start) : -1;
  return text.slice(start, end === -1 ? undefined : end);
}

/** The cells of the row of a figures table whose first cell is `figure`. */
function figureRow(table: Locator, figure: string): Locator {
  return table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: figure, exact: true }) });
}

describe.runIf(browserAvailable())('a campus’s registers in its reports', () => {
  let browser: Browser;
  const prisma = createPrismaClient(e2e().databaseUrl);
  const make = factoriesFor(prisma);
  const suffix = uniqueSuffix();

  /** The journey's campus, its administrator and its teaching employee. */
  let campus: { id: number; campusName: string };
  let admin: TestUser;
  let researcher: { firstName: string; lastName: string; email: string | null };
  /** The people the campus names, whom the public fact sheet must not. */
  const people = {
    principalName: `Principal ${suffix}`,
    principalEmail: `principal.${suffix.toLowerCase()}@campus.test`,
    principalPhoneNo: '9841000111',
    contactName: `Focal ${suffix}`,
    contactEmail: `focal.${suffix.toLowerCase()}@campus.test`,
    contactPhoneNo: '9841000222',
  };
  /** The campus's own official contacts, which the public fact sheet shows. */
  const official = { phoneNo: '01-5550123', email: `office.${suffix.toLowerCase()}@campus.test` };
  let fiscalYear: { id: number; yearNepali: string };
  let incomeHead: { headCode: number; headName: string };

  const kitta = `K-${suffix}`;
  const houseName = `Block ${suffix}`;
  const labName = `Chemistry Lab ${suffix}`;
  const labType = `Science ${suffix}`;
  /** The infrastructure figures of the campus's registers, as the report and the fact sheet name them, with their values. */
  const registerFigures: [figure: string, value: string][] = [
    ['Plots of land', '1'],
    ['Land area (ropani-aana-paisa-daam)', LAND_IN_ROPANI],
    ['Buildings', '1'],
    ['Classrooms', '8'],
    ['Labs', '1'],
    ['Labs with adequate equipment', '1'],
    [`Labs: ${labType}`, '1'],
  ];
  const researchTitle = `Soil fertility of the campus farm ${suffix}`;
  const fundedAmount = uniqueAmount();
  const incomeAmount = uniqueAmount();

  beforeAll(async () => {
    browser = await launchBrowser();
    campus = await make.createCampus({ campusName: `Register Campus ${suffix}` });
    await prisma.campus.update({ where: { id: campus.id }, data: { ...people, ...official } });
    admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    researcher = await make.createEmployee({
      campusId: campus.id,
      employeeType: 'Teaching',
      firstName: `Researcher${suffix}`,
      lastName: 'Adhikari',
      email: `researcher.${suffix.toLowerCase()}@campus.test`,
    });
    fiscalYear = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
  });
  afterAll(async () => {
    await browser?.close();
    await prisma.$disconnect();
  });

  it('an income head stands for the campus’s entry, added by the grants body when there is none', async () => {
    const existing = await prisma.financeHead.findFirst({
      where: { headType: 'Income' },
      orderBy: { headCode: 'asc' },
    });
    if (existing) {
      incomeHead = existing;
      return;
    }
    incomeHead = { headCode: 90_000 + Math.floor(Math.random() * 9_999), headName: `Donations ${suffix}` };
    const { context, page } = await openPage(browser);
    await signIn(page, DEMO_ACCOUNTS.Admin, undefined, from('/public-finance/finance-head'));
    const form = addForm(page, 'Finance Head');
    await form.getByLabel(labelled('Head Code')).fill(String(incomeHead.headCode));
    await choose(page, form, 'Head Type', 'Income');
    await form.getByLabel(labelled('Head Name')).fill(incomeHead.headName);
    await form.getByRole('button', { name: 'Add Finance Head' }).click();
    await page.getByText('Finance head added successfully').waitFor();
    await context.close();
  });

  it('records land in ropani, a building with a lab, a research project and an income entry', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, admin.email, TEST_PASSWORD, from('/infrastructure-management/land-management'));

    const land = addForm(page, 'Land');
    await choose(page, land, 'Area Unit', 'Ropani (ropani-aana-paisa-daam)');
    await land.getByLabel(/^Total Area of Land/).fill(LAND_IN_ROPANI);
    await land.getByLabel(/^Kitta no\./).fill(kitta);
    await land.getByLabel('Ownership').check();
    await land.getByRole('button', { name: 'Add Land' }).click();
    await page.getByText('Land added successfully').waitFor();
    const landRow = (await searchList(page, 'Land', kitta)).getByRole('row').filter({ hasText: kitta });
    await landRow.waitFor();
    // As entered, beside its square metres.
    for (const text of [LAND_IN_ROPANI, landShown]) expect(await landRow.textContent()).toContain(text);

    await page.getByRole('link', { name: 'Building', exact: true }).click();
    const building = addForm(page, 'Building');
    await building.getByLabel(/^House Name/).fill(houseName);
    await building.getByLabel(/^Number of Classrooms/).fill('8');
    await building.getByRole('button', { name: 'Add Building' }).click();
    await page.getByText('Building added successfully').waitFor();

    await page.getByRole('link', { name: 'Lab', exact: true }).click();
    const lab = addForm(page, 'Lab');
    await lab.getByLabel(/^Lab Name/).fill(labName);
    await choose(page, lab, 'Building', houseName);
    await lab.getByLabel(/^Lab Type/).fill(labType);
    await lab.getByLabel('Adequacy of Lab Equipment').check();
    await lab.getByRole('button', { name: 'Add Lab' }).click();
    await page.getByText('Lab added successfully').waitFor();
    const labRow = (await searchList(page, 'Lab', labName)).getByRole('row').filter({ hasText: labName });
    expect(await labRow.textContent()).toContain(houseName);

    // The research project of the campus's teaching employee, funded, in the active fiscal year.
    await page.goto('/research');
    await page.getByRole('button', { name: 'Add Research / Publication' }).click();
    const research = page.getByRole('form', { name: 'Add Research / Publication' });
    await choose(page, research, 'Activity Type', 'Research');
    await research.getByLabel(labelled('Employee (teaching staff)')).click();
    await page.getByRole('option', { name: new RegExp(researcher.firstName) }).click();
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await choose(page, research, 'Fiscal Year', fiscalYear.yearNepali);
    await research.getByLabel(labelled('Activity Title')).fill(researchTitle);
    await research.getByLabel(labelled('Funded By')).fill('University Grants Commission');
    await research.getByLabel(labelled('Funded Amount (Rs.)')).fill(fundedAmount);
    await research.getByRole('button', { name: 'Add', exact: true }).click();
    await page.getByText('Research record added').waitFor();
    await research.waitFor({ state: 'detached' });
    await page
      .getByRole('row')
      .filter({ hasText: researchTitle })
      .getByText(`Rs. ${printedRupees(fundedAmount)}`)
      .waitFor();

    // The income entry under the grants body's income head, dated in the fiscal year.
    await page.goto('/public-finance/income-expense');
    const entry = page.getByRole('form', { name: 'Add Income or Expenditure Entry' });
    await choose(page, entry, 'Head', `${incomeHead.headCode} – ${incomeHead.headName} (Income)`);
    await choose(page, entry, 'Fiscal Year', fiscalYear.yearNepali);
    await entry.getByLabel(labelled('Date of Entry (BS)')).fill(`${fiscalYear.yearNepali.slice(0, 4)}-07-15`);
    await entry.getByLabel(labelled('Amount (NPR)')).fill(incomeAmount);
    await entry.getByRole('button', { name: 'Add Entry' }).click();
    await page.getByText('Entry added successfully').waitFor();
    await page
      .getByRole('table', { name: 'Income and expenditure list' })
      .getByRole('row')
      .filter({ hasText: incomeHead.headName })
      .getByText(printedRupees(incomeAmount))
      .waitFor();
    await context.close();
  });

  it('prints the research in section 5, the land, building and lab in section 6 and the income in section 7', async () => {
    const { context, page } = await openPage(browser);
    await signIn(page, admin.email, TEST_PASSWORD, from('/form-management/statisticalReport'));
    await page
      .getByRole('heading', { name: `Statistical Report of ${campus.campusName} (F.Y. ${fiscalYear.yearNepali})` })
      .waitFor();
    const pdf = await downloaded(page, () => page.getByRole('button', { name: 'Export to PDF' }).click());
    expect(pdf.name).toBe('statistical-report.pdf');
    const text = (await pdfText(new Uint8Array(pdf.bytes))).join('\n');
    expect(text).toContain(`Fiscal year ${fiscalYear.yearNepali} (B.S.)`);

    // Activity, number, published, funded amount: one research project, not published.
    const research = squeezed(sectionText(text, 'research'));
    expect(research).toContain(squeezed(`Research10${printedRupees(fundedAmount)}`));

    // The figures of the campus's registers, each beside its value.
    const infrastructure = squeezed(sectionText(text, 'infrastructure'));
    for (const [figure, value] of registerFigures)
      expect(infrastructure).toMatch(new RegExp(`${squeezed(figure).replace(/[()]/g, '\\$&')}${value}(?!\\d)`));
    expect(infrastructure).toMatch(new RegExp(`Landarea\\(m.?\\)${landShown.replace(/[.,]/g, '\\$&')}(?!\\d)`));

    // Kind, head code, head, entries, amount: the income entry under its head, and the income total.
    const finance = squeezed(sectionText(text, 'finance'));
    const income = FINANCE_SUMMARY_KINDS.income;
    expect(finance).toContain(
      squeezed(`${income}${incomeHead.headCode}${incomeHead.headName}1${printedRupees(incomeAmount)}`),
    );
    expect(finance).toContain(squeezed(`${income}Total ${income.toLowerCase()}1${printedRupees(incomeAmount)}`));
    await context.close();
  });

  it('shows the land, buildings and labs on the public fact sheet without signing in, and nobody’s personal data', async () => {
    const { context, page } = await openPage(browser);
    const answered = page.waitForResponse((response) =>
      new URL(response.url()).pathname.startsWith(`/api/public/FactSheet/${campus.id}`),
    );
    await page.goto(`/public/fact-sheet/${campus.id}`);
    const answer = await answered;
    expect(answer.status()).toBe(200);
    const infrastructure = page.getByRole('table', { name: 'Infrastructure' });
    await infrastructure.waitFor();
    expect(new URL(page.url()).pathname).toBe(`/public/fact-sheet/${campus.id}`);
    await page.getByText(`${campus.campusName} (F.Y. ${fiscalYear.yearNepali})`).waitFor();

    for (const [figure, value] of registerFigures)
      expect(await figureRow(infrastructure, figure).getByRole('cell').allTextContents()).toEqual([figure, value]);
    const [, squareMetres] = await figureRow(infrastructure, 'Land area (m²)').getByRole('cell').allTextContents();
    expect(squareMetres).toBe(landShown);

    // The campus's official contacts, and no person's name, phone or email, on the page or in its answer.
    const shown = await page.locator('body').innerText();
    expect(shown).toContain(official.phoneNo);
    expect(shown).toContain(official.email);
    const personal = [...Object.values(people), researcher.firstName, researcher.email!, admin.email];
    const sent = await answer.text();
    for (const value of personal) {
      expect(shown).not.toContain(value);
      expect(sent).not.toContain(value);
    }
    await context.close();
  });
});
