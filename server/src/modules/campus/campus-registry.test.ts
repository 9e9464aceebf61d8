import { beforeAll, describe, expect, it } from 'vitest';
import { REGISTRY_MESSAGES, type CampusType } from '@hemis/contracts';
import { uniqueName } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const { test, make } = useTestApp();
let kathmandu: number;
let pokhara: number;
beforeAll(async () => {
  const localLevel = (district: string) =>
    test.app.prisma.localLevel.findFirstOrThrow({ where: { district: { name: district } }, select: { id: true } });
  kathmandu = (await localLevel('Kathmandu')).id;
  pokhara = (await localLevel('Kaski')).id;
});

async function campusOf(
  universityId: number,
  campusType: CampusType,
  localLevelId: number,
  name = uniqueName('Campus'),
) {
  return test.app.prisma.campus.create({ data: { universityId, campusType, localLevelId, campusName: name } });
}

/** A university with 3 constituent (2 in Kathmandu), 2 community and 1 private campus (in Kaski). */
async function universityWithCampuses() {
  const university = await make.createUniversity();
  const campuses = [
    await campusOf(university.id, 'constituent', kathmandu, uniqueName('Alpha')),
    await campusOf(university.id, 'constituent', kathmandu, uniqueName('Beta')),
    await campusOf(university.id, 'constituent', pokhara, uniqueName('Gamma')),
    await campusOf(university.id, 'community', kathmandu),
    await campusOf(university.id, 'community', pokhara),
    await campusOf(university.id, 'private', pokhara),
  ];
  return { university, campuses };
}

const grantsBody = () => make.createUser({ role: 'UgcAdmin' });

