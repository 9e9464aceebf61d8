import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusAdmin } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

describe('Management/AddDepartment and Management/Departments', () => {
  it('adds a department to the caller’s campus, audits it, and lists only that campus’s departments', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    const created = await asUser(test, mine.admin)
      .post('/api/Management/AddDepartment')
      .send({ departmentName: ' Mathematics ', status: true, remarks: 'Science block', campusId: theirs.campus.id })
      .expect(201);
    expect(created.body).toEqual({
      id: expect.any(Number),
      campusId: mine.campus.id,
      departmentName: 'Mathematics',
      status: true,
      remarks: 'Science block',
    });
    await asUser(test, theirs.admin)
      .post('/api/Management/AddDepartment')
      .send({ departmentName: 'Physics' })
      .expect(201);
    const list = await asUser(test, mine.admin).get('/api/management/departments').expect(200);
    expect(list.body.map((row: { departmentName: string }) => row.departmentName)).toEqual(['Mathematics']);
    const [entry] = await auditEntriesFor(test.app.prisma, 'Department', created.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: mine.admin.id });
  });

  it('answers 409 "Same Department Already Exists!!" for a name the campus has, in any case', async () => {
    const { admin, campus } = await campusAdmin(make);
    await asUser(test, admin).post('/api/Management/AddDepartment').send({ departmentName: 'English' }).expect(201);
    const duplicate = await asUser(test, admin)
      .post('/api/Management/AddDepartment')
      .send({ departmentName: 'english' })
      .expect(409);
    expect(duplicate.body.message).toBe(EMPLOYEE_MESSAGES.departmentExists);
    expect(await test.app.prisma.department.count({ where: { campusId: campus.id } })).toBe(1);
  });

  it('answers 400 for a blank name and writes nothing; refuses roles without a campus (403)', async () => {
    const { admin, campus } = await campusAdmin(make);
    const bad = await asUser(test, admin)
      .post('/api/Management/AddDepartment')
      .send({ departmentName: ' ' })
      .expect(400);
    expect(bad.body.issues).toMatchObject([
      { field: 'body.departmentName', message: EMPLOYEE_MESSAGES.departmentNameRequired },
    ]);
    expect(await test.app.prisma.department.count({ where: { campusId: campus.id } })).toBe(0);
    for (const role of ['UniAdmin', 'SuperAdmin', 'Admin', 'Student'] as const) {
      await asUser(test, await make.createUser({ role }))
        .post('/api/Management/AddDepartment')
        .send({ departmentName: 'X' })
        .expect(403);
    }
  });

  it('reads and updates one department; another campus’s answers 404 and stays unchanged', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    const { body } = await asUser(test, mine.admin)
      .post('/api/Management/AddDepartment')
      .send({ departmentName: 'Nepali' })
      .expect(201);
    await asUser(test, mine.admin)
      .put(`/api/Management/UpdateDepartment/${body.id}`)
      .send({ id: body.id, departmentName: 'Nepali Language', status: false, remarks: '' })
      .expect(200);
    const read = await asUser(test, mine.admin).get(`/api/Management/Department/${body.id}`).expect(200);
    expect(read.body).toMatchObject({ departmentName: 'Nepali Language', status: false, remarks: null });
    await asUser(test, theirs.admin).get(`/api/Management/Department/${body.id}`).expect(404);
    await asUser(test, theirs.admin)
      .put(`/api/Management/UpdateDepartment/${body.id}`)
      .send({ departmentName: 'Taken' })
      .expect(404);
    expect((await test.app.prisma.department.findUniqueOrThrow({ where: { id: body.id } })).departmentName).toBe(
      'Nepali Language',
    );
  });

  it('lets a university read one of its campuses’ departments with ?campusId=, and no other university’s', async () => {
    const { admin, campus } = await campusAdmin(make);
    await asUser(test, admin).post('/api/Management/AddDepartment').send({ departmentName: 'Botany' }).expect(201);
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const list = await asUser(test, uniAdmin).get(`/api/Management/Departments?campusId=${campus.id}`).expect(200);
    expect(list.body).toHaveLength(1);
    const otherUniAdmin = await make.createUser({ role: 'UniAdmin' });
    expect(
      (await asUser(test, otherUniAdmin).get(`/api/Management/Departments?campusId=${campus.id}`).expect(200)).body,
    ).toEqual([]);
  });
});

