import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID, IMAGE_UPLOAD_MAX_BYTES, REGISTRY_MESSAGES, SETUP_MESSAGES } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { auditEntriesFor, NOT_AN_IMAGE, PNG_BYTES } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const HEADER_FIELDS = ['campusName', 'district', 'id', 'localLevel', 'logo'];

const { test, make } = useTestApp();

describe('GET /Campus/{id}', () => {
  it('answers the public header of the portal campus without a token', async () => {
    const response = await test.api.get(`/api/Campus/${DEFAULT_CAMPUS_ID}`).expect(200);
    expect(Object.keys(response.body).sort()).toEqual(HEADER_FIELDS);
    expect(response.body).toMatchObject({ id: DEFAULT_CAMPUS_ID, logo: 'campus-66-logo.png' });
    expect(response.body.campusName).toEqual(expect.any(String));
    expect(response.body.localLevel).toEqual(expect.any(String));
    expect(response.body.district).toEqual(expect.any(String));
  });

  it('answers 404 for a campus that does not exist', async () => {
    const response = await test.api.get('/api/campus/999999').expect(404);
    expect(response.body.code).toBe('NOT_FOUND');
  });

  it('gives the full record to the campus’s own staff and to its university', async () => {
    const campus = await make.createCampus({ bankName: 'Own Bank' });
    const collegeAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.universityId });
    const ugcAdmin = await make.createUser({ role: 'UgcAdmin' });
    for (const user of [collegeAdmin, uniAdmin, ugcAdmin]) {
      const response = await asUser(test, user).get(`/api/Campus/${campus.id}`).expect(200);
      expect(response.body).toMatchObject({ id: campus.id, bankName: 'Own Bank', universityId: campus.universityId });
    }
  });

  it('gives only the public header of another campus, or to a student', async () => {
    const campus = await make.createCampus({ bankName: 'Private Bank' });
    const otherCampus = await make.createCampus();
    const callers = [
      await make.createUser({ role: 'CollegeAdmin', campusId: otherCampus.id }),
      await make.createUser({ role: 'UniAdmin', universityId: otherCampus.universityId }),
      await make.createUser({ role: 'Student', campusId: campus.id }),
    ];
    for (const user of callers) {
      const response = await asUser(test, user).get(`/api/Campus/${campus.id}`).expect(200);
      expect(Object.keys(response.body).sort()).toEqual(HEADER_FIELDS);
    }
  });
});

describe('GET /Campus/GetAllCampuses and /Campus/GetCampusForSelection', () => {
  it('lists only the caller’s campus, its university’s campuses, or all for the grants body', async () => {
    const own = await make.createCampus();
    const sibling = await make.createCampus({ universityId: own.universityId });
    const foreign = await make.createCampus();

    const college = await asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: own.id }))
      .get('/api/Campus/GetAllCampuses')
      .expect(200);
    expect(college.body).toEqual([
      expect.objectContaining({ id: own.id, name: own.campusName, universityId: own.universityId }),
    ]);

    const uni = await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: own.universityId }))
      .get('/api/campus/getallcampuses')
      .expect(200);
    expect(uni.body.map((campus: { id: number }) => campus.id).sort()).toEqual([own.id, sibling.id].sort());

    const ugc = await asUser(test, await make.createUser({ role: 'UgcAdmin' }))
      .get(`/api/Campus/GetCampusForSelection?UniversityId=${foreign.universityId}`)
      .expect(200);
    expect(ugc.body).toEqual([expect.objectContaining({ id: foreign.id, campusType: 'community' })]);
  });

  it('refuses students', async () => {
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Campus/GetAllCampuses')
      .expect(403);
  });
});

