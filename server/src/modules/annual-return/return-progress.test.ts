import type { ReturnProgress } from '@hemis/contracts';
import { describe, expect, it } from 'vitest';
import { makeCleanCampus, openReturn, tripRule } from '../../../../tests/support/annual-return.ts';
import { testClock } from '../../../../tests/support/clock.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { NO_PROVINCE } from './return-progress.service.ts';

const clock = testClock('2026-12-01T04:00:00Z');
const { test, make } = useTestApp({ clock });

const ZERO = {
  notStarted: 0,
  withErrors: 0,
  inProgress: 0,
  submitted: 0,
  approved: 0,
  accepted: 0,
  returned: 0,
};

/**
 * A university of four campuses in the active year's return: one not started, one with errors,
 * one in progress and one submitted; the last in another province, the first with no address.
 */
async function university() {
  const prisma = test.app.prisma;
  const annualReturn = await openReturn(prisma);
  const universityId = (await make.createUniversity()).id;
  const [notStarted, withErrors, inProgress, submitted] = [
    await makeCleanCampus(prisma, annualReturn, { universityId }),
    await makeCleanCampus(prisma, annualReturn, { universityId }),
    await makeCleanCampus(prisma, annualReturn, { universityId }),
    await makeCleanCampus(prisma, annualReturn, { universityId }),
  ];
  await prisma.campus.update({ where: { id: notStarted.campus.id }, data: { localLevelId: null } });
  const firstProvince = await prisma.localLevel.findUniqueOrThrow({
    where: { id: submitted.campus.localLevelId! },
    select: { district: { select: { provinceId: true } } },
  });
  const elsewhere = await prisma.localLevel.findFirstOrThrow({
    where: { district: { provinceId: { not: firstProvince.district.provinceId } } },
    select: { id: true, district: { select: { province: { select: { id: true, name: true } } } } },
  });
  await prisma.campus.update({ where: { id: submitted.campus.id }, data: { localLevelId: elsewhere.id } });
  await tripRule(prisma, withErrors, 'duplicate-citizenship-no');
  const snapshot = async (campus: typeof inProgress) => {
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.campus.id });
    return asUser(test, admin)
      .post(`/api/AnnualReturn/${annualReturn.id}/Campus/${campus.campus.id}/Snapshot`)
      .expect(200);
  };
  await snapshot(withErrors);
  await snapshot(inProgress);
  const taken = await snapshot(submitted);
  await prisma.campusReturn.update({
    where: { id: taken.body.campusReturnId },
    data: { status: 'submitted', submittedAt: clock.now() },
  });
  const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId });
  return {
    annualReturn,
    universityId,
    campuses: { notStarted, withErrors, inProgress, submitted },
    uniAdmin,
    province: elsewhere.district.province,
    homeProvinceId: firstProvince.district.provinceId,
  };
}