describe('Management/AddSection, Sections and UpdateSection', () => {
  it('adds sections of both screens, orders them by index, and answers 409 "Section already exists!"', async () => {
    const { admin } = await campusAdmin(make);
    await asUser(test, admin)
      .post('/api/Management/AddSection')
      .send({ sectionName: 'Library', sectionType: '', status: true, index: 2 })
      .expect(201);
    await asUser(test, admin)
      .post('/api/Management/AddSection')
      .send({ sectionName: 'Accounts', sectionType: 'Student', status: true, index: 1 })
      .expect(201);
    const duplicate = await asUser(test, admin)
      .post('/api/Management/AddSection')
      .send({ sectionName: 'ACCOUNTS', sectionType: '' })
      .expect(409);
    expect(duplicate.body.message).toBe(EMPLOYEE_MESSAGES.sectionExists);
    const list = await asUser(test, admin).get('/api/Management/Sections').expect(200);
    expect(
      list.body.map((row: { sectionName: string; sectionType: string }) => [row.sectionName, row.sectionType]),
    ).toEqual([
      ['Accounts', 'Student'],
      ['Library', ''],
    ]);
  });

  it('lists only the sections of the ?sectionType= asked for, or all but those of ?exceptSectionType=, in any case, and never another campus’s', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    await asUser(test, mine.admin).post('/api/Management/AddSection').send({ sectionName: 'Library' }).expect(201);
    await asUser(test, mine.admin)
      .post('/api/Management/AddSection')
      .send({ sectionName: 'A', sectionType: 'Student', index: 1 })
      .expect(201);
    await asUser(test, theirs.admin)
      .post('/api/Management/AddSection')
      .send({ sectionName: 'B', sectionType: 'Student' })
      .expect(201);
    const students = await asUser(test, mine.admin).get('/api/Management/Sections?sectionType=student').expect(200);
    expect(students.body.map((row: { sectionName: string }) => row.sectionName)).toEqual(['A']);
    const all = await asUser(test, mine.admin).get('/api/Management/Sections?sectionType=').expect(200);
    expect(all.body.map((row: { sectionName: string }) => row.sectionName)).toEqual(['A', 'Library']);
    const staff = await asUser(test, mine.admin).get('/api/Management/Sections?exceptSectionType=Student').expect(200);
    expect(staff.body.map((row: { sectionName: string }) => row.sectionName)).toEqual(['Library']);
    // A university reads a campus of its own only; another university's campus lists nothing.
    const otherUniAdmin = await make.createUser({ role: 'UniAdmin' });
    expect(
      (
        await asUser(test, otherUniAdmin)
          .get(`/api/Management/Sections?campusId=${mine.campus.id}&sectionType=Student`)
          .expect(200)
      ).body,
    ).toEqual([]);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Management/Sections?sectionType=Student')
      .expect(403);
  });

  it('refuses an update with a blank section type (400) and keeps the section; another campus gets 404', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    const { body } = await asUser(test, mine.admin)
      .post('/api/Management/AddSection')
      .send({ sectionName: 'Exam' })
      .expect(201);
    const bad = await asUser(test, mine.admin)
      .put(`/api/Management/UpdateSection/${body.id}`)
      .send({ sectionName: 'Exams', sectionType: '' })
      .expect(400);
    expect(bad.body.issues).toMatchObject([
      { field: 'body.sectionType', message: EMPLOYEE_MESSAGES.sectionTypeRequired },
    ]);
    await asUser(test, theirs.admin)
      .put(`/api/Management/UpdateSection/${body.id}`)
      .send({ sectionName: 'Exams', sectionType: 'Staff' })
      .expect(404);
    const updated = await asUser(test, mine.admin)
      .put(`/api/Management/UpdateSection/${body.id}`)
      .send({
        id: body.id,
        sectionName: 'Exams',
        sectionType: 'Staff',
        status: false,
        index: 3,
        remarks: 'Ground floor',
      })
      .expect(200);
    expect(updated.body).toMatchObject({
      sectionName: 'Exams',
      sectionType: 'Staff',
      status: false,
      index: 3,
      remarks: 'Ground floor',
    });
  });
});
