/**
 * Deadline reminders of the annual returns (issue #31): RETURN_REMINDER_DAYS days before a
 * return's deadline (today as Nepal counts it), the administrators of each active campus whose
 * return is not yet submitted get one email, once for each return, campus and reminder. The
 * sweep runs as a job of the queue, sent every hour by whichever process runs (one job an hour
 * whatever the number of processes). Each reminder is claimed by inserting its row
 * (ReturnReminder's key is the return, the campus and the kind) before anything is sent, and
 * only a claim that inserted sends, so two processes never send the same one; a reminder whose
 * day passed while HEMIS was not running is claimed without a mail of its own, and only the
 * nearest is sent. Each administrator reads it in their language (User.language). Addresses
 * are never logged.
 */
import { createHash } from 'node:crypto';
import {
  RETURN_REMINDER_DAYS,
  adToBs,
  formatCalendarDate,
  fromUtcDate,
  localDigits,
  type Language,
} from '@hemis/contracts';
import type { PrismaClient } from '../../db/prisma.ts';
import { todayInNepal, type Clock } from '../../lib/clock.ts';
import type { MailMessage, Mailer } from '../../lib/mail.ts';

export const RETURN_REMINDER_QUEUE = 'annual-return-reminders';
export const RETURN_REMINDER_EVERY_MS = 60 * 60 * 1000;

/** The kind of a reminder, as ReturnReminder.kind keeps it. */
export const reminderKind = (days: number) => `days${days}`;

