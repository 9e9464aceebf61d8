import type supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  QAA_MESSAGES as M,
  adToBs,
  formatCalendarDate,
  type QaaCampusRow,
  type QaaCampusStanding,
  type QaaCycle,
} from '@hemis/contracts';
import { testClock } from '../../../../tests/support/clock.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const TODAY = '2026-05-01';
const clock = testClock(`${TODAY}T04:00:00Z`);
const { test, make } = useTestApp({ clock });

beforeEach(() => clock.set(`${TODAY}T04:00:00Z`));

const PDF = Buffer.from('%PDF-1.4\n%qaa document\n');
const NOT_PDF = Buffer.from('<html>not a pdf</html>');

type Fields = Record<string, string>;

function multipart(request: supertest.Test, fields: Fields, document?: Buffer) {
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  if (document) request.attach('document', document, 'document.pdf');
  return request;
}

const bsOf = (ad: string) => {
  const [year, month, day] = ad.split('-').map(Number) as [number, number, number];
  return formatCalendarDate(adToBs({ year, month, day }));
};

async function campusWithStaff(universityId?: number) {
  const campus = await make.createCampus(universityId ? { universityId } : {});
  const collegeAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
  return { campus, collegeAdmin, campusApi: asUser(test, collegeAdmin) };
}

async function grantsBody() {
  return asUser(test, await make.createUser({ role: 'Admin' }));
}

/** Sessions expire: after the clock moves by years, a user signs in again. */
function signedInAgain(user: { id: number }) {
  return asUser(test, user);
}

async function startCycle(api: supertest.Agent, campusId: number, dateEng: string) {
  const answer = await multipart(api.post(`/api/Qaa/Campus/${campusId}/Cycles`), { dateEng }, PDF).expect(201);
  return answer.body as QaaCycle;
}

async function record(api: supertest.Agent, cycleId: number, fields: Fields, document?: Buffer, status = 200) {
  const answer = await multipart(api.post(`/api/Qaa/Cycles/${cycleId}/Stages`), fields, document).expect(status);
  return answer.body as QaaCycle;
}

const TEAM = {
  members: [
    { name: 'Prof. Hari Adhikari', role: 'Chair', institution: 'Kathmandu University' },
    { name: 'Dr. Sita Gurung', role: 'Member', institution: null },
  ],
};

/** Walks a cycle from its letter of intent to the award, as the campus and the grants body do. */
async function walkToAward(
  campusApi: supertest.Agent,
  ugc: supertest.Agent,
  campusId: number,
  days: string[],
  award: Fields = {},
) {
  const [loi, eligible, ssr, approved, team, preVisit, finalVisit, awarded] = days as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const cycle = await startCycle(campusApi, campusId, loi);
  await record(ugc, cycle.id, { stage: 'EligibilityGranted', dateEng: eligible, decision: 'Eligible' });
  await record(campusApi, cycle.id, { stage: 'SelfStudyReportSubmitted', dateEng: ssr }, PDF);
  await record(ugc, cycle.id, { stage: 'SelfStudyReportApproved', dateEng: approved });
  await ugc.put(`/api/Qaa/Cycles/${cycle.id}/Team`).send(TEAM).expect(200);
  await record(ugc, cycle.id, { stage: 'PeerReviewTeamFormed', dateEng: team });
  await record(ugc, cycle.id, { stage: 'PreVisit', dateEng: preVisit });
  await record(ugc, cycle.id, { stage: 'FinalVisit', dateEng: finalVisit });
  return record(ugc, cycle.id, { stage: 'Awarded', dateEng: awarded, decision: 'Accredited', ...award });
}

const FIRST_CYCLE_DAYS = [
  '2025-05-01',
  '2025-06-01',
  '2025-07-01',
  '2025-08-01',
  '2025-09-01',
  '2025-10-01',
  '2025-11-01',
  '2026-04-01',
];

