import { beforeAll, describe, expect, it } from 'vitest';
import { CHARACTER_CERTIFICATE_MESSAGES as M } from '@hemis/contracts';
import type { TestApp } from '../../../../tests/support/app.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { JPEG_BYTES, auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusWithProgram } from '../../../../tests/support/student-fixtures.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const SIGNED_PDF = Buffer.from('%PDF-1.4\n%signed character certificate\n');

const codesIn = (text: string) =>
  [...text.matchAll(/((?:[A-Z2-7]{4}-){5}[A-Z2-7]{4})/g)].map((match) => match[1]!.replaceAll('-', ''));

const { test, make } = useTestApp();
let fiscalYearId: number;
beforeAll(async () => {
  fiscalYearId = (await test.app.prisma.fiscalYear.findFirstOrThrow({ select: { id: true } })).id;
});

/** A campus with a graduate: an enrolled student who graduated through the API, with a photo. */
async function campusWithGraduate() {
  const setup = await campusWithProgram(make);
  const student = await make.createStudent({
    campusId: setup.campus.id,
    programId: setup.program.id,
    gender: 'female',
  });
  const graduated = await asUser(test, setup.admin)
    .post('/api/Graduation/GenerateGraduationApplicationForStudent')
    .field('fiscalYearID', String(fiscalYearId))
    .field('studentID', String(student.id))
    .field('enrolledYear', '2019')
    .field('passedYear', '2023')
    .field('division', 'First')
    .field('gpa', '3.6')
    .field('fatherName', 'Hari Thapa')
    .field('motherName', 'Maya Thapa')
    .field('studentAddress', 'Bharatpur-10, Chitwan')
    .field('campusRolNo', '17')
    .attach('uploadPPSizePhoto', JPEG_BYTES, 'photo.jpg')
    .expect(201);
  return { ...setup, student, graduationId: graduated.body.id as number };
}

function upload(test: TestApp, user: { id: number }, fields: Record<string, string>) {
  const request = asUser(test, user).post('/api/GraduationCC/GenerateGraduationCharacterCertificate');
  for (const [name, value] of Object.entries(fields)) request.field(name, value);
  return request;
}