/** pg-boss wants a UUID id: the hour's own, so processes sending in the same hour queue one job. */
export function reminderJobId(now: number): string {
  const hex = createHash('sha256')
    .update(`${RETURN_REMINDER_QUEUE}:${Math.floor(now / RETURN_REMINDER_EVERY_MS)}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

interface ReminderLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

/** What one sweep did: the reminders claimed and the emails sent. */
export interface ReminderRun {
  claimed: number;
  emails: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

const bsText = (ad: string) => formatCalendarDate(adToBs(fromUtcDate(new Date(`${ad}T00:00:00Z`))));

/** The mail of a reminder in `language`: the fiscal year, the campus, the deadline (BS and AD) and the days left. */
export function reminderMessage(
  reminder: { fiscalYear: string; campusName: string; deadline: string; started: boolean },
  daysLeft: number,
  language: Language,
): { subject: string; text: string } {
  if (language === 'ne') {
    const [year, days] = [localDigits(reminder.fiscalYear, language), localDigits(daysLeft, language)];
    const deadline = `${localDigits(bsText(reminder.deadline), language)} वि.सं. (${localDigits(reminder.deadline, language)} ई.सं.)`;
    return {
      subject: `${reminder.campusName} को वार्षिक विवरण ${year}: अन्तिम मितिसम्म ${days} दिन`,
      text: [
        `${reminder.campusName} को वार्षिक विवरण ${year} बुझाउने अन्तिम मिति ${deadline} हो: आजबाट ${days} दिन, र यो अहिलेसम्म बुझाइएको छैन।`,
        '',
        reminder.started
          ? 'यसको प्रमाणीकरणले देखाएका त्रुटिहरू सच्याउनुहोस्, चेतावनीहरूको स्पष्टीकरण दिनुहोस्, हस्ताक्षर गरिएको तथ्याङ्क प्रतिवेदन अपलोड गर्नुहोस् र Annual Returns अन्तर्गत यसलाई बुझाउनुहोस्।'
          : 'Annual Returns अन्तर्गत यसको स्न्यापसट लिनुहोस्, यसको प्रमाणीकरणले देखाएका त्रुटिहरू सच्याउनुहोस्, चेतावनीहरूको स्पष्टीकरण दिनुहोस्, हस्ताक्षर गरिएको तथ्याङ्क प्रतिवेदन अपलोड गर्नुहोस् र यसलाई बुझाउनुहोस्।',
      ].join('\n'),
    };
  }
  const days = daysLeft === 1 ? '1 day' : `${daysLeft} days`;
  return {
    subject: `Annual return ${reminder.fiscalYear} of ${reminder.campusName}: ${days} to the deadline`,
    text: [
      `The annual return ${reminder.fiscalYear} of ${reminder.campusName} is due on ${bsText(reminder.deadline)} BS (${reminder.deadline} AD): ${days} from today, and it is not submitted yet.`,
      '',
      reminder.started
        ? 'Fix the errors its validation shows, explain its warnings, upload the signed statistical report and submit it under Annual Returns.'
        : 'Take its snapshot under Annual Returns, fix the errors its validation shows, explain its warnings, upload the signed statistical report and submit it.',
    ].join('\n'),
  };
}

/** How many reminders are sent at once: a national return mails the administrators of 1,500 campuses. */
const MAILS_AT_ONCE = 8;

/** Sends every message, a few at a time; answers how many went. A failure is logged and the rest go on. */
async function sendEach(
  mailer: Pick<Mailer, 'send'>,
  messages: readonly { campusId: number; mail: MailMessage }[],
  log: ReminderLog,
): Promise<number> {
  let next = 0;
  let sent = 0;
  const sender = async () => {
    for (let index = next++; index < messages.length; index = next++) {
      const { campusId, mail } = messages[index]!;
      try {
        await mailer.send(mail);
        sent += 1;
      } catch (error) {
        log.warn({ err: error, campusId }, 'annual return reminder: an email could not be sent');
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(MAILS_AT_ONCE, messages.length) }, sender));
  return sent;
}

/**
 * Sends the reminders due today: for each return whose deadline is at most the largest
 * RETURN_REMINDER_DAYS away, the reminders each campus not yet submitted has reached are
 * claimed, and the campus's administrators get one email for the nearest one newly claimed.
 */
export async function sendReturnReminders(
  prisma: PrismaClient,
  mailer: Pick<Mailer, 'send'>,
  clock: Clock,
  log: ReminderLog,
): Promise<ReminderRun> {
  const today = todayInNepal(clock);
  const widest = Math.max(...RETURN_REMINDER_DAYS);
  const returns = await prisma.$queryRaw<{ id: number; fiscalYear: string; deadline: string }[]>`
    SELECT a.id, y."yearNepali" AS "fiscalYear", to_char(a.deadline, 'YYYY-MM-DD') AS deadline
      FROM "AnnualReturn" a JOIN "FiscalYear" y ON y.id = a."fiscalYearId"
     WHERE a.deadline >= ${today}::date AND a.deadline - ${today}::date <= ${widest}
     ORDER BY a.deadline, a.id`;
  const run: ReminderRun = { claimed: 0, emails: 0 };
  for (const annualReturn of returns) {
    const daysLeft = daysBetween(today, annualReturn.deadline);
    const reached = RETURN_REMINDER_DAYS.filter((days) => daysLeft <= days);
    const nearest = reminderKind(Math.min(...reached));
    // Every reminder reached, for every campus not yet submitted, claimed in one statement.
    const claimed = await prisma.$queryRaw<{ campusId: number; kind: string }[]>`
      INSERT INTO "ReturnReminder" ("annualReturnId", "campusId", kind, "sentAt")
      SELECT ${annualReturn.id}::int, c.id, k.kind, ${clock.now()}
        FROM "Campus" c
        LEFT JOIN "CampusReturn" r ON r."campusId" = c.id AND r."annualReturnId" = ${annualReturn.id}::int
       CROSS JOIN unnest(${reached.map(reminderKind)}::text[]) AS k(kind)
       WHERE c.status AND (r.id IS NULL OR r.status IN ('draft', 'returned'))
      ON CONFLICT ("annualReturnId", "campusId", kind) DO NOTHING
      RETURNING "campusId", kind`;
    run.claimed += claimed.length;
    // Only the nearest reminder is worth a mail; ones whose day passed unseen go unsent.
    const due = [...new Set(claimed.filter((claim) => claim.kind === nearest).map((claim) => claim.campusId))];
    if (due.length === 0) continue;
    const [campuses, administrators, started] = await Promise.all([
      prisma.campus.findMany({ where: { id: { in: due } }, select: { id: true, campusName: true } }),
      prisma.user.findMany({
        where: { role: 'CollegeAdmin', status: 'active', email: { not: '' }, campusId: { in: due } },
        select: { email: true, campusId: true, language: true },
        orderBy: { id: 'asc' },
      }),
      prisma.campusReturn.findMany({
        where: { annualReturnId: annualReturn.id, campusId: { in: due } },
        select: { campusId: true },
      }),
    ]);
    const withSnapshot = new Set(started.map((row) => row.campusId));
    const messages = campuses.flatMap((campus) => {
      const reminder = {
        fiscalYear: annualReturn.fiscalYear,
        campusName: campus.campusName,
        deadline: annualReturn.deadline,
        started: withSnapshot.has(campus.id),
      };
      return administrators
        .filter((user) => user.campusId === campus.id)
        .map((administrator) => ({
          campusId: campus.id,
          mail: { to: administrator.email, ...reminderMessage(reminder, daysLeft, administrator.language) },
        }));
    });
    run.emails += await sendEach(mailer, messages, log);
    log.info({ annualReturnId: annualReturn.id, kind: nearest, campuses: due.length }, 'annual return reminders sent');
  }
  return run;
}
