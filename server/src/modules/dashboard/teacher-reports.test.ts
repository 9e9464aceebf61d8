import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOINING_TYPES, JOINING_TYPE_LABELS, QUALIFICATION_LEVELS, type JoiningType } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
import { asBytes } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';

let test: TestApp;

interface Teacher {
  gender: 'male' | 'female' | 'other';
  /** The highest qualification's report level, or null when none counts. */
  highest: (typeof QUALIFICATION_LEVELS)[number] | null;
  faculty: string;
  department: string;
}

let teachers: Teacher[];
let studentsByFaculty: Map<string, number>;
let admin: TestUser;
let otherAdmin: TestUser;

beforeAll(async () => {
  test = await createTestApp();
  const make = factoriesFor(test.app.prisma);
  const prisma = test.app.prisma;
  const university = await make.createUniversity();
  const campus = await make.createCampus({ universityId: university.id });
  const otherCampus = await make.createCampus({ universityId: university.id });
  const programs = [
    await make.createProgram({ universityId: university.id, runByCampusId: campus.id }),
    await make.createProgram({ universityId: university.id, runByCampusId: campus.id }),
  ];
  const departments = [
    await prisma.department.create({ data: { campusId: campus.id, departmentName: 'Department of Physics' } }),
    await prisma.department.create({ data: { campusId: campus.id, departmentName: 'Department of English' } }),
  ];
  // What each teacher has studied, as typed on the form, and the level it counts under.
  const studies: [string[], Teacher['highest']][] = [
    [['Bachelor', "Master's Degree", 'Ph.D.'], 'PhD.'],
    [['B.Sc.', 'M.Phil.'], 'MPhil'],
    [['Master'], 'Master'],
    [['Bachelor of Education'], 'Bachelor'],
    [['SLC'], null],
    [[], null],
  ];
  const genders = ['male', 'female', 'other'] as const;
  teachers = [];
  for (let index = 0; index < 18; index += 1) {
    const program = programs[index % 2]!;
    const department = departments[index % 2]!;
    const [studied, highest] = studies[index % studies.length]!;
    const employee = await make.createEmployee({
      campusId: campus.id,
      gender: genders[index % 3]!,
      departmentId: department.id,
    });
    await prisma.employee.update({ where: { id: employee.id }, data: { facultyId: program.facultyId } });
    for (const levelName of studied)
      await prisma.employeeQualification.create({ data: { employeeId: employee.id, levelName } });
    teachers.push({
      gender: genders[index % 3]!,
      highest,
      faculty: program.faculty.facultyName,
      department: department.departmentName,
    });
  }
  // Neither a retired teacher, nor a clerk, nor another campus's teacher counts.
  const retired = await make.createEmployee({ campusId: campus.id });
  await prisma.employee.update({ where: { id: retired.id }, data: { employeeStatus: false } });
  await prisma.employeeQualification.create({ data: { employeeId: retired.id, levelName: 'Ph.D.' } });
  const clerk = await make.createEmployee({ campusId: campus.id, employeeType: 'Administrative' });
  await prisma.employeeQualification.create({ data: { employeeId: clerk.id, levelName: 'Master' } });
  const elsewhere = await make.createEmployee({ campusId: otherCampus.id });
  await prisma.employeeQualification.create({ data: { employeeId: elsewhere.id, levelName: 'Ph.D.' } });

  studentsByFaculty = new Map();
  for (let index = 0; index < 25; index += 1) {
    const program = programs[index % 2]!;
    await make.createStudent({
      campusId: campus.id,
      programId: program.id,
      status: index % 5 === 0 ? 'graduated' : 'active',
    });
    if (index % 5 !== 0)
      studentsByFaculty.set(program.faculty.facultyName, (studentsByFaculty.get(program.faculty.facultyName) ?? 0) + 1);
  }
  admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  otherAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: otherCampus.id });
});
afterAll(() => test.close());

const counts = (rows: readonly { gender: Teacher['gender'] }[]) => ({
  male: rows.filter((row) => row.gender === 'male').length,
  female: rows.filter((row) => row.gender === 'female').length,
  others: rows.filter((row) => row.gender === 'other').length,
  total: rows.length,
});

const byTitle = (key: (row: Teacher) => string) =>
  [...new Set(teachers.map(key))]
    .map((title) => ({ title, ...counts(teachers.filter((row) => key(row) === title)) }))
    .sort((a, b) => (a.title < b.title ? -1 : 1));

const alphabetical = <Row extends { title: string }>(rows: Row[]) =>
  [...rows].sort((a, b) => (a.title < b.title ? -1 : 1));

