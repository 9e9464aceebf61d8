import { RETURN_MESSAGES as M, type CampusReturn } from '@hemis/contracts';
import { describe, expect, it } from 'vitest';
import {
  dayOf,
  fiscalYears,
  makeCleanCampus,
  openReturn,
  tripRule,
  type ReturnCampus,
} from '../../../../tests/support/annual-return.ts';
import { testClock } from '../../../../tests/support/clock.ts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';

const clock = testClock('2026-12-01T04:00:00Z');
const { test, make } = useTestApp({ clock });

const PDF = Buffer.from('%PDF-1.4\n%signed statistical report\n');

/** A campus of the active year's return with its administrator, its university's and the grants body's. */
async function returnCampus() {
  const annualReturn = await openReturn(test.app.prisma);
  const campus = await makeCleanCampus(test.app.prisma, annualReturn);
  const campusAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.campus.id });
  const uniAdmin = await make.createUser({ role: 'UniAdmin', universityId: campus.campus.universityId });
  const grantsBody = await make.createUser({ role: 'Admin' });
  return { annualReturn, campus, campusAdmin, uniAdmin, grantsBody };
}

const campusPath = (annualReturnId: number, campus: ReturnCampus) =>
  `/api/AnnualReturn/${annualReturnId}/Campus/${campus.campus.id}`;

async function read(user: TestUser, annualReturnId: number, campus: ReturnCampus): Promise<CampusReturn> {
  const response = await asUser(test, user).get(campusPath(annualReturnId, campus)).expect(200);
  return response.body as CampusReturn;
}

async function snapshot(user: TestUser, annualReturnId: number, campus: ReturnCampus): Promise<CampusReturn> {
  const response = await asUser(test, user)
    .post(`${campusPath(annualReturnId, campus)}/Snapshot`)
    .expect(200);
  return response.body as CampusReturn;
}

async function uploadSignedReport(user: TestUser, fiscalYearId: number) {
  await asUser(test, user)
    .post('/api/UploadReport')
    .field('fiscalYearId', String(fiscalYearId))
    .attach('signedReport', PDF, 'signed.pdf')
    .expect((response) => expect([200, 201]).toContain(response.status));
}

/** The oldest fiscal year without a return, for a test that opens one. */
async function yearWithoutReturn() {
  const taken = new Set(
    (await test.app.prisma.annualReturn.findMany({ select: { fiscalYearId: true } })).map((r) => r.fiscalYearId),
  );
  const year = (await fiscalYears(test.app.prisma)).find((candidate) => !taken.has(candidate.id));
  if (!year) throw new Error('Every fiscal year has a return');
  return year;
}

