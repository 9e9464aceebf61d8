import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type supertest from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  QAA_MESSAGES as M,
  adToBs,
  formatCalendarDate,
  type AccreditationDetail,
  type AccreditationListItem,
  type CampusAccreditation,
  type QaaCycle,
} from '@hemis/contracts';
import { testClock } from '../../../../tests/support/clock.ts';
import { auditEntriesFor } from '../../../../tests/support/records.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { decodedText } from '../../../../tests/support/smtp.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { QAA_EXPIRY_ALERT_QUEUE, sendQaaExpiryAlerts } from './qaa-alerts.ts';

const TODAY = '2026-05-01';
const clock = testClock(`${TODAY}T04:00:00Z`);
const { test, make } = useTestApp({ clock });

beforeEach(() => clock.set(`${TODAY}T04:00:00Z`));

const PDF = Buffer.from('%PDF-1.4\n%accreditation evidence\n');
const NOT_PDF = Buffer.from('GIF89a not a pdf');

type Fields = Record<string, string>;

function multipart(request: supertest.Test, fields: Fields, files: Record<string, Buffer> = {}) {
  for (const [key, value] of Object.entries(fields)) request.field(key, value);
  for (const [key, bytes] of Object.entries(files)) request.attach(key, bytes, `${key}.pdf`);
  return request;
}

