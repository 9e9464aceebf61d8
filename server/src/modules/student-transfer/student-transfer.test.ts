import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES, STUDENT_ACADEMICS_MESSAGES as A, STUDENT_MESSAGES } from '@hemis/contracts';
import { auditEntriesFor, NOT_AN_IMAGE } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const { test, make } = useTestApp();

const privateFile = (storageKey: string) => path.join(test.config.uploadDir, 'private', storageKey);
/** The files kept under a folder, at any depth. */
const filesUnder = (folder: string) =>
  fs.existsSync(folder)
    ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    : [];
const studentRow = (id: number) => test.app.prisma.student.findUniqueOrThrow({ where: { id } });
const transfersOf = (studentId: number) => test.app.prisma.studentTransfer.findMany({ where: { studentId } });

/** Two campuses of one university that both run a program, each with its administrator. */
async function twoCampuses() {
  const university = await make.createUniversity();
  const source = await make.createCampus({ universityId: university.id });
  const target = await make.createCampus({ universityId: university.id });
  const program = await make.createProgram({ universityId: university.id, runByCampusId: source.id });
  await test.app.prisma.campusProgram.create({ data: { campusId: target.id, programId: program.id } });
  return {
    university,
    source,
    target,
    program,
    sourceAdmin: await make.createUser({ role: 'CollegeAdmin', campusId: source.id }),
    targetAdmin: await make.createUser({ role: 'CollegeAdmin', campusId: target.id }),
  };
}

/** The two campuses and a student of the program at the source campus. */
async function studentAtSource() {
  const campuses = await twoCampuses();
  const student = await make.createStudent({ campusId: campuses.source.id, programId: campuses.program.id });
  return { ...campuses, student };
}

/** A student with the personal data, address and guardian a transfer carries, and the campus's own identifiers. */
async function studentWithHistory(campusId: number, programId: number) {
  const student = await make.createStudent({ campusId, programId, rollNoManual: 'R-7', symbolNo: 'S-7' });
  const localLevel = await test.app.prisma.localLevel.findFirstOrThrow({ include: { district: true } });
  await test.app.prisma.student.update({
    where: { id: student.id },
    data: { citizenshipNo: '12-34-567', phoneNumber: '9841000000', semester: 'Third' },
  });
  await test.app.prisma.studentAddress.create({
    data: {
      studentId: student.id,
      kind: 'permanent',
      provinceId: localLevel.district.provinceId,
      districtId: localLevel.districtId,
      localLevelId: localLevel.id,
      wardNo: 4,
      locality: 'Chabahil',
    },
  });
  await test.app.prisma.studentGuardian.create({
    data: { studentId: student.id, relation: 'father', name: 'Hari Thapa', phone: '9851000000' },
  });
  return student;
}

function transferRequest(admin: { id: number }, fields: Record<string, string | number>) {
  const request = asUser(test, admin).post('/api/StudentTransfer');
  for (const [name, value] of Object.entries(fields)) request.field(name, String(value));
  return request;
}