describe('a campus’s annual return', () => {
  it('walks from snapshot through errors, warnings, submission, a return, resubmission, approval and acceptance to the lock', async () => {
    const { annualReturn, campus, campusAdmin, uniAdmin, grantsBody } = await returnCampus();
    const prisma = test.app.prisma;
    const asCampus = asUser(test, campusAdmin);
    const asUniversity = asUser(test, uniAdmin);
    const asGrantsBody = asUser(test, grantsBody);

    const before = await read(campusAdmin, annualReturn.id, campus);
    expect(before).toMatchObject({
      state: 'notStarted',
      campusReturnId: null,
      status: null,
      signedReportUploaded: false,
    });

    // A duplicate citizenship number (an error) and an employee without a qualification (a warning).
    await tripRule(prisma, campus, 'duplicate-citizenship-no');
    await tripRule(prisma, campus, 'staff-without-qualification');
    const first = await snapshot(campusAdmin, annualReturn.id, campus);
    expect(first).toMatchObject({ state: 'withErrors', status: 'draft', studentCount: 3, staffCount: 2 });
    expect(first.errorCount).toBeGreaterThan(0);
    expect(first.findings.map((finding) => finding.rule)).toEqual(
      expect.arrayContaining(['duplicate-citizenship-no', 'staff-without-qualification']),
    );
    const id = first.campusReturnId!;

    // Errors block submission.
    const withErrors = await asCampus
      .post(`/api/CampusReturn/${id}/Submit`)
      .send({ version: first.version })
      .expect(409);
    expect(withErrors.body.message).toBe(M.hasErrors);
    // An error is fixed, never explained.
    const error = first.findings.find((finding) => finding.severity === 'error')!;
    const notAWarning = await asCampus
      .put(`/api/CampusReturn/${id}/Findings/${error.id}/Explanation`)
      .send({ explanation: 'Because' })
      .expect(409);
    expect(notAWarning.body.message).toBe(M.notAWarning);

    // The campus fixes the student's record in its register and refreshes the snapshot.
    await prisma.student.update({
      where: { id: campus.students[1]!.id },
      data: { citizenshipNo: `${campus.students[1]!.citizenshipNo}-corrected` },
    });
    const refreshed = await snapshot(campusAdmin, annualReturn.id, campus);
    expect(refreshed).toMatchObject({ state: 'inProgress', errorCount: 0, warningCount: 1, unexplainedCount: 1 });
    expect(refreshed.version).toBeGreaterThan(first.version);
    const warning = refreshed.findings.find((finding) => finding.rule === 'staff-without-qualification')!;
    expect(warning.severity).toBe('warning');

    const unexplained = await asCampus
      .post(`/api/CampusReturn/${id}/Submit`)
      .send({ version: refreshed.version })
      .expect(409);
    expect(unexplained.body.message).toBe(M.unexplainedWarnings);

    // The error fixed is no finding any more; an empty explanation is refused with its field.
    const gone = await asCampus
      .put(`/api/CampusReturn/${id}/Findings/${error.id}/Explanation`)
      .send({ explanation: 'Because' })
      .expect(404);
    expect(gone.body.message).toBe(M.noSuchFinding);
    const empty = await asCampus
      .put(`/api/CampusReturn/${id}/Findings/${warning.id}/Explanation`)
      .send({ explanation: '  ' })
      .expect(400);
    expect(empty.body.issues).toMatchObject([{ field: 'body.explanation', message: M.explanationRequired }]);
    const explained = (
      await asCampus
        .put(`/api/CampusReturn/${id}/Findings/${warning.id}/Explanation`)
        .send({ explanation: 'The new accountant’s certificates are on their way from the university.' })
        .expect(200)
    ).body as CampusReturn;
    expect(explained.unexplainedCount).toBe(0);
    expect(explained.findings.find((finding) => finding.id === warning.id)?.explanation).toMatch(/certificates/);

    // The signed report of the year is needed, and the version read.
    const noReport = await asCampus
      .post(`/api/CampusReturn/${id}/Submit`)
      .send({ version: explained.version })
      .expect(409);
    expect(noReport.body.message).toBe(M.signedReportMissing);
    await uploadSignedReport(campusAdmin, annualReturn.fiscalYearId);
    const stale = await asCampus
      .post(`/api/CampusReturn/${id}/Submit`)
      .send({ version: refreshed.version })
      .expect(409);
    expect(stale.body.message).toBe(M.changedMeanwhile);
    const submitted = (
      await asCampus.post(`/api/CampusReturn/${id}/Submit`).send({ version: explained.version }).expect(200)
    ).body as CampusReturn;
    expect(submitted).toMatchObject({ state: 'submitted', status: 'submitted', signedReportUploaded: true });

    // Submitted, it is no longer the campus's to refresh.
    const notEditable = await asCampus.post(`${campusPath(annualReturn.id, campus)}/Snapshot`).expect(409);
    expect(notEditable.body.message).toBe(M.notEditable);
    // The grants body cannot accept what the university has not approved.
    const notApproved = await asGrantsBody
      .post(`/api/CampusReturn/${id}/Accept`)
      .send({ version: submitted.version })
      .expect(409);
    expect(notApproved.body.message).toBe(M.notApproved);

    // The university returns it with what to correct; a return without a comment is refused.
    const noComment = await asUniversity
      .post(`/api/CampusReturn/${id}/Return`)
      .send({ version: submitted.version })
      .expect(400);
    expect(noComment.body.issues).toMatchObject([{ field: 'body.comment', message: M.commentRequired }]);
    const returned = (
      await asUniversity
        .post(`/api/CampusReturn/${id}/Return`)
        .send({ version: submitted.version, comment: 'Attach the accountant’s qualification before resubmitting.' })
        .expect(200)
    ).body as CampusReturn;
    expect(returned).toMatchObject({ state: 'returned', returnComment: expect.stringMatching(/accountant/) });

    // The campus adds the qualification, refreshes and resubmits.
    await prisma.employeeQualification.create({
      data: {
        employeeId: campus.administrator.id,
        levelName: 'Bachelor',
        institutionName: 'Pokhara University',
        passedYear: '2072',
      },
    });
    const again = await snapshot(campusAdmin, annualReturn.id, campus);
    expect(again).toMatchObject({ state: 'inProgress', status: 'draft', errorCount: 0, warningCount: 0 });
    const resubmitted = (
      await asCampus.post(`/api/CampusReturn/${id}/Submit`).send({ version: again.version }).expect(200)
    ).body as CampusReturn;
    expect(resubmitted.state).toBe('submitted');

    // Two reviewers acting on the same version: one wins, the other is told it changed.
    const approvals = await Promise.all([
      asUniversity.post(`/api/CampusReturn/${id}/Approve`).send({ version: resubmitted.version }),
      asUniversity.post(`/api/CampusReturn/${id}/Approve`).send({ version: resubmitted.version }),
    ]);
    expect(approvals.map((response) => response.status).sort()).toEqual([200, 409]);
    const approved = approvals.find((response) => response.status === 200)!.body as CampusReturn;
    expect(approved.state).toBe('approved');

    const accepted = (
      await asGrantsBody
        .post(`/api/CampusReturn/${id}/Accept`)
        .send({ version: approved.version, comment: 'In order.' })
        .expect(200)
    ).body as CampusReturn;
    expect(accepted.state).toBe('accepted');
    expect(accepted.steps.map((step) => [step.action, step.fromStatus, step.toStatus])).toEqual([
      ['snapshot', null, 'draft'],
      ['snapshot', 'draft', 'draft'],
      ['submit', 'draft', 'submitted'],
      ['return', 'submitted', 'returned'],
      ['snapshot', 'returned', 'draft'],
      ['submit', 'draft', 'submitted'],
      ['approve', 'submitted', 'approved'],
      ['accept', 'approved', 'accepted'],
    ]);
    expect(accepted.steps.find((step) => step.action === 'return')).toMatchObject({
      by: 'Test UniAdmin',
      comment: expect.stringMatching(/accountant/),
    });
    expect(accepted.steps.at(-1)).toMatchObject({ by: 'Test Admin', comment: 'In order.' });

    // Locked: every write answers 409, and the database refuses a change made around HEMIS.
    const writes = [
      asCampus.post(`${campusPath(annualReturn.id, campus)}/Snapshot`),
      asCampus.put(`/api/CampusReturn/${id}/Findings/${warning.id}/Explanation`).send({ explanation: 'Again' }),
      asCampus.post(`/api/CampusReturn/${id}/Submit`).send({ version: accepted.version }),
      asUniversity.post(`/api/CampusReturn/${id}/Approve`).send({ version: accepted.version }),
      asUniversity.post(`/api/CampusReturn/${id}/Return`).send({ version: accepted.version, comment: 'Again' }),
      asGrantsBody.post(`/api/CampusReturn/${id}/Return`).send({ version: accepted.version, comment: 'Again' }),
      asGrantsBody.post(`/api/CampusReturn/${id}/Accept`).send({ version: accepted.version }),
    ];
    for (const response of await Promise.all(writes)) {
      expect(response.status).toBe(409);
      expect(response.body.message).toBe(M.locked);
    }
    await expect(prisma.$executeRaw`UPDATE "CampusReturn" SET "studentCount" = 0 WHERE id = ${id}`).rejects.toThrow();
    await expect(prisma.$executeRaw`DELETE FROM "ReturnStudent" WHERE "campusReturnId" = ${id}`).rejects.toThrow();
    expect((await read(campusAdmin, annualReturn.id, campus)).studentCount).toBe(3);

    // Every step was audited.
    const audited = await auditEntriesFor(prisma, 'CampusReturn', id);
    expect(audited.map((entry) => (entry.changes as { action: string }).action)).toEqual([
      'snapshot',
      'snapshot',
      'submit',
      'return',
      'snapshot',
      'submit',
      'approve',
      'accept',
    ]);
    expect(await auditEntriesFor(prisma, 'ReturnFinding', warning.id)).toHaveLength(1);
  });

  it('lists a snapshot’s students and staff a page at a time, without citizenship numbers', async () => {
    const { annualReturn, campus, campusAdmin } = await returnCampus();
    const taken = await snapshot(campusAdmin, annualReturn.id, campus);
    const asCampus = asUser(test, campusAdmin);
    const students = await asCampus
      .get(`/api/CampusReturn/${taken.campusReturnId}/Students`)
      .query({ pageSize: 2, sortBy: 'rowNo' })
      .expect(200);
    expect(students.body).toMatchObject({ totalRecords: 3, totalPages: 2, page: 1, pageSize: 2 });
    expect(students.body.data.map((row: { rowNo: number }) => row.rowNo)).toEqual([1, 2]);
    expect(students.body.data[0]).toMatchObject({ program: campus.program.programName, gender: expect.any(String) });
    expect(JSON.stringify(students.body)).not.toMatch(/CTZ/);
    const second = await asCampus
      .get(`/api/CampusReturn/${taken.campusReturnId}/Students`)
      .query({ pageSize: 2, page: 2 })
      .expect(200);
    expect(second.body.data).toHaveLength(1);
    const staff = await asCampus.get(`/api/CampusReturn/${taken.campusReturnId}/Staff`).expect(200);
    expect(staff.body.totalRecords).toBe(2);
    expect(staff.body.data.map((row: { employeeType: string }) => row.employeeType).sort()).toEqual([
      'Administrative',
      'Teaching',
    ]);
    const badSort = await asCampus
      .get(`/api/CampusReturn/${taken.campusReturnId}/Students`)
      .query({ sortBy: 'citizenshipNo' })
      .expect(400);
    expect(badSort.body.issues).toMatchObject([expect.objectContaining({ field: 'querystring.sortBy' })]);
  });

  it('shows another campus’s user and another university’s nothing, and lets them change nothing', async () => {
    const { annualReturn, campus, campusAdmin } = await returnCampus();
    const taken = await snapshot(campusAdmin, annualReturn.id, campus);
    const id = taken.campusReturnId!;
    const otherCampus = await make.createCampus({ universityId: campus.campus.universityId });
    const neighbour = await make.createUser({ role: 'CollegeAdmin', campusId: otherCampus.id });
    const otherUniversity = await make.createUser({
      role: 'UniAdmin',
      universityId: (await make.createUniversity()).id,
    });
    const unknownCampus = await asUser(test, neighbour)
      .get(`/api/AnnualReturn/${annualReturn.id}/Campus/999999`)
      .expect(404);

    for (const outsider of [neighbour, otherUniversity]) {
      const as = asUser(test, outsider);
      const read = await as.get(campusPath(annualReturn.id, campus)).expect(404);
      expect(read.body.message).toBe(unknownCampus.body.message);
      await as.get(`/api/CampusReturn/${id}/Students`).expect(404);
      await as.get(`/api/CampusReturn/${id}/Staff`).expect(404);
    }
    const asNeighbour = asUser(test, neighbour);
    await asNeighbour.post(`${campusPath(annualReturn.id, campus)}/Snapshot`).expect(404);
    await asNeighbour.post(`/api/CampusReturn/${id}/Submit`).send({ version: taken.version }).expect(404);
    const asOtherUniversity = asUser(test, otherUniversity);
    await asOtherUniversity.post(`/api/CampusReturn/${id}/Approve`).send({ version: taken.version }).expect(404);
    await asOtherUniversity
      .post(`/api/CampusReturn/${id}/Return`)
      .send({ version: taken.version, comment: 'Not yours' })
      .expect(404);
    const progress = await asOtherUniversity.get(`/api/AnnualReturn/${annualReturn.id}/Progress`).expect(200);
    expect(progress.body.campuses.data.map((row: { campusId: number }) => row.campusId)).not.toContain(
      campus.campus.id,
    );

    const after = await read(campusAdmin, annualReturn.id, campus);
    expect(after).toMatchObject({ status: 'draft', version: taken.version });
    expect(after.steps).toHaveLength(1);
  });
});

