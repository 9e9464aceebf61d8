import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asBytes } from '../../../tests/support/pdf-text.ts';
import { PNG_BYTES } from '../../../tests/support/records.ts';
import { startS3StandIn, type S3StandIn } from '../../../tests/support/s3-stand-in.ts';
import { asUser } from '../../../tests/support/session.ts';
import { useTestApp } from '../../../tests/support/suite.ts';

const SIGNED = Buffer.from('%PDF-1.4\n%a signed report\n');

describe.each([
  { where: 'the upload folder', inBucket: false },
  { where: 'an S3-compatible bucket', inBucket: true },
])('uploaded files kept in $where', ({ inBucket }) => {
  const standIn = {} as S3StandIn;
  beforeAll(async () => {
    if (inBucket) Object.assign(standIn, await startS3StandIn());
  });
  // After-all hooks run last first: the bucket closes after the app that uses it.
  afterAll(async () => {
    if (inBucket) await standIn.close();
  });
  const { test, make } = useTestApp(() => ({ config: inBucket ? standIn.env : {} }));

  beforeAll(async () => {
    await test.app.fileStore.put('campus-logo.png', PNG_BYTES, 'image/png');
    await test.app.fileStore.put('private/students/7/photo.png', PNG_BYTES, 'image/png');
  });

  it('serves a logo by name at /uploads, with its type and nosniff', async () => {
    const response = await asBytes(test.api.get('/uploads/campus-logo.png')).expect(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(response.body as Buffer, PNG_BYTES)).toBe(0);
    await test.api.get('/uploads/no-such-logo.png').expect(404);
  });

  it('refuses every spelling of a path into the private folder', async () => {
    for (const url of [
      '/uploads/private/students/7/photo.png',
      '/uploads/PRIVATE/students/7/photo.png',
      '/uploads/%70rivate/students/7/photo.png',
      '/uploads/private%2Fstudents%2F7%2Fphoto.png',
      '/uploads/./private/students/7/photo.png',
      '/uploads//private/students/7/photo.png',
      '/uploads/students/../private/students/7/photo.png',
      '/uploads/private/',
    ]) {
      const response = await test.api.get(url);
      // Refused as forbidden, missing or malformed: never served.
      expect([400, 403, 404], `${url} answered ${response.status}`).toContain(response.status);
      expect(Buffer.isBuffer(response.body) && response.body.equals(PNG_BYTES)).toBe(false);
    }
  });

  it('keeps an uploaded personal file private: read back through its scoped route only, never at /uploads', async () => {
    const university = await make.createUniversity();
    const [campus, otherCampus] = [
      await make.createCampus({ universityId: university.id }),
      await make.createCampus({ universityId: university.id }),
    ];
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const otherAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: otherCampus.id });
    const year = await test.app.prisma.fiscalYear.findFirstOrThrow({ select: { id: true } });

    const created = await asUser(test, admin)
      .post('/api/UploadReport')
      .field('fiscalYearId', String(year.id))
      .field('fiscalYear', '')
      .attach('signedReport', SIGNED, 'report.pdf')
      .expect(201);
    const file = await asBytes(asUser(test, admin).get(created.body.signedReport)).expect(200);
    expect(Buffer.compare(file.body as Buffer, SIGNED)).toBe(0);
    expect(file.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    await asUser(test, otherAdmin).get(created.body.signedReport).expect(404);
    await test.api.get(created.body.signedReport).expect(401);

    const { storageKey } = await test.app.prisma.signedReport.findUniqueOrThrow({ where: { id: created.body.id } });
    await test.api.get(`/uploads/private/${storageKey}`).expect(404);
    const onDisk = fs.existsSync(path.join(test.config.uploadDir, 'private', storageKey));
    expect(onDisk).toBe(!inBucket);
    if (inBucket) {
      expect(standIn.writes.get(`private/${storageKey}`)).toMatchObject({
        'x-amz-server-side-encryption': 'AES256',
        'content-type': 'application/pdf',
      });
    }
  });
});