describe('character certificates', () => {
  it('prints a verifiable certificate that records the day it was generated, and its application form', async () => {
    const { admin, student, graduationId } = await campusWithGraduate();
    const printed = await asBytes(
      asUser(test, admin).get(`/api/Graduation/${graduationId}/CharacterCertificate/pdf`),
    ).expect(200);
    expect(printed.headers['content-type']).toBe('application/pdf');
    const [page] = await pdfText(printed.body as Buffer);
    expect(page).toContain('CHARACTER CERTIFICATE');
    // Where the lines wrap depends on the generated names' lengths: the words are read without spaces.
    const words = page!.replace(/\s+/g, '');
    expect(words).toContain('daughterofHariThapaandMayaThapa');
    expect(words).toContain('apermanentresidentofBharatpur-10,Chitwan');
    expect(words).toContain('Firstdivision,CGPA3.60');
    const [code] = codesIn(page!);
    expect((await test.api.get(`/api/Verify/${code}`).expect(200)).body).toMatchObject({
      kind: 'character-certificate',
      status: 'valid',
    });

    const generated = await asUser(test, admin)
      .get(`/api/GraduationCC/ByGraduationApplication/${graduationId}`)
      .expect(200);
    expect(generated.body).toMatchObject({
      graduationApplicationId: graduationId,
      studentId: student.id,
      hasUploaded: false,
      uploadedCCFile: null,
    });

    const application = await asBytes(
      asUser(test, admin).get(`/api/Graduation/${graduationId}/CharacterCertificateApplication/pdf`),
    ).expect(200);
    const [form] = await pdfText(application.body as Buffer);
    expect(form).toContain('Application for Character Certificate');
    expect(form).toContain('Library clearance');
    expect(form).toContain('Laboratory clearance');
    const [formCode] = codesIn(form!);
    expect((await test.api.get(`/api/Verify/${formCode}`).expect(200)).body.kind).toBe(
      'character-certificate-application',
    );

    // Printing again revokes the earlier certificate's code.
    await asBytes(asUser(test, admin).get(`/api/Graduation/${graduationId}/CharacterCertificate/pdf`)).expect(200);
    expect((await test.api.get(`/api/Verify/${code}`).expect(200)).body.status).toBe('revoked');
  });

  it('keeps the signed copy of an enrolled graduate (201), replaces it on a new upload, and serves it within scope', async () => {
    const { admin, campus, student, graduationId } = await campusWithGraduate();
    const created = await upload(test, admin, {
      campusId: String(campus.id),
      campusName: 'ignored',
      studentId: String(student.id),
      firstName: 'ignored',
      universityId: String(campus.universityId),
      universityName: 'ignored',
      dateOfCCGenerated: '2024-02-01T10:00:00.000Z',
      status: 'true',
      hasUploaded: 'true',
    })
      .attach('uploadedCCFile', SIGNED_PDF, 'signed.pdf')
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(Number) });
    const listed = await asUser(test, admin).get('/api/GraduationCC').query({ studentId: student.id }).expect(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        id: created.body.id,
        graduationApplicationId: graduationId,
        dateOfCCGenerated: '2024-02-01',
        hasUploaded: true,
        uploadedCCFile: `/api/GraduationCC/${created.body.id}/file`,
      }),
    ]);
    const file = await asBytes(asUser(test, admin).get(`/api/GraduationCC/${created.body.id}/file`)).expect(200);
    expect(Buffer.compare(file.body as Buffer, SIGNED_PDF)).toBe(0);

    const replacement = Buffer.from('%PDF-1.4\n%signed again\n');
    const again = await upload(test, admin, {
      graduationApplicationId: String(graduationId),
      dateOfCCGenerated: '2024-03-05',
    })
      .attach('uploadedCCFile', replacement, 'again.pdf')
      .expect(201);
    expect(again.body.id).toBe(created.body.id);
    const second = await asBytes(asUser(test, admin).get(`/api/GraduationCC/${created.body.id}/file`)).expect(200);
    expect(Buffer.compare(second.body as Buffer, replacement)).toBe(0);
    expect(
      (await auditEntriesFor(test.app.prisma, 'CharacterCertificate', created.body.id)).map((entry) => entry.action),
    ).toEqual(['create', 'update']);
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const { admin, graduationId } = await campusWithGraduate();
    const refused = await upload(test, admin, {
      graduationApplicationId: String(graduationId),
      dateOfCCGenerated: 'someday',
    }).expect(400);
    expect(refused.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.dateOfCCGenerated', message: M.dateInvalid }),
        expect.objectContaining({ field: 'body.uploadedCCFile', message: M.fileRequired }),
      ]),
    );
    const unnamed = await upload(test, admin, { dateOfCCGenerated: '2024-03-05' })
      .attach('uploadedCCFile', SIGNED_PDF, 'signed.pdf')
      .expect(400);
    expect(unnamed.body.issues).toMatchObject([
      { field: 'body.graduationApplicationId', message: M.graduationRequired },
    ]);
    await upload(test, admin, { graduationApplicationId: String(graduationId), dateOfCCGenerated: '2024-03-05' })
      .attach('uploadedCCFile', Buffer.from('<html>not a document</html>'), 'x.pdf')
      .expect(415);
    expect(await test.app.prisma.characterCertificate.count({ where: { graduationId } })).toBe(0);
  });

  it('gives another campus’s graduates 404 and refuses roles without graduation writing', async () => {
    const { graduationId } = await campusWithGraduate();
    const other = await campusWithProgram(make);
    await asUser(test, other.admin).get(`/api/Graduation/${graduationId}/CharacterCertificate/pdf`).expect(404);
    await asUser(test, other.admin).get(`/api/GraduationCC/ByGraduationApplication/${graduationId}`).expect(404);
    await upload(test, other.admin, { graduationApplicationId: String(graduationId), dateOfCCGenerated: '2024-03-05' })
      .attach('uploadedCCFile', SIGNED_PDF, 'signed.pdf')
      .expect(404);
    const ugcAdmin = await make.createUser({ role: 'UgcAdmin' });
    await asUser(test, ugcAdmin).get(`/api/Graduation/${graduationId}/CharacterCertificate/pdf`).expect(403);
    expect(await test.app.prisma.characterCertificate.count({ where: { graduationId } })).toBe(0);
  });

  it('gives no certificate to a submission the campus has not verified', async () => {
    const { admin, campus, program } = await campusWithGraduate();
    const pending = await make.createGraduation({
      campus,
      programId: program.id,
      fiscalYearId,
      status: 'pending',
      applicantNameEng: 'PENDING PERSON',
    });
    const refused = await asUser(test, admin).get(`/api/Graduation/${pending.id}/CharacterCertificate/pdf`).expect(409);
    expect(refused.body.message).toBe(M.notGraduated);
  });
});

describe('graduation files on change', () => {
  it('keeps files sent back as their address, replaces uploads, and removes those named in clearFiles', async () => {
    const { admin, graduationId } = await campusWithGraduate();
    const before = await asUser(test, admin).get(`/api/Graduation/${graduationId}`).expect(200);
    expect(before.body.uploadPPSizePhoto).toBe(`/api/Graduation/${graduationId}/file/uploadPPSizePhoto`);
    const kept0 = await asUser(test, admin)
      .put(`/api/Graduation/${graduationId}`)
      .field('fiscalYearID', String(fiscalYearId))
      .field('enrolledYear', '2019')
      .field('passedYear', '2023')
      .field('uploadPPSizePhoto', before.body.uploadPPSizePhoto)
      .attach('uploadTranscript', Buffer.from('%PDF-1.4\n%transcript\n'), 'transcript.pdf');
    expect(kept0.body).toMatchObject({ uploadTranscript: expect.any(String) });
    const kept = await asUser(test, admin).get(`/api/Graduation/${graduationId}`).expect(200);
    expect(kept.body.uploadPPSizePhoto).not.toBeNull();
    expect(kept.body.uploadTranscript).not.toBeNull();

    const cleared = await asUser(test, admin)
      .put(`/api/Graduation/${graduationId}`)
      .field('fiscalYearID', String(fiscalYearId))
      .field('enrolledYear', '2019')
      .field('passedYear', '2023')
      .field('clearFiles', 'uploadPPSizePhoto,uploadTranscript')
      .expect(200);
    expect(cleared.body.uploadPPSizePhoto).toBeNull();
    expect(cleared.body.uploadTranscript).toBeNull();
    await asUser(test, admin).get(`/api/Graduation/${graduationId}/file/uploadPPSizePhoto`).expect(404);
    await asUser(test, admin)
      .put(`/api/Graduation/${graduationId}`)
      .field('fiscalYearID', String(fiscalYearId))
      .field('enrolledYear', '2019')
      .field('passedYear', '2023')
      .field('clearFiles', 'everything')
      .expect(400);
  });
});
