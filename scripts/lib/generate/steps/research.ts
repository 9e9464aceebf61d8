/**
 * Step "research": one to four research projects, publications, fellowships or other scholarly
 * activities a campus records in each of the last five fiscal years (statistical report section
 * 5), each led by one of the campus's own employees, a teacher where it has any. Research and
 * fellowships carry their funder and an exact amount; publications where they were published.
 * Dates start within the fiscal year (no later than today) and are written in B.S. with their
 * A.D. day. Campuses with no employees, or with research already, are left alone.
 */
import type { Random } from '../random.ts';
import { Days } from '../people.ts';
import { WeightedTable } from '../random.ts';
import { copyInto, copyLine } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadAddressTree, loadCampuses } from '../world.ts';

const YEARS = 5;

type ActivityType = 'Research' | 'Publication' | 'Fellowship' | 'Others';
const ACTIVITY_TYPES = new WeightedTable<ActivityType>([
  { value: 'Research', weight: 45 },
  { value: 'Publication', weight: 35 },
  { value: 'Fellowship', weight: 10 },
  { value: 'Others', weight: 10 },
]);

const TOPICS = [
  'Remittance and household consumption',
  'Agricultural productivity of smallholder farms',
  'Women’s participation in local governance',
  'Learning outcomes of community schools',
  'Climate change adaptation among farming households',
  'Water quality of local streams',
  'Tourism and local employment',
  'Digital payments among small traders',
  'Youth migration and its effects on families',
  'Medicinal plants used by local communities',
  'Financial literacy of cooperative members',
  'Disaster preparedness of households',
];
const PUBLICATIONS = [
  'Journal of Management',
  'Research Journal',
  'Campus Bulletin',
  'Souvenir',
  'Journal of Education',
];
const FUNDERS = [
  'University Grants Commission',
  'Tribhuvan University Research Directorate',
  'Nepal Academy of Science and Technology',
  'Campus research committee',
  'Provincial Government',
];
const OTHER_ACTIVITIES = ['National seminar on', 'Workshop on', 'Research methodology training on'];

const COLUMNS = [
  'campusId',
  'universityId',
  'fiscalYearId',
  'employeeId',
  'activityType',
  'publicationType',
  'activityTitle',
  'startDateBs',
  'startDateAd',
  'endDateBs',
  'endDateAd',
  'fundedBy',
  'fundedDateBs',
  'fundedDateAd',
  'fundedAmount',
  'isPublished',
  'publishedAt',
  'publishedDateBs',
  'publishedDateAd',
  'publicationBy',
  'publicationFrequency',
  'updatedAt',
];

function titleOf(random: Random, type: ActivityType, place: string, campusName: string): string {
  const topic = random.pick(TOPICS);
  if (type === 'Publication') return `${campusName} ${random.pick(PUBLICATIONS)}, volume ${random.int(1, 30)}`;
  if (type === 'Others') return `${random.pick(OTHER_ACTIVITIES)} ${topic.toLowerCase()}`;
  return `${topic} in ${place}`;
}

export const researchStep: GenerateStep = {
  name: 'research',
  async run({ client, random }) {
    const { rows: years } = await client.query<{ id: number; start: Date; end: Date; today: Date }>(
      `SELECT id, "startDateAd" AS start, "endDateAd" AS "end", CURRENT_DATE AS today FROM "FiscalYear"
        WHERE "startDateAd" <= CURRENT_DATE ORDER BY "startDateAd" DESC LIMIT ${YEARS}`,
    );
    const { rows: staff } = await client.query<{ id: number; campusId: number; teaching: boolean }>(
      `SELECT id, "campusId", "employeeType" = 'Teaching' AS teaching FROM "Employee"
        WHERE "employeeStatus" ORDER BY "campusId", id`,
    );
    const { rows: recorded } = await client.query<{ campusId: number }>(
      `SELECT DISTINCT "campusId" FROM "ResearchPublication"`,
    );
    const skip = new Set(recorded.map((row) => row.campusId));
    const researchers = new Map<number, number[]>();
    for (const employee of staff) {
      const list = researchers.get(employee.campusId) ?? [];
      list.push(employee.id);
      researchers.set(employee.campusId, list);
    }
    // Teachers lead the research where a campus has any.
    const teachers = new Map<number, number[]>();
    for (const employee of staff.filter((row) => row.teaching)) {
      teachers.set(employee.campusId, [...(teachers.get(employee.campusId) ?? []), employee.id]);
    }
    const tree = await loadAddressTree(client);
    const days = new Days();
    const dayOf = (date: Date) => Math.floor(date.getTime() / 86_400_000);
    const now = new Date();
    const lines: string[] = [];
    let campuses = 0;
    for (const campus of await loadCampuses(client)) {
      const leaders = teachers.get(campus.id) ?? researchers.get(campus.id);
      if (!leaders || skip.has(campus.id)) continue;
      campuses += 1;
      const place = campus.localLevelId
        ? (tree.localLevelById.get(campus.localLevelId)?.district.name ?? 'Nepal')
        : 'Nepal';
      for (const year of years) {
        const first = dayOf(year.start);
        const lastStart = Math.min(dayOf(year.end), dayOf(year.today));
        for (let record = random.int(1, 4); record > 0; record -= 1) {
          const type = ACTIVITY_TYPES.pick(random);
          const startDay = first + random.int(0, lastStart - first);
          const start = days.of(startDay);
          const end = days.of(startDay + (type === 'Others' ? random.int(0, 2) : random.int(60, 360)));
          const funded = type === 'Research' || type === 'Fellowship';
          const published = type === 'Publication' && random.chance(0.85);
          lines.push(
            copyLine([
              campus.id,
              campus.universityId,
              year.id,
              random.pick(leaders),
              type,
              type === 'Publication' ? random.pick(['Professional', 'Memorial', 'Bulletin', 'Others']) : null,
              titleOf(random, type, place, campus.campusName),
              start.bs,
              start.ad,
              end.bs,
              end.ad,
              funded ? random.pick(FUNDERS) : null,
              funded ? start.bs : null,
              funded ? start.ad : null,
              funded ? `${random.int(50, 800) * 1_000}.00` : null,
              published,
              published ? `${campus.campusName} ${random.pick(PUBLICATIONS)}` : null,
              published ? end.bs : null,
              published ? end.ad : null,
              published ? campus.campusName : null,
              published ? random.pick(['Annual', 'Biannual', 'Others']) : null,
              now,
            ]),
          );
        }
      }
    }
    await copyInto(client, 'ResearchPublication', COLUMNS, lines);
    return `${count(lines.length)} research records of ${count(campuses)} campuses over ${years.length} fiscal years added`;
  },
};