describe('teacher sections of the summary report', () => {
  it('counts each active teacher once, under their highest qualification, whatever its spelling', async () => {
    const response = await asUser(test, admin).get('/api/Dashboard/college/teachingStaffQualifications').expect(200);
    expect(response.body).toEqual(
      QUALIFICATION_LEVELS.map((level) => ({ level, ...counts(teachers.filter((row) => row.highest === level)) })),
    );
  });

  it('counts active teachers by faculty and by department', async () => {
    const faculty = await asUser(test, admin).get('/api/Dashboard/College/GetTeachingStaffDistribution').expect(200);
    expect(alphabetical(faculty.body)).toEqual(byTitle((row) => row.faculty));
    const department = await asUser(test, admin).get('/api/Dashboard/College/GetTeachingStaffByDepartment').expect(200);
    expect(alphabetical(department.body)).toEqual(byTitle((row) => row.department));
  });

  it('divides active students by active teachers, per faculty and in all', async () => {
    const response = await asUser(test, admin).get('/api/Dashboard/college/StudentTeacherRatio').expect(200);
    const ratio = (students: number, teachers: number) => Math.round((students / teachers) * 100) / 100;
    const perFaculty = [...studentsByFaculty.entries()].map(([faculty, students]) => {
      const taught = teachers.filter((row) => row.faculty === faculty).length;
      return { faculty, students, teachers: taught, ratio: ratio(students, taught) };
    });
    const students = [...studentsByFaculty.values()].reduce((sum, count) => sum + count, 0);
    expect([...response.body.slice(0, -1)].sort((a, b) => (a.faculty < b.faculty ? -1 : 1))).toEqual(
      perFaculty.sort((a, b) => (a.faculty < b.faculty ? -1 : 1)),
    );
    expect(response.body.at(-1)).toEqual({
      faculty: 'All',
      students,
      teachers: teachers.length,
      ratio: ratio(students, teachers.length),
    });
  });

  it('shows another campus only its own teachers', async () => {
    const response = await asUser(test, otherAdmin)
      .get('/api/Dashboard/college/teachingStaffQualifications')
      .expect(200);
    expect(response.body.map((row: { total: number }) => row.total)).toEqual([1, 0, 0, 0]);
  });
});

