import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayOf, fiscalYears, makeCleanCampus, openReturn } from '../../../../tests/support/annual-return.ts';
import { testClock } from '../../../../tests/support/clock.ts';
import { decodedText, startTestSmtpServer, type TestSmtpServer } from '../../../../tests/support/smtp.ts';
import { useTestApp } from '../../../../tests/support/suite.ts';
import { asUser } from '../../../../tests/support/session.ts';
import { RETURN_REMINDER_QUEUE, reminderJobId, sendReturnReminders } from './return-reminders.ts';

const clock = testClock('2026-12-01T04:00:00Z');
// The app's mail goes to a loopback SMTP server, and its queue's sweeps read the clock the tests move.
const smtp = {} as TestSmtpServer;
beforeAll(async () => {
  Object.assign(smtp, await startTestSmtpServer());
});
afterAll(() => smtp.close());
const { test, make } = useTestApp(() => ({
  clock,
  config: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) },
}));

const plusDays = (ad: string, days: number) => dayOf(new Date(Date.parse(`${ad}T00:00:00Z`) + days * 86_400_000));

/** The messages to the address about the campus so far. */
const mailsTo = (address: string, campusName: string) =>
  smtp.received
    .filter((mail) => mail.to.includes(address.toLowerCase()))
    .map((mail) => decodedText(mail.raw))
    .filter((text) => text.replace(/\r?\n\s+/g, ' ').includes(campusName));

async function waitForMails(address: string, campusName: string, count: number) {
  for (let tries = 0; tries < 100 && mailsTo(address, campusName).length < count; tries += 1)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return mailsTo(address, campusName);
}

let opened: { annualReturn: Awaited<ReturnType<typeof openReturn>>; deadline: string } | undefined;

/** A return of the file's own (a fiscal year without one), its deadline a month after any other's. */
async function fileReturn() {
  if (opened) return opened;
  const prisma = test.app.prisma;
  const taken = new Set(
    (await prisma.annualReturn.findMany({ select: { fiscalYearId: true } })).map((r) => r.fiscalYearId),
  );
  const year = (await fiscalYears(prisma)).find((candidate) => !taken.has(candidate.id))!;
  const others = await prisma.annualReturn.findMany({ select: { deadline: true } });
  const latest =
    others
      .map((row) => dayOf(row.deadline))
      .sort()
      .at(-1) ?? '2027-01-01';
  const deadline = plusDays(latest > '2027-01-01' ? latest : '2027-01-01', 30);
  const annualReturn = await openReturn(prisma, {
    fiscalYearId: year.id,
    censusDate: plusDays(dayOf(year.startDateAd), 60),
    deadline,
  });
  opened = { annualReturn, deadline };
  return opened;
}

/**
 * New campuses of the file's return: one not started, one in progress and one submitted, each
 * with an administrator, and a clerk and a disabled administrator of the first.
 */
async function returnDue() {
  const prisma = test.app.prisma;
  const { annualReturn, deadline } = await fileReturn();
  const universityId = (await make.createUniversity()).id;
  const [notStarted, inProgress, submitted] = [
    await makeCleanCampus(prisma, annualReturn, { universityId, students: 1 }),
    await makeCleanCampus(prisma, annualReturn, { universityId, students: 1 }),
    await makeCleanCampus(prisma, annualReturn, { universityId, students: 1 }),
  ];
  const admins = {
    notStarted: await make.createUser({ role: 'CollegeAdmin', campusId: notStarted.campus.id }),
    inProgress: await make.createUser({ role: 'CollegeAdmin', campusId: inProgress.campus.id }),
    submitted: await make.createUser({ role: 'CollegeAdmin', campusId: submitted.campus.id }),
  };
  const clerk = await make.createUser({ role: 'CollegeUser', campusId: notStarted.campus.id });
  const disabled = await make.createUser({ role: 'CollegeAdmin', campusId: notStarted.campus.id, status: 'disabled' });
  for (const [campus, admin] of [
    [inProgress, admins.inProgress],
    [submitted, admins.submitted],
  ] as const)
    await asUser(test, admin)
      .post(`/api/AnnualReturn/${annualReturn.id}/Campus/${campus.campus.id}/Snapshot`)
      .expect(200);
  await prisma.campusReturn.update({
    where: { annualReturnId_campusId: { annualReturnId: annualReturn.id, campusId: submitted.campus.id } },
    data: { status: 'submitted' },
  });
  return { annualReturn, deadline, campuses: { notStarted, inProgress, submitted }, admins, clerk, disabled };
}