describe('GET /Campus (the campus lists)', () => {
  it('pages the campuses of one type and counts every type under the same filters', async () => {
    const { university } = await universityWithCampuses();
    const api = asUser(test, await grantsBody());
    const first = await api
      .get(`/api/Campus?universityId=${university.id}&campusType=constituent&pageSize=2&sortBy=campusName`)
      .expect(200);
    expect(first.body).toMatchObject({ totalRecords: 3, totalPages: 2, page: 1, pageSize: 2 });
    expect(first.body.countsByType).toEqual({ constituent: 3, community: 2, private: 1, total: 6 });
    expect(first.body.data.map((row: { campusName: string }) => row.campusName)).toEqual([
      expect.stringMatching(/^Alpha/),
      expect.stringMatching(/^Beta/),
    ]);
    expect(first.body.data[0]).toMatchObject({
      universityName: university.name,
      district: 'Kathmandu',
      province: 'Bagmati',
    });
    const second = await api
      .get(`/api/Campus?universityId=${university.id}&campusType=constituent&pageSize=2&page=2`)
      .expect(200);
    expect(second.body.data.map((row: { campusName: string }) => row.campusName)).toEqual([
      expect.stringMatching(/^Gamma/),
    ]);
    // A page past the end has no row, and still the totals and counts.
    const past = await api
      .get(`/api/Campus?universityId=${university.id}&campusType=constituent&pageSize=2&page=5`)
      .expect(200);
    expect(past.body).toMatchObject({ data: [], totalRecords: 3, totalPages: 2, page: 5 });
    expect(past.body.countsByType).toEqual({ constituent: 3, community: 2, private: 1, total: 6 });
  });

  it('filters by district and province and sorts in either order', async () => {
    const { university } = await universityWithCampuses();
    const api = asUser(test, await grantsBody());
    const kaski = await api.get(`/api/Campus?universityId=${university.id}&district=kaski`).expect(200);
    expect(kaski.body.totalRecords).toBe(3);
    expect(kaski.body.countsByType).toEqual({ constituent: 1, community: 1, private: 1, total: 3 });
    const gandaki = await api.get(`/api/Campus?universityId=${university.id}&province=Gandaki`).expect(200);
    expect(gandaki.body.totalRecords).toBe(3);
    const bagmatiConstituent = await api
      .get(`/api/Campus?universityId=${university.id}&province=Bagmati&campusType=constituent&sortOrder=desc`)
      .expect(200);
    expect(bagmatiConstituent.body.data.map((row: { campusName: string }) => row.campusName)).toEqual([
      expect.stringMatching(/^Beta/),
      expect.stringMatching(/^Alpha/),
    ]);
  });

  it('sorts by every column it offers', async () => {
    const { university } = await universityWithCampuses();
    const api = asUser(test, await grantsBody());
    const sorted = async (sortBy: string, sortOrder: string) =>
      (await api.get(`/api/Campus?universityId=${university.id}&sortBy=${sortBy}&sortOrder=${sortOrder}`).expect(200))
        .body.data as { district: string; campusType: string; campusName: string }[];
    expect((await sorted('district', 'desc')).map((row) => row.district)).toEqual([
      ...Array(3).fill('Kathmandu'),
      ...Array(3).fill('Kaski'),
    ]);
    expect((await sorted('district', 'asc')).map((row) => row.district)).toEqual([
      ...Array(3).fill('Kaski'),
      ...Array(3).fill('Kathmandu'),
    ]);
    expect((await sorted('province', 'asc')).map((row) => row.district)).toEqual([
      ...Array(3).fill('Kathmandu'),
      ...Array(3).fill('Kaski'),
    ]);
    expect((await sorted('campusType', 'desc')).map((row) => row.campusType)).toEqual([
      'private',
      'community',
      'community',
      'constituent',
      'constituent',
      'constituent',
    ]);
    for (const sortBy of ['code', 'universityName', 'yearOfEstd']) expect(await sorted(sortBy, 'desc')).toHaveLength(6);
  });

  it('searches names and codes', async () => {
    const { university, campuses } = await universityWithCampuses();
    await test.app.prisma.campus.update({ where: { id: campuses[4]!.id }, data: { code: `SRCH-${campuses[4]!.id}` } });
    const api = asUser(test, await grantsBody());
    const byCode = await api.get(`/api/Campus?universityId=${university.id}&search=srch-`).expect(200);
    expect(byCode.body.data.map((row: { id: number }) => row.id)).toEqual([campuses[4]!.id]);
    const byName = await api.get(`/api/Campus?universityId=${university.id}&search=gamma`).expect(200);
    expect(byName.body.data.map((row: { id: number }) => row.id)).toEqual([campuses[2]!.id]);
  });

  it('takes % and _ in a search or a place name as letters, not as wildcards', async () => {
    const { university } = await universityWithCampuses();
    const api = asUser(test, await grantsBody());
    for (const filter of ['search=%25', 'search=_', 'district=K%25', 'province=_andaki']) {
      const answer = await api.get(`/api/Campus?universityId=${university.id}&${filter}`).expect(200);
      expect({ filter, total: answer.body.totalRecords }).toEqual({ filter, total: 0 });
    }
  });

  it('shows a university its own campuses only and a campus only itself', async () => {
    const own = await universityWithCampuses();
    const other = await universityWithCampuses();
    const uniAdmin = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: own.university.id }));
    const mine = await uniAdmin.get('/api/Campus?pageSize=100').expect(200);
    expect(mine.body.countsByType).toEqual({ constituent: 3, community: 2, private: 1, total: 6 });
    const theirs = await uniAdmin.get(`/api/Campus?universityId=${other.university.id}`).expect(200);
    expect(theirs.body).toMatchObject({ data: [], totalRecords: 0, countsByType: { total: 0 } });

    const campus = own.campuses[3]!;
    const college = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const itself = await college.get('/api/Campus').expect(200);
    expect(itself.body.data.map((row: { id: number }) => row.id)).toEqual([campus.id]);
    expect(itself.body.countsByType).toEqual({ constituent: 0, community: 1, private: 0, total: 1 });
  });

  it('refuses students and anonymous callers, and bad filters with one message each', async () => {
    await asUser(test, await make.createUser({ role: 'Student' }))
      .get('/api/Campus')
      .expect(403);
    await test.api.get('/api/Campus').expect(401);
    const bad = await asUser(test, await grantsBody())
      .get('/api/Campus?campusType=public&pageSize=500&sortBy=colour')
      .expect(400);
    expect(bad.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'querystring.campusType',
      'querystring.pageSize',
      'querystring.sortBy',
    ]);
  });
});