describe('a transfer between two campuses in HEMIS', () => {
  it('takes the student off the source’s lists, arrives at the target as pending, and its acceptance creates the student there', async () => {
    const { source, target, program, sourceAdmin, targetAdmin } = await twoCampuses();
    const student = await studentWithHistory(source.id, program.id);
    const sourceApi = asUser(test, sourceAdmin);
    const targetApi = asUser(test, targetAdmin);
    // The enrolment list (student-core's): verified active students, or with isVerified=false the pending ones.
    const enrolled = async (api: typeof sourceApi, query = '') =>
      (await api.get(`/api/Student/GetAllStudentPaginated?page=1&pageSize=25${query}`).expect(200)).body.students.map(
        (row: { id: number }) => row.id,
      );
    const activeAtSource = () => enrolled(sourceApi);
    expect(await activeAtSource()).toHaveLength(1);

    // Transfer out, with the document.
    const created = await transferRequest(sourceAdmin, {
      studentId: student.id,
      sourceCampusId: 12,
      transferReason: 'Family moved to Pokhara',
      transferDate: '2024-11-15',
      maintainFees: 'true',
      clearDues: 'false',
      remarks: 'Fees cleared',
      targetCampusId: target.id,
      campusName: '',
    })
      .attach('transferDocument', PDF_BYTES, 'letter.pdf')
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), state: 'pending' });
    expect((await studentRow(student.id)).status).toBe('transferredOut');
    expect(await activeAtSource()).toEqual([]);
    const [stored] = await transfersOf(student.id);
    expect(stored).toMatchObject({ sourceCampusId: source.id, targetCampusId: target.id, maintainFees: true });
    expect(fs.existsSync(privateFile(stored!.documentKey!))).toBe(true);
    expect((await auditEntriesFor(test.app.prisma, 'StudentTransfer', created.body.id))[0]).toMatchObject({
      action: 'create',
      userId: sourceAdmin.id,
    });

    // The target sees it in Incoming; the source in Outgoing, not in Incoming.
    const incoming = await targetApi.get('/api/StudentTransfer/Incoming?page=1&pageSize=25').expect(200);
    expect(incoming.body).toMatchObject({ totalRecords: 1, totalPages: 1 });
    expect(incoming.body.data[0]).toEqual({
      id: created.body.id,
      studentId: student.id,
      studentName: `${student.firstName} STUDENT`,
      sourceCampusId: source.id,
      sourceCampusName: source.campusName,
      targetCampusId: target.id,
      targetCampusName: target.campusName,
      programName: program.programName,
      targetProgramId: null,
      targetProgramName: null,
      transferDate: '2024-11-15',
      transferReason: 'Family moved to Pokhara',
      maintainFees: true,
      clearDues: false,
      remarks: 'Fees cleared',
      state: 'pending',
      hasDocument: true,
      arrivedStudentId: null,
    });
    expect((await sourceApi.get('/api/StudentTransfer/Incoming').expect(200)).body.data).toEqual([]);
    const outgoing = await sourceApi.get('/api/StudentTransfer/Outgoing').expect(200);
    expect(outgoing.body.data.map((row: { id: number }) => row.id)).toEqual([created.body.id]);
    expect((await targetApi.get('/api/StudentTransfer/Outgoing').expect(200)).body.data).toEqual([]);

    // Both campuses read the document, sent as a private download.
    for (const api of [sourceApi, targetApi]) {
      const document = await api.get(`/api/StudentTransfer/${created.body.id}/document`).expect(200);
      expect(document.headers['content-type']).toBe('application/pdf');
      expect(document.headers['x-content-type-options']).toBe('nosniff');
      expect(document.headers['content-disposition']).toMatch(/^attachment/);
    }

    // The target accepts: a new record at the target campus.
    const accepted = await targetApi.post(`/api/StudentTransfer/${created.body.id}/Accept`).expect(201);
    const arrived = await test.app.prisma.student.findUniqueOrThrow({
      where: { id: accepted.body.id },
      include: { addresses: true, guardians: true },
    });
    expect(arrived).toMatchObject({
      campusId: target.id,
      status: 'active',
      programId: program.id,
      semester: 'Third',
      firstName: student.firstName,
      citizenshipNo: '12-34-567',
      phoneNumber: '9841000000',
      isTransferredIn: true,
      transferredFrom: source.campusName,
      transferredDate: '2024-11-15',
      transferredDateAd: new Date('2024-11-15T00:00:00.000Z'),
      rollNoManual: null,
      symbolNo: null,
      universityRegdNo: null,
      sectionId: null,
      isVerified: false,
    });
    expect(arrived.addresses).toEqual([
      expect.objectContaining({ kind: 'permanent', wardNo: 4, locality: 'Chabahil', studentId: arrived.id }),
    ]);
    expect(arrived.guardians).toEqual([expect.objectContaining({ relation: 'father', name: 'Hari Thapa' })]);
    expect((await studentRow(student.id)).status).toBe('transferredOut');
    const [acceptedTransfer] = await transfersOf(student.id);
    expect(acceptedTransfer).toMatchObject({ state: 'accepted', arrivedStudentId: arrived.id });
    expect((await auditEntriesFor(test.app.prisma, 'Student', arrived.id))[0]).toMatchObject({
      action: 'create',
      userId: targetAdmin.id,
    });

    // Active at the target, waiting for its verification; gone from the source for good.
    expect(await enrolled(targetApi, '&isVerified=false')).toEqual([arrived.id]);
    expect(await enrolled(sourceApi, '&isVerified=false')).toEqual([]);
    expect(await activeAtSource()).toEqual([]);
    const record = await targetApi.get(`/api/Student/${arrived.id}`).expect(200);
    expect(record.body).toMatchObject({ isTransferredIn: true, transferredFrom: source.campusName, isVerified: false });
    await sourceApi.get(`/api/Student/${arrived.id}`).expect(404);

    // Accepted once: again is a conflict, and Incoming is empty.
    const again = await targetApi.post(`/api/StudentTransfer/${created.body.id}/Accept`).expect(409);
    expect(again.body.message).toBe(A.transferAlreadyAccepted);
    expect((await targetApi.get('/api/StudentTransfer/Incoming').expect(200)).body.data).toEqual([]);
    expect((await targetApi.get('/api/StudentTransfer/Incoming').expect(200)).body.totalRecords).toBe(0);
  });

  it('shows another campus none of it: no lists, no document, no accept (404)', async () => {
    const { target, sourceAdmin, student } = await studentAtSource();
    const created = await transferRequest(sourceAdmin, {
      studentId: student.id,
      transferReason: 'Moved',
      transferDate: '2024-11-15',
      targetCampusId: target.id,
    })
      .attach('transferDocument', PDF_BYTES, 'letter.pdf')
      .expect(201);
    const stranger = asUser(
      test,
      await make.createUser({ role: 'CollegeAdmin', campusId: (await make.createCampus()).id }),
    );
    expect((await stranger.get('/api/StudentTransfer/Incoming').expect(200)).body.data).toEqual([]);
    expect((await stranger.get('/api/StudentTransfer/Outgoing').expect(200)).body.data).toEqual([]);
    await stranger.get(`/api/StudentTransfer/${created.body.id}/document`).expect(404);
    await stranger.post(`/api/StudentTransfer/${created.body.id}/Accept`).expect(404);
    // The source cannot accept its own transfer out.
    await asUser(test, sourceAdmin).post(`/api/StudentTransfer/${created.body.id}/Accept`).expect(404);
    expect((await transfersOf(student.id))[0]!.state).toBe('pending');
  });

  it('refuses to accept into a campus that does not run the program (400), and places the student in the target program when one is named', async () => {
    const { university, source, target, program, sourceAdmin, targetAdmin } = await twoCampuses();
    const otherProgram = await make.createProgram({ universityId: university.id, runByCampusId: target.id });
    const notRunByTarget = await make.createProgram({ universityId: university.id, runByCampusId: source.id });

    const refused = await transferRequest(sourceAdmin, {
      studentId: (await make.createStudent({ campusId: source.id, programId: program.id })).id,
      transferReason: 'Moved',
      transferDate: '2024-11-15',
      targetCampusId: target.id,
      targetProgramId: notRunByTarget.id,
    }).expect(400);
    expect(refused.body.issues).toMatchObject([{ field: 'body.targetProgramId', message: A.programNotRunByCampus }]);

    // The program the student studies stops running at the target before it accepts.
    const student = await make.createStudent({ campusId: source.id, programId: notRunByTarget.id });
    const pending = await transferRequest(sourceAdmin, {
      studentId: student.id,
      transferReason: 'Moved',
      transferDate: '2024-11-15',
      targetCampusId: target.id,
    }).expect(201);
    const notRun = await asUser(test, targetAdmin).post(`/api/StudentTransfer/${pending.body.id}/Accept`).expect(400);
    expect(notRun.body.issues).toMatchObject([{ field: 'targetProgramId', message: A.programNotRunByCampus }]);
    expect((await transfersOf(student.id))[0]!.state).toBe('pending');

    const moving = await make.createStudent({ campusId: source.id, programId: program.id });
    const toOtherProgram = await transferRequest(sourceAdmin, {
      studentId: moving.id,
      transferReason: 'Changes program',
      transferDate: '2081-08-01T00:00:00',
      targetCampusId: target.id,
      targetProgramId: otherProgram.id,
    }).expect(201);
    const accepted = await asUser(test, targetAdmin)
      .post(`/api/StudentTransfer/${toOtherProgram.body.id}/Accept`)
      .expect(201);
    expect(await studentRow(accepted.body.id)).toMatchObject({
      programId: otherProgram.id,
      levelId: otherProgram.levelId,
      facultyId: otherProgram.facultyId,
    });
  });
});

