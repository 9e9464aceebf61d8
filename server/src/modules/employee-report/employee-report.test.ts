import { beforeAll, describe, expect, it } from 'vitest';
import { asBytes } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusAdmin } from '../../../../tests/support/student-fixtures.ts';
import { outdateKeptCounts, useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();
let professor: { id: number; postName: string };
let lecturer: { id: number; postName: string };
beforeAll(async () => {
  const teaching = await test.app.prisma.employeePosition.findMany({
    where: { category: 'Teaching' },
    orderBy: { postName: 'asc' },
    take: 2,
  });
  [lecturer, professor] = [teaching[0]!, teaching[1]!];
});

type Gender = 'male' | 'female' | 'other';
type Joining = 'permanent' | 'temporary' | 'contract' | 'partTime';
interface Person {
  positionId: number | null;
  gender: Gender;
  joining: Joining;
  ethnicity: string;
  type: 'Teaching' | 'Administrative' | 'Technical';
}

/** A campus with a known staff, the same list the test counts itself. */
async function campusWithStaff() {
  const { campus, admin } = await campusAdmin(make);
  const section = await test.app.prisma.section.create({ data: { campusId: campus.id, sectionName: 'Accounts' } });
  const people: Person[] = [
    { positionId: lecturer.id, gender: 'male', joining: 'permanent', ethnicity: 'Brahman', type: 'Teaching' },
    { positionId: lecturer.id, gender: 'female', joining: 'permanent', ethnicity: 'Janajati', type: 'Teaching' },
    { positionId: lecturer.id, gender: 'female', joining: 'contract', ethnicity: 'Brahman', type: 'Teaching' },
    { positionId: professor.id, gender: 'other', joining: 'partTime', ethnicity: 'Dalit', type: 'Teaching' },
    { positionId: null, gender: 'male', joining: 'temporary', ethnicity: 'Chhetri', type: 'Administrative' },
    { positionId: null, gender: 'female', joining: 'permanent', ethnicity: 'Chhetri', type: 'Technical' },
  ];
  for (const person of people) {
    const employee = await make.createEmployee({
      campusId: campus.id,
      employeeType: person.type,
      gender: person.gender,
      joiningType: person.joining,
      ethnicity: person.ethnicity,
      employeePositionId: person.positionId,
      ...(person.type === 'Teaching' ? {} : { sectionId: section.id }),
    });
    if (person.positionId === null)
      await test.app.prisma.employee.update({ where: { id: employee.id }, data: { position: 'Accountant' } });
  }
  // An inactive employee and another campus's never count.
  const gone = await make.createEmployee({ campusId: campus.id, employeePositionId: lecturer.id });
  await test.app.prisma.employee.update({ where: { id: gone.id }, data: { employeeStatus: false } });
  await make.createEmployee({ employeePositionId: lecturer.id });
  return { campus, admin, people };
}

const count = (people: Person[], test_: (person: Person) => boolean) => people.filter(test_).length;

describe('staff summaries', () => {
  it('counts teachers by post × joining type × gender with totals, as counted independently', async () => {
    const { admin, people } = await campusWithStaff();
    const { body } = await asUser(test, admin).get('/api/Employee/Report/GetTeachingStaffByPostSummary').expect(200);
    const teachers = people.filter((person) => person.type === 'Teaching');
    expect(body.map((row: { position: string }) => row.position)).toEqual(
      [lecturer.postName, professor.postName].sort(),
    );
    const lecturerRow = body.find((row: { position: string }) => row.position === lecturer.postName);
    const ofLecturer = teachers.filter((person) => person.positionId === lecturer.id);
    expect(lecturerRow).toMatchObject({
      permanentMale: count(ofLecturer, (p) => p.joining === 'permanent' && p.gender === 'male'),
      permanentFemale: count(ofLecturer, (p) => p.joining === 'permanent' && p.gender === 'female'),
      permanentTotal: count(ofLecturer, (p) => p.joining === 'permanent'),
      contractFemale: count(ofLecturer, (p) => p.joining === 'contract' && p.gender === 'female'),
      partTimeTotal: 0,
      grandTotal: ofLecturer.length,
      female: count(ofLecturer, (p) => p.gender === 'female'),
    });
  });

  it('counts teachers and non-teaching staff by ethnic group, and non-teaching staff by post and section', async () => {
    const { admin, people } = await campusWithStaff();
    const byEthnicity = await asUser(test, admin).get('/api/Employee/Report/GetTeachingStaffSummary').expect(200);
    const teachers = people.filter((person) => person.type === 'Teaching');
    for (const row of byEthnicity.body as { ethnicity: string; grandTotal: number }[]) {
      expect(row.grandTotal).toBe(count(teachers, (p) => p.ethnicity === row.ethnicity));
    }
    const nonTeaching = await asUser(test, admin)
      .get('/api/Employee/Report/GetNonTeachingStaffByEthnicity')
      .expect(200);
    expect(nonTeaching.body).toEqual([
      expect.objectContaining({ ethnicity: 'Chhetri', temporaryMale: 1, permanentFemale: 1, grandTotal: 2 }),
    ]);
    const byPost = await asUser(test, admin).get('/api/Employee/Report/GetNonTeachingStaffByPostSummary').expect(200);
    expect(byPost.body).toEqual([expect.objectContaining({ position: 'Accountant', grandTotal: 2 })]);
    const bySection = await asUser(test, admin).get('/api/Employee/Report/GetNonEmployeeBySection').expect(200);
    expect(bySection.body).toEqual([{ sectionName: 'Accounts', male: 1, female: 1, other: 0, total: 2 }]);
    // The original client's URL ends with a newline.
    const positions = await asUser(test, admin)
      .get('/api/Employee/Report/GetNonTeachingStaffPositionSummary%0A')
      .expect(200);
    expect(positions.body).toEqual([
      { post: { positionName: 'Accountant' }, male: 1, female: 1, other: 0, grandTotal: 2 },
    ]);
  });

  it('answers the dashboard counts by type and joining type', async () => {
    const { admin, people } = await campusWithStaff();
    const types = await asUser(test, admin).get('/api/Employee/Report/EmployeeType').expect(200);
    expect(types.body).toEqual([
      { type: 'Teaching', male: 1, female: 2, other: 1, totalEmployees: 4 },
      { type: 'Nonteaching', male: 1, female: 1, other: 0, totalEmployees: 2 },
    ]);
    const joining = await asUser(test, admin).get('/api/Employee/GetJoiningTypeByEmployeeType').expect(200);
    expect(joining.body[0]).toEqual({
      title: 'Teaching',
      permanent: count(people, (p) => p.type === 'Teaching' && p.joining === 'permanent'),
      temporary: 0,
      contract: 1,
      partTime: 1,
    });
    const byGender = await asUser(test, admin).get('/api/Employee/Report/GetTeachingEmployeeByGender').expect(200);
    expect(byGender.body.find((row: { position: string }) => row.position === lecturer.postName)).toEqual({
      position: lecturer.postName,
      male: 1,
      female: 2,
      other: 0,
      total: 3,
    });
  });

  it('lists teachers with their details, and lets a university read one of its campuses but not another’s', async () => {
    const { campus, admin } = await campusWithStaff();
    const details = await asUser(test, admin).get('/api/Employee/Report/Teaching').expect(200);
    expect(details.body).toHaveLength(4);
    expect(details.body[0]).toMatchObject({
      doB: '2040-05-10',
      joiningType: expect.any(String),
      campusName: campus.campusName,
    });
    const nonTeaching = await asUser(test, admin).get('/api/Employee/Report/NonTeaching').expect(200);
    expect(nonTeaching.body.map((row: { employeeType: string }) => row.employeeType).sort()).toEqual([
      'Administrative',
      'Technical',
    ]);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const ofCampus = await asUser(test, uniAdmin)
      .get(`/api/Employee/Report/EmployeeType?campusId=${campus.id}`)
      .expect(200);
    expect(ofCampus.body[0].totalEmployees).toBe(4);
    const stranger = await make.createUser({ role: 'UniAdmin' });
    const none = await asUser(test, stranger)
      .get(`/api/Employee/Report/EmployeeType?campusId=${campus.id}`)
      .expect(200);
    expect(none.body[0].totalEmployees).toBe(0);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Employee/Report/Teaching')
      .expect(403);
  });

  it('downloads the staff-by-post tables of the summary report, never another campus’s', async () => {
    const { campus, admin } = await campusWithStaff();
    const csv = async (path: string) => {
      const file = await asBytes(asUser(test, admin).get(path).query({ format: 'csv' })).expect(200);
      return {
        name: file.headers['content-disposition'],
        lines: (file.body as Buffer).toString('utf-8').slice(1).trim().split('\r\n'),
      };
    };
    expect(await csv('/api/Employee/Report/GetTeachingEmployeeByGender')).toEqual({
      name: 'attachment; filename="teachers-by-post.csv"',
      // Posts in alphabetical order, as the table lists them.
      lines: ['Post,Male,Female,Other,Total', `${lecturer.postName},1,2,0,3`, `${professor.postName},0,0,1,1`],
    });
    expect(await csv('/api/Employee/Report/GetNonTeachingStaffPositionSummary')).toEqual({
      name: 'attachment; filename="non-teaching-staff-by-post.csv"',
      lines: ['Post,Male,Female,Other,Total', 'Accountant,1,1,0,2'],
    });
    const stranger = await make.createUser({ role: 'CollegeAdmin' });
    const elsewhere = await asUser(test, stranger)
      .get('/api/Employee/Report/GetTeachingEmployeeByGender')
      .query({ campusId: campus.id, format: 'csv' })
      .expect(200);
    expect(elsewhere.text.slice(1).trim()).toBe('Post,Male,Female,Other,Total');
    // The summary report's campus type narrows them too.
    const ofType = (campusType: string) =>
      asUser(test, admin).get('/api/Employee/Report/GetTeachingEmployeeByGender').query({ campusType }).expect(200);
    expect((await ofType('private')).body).toEqual([]);
    expect((await ofType('community')).body).toHaveLength(2);
    const refused = await asUser(test, admin)
      .get('/api/Employee/Report/GetNonTeachingStaffPositionSummary')
      .query({ format: 'docx', provinceId: 'east' })
      .expect(400);
    expect(refused.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'querystring.format',
      'querystring.provinceId',
    ]);
  });

  it('serves a university its staff figures as counted a few minutes ago, saying when, and a campus its own counted live', async () => {
    const { campus, admin } = await campusWithStaff();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const read = (user: { id: number }, path: string) => asUser(test, user).get(path).expect(200);
    const teachersOf = (rows: { grandTotal: number }[]) => rows.reduce((sum, row) => sum + row.grandTotal, 0);
    const summary = '/api/Employee/Report/GetTeachingStaffSummary';
    const byPost = '/api/Employee/Report/GetTeachingEmployeeByGender';
    const first = await read(uniAdmin, summary);
    expect(teachersOf(first.body)).toBe(4);
    expect(Date.now() - Date.parse(first.headers['x-figures-as-of']!)).toBeLessThan(60_000);
    expect((await read(admin, summary)).headers['x-figures-as-of']).toBeUndefined();
    const firstByPost = await read(uniAdmin, byPost);

    await make.createEmployee({ campusId: campus.id, employeePositionId: lecturer.id, employeeType: 'Teaching' });
    const kept = await read(uniAdmin, summary);
    expect(kept.body).toEqual(first.body);
    expect(kept.headers['x-figures-as-of']).toBe(first.headers['x-figures-as-of']);
    expect((await read(uniAdmin, byPost)).body).toEqual(firstByPost.body);
    expect(teachersOf((await read(admin, summary)).body)).toBe(5);

    await outdateKeptCounts(test.app.prisma);
    expect(teachersOf((await read(uniAdmin, summary)).body)).toBe(5);
  });
});
