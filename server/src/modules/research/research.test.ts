import fs from 'node:fs/promises';
import path from 'node:path';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  RESEARCH_MESSAGES as M,
  bsToAd,
  formatCalendarDate,
  parseBsDate,
  type ResearchPublication,
  type Role,
} from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, expectPostRefused, NOT_AN_IMAGE, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp({ clock: '2026-05-01T04:00:00Z' });

const PDF_BYTES = Buffer.from('%PDF-1.4\n%research report\n');

type Fields = Record<string, string>;
type Files = Record<string, [Buffer, string]>;

function multipart(request: supertest.Test, fields: Fields, files: Files = {}) {
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  for (const [key, [bytes, name]] of Object.entries(files)) request.attach(key, bytes, name);
  return request;
}

/** A campus with its admin and a teacher, and the fiscal years the seed keeps. */
async function researchCampus(universityId?: number) {
  const campus = await make.createCampus(universityId ? { universityId } : {});
  const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  const teacher = await make.createEmployee({ campusId: campus.id, firstName: 'Sita', lastName: 'Sharma' });
  return { campus, admin, teacher, api: asUser(test, admin) };
}

async function fiscalYears() {
  return test.app.prisma.fiscalYear.findMany({
    orderBy: { id: 'asc' },
    take: 2,
    select: { id: true, yearNepali: true },
  });
}

/** The multipart form the research screen sends for a publication, every field of the contract filled. */
function publicationForm(fiscalYearId: number, employeeId: number, overrides: Fields = {}): Fields {
  return {
    fiscalYearId: String(fiscalYearId),
    campusId: '0',
    universityId: '0',
    employeeId: String(employeeId),
    activityType: 'Publication',
    publicationType: 'Professional',
    activityTitle: 'Soil erosion in the Churia hills',
    startDate: '2081-04-01',
    endDate: '2081-12-30',
    fundedBy: 'University Grants Commission',
    fundedDate: '2081-04-15',
    fundedAmount: '150000.50',
    isPublished: 'true',
    publishedAt: 'Nepal Journal of Science',
    publishedDate: '2081-11-01T00:00:00',
    publicationBy: 'Tribhuvan University',
    publicationFrequency: 'Annual',
    supportingMember: 'Ram Thapa, Gita Rai',
    remarks: 'Peer reviewed',
    ...overrides,
  };
}

const adOf = (bs: string) => formatCalendarDate(bsToAd(parseBsDate(bs)!));

async function storedFileExists(storageKey: string): Promise<boolean> {
  return fs
    .access(path.join(test.config.uploadDir, 'private', storageKey))
    .then(() => true)
    .catch(() => false);
}

