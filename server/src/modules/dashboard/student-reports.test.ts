import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECOLOGICAL_BELTS, PROVINCE_KEYS } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';

let test: TestApp;

interface Seeded {
  program: { id: number; programName: string; levelName: string; facultyName: string };
  gender: 'male' | 'female' | 'other';
  home: { belt: string; province: string } | null;
  age: number | null;
}

let students: Seeded[];
let admin: TestUser;
let bands: { label: string; from: number; to: number }[];

/** A date of birth that makes the person `age` today (their birthday was a month ago). */
function bornAgo(age: number): Date {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - age, today.getUTCMonth() - 1, 10));
}

beforeAll(async () => {
  test = await createTestApp();
  const make = factoriesFor(test.app.prisma);
  const prisma = test.app.prisma;
  const university = await make.createUniversity();
  const campus = await make.createCampus({ universityId: university.id });
  const programs = [];
  for (let index = 0; index < 2; index += 1) {
    const program = await make.createProgram({ universityId: university.id, runByCampusId: campus.id });
    programs.push({
      id: program.id,
      programName: program.programName,
      levelName: program.level.levelName,
      facultyName: program.faculty.facultyName,
    });
  }
  const districts = [];
  for (const belt of ECOLOGICAL_BELTS) {
    const district = await prisma.district.findFirstOrThrow({
      where: { ecologicalBelt: belt },
      include: { province: { select: { reportKey: true } } },
      orderBy: { id: 'asc' },
    });
    districts.push(district);
  }
  bands = (await prisma.ageGroup.findMany({ orderBy: { ageIndex: 'asc' } })).map((band) => ({
    label: band.remarks ?? `${band.ageFrom}-${band.ageTo}`,
    from: band.ageFrom,
    to: band.ageTo,
  }));
  const genders = ['male', 'female', 'other'] as const;
  const ages = [16, 19, 22, 25, 30, 40, null];
  students = [];
  for (let index = 0; index < 30; index += 1) {
    const district = index % 5 === 4 ? null : districts[index % districts.length]!;
    const seeded: Seeded = {
      program: programs[index % 2]!,
      gender: genders[index % 3]!,
      home: district && { belt: district.ecologicalBelt, province: district.province.reportKey },
      age: ages[index % ages.length]!,
    };
    const student = await make.createStudent({
      campusId: campus.id,
      programId: seeded.program.id,
      gender: seeded.gender,
    });
    await prisma.student.update({
      where: { id: student.id },
      data: { doBAD: seeded.age === null ? null : bornAgo(seeded.age) },
    });
    if (district)
      await prisma.studentAddress.create({
        data: { studentId: student.id, kind: 'permanent', provinceId: district.provinceId, districtId: district.id },
      });
    // A temporary address never counts as home.
    await prisma.studentAddress.create({
      data: {
        studentId: student.id,
        kind: 'temporary',
        provinceId: districts[0]!.provinceId,
        districtId: districts[0]!.id,
      },
    });
    students.push(seeded);
  }
  admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
});
afterAll(() => test.close());

const genderCounts = (rows: Seeded[]) => ({
  male: rows.filter((row) => row.gender === 'male').length,
  female: rows.filter((row) => row.gender === 'female').length,
  other: rows.filter((row) => row.gender === 'other').length,
  total: rows.length,
});

/** Rows in one order whatever the database's collation of generated names. */
const inOrder = <Row>(rows: Row[]) => [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));

const programsOf = (rows: Seeded[]) =>
  [...new Map(rows.map((row) => [row.program.id, row.program])).values()].sort((a, b) =>
    a.programName < b.programName ? -1 : 1,
  );

describe('student sections of the summary report', () => {
  it('counts students by the ecological belt of their home district, by program', async () => {
    const response = await asUser(test, admin).get('/api/Dashboard/college/enrollment-by-ecological-belt').expect(200);
    const housed = students.filter((row) => row.home !== null);
    const expected = programsOf(housed).map((program) => ({
      faculty: program.facultyName,
      level: program.levelName,
      programs: [
        {
          program: program.programName,
          students: Object.fromEntries(
            ECOLOGICAL_BELTS.map((belt) => [
              belt,
              genderCounts(housed.filter((row) => row.program.id === program.id && row.home!.belt === belt)),
            ]),
          ),
        },
      ],
    }));
    const sortedAnswer = [...response.body].sort((a, b) => (a.programs[0].program < b.programs[0].program ? -1 : 1));
    expect(sortedAnswer).toEqual(expected);
  });

  it('counts students of each program by home province, under the clients’ row label', async () => {
    const response = await asUser(test, admin)
      .get('/api/Dashboard/college/GenerateStudentByProgramProvinceReport/')
      .query({ fiscalyearid: '' })
      .expect(200);
    const housed = students.filter((row) => row.home !== null);
    expect(inOrder(response.body)).toEqual(
      inOrder(
        programsOf(housed).map((program) => {
          const of = housed.filter((row) => row.program.id === program.id);
          return {
            universityName: program.programName,
            program: program.programName,
            ...Object.fromEntries(
              PROVINCE_KEYS.map((key) => [key, of.filter((row) => row.home!.province === key).length]),
            ),
            total: of.length,
          };
        }),
      ),
    );
  });

  it('counts students of each program by the age bands of the setup, on every scope’s path', async () => {
    const born = students.filter((row) => row.age !== null);
    const expected = bands.flatMap((band) =>
      programsOf(born)
        .map((program) => {
          const of = born.filter(
            (row) => row.program.id === program.id && row.age! >= band.from && row.age! <= band.to,
          );
          const counts = genderCounts(of);
          return {
            ageGroup: band.label,
            program: program.programName,
            male: counts.male,
            female: counts.female,
            others: counts.other,
            total: counts.total,
          };
        })
        .filter((row) => row.total > 0),
    );
    for (const path of ['College', 'Uni', 'Ugc']) {
      const response = await asUser(test, admin)
        .get(`/api/Dashboard/Report/GetStudentsByAgeGroupFor${path}`)
        .expect(200);
      expect(inOrder(response.body), path).toEqual(inOrder(expected));
      expect(
        response.body.map((row: { ageGroup: string }) => row.ageGroup),
        path,
      ).toEqual(expected.map((row) => row.ageGroup));
    }
    expect(expected.map((row) => row.ageGroup)).toContain('Below 18');
  });
});
