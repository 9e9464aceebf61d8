import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_REPORT_MESSAGES as M } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor } from '../../../../tests/support/factories.ts';
import { asBytes } from '../../../../tests/support/pdf-text.ts';
import { PNG_BYTES, auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';

const SIGNED = Buffer.from('%PDF-1.4\n%signed statistical report\n');

let test: TestApp;
let make: ReturnType<typeof factoriesFor>;
let years: { id: number; yearNepali: string }[];
beforeAll(async () => {
  test = await createTestApp();
  make = factoriesFor(test.app.prisma);
  years = await test.app.prisma.fiscalYear.findMany({
    orderBy: { startDateAd: 'desc' },
    take: 2,
    select: { id: true, yearNepali: true },
  });
});
afterAll(() => test.close());

async function universityWithCampuses() {
  const university = await make.createUniversity();
  const campuses = [
    await make.createCampus({ universityId: university.id }),
    await make.createCampus({ universityId: university.id }),
  ];
  const admins = await Promise.all(
    campuses.map((campus) => make.createUser({ role: 'CollegeAdmin', campusId: campus.id })),
  );
  const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
  return { university, campuses, admins, uniAdmin };
}

const upload = (user: { id: number }, fiscalYearId: number, file: Buffer = SIGNED) =>
  asUser(test, user)
    .post('/api/UploadReport')
    .field('fiscalYearId', String(fiscalYearId))
    .field('fiscalYear', '')
    .attach('signedReport', file, 'report.pdf');

describe('signed statistical reports', () => {
  it('takes one signed PDF per campus and fiscal year, lists it for the campus and its university, and serves it', async () => {
    const { campuses, admins, uniAdmin } = await universityWithCampuses();
    const created = await upload(admins[0]!, years[0]!.id).expect(201);
    expect(created.body).toMatchObject({
      campusId: campuses[0]!.id,
      campusName: campuses[0]!.campusName,
      fiscalYear: { id: years[0]!.id, yearNepali: years[0]!.yearNepali },
      signedReport: `/api/UploadReport/${created.body.id}/file`,
    });
    const again = await upload(admins[0]!, years[0]!.id).expect(409);
    expect(again.body.message).toBe(M.alreadyUploaded);
    await upload(admins[1]!, years[0]!.id).expect(201);

    const own = await asUser(test, admins[0]!).get(`/api/CampusReport/GetByCampus/${campuses[0]!.id}`).expect(200);
    expect(own.body.map((row: { id: number }) => row.id)).toEqual([created.body.id]);
    const ofUniversity = await asUser(test, uniAdmin)
      .get('/api/CampusReport')
      .query({ fiscalYearId: years[0]!.id })
      .expect(200);
    expect(ofUniversity.body.map((row: { campusId: number }) => row.campusId).sort()).toEqual(
      campuses.map((campus) => campus.id).sort(),
    );
    const file = await asBytes(asUser(test, uniAdmin).get(`/api/UploadReport/${created.body.id}/file`)).expect(200);
    expect(Buffer.compare(file.body as Buffer, SIGNED)).toBe(0);
    expect(
      (await auditEntriesFor(test.app.prisma, 'SignedReport', created.body.id)).map((entry) => entry.action),
    ).toEqual(['create']);
  });

  it('refuses what is not a PDF and a missing file, writing nothing', async () => {
    const { campuses, admins } = await universityWithCampuses();
    const picture = await upload(admins[0]!, years[1]!.id, PNG_BYTES).expect(415);
    expect(picture.body.message).toBe(M.notPdf);
    const missing = await asUser(test, admins[0]!)
      .post('/api/UploadReport')
      .field('fiscalYearId', String(years[1]!.id))
      .expect(400);
    expect(missing.body.issues).toMatchObject([{ field: 'body.signedReport', message: M.fileRequired }]);
    expect(await test.app.prisma.signedReport.count({ where: { campusId: campuses[0]!.id } })).toBe(0);
  });

  it('keeps another campus out (404) and lets the campus withdraw its report to upload it again', async () => {
    const { campuses, admins } = await universityWithCampuses();
    const created = await upload(admins[0]!, years[1]!.id).expect(201);
    await asUser(test, admins[1]!).get(`/api/UploadReport/${created.body.id}/file`).expect(404);
    await asUser(test, admins[1]!).delete(`/api/UploadReport/${created.body.id}`).expect(404);
    expect(
      (await asUser(test, admins[1]!).get(`/api/CampusReport/GetByCampus/${campuses[0]!.id}`).expect(200)).body,
    ).toEqual([]);
    const reader = await make.createUser({ role: 'UgcAdmin' });
    await asUser(test, reader).delete(`/api/UploadReport/${created.body.id}`).expect(403);
    await asUser(test, admins[0]!).delete(`/api/UploadReport/${created.body.id}`).expect(200);
    await upload(admins[0]!, years[1]!.id).expect(201);
  });
});
