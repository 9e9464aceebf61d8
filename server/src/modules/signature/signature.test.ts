import { describe, expect, it } from 'vitest';
import type supertest from 'supertest';
import { EMPLOYEE_RECORDS_MESSAGES } from '@hemis/contracts';
import { NOT_AN_IMAGE, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { campusAdmin } from '../../../../tests/support/student-fixtures.ts';
import { signaturesForDocument } from './signature-images.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();

function upload(request: supertest.Test, fields: Record<string, string>, image: Buffer | null = PNG_BYTES) {
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  if (image) request.attach('uploadSignature', image, 'sign.png');
  return request;
}

const chief = (employeeId: number) => ({
  name: 'Ram Prasad Koirala',
  post: 'Campus Chief',
  employeeId: String(employeeId),
  status: 'true',
  remarks: '',
  index: '1',
  isPositionBelowSign: 'true',
  isUsedSignatureStamp: 'false',
  isSignatureInIdCard: 'true',
  isSignatureInCharacterCertificate: 'true',
  campusId: '12',
  userId: '0',
});

describe('uploadsign', () => {
  it('adds the campus chief’s signature ("Upload successful"), lists it, and serves its image only within scope', async () => {
    const mine = await campusAdmin(make);
    const theirs = await campusAdmin(make);
    const teacher = await make.createEmployee({ campusId: mine.campus.id });
    const created = await upload(asUser(test, mine.admin).post('/api/uploadsign/upload'), chief(teacher.id)).expect(
      200,
    );
    expect(created.body).toEqual({ message: 'Upload successful', id: expect.any(Number) });
    const list = await asUser(test, mine.admin).get('/api/uploadsign').expect(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        name: 'Ram Prasad Koirala',
        fullName: 'Ram Prasad Koirala',
        index: 1,
        campusId: mine.campus.id,
        isSignatureInIdCard: true,
        isSignatureInReportCard: false,
        uploadSignature: `/api/uploadsign/${created.body.id}/image/signature`,
        stampImage: null,
      }),
    ]);
    const image = await asUser(test, mine.admin).get(`/api/uploadsign/${created.body.id}/image/signature`).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    await asUser(test, theirs.admin).get(`/api/uploadsign/${created.body.id}/image/signature`).expect(404);
    await asUser(test, theirs.admin).get(`/api/uploadsign/${created.body.id}`).expect(404);
    expect((await asUser(test, theirs.admin).get('/api/uploadsign').expect(200)).body).toEqual([]);
    const byEmployee = await asUser(test, mine.admin).get(`/api/uploadsign/by-employee/${teacher.id}`).expect(200);
    expect(byEmployee.body).toEqual([
      { id: created.body.id, name: 'Ram Prasad Koirala', index: 1, post: 'Campus Chief', status: true },
    ]);
    const forCards = await signaturesForDocument(test.app.prisma, test.app.fileStore, mine.campus.id, 'idCard');
    expect(forCards).toEqual([
      expect.objectContaining({
        name: 'Ram Prasad Koirala',
        index: 1,
        signature: expect.objectContaining({ contentType: 'image/png' }),
      }),
    ]);
    expect(await signaturesForDocument(test.app.prisma, test.app.fileStore, mine.campus.id, 'reportCard')).toEqual([]);
  });

  it('allows one active campus chief (index 1) a campus: a second answers 409 until the first is deactivated', async () => {
    const { campus, admin } = await campusAdmin(make);
    const first = await upload(
      asUser(test, admin).post('/api/uploadsign/upload'),
      chief((await make.createEmployee({ campusId: campus.id })).id),
    ).expect(200);
    const second = await upload(asUser(test, admin).post('/api/uploadsign/upload'), {
      ...chief(0),
      name: 'Another Chief',
    }).expect(409);
    expect(second.body.message).toBe(EMPLOYEE_RECORDS_MESSAGES.chiefExists);
    await asUser(test, admin).patch(`/api/uploadsign/${first.body.id}`).field('status', 'false').expect(200);
    await upload(asUser(test, admin).post('/api/uploadsign/upload'), { ...chief(0), name: 'Another Chief' }).expect(
      200,
    );
  });

  it('refuses a missing or non-image signature, a blank name and another campus’s employee, writing nothing', async () => {
    const mine = await campusAdmin(make);
    const other = await make.createEmployee({ campusId: (await make.createCampus()).id });
    const noImage = await upload(asUser(test, mine.admin).post('/api/uploadsign/upload'), chief(0), null).expect(400);
    expect(noImage.body.issues).toMatchObject([
      { field: 'body.uploadSignature', message: EMPLOYEE_RECORDS_MESSAGES.signatureImageRequired },
    ]);
    await upload(asUser(test, mine.admin).post('/api/uploadsign/upload'), chief(0), NOT_AN_IMAGE).expect(415);
    const blank = await upload(asUser(test, mine.admin).post('/api/uploadsign/upload'), {
      ...chief(0),
      name: ' ',
      index: 'x',
    }).expect(400);
    expect(blank.body.issues.map((issue: { field: string }) => issue.field)).toEqual(['body.name', 'body.index']);
    const foreign = await upload(asUser(test, mine.admin).post('/api/uploadsign/upload'), chief(other.id)).expect(400);
    expect(foreign.body.issues).toMatchObject([
      { field: 'body.employeeId', message: EMPLOYEE_RECORDS_MESSAGES.employeeNotOfCampus },
    ]);
    expect(await test.app.prisma.signature.count({ where: { campusId: mine.campus.id } })).toBe(0);
    for (const role of ['UniAdmin', 'SuperAdmin', 'Admin'] as const) {
      await upload(asUser(test, await make.createUser({ role })).post('/api/uploadsign/upload'), chief(0)).expect(403);
    }
  });

  it('edits the flags and replaces an image, and deletes a signatory with its images', async () => {
    const { admin } = await campusAdmin(make);
    const { body } = await upload(asUser(test, admin).post('/api/uploadsign/upload'), {
      ...chief(0),
      index: '2',
    }).expect(200);
    const edited = await asUser(test, admin)
      .patch(`/api/uploadsign/${body.id}`)
      .field('isSignatureInReportCard', 'true')
      .field('post', 'Assistant Campus Chief')
      .attach('stampImage', PNG_BYTES, 'stamp.png')
      .expect(200);
    expect(edited.body).toMatchObject({
      isSignatureInReportCard: true,
      post: 'Assistant Campus Chief',
      stampImage: `/api/uploadsign/${body.id}/image/stamp`,
    });
    await asUser(test, admin).delete(`/api/uploadsign/${body.id}`).expect(200);
    await asUser(test, admin).get(`/api/uploadsign/${body.id}`).expect(404);
  });
});