describe('GET /Campus/CountByTypeAndUniversity (/number-campustype)', () => {
  it('counts each university’s campuses by type, within an address filter too', async () => {
    const { university } = await universityWithCampuses();
    const api = asUser(test, await grantsBody());
    const all = await api.get('/api/Campus/CountByTypeAndUniversity').expect(200);
    const row = all.body.rows.find((entry: { universityId: number }) => entry.universityId === university.id);
    expect(row).toEqual({
      universityId: university.id,
      universityName: university.name,
      universityCode: university.code,
      constituent: 3,
      community: 2,
      private: 1,
      total: 6,
    });
    const sum = all.body.rows.reduce((total: number, entry: { total: number }) => total + entry.total, 0);
    expect(all.body.totals.total).toBe(sum);
    const kaski = await api.get('/api/Campus/CountByTypeAndUniversity?district=Kaski').expect(200);
    expect(
      kaski.body.rows.find((entry: { universityId: number }) => entry.universityId === university.id),
    ).toMatchObject({ constituent: 1, community: 1, private: 1, total: 3 });
  });

  it('gives a university only its own row', async () => {
    const { university } = await universityWithCampuses();
    const response = await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: university.id }))
      .get('/api/Campus/CountByTypeAndUniversity')
      .expect(200);
    expect(response.body.rows).toEqual([expect.objectContaining({ universityId: university.id, total: 6 })]);
    expect(response.body.totals).toEqual({ constituent: 3, community: 2, private: 1, total: 6 });
  });
});

describe('GET /Campus/Locations and PATCH /Campus/UpdateLongitude', () => {
  it('lists placed campuses as markers, within the caller’s scope', async () => {
    const { university, campuses } = await universityWithCampuses();
    const placed = campuses[0]!;
    const admin = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: placed.id }));
    await admin.patch(`/api/Campus/UpdateLongitude?CampusId=${placed.id}&Latitude=27.7&Longitude=85.3`).expect(200);

    const markers = await asUser(test, await grantsBody())
      .get('/api/Campus/Locations')
      .expect(200);
    expect(markers.body).toContainEqual({
      id: placed.id,
      campusName: placed.campusName,
      campusType: 'constituent',
      universityName: university.name,
      district: 'Kathmandu',
      latitude: 27.7,
      longitude: 85.3,
    });
    expect(markers.body.map((marker: { id: number }) => marker.id)).not.toContain(campuses[1]!.id);

    const otherUniversity = await make.createUniversity();
    const foreign = await asUser(test, await make.createUser({ role: 'UniAdmin', universityId: otherUniversity.id }))
      .get('/api/Campus/Locations')
      .expect(200);
    expect(foreign.body.map((marker: { id: number }) => marker.id)).not.toContain(placed.id);
  });

  it('refuses a place outside Nepal and leaves the campus where it was', async () => {
    const campus = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const response = await api
      .patch(`/api/Campus/UpdateLongitude?CampusId=${campus.id}&Latitude=51.5&Longitude=-0.12`)
      .expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'querystring.latitude', message: REGISTRY_MESSAGES.latitudeInNepal },
      { field: 'querystring.longitude', message: REGISTRY_MESSAGES.longitudeInNepal },
    ]);
    const stored = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: campus.id } });
    expect(stored.latitude).toBeNull();
  });
});