describe('opening a return', () => {
  it('opens one return a fiscal year, its census date within the year, audited', async () => {
    const admin = await make.createUser({ role: 'Admin' });
    const as = asUser(test, admin);
    const year = await yearWithoutReturn();
    const census = dayOf(new Date(year.startDateAd.getTime() + 90 * 86_400_000));
    const deadline = dayOf(new Date(year.endDateAd.getTime() + 60 * 86_400_000));
    const tooLate = await as
      .post('/api/AnnualReturn')
      .send({ fiscalYearId: year.id, censusDate: census, deadline: '2099-01-01' })
      .expect(400);
    expect(tooLate.body.issues).toMatchObject([{ field: 'body.deadline', message: M.deadlineTooLate }]);
    const outside = await as
      .post('/api/AnnualReturn')
      .send({
        fiscalYearId: year.id,
        censusDate: dayOf(new Date(year.endDateAd.getTime() + 30 * 86_400_000)),
        deadline,
      })
      .expect(400);
    expect(outside.body.issues).toMatchObject([{ field: 'body.censusDate', message: M.censusOutsideYear }]);
    const unknown = await as
      .post('/api/AnnualReturn')
      .send({ fiscalYearId: 999999, censusDate: census, deadline })
      .expect(400);
    expect(unknown.body.issues).toMatchObject([{ field: 'body.fiscalYearId', message: M.noSuchFiscalYear }]);

    const opened = await as
      .post('/api/AnnualReturn')
      .send({ fiscalYearId: year.id, censusDate: census, deadline })
      .expect(201);
    expect(opened.body).toMatchObject({
      fiscalYearId: year.id,
      fiscalYear: year.yearNepali,
      censusDate: census,
      deadline,
    });
    expect(opened.body.progress.notStarted).toBe(opened.body.progress.total);
    const second = await as
      .post('/api/AnnualReturn')
      .send({ fiscalYearId: year.id, censusDate: census, deadline })
      .expect(409);
    expect(second.body.message).toBe(M.alreadyOpen);
    expect(await auditEntriesFor(test.app.prisma, 'AnnualReturn', opened.body.id)).toHaveLength(1);

    const list = await as.get('/api/AnnualReturn').expect(200);
    const years = await fiscalYears(test.app.prisma);
    const order = list.body.map((row: { fiscalYearId: number }) => years.findIndex((y) => y.id === row.fiscalYearId));
    expect(order).toEqual([...order].sort((a: number, b: number) => b - a));
    expect(list.body.map((row: { id: number }) => row.id)).toContain(opened.body.id);
  });

  it('refuses bad input with a message for each field', async () => {
    const as = asUser(test, await make.createUser({ role: 'Admin' }));
    const empty = await as.post('/api/AnnualReturn').send({}).expect(400);
    expect(empty.body.issues.map((issue: { field: string }) => issue.field).sort()).toEqual([
      'body.censusDate',
      'body.deadline',
      'body.fiscalYearId',
    ]);
    const backwards = await as
      .post('/api/AnnualReturn')
      .send({ fiscalYearId: 1, censusDate: '2026-12-01', deadline: '2026-11-30' })
      .expect(400);
    expect(backwards.body.issues).toMatchObject([{ field: 'body.deadline', message: M.deadlineBeforeCensus }]);
    const notADay = await as
      .post('/api/AnnualReturn')
      .send({ fiscalYearId: 1, censusDate: '2026-02-30', deadline: 'soon' })
      .expect(400);
    expect(notADay.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.censusDate', message: M.censusDateInvalid }),
        expect.objectContaining({ field: 'body.deadline', message: M.deadlineInvalid }),
      ]),
    );
    const badVersion = await asUser(test, await make.createUser({ role: 'UniAdmin' }))
      .post('/api/CampusReturn/1/Approve')
      .send({ version: 'latest' })
      .expect(400);
    expect(badVersion.body.issues).toMatchObject([expect.objectContaining({ field: 'body.version' })]);
  });

  it('snapshots every campus whose return is with it in the background, reporting progress', async () => {
    // A year of its own: the job reaches every campus of the database.
    const annualReturn = await openReturn(test.app.prisma, { fiscalYearId: (await yearWithoutReturn()).id });
    const campus = await makeCleanCampus(test.app.prisma, annualReturn);
    const campusAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.campus.id });
    const grantsBody = await make.createUser({ role: 'Admin' });
    const submittedCampus = await makeCleanCampus(test.app.prisma, annualReturn);
    // A campus whose return left it already: the job leaves it as it is.
    const submittedAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: submittedCampus.campus.id });
    const taken = await snapshot(submittedAdmin, annualReturn.id, submittedCampus);
    await test.app.prisma.campusReturn.update({ where: { id: taken.campusReturnId! }, data: { status: 'submitted' } });

    const as = asUser(test, grantsBody);
    const started = await as.post(`/api/AnnualReturn/${annualReturn.id}/Snapshots`).expect(202);
    expect(started.body).toMatchObject({ kind: 'annual-return-snapshots', status: 'queued' });
    let job = started.body;
    for (let tries = 0; tries < 600 && !['succeeded', 'failed'].includes(job.status); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      job = (await as.get(`/api/AnnualReturn/${annualReturn.id}/Snapshots/${started.body.id}`).expect(200)).body;
    }
    expect(job.status).toBe('succeeded');
    expect(job.processed).toBe(job.total);
    expect(job.result.campuses).toBeGreaterThan(0);
    expect(job.result.failed).toBe(0);
    expect((await read(campusAdmin, annualReturn.id, campus)).state).toBe('inProgress');
    const untouched = await read(submittedAdmin, annualReturn.id, submittedCampus);
    expect(untouched).toMatchObject({ status: 'submitted', version: taken.version });
    // Only its owner polls the job.
    await asUser(test, await make.createUser({ role: 'Admin' }))
      .get(`/api/AnnualReturn/${annualReturn.id}/Snapshots/${started.body.id}`)
      .expect(404);
    await as.post('/api/AnnualReturn/999999/Snapshots').expect(404);
  }, 180_000);
});
