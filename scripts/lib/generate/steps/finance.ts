/**
 * Step "income and expenditure": every campus's entries under the grants body's standard finance
 * heads (prisma/seed/registers.ts) for the last five fiscal years (statistical report section 7).
 * A head's yearly amount follows the campus's students and its kind: a constituent campus lives
 * on grants, a private one on fees. The year's amount is split over its entries (monthly
 * salaries, fees each term ...), dated evenly through the fiscal year; the current year has its
 * share of them for the days gone by. Capital spending comes in some years only. One entry in two
 * hundred was cancelled with a reason. Amounts are whole paisa, written exactly.
 * Campuses that already have entries are left alone.
 */
import { STANDARD_FINANCE_HEADS } from '../../../../prisma/seed/registers.ts';
import { Days } from '../people.ts';
import { copyInto, copyLine, insertRows } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadCampuses, type Campus } from '../world.ts';

const YEARS = 5;
const CANCELLED_ONE_IN = 200;

/** Rupees a student a year under a head, by kind of campus, the entries a year, and how often a year has any. */
const YEARLY: Record<
  number,
  { perStudent: Record<Campus['campusType'], number>; entries: number; yearsWith?: number }
> = {
  1001: { perStudent: { constituent: 9_000, community: 18_000, private: 60_000 }, entries: 4 },
  1002: { perStudent: { constituent: 1_500, community: 2_000, private: 2_500 }, entries: 2 },
  1003: { perStudent: { constituent: 25_000, community: 6_000, private: 0 }, entries: 2 },
  1004: { perStudent: { constituent: 12_000, community: 1_000, private: 0 }, entries: 1 },
  1005: { perStudent: { constituent: 300, community: 2_500, private: 200 }, entries: 1, yearsWith: 0.6 },
  1006: { perStudent: { constituent: 500, community: 800, private: 1_200 }, entries: 2 },
  2001: { perStudent: { constituent: 38_000, community: 18_000, private: 35_000 }, entries: 12 },
  2002: { perStudent: { constituent: 4_000, community: 3_000, private: 9_000 }, entries: 4 },
  2003: { perStudent: { constituent: 1_500, community: 1_200, private: 2_000 }, entries: 2 },
  2004: { perStudent: { constituent: 1_000, community: 800, private: 1_500 }, entries: 2 },
  3001: { perStudent: { constituent: 8_000, community: 5_000, private: 9_000 }, entries: 2, yearsWith: 0.35 },
  3002: { perStudent: { constituent: 1_500, community: 1_200, private: 2_500 }, entries: 1, yearsWith: 0.7 },
  3003: { perStudent: { constituent: 800, community: 600, private: 1_000 }, entries: 1, yearsWith: 0.7 },
};

const COLUMNS = [
  'campusId',
  'universityId',
  'financeHeadId',
  'fiscalYearId',
  'dateOfEntryBs',
  'dateOfEntryAd',
  'amount',
  'cancelledAt',
  'cancelReason',
  'updatedAt',
];

/** Whole paisa as an exact decimal text of rupees ("12345.50"). */
const rupees = (paisa: number) => `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;

export const financeStep: GenerateStep = {
  name: 'income and expenditure',
  async run({ client, random }) {
    await insertRows(
      client,
      'FinanceHead',
      ['headCode', 'headType', 'expenditureType', 'headName', 'updatedAt'],
      STANDARD_FINANCE_HEADS.map((head) => [
        head.headCode,
        head.headType,
        head.expenditureType && `${head.expenditureType} Expenditure`,
        head.headName,
        new Date(),
      ]),
    );
    const { rows: heads } = await client.query<{ id: number; headCode: number }>(
      `SELECT id, "headCode" FROM "FinanceHead" WHERE "headCode" = ANY($1) ORDER BY "headCode"`,
      [STANDARD_FINANCE_HEADS.map((head) => head.headCode)],
    );
    const { rows: years } = await client.query<{ id: number; start: Date; end: Date; today: Date }>(
      `SELECT id, "startDateAd" AS start, "endDateAd" AS "end", CURRENT_DATE AS today FROM "FiscalYear"
        WHERE "startDateAd" <= CURRENT_DATE ORDER BY "startDateAd" DESC LIMIT ${YEARS}`,
    );
    const { rows: sizes } = await client.query<{ campusId: number; students: number }>(
      `SELECT "campusId", count(*)::int AS students FROM "Student" WHERE status = 'active' GROUP BY 1`,
    );
    const studentsOf = new Map(sizes.map((row) => [row.campusId, row.students]));
    const { rows: recorded } = await client.query<{ campusId: number }>(
      `SELECT DISTINCT "campusId" FROM "IncomeExpenditureEntry"`,
    );
    const skip = new Set(recorded.map((row) => row.campusId));
    const days = new Days();
    const dayOf = (date: Date) => Math.floor(date.getTime() / 86_400_000);
    const now = new Date();
    const lines: string[] = [];
    let campuses = 0;
    for (const campus of await loadCampuses(client)) {
      if (skip.has(campus.id)) continue;
      campuses += 1;
      const students = Math.max(studentsOf.get(campus.id) ?? 0, 50);
      for (const year of years) {
        const first = dayOf(year.start);
        const yearDays = dayOf(year.end) - first + 1;
        const daysGone = Math.min(yearDays, dayOf(year.today) - first + 1);
        for (const head of heads) {
          const yearly = YEARLY[head.headCode];
          if (!yearly || (yearly.yearsWith !== undefined && !random.chance(yearly.yearsWith))) continue;
          const perStudent = yearly.perStudent[campus.campusType];
          if (perStudent === 0) continue;
          // The current year so far: its share of the year's amount, in as many entries as its days allow.
          const entries = Math.max(1, Math.round((yearly.entries * daysGone) / yearDays));
          const paisa = students * perStudent * (0.75 + random.next() * 0.5) * 100 * (daysGone / yearDays);
          const entryPaisa = Math.round(paisa / entries / 50) * 50;
          for (let index = 0; index < entries; index += 1) {
            const date = days.of(first + Math.floor(((index + random.next()) * daysGone) / entries));
            const cancelled = random.int(1, CANCELLED_ONE_IN) === 1;
            lines.push(
              copyLine([
                campus.id,
                campus.universityId,
                head.id,
                year.id,
                date.bs,
                date.ad,
                rupees(entryPaisa + random.int(-20, 20) * 100),
                cancelled ? now : null,
                cancelled ? 'Entered twice' : null,
                now,
              ]),
            );
          }
        }
      }
    }
    await copyInto(client, 'IncomeExpenditureEntry', COLUMNS, lines);
    return `${count(lines.length)} income and expenditure entries of ${count(campuses)} campuses over ${years.length} fiscal years added`;
  },
};
