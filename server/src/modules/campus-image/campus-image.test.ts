import fs from 'node:fs/promises';
import path from 'node:path';
import type supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  CAMPUS_IMAGE_CAPTION_MAX_LENGTH,
  CAMPUS_IMAGE_LIMIT,
  CAMPUS_IMAGE_MESSAGES as M,
  type CampusImage,
  type Role,
} from '@hemis/contracts';
import {
  auditEntriesFor,
  expectPostRefused,
  JPEG_BYTES,
  NOT_AN_IMAGE,
  PNG_BYTES,
} from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const UPLOADED_AT = '2026-05-01T04:00:00.000Z';
const { test, make } = useTestApp({ clock: UPLOADED_AT });

const PDF_BYTES = Buffer.from('%PDF-1.4\n%campus brochure\n');

type Api = ReturnType<typeof asUser>;

/** A campus with its admin. */
async function imageCampus(universityId?: number) {
  const campus = await make.createCampus(universityId ? { universityId } : {});
  const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  return { campus, admin, api: asUser(test, admin) };
}

function upload(api: Api, caption: string, bytes: Buffer = PNG_BYTES, fields: Record<string, string> = {}) {
  const request = api.post('/api/CampusImage').field('caption', caption);
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  return request.attach('image', bytes, 'photo.png');
}

async function uploaded(api: Api, caption: string, bytes?: Buffer): Promise<CampusImage> {
  return (await upload(api, caption, bytes).expect(201)).body as CampusImage;
}

/** The answer's bytes as they came, whatever their type. */
function bytesOf(request: supertest.Test) {
  return request.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });
}

const campusFolder = (campusId: number) =>
  path.join(test.config.uploadDir, 'private', 'campus-images', String(campusId));

async function storedFileExists(storageKey: string): Promise<boolean> {
  return fs
    .access(path.join(test.config.uploadDir, 'private', storageKey))
    .then(() => true)
    .catch(() => false);
}

const ids = (body: { id: number }[]) => body.map((row) => row.id);

describe('POST /CampusImage', () => {
  it('stores an image of the uploader’s campus as a private file, whatever campus the form names, audited', async () => {
    const { campus, admin, api } = await imageCampus();
    const elsewhere = await make.createCampus();
    const response = await upload(api, '  Science block from the east gate ', PNG_BYTES, {
      campusId: String(elsewhere.id),
      universityId: String(elsewhere.universityId),
    }).expect(201);
    const image = response.body as CampusImage;
    expect(image).toEqual({
      id: image.id,
      campusId: campus.id,
      universityId: campus.universityId,
      caption: 'Science block from the east gate',
      fileName: 'campus-image.png',
      contentType: 'image/png',
      size: PNG_BYTES.byteLength,
      url: `/api/CampusImage/${image.id}/file`,
      createdAt: UPLOADED_AT,
    });
    const row = await test.app.prisma.campusImage.findUniqueOrThrow({ where: { id: image.id } });
    expect(row).toMatchObject({ uploadedById: admin.id, campusId: campus.id });
    expect(row.storageKey.startsWith(`campus-images/${campus.id}/`)).toBe(true);
    expect(await storedFileExists(row.storageKey)).toBe(true);
    // Never public by address: the uploads route refuses the private folder.
    await test.app.inject({ method: 'GET', url: `/uploads/private/${row.storageKey}` }).then((answer) => {
      expect(answer.statusCode).not.toBe(200);
    });

    const entries = await auditEntriesFor(test.app.prisma, 'CampusImage', image.id);
    expect(entries.map((entry) => [entry.action, entry.userId])).toEqual([['create', admin.id]]);
  });

  it('refuses a file that is not a PNG, JPEG or WebP image by its content, and a missing image or caption, writing nothing', async () => {
    const { campus, api } = await imageCampus();
    for (const bytes of [NOT_AN_IMAGE, PDF_BYTES]) {
      const refused = await upload(api, 'Library', bytes).expect(400);
      expect(refused.body.issues).toMatchObject([{ field: 'body.image', message: M.imageNotImage }]);
    }
    const empty = await api.post('/api/CampusImage').field('caption', ' ').expect(400);
    expect(empty.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.image', message: M.imageRequired }),
        expect.objectContaining({ field: 'body.caption', message: M.captionRequired }),
      ]),
    );
    const long = await upload(api, 'x'.repeat(CAMPUS_IMAGE_CAPTION_MAX_LENGTH + 1)).expect(400);
    expect(long.body.issues).toMatchObject([{ field: 'body.caption', message: M.captionTooLong }]);

    expect(await test.app.prisma.campusImage.count({ where: { campusId: campus.id } })).toBe(0);
    expect(await fs.readdir(campusFolder(campus.id)).catch(() => [])).toEqual([]);
  });

  it(`keeps at most ${CAMPUS_IMAGE_LIMIT} images a campus: one more answers 409 and stores no file`, async () => {
    const { campus, admin, api } = await imageCampus();
    await test.app.prisma.campusImage.createMany({
      data: Array.from({ length: CAMPUS_IMAGE_LIMIT }, (_, index) => ({
        campusId: campus.id,
        universityId: campus.universityId,
        caption: `Photo ${index + 1}`,
        storageKey: `campus-images/${campus.id}/seeded-${index}.png`,
        fileName: 'campus-image.png',
        contentType: 'image/png',
        size: 1,
        uploadedById: admin.id,
      })),
    });
    const refused = await upload(api, 'One too many').expect(409);
    expect(refused.body.message).toBe(M.limitReached);
    expect(await test.app.prisma.campusImage.count({ where: { campusId: campus.id } })).toBe(CAMPUS_IMAGE_LIMIT);
    expect(await fs.readdir(campusFolder(campus.id)).catch(() => [])).toEqual([]);
  });
});

