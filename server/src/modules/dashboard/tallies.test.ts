import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETHNIC_GROUPS } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor } from '../../../../tests/support/factories.ts';

let test: TestApp;
let make: ReturnType<typeof factoriesFor>;

beforeAll(async () => {
  test = await createTestApp();
  make = factoriesFor(test.app.prisma);
});
afterAll(() => test.close());

interface Counted {
  key: string;
  gender: string | null;
  ethnicity: string | null;
}

const NAMED = ETHNIC_GROUPS.filter((group) => group !== 'Others') as readonly string[];

/** The counts of each key, computed here from the rows themselves (the tally's meaning, in JS). */
function recount(rows: Counted[]): Record<string, Record<string, number>> {
  const tally: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    const counts = (tally[row.key] ??= {});
    const add = (column: string) => (counts[column] = (counts[column] ?? 0) + 1);
    add('total');
    if (row.gender) add(row.gender);
    if (!row.ethnicity) add('noEthnicity');
    else add(NAMED.includes(row.ethnicity) ? row.ethnicity : 'Others');
  }
  return tally;
}

/** The tally's rows that count anybody, as recount shapes them (zero columns left out). */
function nonZero(rows: (Record<string, unknown> & { key: string })[]): Record<string, Record<string, number>> {
  const tally: Record<string, Record<string, number>> = {};
  for (const { key, ...columns } of rows) {
    const counts = Object.fromEntries(
      Object.entries(columns).filter(([, value]) => typeof value === 'number' && value !== 0),
    ) as Record<string, number>;
    if (Object.keys(counts).length) tally[key] = counts;
  }
  return tally;
}

const COUNT_COLUMNS = ['male', 'female', 'other', 'total', ...ETHNIC_GROUPS, 'noEthnicity'] as const;
const COUNT_SELECT = COUNT_COLUMNS.map((column) => `"${column}"`).join(', ');

async function studentTally(campusIds: number[]) {
  const rows = await test.app.prisma.$queryRawUnsafe<(Record<string, unknown> & { key: string })[]>(
    `SELECT concat_ws('/', "campusId", "universityId", "facultyId", "levelId", "programId", "fiscalYearId", status, "isVerified"::text) AS key,
            ${COUNT_SELECT}
       FROM "StudentTally" WHERE "campusId" = ANY($1)`,
    campusIds,
  );
  return nonZero(rows);
}

async function studentRecount(campusIds: number[]) {
  const students = await test.app.prisma.student.findMany({ where: { campusId: { in: campusIds } } });
  return recount(
    students.map((s) => ({
      key: [
        s.campusId,
        s.universityId,
        s.facultyId,
        s.levelId,
        s.programId,
        s.fiscalYearId,
        s.status,
        s.isVerified,
      ].join('/'),
      gender: s.gender,
      ethnicity: s.ethnicity,
    })),
  );
}

async function graduationTally(campusIds: number[]) {
  const rows = await test.app.prisma.$queryRawUnsafe<(Record<string, unknown> & { key: string })[]>(
    `SELECT concat_ws('/', "campusId", "universityId", "programId", "fiscalYearId", status) AS key, ${COUNT_SELECT}
       FROM "GraduationTally" WHERE "campusId" = ANY($1)`,
    campusIds,
  );
  return nonZero(rows);
}

async function graduationRecount(campusIds: number[]) {
  const graduations = await test.app.prisma.graduationApplication.findMany({ where: { campusId: { in: campusIds } } });
  return recount(
    graduations.map((g) => ({
      key: [g.campusId, g.universityId, g.programId, g.fiscalYearId, g.status].join('/'),
      gender: g.gender,
      ethnicity: g.ethnicity,
    })),
  );
}

