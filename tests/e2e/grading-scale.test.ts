/**
 * A university's grading scale through its screen (issue #26: "bands an administrator can
 * change"): the university's administrator reaches it from Setup, changes where a grade starts,
 * is refused a minimum another grade has before anything is sent, confirms the change said in
 * words, and finds it saved.
 */
import { describe, expect, it, onTestFinished } from 'vitest';
import { EXAM_RESULT_MESSAGES as M } from '@hemis/contracts';
import { browserAvailable, openPage } from './support/browser.ts';
import { useBrowser } from './support/use-browser.ts';
import { DEMO_ACCOUNTS, signIn } from './support/journeys.ts';

describe.runIf(browserAvailable())('grading scale', () => {
  const journey = useBrowser();
  const { prisma } = journey;

  it('lets a university’s administrator move where a grade starts, confirmed before it is saved', async () => {
    const { universityId } = await prisma.user.findUniqueOrThrow({
      where: { email: DEMO_ACCOUNTS.UniAdmin },
      select: { universityId: true },
    });
    const university = await prisma.university.findUniqueOrThrow({ where: { id: universityId! } });
    const seeded = await prisma.gradeBand.findMany({
      where: { universityId: university.id },
      select: { grade: true, gradePoint: true, minPercentage: true },
      orderBy: { minPercentage: 'desc' },
    });
    // Later journeys of this worker grade by the seeded scale.
    onTestFinished(async () => {
      await prisma.$transaction([
        prisma.gradeBand.deleteMany({ where: { universityId: university.id } }),
        prisma.gradeBand.createMany({ data: seeded.map((band) => ({ ...band, universityId: university.id })) }),
      ]);
    });
    const row = seeded.findIndex((band) => band.grade === 'B+') + 1;
    expect(row).toBeGreaterThan(1);
    const above = seeded[row - 2]!.minPercentage.toNumber();

    const { context, page } = await openPage(journey.browser);
    await signIn(page, DEMO_ACCOUNTS.UniAdmin);
    await page.locator('header nav[aria-label="Main menu"]').getByRole('link', { name: 'Setup', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Section navigation' })
      .getByRole('link', { name: 'Grading Scale' })
      .click();
    await page.getByRole('heading', { name: `Grading scale of ${university.name}` }).waitFor();
    const form = page.getByRole('form', { name: 'Grading scale' });
    const minimum = form.getByLabel(`Minimum %, Row ${row}`);
    await expect.poll(() => form.getByLabel(`Grade, Row ${row}`).inputValue()).toBe('B+');
    expect(await minimum.inputValue()).toBe('70');

    // The contract's schema refuses a minimum another grade starts at, before anything is sent.
    await minimum.fill(String(above));
    await form.getByRole('button', { name: 'Save Scale' }).click();
    await form.getByText(M.minimumRepeated).first().waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await minimum.fill('72');
    // Beside it, the percentages the grade now covers.
    await form
      .getByRole('row')
      .filter({ has: page.getByLabel(`Minimum %, Row ${row}`) })
      .getByText(`72 – below ${above} %`)
      .waitFor();
    await form.getByRole('button', { name: 'Save Scale' }).click();
    const asking = page.getByRole('dialog', { name: 'Save this grading scale?' });
    await asking.getByRole('listitem').filter({ hasText: 'B+ starts at 72 % instead of 70 %' }).waitFor();
    expect(await asking.getByRole('listitem').count()).toBe(1);
    await asking.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(`The grading scale of ${university.name} was saved`).waitFor();

    const saved = await prisma.gradeBand.findUniqueOrThrow({
      where: { universityId_grade: { universityId: university.id, grade: 'B+' } },
    });
    expect(saved.minPercentage.toNumber()).toBe(72);
    await page.reload();
    await expect.poll(() => page.getByLabel(`Minimum %, Row ${row}`).inputValue()).toBe('72');
    await context.close();
  });
});