describe('POST /StudentTransfer', () => {
  it('keeps a transfer to a campus outside HEMIS as "outside", named by the campus name', async () => {
    const { sourceAdmin, student } = await studentAtSource();
    const created = await transferRequest(sourceAdmin, {
      studentId: student.id,
      transferReason: 'Abroad',
      transferDate: '2024-12-01',
      targetCampusId: 0,
      campusName: 'Other Campus, Delhi',
    }).expect(201);
    expect(created.body.state).toBe('outside');
    const outgoing = await asUser(test, sourceAdmin).get('/api/StudentTransfer/Outgoing').expect(200);
    expect(outgoing.body.data[0]).toMatchObject({
      targetCampusId: null,
      targetCampusName: 'Other Campus, Delhi',
      state: 'outside',
      hasDocument: false,
    });
    expect((await studentRow(student.id)).status).toBe('transferredOut');
  });

  it('answers 400 with a message per field, and leaves the student where they are', async () => {
    const { source, sourceAdmin, student } = await studentAtSource();
    const response = await transferRequest(sourceAdmin, {
      studentId: student.id,
      transferReason: ' ',
      transferDate: 'next week',
      targetCampusId: 0,
      campusName: '',
    }).expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'body.transferReason', message: A.transferReasonRequired },
      { field: 'body.transferDate', message: A.transferDateInvalid },
      { field: 'body.campusName', message: A.targetCampusNameRequired },
    ]);
    const noStudent = await transferRequest(sourceAdmin, {
      transferReason: 'x',
      transferDate: '2024-12-01',
      campusName: 'X',
    }).expect(400);
    expect(noStudent.body.issues).toMatchObject([
      { field: 'body.studentId', message: STUDENT_MESSAGES.studentRequired },
    ]);
    for (const [targetCampusId, message] of [
      [source.id, A.targetCampusIsSource],
      [999_999, A.targetCampusUnknown],
    ] as const) {
      const wrongCampus = await transferRequest(sourceAdmin, {
        studentId: student.id,
        transferReason: 'x',
        transferDate: '2024-12-01',
        targetCampusId,
      }).expect(400);
      expect(wrongCampus.body.issues).toMatchObject([{ field: 'body.targetCampusId', message }]);
    }
    expect((await studentRow(student.id)).status).toBe('active');
    expect(await transfersOf(student.id)).toEqual([]);
  });

  it('answers a body that is no object (JSON null, an array, a text, a number) with 400 naming the body, not 500', async () => {
    const { sourceAdmin } = await twoCampuses();
    for (const body of ['null', '[]', '"to Pokhara"', '7']) {
      const response = await asUser(test, sourceAdmin)
        .post('/api/StudentTransfer')
        .set('content-type', 'application/json')
        .send(body);
      expect(response.status, body).toBe(400);
      // The schema names the problem itself; the errors plugin's answer to a throwing schema is only the net.
      expect(response.body.issues, body).toMatchObject([
        { field: 'body', message: expect.not.stringMatching(SERVER_MESSAGES.unreadableInput) },
      ]);
    }
  });

  it('refuses a document that is not a PDF or an image (415) and keeps nothing of it', async () => {
    const { sourceAdmin, student } = await studentAtSource();
    await transferRequest(sourceAdmin, {
      studentId: student.id,
      transferReason: 'x',
      transferDate: '2024-12-01',
      campusName: 'Elsewhere',
    })
      .attach('transferDocument', NOT_AN_IMAGE, 'letter.pdf')
      .expect(415);
    expect((await studentRow(student.id)).status).toBe('active');
    expect(filesUnder(path.join(test.config.uploadDir, 'private', 'students', String(student.id)))).toEqual([]);
  });

  it('answers 404 for another campus’s student and 409 for a student already transferred out', async () => {
    const { source, program, sourceAdmin } = await twoCampuses();
    const foreign = await make.createStudent();
    await transferRequest(sourceAdmin, {
      studentId: foreign.id,
      transferReason: 'x',
      transferDate: '2024-12-01',
      campusName: 'Elsewhere',
    }).expect(404);
    expect((await studentRow(foreign.id)).status).toBe('active');

    const student = await make.createStudent({ campusId: source.id, programId: program.id });
    const body = { studentId: student.id, transferReason: 'x', transferDate: '2024-12-01', campusName: 'Elsewhere' };
    await transferRequest(sourceAdmin, body).expect(201);
    const again = await transferRequest(sourceAdmin, body).expect(409);
    expect(again.body.message).toBe(A.studentNotActive);
    expect(await transfersOf(student.id)).toHaveLength(1);
  });

  it('lets the campus’s university transfer its students, and refuses read-only staff and students', async () => {
    const { university, student } = await studentAtSource();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    const body = { studentId: student.id, transferReason: 'x', transferDate: '2024-12-01', campusName: 'Elsewhere' };
    for (const role of ['Admin', 'UgcAdmin', 'Student'] as const) {
      await transferRequest(await make.createUser({ role }), body).expect(403);
    }
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/StudentTransfer/Incoming')
      .expect(403);
    await transferRequest(uniAdmin, body).expect(201);
  });
});