/** The answer's bytes as they came, whatever their type. */
function bytesOf(request: supertest.Test) {
  return request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

async function storedFiles(researchPublicationId: number) {
  return test.app.prisma.researchPublicationFile.findMany({
    where: { researchPublicationId },
    orderBy: { kind: 'asc' },
  });
}

describe('POST /ResearchPublication', () => {
  it('adds a record of the caller’s campus with its image and PDF, whatever campus and university the form names', async () => {
    const { campus, admin, teacher, api } = await researchCampus();
    const elsewhere = await make.createCampus();
    const [year] = await fiscalYears();
    const form = publicationForm(year!.id, teacher.id, {
      campusId: String(elsewhere.id),
      universityId: String(elsewhere.universityId),
    });
    const created = await multipart(api.post('/api/ResearchPublication'), form, {
      thumbnailImage: [PNG_BYTES, 'cover.png'],
      fullDoc: [PDF_BYTES, 'report.pdf'],
    }).expect(201);
    const body = created.body as ResearchPublication;
    expect(body).toMatchObject({
      campusId: campus.id,
      universityId: campus.universityId,
      fiscalYearId: year!.id,
      fiscalYear: year!.yearNepali,
      employeeId: teacher.id,
      employeeName: 'Mr. Sita Sharma',
      activityType: 'Publication',
      publicationType: 'Professional',
      activityTitle: 'Soil erosion in the Churia hills',
      startDate: '2081-04-01',
      startDateAd: adOf('2081-04-01'),
      endDate: '2081-12-30',
      endDateAd: adOf('2081-12-30'),
      fundedBy: 'University Grants Commission',
      fundedDate: '2081-04-15',
      fundedAmount: '150000.50',
      isPublished: true,
      publishedAt: 'Nepal Journal of Science',
      publishedDate: '2081-11-01',
      publicationBy: 'Tribhuvan University',
      publicationFrequency: 'Annual',
      supportingMember: 'Ram Thapa, Gita Rai',
      remarks: 'Peer reviewed',
      thumbnailImage: `/api/ResearchPublication/${body.id}/files/thumbnailImage`,
      fullDoc: `/api/ResearchPublication/${body.id}/files/fullDoc`,
    });
    expect(body.files.map((file) => [file.kind, file.contentType])).toEqual([
      ['thumbnailImage', 'image/png'],
      ['fullDoc', 'application/pdf'],
    ]);
    const stored = await test.app.prisma.researchPublication.findUniqueOrThrow({ where: { id: body.id } });
    expect(stored.fundedAmount?.toFixed(2)).toBe('150000.50');

    const image = await api.get(body.thumbnailImage!).expect(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toBe('private, no-store');
    const document = await api.get(body.fullDoc!).expect(200);
    expect(document.headers['content-type']).toBe('application/pdf');
    expect(document.headers['content-disposition']).toMatch(/^attachment/);

    const entries = await auditEntriesFor(test.app.prisma, 'ResearchPublication', body.id);
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([['create', admin.id]]);
  });

  it('keeps no publication type or frequency for an activity that is not a publication, and takes JSON too', async () => {
    const { teacher, api } = await researchCampus();
    const [year] = await fiscalYears();
    const created = await api
      .post('/api/ResearchPublication')
      .send({
        fiscalYearId: year!.id,
        employeeId: teacher.id,
        activityType: 'research',
        publicationType: 'Bulletin',
        publicationFrequency: 'Biannual',
        activityTitle: 'Rainfall records',
        fundedAmount: 0,
      })
      .expect(201);
    expect(created.body).toMatchObject({
      activityType: 'Research',
      publicationType: null,
      publicationFrequency: null,
      fundedAmount: '0.00',
      isPublished: false,
      startDate: null,
      thumbnailImage: null,
      files: [],
    });
  });
});

describe('refused input', () => {
  it('answers 400 with a message per field and writes nothing, files included', async () => {
    const { campus, teacher, api } = await researchCampus();
    const [year] = await fiscalYears();
    const missing = await multipart(api.post('/api/ResearchPublication'), { activityType: 'Grant' }).expect(400);
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.fiscalYearId', message: M.fiscalYearRequired }),
        expect.objectContaining({ field: 'body.employeeId', message: M.employeeRequired }),
        expect.objectContaining({ field: 'body.activityType', message: M.activityTypeRequired }),
        expect.objectContaining({ field: 'body.activityTitle', message: M.activityTitleRequired }),
      ]),
    );

    const wrong = await multipart(
      api.post('/api/ResearchPublication'),
      publicationForm(year!.id, teacher.id, {
        publicationType: '',
        startDate: '2081-05-01',
        endDate: '2081-04-30',
        fundedAmount: '-5',
        publishedDate: '2081-13-40',
      }),
      { thumbnailImage: [PNG_BYTES, 'cover.png'] },
    ).expect(400);
    expect(wrong.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.publicationType', message: M.publicationTypeRequired }),
        expect.objectContaining({ field: 'body.endDate', message: M.endBeforeStart }),
        expect.objectContaining({ field: 'body.fundedAmount', message: M.fundedAmountInvalid }),
        expect.objectContaining({ field: 'body.publishedDate', message: M.publishedDateInvalid }),
      ]),
    );
    for (const fundedAmount of ['1.234', '1e5', 'ten']) {
      const amount = await api
        .post('/api/ResearchPublication')
        .send({
          fiscalYearId: year!.id,
          employeeId: teacher.id,
          activityType: 'Research',
          activityTitle: 'X',
          fundedAmount,
        })
        .expect(400);
      expect(amount.body.issues, fundedAmount).toMatchObject([
        { field: 'body.fundedAmount', message: M.fundedAmountInvalid },
      ]);
    }

    expect(await test.app.prisma.researchPublication.count({ where: { campusId: campus.id } })).toBe(0);
    const folder = path.join(test.config.uploadDir, 'private', 'research', String(campus.id));
    expect(await fs.readdir(folder).catch(() => [])).toEqual([]);
  });

  it('checks each file by its content: the thumbnail an image, the document a PDF', async () => {
    const { campus, teacher, api } = await researchCampus();
    const [year] = await fiscalYears();
    const form = publicationForm(year!.id, teacher.id);
    const swapped = await multipart(api.post('/api/ResearchPublication'), form, {
      thumbnailImage: [PDF_BYTES, 'cover.png'],
      fullDoc: [PNG_BYTES, 'report.pdf'],
    }).expect(400);
    expect(swapped.body.issues).toMatchObject([
      { field: 'body.thumbnailImage', message: M.thumbnailNotImage },
      { field: 'body.fullDoc', message: M.fullDocNotPdf },
    ]);
    const script = await multipart(api.post('/api/ResearchPublication'), form, {
      thumbnailImage: [NOT_AN_IMAGE, 'cover.png'],
    }).expect(400);
    expect(script.body.issues).toMatchObject([{ field: 'body.thumbnailImage', message: M.thumbnailNotImage }]);
    expect(await test.app.prisma.researchPublication.count({ where: { campusId: campus.id } })).toBe(0);
  });

  it('refuses an employee of another campus and an unknown fiscal year (400 on the field)', async () => {
    const { campus, api } = await researchCampus();
    const other = await researchCampus(campus.universityId);
    const [year] = await fiscalYears();
    const foreign = await multipart(
      api.post('/api/ResearchPublication'),
      publicationForm(year!.id, other.teacher.id),
    ).expect(400);
    expect(foreign.body.issues).toMatchObject([{ field: 'body.employeeId', message: M.employeeNotOfCampus }]);
    const own = await make.createEmployee({ campusId: campus.id });
    const unknownYear = await multipart(api.post('/api/ResearchPublication'), publicationForm(999_999, own.id)).expect(
      400,
    );
    expect(unknownYear.body.issues).toMatchObject([{ field: 'body.fiscalYearId', message: M.fiscalYearUnknown }]);
    expect(await test.app.prisma.researchPublication.count({ where: { campusId: campus.id } })).toBe(0);
  });
});

