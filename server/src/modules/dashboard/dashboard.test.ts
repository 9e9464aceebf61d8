import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ETHNIC_GROUPS, NOT_RECORDED_LABEL, type GenderCounts } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';

/** The day the dashboard is read: its last five fiscal years end with the one this day is in. */
const TODAY = '2026-03-01';

let test: TestApp;
let make: ReturnType<typeof factoriesFor>;

interface Seeded {
  campusId: number;
  programId: number;
  facultyName: string;
  levelName: string;
  programName: string;
  gender: 'male' | 'female' | 'other';
  ethnicity: string | null;
  fiscalYearId: number;
  status: 'active' | 'graduated' | 'droppedOut';
  isVerified: boolean;
}

/**
 * One university with a community campus (A, two programs) and a private campus (B, one
 * program), and students of every kind on them: the figures are counted again here from
 * what was seeded, never from what HEMIS answers.
 */
let university: { id: number };
let campusA: { id: number };
let campusB: { id: number };
let students: Seeded[];
let users: { adminA: TestUser; adminB: TestUser; uniAdmin: TestUser; superAdmin: TestUser };
let years: { id: number; yearNepali: string }[];
/** The graduations recorded through the graduation form, each in the fiscal year the campus gave it. */
let graduations: { campusId: number; gender: Seeded['gender']; fiscalYearId: number }[];

beforeAll(async () => {
  test = await createTestApp({ clock: `${TODAY}T06:00:00Z` });
  make = factoriesFor(test.app.prisma);
  const prisma = test.app.prisma;
  years = (
    await prisma.fiscalYear.findMany({
      where: { startDateAd: { lte: new Date(`${TODAY}T00:00:00Z`) } },
      orderBy: { startDateAd: 'desc' },
      take: 5,
      select: { id: true, yearNepali: true },
    })
  ).reverse();
  university = await make.createUniversity();
  campusA = await make.createCampus({ universityId: university.id });
  campusB = await make.createCampus({ universityId: university.id });
  await prisma.campus.update({ where: { id: campusB.id }, data: { campusType: 'private' } });
  const programs = [
    {
      campusId: campusA.id,
      program: await make.createProgram({ universityId: university.id, runByCampusId: campusA.id }),
    },
    {
      campusId: campusA.id,
      program: await make.createProgram({ universityId: university.id, runByCampusId: campusA.id }),
    },
    {
      campusId: campusB.id,
      program: await make.createProgram({ universityId: university.id, runByCampusId: campusB.id }),
    },
  ];
  const genders = ['male', 'female', 'other'] as const;
  const ethnicities = [...ETHNIC_GROUPS, null, 'Sherpa'];
  const statuses = ['active', 'active', 'active', 'graduated', 'droppedOut'] as const;
  students = [];
  for (let index = 0; index < 45; index += 1) {
    const { campusId, program } = programs[index % 3]!;
    const seeded: Seeded = {
      campusId,
      programId: program.id,
      facultyName: program.faculty.facultyName,
      levelName: program.level.levelName,
      programName: program.programName,
      gender: genders[index % 3]!,
      ethnicity: ethnicities[index % ethnicities.length]!,
      fiscalYearId: years[index % years.length]!.id,
      status: statuses[index % statuses.length]!,
      isVerified: index % 7 !== 0,
    };
    const student = await make.createStudent({
      campusId,
      programId: program.id,
      gender: seeded.gender,
      ethnicity: seeded.ethnicity ?? undefined,
      status: seeded.status,
      isVerified: seeded.isVerified,
    });
    await prisma.student.update({ where: { id: student.id }, data: { fiscalYearId: seeded.fiscalYearId } });
    students.push(seeded);
  }
  users = {
    adminA: await make.createUser({ role: 'CollegeAdmin', campusId: campusA.id }),
    adminB: await make.createUser({ role: 'CollegeAdmin', campusId: campusB.id }),
    uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: university.id }),
    superAdmin: await make.createUser({ role: 'SuperAdmin' }),
  };
  // Students of the first year who graduated in the years after, as their campus records it.
  graduations = [];
  for (let index = 0; index < 12; index += 1) {
    const { campusId, program } = programs[index % 3]!;
    const gender = genders[(index + Math.floor(index / 3)) % 3]!;
    const student = await make.createStudent({ campusId, programId: program.id, gender, isVerified: true });
    await prisma.student.update({ where: { id: student.id }, data: { fiscalYearId: years[0]!.id } });
    const graduatedIn = years[1 + (index % (years.length - 1))]!.id;
    const request = asUser(test, campusId === campusA.id ? users.adminA : users.adminB).post(
      '/api/Graduation/GenerateGraduationApplicationForStudent',
    );
    const form = { studentID: student.id, fiscalYearID: graduatedIn, enrolledYear: 2019, passedYear: 2023 };
    for (const [name, value] of Object.entries(form)) request.field(name, String(value));
    await request.expect(201);
    students.push({
      campusId,
      programId: program.id,
      facultyName: program.faculty.facultyName,
      levelName: program.level.levelName,
      programName: program.programName,
      gender,
      ethnicity: null,
      fiscalYearId: years[0]!.id,
      status: 'graduated',
      isVerified: true,
    });
    graduations.push({ campusId, gender, fiscalYearId: graduatedIn });
  }
});
afterAll(() => test.close());

