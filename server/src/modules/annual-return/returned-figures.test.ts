import { beforeAll, describe, expect, it } from 'vitest';
import { STATISTICAL_REPORT_MESSAGES as M, type ReturnedFigures } from '@hemis/contracts';
import {
  addStudent,
  boardExamResults,
  dayOf,
  fiscalYearOf,
  makeCleanCampus,
  openReturn,
  returnTarget,
  type ReturnCampus,
  type TestAnnualReturn,
} from '../../../../tests/support/annual-return.ts';
import { asBytes, pdfText } from '../../../../tests/support/pdf-text.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import type { TestUser } from '../../../../tests/support/factories.ts';
import { takeSnapshot } from './return-snapshot.service.ts';

const { test, make } = useTestApp({ clock: '2026-11-26T06:00:00Z' });
const AT = new Date('2026-11-26T06:00:00Z');
/** A PDF's text without the spaces and breaks its layout puts in. */
const squeezed = (text: string) => text.replace(/\s+/g, '');
const printed = async (bytes: Buffer) => squeezed((await pdfText(bytes)).join('\n'));

let annualReturn: TestAnnualReturn;
/** Two accepted campuses of one university, a submitted one of the same and an accepted one of another. */
let accepted: ReturnCampus[];
let submitted: ReturnCampus;
let elsewhere: ReturnCampus;
let grantsBody: TestUser;
let uniAdmin: TestUser;

async function snapshotWithStatus(campus: ReturnCampus, status: 'accepted' | 'submitted') {
  const { campusReturnId } = await takeSnapshot(test.app.prisma, returnTarget(annualReturn, campus.campus), {
    byUserId: grantsBody.id,
    at: AT,
  });
  await test.app.prisma.campusReturn.update({ where: { id: campusReturnId }, data: { status } });
  return campusReturnId;
}

beforeAll(async () => {
  const prisma = test.app.prisma;
  annualReturn = await openReturn(prisma);
  grantsBody = await make.createUser({ role: 'Admin' });
  const first = await makeCleanCampus(prisma, annualReturn, { students: 3 });
  const universityId = first.campus.universityId;
  const second = await makeCleanCampus(prisma, annualReturn, { students: 4, universityId, programType: 'annual' });
  submitted = await makeCleanCampus(prisma, annualReturn, { students: 5, universityId });
  elsewhere = await makeCleanCampus(prisma, annualReturn, { students: 2 });
  accepted = [first, second];
  await boardExamResults(prisma, first, 2);
  uniAdmin = await make.createUser({ role: 'UniAdmin', universityId });
  for (const campus of [...accepted, elsewhere]) await snapshotWithStatus(campus, 'accepted');
  await snapshotWithStatus(submitted, 'submitted');
});

const figuresAs = async (user: TestUser) =>
  (await asUser(test, user).get(`/api/AnnualReturn/${annualReturn.id}/Figures`).expect(200)).body as ReturnedFigures;

