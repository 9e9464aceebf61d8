import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor } from '../../../../tests/support/factories.ts';
import { asBytes, pdfPageSizes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { testClock } from '../../../../tests/support/clock.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';

/** The cards are issued on this day (Nepal's noon), years before the batch's validity ends. */
const ISSUE_DAY = '2026-03-01T06:15:00Z';

let test: TestApp;
let make: ReturnType<typeof factoriesFor>;
const clock = testClock(ISSUE_DAY);
beforeAll(async () => {
  test = await createTestApp({ clock });
  make = factoriesFor(test.app.prisma);
});
afterAll(() => test.close());

/** Every verification code printed in a text (grouped by four with dashes). */
const codesIn = (text: string) =>
  [...text.matchAll(/((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/g)].map((match) => match[1]!.replaceAll('-', ''));

const BATCH = {
  issueDateNep: '2081/04/01',
  validityDateEng: '2030-07-16',
  validityDateNep: '2087/03/32',
  generationType: 'Bulk',
};

async function campusWithStudents(count: number) {
  const setup = await campusWithProgram(make);
  const students = [];
  for (let index = 0; index < count; index += 1) {
    students.push(
      await make.createStudent({ campusId: setup.campus.id, programId: setup.program.id, firstName: `Card${index}` }),
    );
  }
  return { ...setup, students };
}

describe('identity cards', () => {
  it('issues a batch, lists it, prints it on A4 sheets, and each card’s code verifies as valid until its date', async () => {
    const { admin, program, students } = await campusWithStudents(3);
    const created = await asUser(test, admin)
      .post('/api/IdCardInfo/bulk-by-students')
      .send({ ...BATCH, campusId: 0, programMgmtId: program.id, studentIds: students.map((student) => student.id) })
      .expect(201);
    expect(created.body).toEqual({ batchNo: expect.any(Number), count: 3 });
    const batches = await asUser(test, admin).get('/api/IdCardInfo/batches').expect(200);
    expect(batches.body[0]).toMatchObject({
      batchNo: created.body.batchNo,
      validityDateNep: '2087-03-32',
      programName: program.programName,
      count: 3,
    });
    const cards = await asUser(test, admin).get(`/api/IdCardInfo/by-batchNo/${created.body.batchNo}`).expect(200);
    expect(cards.body.data).toHaveLength(3);
    expect(cards.body.data[0]).toMatchObject({
      studentFirstName: 'CARD0',
      validityDateNep: '2087-03-32',
      issueDateNep: '2081-04-01',
      studentProfile: { ppSizePhoto: null },
    });

    const pdf = await asBytes(asUser(test, admin).get(`/api/IdCardInfo/${created.body.batchNo}/pdf`)).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [sheet] = await pdfText(pdf.body as Buffer);
    expect(sheet).toContain('STUDENT IDENTITY CARD');
    for (const student of students) expect(sheet).toContain(`${student.firstName} ${student.lastName}`);
    expect(sheet).toContain('Valid Upto: 2087-03-32');
    expect(sheet).toContain('No photo');
    const codes = codesIn(sheet!);
    expect(codes).toHaveLength(3);
    const verified = await test.api.get(`/api/Verify/${codes[0]}`).expect(200);
    expect(verified.body).toMatchObject({
      kind: 'student-id-card',
      status: 'valid',
      issuedAt: new Date(ISSUE_DAY).toISOString(),
      validUntil: '2030-07-16',
      validUntilBs: '2087-03-32',
    });
    // Valid through the last day as Nepal counts it (UTC+05:45), expired from the next.
    try {
      clock.set('2030-07-16T18:14:00Z');
      expect((await test.api.get(`/api/Verify/${codes[0]}`).expect(200)).body.status).toBe('valid');
      clock.set('2030-07-16T18:15:00Z');
      expect((await test.api.get(`/api/Verify/${codes[0]}`).expect(200)).body).toMatchObject({
        status: 'expired',
        validUntil: '2030-07-16',
      });
    } finally {
      clock.set(ISSUE_DAY);
    }
    expect((await test.app.prisma.student.findUniqueOrThrow({ where: { id: students[0]!.id } })).validDateNep).toBe(
      '2087-03-32',
    );
  });

  it('re-issues one student’s card with a new validity, and the old card’s code says revoked', async () => {
    const { admin, program, students } = await campusWithStudents(1);
    const student = students[0]!;
    await asUser(test, admin)
      .post('/api/IdCardInfo/bulk-by-students')
      .send({ ...BATCH, programMgmtId: program.id, studentIds: [student.id] })
      .expect(201);
    const first = await asBytes(asUser(test, admin).get(`/api/Student/${student.id}/IdCard/pdf`)).expect(200);
    const [oldCode] = codesIn((await pdfText(first.body as Buffer))[0]!);
    await asUser(test, admin)
      .patch(`/api/Student/${student.id}/update-validity`)
      .send({ validDateNep: '2088/03/30', validDate: '2031-07-14T00:00:00' })
      .expect(200);
    const second = await asBytes(
      asUser(test, admin).get(`/api/Student/${student.id}/IdCard/pdf?design=portrait`),
    ).expect(200);
    const [page] = await pdfText(second.body as Buffer);
    expect(page).toContain('Valid Upto: 2088-03-30');
    expect((await test.api.get(`/api/Verify/${oldCode}`).expect(200)).body.status).toBe('revoked');
    expect((await test.api.get(`/api/Verify/${codesIn(page!)[0]}`).expect(200)).body.status).toBe('valid');
  });

  it('prints the JMC design as a landscape card and a batch of 51 in the RMC design on nine-card portrait sheets', async () => {
    const { admin, program, students } = await campusWithStudents(51);
    const created = await asUser(test, admin)
      .post('/api/IdCardInfo/bulk-by-students')
      .send({ ...BATCH, programMgmtId: program.id, studentIds: students.map((student) => student.id) })
      .expect(201);
    const single = await asBytes(
      asUser(test, admin).get(`/api/Student/${students[0]!.id}/IdCard/pdf?design=jmc`),
    ).expect(200);
    // 86 x 54 mm in points.
    expect(await pdfPageSizes(single.body as Buffer)).toEqual([{ width: 244, height: 153 }]);
    expect((await pdfText(single.body as Buffer))[0]).toContain('STUDENT IDENTITY CARD');

    const batch = await asBytes(
      asUser(test, admin).get(`/api/IdCardInfo/${created.body.batchNo}/pdf?design=rmc`),
    ).expect(200);
    const sheets = await pdfText(batch.body as Buffer);
    expect(sheets).toHaveLength(6);
    expect((await pdfPageSizes(batch.body as Buffer))[0]).toEqual({ width: 595, height: 842 });
    expect(codesIn(sheets[0]!)).toHaveLength(9);
    const everyCode = sheets.flatMap(codesIn);
    expect(new Set(everyCode).size).toBe(51);
    for (const student of students) expect(sheets.join('\n')).toContain(`${student.firstName} ${student.lastName}`);
    await asUser(test, admin).get(`/api/IdCardInfo/${created.body.batchNo}/pdf?design=round`).expect(400);
  });

  it('refuses students of another program or campus (400, nothing issued) and hides other campuses’ cards (404)', async () => {
    const mine = await campusWithStudents(1);
    const theirs = await campusWithStudents(1);
    const refused = await asUser(test, mine.admin)
      .post('/api/IdCardInfo/bulk-by-students')
      .send({ ...BATCH, programMgmtId: mine.program.id, studentIds: [mine.students[0]!.id, theirs.students[0]!.id] })
      .expect(400);
    expect(refused.body.issues).toMatchObject([
      { field: 'body.studentIds', message: DOCUMENT_MESSAGES.studentsNotOfProgram },
    ]);
    expect(await test.app.prisma.idCard.count({ where: { studentId: mine.students[0]!.id } })).toBe(0);
    const { body } = await asUser(test, theirs.admin)
      .post('/api/IdCardInfo/bulk-by-students')
      .send({ ...BATCH, programMgmtId: theirs.program.id, studentIds: [theirs.students[0]!.id] })
      .expect(201);
    await asUser(test, mine.admin).get(`/api/IdCardInfo/by-batchNo/${body.batchNo}`).expect(404);
    await asUser(test, mine.admin).get(`/api/Student/${theirs.students[0]!.id}/IdCard/pdf`).expect(404);
    const none = await asUser(test, mine.admin).get(`/api/Student/${mine.students[0]!.id}/IdCard/pdf`).expect(404);
    expect(none.body.message).toBe(DOCUMENT_MESSAGES.noCardYet);
  });

  it('shows a university’s administrator the batches of its campuses and prints them; another university’s sees none (404)', async () => {
    const { admin, campus, program, students } = await campusWithStudents(2);
    const { body } = await asUser(test, admin)
      .post('/api/IdCardInfo/bulk-by-students')
      .send({ ...BATCH, programMgmtId: program.id, studentIds: students.map((student) => student.id) })
      .expect(201);
    const university = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    const batches = await university.get('/api/IdCardInfo/batches').expect(200);
    expect(batches.body).toEqual([expect.objectContaining({ batchNo: body.batchNo, count: 2 })]);
    const cards = await university.get(`/api/IdCardInfo/by-batchNo/${body.batchNo}`).expect(200);
    expect(cards.body.data).toHaveLength(2);
    const pdf = await asBytes(university.get(`/api/IdCardInfo/${body.batchNo}/pdf`)).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    const elsewhere = await make.createUniversity();
    const another = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: elsewhere.id }));
    expect((await another.get('/api/IdCardInfo/batches').expect(200)).body).toEqual([]);
    await another.get(`/api/IdCardInfo/by-batchNo/${body.batchNo}`).expect(404);
    await another.get(`/api/IdCardInfo/${body.batchNo}/pdf`).expect(404);
  });

  it('gives a Student their own card and no one else’s', async () => {
    const { admin, program, campus } = await campusWithProgram(make);
    const account = await make.createUser({ role: 'Student', campusId: campus.id });
    const student = await make.createStudent({
      campusId: campus.id,
      programId: program.id,
      userId: account.id,
      firstName: 'Own',
    });
    const other = await make.createStudent({ campusId: campus.id, programId: program.id });
    await asUser(test, admin)
      .post('/api/IdCardInfo/bulk-by-students')
      .send({ ...BATCH, programMgmtId: program.id, studentIds: [student.id, other.id] })
      .expect(201);
    const own = await asBytes(asUser(test, account).get('/api/Student/Me/IdCard/pdf')).expect(200);
    expect((await pdfText(own.body as Buffer))[0]).toContain(`${student.firstName} ${student.lastName}`);
    await asUser(test, account).get(`/api/Student/${other.id}/IdCard/pdf`).expect(403);
  });

  it('lists the campus’s students for cards with their validity, paged and searched', async () => {
    const { admin, program, students } = await campusWithStudents(2);
    await asUser(test, admin)
      .post('/api/IdCardInfo/bulk-by-students')
      .send({ ...BATCH, programMgmtId: program.id, studentIds: [students[0]!.id] })
      .expect(201);
    const list = await asUser(test, admin)
      .get(`/api/Student/GetIdCard?programId=${program.id}&page=1&pageSize=10`)
      .expect(200);
    expect(list.body.totalRecords).toBe(2);
    expect(list.body.students.map((row: { validDateNep: string | null }) => row.validDateNep)).toEqual([
      '2087-03-32',
      null,
    ]);
    const searched = await asUser(test, admin)
      .get(`/api/Student/GetIdCard?programId=${program.id}&search=card1`)
      .expect(200);
    expect(searched.body.students).toHaveLength(1);
  });
});