describe('GET /ResearchPublication', () => {
  it('lists the campus’s records newest first, filtered by fiscal year, activity type and title, paged when asked', async () => {
    const { campus, teacher, api } = await researchCampus();
    const [first, second] = await fiscalYears();
    const add = async (fiscalYearId: number, activityType: string, activityTitle: string, startDate: string) =>
      (
        await api
          .post('/api/ResearchPublication')
          .send({
            fiscalYearId,
            employeeId: teacher.id,
            activityType,
            publicationType: 'Bulletin',
            activityTitle,
            startDate,
          })
          .expect(201)
      ).body as ResearchPublication;
    const older = await add(first!.id, 'Research', 'Wheat rust survey', '2080-04-10');
    const newer = await add(first!.id, 'Publication', 'Campus bulletin 50%', '2081-01-05');
    const other = await add(second!.id, 'Fellowship', 'Visiting fellowship', '2079-09-01');
    const elsewhere = await researchCampus();
    await elsewhere.api
      .post('/api/ResearchPublication')
      .send({
        fiscalYearId: first!.id,
        employeeId: elsewhere.teacher.id,
        activityType: 'Research',
        activityTitle: 'Theirs',
      })
      .expect(201);

    const ids = async (query: string) =>
      ((await api.get(`/api/ResearchPublication${query}`).expect(200)).body as ResearchPublication[]).map(
        (row) => row.id,
      );
    expect(await ids('')).toEqual([newer.id, older.id, other.id]);
    expect(await ids(`?fiscalYearId=${first!.id}`)).toEqual([newer.id, older.id]);
    expect(await ids(`?fiscalYearId=${first!.id}&activityType=research`)).toEqual([older.id]);
    expect(await ids(`?search=${encodeURIComponent('50%')}`)).toEqual([newer.id]);
    expect(await ids(`?search=${encodeURIComponent('%')}`)).toEqual([newer.id]);
    expect(await ids('?sortBy=activityTitle')).toEqual([newer.id, other.id, older.id]);
    expect(await ids(`?campusId=${campus.id}&fiscalYearId=0`)).toEqual([newer.id, older.id, other.id]);

    const page = await api.get('/api/ResearchPublication?page=2&pageSize=2').expect(200);
    expect(page.body).toMatchObject({ totalRecords: 3, totalPages: 2, page: 2, pageSize: 2 });
    expect(page.body.data.map((row: ResearchPublication) => row.id)).toEqual([other.id]);

    const invalid = await api.get('/api/ResearchPublication?activityType=Grant').expect(400);
    expect(invalid.body.issues).toMatchObject([{ field: 'querystring.activityType', message: M.activityTypeRequired }]);
  });

  it('lets the campus’s university and the grants body read within scope, and answers 404 for a campus outside it', async () => {
    const { campus, teacher, api } = await researchCampus();
    const [year] = await fiscalYears();
    const record = (
      await api
        .post('/api/ResearchPublication')
        .send({
          fiscalYearId: year!.id,
          employeeId: teacher.id,
          activityType: 'Others',
          activityTitle: uniqueName('Talk'),
        })
        .expect(201)
    ).body as ResearchPublication;
    const foreign = await make.createCampus();
    const own = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    const otherUniversity = asUser(
      test,
      await make.createUser({ role: 'UniAdmin', universityId: foreign.universityId }),
    );
    const ugc = asUser(test, await make.createUser({ role: 'UgcAdmin' }));

    expect((await own.get('/api/ResearchPublication').expect(200)).body.map((row: { id: number }) => row.id)).toEqual([
      record.id,
    ]);
    await own.get(`/api/ResearchPublication/${record.id}`).expect(200);
    await own.get(`/api/ResearchPublication?campusId=${foreign.id}`).expect(404);
    expect((await otherUniversity.get('/api/ResearchPublication').expect(200)).body).toEqual([]);
    await otherUniversity.get(`/api/ResearchPublication/${record.id}`).expect(404);
    const national = await ugc.get(`/api/ResearchPublication?campusId=${campus.id}`).expect(200);
    expect(national.body.map((row: { id: number }) => row.id)).toEqual([record.id]);
    await api.get(`/api/ResearchPublication?campusId=${foreign.id}`).expect(404);
  });
});