describe('the QAA cycle', () => {
  it('walks a campus from its letter of intent to the award, and a re-accreditation keeps the history', async () => {
    const { campus, collegeAdmin } = await campusWithStaff();
    let campusApi = asUser(test, collegeAdmin);
    const admin = await make.createUser({ role: 'Admin' });
    let ugc = asUser(test, admin);

    const cycle = await startCycle(campusApi, campus.id, '2025-05-01');
    expect(cycle).toMatchObject({
      campusId: campus.id,
      cycleNumber: 1,
      isReaccreditation: false,
      stage: 'LetterOfIntent',
      nextStages: [],
      recordedDirectly: false,
    });
    expect(cycle.events).toEqual([
      expect.objectContaining({
        stage: 'LetterOfIntent',
        dateAd: '2025-05-01',
        dateBs: bsOf('2025-05-01'),
        documentFileName: 'letter-of-intent.pdf',
        actorName: 'Test CollegeAdmin',
      }),
    ]);
    const file = await test.app.prisma.qaaCampus.findUnique({ where: { campusId: campus.id } });
    expect(file).toMatchObject({ universityId: campus.universityId });

    await record(ugc, cycle.id, { stage: 'EligibilityGranted', dateEng: '2025-06-01' });
    const ssr = await record(
      campusApi,
      cycle.id,
      { stage: 'SelfStudyReportSubmitted', dateNep: bsOf('2025-07-01') },
      PDF,
    );
    expect(ssr).toMatchObject({ stage: 'SelfStudyReportSubmitted', nextStages: [] });
    await record(ugc, cycle.id, { stage: 'SelfStudyReportApproved', dateEng: '2025-08-01' });
    const team = await ugc.put(`/api/Qaa/Cycles/${cycle.id}/Team`).send(TEAM).expect(200);
    expect((team.body as QaaCycle).reviewers).toMatchObject(TEAM.members);
    await record(ugc, cycle.id, { stage: 'PeerReviewTeamFormed', dateEng: '2025-09-01' });
    await record(ugc, cycle.id, { stage: 'PreVisit', dateEng: '2025-10-01' });
    const final = await record(ugc, cycle.id, { stage: 'FinalVisit', dateEng: '2025-11-01' });
    expect(final.nextStages).toEqual(['Awarded', 'Deferred', 'Refused']);
    const award = await record(ugc, cycle.id, { stage: 'Awarded', dateEng: '2026-04-01', decision: 'Accredited' });
    expect(award).toMatchObject({
      stage: 'Awarded',
      nextStages: [],
      awardedOnAd: '2026-04-01',
      awardedOnBs: bsOf('2026-04-01'),
      validityYears: 5,
      validUntilAd: '2031-03-31',
      validUntilBs: bsOf('2031-03-31'),
    });
    expect(award.events.map((event) => event.stage)).toEqual([
      'LetterOfIntent',
      'EligibilityGranted',
      'SelfStudyReportSubmitted',
      'SelfStudyReportApproved',
      'PeerReviewTeamFormed',
      'PreVisit',
      'FinalVisit',
      'Awarded',
    ]);
    const expectedYear = await test.app.prisma.fiscalYear.findFirst({
      where: { startDateAd: { lte: new Date('2026-04-01') }, endDateAd: { gte: new Date('2026-04-01') } },
    });
    expect(award.fiscalYearId).toBe(expectedYear?.id ?? null);
    expect(await auditEntriesFor(test.app.prisma, 'QaaCycle', cycle.id)).not.toHaveLength(0);

    const standing = (await campusApi.get(`/api/Qaa/Campus/${campus.id}`).expect(200)).body as QaaCampusStanding;
    expect(standing).toMatchObject({
      status: 'Accredited',
      validUntilAd: '2031-03-31',
      daysToExpiry: 1795,
      canStartCycle: true,
    });

    // Re-accreditation: a new cycle, the first kept.
    clock.set('2031-01-15T04:00:00Z');
    campusApi = signedInAgain(collegeAdmin);
    ugc = signedInAgain(admin);
    const second = await startCycle(campusApi, campus.id, '2030-12-01');
    expect(second).toMatchObject({ cycleNumber: 2, isReaccreditation: true, stage: 'LetterOfIntent' });
    await record(ugc, second.id, { stage: 'EligibilityGranted', dateEng: '2030-12-05' });
    await record(campusApi, second.id, { stage: 'SelfStudyReportSubmitted', dateEng: '2030-12-10' }, PDF);
    await record(ugc, second.id, { stage: 'SelfStudyReportApproved', dateEng: '2030-12-15' });
    await ugc.put(`/api/Qaa/Cycles/${second.id}/Team`).send(TEAM).expect(200);
    await record(ugc, second.id, { stage: 'PeerReviewTeamFormed', dateEng: '2030-12-20' });
    await record(ugc, second.id, { stage: 'PreVisit', dateEng: '2030-12-25' });
    await record(ugc, second.id, { stage: 'FinalVisit', dateEng: '2031-01-05' });
    await record(ugc, second.id, { stage: 'Awarded', dateEng: '2031-01-10', validityYears: '3' });
    const renewed = (await campusApi.get(`/api/Qaa/Campus/${campus.id}`).expect(200)).body as QaaCampusStanding;
    expect(renewed.status).toBe('Re-accredited');
    expect(renewed.validUntilAd).toBe('2034-01-09');
    expect(renewed.cycles.map((entry) => entry.cycleNumber)).toEqual([2, 1]);
    expect(renewed.cycles[1]!.events).toHaveLength(8);
  });

  it('computes the status on the server: Accredited until the last valid day, Expired the day after', async () => {
    const { campus, campusApi } = await campusWithStaff();
    const admin = await make.createUser({ role: 'Admin' });
    let ugc = asUser(test, admin);
    await walkToAward(campusApi, ugc, campus.id, FIRST_CYCLE_DAYS);
    clock.set('2031-03-31T04:00:00Z');
    ugc = signedInAgain(admin);
    expect((await ugc.get(`/api/Qaa/Campus/${campus.id}`).expect(200)).body).toMatchObject({
      status: 'Accredited',
      daysToExpiry: 0,
    });
    clock.set('2031-04-01T04:00:00Z');
    ugc = signedInAgain(admin);
    const expired = (await ugc.get(`/api/Qaa/Campus/${campus.id}`).expect(200)).body as QaaCampusStanding;
    expect(expired).toMatchObject({ status: 'Expired', daysToExpiry: -1 });
    expect(expired.campus.status).toBe('Expired');
    const list = (await ugc.get('/api/Qaa/Campus').query({ search: campus.campusName, status: 'Expired' }).expect(200))
      .body as QaaCampusRow[];
    expect(list).toEqual([
      expect.objectContaining({
        campusId: campus.id,
        status: 'Expired',
        currentStage: null,
        validUntilAd: '2031-03-31',
      }),
    ]);
  });

  it('refuses a skipped stage with 409 and a second open cycle with 409, writing nothing', async () => {
    const { campus, campusApi } = await campusWithStaff();
    const ugc = await grantsBody();
    const cycle = await startCycle(campusApi, campus.id, '2026-01-01');
    const before = await test.app.prisma.qaaStageEvent.count({ where: { cycleId: cycle.id } });
    const skipped = await multipart(ugc.post(`/api/Qaa/Cycles/${cycle.id}/Stages`), {
      stage: 'SelfStudyReportApproved',
      dateEng: '2026-02-01',
    }).expect(409);
    expect(skipped.body.message).toBe(M.stageOutOfOrder);
    const second = await multipart(campusApi.post(`/api/Qaa/Campus/${campus.id}/Cycles`), {
      dateEng: '2026-02-01',
    }).expect(409);
    expect(second.body.message).toBe(M.cycleInProgress);
    const early = await ugc.put(`/api/Qaa/Cycles/${cycle.id}/Team`).send(TEAM).expect(409);
    expect(early.body.message).toBe(M.teamNotNow);
    expect(await test.app.prisma.qaaStageEvent.count({ where: { cycleId: cycle.id } })).toBe(before);
    expect(await test.app.prisma.qaaCycle.count({ where: { campusId: campus.id } })).toBe(1);
  });

  it('returns a deferred campus to the earlier stage it names, and a refusal closes the cycle', async () => {
    const { campus, campusApi } = await campusWithStaff();
    const ugc = await grantsBody();
    const cycle = await startCycle(campusApi, campus.id, '2025-05-01');
    await record(ugc, cycle.id, { stage: 'EligibilityGranted', dateEng: '2025-06-01' });
    await record(campusApi, cycle.id, { stage: 'SelfStudyReportSubmitted', dateEng: '2025-07-01' }, PDF);
    await record(ugc, cycle.id, { stage: 'SelfStudyReportApproved', dateEng: '2025-08-01' });
    await ugc.put(`/api/Qaa/Cycles/${cycle.id}/Team`).send(TEAM).expect(200);
    await record(ugc, cycle.id, { stage: 'PeerReviewTeamFormed', dateEng: '2025-09-01' });
    await record(ugc, cycle.id, { stage: 'PreVisit', dateEng: '2025-10-01' });
    await record(ugc, cycle.id, { stage: 'FinalVisit', dateEng: '2025-11-01' });
    const noReturn = await multipart(ugc.post(`/api/Qaa/Cycles/${cycle.id}/Stages`), {
      stage: 'Deferred',
      dateEng: '2025-12-01',
    }).expect(400);
    expect(noReturn.body.issues).toMatchObject([{ field: 'body.returnToStage', message: M.returnStageRequired }]);
    const deferred = await record(ugc, cycle.id, {
      stage: 'Deferred',
      dateEng: '2025-12-01',
      returnToStage: 'SelfStudyReportApproved',
      remarks: 'Library and laboratories to be improved',
    });
    expect(deferred).toMatchObject({ stage: 'SelfStudyReportApproved', nextStages: ['PeerReviewTeamFormed'] });
    expect(deferred.events.at(-1)).toMatchObject({ stage: 'Deferred', returnedToStage: 'SelfStudyReportApproved' });

    await record(ugc, cycle.id, { stage: 'PeerReviewTeamFormed', dateEng: '2026-01-01' });
    await record(ugc, cycle.id, { stage: 'PreVisit', dateEng: '2026-01-15' });
    await record(ugc, cycle.id, { stage: 'FinalVisit', dateEng: '2026-02-01' });
    const refused = await record(ugc, cycle.id, {
      stage: 'Refused',
      dateEng: '2026-03-01',
      decision: 'Not accredited',
    });
    expect(refused).toMatchObject({ stage: 'Refused', nextStages: [] });
    const closed = await multipart(ugc.post(`/api/Qaa/Cycles/${cycle.id}/Stages`), {
      stage: 'Awarded',
      dateEng: '2026-03-02',
    }).expect(409);
    expect(closed.body.message).toBe(M.cycleClosed);
    const standing = (await ugc.get(`/api/Qaa/Campus/${campus.id}`).expect(200)).body as QaaCampusStanding;
    expect(standing).toMatchObject({ status: 'Not accredited', canStartCycle: true });
    // A refused campus starts again with a new cycle, which is no re-accreditation.
    const again = await startCycle(campusApi, campus.id, '2026-04-01');
    expect(again).toMatchObject({ cycleNumber: 2, isReaccreditation: false });
  });

  it('refuses a campus’s staff the grants body’s stages with 403, and a peer review team formed without members with 409', async () => {
    const { campus, campusApi } = await campusWithStaff();
    const ugc = await grantsBody();
    const cycle = await startCycle(campusApi, campus.id, '2025-05-01');
    const refused = await multipart(campusApi.post(`/api/Qaa/Cycles/${cycle.id}/Stages`), {
      stage: 'EligibilityGranted',
      dateEng: '2025-06-01',
    }).expect(403);
    expect(refused.body.message).toBe(M.stageNotForCampus);
    await campusApi.put(`/api/Qaa/Cycles/${cycle.id}/Team`).send(TEAM).expect(403);
    await record(ugc, cycle.id, { stage: 'EligibilityGranted', dateEng: '2025-06-01' });
    await record(campusApi, cycle.id, { stage: 'SelfStudyReportSubmitted', dateEng: '2025-07-01' }, PDF);
    await record(ugc, cycle.id, { stage: 'SelfStudyReportApproved', dateEng: '2025-08-01' });
    const noTeam = await multipart(ugc.post(`/api/Qaa/Cycles/${cycle.id}/Stages`), {
      stage: 'PeerReviewTeamFormed',
      dateEng: '2025-09-01',
    }).expect(409);
    expect(noTeam.body.message).toBe(M.reviewersRequired);
  });

  it('answers bad input with 400 per field and writes nothing', async () => {
    const { campus, campusApi } = await campusWithStaff();
    const ugc = await grantsBody();
    const counts = async () => ({
      cycles: await test.app.prisma.qaaCycle.count({ where: { campusId: campus.id } }),
      events: await test.app.prisma.qaaStageEvent.count({ where: { cycle: { campusId: campus.id } } }),
      files: await test.app.prisma.qaaCampus.count({ where: { campusId: campus.id } }),
    });
    const empty = await counts();
    const noDate = await multipart(campusApi.post(`/api/Qaa/Campus/${campus.id}/Cycles`), { remarks: 'Sent' }).expect(
      400,
    );
    expect(noDate.body.issues).toMatchObject([{ field: 'body.dateNep', message: M.dateRequired }]);
    const future = await multipart(campusApi.post(`/api/Qaa/Campus/${campus.id}/Cycles`), {
      dateEng: '2026-05-02',
    }).expect(400);
    expect(future.body.issues).toMatchObject([{ field: 'body.dateNep', message: M.dateInFuture }]);
    const disagree = await multipart(
      campusApi.post(`/api/Qaa/Campus/${campus.id}/Cycles`),
      { dateEng: '2026-01-01', dateNep: bsOf('2026-01-02') },
      NOT_PDF,
    ).expect(400);
    expect(disagree.body.issues).toMatchObject([
      { field: 'body.dateNep', message: M.datesDisagree },
      { field: 'body.document', message: M.documentNotPdf },
    ]);
    const badFormat = await multipart(campusApi.post(`/api/Qaa/Campus/${campus.id}/Cycles`), {
      dateEng: '2026-13-01',
      dateNep: 'soon',
    }).expect(400);
    expect(badFormat.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.dateEng', message: M.adDateInvalid }),
        expect.objectContaining({ field: 'body.dateNep', message: M.dateRequired }),
      ]),
    );
    expect(await counts()).toEqual(empty);

    const cycle = await startCycle(campusApi, campus.id, '2025-05-01');
    await record(ugc, cycle.id, { stage: 'EligibilityGranted', dateEng: '2025-06-01' });
    const started = await counts();
    const noReport = await multipart(campusApi.post(`/api/Qaa/Cycles/${cycle.id}/Stages`), {
      stage: 'SelfStudyReportSubmitted',
      dateEng: '2025-05-15',
    }).expect(400);
    expect(noReport.body.issues).toMatchObject([
      { field: 'body.dateNep', message: M.dateBeforePrevious },
      { field: 'body.document', message: M.documentRequired },
    ]);
    const notStage = await multipart(ugc.post(`/api/Qaa/Cycles/${cycle.id}/Stages`), {
      stage: 'Finished',
      dateEng: '2025-07-01',
    }).expect(400);
    expect(notStage.body.issues).toMatchObject([{ field: 'body.stage', message: M.stageInvalid }]);
    const badTeam = await ugc
      .put(`/api/Qaa/Cycles/${cycle.id}/Team`)
      .send({ members: [{ name: '', role: '' }] })
      .expect(400);
    expect(badTeam.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ message: M.reviewerNameRequired }),
        expect.objectContaining({ message: M.reviewerRoleRequired }),
      ]),
    );
    expect(await counts()).toEqual(started);
  });

  it('keeps stage documents private: read through the scoped route, 404 for another campus', async () => {
    const { campus, campusApi } = await campusWithStaff();
    const other = await campusWithStaff();
    const cycle = await startCycle(campusApi, campus.id, '2025-05-01');
    const event = cycle.events[0]!;
    const file = await campusApi.get(`/api/Qaa/Cycles/${cycle.id}/Events/${event.id}/Document`).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    await other.campusApi.get(`/api/Qaa/Cycles/${cycle.id}/Events/${event.id}/Document`).expect(404);
  });
});

