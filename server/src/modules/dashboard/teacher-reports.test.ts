import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUALIFICATION_LEVELS } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor, type TestUser } from '../../../../tests/support/factories.ts';
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

const counts = (rows: Teacher[]) => ({
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