describe('the progress of an annual return', () => {
  it('counts a university’s campuses by state, by province and in total, at its own scope', async () => {
    const { annualReturn, universityId, uniAdmin, province, homeProvinceId } = await university();
    const response = await asUser(test, uniAdmin).get(`/api/AnnualReturn/${annualReturn.id}/Progress`).expect(200);
    const progress = response.body as ReturnProgress;
    expect(progress.annualReturn.id).toBe(annualReturn.id);
    expect(progress.totals).toEqual({ ...ZERO, notStarted: 1, withErrors: 1, inProgress: 1, submitted: 1, total: 4 });
    expect(progress.byUniversity).toEqual([
      expect.objectContaining({ universityId, notStarted: 1, withErrors: 1, inProgress: 1, submitted: 1, total: 4 }),
    ]);
    expect(progress.byProvince).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ provinceId: homeProvinceId, withErrors: 1, inProgress: 1, total: 2 }),
        expect.objectContaining({ provinceId: province.id, province: province.name, submitted: 1, total: 1 }),
        expect.objectContaining({ provinceId: null, province: NO_PROVINCE, notStarted: 1, total: 1 }),
      ]),
    );
    expect(progress.byProvince).toHaveLength(3);
    expect(progress.campuses.totalRecords).toBe(4);
    expect(progress.campuses.data.map((row) => row.state).sort()).toEqual([
      'inProgress',
      'notStarted',
      'submitted',
      'withErrors',
    ]);
    const withErrors = progress.campuses.data.find((row) => row.state === 'withErrors')!;
    expect(withErrors.errorCount).toBeGreaterThan(0);
    expect(withErrors.campusReturnId).toEqual(expect.any(Number));
    const notStarted = progress.campuses.data.find((row) => row.state === 'notStarted')!;
    expect(notStarted).toMatchObject({ campusReturnId: null, snapshotAt: null, province: null, errorCount: 0 });

    // The list's reads agree with the annual returns' list.
    const list = await asUser(test, uniAdmin).get('/api/AnnualReturn').expect(200);
    expect(list.body.find((row: { id: number }) => row.id === annualReturn.id).progress).toEqual(progress.totals);
  });

  it('lets the grants body filter, sort and page the country’s campuses', async () => {
    const { annualReturn, universityId, campuses } = await university();
    const as = asUser(test, await make.createUser({ role: 'UgcAdmin' }));
    const url = `/api/AnnualReturn/${annualReturn.id}/Progress`;
    const country = (await as.get(url).expect(200)).body as ReturnProgress;
    expect(country.totals.total).toBeGreaterThanOrEqual(4);
    expect(country.byUniversity.find((row) => row.universityId === universityId)).toMatchObject({
      notStarted: 1,
      withErrors: 1,
      inProgress: 1,
      submitted: 1,
      total: 4,
    });
    expect(country.campuses.pageSize).toBe(25);

    const byState = (await as.get(url).query({ universityId, sortBy: 'state', pageSize: 2 }).expect(200))
      .body as ReturnProgress;
    expect(byState.campuses).toMatchObject({ totalRecords: 4, totalPages: 2, page: 1 });
    expect(byState.campuses.data.map((row) => row.state)).toEqual(['notStarted', 'withErrors']);
    const secondPage = (await as.get(url).query({ universityId, sortBy: 'state', pageSize: 2, page: 2 }).expect(200))
      .body as ReturnProgress;
    expect(secondPage.campuses.data.map((row) => row.state)).toEqual(['inProgress', 'submitted']);
    // The filters choose the campuses listed; the counts stay the scope's.
    expect(byState.totals).toEqual(country.totals);

    const submitted = (await as.get(url).query({ universityId, state: 'submitted' }).expect(200))
      .body as ReturnProgress;
    expect(submitted.campuses.data.map((row) => row.campusId)).toEqual([campuses.submitted.campus.id]);
    expect(submitted.campuses.data[0]!.submittedAt).toEqual(clock.now().toISOString());
    const named = (await as.get(url).query({ search: campuses.inProgress.campus.campusName }).expect(200))
      .body as ReturnProgress;
    expect(named.campuses.data.map((row) => row.campusId)).toEqual([campuses.inProgress.campus.id]);

    const bad = await as.get(url).query({ state: 'lost', sortBy: 'size' }).expect(400);
    expect(bad.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'querystring.sortBy',
      'querystring.state',
    ]);
    await as.get('/api/AnnualReturn/999999/Progress').expect(404);
  });

  it('shows a campus user their own campus only', async () => {
    const { annualReturn, campuses } = await university();
    const admin = await make.createUser({ role: 'CollegeAdmin', campusId: campuses.withErrors.campus.id });
    const progress = (await asUser(test, admin).get(`/api/AnnualReturn/${annualReturn.id}/Progress`).expect(200))
      .body as ReturnProgress;
    expect(progress.totals).toEqual({ ...ZERO, withErrors: 1, total: 1 });
    expect(progress.campuses.data.map((row) => row.campusId)).toEqual([campuses.withErrors.campus.id]);
  });
});