describe('figures as returned', () => {
  it('equal the sum of the accepted snapshots, the submitted ones left out, and say how many campuses are in', async () => {
    const figures = await figuresAs(grantsBody);
    const [counted] = await test.app.prisma.$queryRaw<{ students: number; teaching: number; other: number }[]>`
      SELECT (SELECT count(*)::int FROM "ReturnStudent" s JOIN "CampusReturn" r ON r.id = s."campusReturnId"
               WHERE r."annualReturnId" = ${annualReturn.id} AND r.status = 'accepted') AS students,
             (SELECT count(*)::int FROM "ReturnStaff" s JOIN "CampusReturn" r ON r.id = s."campusReturnId"
               WHERE r."annualReturnId" = ${annualReturn.id} AND r.status = 'accepted' AND s."employeeType" = 'Teaching') AS teaching,
             (SELECT count(*)::int FROM "ReturnStaff" s JOIN "CampusReturn" r ON r.id = s."campusReturnId"
               WHERE r."annualReturnId" = ${annualReturn.id} AND r.status = 'accepted' AND s."employeeType" <> 'Teaching') AS other`;
    expect(figures.students.total).toBe(counted!.students);
    expect(figures.students.male + figures.students.female + figures.students.other).toBe(figures.students.total);
    expect(figures.teachingStaff).toBe(counted!.teaching);
    expect(figures.nonTeachingStaff).toBe(counted!.other);

    const ours = figures.byUniversity.find((row) => row.universityId === submitted.campus.universityId)!;
    expect(ours).toMatchObject({ campusesIn: 2, campusesTotal: 3, students: 7, teachingStaff: 2, nonTeachingStaff: 2 });
    const theirs = figures.byUniversity.find((row) => row.universityId === elsewhere.campus.universityId)!;
    expect(theirs).toMatchObject({ campusesIn: 1, campusesTotal: 1, students: 2 });
    expect(figures.campusesIn).toBe(figures.byUniversity.reduce((sum, row) => sum + row.campusesIn, 0));
  });

  it('show a university only its own campuses', async () => {
    const figures = await figuresAs(uniAdmin);
    expect(figures.byUniversity.map((row) => row.universityId)).toEqual([submitted.campus.universityId]);
    expect(figures).toMatchObject({ campusesIn: 2, campusesTotal: 3, students: { total: 7 } });
  });

  it('narrow to one university or campus of the reader’s scope, and refuse one outside it', async () => {
    const url = `/api/AnnualReturn/${annualReturn.id}/Figures`;
    const ofCampus = await asUser(test, grantsBody).get(`${url}?campusId=${accepted[1]!.campus.id}`).expect(200);
    expect(ofCampus.body).toMatchObject({ campusesIn: 1, campusesTotal: 1, students: { total: 4 } });
    const ofUniversity = await asUser(test, grantsBody)
      .get(`${url}?universityId=${elsewhere.campus.universityId}`)
      .expect(200);
    expect(ofUniversity.body).toMatchObject({ campusesIn: 1, campusesTotal: 1, students: { total: 2 } });
    await asUser(test, uniAdmin).get(`${url}?campusId=${elsewhere.campus.id}`).expect(404);
  });

  it('never change when the registers do after acceptance', async () => {
    const before = await figuresAs(uniAdmin);
    const [campus] = accepted;
    await addStudent(test.app.prisma, campus!.campus, campus!.program, {
      gender: 'other',
      enrolledOn: campus!.fiscalYear.startDateAd,
      fiscalYearId: campus!.fiscalYear.id,
    });
    expect(await figuresAs(uniAdmin)).toEqual(before);
  });

  it('print the statistical report from the accepted returns, saying so and how many campuses are in', async () => {
    const universityId = submitted.campus.universityId;
    const query = `fiscalYearId=${annualReturn.fiscalYearId}&universityId=${universityId}`;
    const returned = await asBytes(
      asUser(test, grantsBody).get(`/api/StatisticalReport/pdf?${query}&source=returned`),
    ).expect(200);
    const text = await printed(returned.body as Buffer);
    expect(text).toContain(squeezed(M.figuresAsReturned(2, 3, dayOf(annualReturn.censusDate))));
    expect(text).toContain(squeezed(accepted[0]!.program.programName));
    expect(text).toContain(squeezed(accepted[1]!.program.programName));
    expect(text).not.toContain(squeezed(submitted.program.programName));
    expect(text).toContain(squeezed(M.staffAsReturned));

    const live = await asBytes(asUser(test, grantsBody).get(`/api/StatisticalReport/pdf?${query}`)).expect(200);
    const liveText = await printed(live.body as Buffer);
    expect(liveText).toContain(squeezed(M.figuresLive));
    expect(liveText).toContain(squeezed(submitted.program.programName));
  });

  it('are refused for a fiscal year without a return, with the reason', async () => {
    const years = await test.app.prisma.fiscalYear.findMany({ where: { annualReturns: { none: {} } }, take: 1 });
    const withoutReturn = years[0] ?? (await fiscalYearOf(test.app.prisma, 4));
    const response = await asUser(test, grantsBody)
      .get(`/api/StatisticalReport/pdf?fiscalYearId=${withoutReturn.id}&source=returned`)
      .expect(400);
    expect(response.body.message).toContain(M.noReturn);
  });

  it('answer 404 for an unknown return and 400 for a bad source', async () => {
    await asUser(test, grantsBody).get('/api/AnnualReturn/999999/Figures').expect(404);
    await asUser(test, grantsBody)
      .get(`/api/StatisticalReport/pdf?fiscalYearId=${annualReturn.fiscalYearId}&source=guessed`)
      .expect(400);
  });
});
