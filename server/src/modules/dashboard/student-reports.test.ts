import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECOLOGICAL_BELTS, PROVINCE_KEYS, type BeltReportRow } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
import { asBytes } from '../../../../tests/support/pdf-text.ts';
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
let campusId: number;
let otherAdmin: TestUser;
let studentUser: TestUser;
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
  campusId = campus.id;
  // Another campus of the same university, with a student of its own at home in the first belt.
  const otherCampus = await make.createCampus({ universityId: university.id });
  const elsewhere = await make.createStudent({ campusId: otherCampus.id });
  await prisma.studentAddress.create({
    data: {
      studentId: elsewhere.id,
      kind: 'permanent',
      provinceId: districts[0]!.provinceId,
      districtId: districts[0]!.id,
    },
  });
  otherAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: otherCampus.id });
  studentUser = await make.createUser({ role: 'Student' });
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

  const SECTIONS = [
    '/api/Dashboard/college/enrollment-by-ecological-belt',
    '/api/Dashboard/college/GenerateStudentByProgramProvinceReport',
    '/api/Dashboard/Report/GetStudentsByAgeGroupForCollege',
  ];

  it('never shows another campus these students, even when it names their campus', async () => {
    for (const path of SECTIONS) {
      const own = await asUser(test, otherAdmin).get(path).expect(200);
      expect(own.body, path).toHaveLength(1);
      const named = await asUser(test, otherAdmin).get(path).query({ campusId }).expect(200);
      expect(named.body, path).toEqual([]);
    }
  });

  it('refuses bad filters with a message per field, and refuses students', async () => {
    for (const path of SECTIONS) {
      const response = await asUser(test, admin)
        .get(path)
        .query({ fiscalyearid: 'this year', campusType: 'public', format: 'docx' })
        .expect(400);
      expect(response.body.issues.map((issue: { field: string }) => issue.field).sort(), path).toEqual([
        'querystring.campusType',
        'querystring.fiscalYearId',
        'querystring.format',
      ]);
      await asUser(test, studentUser).get(path).expect(403);
    }
  });

  it('downloads the belt table one program a line, each belt by gender', async () => {
    const answer = await asUser(test, admin).get(SECTIONS[0]!).expect(200);
    const csv = await asBytes(asUser(test, admin).get(SECTIONS[0]!).query({ format: 'csv' })).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="students-by-ecological-belt.csv"');
    const [header, ...lines] = (csv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n');
    const counts = ['male', 'female', 'other', 'total'] as const;
    expect(header).toBe(
      [
        'Level',
        'Faculty',
        'Program',
        ...ECOLOGICAL_BELTS.flatMap((belt) => counts.map((count) => `${belt} ${count}`)),
      ].join(','),
    );
    expect(lines.sort()).toEqual(
      (answer.body as BeltReportRow[])
        .flatMap((group) =>
          group.programs.map((entry) =>
            [
              group.level,
              group.faculty,
              entry.program,
              ...ECOLOGICAL_BELTS.flatMap((belt) => counts.map((count) => entry.students[belt][count])),
            ].join(','),
          ),
        )
        .sort(),
    );
  });
});
