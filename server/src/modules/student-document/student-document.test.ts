import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STUDENT_DOCUMENT_KINDS, STUDENT_MESSAGES } from '@hemis/contracts';
import { savePrivateFile } from '../../lib/private-files.ts';
import { auditEntriesFor, JPEG_BYTES, NOT_AN_IMAGE, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusStudent } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const { test, make } = useTestApp();

const onDisk = (storageKey: string) => fs.existsSync(path.join(test.config.uploadDir, 'private', storageKey));
const filesOf = async (studentId: number) =>
  Object.fromEntries(
    (await test.app.prisma.studentFile.findMany({ where: { studentId } })).map((file) => [file.kind, file]),
  );

/** The answer with only the given kinds present. */
function documentsAnswer(base: string, present: string[]) {
  return Object.fromEntries(
    STUDENT_DOCUMENT_KINDS.map((kind) => [kind, present.includes(kind) ? `${base}/${kind}` : null]),
  );
}

describe('studentprofile', () => {
  it('answers 404 before any document, then saves files and a remark, answering each document’s address', async () => {
    const { campus, admin, student } = await campusStudent(make);
    const api = asUser(test, admin);
    await api.get(`/api/studentprofile/by-student/${student.id}`).expect(404);

    const saved = await api
      .post('/api/studentprofile/upsert')
      .field('studentId', String(student.id))
      .field('campusId', '12')
      .field('studentFullName', 'ignored')
      .field('remark', 'SEE documents pending')
      .attach('ppSizePhoto', PNG_BYTES, 'me.png')
      .attach('transcript', PDF_BYTES, 'transcript.pdf')
      .field('nid', '')
      .expect(200);
    const base = `/api/Student/${student.id}/file`;
    expect(saved.body).toEqual({
      id: expect.any(Number),
      studentId: student.id,
      campusId: campus.id,
      remark: 'SEE documents pending',
      ...documentsAnswer(base, ['ppSizePhoto', 'transcript']),
    });
    expect((await api.get(`/api/studentprofile/by-student/${student.id}`).expect(200)).body).toEqual(saved.body);
    const files = await filesOf(student.id);
    expect(Object.keys(files).sort()).toEqual(['ppSizePhoto', 'transcript']);
    expect(files.transcript).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'transcript.pdf',
      uploadedById: admin.id,
    });
    expect(files.ppSizePhoto).toMatchObject({ contentType: 'image/png' });
    expect(onDisk(files.transcript!.storageKey)).toBe(true);

    // Downloaded through the student's file endpoint, within the campus only.
    const download = await api.get(saved.body.transcript).expect(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toMatch(/^attachment/);
    expect(Buffer.from(download.body as Buffer).equals(PDF_BYTES)).toBe(true);
    const stranger = await make.createUser({ role: 'CollegeAdmin', campusId: (await make.createCampus()).id });
    await asUser(test, stranger).get(saved.body.transcript).expect(404);
    await asUser(test, stranger).get(`/api/studentprofile/by-student/${student.id}`).expect(404);
    expect((await auditEntriesFor(test.app.prisma, 'StudentProfile', saved.body.id))[0]).toMatchObject({
      action: 'create',
      userId: admin.id,
      changes: { replaced: ['ppSizePhoto', 'transcript'] },
    });
  });

  it('keeps, replaces and clears each document as the form says, and removes replaced and cleared files from disk', async () => {
    const { admin, student } = await campusStudent(make);
    const api = asUser(test, admin);
    await api
      .post('/api/studentprofile/upsert')
      .field('studentId', String(student.id))
      .field('remark', 'first')
      .attach('ppSizePhoto', PNG_BYTES, 'me.png')
      .attach('transcript', PDF_BYTES, 'transcript.pdf')
      .attach('citizenshipFront', JPEG_BYTES, 'front.jpg')
      .attach('nid', PNG_BYTES, 'nid.png')
      .expect(200);
    const before = await filesOf(student.id);

    const saved = await api
      .post('/api/studentprofile/upsert')
      .field('studentId', String(student.id))
      // Keep the transcript: the form sends its name back beside an empty field.
      .field('existing_transcript', 'transcript.pdf')
      .field('transcript', '')
      // Replace the photo, clear the citizenship scan; the NID is not mentioned and stays.
      .attach('ppSizePhoto', JPEG_BYTES, 'new.jpg')
      .field('citizenshipFront', '')
      .expect(200);
    expect(saved.body.remark).toBe('first');
    const base = `/api/Student/${student.id}/file`;
    expect(saved.body).toMatchObject(documentsAnswer(base, ['ppSizePhoto', 'transcript', 'nid']));

    const after = await filesOf(student.id);
    expect(Object.keys(after).sort()).toEqual(['nid', 'ppSizePhoto', 'transcript']);
    expect(after.transcript).toEqual(before.transcript);
    expect(after.nid).toEqual(before.nid);
    // The photo is the same row, now naming the new file.
    expect(after.ppSizePhoto).toMatchObject({ id: before.ppSizePhoto!.id, contentType: 'image/jpeg' });
    expect(onDisk(after.ppSizePhoto!.storageKey)).toBe(true);
    expect(onDisk(before.ppSizePhoto!.storageKey)).toBe(false);
    expect(onDisk(before.citizenshipFront!.storageKey)).toBe(false);
    expect(onDisk(before.transcript!.storageKey)).toBe(true);
    await api.get(`/api/Student/${student.id}/file/citizenshipFront`).expect(404);
    const photo = await api.get(saved.body.ppSizePhoto).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const entries = await auditEntriesFor(test.app.prisma, 'StudentProfile', saved.body.id);
    expect(entries[1]).toMatchObject({
      action: 'update',
      changes: { replaced: ['ppSizePhoto'], cleared: ['citizenshipFront'] },
    });
  });

  it('answers the registration photo as the document set’s photo, and replaces that same row', async () => {
    const { admin, student } = await campusStudent(make);
    const registered = await savePrivateFile(
      test.app.fileStore,
      PNG_BYTES,
      `students/${student.id}`,
      'ppSizePhoto',
      'image',
    );
    await test.app.prisma.studentFile.create({ data: { ...registered, studentId: student.id, kind: 'ppSizePhoto' } });
    const api = asUser(test, admin);
    const documents = await api.get(`/api/studentprofile/by-student/${student.id}`).expect(200);
    expect(documents.body).toMatchObject({
      id: null,
      remark: null,
      ppSizePhoto: `/api/Student/${student.id}/file/ppSizePhoto`,
    });

    await api
      .post('/api/studentprofile/upsert')
      .field('studentId', String(student.id))
      .attach('ppSizePhoto', JPEG_BYTES, 'new.jpg')
      .expect(200);
    const files = await test.app.prisma.studentFile.findMany({ where: { studentId: student.id } });
    expect(files).toHaveLength(1);
    expect(onDisk(registered.storageKey)).toBe(false);
  });

  it('refuses a photo that is not an image and a document that is neither image nor PDF (415), keeping everything as it was', async () => {
    const { admin, student } = await campusStudent(make);
    const api = asUser(test, admin);
    for (const [field, bytes] of [
      ['ppSizePhoto', PDF_BYTES],
      ['transcript', NOT_AN_IMAGE],
    ] as const) {
      await api
        .post('/api/studentprofile/upsert')
        .field('studentId', String(student.id))
        .field('remark', 'should not stay')
        .attach('nid', PNG_BYTES, 'nid.png')
        .attach(field, bytes, 'file.pdf')
        .expect(415);
    }
    expect(await filesOf(student.id)).toEqual({});
    expect(await test.app.prisma.studentProfile.findUnique({ where: { studentId: student.id } })).toBeNull();
    const folder = path.join(test.config.uploadDir, 'private', 'students', String(student.id));
    expect(fs.existsSync(folder) ? fs.readdirSync(folder) : []).toEqual([]);
  });

  it('answers 400 without a student, and 404 for another campus’s student, writing nothing', async () => {
    const { admin } = await campusStudent(make);
    const foreign = await make.createStudent();
    const api = asUser(test, admin);
    const missing = await api.post('/api/studentprofile/upsert').field('remark', 'x').expect(400);
    expect(missing.body.issues).toMatchObject([{ field: 'body.studentId', message: STUDENT_MESSAGES.studentRequired }]);
    await api.get(`/api/studentprofile/by-student/${foreign.id}`).expect(404);
    await api
      .post('/api/studentprofile/upsert')
      .field('studentId', String(foreign.id))
      .attach('transcript', PDF_BYTES, 'transcript.pdf')
      .expect(404);
    expect(await filesOf(foreign.id)).toEqual({});
  });

  it('lets read-only staff read but not save, and refuses students the staff routes', async () => {
    const { admin, student } = await campusStudent(make);
    await asUser(test, admin)
      .post('/api/studentprofile/upsert')
      .field('studentId', String(student.id))
      .field('remark', 'r');
    const reader = await make.createUser({ role: 'Admin' });
    await asUser(test, reader).get(`/api/studentprofile/by-student/${student.id}`).expect(200);
    await asUser(test, reader).post('/api/studentprofile/upsert').field('studentId', String(student.id)).expect(403);
    const studentUser = await make.createUser({ role: 'Student' });
    await asUser(test, studentUser).get(`/api/studentprofile/by-student/${student.id}`).expect(403);
    await asUser(test, studentUser)
      .post('/api/studentprofile/upsert')
      .field('studentId', String(student.id))
      .expect(403);
  });
});

describe('GET /studentprofile/Me', () => {
  it('answers the signed-in student’s own documents at their own file addresses, and 404 without a record', async () => {
    const { campus, admin } = await campusStudent(make);
    const account = await make.createUser({ role: 'Student', campusId: campus.id });
    const student = await make.createStudent({ campusId: campus.id, userId: account.id });
    await asUser(test, account).get('/api/studentprofile/Me').expect(404);
    await asUser(test, admin)
      .post('/api/studentprofile/upsert')
      .field('studentId', String(student.id))
      .attach('transcript', PDF_BYTES, 'transcript.pdf')
      .expect(200);
    const own = await asUser(test, account).get('/api/studentprofile/Me').expect(200);
    expect(own.body).toMatchObject({ studentId: student.id, transcript: '/api/Student/Me/file/transcript', nid: null });
    await asUser(test, account).get(own.body.transcript).expect(200);

    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/studentprofile/Me')
      .expect(404);
    await asUser(test, admin).get('/api/studentprofile/Me').expect(403);
  });
});