describe('PATCH /ResearchPublication/{id}', () => {
  it('changes what the edit sends, replaces a file with a new upload and removes the old one, audited', async () => {
    const { admin, teacher, api } = await researchCampus();
    const [year, nextYear] = await fiscalYears();
    const created = (
      await multipart(api.post('/api/ResearchPublication'), publicationForm(year!.id, teacher.id), {
        thumbnailImage: [PNG_BYTES, 'cover.png'],
        fullDoc: [PDF_BYTES, 'report.pdf'],
      }).expect(201)
    ).body as ResearchPublication;
    const [oldDoc, oldThumbnail] = await storedFiles(created.id);
    const colleague = await make.createEmployee({ campusId: created.campusId });

    const replacement = Buffer.from('%PDF-1.7\n%revised\n');
    const edited = await multipart(
      api.patch(`/api/ResearchPublication/${created.id}`),
      {
        id: String(created.id),
        fiscalYearId: String(nextYear!.id),
        employeeId: String(colleague.id),
        activityTitle: 'Soil erosion, revised',
        fundedAmount: '175000',
        remarks: '',
        endDate: '',
        thumbnailImage: created.thumbnailImage!,
      },
      { fullDoc: [replacement, 'revised.pdf'] },
    ).expect(200);
    expect(edited.body).toMatchObject({
      fiscalYearId: nextYear!.id,
      employeeId: colleague.id,
      activityTitle: 'Soil erosion, revised',
      fundedAmount: '175000.00',
      remarks: null,
      endDate: null,
      endDateAd: null,
      startDate: '2081-04-01',
      publicationType: 'Professional',
    });
    const [newDoc, keptThumbnail] = await storedFiles(created.id);
    expect(keptThumbnail!.storageKey).toBe(oldThumbnail!.storageKey);
    expect(newDoc!.storageKey).not.toBe(oldDoc!.storageKey);
    expect(await storedFileExists(oldDoc!.storageKey)).toBe(false);
    expect(await storedFileExists(newDoc!.storageKey)).toBe(true);
    const sent = await bytesOf(api.get(`/api/ResearchPublication/${created.id}/files/fullDoc`)).expect(200);
    expect(sent.body).toEqual(replacement);

    // Turned into research, the record keeps no publication type; a publication again must name one.
    const research = await api.patch(`/api/ResearchPublication/${created.id}`).send({ activityType: 'Research' });
    expect(research.status).toBe(200);
    expect(research.body).toMatchObject({ publicationType: null, publicationFrequency: null });
    const untyped = await api.patch(`/api/ResearchPublication/${created.id}`).send({ activityType: 'Publication' });
    expect(untyped.status).toBe(400);
    expect(untyped.body.issues).toMatchObject([{ field: 'body.publicationType', message: M.publicationTypeRequired }]);

    // An end date before the kept start date is refused, and nothing changes.
    const early = await api.patch(`/api/ResearchPublication/${created.id}`).send({ endDate: '2080-01-01' }).expect(400);
    expect(early.body.issues).toMatchObject([{ field: 'body.endDate', message: M.endBeforeStart }]);
    expect((await api.get(`/api/ResearchPublication/${created.id}`).expect(200)).body.endDate).toBeNull();

    const entries = await auditEntriesFor(test.app.prisma, 'ResearchPublication', created.id);
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([
      ['create', admin.id],
      ['update', admin.id],
      ['update', admin.id],
    ]);
    expect(entries[1]!.changes).toMatchObject({
      activityTitle: { from: 'Soil erosion in the Churia hills', to: 'Soil erosion, revised' },
      fundedAmount: { from: '150000.50', to: '175000.00' },
      fullDoc: { from: oldDoc!.storageKey, to: newDoc!.storageKey },
    });
  });
});

