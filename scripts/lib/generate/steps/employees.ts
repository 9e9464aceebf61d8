/**
 * Step "employees": the staff of every campus, shared out by campus size like the students
 * (about one employee for fifteen students unless --employees says otherwise): mostly
 * teachers on the national teaching posts, the rest administrative, technical and other staff
 * on the non-teaching posts, with the joining types, genders and ethnic groups of Nepal's
 * campuses. Rows go in by COPY, the secondary indexes built once afterwards.
 */
import { CAMPUS_TYPE_SIZE } from '../catalogue.ts';
import { Days, person } from '../people.ts';
import { WeightedTable, apportion } from '../random.ts';
import { copyInto, copyLine, withoutSecondaryIndexes } from '../sql.ts';
import { count, type GenerateStep } from '../step.ts';
import { loadCampuses } from '../world.ts';

const EMPLOYEE_COLUMNS = [
  'id',
  'campusId',
  'universityId',
  'employeeType',
  'salutation',
  'firstName',
  'middleName',
  'lastName',
  'searchName',
  'phoneNumber',
  'gender',
  'ethnicity',
  'religion',
  'citizenshipNo',
  'dateOfBirthBs',
  'dateOfBirthAd',
  'employeePositionId',
  'position',
  'joiningType',
  'joiningDateBs',
  'joiningDateAd',
  'employeeStatus',
  'bankName',
  'bankAc',
  'bankBranch',
  'panNo',
  'createdAt',
  'updatedAt',
] as const;

/** One employee for this many students, when --employees is not given (40,000 for 600,000). */
export const STUDENTS_PER_EMPLOYEE = 15;

const typeTable = new WeightedTable([
  { value: 'Teaching' as const, weight: 62 },
  { value: 'Administrative' as const, weight: 24 },
  { value: 'Technical' as const, weight: 9 },
  { value: 'Other' as const, weight: 5 },
]);
const joiningTable = new WeightedTable([
  { value: 'permanent', weight: 48 },
  { value: 'temporary', weight: 18 },
  { value: 'contract', weight: 24 },
  { value: 'partTime', weight: 10 },
]);
const BANKS = ['Nepal Bank', 'Rastriya Banijya Bank', 'Agricultural Development Bank', 'Nabil Bank', 'Global IME Bank'];

export const employeesStep: GenerateStep = {
  name: 'employees',
  async run({ client, random, sizes, log }) {
    const total = sizes.employees ?? Math.round(sizes.students / STUDENTS_PER_EMPLOYEE);
    if (total === 0) return 'no employees asked for';
    const campuses = await loadCampuses(client);
    const { rows: positions } = await client.query<{
      id: number;
      category: 'Teaching' | 'Nonteaching';
      type: string | null;
    }>('SELECT id, category, type FROM "EmployeePosition" WHERE status ORDER BY id');
    const teachingPosts = new WeightedTable(
      positions
        .filter((post) => post.category === 'Teaching')
        .map((post, index) => ({ value: post.id, weight: 1 + index })),
    );
    const nonTeachingPosts = positions.filter((post) => post.category === 'Nonteaching');
    const postFor = (type: string) => {
      const fitting = nonTeachingPosts.filter((post) => post.type === type);
      return random.pick(fitting.length ? fitting : nonTeachingPosts).id;
    };
    const shares = apportion(
      total,
      campuses.map((campus) => CAMPUS_TYPE_SIZE[campus.campusType] * random.logNormal(0.7)),
    );
    const days = new Days();
    const dayBetween = (from: number, to: number) =>
      days.of(random.int(Days.fromUtc(from, 1, 1), Days.fromUtc(to, 12, 31)));
    const { rows } = await client.query<{ max: number }>('SELECT COALESCE(MAX(id), 0)::int AS max FROM "Employee"');
    let nextId = rows[0]!.max + 1;
    const now = new Date();
    const lines: string[] = [];
    campuses.forEach((campus, index) => {
      for (let n = 0; n < shares[index]!; n += 1) {
        const someone = person(random);
        const type = typeTable.pick(random);
        const birth = dayBetween(1965, 2000);
        const joining = dayBetween(1995, 2024);
        const { first, middle, last } = someone.name;
        lines.push(
          copyLine([
            nextId,
            campus.id,
            campus.universityId,
            type,
            someone.gender === 'female' ? 'Mrs.' : 'Mr.',
            first,
            middle,
            last,
            [first, middle, last].filter(Boolean).join(' ').toLowerCase(),
            `98${random.digits(8)}`,
            someone.gender,
            someone.ethnicity,
            someone.religion,
            `${random.digits(2)}-01-${random.digits(2)}-${nextId}`,
            birth.bs,
            birth.ad,
            type === 'Teaching' ? teachingPosts.pick(random) : postFor(type),
            null,
            joiningTable.pick(random),
            joining.bs,
            joining.ad,
            !random.chance(0.03),
            random.pick(BANKS),
            random.digits(14),
            campus.campusName.split(' ')[0],
            random.digits(9),
            now,
            now,
          ]),
        );
        nextId += 1;
      }
    });
    await withoutSecondaryIndexes(client, ['Employee'], () => copyInto(client, 'Employee', EMPLOYEE_COLUMNS, lines));
    await client.query(`SELECT setval(pg_get_serial_sequence('"Employee"', 'id'), GREATEST($1::int, 1))`, [nextId - 1]);
    log(`  ${count(lines.length)} employees written`);
    return `${count(lines.length)} employees added`;
  },
};