describe('the student tally', () => {
  it('counts what every kind of write leaves behind, whoever writes', async () => {
    const prisma = test.app.prisma;
    const campus = await make.createCampus();
    const other = await make.createCampus({ universityId: campus.universityId });
    const campusIds = [campus.id, other.id];
    const programA = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    const programB = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    const ethnicities = [...ETHNIC_GROUPS, undefined, 'Sherpa'];
    for (let index = 0; index < 12; index += 1) {
      await make.createStudent({
        campusId: campus.id,
        programId: index % 2 ? programA.id : programB.id,
        gender: (['male', 'female', 'other'] as const)[index % 3],
        ethnicity: ethnicities[index % ethnicities.length],
        isVerified: index % 4 !== 0,
      });
    }
    expect(await studentTally(campusIds)).toEqual(await studentRecount(campusIds));

    // One statement moving students between programs, genders, groups, statuses and verification.
    await prisma.$executeRaw`
      UPDATE "Student" SET "programId" = ${programB.id}, gender = 'other', ethnicity = '', status = 'droppedOut',
                           "isVerified" = NOT "isVerified"
       WHERE "campusId" = ${campus.id} AND "programId" = ${programA.id} AND gender = 'male'`;
    // A transfer to another campus, and an edit that changes nothing counted.
    await prisma.$executeRaw`
      UPDATE "Student" SET "campusId" = ${other.id} WHERE id = (SELECT min(id) FROM "Student" WHERE "campusId" = ${campus.id})`;
    await prisma.$executeRaw`UPDATE "Student" SET "middleName" = 'Kumar' WHERE "campusId" = ${campus.id}`;
    expect(await studentTally(campusIds)).toEqual(await studentRecount(campusIds));

    // Rows written and removed in bulk.
    await prisma.$executeRaw`
      INSERT INTO "Student" ("campusId", "universityId", "firstName", "lastName", gender, ethnicity, "levelId",
                             "facultyId", "programId", "admissionYearId", "fiscalYearId", "isVerified", "updatedAt")
      SELECT "campusId", "universityId", "firstName" || 'X', "lastName", gender, 'Tharu', "levelId", "facultyId",
             "programId", "admissionYearId", "fiscalYearId", true, now()
        FROM "Student" WHERE "campusId" = ${campus.id}`;
    await prisma.$executeRaw`DELETE FROM "Student" WHERE "campusId" = ${campus.id} AND gender = 'female'`;
    expect(await studentTally(campusIds)).toEqual(await studentRecount(campusIds));
  });

  it('loses no count when many writers add students of one program at once', async () => {
    const campus = await make.createCampus();
    const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        make.createStudent({ campusId: campus.id, programId: program.id, gender: index % 2 ? 'male' : 'female' }),
      ),
    );
    const tally = await studentTally([campus.id]);
    expect(tally).toEqual(await studentRecount([campus.id]));
    expect(Object.values(tally).reduce((sum, counts) => sum + (counts.total ?? 0), 0)).toBe(16);
  });
});

describe('the graduation tally', () => {
  it('counts graduations as they are recorded, changed and removed, gender unknown included', async () => {
    const prisma = test.app.prisma;
    const campus = await make.createCampus();
    const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    const fiscalYear = await prisma.fiscalYear.findFirstOrThrow({ where: { activeFiscalYear: true } });
    const base = {
      campusId: campus.id,
      universityId: campus.universityId,
      programId: program.id,
      fiscalYearId: fiscalYear.id,
      studentType: 'old',
      enrolledYear: 2075,
      passedYear: 2079,
    };
    await prisma.graduationApplication.createMany({
      data: [
        { ...base, applicantNameEng: 'A', gender: 'male', ethnicity: 'Dalit' },
        { ...base, applicantNameEng: 'B', gender: 'female', ethnicity: 'Newar' },
        { ...base, applicantNameEng: 'C', gender: null, ethnicity: null },
        { ...base, applicantNameEng: 'D', gender: 'other', ethnicity: 'Others', status: 'pending' },
      ],
    });
    expect(await graduationTally([campus.id])).toEqual(await graduationRecount([campus.id]));

    await prisma.graduationApplication.updateMany({
      where: { campusId: campus.id, status: 'pending' },
      data: { status: 'graduated' },
    });
    await prisma.graduationApplication.deleteMany({ where: { campusId: campus.id, applicantNameEng: 'A' } });
    const tally = await graduationTally([campus.id]);
    expect(tally).toEqual(await graduationRecount([campus.id]));
    expect(Object.values(tally)).toEqual([{ total: 3, female: 1, other: 1, Others: 2, noEthnicity: 1 }]);
  });
});

async function homeTally(campusIds: number[]) {
  const rows = await test.app.prisma.$queryRawUnsafe<(Record<string, unknown> & { key: string })[]>(
    `SELECT concat_ws('/', "campusId", "universityId", "facultyId", "levelId", "programId", "majorSubjectId",
                      "fiscalYearId", "admissionYearId", status, "isVerified"::text, "districtId", "provinceId") AS key,
            ${COUNT_SELECT}
       FROM "StudentHomeTally" WHERE "campusId" = ANY($1)`,
    campusIds,
  );
  return nonZero(rows);
}

async function homeRecount(campusIds: number[]) {
  const students = await test.app.prisma.student.findMany({
    where: { campusId: { in: campusIds } },
    include: { addresses: { where: { kind: 'permanent' } } },
  });
  return recount(
    students.map((s) => ({
      key: [
        s.campusId,
        s.universityId,
        s.facultyId,
        s.levelId,
        s.programId,
        s.majorSubjectId ?? 0,
        s.fiscalYearId,
        s.admissionYearId,
        s.status,
        s.isVerified,
        s.addresses[0]?.districtId ?? 0,
        s.addresses[0]?.provinceId ?? 0,
      ].join('/'),
      gender: s.gender,
      ethnicity: s.ethnicity,
    })),
  );
}