describe('DELETE /ResearchPublication/{id}', () => {
  it('removes the record and its files, audited; the files are gone from their route too', async () => {
    const { admin, teacher, api } = await researchCampus();
    const [year] = await fiscalYears();
    const created = (
      await multipart(api.post('/api/ResearchPublication'), publicationForm(year!.id, teacher.id), {
        thumbnailImage: [PNG_BYTES, 'cover.png'],
        fullDoc: [PDF_BYTES, 'report.pdf'],
      }).expect(201)
    ).body as ResearchPublication;
    const files = await storedFiles(created.id);

    const deleted = await api.delete(`/api/ResearchPublication/${created.id}`).expect(200);
    expect(deleted.body).toEqual({ message: M.deleted });
    expect(await test.app.prisma.researchPublication.count({ where: { id: created.id } })).toBe(0);
    expect(await storedFiles(created.id)).toEqual([]);
    for (const file of files) expect(await storedFileExists(file.storageKey)).toBe(false);
    await api.get(`/api/ResearchPublication/${created.id}`).expect(404);
    await api.get(`/api/ResearchPublication/${created.id}/files/fullDoc`).expect(404);
    await api.delete(`/api/ResearchPublication/${created.id}`).expect(404);

    const entries = await auditEntriesFor(test.app.prisma, 'ResearchPublication', created.id);
    expect(entries.at(-1)).toMatchObject({ action: 'delete', userId: admin.id });
    expect(entries.at(-1)!.changes).toMatchObject({ activityTitle: created.activityTitle });
  });
});

