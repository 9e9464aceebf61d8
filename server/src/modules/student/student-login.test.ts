import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, STUDENT_RECORD_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { resetLinkIn } from '../../../../tests/support/smtp.ts';
import { useTestAppWithSmtp } from '../../../../tests/support/suite.ts';

const PASSWORD = 'MyOwn2024pass';

const { test, make, smtp } = useTestAppWithSmtp();

async function campusStudent(overrides: { email?: string } = {}) {
  const campus = await make.createCampus();
  const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  const email = overrides.email ?? `${uniqueName('pupil')}@mail.test`;
  const student = await make.createStudent({ campusId: campus.id, email });
  return { campus, admin, student, email };
}

describe('POST /Student/{id}/CreateLogin', () => {
  it('opens a Student account of the campus, links it, and emails the link with which the student chooses a password and reads its record', async () => {
    const { campus, admin, student, email } = await campusStudent();
    const response = await asUser(test, admin).post(`/api/Student/${student.id}/CreateLogin`).expect(201);
    expect(response.body).toEqual({ message: STUDENT_RECORD_MESSAGES.loginCreated });

    const account = await test.app.prisma.user.findUniqueOrThrow({ where: { email } });
    expect(account).toMatchObject({
      role: 'Student',
      type: 'college',
      campusId: campus.id,
      universityId: campus.universityId,
      mustChangePassword: true,
    });
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } })).userId).toBe(account.id);
    expect((await auditEntriesFor(test.app.prisma, 'User', account.id))[0]).toMatchObject({
      action: 'create',
      userId: admin.id,
    });

    const link = resetLinkIn((await smtp.nextMessageTo(email)).raw);
    await test.api
      .post('/api/User/ResetPassword')
      .send({ email: link.email, newPassword: PASSWORD, resetToken: link.token })
      .expect(201);
    const signedIn = await test.api.post('/api/User/StudentLogin').send({ email, password: PASSWORD }).expect(200);
    const own = await test.api
      .get('/api/Student/Me')
      .set('Authorization', `Bearer ${signedIn.body.tokenString}`)
      .expect(200);
    expect(own.body).toMatchObject({ id: student.id, email });
  });

  it('links an existing student account of that email, and sends a new link when asked again', async () => {
    const email = `${uniqueName('signedup')}@mail.test`;
    const existing = await make.createUser({ role: 'Student', email });
    const { admin, student } = await campusStudent({ email });
    await asUser(test, admin).post(`/api/Student/${student.id}/CreateLogin`).expect(201);
    await asUser(test, admin).post(`/api/Student/${student.id}/CreateLogin`).expect(201);
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } })).userId).toBe(existing.id);
    expect(await test.app.prisma.user.count({ where: { email } })).toBe(1);
    await smtp.nextMessageTo(email);
  });

  it('answers 409 for a staff member’s email, 400 without an email, 404 for another campus, 403 for readers', async () => {
    const staff = await make.createUser({ role: 'CollegeUser' });
    const { admin, student } = await campusStudent({ email: staff.email });
    const conflict = await asUser(test, admin).post(`/api/Student/${student.id}/CreateLogin`).expect(409);
    expect(conflict.body.message).toBe(STUDENT_RECORD_MESSAGES.emailOfStaff);

    const withoutEmail = await make.createStudent({ campusId: admin.campusId! });
    const refused = await asUser(test, admin).post(`/api/Student/${withoutEmail.id}/CreateLogin`).expect(400);
    expect(refused.body.message).toBe(STUDENT_RECORD_MESSAGES.emailRequiredForLogin);

    const stranger = await make.createUser({ role: 'CollegeAdmin', campusId: (await make.createCampus()).id });
    await asUser(test, stranger).post(`/api/Student/${student.id}/CreateLogin`).expect(404);
    const reader = await asUser(test, await make.createUser({ role: 'Admin' }))
      .post(`/api/Student/${student.id}/CreateLogin`)
      .expect(403);
    expect(reader.body.message).toBe(AUTH_MESSAGES.forbidden);
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: student.id } })).userId).toBeNull();
  });
});