describe('PATCH /Campus/Profile and what a campus may change', () => {
  it('lets a college admin edit its own campus profile, but not its name', async () => {
    const campus = await make.createCampus();
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const response = await asUser(test, admin)
      .patch('/api/Campus/Profile')
      .field('principalName', 'Dr. Sita Sharma')
      .field('principalPhoneNo', '9851012345')
      .field('dateOfEstdAd', '1995-04-14')
      .field('campusName', 'Renamed Campus')
      .expect(200);
    expect(response.body).toMatchObject({
      id: campus.id,
      principalName: 'Dr. Sita Sharma',
      principalPhoneNo: '9851012345',
      dateOfEstdAd: '1995-04-14',
      campusName: campus.campusName,
    });
    const profile = await asUser(test, admin).get('/api/Student/GetUserDetails').expect(200);
    expect(profile.body).toMatchObject({ principalName: 'Dr. Sita Sharma', dateOfEstdAd: '1995-04-14' });
  });

  it('refuses a bad phone, email, date or a place outside Nepal with one message each and writes nothing', async () => {
    const campus = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const response = await api
      .patch('/api/Campus/Profile')
      .send({
        principalPhoneNo: '12345',
        contactEmail: 'not-an-email',
        dateOfEstdAd: '1995-02-30',
        latitude: 10,
        bankName: 'Changed',
      })
      .expect(400);
    expect(response.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'body.contactEmail',
      'body.dateOfEstdAd',
      'body.latitude',
      'body.principalPhoneNo',
    ]);
    expect(response.body.issues).toContainEqual(
      expect.objectContaining({
        field: 'body.principalPhoneNo',
        message: REGISTRY_MESSAGES.phoneInvalid,
      }),
    );
    expect((await test.app.prisma.campus.findUniqueOrThrow({ where: { id: campus.id } })).bankName).toBe('Test Bank');
  });

  it('is refused to other roles', async () => {
    for (const role of ['CollegeUser', 'UniAdmin', 'UgcAdmin', 'Student'] as const) {
      await asUser(test, await make.createUser({ role }))
        .patch('/api/Campus/Profile')
        .send({ bankName: 'X' })
        .expect(403);
    }
  });

  it('refuses a campus that changes its name, type or code through PATCH /Campus/{id}, writing nothing', async () => {
    const campus = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    const response = await api
      .patch(`/api/Campus/${campus.id}`)
      .send({ campusName: 'Renamed', campusType: 'private', code: 'NEW', bankName: 'Changed' })
      .expect(400);
    expect(response.body.issues).toMatchObject([
      { field: 'body.campusName', message: REGISTRY_MESSAGES.campusFieldNotForCampus },
      { field: 'body.campusType', message: REGISTRY_MESSAGES.campusFieldNotForCampus },
      { field: 'body.code', message: REGISTRY_MESSAGES.campusFieldNotForCampus },
    ]);
    const stored = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: campus.id } });
    expect(stored).toMatchObject({ campusName: campus.campusName, campusType: 'community', bankName: 'Test Bank' });
  });

  it('lets a university rename its campus and answers 404 for another university’s', async () => {
    const own = await make.createCampus();
    const foreign = await make.createCampus();
    const api = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: own.universityId }));
    const renamed = uniqueName('Renamed');
    await api.patch(`/api/Campus/${own.id}`).send({ campusName: renamed, campusType: 'constituent' }).expect(200);
    await api.patch(`/api/Campus/${foreign.id}`).send({ campusName: 'Hijacked' }).expect(404);
    expect((await test.app.prisma.campus.findUniqueOrThrow({ where: { id: foreign.id } })).campusName).toBe(
      foreign.campusName,
    );
  });

  it('registers a campus for a university admin’s own university and refuses a bad phone', async () => {
    const university = await make.createUniversity();
    const other = await make.createUniversity();
    const api = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: university.id }));
    const name = uniqueName('New Campus');
    const created = await api
      .post('/api/Campus')
      .send({ campusName: name, campusType: 'community', universityId: other.id, phoneNo: '061-520123' })
      .expect(201);
    expect(created.body).toMatchObject({ campusName: name, universityId: university.id, phoneNo: '061-520123' });
    const refused = uniqueName('Refused');
    await api.post('/api/Campus').send({ campusName: refused, campusType: 'community', phoneNo: '555' }).expect(400);
    expect(await test.app.prisma.campus.count({ where: { campusName: refused } })).toBe(0);
  });
});