describe('teachers by joining type (Dashboard/GenerateTeacherReport)', () => {
  const URL = '/api/Dashboard/GenerateTeacherReport';

  interface Joined {
    campusId: number;
    gender: 'male' | 'female' | 'other';
    joiningType: JoiningType | null;
    joinedOn: Date | null;
  }

  let joined: Joined[];
  let campuses: { a: number; b: number; c: number };
  let universities: { mine: number; other: number };
  let year: { id: number; endDateAd: Date };
  let readers: { adminA: TestUser; uniAdmin: TestUser; ugc: TestUser; student: TestUser };

  beforeAll(async () => {
    const make = factoriesFor(test.app.prisma);
    const prisma = test.app.prisma;
    year = await prisma.fiscalYear.findFirstOrThrow({ orderBy: { startDateAd: 'asc' } });
    const mine = await make.createUniversity();
    const other = await make.createUniversity();
    universities = { mine: mine.id, other: other.id };
    campuses = {
      a: (await make.createCampus({ universityId: mine.id })).id,
      b: (await make.createCampus({ universityId: mine.id })).id,
      c: (await make.createCampus({ universityId: other.id })).id,
    };
    const joiningTypes = [...JOINING_TYPES, null];
    const genders = ['male', 'female', 'other'] as const;
    // Joined before the year ended, after it, or on a date nobody recorded.
    const dates = [new Date(year.endDateAd.getTime() - 86_400_000), new Date('2099-01-01'), null];
    const places = [campuses.a, campuses.a, campuses.b, campuses.c];
    joined = [];
    for (let index = 0; index < 40; index += 1) {
      const teacher: Joined = {
        campusId: places[index % places.length]!,
        gender: genders[index % 3]!,
        joiningType: joiningTypes[index % joiningTypes.length]!,
        joinedOn: dates[index % dates.length]!,
      };
      const employee = await make.createEmployee({ campusId: teacher.campusId, gender: teacher.gender });
      await prisma.employee.update({
        where: { id: employee.id },
        data: { joiningType: teacher.joiningType, joiningDateAd: teacher.joinedOn },
      });
      joined.push(teacher);
    }
    // Neither a teacher who left nor a clerk counts.
    const left = await make.createEmployee({ campusId: campuses.a });
    await prisma.employee.update({ where: { id: left.id }, data: { employeeStatus: false } });
    await make.createEmployee({ campusId: campuses.a, employeeType: 'Technical', joiningType: 'permanent' });
    readers = {
      adminA: await make.createUser({ role: 'CollegeAdmin', campusId: campuses.a }),
      uniAdmin: await make.createUser({ role: 'UniAdmin', universityId: mine.id }),
      ugc: await make.createUser({ role: 'UgcAdmin' }),
      student: await make.createUser({ role: 'Student' }),
    };
  });

  /** The rows the report should answer, counted here: every joining type, then the unrecorded ones if any. */
  function expected(of: Joined[]) {
    const rows = JOINING_TYPES.map((joiningType) => ({
      joiningType,
      title: JOINING_TYPE_LABELS[joiningType],
      ...counts(of.filter((teacher) => teacher.joiningType === joiningType)),
    }));
    const unrecorded = of.filter((teacher) => teacher.joiningType === null);
    return unrecorded.length ? [...rows, { joiningType: null, title: 'Not recorded', ...counts(unrecorded) }] : rows;
  }
  const at = (...campusIds: number[]) => joined.filter((teacher) => campusIds.includes(teacher.campusId));

  it('counts a campus’s, a university’s and a chosen university’s active teachers by joining type and gender', async () => {
    const campus = await asUser(test, readers.adminA).get(URL).expect(200);
    expect(campus.body).toEqual(expected(at(campuses.a)));
    const university = await asUser(test, readers.uniAdmin).get(URL).expect(200);
    expect(university.body).toEqual(expected(at(campuses.a, campuses.b)));
    const chosen = await asUser(test, readers.ugc).get(URL).query({ universityId: universities.other }).expect(200);
    expect(chosen.body).toEqual(expected(at(campuses.c)));
  });

  it('counts the country’s teachers as the database holds them', async () => {
    const response = await asUser(test, readers.ugc).get(URL).expect(200);
    const groups = await test.app.prisma.employee.groupBy({
      by: ['joiningType', 'gender'],
      where: { employeeStatus: true, employeeType: 'Teaching' },
      _count: { _all: true },
    });
    const count = (joiningType: JoiningType | null, gender?: string) =>
      groups
        .filter((group) => group.joiningType === joiningType && (gender === undefined || group.gender === gender))
        .reduce((sum, group) => sum + group._count._all, 0);
    for (const row of response.body as {
      joiningType: JoiningType | null;
      male: number;
      others: number;
      total: number;
    }[]) {
      expect(row.male, String(row.joiningType)).toBe(count(row.joiningType, 'male'));
      expect(row.others, String(row.joiningType)).toBe(count(row.joiningType, 'other'));
      expect(row.total, String(row.joiningType)).toBe(count(row.joiningType));
    }
  });

  it('narrows a fiscal year to the teachers who had joined by its end, or whose joining date is not recorded', async () => {
    const response = await asUser(test, readers.adminA).get(URL).query({ fiscalyearId: year.id }).expect(200);
    expect(response.body).toEqual(
      expected(at(campuses.a).filter((teacher) => teacher.joinedOn === null || teacher.joinedOn <= year.endDateAd)),
    );
  });

  it('never shows another campus’s teachers, refuses bad input and students, and downloads the table', async () => {
    const elsewhere = await asUser(test, readers.adminA).get(URL).query({ campusId: campuses.b }).expect(200);
    expect(elsewhere.body.map((row: { total: number }) => row.total)).toEqual([0, 0, 0, 0]);
    const otherUniversity = await asUser(test, readers.uniAdmin).get(URL).query({ campusId: campuses.c }).expect(200);
    expect(otherUniversity.body.map((row: { total: number }) => row.total)).toEqual([0, 0, 0, 0]);

    const refused = await asUser(test, readers.adminA)
      .get(URL)
      .query({ fiscalyearId: 'last year', format: 'docx' })
      .expect(400);
    expect(refused.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'querystring.fiscalYearId',
      'querystring.format',
    ]);
    await asUser(test, readers.student).get(URL).expect(403);

    const csv = await asBytes(asUser(test, readers.adminA).get(URL).query({ format: 'csv' })).expect(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="teachers-by-joining-type.csv"');
    const lines = (csv.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n');
    expect(lines).toEqual([
      'Joining type,Male,Female,Others,Total',
      ...expected(at(campuses.a)).map((row) => [row.title, row.male, row.female, row.others, row.total].join(',')),
    ]);
  });
});
