import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STUDENT_ACADEMICS_MESSAGES as A, STUDENT_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor, NOT_AN_IMAGE, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusStudent } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

const enrollmentsOf = (studentId: number) => test.app.prisma.enrollment.findMany({ where: { studentId } });

/** The payment form as the original sends it: its fields and the student's spread beside them. */
function paymentForm(user: { id: number }, fields: Record<string, string>) {
  const request = asUser(test, user).post('/api/Enrollment');
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request;
}

describe('Enrollment', () => {
  it('records a payment for the campus’s student with its receipt, audits it, and lists it', async () => {
    const { campus, admin, student } = await campusStudent(make);
    const created = await paymentForm(admin, {
      studentId: String(student.id),
      feeType: 'Admission',
      programFee: '45000',
      feeToPay: '40000',
      haveScholarship: 'true',
      scholarshipAmount: '5000',
      yearSemesterType: 'semester',
      yearSemester: 'First',
      dateOfPayment: '2024-10-10',
      fiscalYear: '2081/82',
      remarks: 'First instalment',
      batch: '2081',
      rollNo: '12',
      program: 'BBS',
      firstName: 'SPREAD',
    })
      .attach('receipt', PNG_BYTES, 'receipt.png')
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    const [row] = await enrollmentsOf(student.id);
    expect(row).toMatchObject({ campusId: campus.id, createdById: admin.id });
    expect(fs.existsSync(path.join(test.config.uploadDir, 'private', row!.receiptKey!))).toBe(true);
    const [entry] = await auditEntriesFor(test.app.prisma, 'Enrollment', created.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: admin.id });
    expect(JSON.stringify(entry!.changes)).not.toContain(row!.receiptKey!);

    const list = await asUser(test, admin).get(`/api/Enrollment?studentId=${student.id}`).expect(200);
    expect(list.body).toEqual([
      {
        id: created.body.id,
        studentId: student.id,
        campusId: campus.id,
        feeType: 'Admission',
        programFee: 45000,
        feeToPay: 40000,
        haveScholarship: true,
        scholarshipAmount: 5000,
        yearSemesterType: 'semester',
        yearSemester: 'First',
        dateOfPayment: '2024-10-10',
        fiscalYear: '2081/82',
        remarks: 'First instalment',
        hasReceipt: true,
        createdAt: expect.any(String),
      },
    ]);
  });

  it('asks to sign in now, unlike the original, and refuses students and read-only staff', async () => {
    const { student } = await campusStudent(make);
    await test.api.post('/api/Enrollment').field('studentId', String(student.id)).expect(401);
    await test.api.get(`/api/Enrollment?studentId=${student.id}`).expect(401);
    for (const role of ['Student', 'Admin'] as const) {
      await paymentForm(await make.createUser({ role }), { studentId: String(student.id) }).expect(403);
    }
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get(`/api/Enrollment?studentId=${student.id}`)
      .expect(403);
    expect(await enrollmentsOf(student.id)).toEqual([]);
  });

  it('answers 400 with a message per field and writes nothing', async () => {
    const { admin, student } = await campusStudent(make);
    const missing = await paymentForm(admin, { programFee: '-5', dateOfPayment: 'soon' }).expect(400);
    expect(missing.body.issues).toMatchObject([
      { field: 'body.studentId', message: STUDENT_MESSAGES.studentRequired },
      { field: 'body.programFee', message: STUDENT_MESSAGES.amountInvalid },
      { field: 'body.dateOfPayment', message: A.dateOfPaymentInvalid },
    ]);
    await paymentForm(admin, { studentId: String(student.id) })
      .attach('receipt', NOT_AN_IMAGE, 'receipt.png')
      .expect(415);
    const list = await asUser(test, admin).get('/api/Enrollment').expect(400);
    expect(list.body.issues).toMatchObject([
      { field: 'querystring.studentId', message: STUDENT_MESSAGES.studentRequired },
    ]);
    expect(await enrollmentsOf(student.id)).toEqual([]);
  });

  it('answers 404 for another campus’s student, and shows another campus’s payments to nobody else', async () => {
    const mine = await campusStudent(make);
    const theirs = await campusStudent(make);
    await paymentForm(theirs.admin, { studentId: String(theirs.student.id), feeType: 'Exam' }).expect(201);
    await paymentForm(mine.admin, { studentId: String(theirs.student.id) }).expect(404);
    await asUser(test, mine.admin).get(`/api/Enrollment?studentId=${theirs.student.id}`).expect(404);
    expect(await enrollmentsOf(theirs.student.id)).toHaveLength(1);
  });

  it('shows a student their own payments and nobody else’s (Enrollment/Me)', async () => {
    const { campus, admin } = await campusStudent(make);
    const account = await make.createUser({ role: 'Student', campusId: campus.id });
    const own = await make.createStudent({ campusId: campus.id, userId: account.id });
    const other = await make.createStudent({ campusId: campus.id });
    await paymentForm(admin, { studentId: String(own.id), feeType: 'Admission', programFee: '45000' }).expect(201);
    await paymentForm(admin, { studentId: String(other.id), feeType: 'Admission', programFee: '99000' }).expect(201);

    const { body } = await asUser(test, account).get('/api/Enrollment/Me').expect(200);
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({ studentId: own.id, feeType: 'Admission' });
    await asUser(test, account).get(`/api/Enrollment?studentId=${other.id}`).expect(403);
    await asUser(test, admin).get('/api/Enrollment/Me').expect(403);
  });
});