describe('the student home tally', () => {
  it('counts each student under their home district and province through every write of students and addresses', async () => {
    const prisma = test.app.prisma;
    const campus = await make.createCampus();
    const other = await make.createCampus({ universityId: campus.universityId });
    const campusIds = [campus.id, other.id];
    const program = await make.createProgram({ universityId: campus.universityId, runByCampusId: campus.id });
    const major = await make.createMajorSubject({ programId: program.id, campusId: campus.id });
    const districts = await prisma.district.findMany({ take: 3, orderBy: { id: 'asc' } });
    const home = (index: number) => {
      const district = districts[index % districts.length]!;
      return { kind: 'permanent' as const, districtId: district.id, provinceId: district.provinceId };
    };
    const ethnicities = [...ETHNIC_GROUPS, undefined, 'Sherpa'];
    const students = [];
    for (let index = 0; index < 9; index += 1) {
      students.push(
        await make.createStudent({
          campusId: campus.id,
          programId: program.id,
          gender: (['male', 'female', 'other'] as const)[index % 3],
          ethnicity: ethnicities[index % ethnicities.length],
          ...(index % 2 ? { majorSubjectId: major.id } : {}),
        }),
      );
    }
    // Created without an address, the students are counted with no home.
    expect(await homeTally(campusIds)).toEqual(await homeRecount(campusIds));

    // Addresses written as the student form writes them: created with the student, then
    // replaced (all removed, the new ones created) when the record is saved again.
    const [first, second, third, fourth] = students;
    await prisma.studentAddress.createMany({
      data: students.slice(0, 6).flatMap((student, index) => [
        { studentId: student.id, ...home(index) },
        { studentId: student.id, ...home(index + 1), kind: 'temporary' as const },
      ]),
    });
    await prisma.student.create({
      data: {
        campusId: campus.id,
        universityId: campus.universityId,
        firstName: 'NEW',
        lastName: 'STUDENT',
        gender: 'female',
        ethnicity: 'Dalit',
        levelId: first!.levelId,
        facultyId: first!.facultyId,
        programId: program.id,
        admissionYearId: first!.admissionYearId,
        fiscalYearId: first!.fiscalYearId,
        isVerified: true,
        addresses: { create: [home(2), { ...home(0), kind: 'temporary' }] },
      },
    });
    expect(await homeTally(campusIds)).toEqual(await homeRecount(campusIds));

    await prisma.student.update({
      where: { id: first!.id },
      data: { gender: 'other', addresses: { deleteMany: {}, create: [home(1)] } },
    });
    // A home moved in place, one given up, a temporary address made the permanent one.
    await prisma.studentAddress.updateMany({
      where: { studentId: second!.id, kind: 'permanent' },
      data: { districtId: districts[2]!.id, provinceId: districts[2]!.provinceId },
    });
    await prisma.studentAddress.deleteMany({ where: { studentId: third!.id, kind: 'permanent' } });
    await prisma.studentAddress.updateMany({
      where: { studentId: third!.id, kind: 'temporary' },
      data: { kind: 'permanent' },
    });
    // An address handed from one student to another, and a district left out.
    await prisma.studentAddress.updateMany({
      where: { studentId: fourth!.id, kind: 'permanent' },
      data: { studentId: students[7]!.id, districtId: null },
    });
    expect(await homeTally(campusIds)).toEqual(await homeRecount(campusIds));

    // Students moved in bulk (program, major, status, verification, campus) keep their homes.
    await prisma.$executeRaw`
      UPDATE "Student" SET "majorSubjectId" = NULL, status = 'droppedOut', "isVerified" = NOT "isVerified"
       WHERE "campusId" = ${campus.id} AND gender = 'male'`;
    await prisma.student.update({ where: { id: second!.id }, data: { campusId: other.id } });
    expect(await homeTally(campusIds)).toEqual(await homeRecount(campusIds));

    // Deleted students leave with their homes (their addresses go by the cascade), one and many.
    await prisma.student.delete({ where: { id: second!.id } });
    await prisma.$executeRaw`DELETE FROM "Student" WHERE "campusId" = ${campus.id} AND gender = 'female'`;
    expect(await homeTally(campusIds)).toEqual(await homeRecount(campusIds));
    const left = await prisma.student.count({ where: { campusId: { in: campusIds } } });
    const counted = Object.values(await homeTally(campusIds)).reduce((sum, counts) => sum + (counts.total ?? 0), 0);
    expect(counted).toBe(left);
  });
});
