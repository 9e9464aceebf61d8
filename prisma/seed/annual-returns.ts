/**
 * The annual return of the demo (issue #31): the grants body has opened the return of the
 * active fiscal year, its census date the seed's today (kept within the year) and its deadline
 * sixty days after, so that a newcomer finds the module with a return to prepare. No campus has
 * taken its snapshot: the demo campus's return is not started, for the newcomer to start.
 *
 * Like the rest of the seed, the return is opened only when the year has none.
 */
import type { PrismaClient } from '../../server/src/db/prisma.ts';
import { dayInNepal } from '../../server/src/lib/clock.ts';

/** Days from the census date to the deadline of the demo's return. */
export const DEMO_RETURN_DAYS_TO_DEADLINE = 60;

const DAY_MS = 24 * 60 * 60 * 1000;
const dayText = (date: Date) => date.toISOString().slice(0, 10);

export async function seedDemoAnnualReturn(prisma: PrismaClient, today: Date): Promise<void> {
  const year = await prisma.fiscalYear.findFirst({
    where: { activeFiscalYear: true },
    select: { id: true, startDateAd: true, endDateAd: true },
  });
  if (!year) return;
  if (await prisma.annualReturn.findUnique({ where: { fiscalYearId: year.id }, select: { id: true } })) return;
  const opener = await prisma.user.findFirst({
    where: { role: { in: ['Admin', 'SuperAdmin'] }, status: 'active' },
    orderBy: [{ role: 'asc' }, { id: 'asc' }],
    select: { id: true },
  });
  if (!opener) return;
  const todayAd = dayInNepal(today);
  const start = dayText(year.startDateAd);
  const end = dayText(year.endDateAd);
  const census = todayAd < start ? start : todayAd > end ? end : todayAd;
  const censusDate = new Date(`${census}T00:00:00Z`);
  await prisma.annualReturn.create({
    data: {
      fiscalYearId: year.id,
      censusDate,
      deadline: new Date(censusDate.getTime() + DEMO_RETURN_DAYS_TO_DEADLINE * DAY_MS),
      openedById: opener.id,
      createdAt: today,
    },
  });
}