const sweep = () => sendReturnReminders(test.app.prisma, test.app.mailer, clock, test.app.log);

describe('deadline reminders of an annual return', () => {
  it('emails the administrators of each campus not yet submitted 7 and 1 days before the deadline, each once', async () => {
    const { annualReturn, deadline, campuses, admins, clerk, disabled } = await returnDue();
    const name = (key: keyof typeof campuses) => campuses[key].campus.campusName;

    // Eight days before: nothing yet.
    clock.set(`${plusDays(deadline, -8)}T04:00:00Z`);
    await sweep();
    expect(mailsTo(admins.notStarted.email, name('notStarted'))).toHaveLength(0);

    for (const [index, days] of [7, 1].entries()) {
      clock.set(`${plusDays(deadline, -days)}T04:00:00Z`);
      await sweep();
      for (const key of ['notStarted', 'inProgress'] as const) {
        const mails = await waitForMails(admins[key].email, name(key), index + 1);
        expect(mails).toHaveLength(index + 1);
        expect(mails.at(-1)).toContain(`${days === 1 ? '1 day' : `${days} days`} from today`);
        expect(mails.at(-1)).toContain(deadline);
      }
      // A second sweep the same day sends nothing more.
      await sweep();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(mailsTo(admins.notStarted.email, name('notStarted'))).toHaveLength(index + 1);
    }
    expect(mailsTo(admins.notStarted.email, name('notStarted'))[0]).toMatch(/Take its snapshot/);
    expect(mailsTo(admins.inProgress.email, name('inProgress'))[0]).toMatch(/Fix the errors/);
    expect(mailsTo(admins.submitted.email, name('submitted'))).toHaveLength(0);
    for (const other of [clerk, disabled]) expect(mailsTo(other.email, name('notStarted'))).toHaveLength(0);

    const claimed = await test.app.prisma.returnReminder.findMany({
      where: { annualReturnId: annualReturn.id, campusId: { in: Object.values(campuses).map((c) => c.campus.id) } },
      orderBy: [{ campusId: 'asc' }, { kind: 'desc' }],
    });
    expect(claimed.map((row) => [row.campusId, row.kind])).toEqual([
      [campuses.notStarted.campus.id, 'days7'],
      [campuses.notStarted.campus.id, 'days1'],
      [campuses.inProgress.campus.id, 'days7'],
      [campuses.inProgress.campus.id, 'days1'],
    ]);

    // After the deadline, nothing.
    clock.set(`${plusDays(deadline, 1)}T04:00:00Z`);
    expect(await sweep()).toEqual({ claimed: 0, emails: 0 });
  });

  it('claims a reminder whose day passed unseen without a mail of its own, and sends the nearest', async () => {
    const { deadline, campuses, admins } = await returnDue();
    const name = campuses.notStarted.campus.campusName;
    // HEMIS first looks the day before the deadline: one mail, the last reminder's.
    clock.set(`${plusDays(deadline, -1)}T04:00:00Z`);
    await test.app.queue.send(RETURN_REMINDER_QUEUE, {}, randomUUID());
    const mails = await waitForMails(admins.notStarted.email, name, 1);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('1 day from today');
    await sweep();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(mailsTo(admins.notStarted.email, name)).toHaveLength(1);
  });

  it('queues one sweep an hour whatever the number of processes', () => {
    const hour = Date.parse('2026-12-01T04:00:00Z');
    expect(reminderJobId(hour)).toBe(reminderJobId(hour + 59 * 60_000));
    expect(reminderJobId(hour)).not.toBe(reminderJobId(hour + 60 * 60_000));
    expect(reminderJobId(hour)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