describe('who reads and keeps the register', () => {
  it('answers 404 for another campus’s record on every route, and changes nothing of it', async () => {
    const { teacher, api } = await researchCampus();
    const other = await researchCampus();
    const [year] = await fiscalYears();
    const theirs = (
      await multipart(other.api.post('/api/ResearchPublication'), publicationForm(year!.id, other.teacher.id), {
        fullDoc: [PDF_BYTES, 'report.pdf'],
      }).expect(201)
    ).body as ResearchPublication;
    await api.get(`/api/ResearchPublication/${theirs.id}`).expect(404);
    await api.get(`/api/ResearchPublication/${theirs.id}/files/fullDoc`).expect(404);
    await multipart(api.patch(`/api/ResearchPublication/${theirs.id}`), { activityTitle: 'Mine now' }).expect(404);
    await api.patch(`/api/ResearchPublication/${theirs.id}`).send({ employeeId: teacher.id }).expect(404);
    await api.delete(`/api/ResearchPublication/${theirs.id}`).expect(404);
    expect((await other.api.get(`/api/ResearchPublication/${theirs.id}`).expect(200)).body).toEqual(theirs);
  });

  it('refuses writes to all but the campus’s staff, reads to students, and staff without the reports module', async () => {
    const refusedWriters: Role[] = ['SuperAdmin', 'Admin', 'UgcAdmin', 'UniAdmin', 'Student'];
    await expectPostRefused(test, make, '/api/ResearchPublication', refusedWriters, { activityTitle: 'X' });
    await asUser(test, await make.createUser({ role: 'UniAdmin' }))
      .get('/api/ResearchPublication/Researchers')
      .expect(403);
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/ResearchPublication')
      .expect(403);
    await test.app.inject({ method: 'GET', url: '/api/ResearchPublication' }).then((response) => {
      expect(response.statusCode).toBe(401);
    });

    const { campus, teacher } = await researchCampus();
    const [year] = await fiscalYears();
    const withoutModule = await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['setup'] });
    await asUser(test, withoutModule).get('/api/ResearchPublication').expect(403);
    const withModule = await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['hemis report'] });
    await asUser(test, withModule)
      .post('/api/ResearchPublication')
      .send({ fiscalYearId: year!.id, employeeId: teacher.id, activityType: 'Research', activityTitle: 'Allowed' })
      .expect(201);
  });

  it('offers the campus’s own employees as researchers, teaching staff first', async () => {
    const { campus, teacher, api } = await researchCampus();
    const clerk = await make.createEmployee({
      campusId: campus.id,
      employeeType: 'Administrative',
      firstName: 'Aasha',
    });
    await make.createEmployee({ firstName: 'Elsewhere' });
    const researchers = await api.get('/api/ResearchPublication/Researchers').expect(200);
    expect(researchers.body.map((row: { id: number }) => row.id)).toEqual([teacher.id, clerk.id]);
    expect(researchers.body[0]).toMatchObject({ fullName: 'Mr. Sita Sharma', employeeType: 'Teaching' });
  });
});