describe('GET /Qaa/Campus', () => {
  it('filters by university, campus type, province, stage, status and name, and pages', async () => {
    const { campus, campusApi } = await campusWithStaff();
    const sister = await make.createCampus({ universityId: campus.universityId });
    const ugc = await grantsBody();
    await startCycle(campusApi, campus.id, '2025-05-01');
    await ugc.post('/api/QaaCampus').send({ campusId: sister.id }).expect(201);
    const province = await test.app.prisma.campus.findUniqueOrThrow({
      where: { id: campus.id },
      select: { localLevel: { select: { district: { select: { provinceId: true } } } } },
    });
    const ids = async (query: Record<string, string | number>) =>
      (
        (
          await ugc
            .get('/api/Qaa/Campus')
            .query({ universityId: campus.universityId, ...query })
            .expect(200)
        ).body as QaaCampusRow[]
      ).map((row) => row.campusId);
    expect((await ids({})).sort((a, b) => a - b)).toEqual([campus.id, sister.id].sort((a, b) => a - b));
    expect(await ids({ stage: 'LetterOfIntent' })).toEqual([campus.id]);
    expect(await ids({ status: 'Not accredited', search: sister.campusName })).toEqual([sister.id]);
    expect(await ids({ campusType: 'private' })).toEqual([]);
    expect(await ids({ provinceId: province.localLevel!.district.provinceId, campusType: 'community' })).toHaveLength(
      2,
    );
    const page = await ugc
      .get('/api/Qaa/Campus')
      .query({ universityId: campus.universityId, page: 2, pageSize: 1, sortBy: 'campusName', sortOrder: 'desc' })
      .expect(200);
    expect(page.body).toMatchObject({ totalRecords: 2, totalPages: 2, page: 2, data: [expect.any(Object)] });
    const past = await ugc
      .get('/api/Qaa/Campus')
      .query({ universityId: campus.universityId, page: 5, pageSize: 1 })
      .expect(200);
    expect(past.body).toMatchObject({ totalRecords: 2, data: [] });
    await ugc.get('/api/Qaa/Campus').query({ stage: 'Finished' }).expect(400);
  });
});