describe('POST /Campus', () => {
  it('registers a campus of the university admin’s own university, with its logo served under /uploads', async () => {
    const university = await make.createUniversity();
    const otherUniversity = await make.createUniversity();
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: university.id });
    const campusName = `  ${uniqueName('New Campus')}  `;

    const response = await asUser(test, uniAdmin)
      .post('/api/Campus')
      .field('CampusName', campusName)
      .field('campusType', 'Constituent')
      .field('universityId', String(otherUniversity.id))
      .field('district', 'Kathmandu')
      .field('localLevel', 'Kirtipur')
      .field('wardNo', '3')
      .field('email', 'Office@Campus.EDU.np')
      .field('status', 'true')
      .attach('logo', PNG_BYTES, 'logo.txt')
      .expect(201);

    expect(response.body).toMatchObject({
      campusName: campusName.trim(),
      campusType: 'constituent',
      universityId: university.id,
      district: 'Kathmandu',
      localLevel: 'Kirtipur',
      wardNo: 3,
      email: 'office@campus.edu.np',
    });
    expect(response.body.logo).toMatch(/^campus-logo-[0-9a-f-]+\.png$/);
    const served = await test.api.get(`/uploads/${response.body.logo}`).expect(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.body as Buffer, PNG_BYTES)).toBe(0);

    const [entry] = await auditEntriesFor(test.app.prisma, 'Campus', response.body.id);
    expect(entry).toMatchObject({ action: 'create', userId: uniAdmin.id });
    expect(entry?.changes).toMatchObject({ campusName: campusName.trim(), universityId: university.id });
  });

  it('refuses a logo that is not a PNG, JPEG or WebP by its content, and writes nothing', async () => {
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
    const campusName = uniqueName('Scripted');
    const filesBefore = fs.readdirSync(test.config.uploadDir).length;
    const response = await asUser(test, uniAdmin)
      .post('/api/Campus')
      .field('campusName', campusName)
      .field('campusType', 'private')
      .attach('logo', NOT_AN_IMAGE, 'logo.png')
      .expect(415);
    expect(response.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await test.app.prisma.campus.count({ where: { campusName } })).toBe(0);
    expect(fs.readdirSync(test.config.uploadDir)).toHaveLength(filesBefore);
  });

  it('refuses a logo above the size limit with 413', async () => {
    const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: (await make.createUniversity()).id });
    const tooBig = Buffer.concat([PNG_BYTES, Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES, 0)]);
    const response = await asUser(test, uniAdmin)
      .post('/api/Campus')
      .field('campusName', uniqueName('Heavy'))
      .field('campusType', 'private')
      .attach('logo', tooBig, 'logo.png');
    expect(response.status).toBe(413);
  });

  it('answers 400 with one message per field for a missing name and an unknown type', async () => {
    const response = await asUser(test, await make.createUser({ role: 'Admin' }))
      .post('/api/Campus')
      .send({ campusName: '  ', campusType: 'public', universityId: 1 })
      .expect(400);
    expect(response.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.campusName', message: SETUP_MESSAGES.campusNameRequired }),
        expect.objectContaining({ field: 'body.campusType', message: SETUP_MESSAGES.campusTypeRequired }),
      ]),
    );
  });

  it('asks the grants body to name the university, and refuses one that does not exist', async () => {
    const api = asUser(test, await make.createUser({ role: 'Admin' }));
    const missing = await api
      .post('/api/Campus')
      .send({ campusName: uniqueName('C'), campusType: 'private' })
      .expect(400);
    expect(missing.body.message).toBe(SETUP_MESSAGES.universityRequired);
    await api
      .post('/api/Campus')
      .send({ campusName: uniqueName('C'), campusType: 'private', universityId: 999999 })
      .expect(404);
  });

  it('answers 409 "Campus already exists!" for a second campus of the same name in a university', async () => {
    const campus = await make.createCampus();
    const response = await asUser(test, await make.createUser({ role: 'Admin' }))
      .post('/api/Campus')
      .send({ campusName: campus.campusName, campusType: 'community', universityId: campus.universityId })
      .expect(409);
    expect(response.body.message).toBe(SETUP_MESSAGES.campusExists);
  });

  it('refuses college roles', async () => {
    await asUser(test, await make.createUser({ role: 'CollegeAdmin' }))
      .post('/api/Campus')
      .send({ campusName: uniqueName('C'), campusType: 'private' })
      .expect(403);
  });
});

describe('PATCH /Campus/{id}', () => {
  it('lets a college admin update its own campus and records what changed', async () => {
    const campus = await make.createCampus({ bankName: 'Old Bank' });
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const response = await asUser(test, admin)
      .patch(`/api/Campus/${campus.id}`)
      .field('BankName', 'New Bank')
      .field('principalName', 'Dr. Sharma')
      .expect(200);
    expect(response.body).toMatchObject({ id: campus.id, bankName: 'New Bank', principalName: 'Dr. Sharma' });
    const entries = await auditEntriesFor(test.app.prisma, 'Campus', campus.id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', userId: admin.id });
    expect(entries.at(-1)?.changes).toMatchObject({ bankName: { from: 'Old Bank', to: 'New Bank' } });
  });

  it('answers 404 for another campus and leaves it unchanged', async () => {
    const own = await make.createCampus();
    const other = await make.createCampus({ universityId: own.universityId, bankName: 'Untouched' });
    await asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: own.id }))
      .patch(`/api/Campus/${other.id}`)
      .send({ bankName: 'Hijacked' })
      .expect(404);
    expect((await test.app.prisma.campus.findUniqueOrThrow({ where: { id: other.id } })).bankName).toBe('Untouched');
  });
});

describe('PATCH /Campus/UpdateLongitude', () => {
  it('places the caller’s campus on the map from the query string', async () => {
    const campus = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const response = await api
      .patch(`/api/Campus/UpdateLongitude?CampusId=${campus.id}&Latitude=27.7172&Longitude=85.324`)
      .expect(200);
    expect(response.body).toEqual({ id: campus.id, latitude: 27.7172, longitude: 85.324 });
  });

  it('refuses a latitude outside Nepal and another campus', async () => {
    const campus = await make.createCampus();
    const other = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const bad = await api
      .patch(`/api/Campus/UpdateLongitude?CampusId=${campus.id}&Latitude=95&Longitude=85`)
      .expect(400);
    expect(bad.body.message).toBe(REGISTRY_MESSAGES.latitudeInNepal);
    await api.patch(`/api/Campus/UpdateLongitude?CampusId=${other.id}&Latitude=27&Longitude=85`).expect(404);
  });
});

describe('GET /uploads', () => {
  it('does not list the upload folder', async () => {
    await test.api.get('/uploads/').expect(404);
    expect(path.isAbsolute(test.config.uploadDir)).toBe(true);
  });
});