const counted = (rows: Seeded[]) => rows.filter((row) => row.status === 'active' && row.isVerified);

function genderCounts(rows: { gender: Seeded['gender'] }[]): GenderCounts {
  return {
    male: rows.filter((row) => row.gender === 'male').length,
    female: rows.filter((row) => row.gender === 'female').length,
    other: rows.filter((row) => row.gender === 'other').length,
    total: rows.length,
  };
}

const alphabetical = <Row extends { title: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));

function byTitle(rows: Seeded[], title: (row: Seeded) => string) {
  const titles = [...new Set(rows.map(title))];
  return alphabetical(
    titles.map((name) => ({ title: name, ...genderCounts(rows.filter((row) => title(row) === name)) })),
  );
}

/** The rows as counted, and largest first (ties in the database's own order of names). */
function expectRows(answer: { title: string; total: number }[], expected: ReturnType<typeof byTitle>, who: string) {
  expect(alphabetical(answer), who).toEqual(expected);
  const totals = answer.map((row) => row.total);
  expect(totals, who).toEqual([...totals].sort((a, b) => b - a));
}

describe('dashboard figures at each scope', () => {
  const cases = () =>
    [
      { who: 'a campus', user: users.adminA, query: {}, rows: students.filter((row) => row.campusId === campusA.id) },
      { who: 'the university', user: users.uniAdmin, query: {}, rows: students },
      {
        who: 'the grants body for the university',
        user: users.superAdmin,
        query: { universityId: university.id },
        rows: students,
      },
      {
        who: 'the university for one campus',
        user: users.uniAdmin,
        query: { campusId: campusB.id },
        rows: students.filter((row) => row.campusId === campusB.id),
      },
    ] as const;

  it('counts active, verified students by gender, faculty, level and program as seeded', async () => {
    for (const { who, user, query, rows } of cases()) {
      const expected = counted(rows);
      const total = await asUser(test, user).get('/api/Student/GetTotalStudents').query(query).expect(200);
      expect(total.body, who).toEqual(genderCounts(expected));
      const byFaculty = await asUser(test, user)
        .get('/api/Student/GetStudentsByFacultyForDahsboard')
        .query(query)
        .expect(200);
      expectRows(
        byFaculty.body,
        byTitle(expected, (row) => row.facultyName),
        who,
      );
      const byLevel = await asUser(test, user)
        .get('/api/Student/GetStudentsByLevelForDahsboard')
        .query(query)
        .expect(200);
      expectRows(
        byLevel.body,
        byTitle(expected, (row) => row.levelName),
        who,
      );
      const byProgram = await asUser(test, user).get('/api/Student/GetStudentsByProgram').query(query).expect(200);
      expectRows(
        byProgram.body,
        byTitle(expected, (row) => row.programName),
        who,
      );
    }
  });

  it('counts ethnic groups, with names outside the national groups as Others and missing ones apart', async () => {
    for (const { who, user, query, rows } of cases()) {
      const expected = counted(rows);
      const group = (row: Seeded) =>
        row.ethnicity === null
          ? NOT_RECORDED_LABEL
          : (ETHNIC_GROUPS as readonly string[]).includes(row.ethnicity)
            ? row.ethnicity
            : 'Others';
      const response = await asUser(test, user).get('/api/Dashboard/GetStudentByEthnicity').query(query).expect(200);
      expect(response.body, who).toEqual(
        [...ETHNIC_GROUPS, NOT_RECORDED_LABEL].map((title) => ({
          title,
          total: expected.filter((row) => group(row) === title).length,
        })),
      );
    }
  });

  it('shows the enrolments and the graduations of each of the last five fiscal years, whatever became of the students', async () => {
    for (const { who, user, query, rows } of cases()) {
      const campuses = new Set(rows.map((row) => row.campusId));
      const response = await asUser(test, user).get('/api/Dashboard/Trend-summary').query(query).expect(200);
      expect(response.body, who).toEqual(
        years.map((year) => {
          const enrolled = genderCounts(rows.filter((row) => row.isVerified && row.fiscalYearId === year.id));
          const graduated = genderCounts(
            graduations.filter((row) => campuses.has(row.campusId) && row.fiscalYearId === year.id),
          );
          return {
            fiscalYearId: year.id,
            fiscalYear: year.yearNepali,
            maleStudents: enrolled.male,
            femaleStudents: enrolled.female,
            otherStudents: enrolled.other,
            totalStudents: enrolled.total,
            maleGraduates: graduated.male,
            femaleGraduates: graduated.female,
            otherGraduates: graduated.other,
            totalGraduates: graduated.total,
          };
        }),
      );
      expect(
        response.body.map((year: { totalGraduates: number }) => year.totalGraduates).slice(1),
        `${who}: every later year has graduates`,
      ).not.toContain(0);
    }
  });

  it('narrows by fiscal year, campus type and program, and never shows another campus’s students', async () => {
    const year = years[2]!.id;
    const inYear = await asUser(test, users.uniAdmin)
      .get('/api/Student/GetTotalStudents')
      .query({ fiscalyearid: year })
      .expect(200);
    expect(inYear.body).toEqual(genderCounts(counted(students).filter((row) => row.fiscalYearId === year)));
    const privateOnes = await asUser(test, users.uniAdmin)
      .get('/api/Student/GetTotalStudents')
      .query({ campusType: 'private' })
      .expect(200);
    expect(privateOnes.body).toEqual(genderCounts(counted(students).filter((row) => row.campusId === campusB.id)));
    const program = students[1]!.programId;
    const ofProgram = await asUser(test, users.adminA)
      .get('/api/Student/GetTotalStudents')
      .query({ programId: program })
      .expect(200);
    expect(ofProgram.body).toEqual(genderCounts(counted(students).filter((row) => row.programId === program)));
    // Asking for another campus narrows within the caller's own scope: nothing.
    const foreign = await asUser(test, users.adminA)
      .get('/api/Student/GetTotalStudents')
      .query({ campusId: campusB.id })
      .expect(200);
    expect(foreign.body).toEqual({ male: 0, female: 0, other: 0, total: 0 });
    const foreignPrograms = await asUser(test, users.adminB).get('/api/Student/GetStudentsByProgram').expect(200);
    expect(foreignPrograms.body.map((row: { title: string }) => row.title)).toEqual([students[2]!.programName]);
  });

  it('counts the campuses of the scope by type', async () => {
    const ofUniversity = await asUser(test, users.uniAdmin)
      .get('/api/Dashboard/GetNoOfCollgeForUniAndAdmin')
      .expect(200);
    expect(ofUniversity.body).toEqual({ constituent: 0, community: 1, private: 1, total: 2 });
    const national = await asUser(test, users.superAdmin).get('/api/Dashboard/GetNoOfCollgeForUniAndAdmin').expect(200);
    expect(national.body.total).toBe(await test.app.prisma.campus.count());
  });

  it('refuses bad filters with a message, and anonymous callers and students', async () => {
    const refused = await asUser(test, users.uniAdmin)
      .get('/api/Student/GetTotalStudents')
      .query({ campusType: 'public' })
      .expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'querystring.campusType', message: 'Campus type must be constituent, community or private' },
    ]);
    await test.api.get('/api/Student/GetTotalStudents').expect(401);
    const student = await make.createUser({ role: 'Student' });
    await asUser(test, student).get('/api/Dashboard/Trend-summary').expect(403);
  });
});