describe('scope and roles', () => {
  it('gives another campus’s CollegeAdmin 404 and a university its own campuses only', async () => {
    const { campus, campusApi } = await campusWithStaff();
    const sister = await campusWithStaff(campus.universityId);
    const foreign = await campusWithStaff();
    const cycle = await startCycle(campusApi, campus.id, '2025-05-01');

    await sister.campusApi.get(`/api/Qaa/Campus/${campus.id}`).expect(404);
    await sister.campusApi.get(`/api/AddCampusAccreditation/${campus.id}`).expect(404);
    await multipart(sister.campusApi.post(`/api/Qaa/Campus/${campus.id}/Cycles`), { dateEng: '2025-05-01' }).expect(
      404,
    );
    await multipart(sister.campusApi.post(`/api/Qaa/Cycles/${cycle.id}/Stages`), {
      stage: 'SelfStudyReportSubmitted',
      dateEng: '2025-07-01',
    }).expect(404);

    const uniAdmin = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    const standing = (await uniAdmin.get(`/api/Qaa/Campus/${campus.id}`).expect(200)).body as QaaCampusStanding;
    expect(standing.cycles[0]).toMatchObject({ id: cycle.id, nextStages: [] });
    expect(standing.canStartCycle).toBe(false);
    await uniAdmin.get(`/api/Qaa/Campus/${foreign.campus.id}`).expect(404);
    const rows = (await uniAdmin.get('/api/Qaa/Campus').expect(200)).body as QaaCampusRow[];
    expect(rows.map((row) => row.campusId)).toContain(campus.id);
    expect(rows.every((row) => row.universityId === campus.universityId)).toBe(true);
    await multipart(uniAdmin.post(`/api/Qaa/Campus/${campus.id}/Cycles`), { dateEng: '2025-05-01' }).expect(403);

    const own = (await campusApi.get('/api/Qaa/Campus').query({ page: 1, pageSize: 5 }).expect(200)).body;
    expect(own).toMatchObject({
      totalRecords: 1,
      data: [expect.objectContaining({ campusId: campus.id, currentStage: 'LetterOfIntent' })],
    });
  });

  it('refuses a CollegeUser without the module and a student with 403', async () => {
    const { campus } = await campusWithStaff();
    const clerk = asUser(test, await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: [] }));
    const student = asUser(test, await make.createUser({ role: 'Student', campusId: campus.id }));
    for (const api of [clerk, student]) {
      await api.get(`/api/Qaa/Campus/${campus.id}`).expect(403);
      await api.get('/api/AddAccreditation').expect(403);
      await multipart(api.post(`/api/Qaa/Campus/${campus.id}/Cycles`), { dateEng: '2025-05-01' }).expect(403);
    }
    const withModule = asUser(
      test,
      await make.createUser({ role: 'CollegeUser', campusId: campus.id, modules: ['accreditation'] }),
    );
    await withModule.get(`/api/Qaa/Campus/${campus.id}`).expect(200);
    await withModule.post('/api/QaaCampus').send({ campusId: campus.id }).expect(403);
  });
});