describe('GET /CampusImage', () => {
  it('lists the campus’s images newest first, paged when asked, and only within the reader’s scope', async () => {
    const { campus, api } = await imageCampus();
    const first = await uploaded(api, 'Main building');
    const second = await uploaded(api, 'Computer lab', JPEG_BYTES);
    const sister = await imageCampus(campus.universityId);
    const theirs = await uploaded(sister.api, 'Sister campus library');

    expect(ids((await api.get('/api/CampusImage').expect(200)).body)).toEqual([second.id, first.id]);
    const page = await api.get('/api/CampusImage?page=2&pageSize=1').expect(200);
    expect(page.body).toMatchObject({ totalRecords: 2, totalPages: 2 });
    expect(ids(page.body.data)).toEqual([first.id]);
    await api.get(`/api/CampusImage?campusId=${sister.campus.id}`).expect(404);

    const university = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    expect(ids((await university.get('/api/CampusImage').expect(200)).body)).toEqual([theirs.id, second.id, first.id]);
    expect(ids((await university.get(`/api/CampusImage?campusId=${campus.id}`).expect(200)).body)).toEqual([
      second.id,
      first.id,
    ]);
    const foreign = await make.createCampus();
    await university.get(`/api/CampusImage?campusId=${foreign.id}`).expect(404);
    const ugc = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    expect(ids((await ugc.get(`/api/CampusImage?campusId=${campus.id}`).expect(200)).body)).toEqual([
      second.id,
      first.id,
    ]);
  });
});

describe('GET /CampusImage/{id}/file', () => {
  it('sends the image with its own type, never sniffed or cached, shown inline', async () => {
    const { api } = await imageCampus();
    const image = await uploaded(api, 'Grounds', JPEG_BYTES);
    const file = await bytesOf(api.get(image.url)).expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toBe('private, no-store');
    expect(file.headers['content-disposition']).toMatch(/^inline/);
    expect(Buffer.compare(file.body as Buffer, JPEG_BYTES)).toBe(0);
    await test.app.inject({ method: 'GET', url: image.url }).then((answer) => {
      expect(answer.statusCode).toBe(401);
    });
  });
});