const bsOf = (ad: string) => {
  const [year, month, day] = ad.split('-').map(Number) as [number, number, number];
  return formatCalendarDate(adToBs({ year, month, day }));
};
const plusDays = (ad: string, days: number) => {
  const day = new Date(`${ad}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

async function fiscalYearId() {
  return (await test.app.prisma.fiscalYear.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } })).id;
}

async function grantsBody() {
  return asUser(test, await make.createUser({ role: 'Admin' }));
}

/** The form of the "Re-Accreditate" dialog, for a first accreditation unless told. */
async function awardForm(campus: { id: number; universityId: number }, overrides: Fields = {}): Promise<Fields> {
  return {
    universityId: String(campus.universityId),
    addCampusAccreditationId: String(campus.id),
    fiscalYearId: String(await fiscalYearId()),
    status: 'Accredited',
    remarks: 'Accredited by the QAA council',
    dateOfAccreditationEng: '2026-01-15',
    dateOfAccreditationNep: '',
    dateOfExpireAccreditationEng: '',
    dateOfExpireAccreditationNep: '',
    dateOfReAccreditationEng: '',
    dateOfReAccreditationNep: '',
    dateOfExpireRenewAccreditationEng: '',
    dateOfExpireRenewAccreditationNep: '',
    ...overrides,
  };
}

async function award(ugc: supertest.Agent, campus: { id: number; universityId: number }, overrides: Fields = {}) {
  const answer = await multipart(ugc.post('/api/AddAccreditation'), await awardForm(campus, overrides), {
    evidenceDoc: PDF,
  }).expect(201);
  return answer.body as AccreditationDetail;
}

describe('contract 5.13: awards', () => {
  it('records a first accreditation and a renewal, each read as an array of one with the contract’s fields', async () => {
    const campus = await make.createCampus();
    const ugc = await grantsBody();
    const first = await award(ugc, campus);
    expect(first).toMatchObject({
      universityId: campus.universityId,
      addCampusAccreditationId: campus.id,
      campusName: campus.campusName,
      campusType: 'community',
      status: 'Accredited',
      remarks: 'Accredited by the QAA council',
      dateOfAccreditationEng: '2026-01-15',
      dateOfAccreditationNep: bsOf('2026-01-15'),
      dateOfExpireAccreditationEng: '2031-01-14',
      dateOfExpireAccreditationNep: bsOf('2031-01-14'),
      dateOfReAccreditationEng: '',
      dateOfReAccreditationNep: '',
      dateOfExpireRenewAccreditationEng: '',
      dateOfExpireRenewAccreditationNep: '',
      evidenceFileName: 'evidence.pdf',
    });
    const read = await ugc.get(`/api/AddAccreditation/${first.id}`).expect(200);
    expect(read.body).toEqual([first]);
    const cycle = await test.app.prisma.qaaCycle.findUniqueOrThrow({ where: { id: first.id } });
    expect(cycle).toMatchObject({ stage: 'Awarded', recordedDirectly: true, cycleNumber: 1, isReaccreditation: false });
    const evidence = await ugc.get(`/api/AddAccreditation/${first.id}/evidence`).expect(200);
    expect(evidence.headers['content-type']).toBe('application/pdf');

    const renewal = await award(ugc, campus, {
      status: 'renew',
      dateOfReAccreditationNep: bsOf('2026-04-01'),
      dateOfExpireRenewAccreditationEng: '2029-03-31',
    });
    expect(renewal).toMatchObject({
      status: 'renew',
      dateOfAccreditationEng: '2026-01-15',
      dateOfExpireAccreditationEng: '2031-01-14',
      dateOfReAccreditationEng: '2026-04-01',
      dateOfReAccreditationNep: bsOf('2026-04-01'),
      dateOfExpireRenewAccreditationEng: '2029-03-31',
      dateOfExpireRenewAccreditationNep: bsOf('2029-03-31'),
    });

    const list = (await ugc.get('/api/AddAccreditation').query({ search: campus.campusName }).expect(200))
      .body as AccreditationListItem[];
    expect(list).toEqual([
      {
        id: renewal.id,
        campusId: campus.id,
        universityId: campus.universityId,
        campusName: campus.campusName,
        universityName: expect.any(String),
        campusType: 'community',
        status: 'Re-accredited',
        dateOfAccreditationEng: '2026-04-01',
        dateOfAccreditationNep: bsOf('2026-04-01'),
        dateOfExpireAccreditationEng: '2029-03-31',
        dateOfExpireAccreditationNep: bsOf('2029-03-31'),
        cycleNumber: 2,
        daysToExpiry: 1065,
      },
    ]);
    const page = await ugc
      .get('/api/AddAccreditation')
      .query({ search: campus.campusName, page: 1, pageSize: 10 })
      .expect(200);
    expect(page.body).toMatchObject({ totalRecords: 1, page: 1, data: [expect.objectContaining({ id: renewal.id })] });
  });

  it('refuses a renewal of a campus never accredited (409) and an award while a cycle is open (409)', async () => {
    const campus = await make.createCampus();
    const ugc = await grantsBody();
    const renew = await multipart(
      ugc.post('/api/AddAccreditation'),
      await awardForm(campus, { status: 'renew', dateOfReAccreditationEng: '2026-02-01' }),
    ).expect(409);
    expect(renew.body.message).toBe(M.nothingToRenew);
    await multipart(ugc.post(`/api/Qaa/Campus/${campus.id}/Cycles`), { dateEng: '2026-01-01' }).expect(201);
    const open = await multipart(ugc.post('/api/AddAccreditation'), await awardForm(campus)).expect(409);
    expect(open.body.message).toBe(M.cycleInProgress);
  });

  it('corrects an award’s dates with an audit entry, and refuses a cycle that was not awarded (409)', async () => {
    const campus = await make.createCampus();
    const ugc = await grantsBody();
    const first = await award(ugc, campus);
    const corrected = await multipart(
      ugc.put(`/api/AddAccreditation/${first.id}`),
      await awardForm(campus, { dateOfAccreditationEng: '2026-01-20', dateOfExpireAccreditationEng: '2030-01-19' }),
      { evidenceDoc: PDF },
    ).expect(200);
    expect(corrected.body).toMatchObject({
      id: first.id,
      dateOfAccreditationEng: '2026-01-20',
      dateOfExpireAccreditationEng: '2030-01-19',
      dateOfExpireAccreditationNep: bsOf('2030-01-19'),
    });
    const entries = await auditEntriesFor(test.app.prisma, 'QaaCycle', first.id);
    expect(entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['create', 'update']));
    expect(JSON.stringify(entries.find((entry) => entry.action === 'update')?.changes)).toContain('2026-01-15');

    const other = await make.createCampus();
    const open = (
      await multipart(ugc.post(`/api/Qaa/Campus/${other.id}/Cycles`), { dateEng: '2026-01-01' }).expect(201)
    ).body as QaaCycle;
    const notAwarded = await multipart(ugc.put(`/api/AddAccreditation/${open.id}`), await awardForm(other)).expect(409);
    expect(notAwarded.body.message).toBe(M.notAwarded);
    await ugc.get(`/api/AddAccreditation/${open.id}`).expect(404);
  });

  it('answers bad input with 400 per field and writes nothing', async () => {
    const campus = await make.createCampus();
    const elsewhere = await make.createUniversity();
    const ugc = await grantsBody();
    const before = await test.app.prisma.qaaCycle.count({ where: { campusId: campus.id } });
    const bad = await multipart(
      ugc.post('/api/AddAccreditation'),
      await awardForm(campus, {
        universityId: String(elsewhere.id),
        dateOfAccreditationEng: '2026-01-15',
        dateOfAccreditationNep: bsOf('2026-01-16'),
        fiscalYearId: '999999',
      }),
      { evidenceDoc: NOT_PDF },
    ).expect(400);
    expect(bad.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.universityId', message: M.universityMismatch }),
        expect.objectContaining({ field: 'body.dateOfAccreditationNep', message: M.datesDisagree }),
        expect.objectContaining({ field: 'body.fiscalYearId', message: M.noSuchFiscalYear }),
        expect.objectContaining({ field: 'body.evidenceDoc', message: M.documentNotPdf }),
      ]),
    );
    const expiry = await multipart(
      ugc.post('/api/AddAccreditation'),
      await awardForm(campus, { dateOfExpireAccreditationEng: '2026-01-10' }),
    ).expect(400);
    expect(expiry.body.issues).toMatchObject([
      { field: 'body.dateOfExpireAccreditationNep', message: M.expiryBeforeAward },
    ]);
    const missing = await multipart(ugc.post('/api/AddAccreditation'), { status: 'maybe' }).expect(400);
    expect(missing.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.universityId', message: M.universityRequired }),
        expect.objectContaining({ field: 'body.addCampusAccreditationId', message: M.campusRequired }),
        expect.objectContaining({ field: 'body.fiscalYearId', message: M.fiscalYearRequired }),
        expect.objectContaining({ field: 'body.status', message: M.statusInvalid }),
      ]),
    );
    expect(await test.app.prisma.qaaCycle.count({ where: { campusId: campus.id } })).toBe(before);
    expect(await test.app.prisma.qaaCampus.count({ where: { campusId: campus.id } })).toBe(0);
  });

  it('shows a university its campuses’ awards and 404 for another university’s', async () => {
    const campus = await make.createCampus();
    const foreign = await make.createCampus();
    const ugc = await grantsBody();
    const own = await award(ugc, campus);
    const theirs = await award(ugc, foreign);
    const uniAdmin = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    await uniAdmin.get(`/api/AddAccreditation/${own.id}`).expect(200);
    await uniAdmin.get(`/api/AddAccreditation/${theirs.id}`).expect(404);
    await uniAdmin.get(`/api/AddAccreditation/${theirs.id}/evidence`).expect(404);
    const list = (await uniAdmin.get('/api/AddAccreditation').expect(200)).body as AccreditationListItem[];
    expect(list.map((row) => row.id)).toEqual([own.id]);
    await multipart(uniAdmin.post('/api/AddAccreditation'), await awardForm(campus)).expect(403);
  });
});

describe('contract 5.13: the campus for accreditation', () => {
  it('takes a campus into the programme once (409 after) and corrects its registry record with remarks', async () => {
    const campus = await make.createCampus();
    const ugc = await grantsBody();
    const added = await ugc.post('/api/QaaCampus').send({ campusId: campus.id, remarks: 'Applied 2082' }).expect(201);
    expect(added.body).toMatchObject({
      campusId: campus.id,
      inProgramme: true,
      remarks: 'Applied 2082',
      status: 'Not accredited',
    });
    const again = await ugc.post('/api/QaaCampus').send({ campusId: campus.id }).expect(409);
    expect(again.body.message).toBe(M.alreadyInProgramme);

    const level = await test.app.prisma.localLevel.findFirstOrThrow({
      select: { id: true, districtId: true, district: { select: { provinceId: true } } },
    });
    const form = {
      universityId: String(campus.universityId),
      university: 'ignored',
      campusType: 'private',
      campusName: `${campus.campusName} College`,
      establishedYear: '1995',
      contactPhone: '9841000000',
      lanlineNo: '01-4000000',
      contactEmail: 'office@campus.edu.np',
      webUrl: 'https://campus.edu.np',
      province: String(level.district.provinceId),
      district: String(level.districtId),
      localLevel: String(level.id),
      ward: '4',
      tole: 'Bagbazar',
      remarks: 'Registry corrected',
    };
    const updated = await multipart(ugc.put(`/api/AddCampusAccreditation/${campus.id}`), form).expect(200);
    expect(updated.body).toMatchObject({
      campusId: campus.id,
      campusName: `${campus.campusName} College`,
      campusType: 'private',
      establishedYear: 1995,
      contactPhone: '9841000000',
      lanlineNo: '01-4000000',
      contactEmail: 'office@campus.edu.np',
      webUrl: 'https://campus.edu.np',
      province: level.district.provinceId,
      district: level.districtId,
      localLevel: level.id,
      ward: 4,
      tole: 'Bagbazar',
      remarks: 'Registry corrected',
    } satisfies Partial<CampusAccreditation>);
    expect((await ugc.get(`/api/AddCampusAccreditation/${campus.id}`).expect(200)).body).toEqual(updated.body);
    expect(await auditEntriesFor(test.app.prisma, 'Campus', campus.id)).not.toHaveLength(0);
    expect(await auditEntriesFor(test.app.prisma, 'QaaCampus', campus.id)).toHaveLength(2);

    const otherLevel = await test.app.prisma.localLevel.findFirstOrThrow({
      where: { districtId: { not: level.districtId } },
      select: { districtId: true },
    });
    const elsewhere = await make.createUniversity();
    const bad = await multipart(ugc.put(`/api/AddCampusAccreditation/${campus.id}`), {
      ...form,
      universityId: String(elsewhere.id),
      district: String(otherLevel.districtId),
      campusName: 'Renamed',
    }).expect(400);
    expect(bad.body.issues).toMatchObject([
      { field: 'body.universityId', message: M.universityMismatch },
      { field: 'body.district', message: 'The district is not the local level’s' },
    ]);
    const badFields = await multipart(ugc.put(`/api/AddCampusAccreditation/${campus.id}`), {
      ...form,
      campusType: 'public',
      contactPhone: '123',
      ward: '41',
    }).expect(400);
    expect(badFields.body.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'body.campusType', message: M.campusTypeInvalid }),
        expect.objectContaining({ field: 'body.contactPhone', message: M.phoneInvalid }),
        expect.objectContaining({ field: 'body.ward', message: M.wardInvalid }),
      ]),
    );
    const stored = await test.app.prisma.campus.findUniqueOrThrow({ where: { id: campus.id } });
    expect(stored).toMatchObject({ campusName: `${campus.campusName} College`, campusType: 'private' });
  });

  it('answers 404 for a campus outside the caller’s scope', async () => {
    const campus = await make.createCampus();
    const foreign = await make.createCampus();
    const admin = asUser(test, await make.createUser({ role: 'CollegeAdmin', campusId: campus.id }));
    await admin.get(`/api/AddCampusAccreditation/${campus.id}`).expect(200);
    await admin.get(`/api/AddCampusAccreditation/${foreign.id}`).expect(404);
    const uniAdmin = asUser(test, await make.createUser({ role: 'UniAdmin', universityId: campus.universityId }));
    await uniAdmin.get(`/api/AddCampusAccreditation/${foreign.id}`).expect(404);
    await multipart(admin.put(`/api/AddCampusAccreditation/${campus.id}`), { campusName: 'x' }).expect(403);
  });
});

// ---- Expiry alerts --------------------------------------------------------------------------

async function outboxFor(email: string): Promise<string[]> {
  const dir = test.config.outboxDir;
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const mine = names.filter((name) => name.endsWith('.eml') && name.includes(email));
  return Promise.all(mine.map(async (name) => decodedText(await fs.readFile(path.join(dir, name), 'utf8'))));
}

async function mailsAbout(email: string, campusName: string): Promise<string[]> {
  return (await outboxFor(email)).filter((text) => text.includes(campusName));
}

async function waitForMails(email: string, campusName: string, count: number): Promise<string[]> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = await mailsAbout(email, campusName);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('expiry alerts', () => {
  it('emails the campus’s administrators and the grants body’s QAA staff 180, 90 and 30 days before expiry, each once', async () => {
    const campus = await make.createCampus();
    const neighbour = await make.createCampus({ universityId: campus.universityId });
    const collegeAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const disabled = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id, status: 'disabled' });
    const neighbourAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: neighbour.id });
    const clerk = await make.createUser({ role: 'CollegeUser', campusId: campus.id });
    const admin = await make.createUser({ role: 'Admin' });
    const ugcAdmin = await make.createUser({ role: 'UgcAdmin' });
    const expiry = plusDays(TODAY, 200);
    await award(asUser(test, admin), campus, { dateOfExpireAccreditationEng: expiry });

    // As the hourly check runs: a job of the queue, handled by its worker.
    const runThroughQueue = () => test.app.queue.send(QAA_EXPIRY_ALERT_QUEUE, {}, randomUUID());
    const runHere = () => sendQaaExpiryAlerts(test.app.prisma, test.app.mailer, clock, test.app.log);

    // 181 days before: nothing yet.
    clock.set(`${plusDays(expiry, -181)}T04:00:00Z`);
    await runHere();
    expect(await mailsAbout(collegeAdmin.email, campus.campusName)).toHaveLength(0);

    for (const [index, days] of [180, 90, 30].entries()) {
      clock.set(`${plusDays(expiry, -days)}T04:00:00Z`);
      await runThroughQueue();
      const mails = await waitForMails(collegeAdmin.email, campus.campusName, index + 1);
      expect(mails).toHaveLength(index + 1);
      // The body's words: a long subject is folded across header lines.
      expect(mails.some((text) => text.includes(`${days} days from today`))).toBe(true);
      expect(mails.some((text) => text.includes(expiry) && text.includes(bsOf(expiry)))).toBe(true);
      expect(await waitForMails(admin.email, campus.campusName, index + 1)).toHaveLength(index + 1);
      expect(await waitForMails(ugcAdmin.email, campus.campusName, index + 1)).toHaveLength(index + 1);
      // A second run the same day sends nothing more.
      await runHere();
      expect(await mailsAbout(collegeAdmin.email, campus.campusName)).toHaveLength(index + 1);
      expect(await mailsAbout(admin.email, campus.campusName)).toHaveLength(index + 1);
    }
    for (const other of [disabled, neighbourAdmin, clerk])
      expect(await mailsAbout(other.email, campus.campusName)).toHaveLength(0);
    const alerts = await test.app.prisma.qaaExpiryAlert.findMany({
      where: { cycle: { campusId: campus.id } },
      orderBy: { daysBefore: 'desc' },
    });
    expect(alerts.map((alert) => alert.daysBefore)).toEqual([180, 90, 30]);
    expect(alerts.every((alert) => alert.recipients >= 3)).toBe(true);
  });

  it('claims the thresholds crossed before HEMIS looked without a mail of their own, and sends only the nearest', async () => {
    const campus = await make.createCampus();
    const collegeAdmin = await make.createUser({ role: 'CollegeAdmin', campusId: campus.id });
    const ugc = await grantsBody();
    const expiry = plusDays(TODAY, 20);
    await award(ugc, campus, { dateOfExpireAccreditationEng: expiry });
    // An operator runs the check now, twice: the second finds nothing due.
    const first = await ugc.post('/api/Qaa/ExpiryAlerts/Run').expect(200);
    // This campus's three thresholds, and any other test's awards due on this day.
    const [, due, sent] = /^(\d+) expiry alerts due, (\d+) emails sent$/.exec(first.body.message)!;
    expect(Number(due)).toBeGreaterThanOrEqual(3);
    expect(Number(sent)).toBeGreaterThanOrEqual(2);
    const second = await ugc.post('/api/Qaa/ExpiryAlerts/Run').expect(200);
    expect(second.body.message).toBe('0 expiry alerts due, 0 emails sent');
    const mails = await mailsAbout(collegeAdmin.email, campus.campusName);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('expires in 20 days');
    const alerts = await test.app.prisma.qaaExpiryAlert.findMany({ where: { cycle: { campusId: campus.id } } });
    expect(alerts.map((alert) => alert.daysBefore).sort((a, b) => a - b)).toEqual([30, 90, 180]);
  });
});