describe('GET /StudentTransfer/TargetCampuses and the transfer lists’ search', () => {
  it('offers a campus administrator every other campus in HEMIS by name, never their own', async () => {
    const { source, target, sourceAdmin } = await twoCampuses();
    const { body } = await asUser(test, sourceAdmin).get('/api/StudentTransfer/TargetCampuses').expect(200);
    const ids = body.map((campus: { id: number }) => campus.id);
    expect(ids).toContain(target.id);
    expect(ids).not.toContain(source.id);
    expect(body.find((campus: { id: number }) => campus.id === target.id)).toEqual({
      id: target.id,
      campusName: target.campusName,
      universityId: target.universityId,
      universityName: expect.any(String),
    });
    await asUser(test, await make.createUser({ role: 'Admin' }))
      .get('/api/StudentTransfer/TargetCampuses')
      .expect(403);
  });

  it('finds a transfer by any part of the student’s name', async () => {
    const { source, target, program, sourceAdmin, targetAdmin } = await twoCampuses();
    const found = await make.createStudent({ campusId: source.id, programId: program.id, firstName: 'Sushmita' });
    const other = await make.createStudent({ campusId: source.id, programId: program.id, firstName: 'Bikash' });
    for (const student of [found, other]) {
      await transferRequest(sourceAdmin, {
        studentId: student.id,
        targetCampusId: target.id,
        transferReason: 'Family moved',
        transferDate: '2024-12-01',
      }).expect(201);
    }
    const incoming = await asUser(test, targetAdmin).get('/api/StudentTransfer/Incoming?name=shmi').expect(200);
    expect(incoming.body.data.map((row: { studentId: number }) => row.studentId)).toEqual([found.id]);
    const outgoing = await asUser(test, sourceAdmin).get('/api/StudentTransfer/Outgoing?name=BIKA').expect(200);
    expect(outgoing.body.data.map((row: { studentId: number }) => row.studentId)).toEqual([other.id]);
  });
});
