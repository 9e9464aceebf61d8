/**
 * Step "scholarships": about one active student in twenty holds a scholarship (merit, need,
 * quota) or a discount (siblings, staff children) for one fiscal year since their admission,
 * as an amount or a percentage, as Nepal's campuses give them.
 */
import { Days } from '../people.ts';
import { WeightedTable } from '../random.ts';
import { insertRows } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';

const HOLDERS_PER_THOUSAND = 50;

const kinds = new WeightedTable([
  { value: { type: 'Scholarship', name: 'Merit scholarship', by: 'Campus' }, weight: 30 },
  { value: { type: 'Scholarship', name: 'Need-based scholarship', by: 'University Grants Commission' }, weight: 25 },
  { value: { type: 'Scholarship', name: 'Dalit and marginalised quota', by: 'Government of Nepal' }, weight: 15 },
  { value: { type: 'Discount', name: 'Sibling discount', by: 'Campus' }, weight: 18 },
  { value: { type: 'Discount', name: 'Staff child discount', by: 'Campus' }, weight: 12 },
]);

export const scholarshipsStep: GenerateStep = {
  name: 'scholarships',
  async run({ client, random }) {
    const { rows: students } = await client.query<{
      id: number;
      campusId: number;
      universityId: number;
      fiscalYearId: number;
    }>(
      `SELECT id, "campusId", "universityId", "fiscalYearId" FROM "Student"
        WHERE status = 'active' AND (email IS NULL OR email NOT LIKE '%hemis.local') ORDER BY id`,
    );
    const { rows: years } = await client.query<{ id: number; start: Date; end: Date }>(
      `SELECT id, "startDateAd" AS start, "endDateAd" AS "end" FROM "FiscalYear"
        WHERE "startDateAd" <= CURRENT_DATE ORDER BY "startDateAd"`,
    );
    const days = new Days();
    const rows = [];
    for (const student of students) {
      if (random.next() * 1000 >= HOLDERS_PER_THOUSAND) continue;
      const from = years.findIndex((year) => year.id === student.fiscalYearId);
      const open = years.slice(Math.max(0, from));
      if (open.length === 0) continue;
      const year = open[Math.floor(random.next() * open.length)]!;
      const kind = kinds.pick(random);
      const first = Math.floor(year.start.getTime() / 86_400_000);
      const last = Math.min(Math.floor(year.end.getTime() / 86_400_000), Math.floor(Date.now() / 86_400_000));
      const date = days.of(first + Math.floor(random.next() * Math.max(1, last - first)));
      const isAmount = random.next() < 0.6;
      rows.push([
        student.id,
        student.campusId,
        student.universityId,
        year.id,
        kind.type,
        kind.name,
        kind.by,
        random.next() < 0.7 ? 'Student Account' : 'Campus Account',
        isAmount,
        isAmount ? 5000 + Math.floor(random.next() * 20) * 1000 : null,
        isAmount ? null : [10, 15, 25, 50, 100][Math.floor(random.next() * 5)],
        date.bs,
        date.ad,
        new Date(),
      ]);
    }
    await insertRows(
      client,
      'Scholarship',
      [
        'studentId',
        'campusId',
        'universityId',
        'fiscalYearId',
        'scholarshipType',
        'scholarshipName',
        'providedBy',
        'scholarshipGivenTo',
        'isAmount',
        'amount',
        'percentage',
        'dateOfEntryBs',
        'dateOfEntry',
        'updatedAt',
      ],
      rows,
    );
    return `${count(rows.length)} scholarships and discounts added`;
  },
};
