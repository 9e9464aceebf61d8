import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAMPUS_ID } from '@hemis/contracts';
import { createTestApp, type TestApp } from '../../../../tests/support/app.ts';
import { factoriesFor } from '../../../../tests/support/factories.ts';
import { asUser } from '../../../../tests/support/session.ts';

const HEADER_FIELDS = ['campusName', 'district', 'id', 'localLevel', 'logo'];

describe('GET /Campus/{id}', () => {
  let test: TestApp;
  let make: ReturnType<typeof factoriesFor>;
  beforeAll(async () => {
    test = await createTestApp();
    make = factoriesFor(test.app.prisma);
  });
  afterAll(() => test.close());

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
