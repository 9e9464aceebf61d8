/**
 * Step "dropouts": about three in a hundred generated students left before completing, on a
 * day between their admission and today (at most five years back), for the reasons Nepal's
 * campuses record most; they leave the active lists (status droppedOut). The day's fiscal year
 * comes from the seeded fiscal years, so the five-year counts have data in each year.
 */
import { Days } from '../people.ts';
import { WeightedTable } from '../random.ts';
import { insertRows } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';

/** The share of students who drop out (per thousand). */
const DROPOUTS_PER_THOUSAND = 30;
const LOOKBACK_DAYS = 5 * 365;

const reasons = new WeightedTable([
  { value: 'Went abroad for work', weight: 30 },
  { value: 'Financial difficulty', weight: 22 },
  { value: 'Marriage', weight: 12 },
  { value: 'Joined a job', weight: 14 },
  { value: 'Moved to another district', weight: 10 },
  { value: 'Health reasons', weight: 6 },
  { value: 'Other', weight: 6 },
]);

export const dropoutsStep: GenerateStep = {
  name: 'dropouts',
  async run({ client, random }) {
    const { rows: students } = await client.query<{
      id: number;
      campusId: number;
      universityId: number;
      admittedOn: Date;
    }>(
      `SELECT s.id, s."campusId", s."universityId", f."startDateAd" AS "admittedOn"
         FROM "Student" s JOIN "FiscalYear" f ON f.id = s."fiscalYearId"
        WHERE s.status = 'active' AND (s.email IS NULL OR s.email NOT LIKE '%hemis.local')
        ORDER BY s.id`,
    );
    const { rows: years } = await client.query<{ id: number; start: Date; end: Date }>(
      `SELECT id, "startDateAd" AS start, "endDateAd" AS "end" FROM "FiscalYear" ORDER BY "startDateAd"`,
    );
    const today = Math.floor(Date.now() / 86_400_000);
    const days = new Days();
    const yearOf = (day: number) =>
      years.find((year) => Days.toDate(day) >= year.start && Days.toDate(day) <= year.end)?.id ?? null;
    const rows = [];
    for (const student of students) {
      if (random.next() * 1000 >= DROPOUTS_PER_THOUSAND) continue;
      const earliest = Math.max(Math.floor(student.admittedOn.getTime() / 86_400_000), today - LOOKBACK_DAYS);
      if (earliest >= today) continue;
      const day = earliest + Math.floor(random.next() * (today - earliest));
      const date = days.of(day);
      rows.push([
        student.id,
        student.campusId,
        student.universityId,
        yearOf(day),
        reasons.pick(random),
        date.ad,
        date.bs,
      ]);
    }
    await insertRows(
      client,
      'Dropout',
      ['studentId', 'campusId', 'universityId', 'fiscalYearId', 'reason', 'dateOfEntry', 'dateOfEntryBs'],
      rows,
    );
    await client.query(
      `UPDATE "Student" s SET status = 'droppedOut' FROM "Dropout" d WHERE d."studentId" = s.id AND s.status = 'active'`,
    );
    return `${count(rows.length)} dropouts added`;
  },
};
