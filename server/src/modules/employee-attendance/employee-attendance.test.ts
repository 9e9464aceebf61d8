import { describe, expect, it } from 'vitest';
import { EMPLOYEE_RECORDS_MESSAGES } from '@hemis/contracts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusAdmin } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

const mark = (employeeID: number, hasAttended: boolean, day = '2024-07-17') => ({
  campusId: 0,
  employeeID,
  hasAttended,
  dateAttended: `${day}T00:00:00.000Z`,
  timeAttended: '09:00 AM',
});

describe('staff attendance', () => {
  it('lists the campus’s staff to mark, saves a day once per employee, and a repeat only updates it', async () => {
    const { campus, admin } = await campusAdmin(make);
    const department = await test.app.prisma.department.create({
      data: { campusId: campus.id, departmentName: 'Physics' },
    });
    const anil = await make.createEmployee({ campusId: campus.id, firstName: 'Anil', departmentId: department.id });
    const bina = await make.createEmployee({ campusId: campus.id, firstName: 'Bina' });
    await make.createEmployee({ firstName: 'Elsewhere' });
    const staff = await asUser(test, admin).get('/api/Employee/getEmployee').expect(200);
    expect(staff.body).toEqual([
      { employeeID: anil.id, name: expect.stringContaining('Anil'), department: 'Physics' },
      { employeeID: bina.id, name: expect.stringContaining('Bina'), department: '' },
    ]);
    const saved = await asUser(test, admin)
      .post('/api/AttendanceEmployee/List')
      .send([mark(anil.id, true), mark(bina.id, false)])
      .expect(200);
    expect(saved.body).toEqual({ message: EMPLOYEE_RECORDS_MESSAGES.attendanceSaved, saved: 2 });
    await asUser(test, admin)
      .post('/api/AttendanceEmployee/List')
      .send([mark(bina.id, true)])
      .expect(200);
    expect(await test.app.prisma.employeeAttendance.count({ where: { campusId: campus.id } })).toBe(2);
    const day = await asUser(test, admin).get('/api/AttendanceEmployee?date=2024-07-17').expect(200);
    expect(day.body.map((row: { hasAttended: boolean }) => row.hasAttended)).toEqual([true, true]);
    const otherDay = await asUser(test, admin).get('/api/AttendanceEmployee?date=2024-07-18').expect(200);
    expect(otherDay.body.map((row: { hasAttended: boolean | null }) => row.hasAttended)).toEqual([null, null]);
  });

  it('writes nothing when any employee is another campus’s (404), a day repeats, or a date is wrong (400)', async () => {
    const { campus, admin } = await campusAdmin(make);
    const mine = await make.createEmployee({ campusId: campus.id });
    const theirs = await make.createEmployee({ campusId: (await make.createCampus()).id });
    await asUser(test, admin)
      .post('/api/AttendanceEmployee/List')
      .send([mark(mine.id, true), mark(theirs.id, true)])
      .expect(404);
    const repeated = await asUser(test, admin)
      .post('/api/AttendanceEmployee/List')
      .send([mark(mine.id, true), mark(mine.id, false)])
      .expect(400);
    expect(repeated.body.issues).toMatchObject([
      { field: 'body', message: EMPLOYEE_RECORDS_MESSAGES.attendanceRepeated },
    ]);
    await asUser(test, admin)
      .post('/api/AttendanceEmployee/List')
      .send([mark(mine.id, true, '2024-02-30')])
      .expect(400);
    await asUser(test, admin).post('/api/AttendanceEmployee/List').send([]).expect(400);
    expect(await test.app.prisma.employeeAttendance.count({ where: { campusId: campus.id } })).toBe(0);
    for (const role of ['UniAdmin', 'SuperAdmin', 'Admin'] as const) {
      await asUser(test, await make.createUser({ role }))
        .get('/api/Employee/getEmployee')
        .expect(403);
    }
  });
});