describe('PATCH /CampusImage/{id}', () => {
  it('changes the caption only, audited', async () => {
    const { admin, api } = await imageCampus();
    const image = await uploaded(api, 'Hostel');
    const changed = await api
      .patch(`/api/CampusImage/${image.id}`)
      .send({ caption: 'Girls’ hostel', campusId: 99 })
      .expect(200);
    expect(changed.body).toEqual({ ...image, caption: 'Girls’ hostel' });
    const refused = await api.patch(`/api/CampusImage/${image.id}`).send({ caption: '' }).expect(400);
    expect(refused.body.issues).toMatchObject([{ field: 'body.caption', message: M.captionRequired }]);

    const entries = await auditEntriesFor(test.app.prisma, 'CampusImage', image.id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', userId: admin.id });
    expect(entries.at(-1)!.changes).toEqual({ caption: { from: 'Hostel', to: 'Girls’ hostel' } });
  });
});

describe('DELETE /CampusImage/{id}', () => {
  it('removes the image and its file, audited; its routes answer 404 after', async () => {
    const { admin, api } = await imageCampus();
    const image = await uploaded(api, 'Old canteen');
    const { storageKey } = await test.app.prisma.campusImage.findUniqueOrThrow({ where: { id: image.id } });

    const deleted = await api.delete(`/api/CampusImage/${image.id}`).expect(200);
    expect(deleted.body).toEqual({ message: M.deleted });
    expect(await test.app.prisma.campusImage.count({ where: { id: image.id } })).toBe(0);
    expect(await storedFileExists(storageKey)).toBe(false);
    await api.get(image.url).expect(404);
    await api.delete(`/api/CampusImage/${image.id}`).expect(404);

    const entries = await auditEntriesFor(test.app.prisma, 'CampusImage', image.id);
    expect(entries.at(-1)).toMatchObject({ action: 'delete', userId: admin.id });
    expect(entries.at(-1)!.changes).toMatchObject({ caption: 'Old canteen' });
  });
});

describe('who reads and keeps the gallery', () => {
  it('answers 404 for another campus’s image on every route, and changes nothing of it', async () => {
    const { api } = await imageCampus();
    const other = await imageCampus();
    const theirs = await uploaded(other.api, 'Their lab');
    await api.get(theirs.url).expect(404);
    await api.patch(`/api/CampusImage/${theirs.id}`).send({ caption: 'Mine now' }).expect(404);
    await api.delete(`/api/CampusImage/${theirs.id}`).expect(404);
    expect((await other.api.get('/api/CampusImage').expect(200)).body).toEqual([theirs]);
    await other.api.get(theirs.url).expect(200);
  });

  it('refuses uploads to all but the campus’s staff, reads to students, and staff without the infrastructure module', async () => {
    const refusedWriters: Role[] = ['SuperAdmin', 'Admin', 'UgcAdmin', 'UniAdmin', 'Student'];
    await expectPostRefused(test, make, '/api/CampusImage', refusedWriters, { caption: 'X' });
    const { campus, api } = await imageCampus();
    const image = await uploaded(api, 'Library reading room');
    const university = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    await university.patch(`/api/CampusImage/${image.id}`).send({ caption: 'Changed' }).expect(403);
    await university.delete(`/api/CampusImage/${image.id}`).expect(403);
    const student = asUser(test, await make.createUser({ role: 'Student' }));
    await student.get('/api/CampusImage').expect(403);
    await student.get(image.url).expect(403);

    const withoutModule = await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['setup'] });
    await asUser(test, withoutModule).get('/api/CampusImage').expect(403);
    await asUser(test, withoutModule).get(image.url).expect(403);
    const withModule = await make.createUser({
      role: 'CollegeUser',
      campusId: campus.id,
      modules: ['infrastructure management'],
    });
    await upload(asUser(test, withModule), 'Sports ground').expect(201);
  });
});
